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

/// A version of the document a long-lived host made by changing one object: the edit that
/// made it, when one edit did (a kept document takes it in without reading the file again),
/// and the one property it set, when it set one alone (what a kept view tree can take in).
public struct LiveChange: Codable, Sendable, Hashable {
  /// One property of one object: a kept view tree sets it by key.
  public struct Property: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
      /// A User Defined Runtime Attribute, set by key path.
      case runtimeAttribute
      /// An Interface Builder colour (`<color key=…>`), set by key.
      case color
    }
    public var kind: Kind
    /// The key path (runtime attribute) or colour key.
    public var key: String

    public init(kind: Kind, key: String) {
      self.kind = kind
      self.key = key
    }

    /// The property `edit` sets alone, if it is one a kept view tree can take in.
    public init?(of edit: DocumentEdit) {
      switch edit {
      case .setRuntimeAttribute(let keyPath, _), .removeRuntimeAttribute(let keyPath):
        self.init(kind: .runtimeAttribute, key: keyPath)
      case .setColor(let key, _), .removeColor(let key): self.init(kind: .color, key: key)
      case .setAttribute, .removeAttribute, .setFrame: return nil
      }
    }
  }

  /// The document version this change made.
  public var version: Int
  public var objectID: String
  /// The edit that made the version; nil when it was made otherwise (undo, redo).
  public var edit: DocumentEdit?
  /// The property the change set alone; nil when it changed more (or other) than that.
  public var property: Property?

  /// The change `edit` of object `objectID` made, as version `version`.
  public init(version: Int, objectID: String, edit: DocumentEdit) {
    self.init(version: version, objectID: objectID, edit: edit, property: Property(of: edit))
  }

  public init(version: Int, objectID: String, edit: DocumentEdit?, property: Property?) {
    self.version = version
    self.objectID = objectID
    self.edit = edit
    self.property = property
  }
}

/// What a long-lived host says of the document it asks to render, so that the document and
/// each scene's view tree can be kept between renders: whose versions these are, the version
/// to draw, and the changes that made the latest versions, each with its version.
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
  /// between has none recorded.
  func changes(since version: Int) -> [LiveChange]? {
    guard version < self.version else { return nil }
    var found: [LiveChange] = []
    for next in (version + 1)...self.version {
      guard let change = changes.first(where: { $0.version == next }) else { return nil }
      found.append(change)
    }
    return found
  }

  /// The changes from `version` to this one when each set one property alone (what a kept
  /// view tree takes in), else nil.
  func propertyChanges(since version: Int) -> [LiveChange]? {
    changes(since: version).flatMap { $0.allSatisfy { $0.property != nil } ? $0 : nil }
  }

  /// The changes from `version` to this one when each was made by an edit (what a kept
  /// document takes in), else nil.
  func edits(since version: Int) -> [LiveChange]? {
    changes(since: version).flatMap { $0.allSatisfy { $0.edit != nil } ? $0 : nil }
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

  /// The properties of this tree's views whose first live change drew what a fresh tree
  /// drew (`"objectID kind key"`); a fresh tree starts with none.
  var checked: Set<String> = []

}

extension SceneRenderer {
  /// Renders `scene` as version `live.version` of the document (into `output`, as
  /// `render(_:to:scratch:)`), drawing the tree kept in `cache` from an earlier version when
  /// every change since is one property it can take in, and keeping the tree drawn for the
  /// next render (`drewLive` says whether the kept tree was drawn).
  func renderLive(
    _ scene: Scene, live: LiveRendering, to output: URL?, scratch: Bool
  ) throws -> RenderedScene {
    let key = LiveScene.Key(
      document: document.path, scene: scene.id, session: live.session, settings: settings,
      disabled: disabledClasses, nonDesignable: nonDesignableClasses,
      resources: ObjectIdentifier(resources), localization: localization.map(ObjectIdentifier.init))
    let kept = cache.takeLiveScene(key)
    // The same version again (a second page, a scene shown again): the kept tree as it is.
    let unchanged = kept.map { $0.version == live.version } ?? false
    // (Each view's first change of a property is checked, not only each class's: the same
    // setter may show differently on another instance, say a label with attributed text.)
    if let kept,
      let unchecked = unchanged
        ? [] : live.propertyChanges(since: kept.version).flatMap { takeIn($0, into: kept) }
    {
      kept.version = live.version
      if unchecked.isEmpty {
        let rendered = try write(to: output, scratch: scratch) {
          RenderedScene(
            data: try draw(kept.root, builder: kept.builder), root: kept.root,
            builder: kept.builder, drewLive: true)
        }
        cache.keep(kept)
        return rendered
      }
      // A first change: drawn fresh as well (both in memory), and kept live only when both
      // agree.
      let liveData = try draw(kept.root, builder: kept.builder)
      let fresh = try renderFresh(scene)
      if let output { try OutputFile.write(fresh.data, to: output, atomically: !scratch) }
      if liveData == fresh.data {
        kept.checked.formUnion(unchecked.map(\.property))
        cache.keep(kept)
        return RenderedScene(
          data: fresh.data, root: kept.root, builder: kept.builder, drewLive: true)
      }
      cache.distrusted.formUnion(unchecked.map(\.className))
      cache.keep(
        LiveScene(key: key, root: fresh.root, builder: fresh.builder, version: live.version))
      return fresh
    }
    let rendered = try write(to: output, scratch: scratch) { try renderFresh(scene) }
    cache.keep(
      LiveScene(key: key, root: rendered.root, builder: rendered.builder, version: live.version))
    return rendered
  }

  /// Sets each change on the kept tree; returns the changed properties not yet checked on
  /// it (`LiveScene.checked`, `RenderCache.distrusted` keys), or nil when a change cannot be
  /// taken in live (the tree is then of no further use).
  private func takeIn(_ changes: [LiveChange], into kept: LiveScene)
    -> [(property: String, className: String)]?
  {
    var unchecked: [(property: String, className: String)] = []
    for change in changes {
      guard let property = change.property, let view = kept.views[change.objectID],
        let element = document.element(withID: change.objectID)
      else { return nil }
      let what = "\(property.kind.rawValue) \(property.key)"
      let className =
        "\(element.customClass ?? String(describing: type(of: view))) \(what)"
      let checkedKey = "\(change.objectID) \(what)"
      guard !cache.distrusted.contains(className) else { return nil }
      let taken = withEnvironment {
        kept.builder.takeIn(property, from: element, of: document, into: view)
      }
      guard taken else { return nil }
      if !kept.checked.contains(checkedKey),
        !unchecked.contains(where: { $0.property == checkedKey })
      {
        unchecked.append((checkedKey, className))
      }
    }
    return unchecked
  }
}
