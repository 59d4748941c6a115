import EaselDocument
import EaselUIKit
import Foundation

// Design note: live scenes.
//
// Interface Builder makes a new view for every edit. A long-lived host (the designer, in
// process or in its agent) can do better for the edit the inspector makes most: one property
// of one object. It keeps the scene's view tree between renders and sets that property on
// the kept view by key, through the same generated key-value coding that made it; the
// class's own `didSet` → `setNeedsDisplay()` runs, as in the seeds, and the layout and
// display passes redraw only the layers it invalidated. Nothing is made again.
//
// That is only right when setting the property on a drawn view shows what a new view with
// the property set would show. A class that reads the property only when it is made, or
// that draws by adding layers without invalidating itself (the seeds' Rainbow has no
// `didSet`), would show stale pixels. So the first live change of each property of each view
// in a kept tree is checked: the scene is also made and drawn fresh, and the two frames must
// be equal to the pixel. A class and property that fail the check once are never taken in
// live again in this process; the fresh frame is the one sent.
//
// Anything else — a frame, an attribute the readers apply when they make a view, a removed
// attribute, undoing to a state with no value, a change made by another program, a changed
// resource — gives a fresh tree, as before.

/// One property of one object changed by an edit: what a kept view tree can take in by
/// setting that property alone.
public struct LiveChange: Codable, Sendable, Hashable {
  public enum Kind: String, Codable, Sendable {
    /// A User Defined Runtime Attribute, set by key path.
    case runtimeAttribute
    /// An Interface Builder colour (`<color key=…>`), set by key.
    case color
  }

  /// The document version this change made.
  public var version: Int
  public var objectID: String
  public var kind: Kind
  /// The key path (runtime attribute) or colour key.
  public var key: String

  public init(version: Int, objectID: String, kind: Kind, key: String) {
    self.version = version
    self.objectID = objectID
    self.kind = kind
    self.key = key
  }
}

/// What a long-lived host says of the document it asks to render, so that the scene's view
/// tree can be kept between renders: whose versions these are, the version to draw, and the
/// latest single-property changes, each with the version it made.
public struct LiveRendering: Codable, Sendable, Hashable {
  /// The host's name for its version numbers (the designer's session).
  public var session: String
  public var version: Int
  public var changes: [LiveChange]

  public init(session: String, version: Int, changes: [LiveChange]) {
    self.session = session
    self.version = version
    self.changes = changes
  }

  /// The changes that lead from `version` to this one, in order, or nil when some version
  /// between was not made by a single-property change.
  func changes(since version: Int) -> [LiveChange]? {
    guard version < self.version else { return nil }
    var found: [LiveChange] = []
    for next in (version + 1)...self.version {
      guard let change = changes.first(where: { $0.version == next }) else { return nil }
      found.append(change)
    }
    return found
  }
}

/// A scene's view tree kept between renders (see the design note above).
@MainActor
final class LiveScene {
  /// What must be the same for a kept tree to be drawn again: the document, scene and every
  /// render setting, the classes left out, and the resources and translations read (which
  /// the tree's builder holds, so that their identities cannot be reused while it is kept).
  struct Key: Equatable {
    var document: String
    var scene: String
    var session: String
    var settings: RenderSettings
    var canvasSize: CGSize?
    var disabled: Set<String>
    var nonDesignable: Set<String>
    var resources: ObjectIdentifier
    var localization: ObjectIdentifier?
  }

  let key: Key
  let root: UIView
  let builder: ObjectBuilder
  /// The views made, by object id (each made once).
  let views: [String: UIView]
  /// The document version the tree shows.
  var version: Int

  init(key: Key, root: UIView, builder: ObjectBuilder, version: Int) {
    self.key = key
    self.root = root
    self.builder = builder
    self.version = version
    var views: [String: UIView] = [:]
    var repeated: Set<String> = []
    for (element, view) in builder.made {
      guard let id = element.id else { continue }
      if views[id] != nil { repeated.insert(id) }
      views[id] = view
    }
    // An object made more than once has no one view to set a change on.
    for id in repeated { views[id] = nil }
    self.views = views
  }

  /// The trees kept, the latest used last.
  private(set) static var kept: [LiveScene] = []
  /// How many trees are kept (scenes open in pages, and their light and dark forms).
  static let keptLimit = 4

