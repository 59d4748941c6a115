import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A designable of a `SWIFT_VERSION = 4.0` target (`Fixtures/Swift4`) written with the names
/// Swift 4.2 renamed (`NSAttributedStringKey`, `UIEdgeInsetsInsetRect`, `UIControlState`,
/// `NSNotification.Name.UIKeyboardWillShow`): built in Swift 4 mode, as Xcode builds it, it
/// draws; the same code in a Swift 5 target fails as it does in Xcode, and a Swift 3 target
/// is refused with one clear error.
@Suite(.serialized)
struct Swift4ProjectTests {
  static let fixture = Documents.fixtures.appendingPathComponent("Swift4")

  /// A copy of the fixture with `SWIFT_VERSION` set to `version`.
  static func copy(swiftVersion version: String, in dir: URL) throws -> URL {
    let copy = dir.appendingPathComponent("Swift4")
    try FileManager.default.copyItem(at: fixture, to: copy)
    let project = copy.appendingPathComponent("Swift4Demo.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
      .replacingOccurrences(of: "SWIFT_VERSION = 4.0;", with: "SWIFT_VERSION = \(version);")
    try Data(text.utf8).write(to: project)
    return copy.appendingPathComponent("Swift4Demo/Main.storyboard")
  }

  @Test func aSwift4DesignableIsBuiltInSwift4ModeAndDrawn() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("tag.png")
    let run = try EaselProcess.run(
      [
        "render", Self.fixture.appendingPathComponent("Swift4Demo/Main.storyboard").path,
        "-o", out.path,
      ],
      cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TagView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    // The tag's fill, inside its 8-point inset.
    let image = try Bitmap(contentsOf: out)
    let fill = image.pixel(x: (10 + 30) * 2, y: (10 + 50) * 2)
    #expect(abs(fill.red) < 0.06 && abs(fill.green - 0.5) < 0.06 && abs(fill.blue - 1) < 0.06)
  }

  @Test func theSameCodeInASwift5TargetFailsAsInXcode() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let document = try Self.copy(swiftVersion: "5.0", in: dir)
    let run = try EaselProcess.run(
      ["render", document.path, "-o", dir.appendingPathComponent("tag.png").path, "--verbose"],
      cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TagView: Build failed"), "\(run.stderr)")
    #expect(run.stderr.contains("has been renamed to"), "\(run.stderr)")
  }

  @Test(arguments: ["3.0", "2.3"])
  func aSwift3TargetIsRefusedWithOneClearError(version: String) throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let document = try Self.copy(swiftVersion: version, in: dir)
    let run = try EaselProcess.run(
      ["render", document.path, "-o", dir.appendingPathComponent("tag.png").path],
      cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TagView: Build failed"), "\(run.stderr)")
    #expect(
      run.stderr.contains("TagView.swift:1:1: error: Swift4Demo is Swift \(version)"),
      "\(run.stderr)")
    #expect(run.stderr.contains("which current Xcode does not build"), "\(run.stderr)")
    // Not compiled: no cascade of the compiler's errors.
    #expect(!run.stderr.contains("renamed"), "\(run.stderr)")
  }

  /// A project file two branches both added lines to, committed with git's conflict markers
  /// (which Xcode cannot open): read with both sides of each conflict, its target is still
  /// Swift 4, so the class builds in Swift 4 mode and draws (ozcanakkoca3401/BookMark's
  /// `AlignedImageButton`, spent: built in Swift 5 from the folder, its `UIControlState`
  /// failed).
  @Test func aProjectWithMergeConflictsKeepsItsTargetsSwiftVersion() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("Swift4")
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
    let project = copy.appendingPathComponent("Swift4Demo.xcodeproj/project.pbxproj")
    var lines = try String(contentsOf: project, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sources = try #require(lines.firstIndex { $0.contains("TagView.swift in Sources */ = {") })
    let resources = try #require(
      lines.firstIndex { $0.contains("Main.storyboard in Resources */ = {") })
    #expect(resources == sources + 1)
    lines[sources] = "<<<<<<< HEAD\n" + lines[sources] + "\n======="
    lines[resources] += "\n>>>>>>> 8d3c5e1 (Add the storyboard)"
    try Data(lines.joined(separator: "\n").utf8).write(to: project)

    let run = try EaselProcess.run(["designables", copy.path, "--json"], cacheDirectory: dir)
    let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let tag = (report?["designables"] as? [[String: Any]])?.first
    #expect(tag?["class"] as? String == "TagView", "\(run.stdout)")
    #expect(tag?["module"] as? String == "Swift4Demo", "\(run.stdout)")
    #expect(tag?["languageMode"] as? String == "4", "\(run.stdout)")
    #expect(tag?["status"] as? String == "up-to-date", "\(run.stdout)")
    let notes = report?["notes"] as? [String] ?? []
    #expect(
      notes.contains { $0.contains("project.pbxproj:11:1: warning: the project file holds") },
      "\(notes)")
  }
}
