import EaselAgentHost
import EaselCommandLine
import EaselInspect
import EaselInterface
import EaselRendering
import EaselResources
import Foundation

/// `easel designables`: every designable class of a project, its status once built and
/// drawn, and what blocks the rest.
enum DesignablesCommand {
  static let usage = """
    USAGE: easel designables [PROJECT] [--sources DIR] [--images DIR] [--sheet FILE]
                             [--json] [--timeout SECONDS] [--verbose]

    Finds every @IBDesignable class of a project, builds them as Xcode would (a class that
    does not compile never stops the others), makes and draws each one at design time
    (init(frame:), prepareForInterfaceBuilder(), layoutSubviews(), draw(_:)), and reports
    Interface Builder's status for each: how much of the project works in Easel.

    \(DesignablesOptions.helpSections)

    The last line of the text output is
      N designables: U up to date, B build failed, C crashed, T timed out

    EXIT STATUS: 0 every designable is up to date; 1 one or more is not, or the project
    could not be read; 64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try DesignablesOptions.parse(arguments, orPrintHelp: usage) else {
      return 0
    }
    guard options.positionals.count <= 1 else {
      throw UsageError(message: "designables takes one project folder")
    }
    let root: URL
    if let sources = options.value(of: \.sources) {
      root = URL(fileURLWithPath: sources)
    } else {
      let given = URL(fileURLWithPath: options.positionals.first ?? ".")
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isFolder) else {
        throw CommandFailure("no such file or folder: \(given.path)")
      }
      root =
        isFolder.boolValue ? given.standardizedFileURL : ProjectFiles.projectRoot(containing: given)
    }
    var job = DesignablesJob(root: root)
    if let images = options.value(of: \.images) { job.imageFolder = URL(fileURLWithPath: images) }
    if let sheet = options.value(of: \.sheet) { job.sheet = URL(fileURLWithPath: sheet) }
    if let seconds = try options.seconds(\.timeout) { job.timeout = seconds }
    let report = try job.run()
    if options.has(\.json) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(
        text(report, verbose: options.has(\.verbose), cache: job.cacheDirectory), terminator: "")
    }
    // An iOS view no target compiles was not checked: not a success. AppKit views and
    // controllers are not built on iOS by Interface Builder either.
    let unchecked = report.notBuilt.contains { ["no-project", "not-compiled"].contains($0.reason) }
    return report.summary.upToDate == report.summary.total && !unchecked ? 0 : 1
  }

  /// The report as text: in full with `verbose`, else abridged, the full text written to a
  /// log file in the cache that the abridged text names (replaced by each run of the same
  /// project).
  static func text(_ report: DesignablesJob.Report, verbose: Bool, cache: URL) -> String {
    let log = Output.logFile(
      for: "designables-" + URL(fileURLWithPath: report.root).lastPathComponent, cache: cache)
    return Output.shown(
      report.terminalText(logPath: log.path), verbose: verbose, log: log,
      unlogged: { report.terminalText() })
  }
}
