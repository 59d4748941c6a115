import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A Swift package target that lists `resources:` gets SwiftPM's resource bundle accessor,
/// `Bundle.module`, and every package target is compiled with `SWIFT_PACKAGE` defined, as
/// SwiftPM and Xcode compile it: a designable that loads its nib from `Bundle.module` (the
/// eleventh draw's WWProgressView, spent) builds and draws its nib's view, and a target that
/// declares its own `Bundle.module` for CocoaPods under `#if !SWIFT_PACKAGE` does not clash.
@Suite(.serialized)
struct PackageResourceBundleTests {
  static let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BarView" customModule="Bars">
                <connections>
                    <outlet property="contentView" destination="iN0-l3-epB" id="Out-le-t01"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>
    """

  func package(resources: Bool) throws -> (URL, URL) {
    let dir = try TestPaths.temporaryFolder()
    let root = dir.appendingPathComponent("Bars")
    let sources = root.appendingPathComponent("Sources/Bars")
    try FileManager.default.createDirectory(
      at: sources.appendingPathComponent("Xib"), withIntermediateDirectories: true)
    try Data(
      """
      // swift-tools-version:5.6
      import PackageDescription
      let package = Package(
        name: "Bars", platforms: [.iOS(.v14)],
        products: [.library(name: "Bars", targets: ["Bars"])],
        targets: [.target(name: "Bars"\(resources ? #", resources: [.process("Xib")]"# : ""))])
      """.utf8
    ).write(to: root.appendingPathComponent("Package.swift"))
    try Data(
      """
      import UIKit

      #if !SWIFT_PACKAGE
      extension Bundle {
        static var module: Bundle { Bundle(for: BarView.self) }
      }
      #endif

      @IBDesignable
      public class BarView: UIView {
        @IBOutlet weak var contentView: UIView!

        public override init(frame: CGRect) {
          super.init(frame: frame)
          Bundle.module.loadNibNamed("BarView", owner: self, options: nil)
          contentView.frame = bounds
          addSubview(contentView)
        }

        public required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """.utf8
    ).write(to: sources.appendingPathComponent("BarView.swift"))
    try Data(Self.nib.utf8).write(to: sources.appendingPathComponent("Xib/BarView.xib"))
    return (dir, root)
  }

  @Test func aTargetWithResourcesHasBundleModule() throws {
    let (dir, root) = try package(resources: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let images = dir.appendingPathComponent("images")
    let run = try EaselProcess.run(
      ["designables", root.path, "--images", images.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("BarView  Up to date"), "\(run.stdout)")
    // The nib's blue view fills the class's picture.
    let picture = try Bitmap(contentsOf: images.appendingPathComponent("BarView.png"))
    let centre = picture.pixel(x: picture.width / 2, y: picture.height / 2)
    #expect(centre.blue > 0.8 && centre.red < 0.15 && centre.green < 0.15, "\(centre)")
  }

  @Test func aTargetWithoutResourcesHasNone() throws {
    let (dir, root) = try package(resources: false)
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(["designables", root.path], cacheDirectory: dir)
    #expect(run.stdout.contains("BarView  Build failed"), "\(run.stdout)")
    #expect(run.stdout.contains("type 'Bundle' has no member 'module'"), "\(run.stdout)")
  }
}
