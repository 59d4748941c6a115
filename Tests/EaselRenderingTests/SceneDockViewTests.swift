import EaselAgentHost
import EaselDocument
import EaselGraphics
import EaselInterface
import Foundation
import Testing

@testable import EaselRendering

/// The views a storyboard scene holds beside its controller (Interface Builder's scene dock):
/// each is a scene of its own, as a xib's top-level view is — named by its id, drawn alone at
/// its frame by `--scene` and `--all`, above its scene in the overview, and its designables
/// planned with the scene's.
@MainActor
struct SceneDockViewTests {
  /// A scene whose `<objects>` hold, beside its controller, a label and a view with a button
  /// (Interface Builder's scene dock), each with a custom class and a runtime attribute.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes>
            <!--Card-->
            <scene sceneID="scene">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    <label opaque="NO" text="Sent" textAlignment="center" id="sent" customClass="BadgeLabel" customModule="App">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <real key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </label>
                    <view contentMode="scaleToFill" id="panel" customClass="PanelView" customModule="App">
                        <rect key="frame" x="0.0" y="0.0" width="150" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go" customClass="GoButton" customModule="App">
                                <rect key="frame" x="25" y="25" width="100" height="50"/>
                                <state key="normal" title="Go"/>
                                <connections>
                                    <segue destination="vc2" kind="show" id="g1"/>
                                </connections>
                            </button>
                        </subviews>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="shadowOpacity">
                                <real key="value" value="0.5"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
                <point key="canvasLocation" x="100" y="500"/>
            </scene>
            <scene sceneID="scene2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="600" y="500"/>
            </scene>
        </scenes>
    </document>
    """

  static func document() throws -> IBDocument {
    try IBDocument.parse(Data(storyboard.utf8), path: "Dock.storyboard")
  }

  @Test func viewsBesideTheControllerAreScenesOfTheirOwn() throws {
    let doc = try Self.document()
    #expect(doc.scenes.map(\.id) == ["scene", "scene2"], "the storyboard's scenes stay its own")
    #expect(doc.canvasScenes.map(\.id) == ["scene", "sent", "panel", "scene2"])
    let panel = try doc.scene(matching: "panel")
    #expect(panel.rootView?.id == "panel")
    #expect(panel.enclosingSceneID == "scene")
    // A subview of such a view names it, as a subview names its scene.
    #expect(try doc.scene(matching: "go").id == "panel")
    #expect(try doc.scene(matching: "sent").rootView?.id == "sent")
    #expect(try doc.scene(matching: "root").id == "scene")
    #expect(try doc.scene(matching: "vc").id == "scene")
  }

  @Test func theirDesignablesAndKeysArePlannedWithTheirScene() throws {
    let doc = try Self.document()
    let panel = AgentPlan.SceneUses(document: doc, scenes: [try doc.scene(matching: "panel")])
    #expect(panel.customClasses == ["PanelView", "GoButton"])
    #expect(panel.runtimeKeyPaths == ["shadowOpacity"])
    let all = AgentPlan.SceneUses(document: doc, scenes: doc.canvasScenes)
    #expect(all.customClasses == ["BadgeLabel", "PanelView", "GoButton"])
    #expect(all.runtimeKeyPaths == ["cornerRadius", "shadowOpacity"])
  }

  @Test func theOverviewDrawsThemAboveTheirScene() throws {
    let overview = Overview(document: try Self.document())
    #expect(overview.items.map(\.scene.id) == ["scene", "sent", "panel", "scene2"])
    let scene = overview.items[0].frame
    let sent = overview.items[1].frame
    let panel = overview.items[2].frame
    #expect(sent.size == CGSize(width: 120, height: 30))
    #expect(panel.size == CGSize(width: 150, height: 100))
    #expect(sent.maxY < scene.minY && panel.maxY < scene.minY)
    #expect(sent.minX == scene.minX && panel.minX > sent.maxX)
    #expect(overview.items.allSatisfy { $0.hasView })
    // The button's segue leaves the panel's picture, once.
    #expect(overview.segues.map { [$0.source, $0.destination] } == [[2, 3]])
  }

  @Test func allAndSceneDrawEachAloneAtItsFrame() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-dock-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Dock.storyboard")
    try Data(Self.storyboard.utf8).write(to: file)
    var job = RenderJob(document: file)
    job.cacheDirectory = folder.appendingPathComponent("cache")
    job.mode = .all(folder: folder.appendingPathComponent("all"))
    let report = try job.run()
    #expect(
      Set(report.written.map(\.lastPathComponent))
        == ["scene.png", "sent.png", "panel.png", "scene2.png"], "\(report.failures)")
    let panel = try Bitmap(contentsOf: folder.appendingPathComponent("all/panel.png"))
    #expect(panel.width == 300 && panel.height == 200)
    let corner = panel.pixel(x: 4, y: 4)
    #expect(corner.blue > 0.9 && corner.red < 0.1, "the panel's own blue: \(corner)")

    var one = RenderJob(document: file)
    one.cacheDirectory = job.cacheDirectory
    one.request.scenes = [
      SceneOutput(sceneID: "sent", path: folder.appendingPathComponent("sent.png").path)
    ]
    _ = try one.run()
    let sent = try Bitmap(contentsOf: folder.appendingPathComponent("sent.png"))
    #expect(sent.width == 240 && sent.height == 60)
    let left = sent.pixel(x: 2, y: 30)
    #expect(left.red > 0.9 && left.blue < 0.1, "the label's own red: \(left)")
  }
}
