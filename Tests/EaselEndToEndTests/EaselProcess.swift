import EaselTestSupport
import Foundation

/// Runs the built `easel` as a user would, capturing everything it says.
struct EaselProcess {
  var status: Int32
  var stdout: String
  var stderr: String

  static func run(
    _ arguments: [String], cacheDirectory: URL? = nil, in currentDirectory: URL? = nil,
    environment extra: [String: String] = [:]
  ) throws -> EaselProcess {
    let process = Process()
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.executableURL = TestPaths.easel
    process.arguments = arguments
    // The child draws with the tests' pinned fonts (Tests/Fixtures/Fonts), whatever this
    // process's environment holds.
    var environment = ProcessInfo.processInfo.environment.merging(PinnedFonts.environment) {
      $1
    }
    if let cacheDirectory { environment["EASEL_CACHE_DIR"] = cacheDirectory.path }
    environment.merge(extra) { $1 }
    process.environment = environment
    let folder = try TestPaths.temporaryFolder("easel-run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    try Data().write(to: out)
    try Data().write(to: err)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return EaselProcess(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}

/// The bundled examples and fixtures.
enum Documents {
  static let rainbow = TestPaths.packageRoot
    .appendingPathComponent("Examples/RainbowDemo/RainbowDemo/Base.lproj/Main.storyboard")
  static let profile = TestPaths.packageRoot
    .appendingPathComponent("Examples/ProfileDemo/ProfileDemo/Base.lproj/Main.storyboard")
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let trouble = fixtures.appendingPathComponent("Trouble/Trouble.storyboard")
  static let buildFailure = fixtures.appendingPathComponent("BuildFailure/BuildFailure.storyboard")
  /// Spring's Main.storyboard, copied from the corpus (`Fixtures/Spring/README.md`).
  static let spring = fixtures.appendingPathComponent("Spring/Main.storyboard")
}

extension EaselProcess {
  /// `easel render` of the fixture `folder/document` with `--sources folder/sources` (the
  /// folder itself when nil) into a PNG in `dir`, cached in `dir`; the run and the PNG's path.
  static func renderFixture(
    _ folder: String, document: String, sources: String? = nil, in dir: URL
  ) throws -> (run: EaselProcess, output: URL) {
    let fixture = Documents.fixtures.appendingPathComponent(folder)
    let out = dir.appendingPathComponent(
      URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent + ".png")
    let sourcesFolder = sources.map { fixture.appendingPathComponent($0) } ?? fixture
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent(document).path, "--sources", sourcesFolder.path,
        "-o", out.path,
      ], cacheDirectory: dir)
    return (run, out)
  }
}
