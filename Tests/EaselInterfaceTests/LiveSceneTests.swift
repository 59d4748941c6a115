import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Fills itself with `fill`, but never asks to be drawn again when it changes (as the seeds'
/// Rainbow): a kept view shows the old colour after an edit.
@MainActor
class StaleFillView: UIView {
  var fill: UIColor = .gray
  override func draw(_ rect: CGRect) {
    fill.setFill()
    UIBezierPath(rect: bounds.insetBy(dx: 2, dy: 2)).fill()
  }
}

/// Redraws when `fill` changes (as the seeds' CircularImageView would with a `didSet`).
@MainActor
final class TunedFillView: StaleFillView {
  override var fill: UIColor { didSet { setNeedsDisplay() } }
}

/// A kept view tree takes in an edit of one property, and shows what a fresh tree shows; a
/// class whose live edit would show stale pixels is found out and drawn fresh.
@MainActor
struct LiveSceneTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="60" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" id="tun" customClass="TunedFillView">
                        <rect key="frame" x="4" y="4" width="24" height="24"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="fill">
                                <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <view contentMode="scaleToFill" id="stl" customClass="StaleFillView">
                        <rect key="frame" x="32" y="4" width="24" height="24"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="fill">
                                <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  /// The host's side: a document edited version by version, each version rendered as the
  /// agent renders a request (document read again, a new renderer, the same resources).
  @MainActor final class Host {
    var bytes = Array(LiveSceneTests.xib.utf8)
    var version = 1
    var changes: [LiveChange] = []
    let session = UUID().uuidString
    let log = DiagnosticLog()
    let resources: ProjectResources
    let table: KeyValueTable
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-live-\(UUID().uuidString).png")

    init() {
      resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
      var table = KeyValueTable.uiKit
      table.add([
        DesignableClass(
          name: "TunedFillView", type: TunedFillView.self, isDesignable: true,
          makeWithFrame: { TunedFillView(frame: $0) }, make: { TunedFillView(coder: $0) }),
        DesignableClass(
          name: "StaleFillView", type: StaleFillView.self, isDesignable: true,
          makeWithFrame: { StaleFillView(frame: $0) }, make: { StaleFillView(coder: $0) }),
      ])
      table.add([
        KeyValueEntry(
          owner: StaleFillView.self, key: "fill", type: .color,
          get: { ($0 as? StaleFillView).map { .color($0.fill) } },
          set: { object, value in
            if let v = object as? StaleFillView, case .color(let c) = value { v.fill = c }
          })
      ])
      self.table = table
    }

    deinit { try? FileManager.default.removeItem(at: output) }

    func renderer() throws -> (SceneRenderer, Scene) {
      let document = try IBDocument.parse(Data(bytes), path: "/nonexistent/Live.xib")
      let renderer = SceneRenderer(
        document: document, table: table, resources: resources, diagnostics: log)
      renderer.settings.scale = 1
      return (renderer, try #require(document.scenes.first))
    }

    /// Makes `edit` of `objectID`; `live` says whether the host reports it as a change of
    /// one property (an edit the designer's session knows).
    func edit(_ edit: DocumentEdit, of objectID: String, live kind: LiveChange.Kind?) throws {
      let document = try IBDocument.parse(Data(bytes), path: "/nonexistent/Live.xib")
      #expect(try document.apply(edit, to: objectID))
      bytes = document.bytes
      version += 1
      if let kind {
        let key =
          switch edit {
          case .setRuntimeAttribute(let keyPath, _), .removeRuntimeAttribute(let keyPath): keyPath
          case .setColor(let key, _), .removeColor(let key): key
          default: ""
          }
        changes.append(LiveChange(version: version, objectID: objectID, kind: kind, key: key))
      }
    }

    /// Renders the current version as the designer does; whether the kept tree was drawn,
    /// and whether the output is what a fresh tree draws.
    func render() throws -> (live: Bool, fresh: Bool) {
      let (renderer, scene) = try self.renderer()
      let live = try renderer.renderLive(
        scene, canvasSize: nil,
        live: LiveRendering(session: session, version: version, changes: changes),
        to: output, scratch: true)
      let (freshRenderer, freshScene) = try self.renderer()
      let fresh = try freshRenderer.render(freshScene)
      return (live, try Data(contentsOf: output) == fresh)
    }
  }

  /// `fill` set to the colour `hex`, as `easel edit --set-runtime` reads it.
  static func fill(_ hex: String) throws -> DocumentEdit {
    try DocumentEdit(option: "set-runtime", text: "fill:color=\(hex)")
  }

  @Test func aClassThatRedrawsTakesEachEditLiveAndDrawsWhatAFreshTreeDraws() throws {
    let host = Host()
    #expect(try host.render() == (false, true))
    try host.edit(
      try Self.fill("#00FF00"), of: "tun",
      live: .runtimeAttribute)
    // The first edit of the class and key is checked against a fresh tree, and agrees.
    #expect(try host.render() == (true, true))
    #expect(!LiveScene.distrusted.contains("TunedFillView runtimeAttribute fill"))
    #expect(LiveScene.kept.last?.checked == ["tun runtimeAttribute fill"])
    for hex in ["#FF00FF", "#123456", "#00FF00"] {
      try host.edit(
        try Self.fill(hex), of: "tun",
        live: .runtimeAttribute)
      #expect(try host.render() == (true, true))
    }
    // An Interface Builder colour of a UIKit view, set by key.
    try host.edit(
      try DocumentEdit(option: "color", text: "backgroundColor=#3355AA"),
      of: "root", live: .color)
    #expect(try host.render() == (true, true))
    #expect(LiveScene.kept.last?.checked.contains("root color backgroundColor") == true)
    // A fresh tree (after a frame edit) checks each property's first live change again.
    try host.edit(.setFrame(CGRect(x: 6, y: 6, width: 24, height: 24)), of: "tun", live: nil)
    #expect(try host.render() == (false, true))
    #expect(LiveScene.kept.last?.checked == [])
    try host.edit(try Self.fill("#ABCDEF"), of: "tun", live: .runtimeAttribute)
    #expect(try host.render() == (true, true))
    #expect(LiveScene.kept.last?.checked == ["tun runtimeAttribute fill"])
  }

  @Test func aClassThatDoesNotRedrawIsFoundOutAndDrawnFresh() throws {
    let host = Host()
    #expect(try host.render() == (false, true))
    for hex in ["#00FF00", "#FF00FF"] {
      try host.edit(
        try Self.fill(hex), of: "stl",
        live: .runtimeAttribute)
      #expect(try host.render() == (false, true))
    }
    #expect(LiveScene.distrusted.contains("StaleFillView runtimeAttribute fill"))
  }

  @Test func anythingButAKnownChangeOfOnePropertyMakesAFreshTree() throws {
    let host = Host()
    #expect(try host.render() == (false, true))
    // A frame edit: not a change the kept tree can take in.
    try host.edit(.setFrame(CGRect(x: 8, y: 8, width: 20, height: 20)), of: "tun", live: nil)
    #expect(try host.render() == (false, true))
    // A change the host did not describe (another program's write) leaves a gap.
    try host.edit(
      try Self.fill("#00FF00"), of: "tun", live: nil)
    try host.edit(
      try Self.fill("#0000FF"), of: "tun",
      live: .runtimeAttribute)
    #expect(try host.render() == (false, true))
    // A removed attribute has no value to set: the class's default needs a fresh view.
    try host.edit(.removeRuntimeAttribute(keyPath: "fill"), of: "tun", live: .runtimeAttribute)
    #expect(try host.render() == (false, true))
    // The same version again (a second page, a scene shown again) is the kept tree as it is.
    #expect(try host.render() == (true, true))
  }

  @Test func changesSinceAVersionMustLeadToTheVersionAsked() {
    let changes = (2...4).map {
      LiveChange(version: $0, objectID: "a", kind: .runtimeAttribute, key: "k")
    }
    let live = LiveRendering(session: "s", version: 4, changes: changes)
    #expect(live.changes(since: 1)?.map(\.version) == [2, 3, 4])
    #expect(live.changes(since: 3)?.map(\.version) == [4])
    #expect(live.changes(since: 4) == nil)
    #expect(live.changes(since: 0) == nil)
    #expect(LiveRendering(session: "s", version: 5, changes: changes).changes(since: 3) == nil)
  }
}
