import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Seed 002's Objective-C categories as the seed writes them (issue 20): the LocalizedDemo
/// storyboard in an Objective-C project (`Examples/LocalizedDemoObjC`) renders
/// pixel-identical to the Swift demo, in English and in zh-Hans — every `textAsKey` and
/// `bgColorName` applied, exit 0, no warnings.
@Suite(.serialized)
struct LocalizedDemoObjCTests {
  static let objectiveC = TestPaths.packageRoot.appendingPathComponent(
    "Examples/LocalizedDemoObjC/LocalizedDemoObjC/Base.lproj/Main.storyboard")
  static let swift = TestPaths.packageRoot.appendingPathComponent(
    "Examples/LocalizedDemo/LocalizedDemo/Base.lproj/Main.storyboard")

  /// `easel render DOCUMENT --language LANGUAGE` into `dir/name.png`: the run and the PNG.
  func render(_ document: URL, language: String, into dir: URL, named name: String) throws
    -> (run: EaselProcess, png: Data)
  {
    let out = dir.appendingPathComponent("\(name)-\(language).png")
    let run = try EaselProcess.run(
      ["render", document.path, "--language", language, "-o", out.path])
    return (run, try Data(contentsOf: out))
  }

  @Test(arguments: ["en", "zh-Hans"])
  func rendersPixelIdenticalToTheSwiftDemo(language: String) throws {
    let dir = try TestPaths.temporaryFolder()
    let objectiveC = try render(Self.objectiveC, language: language, into: dir, named: "objc")
    #expect(objectiveC.run.status == 0, "\(objectiveC.run.stderr)")
    // The categories built and ran: no "checked but not compiled" note, no runtime
    // attribute that failed to apply, no warning of any kind.
    #expect(!objectiveC.run.stderr.contains("objc-not-compiled"), "\(objectiveC.run.stderr)")
    #expect(
      !objectiveC.run.stderr.contains("runtime-attribute-failed"), "\(objectiveC.run.stderr)")
    #expect(!objectiveC.run.stderr.contains("warning"), "\(objectiveC.run.stderr)")

    let swift = try render(Self.swift, language: language, into: dir, named: "swift")
    #expect(swift.run.status == 0, "\(swift.run.stderr)")

    let comparison = BitmapComparison(
      actual: try Bitmap(data: objectiveC.png), expected: try Bitmap(data: swift.png))
    var message = "\(comparison.differingPixels) pixels differ from the Swift demo's"
    if !comparison.matches, let diff = try? comparison.diff.pngData(compression: .fast) {
      let diffURL = dir.appendingPathComponent("diff-\(language).png")
      try? diff.write(to: diffURL)
      message += "; actual \(dir.path)/objc-\(language).png, diff \(diffURL.path)"
    }
    #expect(comparison.matches, "\(message)")
  }
}
