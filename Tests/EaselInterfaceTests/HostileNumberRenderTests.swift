import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselLayout
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Inputs found by `easel-fuzz` (minimized): absurd and non-finite numbers reach neither a
/// surface size nor an integer conversion; the renderer refuses them with a location, or
/// draws without what cannot be drawn.
@MainActor
struct HostileNumberRenderTests {
  static func storyboard(width: String, runtime: String = "", type: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type ?? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")" version="3.0" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="child">
                                    <rect key="frame" x="10" y="10" width="40" height="40"/>
                                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    \(runtime)
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="1e308" y="nan"/>
            </scene>
        </scenes>
    </document>
    """
  }

  func renderer(_ text: String) throws -> SceneRenderer {
    let doc = try IBDocument.parse(Data(text.utf8), path: "Fuzz.storyboard")
    let log = DiagnosticLog()
    var settings = RenderSettings()
    settings.scale = 0.5
    return SceneRenderer(
      document: doc, table: .uiKit,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log, settings: settings)
  }

  @Test(arguments: ["-inf", "nan"])
  func nonFiniteRootSizeIsALocatedError(_ width: String) throws {
    let r = try renderer(Self.storyboard(width: width))
    let scene = try #require(r.document.scenes.first)
    #expect {
      _ = try r.render(scene)
    } throws: { error in
      (error as? DocumentError)?.description.hasPrefix("Fuzz.storyboard:8:") == true
    }
  }

  /// A root view wider than ±1,000,000 points is read at the limit, said with its location,
  /// and then too large a surface: a graphics error, not a trap.
  @Test(arguments: ["1e308", "2e6"])
  func hugeRootSizeIsReadAtTheLimit(_ width: String) throws {
    let r = try renderer(Self.storyboard(width: width))
    let scene = try #require(r.document.scenes.first)
    #expect(throws: GraphicsError.self) { _ = try r.render(scene) }
    let warnings = r.diagnostics.diagnostics.filter { $0.id == IBDocument.clampedGeometryID }
    #expect(warnings.map { $0.location?.description } == ["Fuzz.storyboard:8:59"])
  }

  /// Overview of such a document (the `--overview --device iPad` path): the hostile frame
  /// and canvas location are read at ±1,000,000 points or as missing (NaN), so the layout
  /// stays finite (`RenderJob` refuses one too large to draw).
  @Test func overviewLayoutStaysFinite() throws {
    let r = try renderer(Self.storyboard(width: "1e308"))
    for device in [nil, Device.named("iPad")] {
      let overview = Overview(document: r.document, canvasSize: device?.size)
      let layout = overview.layout(scale: overview.automaticScale)
      #expect(layout.size.width.isFinite && layout.size.width <= 2_000_000)
      #expect(layout.size.height.isFinite && layout.size.height < 10_000)
    }
  }

  /// A shadow radius of 10^15 (a valid number, an absurd blur) skipped the `Int` checks in
  /// the shadow painter; now the shadow is left out and the view drawn.
  @Test func hugeShadowRadiusDrawsWithoutTheShadow() throws {
    let runtime = """
      <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
              <real key="value" value="1e15"/>
          </userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
              <real key="value" value="1"/>
          </userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes>
      """
    let r = try renderer(Self.storyboard(width: "100", runtime: runtime))
    let data = try r.render(try #require(r.document.scenes.first)).data
    let bitmap = try Bitmap(data: data)
    #expect(bitmap.width == 50 && bitmap.height == 50)
  }

  @Test func watchKitDocumentIsNotRendered() throws {
    let r = try renderer(
      Self.storyboard(width: "100", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard"))
    #expect(r.document.platform == .watchKit)
    #expect {
      _ = try r.render(try #require(r.document.scenes.first))
    } throws: { error in
      "\(error)"
        == "error: Fuzz.storyboard is a WatchKit storyboard; Easel does not render WatchKit documents yet"
    }
  }

  /// Priorities and multipliers that are not numbers (`priority="-nan"`, found by the render
  /// fuzzer: it trapped turning the priority into a weight) are laid out, not trapped on.
  @Test(arguments: ["-nan", "nan", "inf", "-inf", "1e39"])
  func constraintsWithPrioritiesThatAreNotNumbersAreLaidOut(_ number: String) throws {
    let text = Self.storyboard(width: "100")
      .replacingOccurrences(
        of: #"<view contentMode="scaleToFill" id="child">"#,
        with: """
          <view contentMode="scaleToFill" horizontalHuggingPriority="\(number)" \
          verticalCompressionResistancePriority="\(number)" translatesAutoresizingMaskIntoConstraints="NO" id="child">
          """
      )
      .replacingOccurrences(
        of: "</subviews>",
        with: """
          </subviews>
          <constraints>
              <constraint firstItem="child" firstAttribute="width" constant="40" priority="\(number)" id="c1"/>
              <constraint firstItem="child" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="\(number)" id="c2"/>
              <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(number)" id="c3"/>
              <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" priority="\(number)" id="c4"/>
          </constraints>
          """)
    let r = try renderer(text)
    let data = try r.render(try #require(r.document.scenes.first)).data
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func aPriorityThatIsNotANumberIsRequired() {
    #expect(Strength(uikitPriority: .nan).isRequired)
    #expect(Strength(uikitPriority: .infinity).isRequired)
    #expect(!Strength(uikitPriority: -.infinity).isRequired)
    #expect(Strength(uikitPriority: -.infinity).weight.isFinite)
  }
}
