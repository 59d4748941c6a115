import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A view whose inspectable's `didSet` styles a subview through an outlet, and which records
/// what its outlets were when each loading step reached it.
@MainActor
final class OutletStylingView: UIView {
  var button: UIButton?
  var ticks: [UIView] = []
  var seen: [String] = []
  var accent: UIColor? {
    didSet {
      button?.backgroundColor = accent
      seen.append("accent: button \(button == nil ? "nil" : "set"), \(ticks.count) ticks")
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    seen.append("init(frame:)")
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    seen.append("init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    seen.append(
      "awakeFromNib: button \(button == nil ? "nil" : "set"), accent \(accent == nil ? "nil" : "set")"
    )
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    seen.append("prepareForInterfaceBuilder: button \(button == nil ? "nil" : "set")")
  }

  func tapped(_ sender: Any?) {}
}

/// UIKit's one loading order (Apple's `awakeFromNib()` documentation: every object made,
/// then outlets and actions connected, then — User Defined Runtime Attributes set by key —
/// `awakeFromNib()`), for a storyboard scene at design time, a nib at run time, and a nib
/// with several top-level objects.
@MainActor
struct LoadingOrderTests {
  /// A storyboard scene: a controller (not made by Easel) with an outlet to its view, the
  /// designable with outlets to its button and two ticks, an action from the button to it,
  /// and a runtime attribute whose setter uses the outlet.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="styled" customClass="OutletStylingView">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="btn">
                                            <rect key="frame" x="10" y="10" width="50" height="30"/>
                                            <connections>
                                                <action selector="tapped:" destination="styled" eventType="touchUpInside" id="act"/>
                                            </connections>
                                        </button>
                                        <view contentMode="scaleToFill" id="t1">
                                            <rect key="frame" x="70" y="10" width="4" height="4"/>
                                        </view>
                                        <view contentMode="scaleToFill" id="t2">
                                            <rect key="frame" x="80" y="10" width="4" height="4"/>
                                        </view>
                                    </subviews>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="color" keyPath="accent">
                                            <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <outlet property="button" destination="btn" id="o1"/>
                                        <outletCollection property="ticks" destination="t1" collectionClass="NSMutableArray" id="c1"/>
                                        <outletCollection property="ticks" destination="t2" collectionClass="NSMutableArray" id="c2"/>
                                    </connections>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="styledView" destination="styled" id="o2"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static var table: KeyValueTable {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "OutletStylingView", type: OutletStylingView.self, isDesignable: true,
        makeWithFrame: { OutletStylingView(frame: $0) }, make: { OutletStylingView(coder: $0) })
    ])
    table.add([
      KeyValueEntry(
        owner: OutletStylingView.self, key: "accent", type: .color,
        get: { ($0 as? OutletStylingView).flatMap { $0.accent.map { .color($0) } } },
        set: { object, value in
          if let v = object as? OutletStylingView, case .color(let c) = value { v.accent = c }
        })
    ])
    table.add(methods: [
      ObjCMethod(owner: OutletStylingView.self, selector: "setButton:") { receiver, arguments in
        (receiver as? OutletStylingView)?.button = arguments.first as? UIButton
        return nil
      },
      ObjCMethod(owner: OutletStylingView.self, selector: "setTicks:") { receiver, arguments in
        (receiver as? OutletStylingView)?.ticks = (arguments.first as? [AnyObject] ?? [])
          .compactMap { $0 as? UIView }
        return nil
      },
    ])
    return table
  }

  func builder(_ text: String, path: String, designTime: Bool) throws -> (
    ObjectBuilder, IBDocument, DiagnosticLog
  ) {
    let doc = try IBDocument.parse(Data(text.utf8), path: path)
    let log = DiagnosticLog()
    let builder = ObjectBuilder(
      document: doc, table: Self.table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    builder.designTime = designTime
    return (builder, doc, log)
  }

  func styled(in root: UIView) throws -> OutletStylingView {
    try #require(root.subviews.first as? OutletStylingView)
  }

  @Test func aScenesInspectableSetterSeesItsOutletsAtDesignTime() throws {
    let (builder, doc, log) = try builder(
      Self.storyboard, path: "/nonexistent/Main.storyboard", designTime: true)
    let root = builder.instantiate(try #require(doc.scenes.first?.rootView))
    let view = try styled(in: root)
    #expect(
      view.seen == [
        "init(frame:)", "accent: button set, 2 ticks", "prepareForInterfaceBuilder: button set",
      ])
    #expect(view.ticks.map { $0.frame.minX } == [70, 80], "the collection in document order")
    let blue = try #require(view.button?.backgroundColor?.cgColor.rgba)
    #expect(blue.blue == 1 && blue.red == 0, "the setter styled the connected button")
    #expect(
      view.button?.actions(forTarget: view, forControlEvent: .touchUpInside) == ["tapped:"])
    // The controller's outlet has no made source: nothing to say about it.
    #expect(!log.diagnostics.contains { $0.id == "outlet-unconnected" })
  }

  @Test func aScenesAwakeFromNibSeesOutletsAndAttributesAtRunTime() throws {
    let (builder, doc, _) = try builder(
      Self.storyboard, path: "/nonexistent/Main.storyboard", designTime: false)
    let root = builder.instantiate(try #require(doc.scenes.first?.rootView))
    let view = try styled(in: root)
    #expect(
      view.seen == [
        "init(coder:)", "accent: button set, 2 ticks", "awakeFromNib: button set, accent set",
      ])
  }

  /// A nib of two top-level objects: the first's outlet points into the second, so it is
  /// connected only once both are made; each object is awoken once.
  @Test func aNibsTopLevelObjectsAreAllMadeBeforeAnyIsConnected() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="button" destination="btn" id="o0"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="first" customClass="OutletStylingView">
                  <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                  <userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="color" keyPath="accent">
                          <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </userDefinedRuntimeAttribute>
                  </userDefinedRuntimeAttributes>
                  <connections>
                      <outlet property="button" destination="btn" id="o1"/>
                  </connections>
              </view>
              <view contentMode="scaleToFill" id="second">
                  <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                  <subviews>
                      <button opaque="NO" contentMode="scaleToFill" id="btn">
                          <rect key="frame" x="10" y="10" width="50" height="30"/>
                      </button>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let (builder, doc, log) = try builder(xib, path: "/nonexistent/Two.xib", designTime: false)
    let owner = OutletStylingView(frame: .zero)
    let roots = builder.instantiate(doc.scenes.compactMap(\.rootView), owner: owner)
    builder.reportUnconnectedOutlets()
    let first = try #require(roots.first as? OutletStylingView)
    #expect(
      first.seen == [
        "init(coder:)", "accent: button set, 0 ticks", "awakeFromNib: button set, accent set",
      ])
    #expect(owner.button != nil && owner.button === first.button, "File's Owner's outlet")
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
  }
}
