import EaselGraphics
import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C designable whose files are copied into a folder no target compiles (a
/// repository's drop-in `Classes/` beside the demo app's own copy, xiao99xiao/JMMarkSlider):
/// Xcode builds the copy the app target's Sources phase lists, and only it. Easel translated
/// both, listed the class twice at the drop-in's header and drew the drop-in's picture over the
/// target's. Now it builds the target's copy, lists the class once at its `@interface`, and a
/// note at the other copy says it was left out.
@Suite struct ObjCCopyNotInTargetTests {
  static func files(fill: String, designable: Bool) -> (header: String, implementation: String) {
    (
      """
      #import <UIKit/UIKit.h>
      \(designable ? "IB_DESIGNABLE\n" : "")@interface Swatch : UIView
      @end
      """,
      """
      #import "Swatch.h"
      @implementation Swatch
      - (void)drawRect:(CGRect)rect {
          [[UIColor \(fill)] setFill];
          UIRectFill(self.bounds);
      }
      @end
      """
    )
  }

  @MainActor
  @Test func theCopyATargetCompilesIsTheOneBuiltAndListed() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Swatch")
    let target = Self.files(fill: "blueColor", designable: true)
    let dropIn = Self.files(fill: "redColor", designable: false)
    try DuplicateClassNameTests.write(
      [
        "Swatch.xcodeproj/project.pbxproj": DuplicateClassNameTests.pbxproj(
          target: "Swatch", sources: ["App/Swatch.m"]),
        "App/Swatch.h": target.header, "App/Swatch.m": target.implementation,
        "Classes/Swatch.h": dropIn.header, "Classes/Swatch.m": dropIn.implementation,
      ], under: root)
    var job = DesignablesJob(root: root)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    job.imageFolder = dir.appendingPathComponent("images")
    let report = try job.run()
    #expect(report.designables.count == 1, "\(report.designables.map(\.file))")
    let entry = try #require(report.designables.first)
    #expect(entry.file.hasSuffix("App/Swatch.h"), "\(entry.file)")
    #expect(entry.status == "up-to-date", "\(entry.diagnostics)")
    #expect(entry.files.allSatisfy { !$0.contains("Classes/") }, "\(entry.files)")
    let note = try #require(
      report.notes.first { $0.contains("[designable-copy-not-in-target]") }, "\(report.notes)")
    #expect(note.contains("Classes/Swatch.h:2:"), "\(note)")
    #expect(note.contains("App/Swatch.h:3"), "\(note)")
    #expect(note.contains("note: "), "\(note)")
    // The picture is the target's copy's: blue, not the drop-in's red.
    let image = try Bitmap(data: Data(contentsOf: URL(fileURLWithPath: try #require(entry.image))))
    let middle = image.pixel(x: image.width / 2, y: image.height / 2)
    #expect(middle.blue > 0.9 && middle.red < 0.1, "\(middle)")
  }
}
