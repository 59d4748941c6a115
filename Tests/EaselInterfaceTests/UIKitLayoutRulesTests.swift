import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// UIKit's layout rules as Interface Builder stored them, each from a minimal document: the
/// engine figure of `LayoutCheck` must land every view on its stored frame.
@MainActor
struct UIKitLayoutRulesTests {
  /// The engine's results for a document given as text.
  func check(_ xml: String, path: String = "Rule.storyboard") throws -> [LayoutCheck.SceneReport] {
    let document = try IBDocument(bytes: Array(xml.utf8), path: path)
    // An empty folder of its own as the project: the system's temporary folder may hold
    // anything (other programs' images would be found as this document's).
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIKitLayoutRules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let resources = ProjectResources(root: root, diagnostics: DiagnosticLog())
    return LayoutCheck(document: document, resources: resources).run(compareFrames: true)
  }

  /// A storyboard of one controller on `device` whose root view holds `subviews` under
  /// `constraints` (the safe area guide is `safe`), with `images` (name, width, height) in its
  /// `<resources>`.
  func storyboard(
    device: String, size: CGSize, toolsVersion: String = "19529", subviews: String,
    constraints: String, images: [(String, Int, Int)] = []
  ) -> String {
    let resources =
      images.isEmpty
      ? ""
      : "<resources>"
        + images.map { "<image name=\"\($0.0)\" width=\"\($0.1)\" height=\"\($0.2)\"/>" }
        .joined() + "</resources>"
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
      initialViewController="vc">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(size.width)" \
      height="\(size.height)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
      \(constraints)
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          \(resources)
      </document>
      """
  }

  func expectAllHit(_ scenes: [LayoutCheck.SceneReport], ids: [String]) {
    let results = scenes.flatMap(\.engine)
    #expect(Set(results.map(\.id)) == Set(ids))
    #expect(results.allSatisfy { $0.hit }, "\(results.filter { !$0.hit }.map { $0.reason ?? "" })")
  }

  // MARK: Safe area

  /// The 896-point iPhones (XR, 11, XS Max, 11 Pro Max): Interface Builder's simulated safe
  /// area starts 44 points down (the working part's Xcode 10, 11 and 13 documents all store
  /// it so), not the 48 of iOS 14's XR.
  @Test(arguments: ["retina6_1", "retina6_5"])
  func a896PointPhonesSafeAreaStartsAt44(device: String) throws {
    let xml = storyboard(
      device: device, size: CGSize(width: 414, height: 896),
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="44" width="414" height="50"/>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="c-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-t"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c-r"/>
        """)
    expectAllHit(try check(xml), ids: ["bar"])
  }

  /// A phone without a notch: Xcode 9 and 10 documents simulate its 20-point status bar over
  /// a controller, Xcode 11 and later ones none (the safe area starts at the top); an Xcode
  /// 11 document that sets a status bar keeps none either, and a notch stays whatever the
  /// version.
  @Test(arguments: [
    ("retina4_7", 667, "14490.70", 20), ("retina5_5", 736, "14460.31", 20),
    ("retina4_7", 667, "16097.2", 0), ("retina5_5", 736, "21507", 0),
    ("retina4_0", 568, "19529", 0), ("retina5_9", 812, "21507", 44),
  ])
  func aPhoneWithoutANotchHasNoStatusBarFromXcode11(
    device: String, height: Int, toolsVersion: String, top: Int
  ) throws {
    let width = height == 568 ? 320 : (height == 736 ? 414 : 375)
    let xml = storyboard(
      device: device, size: CGSize(width: width, height: height), toolsVersion: toolsVersion,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="\(top)" width="\(width)" height="50"/>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="c-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-t"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c-r"/>
        """)
    expectAllHit(try check(xml), ids: ["bar"])
  }

  /// A controller presented as a popover has no status bar, even in an Xcode 10 document:
  /// a view pinned to its safe area's top is stored at 0.
  @Test func aPopoversContentHasNoStatusBar() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
      initialViewController="vc">
          <device id="retina4_7" orientation="portrait">
              <adaptation id="fullscreen"/>
          </device>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                      <rect key="frame" x="20" y="40" width="60" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="60" id="o-w"/>
                                          <constraint firstAttribute="height" constant="30" id="o-h"/>
                                      </constraints>
                                      <connections>
                                          <segue destination="pop" kind="popoverPresentation" popoverAnchorView="open" id="sg">
                                              <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                          </segue>
                                      </connections>
                                  </button>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
                                  <constraint firstItem="open" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="o-t"/>
                                  <constraint firstItem="open" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="o-l"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="pop" sceneMemberID="viewController">
                          <size key="freeformSize" width="375" height="200"/>
                          <view key="view" contentMode="scaleToFill" id="popRoot">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="50" id="b-h"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="popSafe"/>
                              <constraints>
                                  <constraint firstItem="bar" firstAttribute="top" secondItem="popSafe" secondAttribute="top" id="b-t"/>
                                  <constraint firstItem="bar" firstAttribute="leading" secondItem="popSafe" secondAttribute="leading" id="b-l"/>
                                  <constraint firstItem="popSafe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b-r"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    expectAllHit(try check(xml), ids: ["open", "bar"])
  }

  /// The same rule for a xib's top-level view: an Xcode 11 xib for a 4.7-inch phone lays a
  /// view pinned to the safe area's top at 0, an Xcode 10 one at 20.
  @Test(arguments: [("14490.70", 20), ("17156", 0)])
  func aXibViewOnAPhoneWithoutANotchFollowsTheSameRule(toolsVersion: String, top: Int) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                          <rect key="frame" x="0.0" y="\(top)" width="375" height="50"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="50" id="c-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-t"/>
                      <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
                      <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c-r"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    expectAllHit(try check(xml, path: "Rule.xib"), ids: ["bar"])
  }

  // MARK: Controls

  /// A switch's alignment rectangle is 49 × 31 in a 51 × 31 frame, flush left: pinned to 49
  /// points wide and 40 from the left it is stored at x = 40, 51 wide; centred in 375 points
  /// at x = 163. A segmented control's leaves out its frame's bottom point: pinned to 28
  /// points tall it is stored 29 tall.
  @Test func switchesAndSegmentedControlsAlignByTheirTrack() throws {
    let xml = storyboard(
      device: "retina4_7", size: CGSize(width: 375, height: 667), toolsVersion: "14490.70",
      subviews: """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
            <rect key="frame" x="40" y="20" width="51" height="31"/>
            <constraints>
                <constraint firstAttribute="width" constant="49" id="c-w"/>
            </constraints>
        </switch>
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="centred">
            <rect key="frame" x="163" y="100" width="51" height="31"/>
        </switch>
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="60" y="200" width="254" height="29"/>
            <constraints>
                <constraint firstAttribute="width" constant="254" id="s-w"/>
                <constraint firstAttribute="height" constant="28" id="s-h"/>
            </constraints>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
            </segments>
        </segmentedControl>
        """,
      constraints: """
        <constraint firstItem="pinned" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-t"/>
        <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c-l"/>
        <constraint firstItem="centred" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="d-t"/>
        <constraint firstItem="centred" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="d-x"/>
        <constraint firstItem="segments" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="180" id="s-t"/>
        <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="s-l"/>
        """)
    let scenes = try check(xml)
    expectAllHit(scenes, ids: ["pinned", "centred", "segments"])
    let missed = scenes.flatMap(\.whole).filter { !$0.hit }.map(\.id)
    #expect(missed.isEmpty)
  }

  // MARK: Size classes

  /// A subview the `default` variation excludes and only a size class installs: in a
  /// document with no device (the Any/Any canvas) it is not in the hierarchy, as UIKit loads
  /// it, so it is neither laid out nor compared (its stored frame is a placeholder), and the
  /// installed sibling still lands where it was stored.
  @Test func aViewItsSizeClassDoesNotInstallIsLeftOut() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="always">
                          <rect key="frame" x="20" y="20" width="560" height="40"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="40" id="c-ah"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="compactOnly">
                          <rect key="frame" x="-23" y="-15" width="46" height="30"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="30" id="c-ch"/>
                              <constraint firstAttribute="width" constant="46" id="c-cw"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="always" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-at"/>
                      <constraint firstItem="always" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-al"/>
                      <constraint firstAttribute="trailing" secondItem="always" secondAttribute="trailing" constant="20" id="c-ar"/>
                      <constraint firstItem="compactOnly" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-cx"/>
                      <constraint firstItem="compactOnly" firstAttribute="top" secondItem="always" secondAttribute="bottom" constant="8" id="c-ct"/>
                  </constraints>
                  <variation key="default">
                      <mask key="subviews">
                          <exclude reference="compactOnly"/>
                      </mask>
                      <mask key="constraints">
                          <exclude reference="c-cx"/>
                          <exclude reference="c-ct"/>
                      </mask>
                  </variation>
                  <variation key="heightClass=regular-widthClass=compact">
                      <mask key="subviews">
                          <include reference="compactOnly"/>
                      </mask>
                      <mask key="constraints">
                          <include reference="c-cx"/>
                          <include reference="c-ct"/>
                      </mask>
                  </variation>
              </view>
          </objects>
      </document>
      """
    expectAllHit(try check(xml, path: "Rule.xib"), ids: ["always"])
  }

  // MARK: Scroll views

  /// A view pinned to a scroll view's edges (its content area) and to its centres: the
  /// centres are the scroll view's frame's, as the Auto Layout Guide ("Working with Scroll
  /// Views") says, so the content is the frame's size and the view fills it (a photo
  /// browser's zooming cell); a view centred alone sits at the frame's centre.
  @Test func aScrollViewsCentresAreItsFrames() throws {
    let xml = storyboard(
      device: "retina4_7", size: CGSize(width: 375, height: 667), toolsVersion: "9531",
      subviews: """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                    <rect key="frame" x="40" y="40" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="d-w"/>
                        <constraint firstAttribute="height" constant="20" id="d-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="fill" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="f-t"/>
                <constraint firstItem="fill" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="f-l"/>
                <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="f-r"/>
                <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="f-b"/>
                <constraint firstItem="fill" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="f-x"/>
                <constraint firstItem="fill" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="f-y"/>
                <constraint firstItem="dot" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="d-x"/>
                <constraint firstItem="dot" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="d-y"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
        <constraint firstItem="scroll" firstAttribute="width" constant="100" id="s-w"/>
        <constraint firstItem="scroll" firstAttribute="height" constant="100" id="s-h"/>
        """)
    expectAllHit(try check(xml), ids: ["scroll", "fill", "dot"])
  }

  // MARK: Cells

  /// A prototype cell with a custom row height is that tall in Interface Builder, whatever
  /// its content asks (here a 20-point view with 8 points above and below, which conflicts):
  /// its content view keeps the row's height rather than following the content as a
  /// self-sizing cell's does.
  @Test func aCellsCustomRowHeightHoldsItsContentView() throws {
    let xml = storyboard(
      device: "retina4_7", size: CGSize(width: 375, height: 667),
      subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="cell" rowHeight="100" id="cell">
                    <rect key="frame" x="0.0" y="28" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="8" y="8" width="359" height="84"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="b-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="b-t"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="b-b"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="b-l"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="b-r"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """,
      constraints: """
        <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t-t"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="t-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t-r"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t-b"/>
        """)
    let content = try #require(try check(xml).flatMap(\.engine).first { $0.id == "content" })
    #expect(content.hit, "\(content.reason ?? "")")
  }

  // MARK: Text

  /// On a 3× document Interface Builder stored a label's content size in whole points (its
  /// canvas is 2×; whole points lie on both grids): a 17-point label is 21 points tall there,
  /// not the 20⅓ a 3× screen gives it at run time.
  @Test func a3xDocumentsTextSizesAreWholePoints() throws {
    let xml = storyboard(
      device: "retina6_12", size: CGSize(width: 393, height: 852), toolsVersion: "21701",
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="79" width="100" height="21"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="l-w"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="l-t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l-l"/>
        """)
    let whole = try check(xml).flatMap(\.whole)
    #expect(whole.map(\.id) == ["label"])
    #expect(whole.allSatisfy { $0.hit }, "\(whole.map { $0.reason ?? "" })")
  }

  // MARK: Images

  /// An image view whose image the project does not give Easel (no asset catalog beside the
  /// document) takes the size the document's `<resources>` recorded for it, as Xcode sized
  /// it by that image; the view below it follows.
  @Test func aMissingImageTakesItsRecordedSize() throws {
    let xml = storyboard(
      device: "retina4_7", size: CGSize(width: 375, height: 667), toolsVersion: "14490.70",
      subviews: """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
            <rect key="frame" x="100" y="60" width="175" height="50"/>
        </imageView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
            <rect key="frame" x="100" y="118" width="175" height="10"/>
            <constraints>
                <constraint firstAttribute="height" constant="10" id="b-h"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="logo" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="i-t"/>
        <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="i-x"/>
        <constraint firstItem="below" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="8" id="b-t"/>
        <constraint firstItem="below" firstAttribute="leading" secondItem="logo" secondAttribute="leading" id="b-l"/>
        <constraint firstItem="below" firstAttribute="trailing" secondItem="logo" secondAttribute="trailing" id="b-r"/>
        """,
      images: [("Logo", 175, 50)])
    let whole = try check(xml).flatMap(\.whole)
    #expect(Set(whole.map(\.id)) == ["logo", "below"])
    #expect(whole.allSatisfy { $0.hit }, "\(whole.map { $0.reason ?? "" })")
  }

  /// The same for a button's image: a blank image of the recorded size stands in, so the
  /// button measures as Xcode measured it.
  @Test func aButtonsMissingImageTakesItsRecordedSize() throws {
    let xml = storyboard(
      device: "retina4_7", size: CGSize(width: 375, height: 667), toolsVersion: "14490.70",
      subviews: """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
            <rect key="frame" x="20" y="40" width="50" height="50"/>
            <state key="normal" image="Play"/>
        </button>
        """,
      constraints: """
        <constraint firstItem="play" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="p-t"/>
        <constraint firstItem="play" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="p-l"/>
        """,
      images: [("Play", 50, 50)])
    let whole = try check(xml).flatMap(\.whole)
    #expect(whole.map(\.id) == ["play"])
    #expect(whole.allSatisfy { $0.hit }, "\(whole.map { $0.reason ?? "" })")
  }
}
