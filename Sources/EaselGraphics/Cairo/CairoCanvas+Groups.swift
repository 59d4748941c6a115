internal import CCairo
import Foundation

/// A group of drawing recorded by `CairoCanvas.beginGroup()`: a Cairo pattern in the
/// surface's point space, plus the device-pixel bounds of its ink.
final class CairoGroup: CanvasGroup {
  let pattern: OpaquePointer
  /// Device-pixel bounds of what was drawn into the group (possibly empty).
  let inkBounds: CGRect

  init(pattern: OpaquePointer, inkBounds: CGRect) {
    self.pattern = pattern
    self.inkBounds = inkBounds
  }

  deinit { cairo_pattern_destroy(pattern) }
}

extension CairoCanvas {
  /// Starts recording into an offscreen group (`cairo_push_group`); the transform and clip
  /// carry on into the group.
  public func beginGroup() {
    cairo_push_group(cr)
    groupInk.append(.null)
    saveCounts.append(0)
    groupClipSaves.append(false)
  }

  /// Starts a group clipped to `bounds` (user space), so that Cairo allocates, clears and
  /// composites only that area instead of the whole clip. Empty or non-finite bounds
  /// start an unbounded group.
  public func beginGroup(bounds: CGRect) {
    let r = bounds.standardized
    guard !bounds.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
      r.width.isFinite, r.height.isFinite
    else { return beginGroup() }
    cairo_save(cr)
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_clip(cr)
    cairo_push_group(cr)
    groupInk.append(.null)
    saveCounts.append(0)
    groupClipSaves.append(true)
  }

