import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Document elements to live views: attributes, runtime attributes, unknown classes.
@MainActor
struct ObjectBuilderTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <label opaque="NO" text="Hello" textAlignment="center" numberOfLines="2" id="lbl">
                        <rect key="frame" x="10" y="10" width="180" height="40"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <color key="textColor" systemColor="systemRedColor"/>
                    </label>
                    <view contentMode="scaleToFill" id="box" customClass="NotInTheSources">
                        <rect key="frame" x="10" y="60" width="30" height="30"/>
                        <color key="backgroundColor" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="6"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="noSuchKey" value="x"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  func build() throws -> (UIView, DiagnosticLog) {
    try instantiateFirstScene(of: IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/T.xib"))
  }

  @Test func labelAttributesAreApplied() throws {
    let (root, _) = try build()
    let label = try #require(root.subviews.first as? UILabel)
    #expect(label.text == "Hello")
    #expect(label.textAlignment == .center)
    #expect(label.numberOfLines == 2)
    #expect(label.font.pointSize == 20)
    #expect(label.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
  }

  @Test func runtimeAttributesReachTheLayer() throws {
    let (root, _) = try build()
    let box = root.subviews[1]
    #expect(box.layer.cornerRadius == 6)
    #expect(box.layer.masksToBounds)
  }

  @Test func unknownClassAndUndefinedKeyAreLocatedWarnings() throws {
    let (_, log) = try build()
    let ids = log.diagnostics.map(\.id)
    #expect(ids.contains("unknown-class"))
    let undefined = try #require(log.diagnostics.first { $0.id == "runtime-attribute-failed" })
    #expect(undefined.message.contains("noSuchKey"))
    #expect(undefined.location?.line == 20)
    #expect(undefined.objectID == "box")
  }

  @Test func sceneRendersAtTheRequestedScale() throws {
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/T.xib")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var settings = RenderSettings()
    settings.scale = 3
    let renderer = SceneRenderer(
      document: doc, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
    let png = try renderer.render(try #require(doc.scenes.first)).data
    let bitmap = try Bitmap(data: png)
    #expect(bitmap.width == 600 && bitmap.height == 300)
    // The rounded box's corner is cut: the white background shows through.
    let corner = bitmap.pixel(x: 31, y: 181)
    #expect(corner.red > 0.9 && corner.green > 0.9)
    let middle = bitmap.pixel(x: 75, y: 225)
    #expect(middle.blue > 0.95 && middle.red < 0.05)
  }
}
