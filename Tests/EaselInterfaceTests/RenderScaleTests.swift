import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A view that notes the screen scale its code sees while it is made and drawn.
private final class ScaleProbe: UIView {
  static var seen: [String: CGFloat] = [:]

  override init(frame: CGRect) {
    super.init(frame: frame)
    ScaleProbe.seen["init"] = UIScreen.main.scale
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    ScaleProbe.seen["init"] = UIScreen.main.scale
  }

  override func draw(_ rect: CGRect) {
    ScaleProbe.seen["scale"] = UIScreen.main.scale
    ScaleProbe.seen["nativeScale"] = UIScreen.main.nativeScale
    ScaleProbe.seen["displayScale"] = traitCollection.displayScale
    // A hairline, as designables draw them: one pixel wide.
    let hairline = UIBezierPath()
    hairline.move(to: CGPoint(x: 0, y: 10))
    hairline.addLine(to: CGPoint(x: rect.width, y: 10))
    hairline.lineWidth = 1 / UIScreen.main.scale
    hairline.stroke()
  }
}

/// The render's `--scale` reaches user code: `UIScreen.main` and the views' traits report it.
@MainActor
@Suite(.serialized) struct RenderScaleTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" customClass="ScaleProbe">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  @Test(arguments: [1.0, 2.0, 3.0])
  func screenScaleIsTheRenderScale(_ scale: Double) throws {
    ScaleProbe.seen = [:]
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/tmp/Scale.xib")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "ScaleProbe", type: ScaleProbe.self, isDesignable: true,
        makeWithFrame: { ScaleProbe(frame: $0) }, make: { ScaleProbe(coder: $0) })
    ])
    var settings = RenderSettings()
    settings.scale = scale
    let renderer = SceneRenderer(
      document: doc, table: table, resources: resources, diagnostics: log, settings: settings)
    _ = try renderer.render(try #require(doc.scenes.first))
    #expect(ScaleProbe.seen["init"] == CGFloat(scale))
    #expect(ScaleProbe.seen["scale"] == CGFloat(scale))
    #expect(ScaleProbe.seen["nativeScale"] == CGFloat(scale))
    #expect(ScaleProbe.seen["displayScale"] == CGFloat(scale))
  }
}
