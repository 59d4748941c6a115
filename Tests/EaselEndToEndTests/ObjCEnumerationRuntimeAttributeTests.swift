import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A runtime attribute of a number on a property of the project's own `NS_ENUM` and
/// `NS_OPTIONS` is set as Foundation's key-value coding sets it (the case of that raw value,
/// any bits); a number no case names is a located warning, the property keeping its value.
@Suite struct ObjCEnumerationRuntimeAttributeTests {
  static let header = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, Mark) { MarkNone, MarkRed, MarkGreen = 5 };
    typedef NS_OPTIONS(NSUInteger, Corners) { CornerLeft = 1 << 0, CornerRight = 1 << 1 };
    IB_DESIGNABLE
    @interface Marks : UIView
    @property (nonatomic) Mark mark;
    @property (nonatomic) Corners corners;
    @end
    """

  static let implementation = """
    #import "Marks.h"
    @implementation Marks
    - (void)drawRect:(CGRect)rect {
        UIColor *fill = [UIColor blueColor];
        if (self.mark == MarkRed) fill = [UIColor redColor];
        if (self.mark == MarkGreen) fill = [UIColor greenColor];
        [fill setFill];
        UIRectFill(CGRectMake(0, 0, 20, 20));
        // The number key-value coding gives back: the raw value.
        if ([[self valueForKey:@"mark"] integerValue] == self.mark) {
            [[UIColor blackColor] setFill];
            UIRectFill(CGRectMake(20, 0, 10, 10));
        }
        [[UIColor blackColor] setFill];
        if (self.corners & CornerLeft) UIRectFill(CGRectMake(0, 30, 10, 10));
        if (self.corners & CornerRight) UIRectFill(CGRectMake(30, 30, 10, 10));
    }
    @end
    """

  static func view(_ id: String, x: Int, mark: String, corners: String) -> String {
    """
            <view contentMode="scaleToFill" id="\(id)" customClass="Marks">
                <rect key="frame" x="\(x)" y="0.0" width="40" height="40"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="mark">
                        <integer key="value" value="\(mark)"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="corners">
                        <integer key="value" value="\(corners)"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
    """
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="R1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <subviews>
    \(view("A1", x: 0, mark: "5", corners: "3"))
    \(view("B1", x: 50, mark: "7", corners: "2"))
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  /// `easel render` of `document` (saved as `NAME.xib`) in a project of `files`: what it
  /// said, and the picture it wrote at scale 1.
  static func render(_ name: String, files: [String: String], document: String) throws -> (
    run: EaselProcess, image: Bitmap
  ) {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let project = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    for (file, text) in files {
      try Data(text.utf8).write(to: project.appendingPathComponent(file))
    }
    let xib = project.appendingPathComponent(name + ".xib")
    try Data(document.utf8).write(to: xib)
    let out = dir.appendingPathComponent(name + ".png")
    let run = try EaselProcess.run(
      ["render", xib.path, "-o", out.path, "--scale", "1"], cacheDirectory: dir)
    return (run, try Bitmap(data: Data(contentsOf: out)))
  }

  @Test func numbersSetTheProjectsEnumerationsAndOptions() throws {
    let (run, image) = try Self.render(
      "Marks", files: ["Marks.h": Self.header, "Marks.m": Self.implementation],
      document: Self.xib)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("runtime-attribute-failed"), "\(run.stderr)")
    // 7 is none of Mark's cases: said where the document sets it.
    #expect(
      run.stderr.contains(
        "Marks.xib:23:17: warning: Failed to set (mark) user defined inspected property on "
          + "(Marks): 7 is none of Mark's cases"),
      "\(run.stderr)")
    #expect(run.stderr.contains("[objc-enum-unnamed-value]"), "\(run.stderr)")
    func isColor(_ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double) -> Bool {
      let p = image.pixel(x: x, y: y)
      return abs(p.red - r) < 0.1 && abs(p.green - g) < 0.1 && abs(p.blue - b) < 0.1
    }
    #expect(isColor(5, 5, 0, 1, 0), "mark 5 is MarkGreen")
    #expect(isColor(25, 5, 0, 0, 0), "valueForKey: gives the raw value")
    #expect(isColor(5, 35, 0, 0, 0) && isColor(35, 35, 0, 0, 0), "corners 3 is both bits")
    // The second keeps MarkNone; corners 2 is the right one alone.
    #expect(isColor(55, 5, 0, 0, 1), "an unnamed mark keeps the property's value")
    #expect(isColor(55, 35, 1, 1, 1) && isColor(85, 35, 0, 0, 0), "corners 2")
  }

  /// Swift's `@objc enum` takes a runtime attribute's number the same way.
  @Test func numbersSetASwiftObjCEnumeration() throws {
    let swift = """
      import UIKit
      @objc enum DotMode: Int { case plain, red }
      @IBDesignable class Dot: UIView {
        @objc var mode: DotMode = .plain
        override func draw(_ rect: CGRect) {
          (mode == .red ? UIColor.red : UIColor.blue).setFill()
          UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
      }
      """
    let document = Self.xib.replacingOccurrences(
      of: "customClass=\"Marks\"", with: "customClass=\"Dot\""
    )
    .replacingOccurrences(of: "keyPath=\"mark\"", with: "keyPath=\"mode\"")
    .replacingOccurrences(of: "value=\"5\"", with: "value=\"1\"")
    .replacingOccurrences(of: "keyPath=\"corners\"", with: "keyPath=\"tag\"")
    let (run, image) = try Self.render("Dot", files: ["Dot.swift": swift], document: document)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("runtime-attribute-failed"), "\(run.stderr)")
    #expect(run.stderr.contains("7 is none of DotMode's cases"), "\(run.stderr)")
    let red = image.pixel(x: 5, y: 5)
    #expect(red.red > 0.9 && red.green < 0.1 && red.blue < 0.1, "mode 1 is .red: \(red)")
    let blue = image.pixel(x: 55, y: 5)
    #expect(blue.blue > 0.9 && blue.red < 0.1, "7 keeps .plain: \(blue)")
  }
}
