import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C class's `+load` and `+initialize`, and a category's `+load` that swizzles
/// (UITextView+Placeholder's pattern), run once in the agent before any instance is made:
/// what they set is drawn, and the swizzling is a note, not a failure.
@Suite struct ObjCLoadHookTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Loaded : UIView
    @end
    """

  static let implementation = """
    #import <objc/runtime.h>
    #import "Loaded.h"

    static UIColor *loadedColor = nil;
    static CGFloat initialized = 0;

    @implementation Loaded
    + (void)load {
        loadedColor = [UIColor colorWithRed:0 green:0 blue:1 alpha:1];
    }
    + (void)initialize {
        if (self == [Loaded class]) { initialized = 0.5; }
    }
    - (void)drawRect:(CGRect)rect {
        [loadedColor setFill];
        UIRectFill(CGRectMake(0, 0, self.bounds.size.width * initialized, self.bounds.size.height));
    }
    @end

    @interface UIView (Tracking)
    @end
    @implementation UIView (Tracking)
    + (void)load {
        method_exchangeImplementations(class_getInstanceMethod(self.class, @selector(layoutSubviews)),
                                       class_getInstanceMethod(self.class, @selector(tracking_layoutSubviews)));
    }
    - (void)tracking_layoutSubviews {
        [self tracking_layoutSubviews];
    }
    @end
    """

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="L1" customClass="Loaded">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  @Test func loadAndInitializeRunBeforeTheViewIsDrawn() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let project = dir.appendingPathComponent("Loaded")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(Self.header.utf8).write(to: project.appendingPathComponent("Loaded.h"))
    try Data(Self.implementation.utf8).write(to: project.appendingPathComponent("Loaded.m"))
    let xib = project.appendingPathComponent("Loaded.xib")
    try Data(Self.xib.utf8).write(to: xib)
    let out = dir.appendingPathComponent("loaded.png")
    let run = try EaselProcess.run(
      ["render", xib.path, "-o", out.path, "--scale", "1", "--verbose"], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("method swizzling"), "\(run.stderr)")
    #expect(!run.stderr.contains("not translated"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // +initialize set the width drawn (half), +load the colour (blue).
    let left = image.pixel(x: 5, y: 10)
    #expect(left.blue > 0.95 && left.red < 0.05 && left.green < 0.05, "\(left)")
    let right = image.pixel(x: 35, y: 10)
    #expect(right.red > 0.95 && right.green > 0.95 && right.blue > 0.95, "\(right)")
  }
}
