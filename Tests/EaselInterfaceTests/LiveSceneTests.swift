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
  /// agent renders a request (document read again, a new renderer, the same resources and
  /// the same `RenderCache`).
  @MainActor final class Host {
    var bytes = Array(LiveSceneTests.xib.utf8)
    var version = 1
    var changes: [LiveChange] = []
    let session = UUID().uuidString
    let cache = RenderCache()
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

    func renderer(cache: RenderCache) throws -> (SceneRenderer, Scene) {
      let document = try IBDocument.parse(Data(bytes), path: "/nonexistent/Live.xib")
      let renderer = SceneRenderer(
        document: document, table: table, resources: resources, diagnostics: log, cache: cache)
      renderer.settings.scale = 1
      return (renderer, try #require(document.scenes.first))
    }

    /// Makes `edit` of `objectID`; `reported` says whether the host reports the version as
    /// made by it (an edit the designer's session knows).
    func edit(_ edit: DocumentEdit, of objectID: String, reported: Bool = true) throws {
      let document = try IBDocument.parse(Data(bytes), path: "/nonexistent/Live.xib")
      #expect(try document.apply(edit, to: objectID))
      bytes = document.bytes
      version += 1
      if reported { changes.append(LiveChange(version: version, objectID: objectID, edit: edit)) }
    }

    /// Renders the current version as the designer does; whether the kept tree was drawn,
    /// and whether the output is what a fresh tree draws.
    func render() throws -> (live: Bool, fresh: Bool) {
      let (renderer, scene) = try self.renderer(cache: cache)
      let live = try renderer.render(
        scene, to: output, scratch: true,
        live: LiveRendering(session: session, version: version, changes: changes)
      ).drewLive
      let (freshRenderer, freshScene) = try self.renderer(cache: RenderCache())
      let fresh = try freshRenderer.render(freshScene).data
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
    try host.edit(try Self.fill("#00FF00"), of: "tun")
    // The first edit of the class and key is checked against a fresh tree, and agrees.
    #expect(try host.render() == (true, true))
    #expect(!host.cache.distrusted.contains("TunedFillView runtimeAttribute fill"))
    #expect(host.cache.liveScenes.last?.checked == ["tun runtimeAttribute fill"])
    for hex in ["#FF00FF", "#123456", "#00FF00"] {
      try host.edit(try Self.fill(hex), of: "tun")
      #expect(try host.render() == (true, true))
    }
    // An Interface Builder colour of a UIKit view, set by key.
    try host.edit(
      try DocumentEdit(option: "color", text: "backgroundColor=#3355AA"),
      of: "root")
    #expect(try host.render() == (true, true))
    #expect(host.cache.liveScenes.last?.checked.contains("root color backgroundColor") == true)
    // A fresh tree (after a frame edit) checks each property's first live change again.
    try host.edit(.setFrame(CGRect(x: 6, y: 6, width: 24, height: 24)), of: "tun")
    #expect(try host.render() == (false, true))
    #expect(host.cache.liveScenes.last?.checked == [])
    try host.edit(try Self.fill("#ABCDEF"), of: "tun")
    #expect(try host.render() == (true, true))
    #expect(host.cache.liveScenes.last?.checked == ["tun runtimeAttribute fill"])
  }

  @Test func aClassThatDoesNotRedrawIsFoundOutAndDrawnFresh() throws {
    let host = Host()
    #expect(try host.render() == (false, true))
    for hex in ["#00FF00", "#FF00FF"] {
      try host.edit(try Self.fill(hex), of: "stl")
      #expect(try host.render() == (false, true))
    }
    #expect(host.cache.distrusted.contains("StaleFillView runtimeAttribute fill"))
  }

  @Test func anythingButAKnownChangeOfOnePropertyMakesAFreshTree() throws {
    let host = Host()
    #expect(try host.render() == (false, true))
    // A frame edit: not a change the kept tree can take in.
    try host.edit(.setFrame(CGRect(x: 8, y: 8, width: 20, height: 20)), of: "tun")
    #expect(try host.render() == (false, true))
    // A change the host did not describe (another program's write) leaves a gap.
    try host.edit(try Self.fill("#00FF00"), of: "tun", reported: false)
    try host.edit(try Self.fill("#0000FF"), of: "tun")
    #expect(try host.render() == (false, true))
    // A removed attribute has no value to set: the class's default needs a fresh view.
    try host.edit(.removeRuntimeAttribute(keyPath: "fill"), of: "tun")
    #expect(try host.render() == (false, true))
    // The same version again (a second page, a scene shown again) is the kept tree as it is.
    #expect(try host.render() == (true, true))
  }

  @Test func changesSinceAVersionMustLeadToTheVersionAsked() {
    let changes = (2...4).map {
      LiveChange(version: $0, objectID: "a", edit: .removeRuntimeAttribute(keyPath: "k"))
    }
    let live = LiveRendering(session: "s", version: 4, changes: changes)
    #expect(live.changes(since: 1)?.map(\.version) == [2, 3, 4])
    #expect(live.changes(since: 3)?.map(\.version) == [4])
    #expect(live.changes(since: 4) == nil)
    #expect(live.changes(since: 0) == nil)
    #expect(LiveRendering(session: "s", version: 5, changes: changes).changes(since: 3) == nil)
    // A frame edit is an edit a kept document takes in, but no property a kept tree does;
    // an undo is the other way round.
    let frame = LiveChange(version: 5, objectID: "a", edit: .setFrame(.zero))
    let undo = LiveChange(
      version: 6, objectID: "a", edit: nil,
      property: LiveChange.Property(kind: .runtimeAttribute, key: "k"))
    let more = LiveRendering(session: "s", version: 6, changes: changes + [frame, undo])
    #expect(more.edits(since: 4) == nil && more.propertyChanges(since: 4) == nil)
    #expect(more.edits(since: 3) == nil)
    #expect(more.propertyChanges(since: 5)?.map(\.version) == [6])
    #expect(
      LiveRendering(session: "s", version: 5, changes: changes + [frame]).edits(since: 3)?
        .map(\.version) == [4, 5])
  }

  /// A long-lived renderer keeps the document it parsed: the same version again parses
  /// nothing; versions made by edits are taken into it without reading the file; a version
  /// made otherwise (an undo, another program's write) is read again.
  @Test func theDocumentIsParsedOnceAndTakesInEdits() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Live.xib")
    var document = try IBDocument.parse(Data(Self.xib.utf8), path: file.path)
    try IBDocument.write(document.bytes, to: file)
    let cache = RenderCache()
    var request = RenderRequest(document: file.path)
    var changes: [LiveChange] = []
    func ask(_ version: Int) throws -> IBDocument {
      request.live = LiveRendering(session: "s", version: version, changes: changes)
      return try cache.document(for: request)
    }
    let first = try ask(1)
    #expect(cache.documentsParsed == 1)
    #expect(try ask(1) === first && cache.documentsParsed == 1)
    // Two edits, written as the host writes them: taken into the kept document.
    for (version, edit) in [
      (2, try Self.fill("#00FF00")),
      (3, DocumentEdit.setFrame(CGRect(x: 1, y: 2, width: 3, height: 4))),
    ] {
      #expect(try document.apply(edit, to: "tun"))
      try IBDocument.write(document.bytes, to: file)
      changes.append(LiveChange(version: version, objectID: "tun", edit: edit))
    }
    let edited = try ask(3)
    #expect(edited === first && cache.documentsParsed == 1)
    #expect(edited.bytes == document.bytes)
    // A version with no edit recorded (an undo): read again from the file.
    document = try IBDocument.parse(Data(Self.xib.utf8), path: file.path)
    try IBDocument.write(document.bytes, to: file)
    changes.append(
      LiveChange(
        version: 4, objectID: "tun", edit: nil,
        property: LiveChange.Property(kind: .runtimeAttribute, key: "fill")))
    let undone = try ask(4)
    #expect(undone !== first && cache.documentsParsed == 2)
    #expect(undone.bytes == document.bytes)
    // Another session's version 4 is not this one's.
    request.live = LiveRendering(session: "t", version: 4, changes: [])
    _ = try cache.document(for: request)
    #expect(cache.documentsParsed == 3)
    // Without a host's versions, every request reads the file.
    request.live = nil
    _ = try cache.document(for: request)
    _ = try cache.document(for: request)
    #expect(cache.documentsParsed == 5)
  }
}
