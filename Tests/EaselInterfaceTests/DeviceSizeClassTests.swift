import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A render for a device (`--device`) applies that device's size classes, as Interface
/// Builder's canvas does when viewed as it: a document with no device of its own (Xcode 6's
/// Any/Any canvas) shows its compact-width variation on an iPhone.
@MainActor
struct DeviceSizeClassTests {
  /// A scene with no `<device>`: `compactOnly` is excluded by the `default` variation and
  /// included, at its frame there, by `widthClass=compact`; `always` is 40 points high
  /// except in compact width, where a variation makes its height constraint 60.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="6751" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="always">
                                    <rect key="frame" x="20" y="20" width="560" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="c-ah">
                                            <variation key="widthClass=compact" constant="60"/>
                                        </constraint>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" id="compactOnly">
                                    <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                                    <variation key="widthClass=compact" fixedFrame="YES">
                                        <rect key="frame" x="20" y="100" width="46" height="30"/>
                                    </variation>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="always" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-at"/>
                                <constraint firstItem="always" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-al"/>
                                <constraint firstAttribute="trailing" secondItem="always" secondAttribute="trailing" constant="20" id="c-ar"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="compactOnly"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="subviews">
                                    <include reference="compactOnly"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func views(device: Device?, storedSize: String? = nil) throws -> [String: UIView] {
    var xml = Self.storyboard
    if let storedSize {
      xml = xml.replacingOccurrences(
        of: #"width="600" height="600""#, with: storedSize)
    }
    let doc = try IBDocument.parse(Data(xml.utf8), path: "/nonexistent/SizeClasses.storyboard")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var settings = RenderSettings()
    settings.scale = 1
    settings.canvasSize = device?.size
    settings.deviceID = device?.interfaceBuilderID
    let renderer = SceneRenderer(
      document: doc, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
    let scene = try #require(doc.scenes.first)
    let (root, builder) = try renderer.instantiate(scene)
    root.layoutIfNeeded()
    var views: [String: UIView] = [:]
    for (element, view) in builder.made { if let id = element.id { views[id] = view } }
    return views
  }

  @Test func anIPhoneRenderAppliesTheCompactWidthVariations() throws {
    let iPhone = try #require(Device.all.first { $0.name == "iPhone 8" })
    let views = try views(device: iPhone)
    let compactOnly = try #require(views["compactOnly"])
    #expect(compactOnly.superview === views["root"])
    #expect(compactOnly.frame.origin.y == 100)
    #expect(views["always"]?.frame.height == 60)
  }

  /// A document saved by Xcode 8 before it wrote `<device>` is seen on the device whose screen
  /// its stored frames fill: an iPhone 8's 375×667 shows the compact-width variations, as
  /// Interface Builder viewing it as that iPhone does; an iPad's 768×1024 does not.
  @Test func aDocumentWithNoDeviceIsSeenOnTheDeviceItsFramesFill() throws {
    let iPhone = try views(device: nil, storedSize: #"width="375" height="667""#)
    let compactOnly = try #require(iPhone["compactOnly"])
    #expect(compactOnly.superview === iPhone["root"])
    #expect(compactOnly.frame.origin.y == 100)
    let iPad = try views(device: nil, storedSize: #"width="768" height="1024""#)
    #expect(iPad["compactOnly"]?.superview == nil)
  }

  @Test func anIPadRenderAndTheAnyAnyCanvasKeepTheBaseConfiguration() throws {
    let iPad = try #require(Device.all.first { $0.interfaceBuilderID.hasPrefix("ipad") })
    for device in [iPad, nil] {
      let views = try views(device: device)
      #expect(views["compactOnly"]?.superview == nil)
      #expect(views["always"]?.frame.height == 40)
    }
  }
}
