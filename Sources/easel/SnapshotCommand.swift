import EaselCommandLine
import EaselDiagnostics
import EaselInterface
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

    OPTIONS:
      --dir FOLDER             Keep the references here, mirroring the documents' folders
                               under PATH (default: __Snapshots__ beside each document).
      --failures FOLDER        Where verify writes actual and difference images
                               (default: snapshot-failures).
      --tolerance N            Per-channel difference (0-255) still counted as equal
                               (default: 2).
      --allowed-pixels N       Differing pixels a scene may have and still pass (default: 0).
      --device NAME            Lay the scenes out for a device (as 'easel render --device').
      --dark                   The dark appearance.
      --language CODE          A language of the project (de, zh-Hans, …).
      --scale N                Pixels per point (default: 1).
      --timeout SECONDS        How long designable code may run (default: 20).
      -h, --help               Show this help.

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
    var parser = Arguments(Array(arguments.dropFirst()), table: OptionTable.snapshot)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    let paths = parser.positionals.isEmpty ? ["."] : parser.positionals
    try DocumentOpening.requireExisting(paths)
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var settings = SnapshotOptions(
      failureFolder: URL(fileURLWithPath: options["--failures"]?.last ?? "snapshot-failures"))
    if let dir = options["--dir"]?.last { settings.referenceFolder = URL(fileURLWithPath: dir) }
    if let text = options["--tolerance"]?.last {
      guard let n = Int(text), (0...255).contains(n) else {
        throw UsageError(message: "--tolerance must be a whole number from 0 to 255, got '\(text)'")
      }
      settings.tolerance = n
    }
    if let text = options["--allowed-pixels"]?.last {
      guard let n = Int(text), n >= 0 else {
        throw UsageError(message: "--allowed-pixels must be a whole number, got '\(text)'")
      }
      settings.allowedPixels = n
    }
    if let name = options["--device"]?.last {
      guard let device = Device.named(name) else {
        throw UsageError(
          message: "unknown device '\(name)'"
            + Suggestion.hint(for: name, among: Device.names))
      }
      settings.device = device
    }
    if let text = options["--scale"]?.last {
      guard let scale = Double(text), scale > 0, scale <= 8 else {
        throw UsageError(message: "--scale must be a number from 0 to 8, got '\(text)'")
      }
      settings.scale = scale
    }
    if let text = options["--timeout"]?.last {
      guard let timeout = Double(text), timeout > 0 else {
        throw UsageError(message: "--timeout must be a positive number, got '\(text)'")
      }
      settings.timeout = timeout
    }
    settings.darkAppearance = options["--dark"] != nil
    settings.language = options["--language"]?.last
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