  /// Takes the tree kept for `key` out of the store.
  static func take(_ key: Key) -> LiveScene? {
    guard let index = kept.firstIndex(where: { $0.key == key }) else { return nil }
    return kept.remove(at: index)
  }

  /// Keeps `scene` (replacing any tree of the same key).
  static func keep(_ scene: LiveScene) {
    kept.removeAll { $0.key == scene.key }
    kept.append(scene)
    if kept.count > keptLimit { kept.removeFirst() }
  }

  /// The properties of this tree's views whose first live change drew what a fresh tree
  /// drew (`"objectID kind key"`); a fresh tree starts with none.
  var checked: Set<String> = []

  /// The classes and properties (`"class kind key"`) whose live change once drew something
  /// other than a fresh tree: never taken in live again by this process.
  static var distrusted: Set<String> = []
}

extension SceneRenderer {
  /// Renders `scene` as version `live.version` of the document into `output` (as
  /// `render(_:canvasSize:debugging:to:scratch:)`), drawing the tree kept from an earlier
  /// version when every change since is a `LiveChange` it can take in, and keeping the tree
  /// drawn for the next render. Returns whether the kept tree was drawn.
  @discardableResult
  public func renderLive(
    _ scene: Scene, canvasSize: CGSize?, live: LiveRendering, to output: URL, scratch: Bool
  ) throws -> Bool {
    let key = LiveScene.Key(
      document: document.path, scene: scene.id, session: live.session, settings: settings,
      canvasSize: canvasSize, disabled: disabledClasses, nonDesignable: nonDesignableClasses,
      resources: ObjectIdentifier(resources), localization: localization.map(ObjectIdentifier.init))
    let kept = LiveScene.take(key)
    // The same version again (a second page, a scene shown again): the kept tree as it is.
    let unchanged = kept.map { $0.version == live.version } ?? false
    // (Each view's first change of a property is checked, not only each class's: the same
    // setter may show differently on another instance, say a label with attributed text.)
    if let kept,
      let unchecked = unchanged
        ? [] : live.changes(since: kept.version).flatMap { takeIn($0, into: kept) }
    {
      kept.version = live.version
      if unchecked.isEmpty {
        try draw(to: output, scratch: scratch) { try render(kept.root, builder: kept.builder) }
        LiveScene.keep(kept)
        return true
      }
      // A first change: drawn fresh as well (both in memory), and kept live only when both
      // agree.
      let liveData = try render(kept.root, builder: kept.builder)
      let (root, builder) = try instantiate(scene, canvasSize: canvasSize)
      let freshData = try render(root, builder: builder)
      let agree = liveData == freshData
      try OutputFile.write(freshData, to: output, atomically: !scratch)
      if agree {
        kept.checked.formUnion(unchecked.map(\.property))
        LiveScene.keep(kept)
      } else {
        LiveScene.distrusted.formUnion(unchecked.map(\.className))
        LiveScene.keep(LiveScene(key: key, root: root, builder: builder, version: live.version))
      }
      return agree
    }
    let (root, builder) = try instantiate(scene, canvasSize: canvasSize)
    try draw(to: output, scratch: scratch) { try render(root, builder: builder) }
    LiveScene.keep(LiveScene(key: key, root: root, builder: builder, version: live.version))
    return false
  }

  /// Sets each change on the kept tree; returns the changed properties not yet checked on
  /// it (`LiveScene.checked`, `LiveScene.distrusted` keys), or nil when a change cannot be
  /// taken in live (the tree is then of no further use).
  private func takeIn(_ changes: [LiveChange], into kept: LiveScene)
    -> [(property: String, className: String)]?
  {
    var unchecked: [(property: String, className: String)] = []
    for change in changes {
      guard let view = kept.views[change.objectID],
        let element = document.element(withID: change.objectID)
      else { return nil }
      let what = "\(change.kind.rawValue) \(change.key)"
      let className =
        "\(element.customClass ?? String(describing: type(of: view))) \(what)"
      let property = "\(change.objectID) \(what)"
      guard !LiveScene.distrusted.contains(className) else { return nil }
      let taken = withEnvironment {
        kept.builder.takeIn(change, from: element, of: document, into: view)
      }
      guard taken else { return nil }
      if !kept.checked.contains(property), !unchecked.contains(where: { $0.property == property }) {
        unchecked.append((property, className))
      }
    }
    return unchecked
  }
}
