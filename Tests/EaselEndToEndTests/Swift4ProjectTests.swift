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
}
