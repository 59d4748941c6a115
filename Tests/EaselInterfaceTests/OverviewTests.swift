import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// The storyboard overview: scenes at their canvas positions, segues as arrows, the entry
/// arrow; and the device table and root-view resizing.
@MainActor
struct OverviewTests {
  /// A navigation controller (no view) → Home (relationship) → Detail (show), and Home's
  /// button presenting Settings; the navigation controller is the initial one.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina4_0" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="g1"/>
                        </connections>
                    </navigationController>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
            <!--Home-->
            <scene sceneID="s-home">
                <objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                                    <state key="normal" title="Settings"/>
                                    <connections>
                                        <segue destination="settings" kind="presentation" id="g3"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <connections>
                            <segue destination="detail" kind="show" id="g2"/>
                        </connections>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="800" y="0"/>
            </scene>
            <!--Detail-->
            <scene sceneID="s-detail">
                <objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <color key="backgroundColor" red="1" green="0.8" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="1600" y="0"/>
            </scene>
            <!--Settings-->
            <scene sceneID="s-settings">
                <objects>
                    <viewController id="settings" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="settings-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <color key="backgroundColor" red="0.2" green="0.6" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="800" y="900"/>
            </scene>
        </scenes>
    </document>
    """

  static func document() throws -> IBDocument {
    try IBDocument(bytes: Array(storyboard.utf8), path: "Overview.storyboard")
  }

  @Test func readsScenesSeguesAndTheInitialScene() throws {
    let overview = Overview(document: try Self.document())
    #expect(overview.items.map(\.title) == ["Navigation Controller", "Home", "Detail", "Settings"])
    #expect(overview.items.map(\.hasView) == [false, true, true, true])
    // The navigation controller is a card the size of the document's device.
    #expect(overview.items[0].frame.size == CGSize(width: 320, height: 568))
    #expect(overview.initialItem == 0)
    let segues = overview.segues.map { "\($0.source)->\($0.destination) \($0.kind) \($0.style)" }
    #expect(
      segues.sorted() == [
        "0->1 relationship relationship", "1->2 show transition", "1->3 presentation transition",
      ])
  }

  @Test func layoutKeepsRelativePositions() throws {
    let overview = Overview(document: try Self.document())
    let layout = overview.layout(scale: 0.25)
    let f = layout.frames
    #expect(f[1].minX - f[0].minX == 200)
    #expect(f[2].minX - f[1].minX == 200)
    #expect(f[3].minY - f[1].minY == 225)
    #expect(f[1].width == 80 && f[1].height == 142)
    // Room for the entry arrow on the left and the titles above.
    #expect(f[0].minX >= Overview.margin + Overview.entryLength)
    #expect(f[0].minY >= Overview.margin)
    #expect(layout.size.width >= f[2].maxX && layout.size.height >= f[3].maxY)
  }

  /// Pixels along each segue's curve carry its colour: dashed blue for the relationship,
  /// grey for the others; the entry arrow is there; each scene's picture is where it
  /// belongs.
  @Test func drawsArrowsAndScenes() throws {
    let document = try Self.document()
    let overview = Overview(document: document)
    let layout = overview.layout(scale: 0.25)
    var settings = RenderSettings()
    settings.scale = Double(layout.scale)
    let log = DiagnosticLog()
    let renderer = SceneRenderer(
      document: document, table: .uiKit,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log, settings: settings)
    var pictures: [Int: Bitmap] = [:]
    for (i, item) in overview.items.enumerated() where item.hasView {
      pictures[i] = try Bitmap(data: try renderer.render(item.scene).data)
    }
    let image = try overview.draw(layout: layout) { pictures[$0] }.bitmap()

    for (i, segue) in overview.segues.enumerated() {
      let mid = layout.midpoint(ofSegue: i)
      let badge = image.pixel(x: Int(mid.x), y: Int(mid.y))
      let expected =
        segue.style == .relationship ? Overview.Palette.relationship : Overview.Palette.transition
      #expect(badge.isNear(expected), "segue \(segue.id) badge \(badge)")
      // A solid stretch of the line, a quarter of the way from the start.
      let c = layout.curves[i]
      let t = 0.2
      let u = 1 - t
      let x =
        u * u * u * c.start.x + 3 * u * u * t * c.control1.x + 3 * u * t * t * c.control2.x + t * t
        * t * c.end.x
      let y =
        u * u * u * c.start.y + 3 * u * u * t * c.control1.y + 3 * u * t * t * c.control2.y + t * t
        * t * c.end.y
      let hit = (-2...2).contains { dy in
        (-2...2).contains { dx in image.pixel(x: Int(x) + dx, y: Int(y) + dy).isNear(expected) }
      }
      #expect(hit, "no line near (\(x), \(y)) for segue \(segue.id)")
    }
    let entry = try #require(layout.entryArrow)
    let shaft = image.pixel(x: Int((entry.tail.x + entry.head.x) / 2), y: Int(entry.head.y))
    #expect(shaft.isNear(Overview.Palette.entry), "entry arrow \(shaft)")
    // Scenes: Detail is yellow, Settings green, the card light; the canvas between grey.
    let detail = layout.frames[2]
    #expect(
      image.pixel(x: Int(detail.midX), y: Int(detail.maxY) - 5).isNear(
        RGBA(red: 1, green: 0.8, blue: 0.2)))
    let settingsFrame = layout.frames[3]
    #expect(
      image.pixel(x: Int(settingsFrame.midX), y: Int(settingsFrame.midY)).isNear(
        RGBA(red: 0.2, green: 0.6, blue: 0.3)))
    #expect(image.pixel(x: 2, y: 2).isNear(Overview.Palette.background))
  }

  /// The root view takes the device's size; subviews follow their autoresizing masks, and
  /// views without one keep their stored frames.
  @Test func deviceResizesTheRootViewByAutoresizingMasks() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" id="bar">
                                      <rect key="frame" x="10" y="20" width="300" height="44"/>
                                      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                  </view>
                                  <view contentMode="scaleToFill" id="corner">
                                      <rect key="frame" x="260" y="508" width="50" height="50"/>
                                      <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                                  </view>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                                      <rect key="frame" x="100" y="200" width="40" height="40"/>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try IBDocument(bytes: Array(xml.utf8), path: "Device.storyboard")
    let log = DiagnosticLog()
    var settings = RenderSettings()
    settings.canvasSize = CGSize(width: 768, height: 1024)
    let renderer = SceneRenderer(
      document: document, table: .uiKit,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log, settings: settings)
    let scene = try #require(document.scenes.first)
    let (root, builder) = try renderer.instantiate(scene)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    func view(_ id: String) -> UIView? { builder.made.first { $0.element.id == id }?.view }
    #expect(view("bar")?.frame == CGRect(x: 10, y: 20, width: 748, height: 44))
    #expect(view("corner")?.frame == CGRect(x: 708, y: 964, width: 50, height: 50))
    #expect(view("fixed")?.frame == CGRect(x: 100, y: 200, width: 40, height: 40))
  }
}

extension RGBA {
  /// Whether each component is within `tolerance` of `other`'s.
  func isNear(_ other: RGBA, tolerance: Double = 0.06) -> Bool {
    abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
  }
}
