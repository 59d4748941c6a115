import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

extension LayoutCheck {
  /// Where one view lies when its scene is laid out at the document's device: what the
  /// designer needs to turn frames into constraint constants (the safe area and the layout
  /// margins are not in the document; the device and the view's attributes make them).
  public struct ViewGeometry: Sendable, Equatable {
    /// The view's frame in the scene root view's coordinates.
    public var frame: CGRect
    /// The view's safe area insets: `[top, left, bottom, right]`.
    public var safeArea: [Double]
    /// The margins its margin attributes and margins guide use (its own, from its safe area
    /// where it insets them so, at least its superview's where it preserves them):
    /// `[top, left, bottom, right]`.
    public var margins: [Double]
  }

  /// The scene laid out as `check` lays it out (views sized by their content at their stored
  /// sizes), each of its views' geometry by object id.
  public func geometry(of scene: Scene) throws -> [String: ViewGeometry] {
    let deviceScale = Device.of(document)?.scale ?? 2
    let environment = ResourceEnvironment(
      traitCollection: UITraitCollection(displayScale: deviceScale == 3 ? 1 : deviceScale))
    if let contentSizeCategory {
      environment.contentSizeCategory = UIContentSizeCategory(rawValue: contentSizeCategory)
    }
    return try withResourceEnvironment(environment) {
      let run = try layOut(scene, mode: .engine)
      var out: [String: ViewGeometry] = [:]
      for (element, view) in run.entries {
        guard let id = element.id else { continue }
        let s = view.safeAreaInsets
        let m = run.engine.effectiveMargins(of: view)
        out[id] = ViewGeometry(
          frame: view.convert(view.bounds, to: run.root),
          safeArea: [s.top, s.left, s.bottom, s.right].map { Double($0) },
          margins: [m.top, m.left, m.bottom, m.right].map { Double($0) })
      }
      return out
    }
  }
}
