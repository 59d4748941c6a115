import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A xib whose constraints put a view on a half point draws it on whole pixels, as UIKit
/// does: a 100-point band centred in 667 points (y = 283.5) at 3× starts at pixel row 851,
/// with no row blended across its edges (issue 21's pixel sample: UIKit's
/// `testExample_2iPhone6@3x.png` of poolsoft/ios-autolayout-examples draws it so).
@MainActor
struct PixelAlignedRenderTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                        <rect key="frame" x="0.0" y="283.5" width="375" height="100"/>
                        <color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="band" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="band" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="c3"/>
                    <constraint firstItem="band" firstAttribute="height" constant="100" id="c4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  func rows(size: CGSize?) throws -> [Int] {
    let document = try IBDocument(bytes: Array(Self.xib.utf8), path: "Band.xib")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var settings = RenderSettings()
    settings.scale = 3
    settings.viewSize = size
    settings.encoding = .png(.fast)
    let renderer = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: log,
      settings: settings)
    let scene = try #require(document.scenes.first)
    let bitmap = try Bitmap(data: try renderer.render(scene).data)
    return (849...852).map { Int((bitmap.pixel(x: 20, y: $0).red * 255).rounded()) }
  }

  @Test(arguments: [nil, CGSize(width: 375, height: 667)])
  func aHalfPointEdgeStartsOnTheNextPixel(_ size: CGSize?) throws {
    // White down to row 850, black from 851: the edge at pixel 850.5 rounded up.
    #expect(try rows(size: size) == [255, 255, 0, 0])
  }
}
