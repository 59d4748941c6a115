import EaselCommandLine
import EaselInterface
import EaselResources
import EaselSnapshot
import Foundation

/// `easel snapshot record|verify`: reference images of every scene, and checking them.
enum SnapshotCommand {
  static let usage = """
    USAGE: easel snapshot record [PATH...] [options]
           easel snapshot verify [PATH...] [options]

    'record' renders every scene of every storyboard and xib under PATH (default: the
    current folder) as 'easel render --all' does, designables included, and keeps each
    picture as the scene's reference: __Snapshots__/<Document.storyboard>/<sceneID>.png
    beside the document (or under --dir), a folder the team commits. A file is rewritten
    only when its bytes change.

    'verify' renders again and compares each scene with its reference, pixel by pixel:
    a pixel differs when one of its channels differs by more than --tolerance; a scene
    fails when more than --allowed-pixels pixels differ or its size changed, or it has no
    reference. For each failing scene it writes <sceneID>.actual.png and <sceneID>.diff.png
    (differing pixels in red) under --failures, prints one line per scene and a summary,
    and exits 1.

    Options other than the defaults are part of the reference's name
    (<sceneID>.iPhone-SE.dark.de@2x.png), so several configurations can be kept side by
    side; verify with the options you recorded with.

    \(SnapshotOptions.helpSections)

    EXIT STATUS: 0 recorded, or every scene matches; 1 a scene differs, has no reference or
    could not be rendered (a designable that fails is a failure: its picture would show the
    base class); 64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard
      let action = try CommandAction.read(
        arguments, command: "snapshot", actions: ["record", "verify"], usage: usage)
    else { return 0 }
    guard
      let options = try SnapshotOptions.parse(Array(arguments.dropFirst()), orPrintHelp: usage)
    else { return 0 }
    let paths = options.positionals.isEmpty ? ["."] : options.positionals
    try DocumentOpening.requireExisting(paths)
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var settings = SnapshotOptions(
      failureFolder: URL(fileURLWithPath: options.value(of: \.failures) ?? "snapshot-failures"))
    if let dir = options.value(of: \.dir) { settings.referenceFolder = URL(fileURLWithPath: dir) }
    if let n = try options.wholeNumber(
      \.tolerance, "a whole number from 0 to 255", where: (0...255).contains)
    {
      settings.tolerance = n
    }
    if let n = try options.wholeNumber(\.allowedPixels, "a whole number", where: { $0 >= 0 }) {
      settings.allowedPixels = n
    }
    if let device = try options.device(\.device) { settings.device = device }
    if let size = try options.size(\.size) {
      if options.has(\.device) {
        throw UsageError(message: "--size cannot be used with --device: say one size")
      }
      settings.size = size
    }
    if let scale = try options.scale(\.scale) { settings.scale = scale }
    if let timeout = try options.seconds(\.timeout) { settings.timeout = timeout }
    settings.darkAppearance = options.has(\.dark)
    settings.language = options.value(of: \.language)
    let runner = SnapshotRunner(options: settings)
    let report = action == "record" ? runner.record(paths: paths) : runner.verify(paths: paths)
    for line in report.diagnostics { CommandOutput.error(line) }
    for (_, error) in report.unreadable { CommandOutput.error(error) }
    for (document, reason) in report.skipped {
      CommandOutput.error("skipped \(document.path): \(reason)")
    }
    for result in report.results { print(result.line(relativeTo: cwd)) }
    for url in report.stale {
      print("stale reference (its scene is gone): \(url.path)")
    }
    print(report.summary)
    if report.results.isEmpty && report.unreadable.isEmpty {
      throw CommandFailure("no scenes to snapshot under \(paths.joined(separator: ", "))")
    }
    return report.failed ? 1 : 0
  }
}
