import EaselDocument
import Foundation
import Testing

@testable import EaselAgentHost

/// What an agent plan reads of the scenes, taken from the document once as a value
/// (`AgentPlan.SceneUses`): the plan is then made off the thread that edits the document.
struct SceneUsesTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="FirstController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="disc" customClass="Disc" customModule="Shapes Kit">
                                    <rect key="frame" x="10" y="10" width="80" height="80"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="color" keyPath="fillColor">
                                            <color key="value" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2" customClass="Backdrop">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                            <subviews>
                                <label opaque="NO" text="Hi" id="label" customClass="Badge">
                                    <rect key="frame" x="10" y="10" width="80" height="20"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="textAsKey" value="hello"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func document() throws -> IBDocument {
    try IBDocument.parse(Data(storyboard.utf8), path: "Uses.storyboard")
  }

  @Test func oneSceneUsesItsViewsClassesModuleAndKeys() throws {
    let doc = try Self.document()
    let first = try #require(doc.scenes.first { $0.id == "s1" })
    let uses = AgentPlan.SceneUses(document: doc, scenes: [first])
    // The controller's class is not a view's: the agent does not draw it.
    #expect(uses.customClasses == ["Disc"])
    #expect(uses.module == "Shapes_Kit", "the module named, as a Swift module name")
    #expect(uses.runtimeKeyPaths == ["layer.cornerRadius", "fillColor"])
    #expect(uses.setsAny(of: ["fillColor", "other"]))
    #expect(!uses.setsAny(of: ["textAsKey"]))
    #expect(!uses.setsAny(of: []))
  }

  @Test func scenesTogetherUseWhatEachUses() throws {
    let doc = try Self.document()
    let uses = AgentPlan.SceneUses(document: doc, scenes: doc.scenes)
    #expect(uses.customClasses == ["Disc", "Backdrop", "Badge"])
    #expect(uses.runtimeKeyPaths == ["layer.cornerRadius", "fillColor", "textAsKey"])
    let second = try #require(doc.scenes.first { $0.id == "s2" })
    let alone = AgentPlan.SceneUses(document: doc, scenes: [second])
    #expect(alone.module == nil, "no class says its module")
    #expect(alone.customClasses == ["Backdrop", "Badge"])
  }
}
