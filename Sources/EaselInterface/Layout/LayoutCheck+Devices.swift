import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

extension LayoutCheck {
  /// Lays `scene` out fresh for a screen of `size` (as `easel render --device` does) and
  /// returns the required constraints the solved frames break, described: none, when the
  /// engine keeps its invariant. Constraints the solve reported as conflicting are not
  /// counted (they cannot all hold).
  public func brokenRequiredConstraints(_ scene: Scene, on size: CGSize) throws -> [String] {
    var settings = RenderSettings()
    settings.canvasSize = size
    let renderer = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: DiagnosticLog(),
      settings: settings)
    let (root, builder) = try renderer.instantiate(scene)
    let engine = LayoutEngine(root: root)
    engine.solve()
    let layout = SceneLayout(
      document: document, rootElement: scene.rootView, root: root, engine: engine,
      entries: builder.made)
    return engine.brokenRequiredConstraints(tolerance: 0.01).map(layout.describe)
  }
}
