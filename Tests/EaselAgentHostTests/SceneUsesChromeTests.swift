import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselAgentHost

/// The custom classes a scene's plan builds are those of every view its render makes: the
/// bars of the controllers above it, the title and custom views of the navigation items shown
/// over it, a container's own bars, a xib's top-level object, not only its view's subtree.
@MainActor
struct SceneUsesChromeTests {
  /// A tab bar controller holding a navigation controller whose root pushes a second
  /// controller; every place a view of a custom class can sit in such a stack has one, and an
  /// unrelated controller has a title view of its own.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s-tabs">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb" customClass="GlowTabBar">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb" customClass="ShadowBar">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="shadowRadius">
                                    <real key="value" value="3"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tl" customClass="FancyToolbar">
                            <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                        </toolbar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="r2"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s-first">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="go" customClass="PillButton">
                                    <rect key="frame" x="20" y="120" width="100" height="40"/>
                                    <connections>
                                        <segue destination="second" kind="show" id="p1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" id="ni1">
                            <barButtonItem key="rightBarButtonItem" style="plain" id="bbi">
                                <view key="customView" contentMode="scaleToFill" id="cv" customClass="BadgeView">
                                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                </view>
                            </barButtonItem>
                            <textField key="titleView" opaque="NO" contentMode="scaleToFill" id="tf" customClass="RoundField">
                                <rect key="frame" x="100" y="5" width="214" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-second">
                <objects>
                    <viewController id="second" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="card" customClass="CardView">
                                    <rect key="frame" x="20" y="120" width="100" height="40"/>
                                </view>
                            </subviews>
                        </view>
                        <toolbarItems>
                            <barButtonItem style="plain" id="tbi">
                                <view key="customView" contentMode="scaleToFill" id="tcv" customClass="Meter">
                                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                                </view>
                            </barButtonItem>
                        </toolbarItems>
                        <navigationItem key="navigationItem" id="ni2">
                            <view key="titleView" contentMode="scaleToFill" id="tv2" customClass="TitleBadge">
                                <rect key="frame" x="100" y="5" width="214" height="34"/>
                            </view>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-other">
                <objects>
                    <viewController id="other" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v3">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <navigationItem key="navigationItem" id="ni3">
                            <view key="titleView" contentMode="scaleToFill" id="tv3" customClass="Elsewhere">
                                <rect key="frame" x="100" y="5" width="214" height="34"/>
                            </view>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// A xib whose top-level object is a table view cell of a custom class.
  static let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" rowHeight="85" id="cell" customClass="TimelineCell">
                <rect key="frame" x="0.0" y="0.0" width="325" height="85"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="325" height="85"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="dot" customClass="Dot">
                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                        </view>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  static func parse(_ text: String, _ path: String) throws -> IBDocument {
    try IBDocument.parse(Data(text.utf8), path: path)
  }

  static func uses(_ doc: IBDocument, _ sceneID: String) throws -> Set<String> {
    let scene = try #require(doc.scenes.first { $0.id == sceneID })
    return AgentPlan.SceneUses(document: doc, scenes: [scene]).customClasses
  }

  @Test func aPushedControllerUsesTheBarsAndItemsOfItsStack() throws {
    let doc = try Self.parse(Self.storyboard, "/nonexistent/Chrome.storyboard")
    #expect(
      try Self.uses(doc, "s-second") == [
        "CardView", "Meter", "TitleBadge",  // its own views and items
        "ShadowBar", "FancyToolbar",  // its navigation controller's bars
        "GlowTabBar",  // the tab bar controller's bar
        "RoundField", "BadgeView",  // the back stack's navigation item
      ])
  }

  @Test func theRootControllerUsesItsTitleViewAndBarButtonCustomView() throws {
    let doc = try Self.parse(Self.storyboard, "/nonexistent/Chrome.storyboard")
    let first = try Self.uses(doc, "s-first")
    #expect(first.isSuperset(of: ["PillButton", "RoundField", "BadgeView", "ShadowBar"]))
    #expect(!first.contains("CardView"), "the pushed controller's views are not this scene's")
    #expect(!first.contains("Elsewhere"))
  }

  @Test func aNavigationControllersCardUsesItsBar() throws {
    let doc = try Self.parse(Self.storyboard, "/nonexistent/Chrome.storyboard")
    let nav = try Self.uses(doc, "s-nav")
    #expect(nav.isSuperset(of: ["ShadowBar", "FancyToolbar"]))
    #expect(!nav.contains("RoundField"), "its children's items are their scenes'")
    let scene = try #require(doc.scenes.first { $0.id == "s-nav" })
    #expect(AgentPlan.SceneUses(document: doc, scenes: [scene]).runtimeKeyPaths == ["shadowRadius"])
  }

  @Test func aXibsTopLevelCellAndItsContentAreUsed() throws {
    let doc = try Self.parse(Self.cellXib, "/nonexistent/Cell.xib")
    #expect(try Self.uses(doc, "cell") == ["TimelineCell", "Dot"])
  }

  /// The invariant that keeps a place from being overlooked again: whatever view of a custom
  /// class the builder makes while rendering a scene, the scene's plan names its class.
  @Test(arguments: ["s-tabs", "s-nav", "s-first", "s-second", "s-other", "cell"])
  func everyCustomClassARenderMakesIsPlanned(sceneID: String) throws {
    let doc =
      sceneID == "cell"
      ? try Self.parse(Self.cellXib, "/nonexistent/Cell.xib")
      : try Self.parse(Self.storyboard, "/nonexistent/Chrome.storyboard")
    let scene = try #require(doc.scenes.first { $0.id == sceneID })
    let log = DiagnosticLog()
    let renderer = SceneRenderer(
      document: doc, table: .uiKit,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    let (_, builder) = try renderer.instantiate(scene)
    let made = Set(builder.made.compactMap(\.element.customClass))
    #expect(!made.isEmpty)
    let planned = AgentPlan.SceneUses(document: doc, scenes: [scene]).customClasses
    #expect(made.isSubset(of: planned), "made but not planned: \(made.subtracting(planned))")
  }
}
