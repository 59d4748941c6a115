import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// `--language pseudo` and `pseudo-rtl` in a render: right-to-left layouts that mirror
/// leading and trailing constraints and horizontal stacks but not views placed by their
/// frames, and every extracted text translated and transformed.
@MainActor
struct PseudoLanguageRenderTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red">
                                    <rect key="frame" x="20" y="20" width="100" height="40"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c1"/>
                                        <constraint firstAttribute="height" constant="40" id="c2"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="green">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                                            <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </view>
                                        <view contentMode="scaleToFill" id="blue">
                                            <rect key="frame" x="50" y="0.0" width="50" height="40"/>
                                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c3"/>
                                        <constraint firstAttribute="height" constant="40" id="c4"/>
                                    </constraints>
                                </stackView>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                                    <rect key="frame" x="10" y="200" width="30" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="red" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                                <constraint firstItem="red" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c6"/>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c8"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func render(language: String?, storyboard: String = storyboard) throws -> Bitmap {
    let log = DiagnosticLog()
    let document = try IBDocument.parse(
      Data(storyboard.utf8), path: "/nonexistent/RTL.storyboard")
    var settings = RenderSettings()
    settings.scale = 1
    settings.encoding = .png(.fast)
    settings.language = language
    let renderer = SceneRenderer(
      document: document, table: .uiKit,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log, settings: settings)
    return try Bitmap(data: try renderer.render(try #require(document.scenes.first)).data)
  }

  @Test func leftToRightKeepsTheStoredPlaces() throws {
    let b = try render(language: nil)
    #expect(near(b.pixel(x: 30, y: 40), 1, 0, 0))
    #expect(near(b.pixel(x: 200, y: 40), 1, 1, 1))
    #expect(near(b.pixel(x: 30, y: 120), 0, 1, 0))
    #expect(near(b.pixel(x: 100, y: 120), 0, 0, 1))
    #expect(near(b.pixel(x: 20, y: 210), 0, 0, 0))
  }

  @Test func rightToLeftMirrorsLeadingConstraintsAndStacksButNotFrames() throws {
    let b = try render(language: "pseudo-rtl")
    // Leading 20 is now 20 from the right: x 180…280.
    #expect(near(b.pixel(x: 270, y: 40), 1, 0, 0))
    #expect(near(b.pixel(x: 190, y: 40), 1, 0, 0))
    #expect(near(b.pixel(x: 30, y: 40), 1, 1, 1))
    // The stack runs from the right: its first view (green) rightmost.
    #expect(near(b.pixel(x: 260, y: 120), 0, 1, 0))
    #expect(near(b.pixel(x: 200, y: 120), 0, 0, 1))
    // A view placed by its frame stays where it is, as on iOS.
    #expect(near(b.pixel(x: 20, y: 210), 0, 0, 0))
  }

  /// A container forced left to right inside a right-to-left scene: its subviews inherit
  /// its direction (their leading constraints do not mirror, their natural text sits left),
  /// while a label outside it sits right.
  static let forcedContainer = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red">
                                            <rect key="frame" x="20" y="20" width="100" height="40"/>
                                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </view>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inside" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="inside">
                                            <rect key="frame" x="0.0" y="70" width="300" height="40"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                            <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="red" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="red" firstAttribute="top" secondItem="box" secondAttribute="top" constant="20" id="c2"/>
                                        <constraint firstItem="red" firstAttribute="width" constant="100" id="c3"/>
                                        <constraint firstItem="red" firstAttribute="height" constant="40" id="c4"/>
                                        <constraint firstItem="inside" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c5"/>
                                        <constraint firstItem="inside" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c6"/>
                                        <constraint firstItem="inside" firstAttribute="top" secondItem="box" secondAttribute="top" constant="70" id="c7"/>
                                        <constraint firstItem="inside" firstAttribute="height" constant="40" id="c8"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Outside" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="outside">
                                    <rect key="frame" x="0.0" y="140" width="300" height="40"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                    <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c9"/>
                                <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c10"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c11"/>
                                <constraint firstItem="box" firstAttribute="height" constant="120" id="c12"/>
                                <constraint firstItem="outside" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c13"/>
                                <constraint firstItem="outside" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c14"/>
                                <constraint firstItem="outside" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="c15"/>
                                <constraint firstItem="outside" firstAttribute="height" constant="40" id="c16"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// The columns with dark ink in rows `rows`.
  func ink(_ b: Bitmap, rows: Range<Int>) -> ClosedRange<Int>? {
    let columns = (0..<b.width).filter { x in rows.contains { b.pixel(x: x, y: $0).red < 0.5 } }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  @Test func aContainerForcedLeftToRightHandsItsDirectionDown() throws {
    let b = try render(language: "pseudo-rtl", storyboard: Self.forcedContainer)
    // The red view's leading 20 is from the left: x 20…120, not 180…280.
    #expect(near(b.pixel(x: 30, y: 40), 1, 0, 0))
    #expect(near(b.pixel(x: 110, y: 40), 1, 0, 0))
    #expect(near(b.pixel(x: 200, y: 40), 1, 1, 1))
    // The label inside the container is natural-aligned to its left, the one outside to
    // the right of the right-to-left scene.
    let inside = try #require(ink(b, rows: 75..<105))
    #expect(inside.lowerBound < 10 && inside.upperBound < 200, "\(inside)")
    let outside = try #require(ink(b, rows: 145..<175))
    #expect(outside.upperBound > 290 && outside.lowerBound > 100, "\(outside)")
    // Left to right, both labels sit left.
    let ltr = try render(language: nil, storyboard: Self.forcedContainer)
    #expect(try #require(ink(ltr, rows: 145..<175)).lowerBound < 10)
  }

  /// Texts outside labels and buttons — segment titles, search bars, button configurations —
  /// are translated under ibtool's keys and transformed in a pseudolanguage alike.
  @Test func everyExtractedTextIsTranslatedAndTransformed() throws {
    let folder = try TestPaths.temporaryFolder("easel-pseudo-controls")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("Base.lproj")
    let de = folder.appendingPathComponent("de.lproj")
    for f in [base, de] {
      try FileManager.default.createDirectory(at: f, withIntermediateDirectories: true)
    }
    let xib = ControlReaderTests.xib(
      """
      <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
          <rect key="frame" x="0" y="0" width="200" height="32"/>
          <segments>
              <segment title="One"/>
              <segment title="Two"/>
          </segments>
      </segmentedControl>
      <searchBar contentMode="redraw" placeholder="Search" id="bar">
          <rect key="frame" x="0" y="40" width="200" height="56"/>
      </searchBar>
      """)
    let path = base.appendingPathComponent("Controls.xib")
    try Data(xib.utf8).write(to: path)
    try Data(
      #""seg.segmentTitles[1]" = "Zwei"; "bar.placeholder" = "Suchen";"#.utf8
    ).write(to: de.appendingPathComponent("Controls.strings"))
    func build(_ language: String) throws -> (UISegmentedControl, UISearchBar) {
      let log = DiagnosticLog()
      let document = try IBDocument(contentsOf: path)
      let builder = ObjectBuilder(
        document: document, table: .uiKit,
        resources: ProjectResources(root: folder, diagnostics: log), diagnostics: log)
      builder.localization = Localization(
        projectRoot: folder, document: path, language: language, diagnostics: log)
      let root = builder.instantiate(try #require(document.scenes.first?.rootView))
      return (
        try #require(root.subviews.first as? UISegmentedControl),
        try #require(root.subviews.last as? UISearchBar)
      )
    }
    let (segments, bar) = try build("de")
    #expect(segments.titleForSegment(at: 0) == "One")
    #expect(segments.titleForSegment(at: 1) == "Zwei")
    #expect(bar.placeholder == "Suchen")
    let (pseudoSegments, pseudoBar) = try build("pseudo")
    #expect(pseudoSegments.titleForSegment(at: 1) == "[Ţŵö~~]")
    #expect(pseudoBar.placeholder == "[Šéáŕçĥ~~~]")
  }

  /// A runtime attribute marked localized (`type="string" localized="YES"`) takes its
  /// translation from the document's strings, under ibtool's key for the n-th such attribute
  /// of the object; an attribute not marked localized keeps its text.
  @Test func localizedRuntimeAttributesAreTranslated() throws {
    let folder = try TestPaths.temporaryFolder("easel-localized-runtime")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("Base.lproj")
    let zh = folder.appendingPathComponent("zh-Hans.lproj")
    for f in [base, zh] {
      try FileManager.default.createDirectory(at: f, withIntermediateDirectories: true)
    }
    let xib = ControlReaderTests.xib(
      """
      <label opaque="NO" contentMode="left" text="Title" id="lbl">
          <rect key="frame" x="0" y="0" width="200" height="21"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="title-label"/>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Opens the title" localized="YES"/>
              <userDefinedRuntimeAttribute type="string" keyPath="text" value="Caption" localized="YES"/>
          </userDefinedRuntimeAttributes>
      </label>
      """)
    let path = base.appendingPathComponent("Labels.xib")
    try Data(xib.utf8).write(to: path)
    try Data(
      #""lbl.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]" = "说明";"#.utf8
    ).write(to: zh.appendingPathComponent("Labels.strings"))
    func label(_ language: String) throws -> UILabel {
      let log = DiagnosticLog()
      let document = try IBDocument(contentsOf: path)
      let builder = ObjectBuilder(
        document: document, table: .uiKit,
        resources: ProjectResources(root: folder, diagnostics: log), diagnostics: log)
      builder.localization = Localization(
        projectRoot: folder, document: path, language: language, diagnostics: log)
      builder.designTime = false
      let root = builder.instantiate(try #require(document.scenes.first?.rootView))
      return try #require(root.subviews.first as? UILabel)
    }
    let translated = try label("zh-Hans")
    #expect(translated.text == "说明", "the second localized attribute, index 1")
    #expect(translated.accessibilityLabel == "Opens the title", "no translation for index 0")
    #expect(translated.accessibilityIdentifier == "title-label")
    let pseudo = try label("pseudo")
    #expect(pseudo.text?.hasPrefix("[") == true && pseudo.accessibilityIdentifier == "title-label")
  }
}
