import EaselTestSupport
import Foundation
import Testing

/// `DEBUG` is defined for a target of an Xcode project as Xcode defines it: only when the
/// target's settings say so (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`, which project
/// templates have set since Xcode 8; a 2016 project such as OMCircularProgress's does not).
/// Code under `#if DEBUG` that does not compile fails a designable only where Xcode compiles
/// it.
@Suite(.serialized)
struct DebugConditionTests {
  /// A copy of the Swift 4 fixture whose designable has code that does not compile under
  /// `#if DEBUG`, its target's Debug settings given `settings` too.
  static func copy(settings: String, in dir: URL) throws -> URL {
    let copy = dir.appendingPathComponent("Swift4")
    try FileManager.default.copyItem(at: Swift4ProjectTests.fixture, to: copy)
    let project = copy.appendingPathComponent("Swift4Demo.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
      .replacingOccurrences(of: "SWIFT_VERSION = 4.0;", with: "SWIFT_VERSION = 4.0; \(settings)")
    try Data(text.utf8).write(to: project)
    let view = copy.appendingPathComponent("Swift4Demo/TagView.swift")
    let source =
      try String(contentsOf: view, encoding: .utf8)
      + "\n#if DEBUG\nlet debugOnly: Int = \"not an Int\"\n#endif\n"
    try Data(source.utf8).write(to: view)
    return copy.appendingPathComponent("Swift4Demo/Main.storyboard")
  }

  @Test func aTargetWhoseSettingsDoNotDefineDebugIsBuiltWithoutIt() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let document = try Self.copy(settings: "", in: dir)
    let run = try EaselProcess.run(
      ["render", document.path, "-o", dir.appendingPathComponent("tag.png").path],
      cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TagView: Up to date"), "\(run.stderr)")
  }

  @Test func aTargetWhoseSettingsDefineDebugIsBuiltWithIt() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let document = try Self.copy(
      settings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG;", in: dir)
    let run = try EaselProcess.run(
      ["render", document.path, "-o", dir.appendingPathComponent("tag.png").path],
      cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TagView: Build failed"), "\(run.stderr)")
  }
}
