import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A snapshot test that sets the frame of `instantiateViewController(…).view` shows the view
/// alone: no window and no navigation controller, so no bars over it and no safe area. UIKit
/// drew the MovieList scene of HeitorIshihara/BRQiOSTest so (`testEmptyTableViewUI@2x.png`:
/// its search bar, pinned to the safe area's top, at y = 0; no status or navigation bar) and
/// the LoginView scene of LeonardoPiovezan/TestsExampleiOS (an image pinned 28 points below
/// the safe area's top starts at y = 28 on every device, 375x812 included). `--size` renders
/// a controller's view so; without it the scene keeps the bars Interface Builder simulates,
/// and its window.
@MainActor
struct AloneSceneRenderTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="vcScene">
                <objects>
                    <viewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view tag="7" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                    <rect key="frame" x="0.0" y="92" width="375" height="50"/>
                                    <color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="band" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="28" id="c3"/>
                                <constraint firstItem="band" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Movies" id="item"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func renderer(size: CGSize?) throws -> (SceneRenderer, Scene) {
    let document = try IBDocument(bytes: Array(Self.storyboard.utf8), path: "Main.storyboard")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var settings = RenderSettings()
    settings.scale = 2
    settings.viewSize = size
    settings.encoding = .png(.fast)
    let renderer = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: log,
      settings: settings)
    let scene = try #require(document.scenes.first { $0.id == "vcScene" })
    return (renderer, scene)
  }

  /// The band's top in the root view, and whether any simulated bar was drawn.
  func layout(size: CGSize?) throws -> (top: CGFloat, bars: Bool) {
    let (renderer, scene) = try renderer(size: size)
    let (root, _) = try renderer.instantiate(scene)
    root.layoutIfNeeded()
    let band = try #require(root.viewWithTag(7))
    let top = band.convert(band.bounds, to: root).minY
    let bars = root.subviews.contains { $0 is SceneChromeView }
    return (top, bars)
  }

  @Test(arguments: [
    CGSize(width: 375, height: 667), CGSize(width: 320, height: 568),
    CGSize(width: 375, height: 812),
  ])
  func aControllersViewAtAGivenSizeHasNoBarsAndNoSafeArea(_ size: CGSize) throws {
    let shown = try layout(size: size)
    #expect(shown.top == 28)
    #expect(!shown.bars)
  }

  @Test func withoutASizeTheSceneKeepsItsSimulatedBars() throws {
    let shown = try layout(size: nil)
    #expect(shown.bars)
    #expect(abs(shown.top - (20 + 44 + 28)) < 0.01)
  }

  /// Interface Builder lays out and draws a scene in a window; a view shown alone is in none.
  @Test func theScenesViewsAreInAWindowUnlessShownAlone() throws {
    for size in [nil, CGSize(width: 375, height: 667)] {
      let (renderer, scene) = try renderer(size: size)
      let (root, _) = try renderer.instantiate(scene)
      let band = try #require(root.viewWithTag(7))
      #expect((band.window != nil) == (size == nil), "size \(String(describing: size))")
      #expect(root.window === band.window)
    }
  }

  @Test func theRenderDrawsNoBarAtTheTop() throws {
    let (renderer, scene) = try renderer(size: CGSize(width: 375, height: 667))
    let bitmap = try Bitmap(data: try renderer.render(scene).data)
    // White above the band (rows 0–55 at 2×), black from its top (y = 28 → row 56).
    #expect(bitmap.pixel(x: 20, y: 10).red > 0.99)
    #expect(bitmap.pixel(x: 20, y: 55).red > 0.99)
    #expect(bitmap.pixel(x: 20, y: 56).red < 0.01)
  }
}
