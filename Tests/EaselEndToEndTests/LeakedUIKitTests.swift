import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A file that imports Foundation and Core Graphics only, whose class Objective-C sees, calls
/// `CACurrentMediaTime()` and makes a `UIColor` (`Fixtures/LeakedUIKit`): on iOS the UIKit
/// another file of the module imports is seen there too, in every Swift language mode. The
/// selector table Easel appends to such a file imports three of UIKit's declarations by name,
/// which once counted as the file importing UIKit, and the class failed to build.
@Suite(.serialized)
struct LeakedUIKitTests {
  static let fixture = Documents.fixtures.appendingPathComponent("LeakedUIKit")

  @Test(arguments: ["4.0", "4.2", "5.0"])
  func aFoundationOnlyFileSeesUIKitInEveryMode(version: String) throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("LeakedUIKit")
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
    let project = copy.appendingPathComponent("LeakedUIKit.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
      .replacingOccurrences(of: "SWIFT_VERSION = 4.0;", with: "SWIFT_VERSION = \(version);")
    try Data(text.utf8).write(to: project)
    let out = dir.appendingPathComponent("clock.png")
    let run = try EaselProcess.run(
      ["render", copy.appendingPathComponent("LeakedUIKit/Main.storyboard").path, "-o", out.path],
      cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: ClockView: Up to date"), "\(run.stderr)")
    // The face, inside the 8-point inset: drawn only when the clock read a time.
    let image = try Bitmap(contentsOf: out)
    let face = image.pixel(x: (10 + 30) * 2, y: (10 + 30) * 2)
    #expect(abs(face.red) < 0.06 && abs(face.green - 0.5) < 0.06 && abs(face.blue - 1) < 0.06)
  }
}
