internal import EaselGraphics
import Foundation

// Design note: the render pipeline.
//
// A render runs the three passes Core Animation runs when a transaction commits, in order:
//
// 1. Layout, top-down: every layer that needs layout runs `layoutSublayers()` (a view's
//    runs `layoutSubviews()`); a view needs layout when it is made, when its bounds change
//    size and when subviews or sublayers are added.
// 2. Display: every layer that needs display runs `display()`, which records `draw(in:)`
//    (a view's `draw(_:)`, with a `CGContext` made current) into a display list. User code
//    may add sublayers while drawing (the seed's Rainbow does), so layout and display are
//    repeated, a bounded number of times, until nothing is dirty.
// 3. Composite: the tree is drawn back to front onto any `Canvas` (raster or vector), each
//    layer in its superlayer's space through position, anchor point, bounds origin and the
//    affine part of its transform. See `LayerRenderer+Composite.swift` for the order.
//
// `prepareForInterfaceBuilder()` is not called here: that is a design-time decision made by
// the interface layer. A user's `draw(_:)` is ordinary code; a crash in it is the agent
// process's concern, not something the renderer can catch.

/// Lays out, displays and composites views and layers onto a canvas.
@preconcurrency @MainActor
package struct LayerRenderer {
  /// The most layout/display rounds run before compositing (a guard against user code that
  /// invalidates itself forever).
  package var maximumPasses = 8

  /// Creates a renderer.
  package init() {}

  /// Renders `view` and its subviews onto `canvas`, with the view's bounds origin at the
  /// canvas origin (its own frame, centre and transform are not applied, as
  /// `CALayer.render(in:)`).
  package func render(_ view: UIView, on canvas: Canvas) {
    view.updateTraitDependentColors()
    render(view.layer, on: canvas)
  }

  /// Renders `layer` and its sublayers onto `canvas`, in the layer's coordinate space.
  package func render(_ layer: CALayer, on canvas: Canvas) {
    prepare(layer)
    canvas.save()
    canvas.concatenate(CGAffineTransform(translationX: -layer.bounds.minX, y: -layer.bounds.minY))
    composite(layer, on: canvas, applyingGeometry: false)
    canvas.restore()
  }

  /// Renders `view` into a new raster surface of the view's bounds size at `scale`.
  ///
  /// Throws `GraphicsError.invalidSize` for an empty or huge view.
  package func rasterize(_ view: UIView, scale: CGFloat = 1) throws -> RasterSurface {
    let surface = try RasterSurface(
      width: view.bounds.width, height: view.bounds.height, scale: scale)
    render(view, on: surface.canvas)
    return surface
  }

  /// Marks every layer under `layer` as needing layout and display, so the next render
  /// lays out and redraws all of it (after edits that do not invalidate by themselves).
  ///
  /// Interface Builder instead makes a new view for every edit; code that draws by adding
  /// sublayers (the seed's Rainbow) adds them again when redrawn, exactly as on iOS.
  package func invalidate(_ layer: CALayer) {
    layer.setNeedsLayout()
    if layer.delegate != nil || layer.recordedContents != nil { layer.setNeedsDisplay() }
    for sub in layer.sublayerStorage { invalidate(sub) }
    if let mask = layer.mask { invalidate(mask) }
  }

  /// Runs the layout and display passes until the tree is clean (or `maximumPasses`).
  package func prepare(_ layer: CALayer) {
    for _ in 0..<max(maximumPasses, 1) {
      layer.layoutIfNeeded()
      var displayed = false
      display(layer, displayed: &displayed)
      if !displayed, !anyNeedsLayout(layer) { break }
    }
  }

  private func display(_ layer: CALayer, displayed: inout Bool) {
    if layer.needsDisplayFlag {
      // A layer that is not a view's draws its own content (a custom layer's `draw(in:)`):
      // user code runs in the view that holds it, so a crash there is blamed on that view.
      let owner = layer.delegate == nil ? Self.owningView(of: layer) : nil
      let observer = owner.flatMap { _ in ResourceEnvironment.currentObserver }
      if let owner { observer?.willCall(.draw, on: owner) }
      layer.display()
      if let owner { observer?.didCall(.draw, on: owner) }
      displayed = true
    }
    // Draw code may add sublayers: iterate over a snapshot, then pick up the new ones.
    for sub in layer.sublayerStorage { display(sub, displayed: &displayed) }
    if let mask = layer.mask { display(mask, displayed: &displayed) }
  }

  /// The view whose layer tree holds `layer`: the nearest superlayer that is a view's.
  static func owningView(of layer: CALayer) -> UIView? {
    var current = layer.superlayer
    while let l = current {
      if let view = l.delegate as? UIView { return view }
      current = l.superlayer
    }
    return nil
  }

  private func anyNeedsLayout(_ layer: CALayer) -> Bool {
    if layer.needsLayoutFlag { return true }
    if let mask = layer.mask, anyNeedsLayout(mask) { return true }
    return layer.sublayerStorage.contains { anyNeedsLayout($0) }
  }
}