  /// Starts a group clipped to `bounds` that begins as a copy of what is beneath (the
  /// current target's pixels), so that drawing into it may change or clear them.
  public func beginGroup(copyingBackdropIn bounds: CGRect) {
    guard let backdrop = cairo_get_group_target(cr) else { return beginGroup(bounds: bounds) }
    cairo_surface_reference(backdrop)
    defer { cairo_surface_destroy(backdrop) }
    beginGroup(bounds: bounds)
    cairo_save(cr)
    setIdentityMatrix()
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, backdrop, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    noteInk(userX: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Puts `group` back in place of what is there, mixed through the alpha of `mask` (Cairo's
  /// `SOURCE` through a mask interpolates between the group and the pixels there).
  public func paint(_ group: CanvasGroup, replacingThrough mask: CanvasGroup) {
    guard let group = group as? CairoGroup, let mask = mask as? CairoGroup else { return }
    cairo_save(cr)
    setIdentityMatrix()
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cr, group.pattern)
    cairo_mask(cr, mask.pattern)
    cairo_restore(cr)
    if !groupInk.isEmpty, !group.inkBounds.isNull {
      groupInk[groupInk.count - 1] = groupInk[groupInk.count - 1].union(group.inkBounds)
    }
  }

  /// Ends the innermost group. Its pattern is kept in the surface's point space, so the
  /// transform may change before it is painted. Saves left unrestored inside the group are
  /// restored first. An unmatched call returns an empty group.
  public func endGroup() -> CanvasGroup {
    guard saveCounts.count > 1, let ink = groupInk.popLast(), let unrestored = saveCounts.popLast()
    else { return CairoGroup(pattern: cairo_pattern_create_rgba(0, 0, 0, 0), inkBounds: .null) }
    for _ in 0..<unrestored { cairo_restore(cr) }
    let pattern = cairo_pop_group(cr)
    if groupClipSaves.popLast() == true { cairo_restore(cr) }
    guard let pattern else {
      return CairoGroup(pattern: cairo_pattern_create_rgba(0, 0, 0, 0), inkBounds: .null)
    }
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_pattern_set_matrix(pattern, &identity)
    return CairoGroup(pattern: pattern, inkBounds: ink)
  }

  /// Paints a group with Core Animation's compositing: the shadow (if any) beneath the
  /// content, both masked by the alpha of `mask` (a mask clips the shadow, as on iOS) and
  /// multiplied by `opacity`.
  ///
  /// The shadow is the content's alpha blurred by a Gaussian, tinted with `shadow.color`
  /// and moved by `shadow.offset`. Core Animation documents `shadowRadius` only as the
  /// "blur radius" and does not publish its kernel. Easel takes the Gaussian's standard
  /// deviation to be half of it (σ = radius / 2), the rule CSS `box-shadow` and Canvas 2D
  /// `shadowBlur` define for their blur radius, and the one the Cairo anchor
  /// (`bench/cairo_rainbow.c`) uses; the visible blur then reaches about 1.5 radii beyond
  /// the shape. Designers' Sketch-to-iOS recipes (`shadowRadius = blur / 2`) suggest
  /// Core Animation may blur about twice as wide (σ ≈ radius); the factor is one constant,
  /// `shadowSigmaPerRadius`, to be tuned against a real device's screenshot.
  ///
  /// The offset and the radius are in the surface's point space: neither is rotated or
  /// scaled by the current transform (a `CALayer`'s shadow lives in its superlayer's
  /// space). The blur runs on an A8 image covering the group's ink plus 3σ in device
  /// pixels, so on SVG and PDF surfaces the shadow is embedded as an image. Groups from
  /// another canvas, and empty groups, paint nothing.
  public func paint(_ group: CanvasGroup, opacity: Double, mask: CanvasGroup?, shadow: Shadow?) {
    guard let group = group as? CairoGroup, opacity > 0, opacity.isFinite else { return }
    let maskGroup = mask as? CairoGroup
    let shadow = shadow.flatMap { s -> Shadow? in
      s.color.alpha > 0 && s.radius.isFinite && s.offset.width.isFinite
        && s.offset.height.isFinite ? s : nil
    }
    let alpha = min(opacity, 1)
    cairo_save(cr)
    setIdentityMatrix()
    defer { cairo_restore(cr) }

    // Nothing was drawn into the group: nothing to paint. Otherwise clip to what can
    // change (the ink, and its shadow) so Cairo composites a small area, not the canvas.
    guard !group.inkBounds.isNull, !group.inkBounds.isEmpty else { return }
    var painted = group.inkBounds
    if let shadow {
      let margin = 3 * max(shadow.radius, 0) * CairoCanvas.shadowSigmaPerRadius * pixelScale + 2
      painted = painted.union(
        group.inkBounds.insetBy(dx: -margin, dy: -margin).offsetBy(
          dx: shadow.offset.width * pixelScale, dy: shadow.offset.height * pixelScale))
    }
    clip(toDevice: painted)
    let needsCompositeGroup = shadow != nil && (maskGroup != nil || alpha < 1)
    if needsCompositeGroup { cairo_push_group(cr) }
    if let shadow { _ = paintShadow(of: group, shadow: shadow) }
    if needsCompositeGroup {
      cairo_set_source(cr, group.pattern)
      cairo_paint(cr)
      guard let both = cairo_pop_group(cr) else { return }
      composite(both, mask: maskGroup, alpha: alpha)
      cairo_pattern_destroy(both)
    } else {
      composite(group.pattern, mask: maskGroup, alpha: alpha)
    }
    if !groupInk.isEmpty, !painted.isNull {
      groupInk[groupInk.count - 1] = groupInk[groupInk.count - 1].union(painted)
    }
  }

  public func paintShadow(_ group: CanvasGroup, shadow: Shadow) {
    guard let group = group as? CairoGroup, shadow.color.alpha > 0, shadow.radius.isFinite,
      shadow.offset.width.isFinite, shadow.offset.height.isFinite,
      !group.inkBounds.isNull, !group.inkBounds.isEmpty
    else { return }
    cairo_save(cr)
    setIdentityMatrix()
    let painted = paintShadow(of: group, shadow: shadow)
    cairo_restore(cr)
    if !groupInk.isEmpty, let painted, !painted.isNull {
      groupInk[groupInk.count - 1] = groupInk[groupInk.count - 1].union(painted)
    }
  }

  /// Sets the current transform to the identity: user space is then the surface's point space,
  /// in which groups' patterns are kept.
  private func setIdentityMatrix() {
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_set_matrix(cr, &identity)
  }

  /// Clips to a device-pixel rectangle, rounded outwards (the matrix is the identity).
  private func clip(toDevice r: CGRect) {
    let x0 = (r.minX - 1).rounded(.down)
    let y0 = (r.minY - 1).rounded(.down)
    let x1 = (r.maxX + 1).rounded(.up)
    let y1 = (r.maxY + 1).rounded(.up)
    cairo_rectangle(
      cr, x0 / pixelScale, y0 / pixelScale, (x1 - x0) / pixelScale, (y1 - y0) / pixelScale)
    cairo_clip(cr)
  }

  /// Paints `source` (in point space; the current matrix is the identity) masked and faded.
  private func composite(_ source: OpaquePointer, mask: CairoGroup?, alpha: Double) {
    cairo_set_source(cr, source)
    if let mask {
      if alpha < 1 {
        cairo_push_group(cr)
        cairo_set_source(cr, source)
        cairo_mask(cr, mask.pattern)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
      } else {
        cairo_mask(cr, mask.pattern)
      }
    } else if alpha < 1 {
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_paint(cr)
    }
  }
}
