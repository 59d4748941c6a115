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
                             [--json] [--timeout SECONDS]

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
      print(text(report), terminator: "")
    }
    // An iOS view no target compiles was not checked: not a success. AppKit views and
    // controllers are not built on iOS by Interface Builder either.
    let unchecked = report.notBuilt.contains { ["no-project", "not-compiled"].contains($0.reason) }
    return report.summary.upToDate == report.summary.total && !unchecked ? 0 : 1
  }

  /// What the classes not built are, in the summary's words (`AppKit`, `controllers`, …).
  static func notBuiltKinds(_ classes: [DesignablesJob.NotBuilt]) -> String {
    let words = [
      "appkit": "AppKit views", "not-a-view": "not views", "no-project": "in no project",
      "not-compiled": "not compiled", "not-in-target": "in no target",
    ]
    var kinds: [String] = []
    for c in classes {
      let word = words[c.reason] ?? c.reason
      if !kinds.contains(word) { kinds.append(word) }
    }
    return kinds.joined(separator: ", ")
  }

  /// The report as lines: each class with its status and place, its errors under it, the
  /// missing API by classes blocked, and the summary last.
  static func text(_ report: DesignablesJob.Report) -> String {
    var out = ""
    for note in report.notes { out += note + "\n" }
    let width = report.designables.map(\.class.count).max() ?? 0
    for entry in report.designables {
      let name = entry.class.padding(toLength: width, withPad: " ", startingAt: 0)
      out += "\(name)  \(entry.statusText)  \(entry.file):\(entry.line)\n"
      for line in entry.diagnostics { out += "    " + line + "\n" }
    }
    for c in report.notBuilt {
      let name = c.class.padding(toLength: max(width, c.class.count), withPad: " ", startingAt: 0)
      let why =
        switch c.reason {
        case "appkit":
          "Not built: an AppKit \(UIKitClasses.appKitKind(c.root) ?? "view") (\(c.root)), a macOS designable"
        case "no-project": "Not built: in a folder no project lists (\(c.root))"
        case "not-compiled": "Not built: no build Easel planned compiled its file"
        case "not-in-target": "Not built: in no target's sources (\(c.root))"
        default: "Not built: a \(c.root), not a view"
        }
      out += "\(name)  \(why)  \(c.file):\(c.line)\n"
    }
    if !report.missingAPI.isEmpty {
      out += "missing API (classes blocked):\n"
      for api in report.missingAPI {
        out += "  \(api.symbol): \(api.classes.count) (\(api.classes.joined(separator: ", ")))\n"
      }
    }
    let s = report.summary
    out +=
      "\(s.total) designables: \(s.upToDate) up to date, \(s.buildFailed) build failed, "
      + "\(s.crashed) crashed, \(s.timedOut) timed out"
      + (s.notBuilt > 0
        ? "; \(s.notBuilt) @IBDesignable \(s.notBuilt == 1 ? "class" : "classes") not built "
          + "(\(Self.notBuiltKinds(report.notBuilt)))" : "") + "\n"
    return out
  }
}
