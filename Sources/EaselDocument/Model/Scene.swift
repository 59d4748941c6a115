import EaselDiagnostics
import Foundation

/// One scene: a storyboard `<scene>`, or a top-level object of a xib.
public struct Scene: Sendable {
  /// The `sceneID`, or for a xib the top-level object's `id`.
  public var id: String
  /// The scene's object: the first non-placeholder object in its `<objects>` (for a xib,
  /// the top-level object itself).
  public var viewController: IBElement?
  /// The title: the view controller's `title`, else its navigation item's.
  public var title: String?
  /// The name Xcode shows for the scene: the comment it writes before `<scene>`.
  public var label: String?
  /// Where the scene sits on the storyboard canvas.
  public var canvasLocation: CGPoint?
  /// The `<scene>` element (for a xib, the top-level object).
  public var element: IBElement
  /// The views the scene's `<objects>` hold beside its controller, each a scene of its own
  /// (see `IBDocument.canvasScenes`); none for a xib's scene or a view beside a controller.
  public var topLevelViews: [Scene] = []
  /// For a view beside a storyboard scene's controller, that scene's id; nil for a scene.
  public var enclosingSceneID: String?

  /// Where the scene's element starts (the `<scene>`, or the xib's top-level object).
  public var location: SourceLocation { element.location }

  /// The scene's root view: the view controller's `key="view"` view, or the xib's
  /// top-level view itself.
  public var rootView: IBElement? {
    guard let vc = viewController else { return nil }
    if vc.isViewElement { return vc }
    return vc.children.first { $0.key == "view" && $0.isViewElement }
  }

  /// Creates a scene.
  public init(
    id: String, viewController: IBElement?, title: String?, label: String?,
    canvasLocation: CGPoint?, element: IBElement
  ) {
    self.id = id
    self.viewController = viewController
    self.title = title
    self.label = label
    self.canvasLocation = canvasLocation
    self.element = element
  }
}

extension IBDocument {
  /// The scenes, in document order: `<scenes><scene>` for a storyboard, one per top-level
  /// non-placeholder object for a xib.
  public var scenes: [Scene] {
    if let scenesCache { return scenesCache }
    let read = readScenes()
    scenesCache = read
    return read
  }

  private func readScenes() -> [Scene] {
    switch kind {
    case .storyboard:
      guard let list = root.child("scenes") else { return [] }
      return list.children("scene").map { scene in
        let vc = scene.child("objects").flatMap { Self.firstObject(in: $0) }
        let point = scene.child("point", key: "canvasLocation")
        let canvas = point.flatMap { p -> CGPoint? in
          guard let x = p.validNumber("x", role: .geometry),
            let y = p.validNumber("y", role: .geometry)
          else { return nil }
          return CGPoint(x: x, y: y)
        }
        var read = Scene(
          id: scene["sceneID"] ?? scene.id ?? "", viewController: vc, title: Self.title(of: vc),
          label: Self.comment(before: scene), canvasLocation: canvas, element: scene)
        read.topLevelViews = Self.topLevelViews(of: read)
        return read
      }
    case .xib:
      guard let objects = root.child("objects") else { return [] }
      return objects.children.filter { !Self.isPlaceholder($0) }.map { object in
        Scene(
          id: object.id ?? "", viewController: object, title: Self.title(of: object),
          label: object.userLabel, canvasLocation: nil, element: object)
      }
    }
  }

  /// Everything Interface Builder's canvas draws, in document order: each scene, followed
  /// for a storyboard by the views its `<objects>` hold beside its controller
  /// (`Scene.topLevelViews`). Interface Builder shows those in the scene's dock and draws
  /// each above the scene, at its own frame, as a xib's top-level view: each is drawn alone,
  /// by its own id. For a xib, the scenes.
  public var canvasScenes: [Scene] {
    scenes.flatMap { [$0] + $0.topLevelViews }
  }

  /// The views beside `scene`'s controller, each as a scene: at its stored frame's size,
  /// placed on the canvas above the scene, left to right from the scene's left edge, their
  /// bottoms `topLevelViewGap` points above its top.
  private static func topLevelViews(of scene: Scene) -> [Scene] {
    guard let objects = scene.element.child("objects") else { return [] }
    var x = scene.canvasLocation?.x ?? 0
    var out: [Scene] = []
    for view in objects.children where view.isViewElement && view !== scene.viewController {
      let size = view.frame?.size ?? .zero
      let location = scene.canvasLocation.map { scene in
        CGPoint(x: x, y: scene.y - topLevelViewGap - max(0, size.height))
      }
      x += max(0, size.width) + topLevelViewGap
      var made = Scene(
        id: view.id ?? "", viewController: view, title: nil, label: view.userLabel,
        canvasLocation: location, element: view)
      made.enclosingSceneID = scene.id
      out.append(made)
    }
    return out
  }

  /// Points between a storyboard scene and the views above it, and between those views.
  static let topLevelViewGap: CGFloat = 60

  /// The scene whose view controller is `initialViewControllerID`, if any.
  public var initialScene: Scene? {
    guard let id = initialViewControllerID else { return nil }
    return try? scene(matching: id)
  }

  private static func isPlaceholder(_ e: IBElement) -> Bool {
    e.name == "placeholder" || e.name == "exit"
  }

  private static func firstObject(in objects: IBElement) -> IBElement? {
    objects.children.first { !isPlaceholder($0) }
  }

  private static func title(of vc: IBElement?) -> String? {
    guard let vc else { return nil }
    return vc["title"] ?? vc.child("navigationItem")?["title"]
  }

  private static func comment(before element: IBElement) -> String? {
    guard let parent = element.parent else { return nil }
    let start = element.startTagSpan.lowerBound
    var best: IBNode?
    for node in parent.nodes where node.kind == .comment && node.span.upperBound <= start {
      best = node
    }
    guard let best else { return nil }
    // Only the comment directly before the scene (nothing but whitespace between).
    let previousEnd = parent.children.last { $0.span.upperBound <= start }?.span.upperBound ?? 0
    return best.span.lowerBound >= previousEnd ? best.content : nil
  }
}
