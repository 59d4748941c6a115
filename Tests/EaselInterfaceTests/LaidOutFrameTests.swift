import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Records the size it was made at and had when an attribute was set, as a designable that
/// builds its layers from `bounds` in a setter sees them.
@MainActor
final class SizeRecordingView: UIView {
  var sizes: [String: CGSize] = [:]
  var marker: Double = 0 { didSet { sizes["marker"] = bounds.size } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    sizes["init(frame:)"] = frame.size
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    sizes["prepareForInterfaceBuilder"] = bounds.size
  }
}

/// A view Xcode 8.0 stored with no `<rect key="frame">` (its constraints place it) is made at
/// the frame Auto Layout gives it, as Interface Builder's agent makes it after laying the
/// document out: Easel made it at zero size, so a designable that draws from `bounds` in a
/// setter drew nothing. sunnyyoung/SYFavoriteButton (draw 49), whose heart was empty.
@MainActor
struct LaidOutFrameTests {
  static let storyboard = oneSceneStoryboard(
    width: 375, height: 667,
    """
    <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="heart" customClass="SizeRecordingView">
            <constraints>
                <constraint firstAttribute="width" secondItem="heart" secondAttribute="height" multiplier="1:1" id="aspect"/>
                <constraint firstAttribute="width" constant="250" id="width"/>
            </constraints>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="marker">
                    <real key="value" value="1"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
    </subviews>
    <constraints>
        <constraint firstItem="heart" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="heart" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
    </constraints>
    """)

  @Test func aFramelessDesignableIsMadeAtItsLaidOutFrame() throws {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "SizeRecordingView", type: SizeRecordingView.self, isDesignable: true,
        makeWithFrame: { SizeRecordingView(frame: $0) }, make: { SizeRecordingView(coder: $0) })
    ])
    table.add([
      KeyValueEntry(
        owner: SizeRecordingView.self, key: "marker", type: .double,
        get: { ($0 as? SizeRecordingView).map { .number($0.marker) } },
        set: { object, value in
          if let v = object as? SizeRecordingView, case .number(let n) = value { v.marker = n }
        })
    ])
    let (renderer, scene) = try sceneRenderer(of: Self.storyboard, table: table)
    let (_, builder) = try renderer.instantiate(scene)
    let view = try #require(builder.designables["heart"]?.view as? SizeRecordingView)
    let size = CGSize(width: 250, height: 250)
    #expect(view.sizes["init(frame:)"] == size)
    #expect(view.sizes["marker"] == size)
    #expect(view.sizes["prepareForInterfaceBuilder"] == size)
    #expect(view.frame.origin == CGPoint(x: 62.5, y: 208.5))
  }
}
