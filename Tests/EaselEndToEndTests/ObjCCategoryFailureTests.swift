import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C designable whose category does not translate (here it calls a class
/// method no header declares, as RSUIImageViewMultiborder's `+load` calls
/// `predicateWithFormat:`): the class is Build failed, and its errors start with the
/// category's, which say why, before the knock-on "no member" errors of its own file.
@MainActor
@Suite struct ObjCCategoryFailureTests {
  @Test func aClassReportsItsUntranslatedCategorysErrorsFirst() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
      "Rings.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Rings : UIView\n@end\n",
      "Rings+Count.h":
        "#import \"Rings.h\"\n@interface Rings (Count)\n+ (NSUInteger)ringCount;\n@end\n",
      "Rings+Count.m": """
      #import "Rings+Count.h"
      @implementation Rings (Count)
      + (NSUInteger)ringCount { return [NSObject undeclaredCountForEasel]; }
      @end
      """,
      "Rings.m": """
      #import "Rings.h"
      #import "Rings+Count.h"
      @implementation Rings
      - (void)drawRect:(CGRect)rect {
          for (NSUInteger i = 0; i < [self.class ringCount]; i++) { UIRectFill(rect); }
      }
      @end
      """,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let rings = try #require(report.designables.first { $0.class == "Rings" })
    #expect(rings.status == "build-failed", "\(report.designables)")
    let first = rings.diagnostics.first ?? ""
    #expect(
      first.contains("Rings+Count.m") && first.contains("undeclaredCountForEasel"),
      "\(rings.diagnostics)")
  }

  /// A designable calling a method of a category on a framework class, declared in another
  /// folder of its library, whose file does not translate (ayianni/YSDrawables' `UIImage
  /// (Mask)` called `CGImageMaskCreate`, which Easel's CoreGraphics lacks): the designable's
  /// errors start with the category's, not with "value of type 'UIImage' has no member".
  @Test func aClassReportsTheErrorsOfAnotherClasssCategoryItUses() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    let fm = FileManager.default
    for folder in ["Classes", "Categories"] {
      try fm.createDirectory(
        at: sources.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let files = [
      "Classes/Masked.h":
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Masked : UIImageView\n@end\n",
      "Categories/UIImage+Masking.h":
        "#import <UIKit/UIKit.h>\n@interface UIImage (Masking)\n- (UIImage *)maskedWith:(UIImage *)mask;\n@end\n",
      "Categories/UIImage+Masking.m": """
      #import "UIImage+Masking.h"
      @implementation UIImage (Masking)
      - (UIImage *)maskedWith:(UIImage *)mask { return undeclaredMaskingForEasel(self, mask); }
      @end
      """,
      "Classes/Masked.m": """
      #import "Masked.h"
      #import "../Categories/UIImage+Masking.h"
      @implementation Masked
      - (void)layoutSubviews {
          [super layoutSubviews];
          self.image = [self.image maskedWith:self.image];
      }
      @end
      """,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let masked = try #require(report.designables.first { $0.class == "Masked" })
    #expect(masked.status == "build-failed", "\(report.designables)")
    let first = masked.diagnostics.first ?? ""
    #expect(
      first.contains("UIImage+Masking.m") && first.contains("undeclaredMaskingForEasel"),
      "\(masked.diagnostics)")
  }

  /// A designable whose superclass does not translate (MSVRoundedDraggableImageView, whose
  /// MSVDraggableImageView used what Easel did not translate): Build failed with the
  /// superclass's errors, in `designables` and in `render` alike (exit 1), never Up to date
  /// in one and drawn as an unknown class in the other.
  @Test func aSubclassOfAClassThatDoesNotBuildIsBuildFailedEverywhere() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
      "Base.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Base : UIImageView\n@end\n",
      "Base.m": """
      #import "Base.h"
      @implementation Base
      - (void)layoutSubviews { [super layoutSubviews]; undeclaredFunctionForEasel(); }
      @end
      """,
      "Rounded.h": "#import \"Base.h\"\nIB_DESIGNABLE\n@interface Rounded : Base\n@end\n",
      "Rounded.m": "#import \"Rounded.h\"\n@implementation Rounded\n@end\n",
      "Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC">
          <scenes>
              <scene sceneID="SC">
                  <objects>
                      <viewController id="VC" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="RV">
                              <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                              <subviews>
                                  <imageView contentMode="scaleToFill" id="RD" customClass="Rounded">
                                      <rect key="frame" x="10" y="10" width="80" height="80"/>
                                  </imageView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    let designables = try EaselProcess.run(["designables", sources.path], cacheDirectory: dir)
    let line = designables.stdout.split(separator: "\n").first { $0.hasPrefix("Rounded ") } ?? ""
    #expect(line.contains("Build failed"), "\(designables.stdout)")
    let render = try EaselProcess.run(
      [
        "render", sources.appendingPathComponent("Main.storyboard").path, "-o",
        dir.appendingPathComponent("out.png").path,
      ], cacheDirectory: dir)
    #expect(render.status == 1, "\(render.stderr)")
    #expect(render.stderr.contains("Designables: Rounded: Build failed"), "\(render.stderr)")
    #expect(render.stderr.contains("undeclaredFunctionForEasel"), "\(render.stderr)")
    #expect(!render.stderr.contains("unknown class"), "\(render.stderr)")
  }
}
