internal import CCairo
import Foundation

extension CairoCanvas {
  /// Blurs what is already drawn inside `path` (user space) by a Gaussian of standard
  /// deviation `sigma` (user units), as a backdrop blur does: the pixels under the path, and
  /// `3 sigma` around it so that the edge blends with its surroundings (the surface's own
  /// edges are extended), are blurred and put back inside the path only. False when the
  /// surface has no pixels to read (a vector surface), so the caller can say so.
  public func blurBackdrop(in path: GraphicsPath, sigma: CGFloat) -> Bool {
    guard sigma > 0, sigma.isFinite, !path.isEmpty, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return false }
    cairo_surface_flush(target)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    var (scaleX, scaleY, offsetX, offsetY) = (1.0, 1.0, 0.0, 0.0)
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)

    // The path's box, within the clip, in the surface's point space, then in its pixels.
    cairo_save(cr)
    setPath(path)
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
    let shape = deviceBox(x1, y1, x2, y2)
    cairo_new_path(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let clip = deviceBox(x1, y1, x2, y2)
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_restore(cr)
    let box = shape.intersection(clip)
    guard !box.isNull, box.width > 0, box.height > 0 else { return true }
    let userScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
    let sigmaPixels = sigma * userScale * max(scaleX, scaleY)
    let pad = Int((3 * sigmaPixels).rounded(.up))
    let pixels = CGRect(
      x: box.minX * scaleX + offsetX, y: box.minY * scaleY + offsetY,
      width: box.width * scaleX, height: box.height * scaleY
    ).insetBy(dx: -CGFloat(pad), dy: -CGFloat(pad)).integral
      .intersection(CGRect(x: 0, y: 0, width: surfaceWidth, height: surfaceHeight))
    guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1,
      let region = copyPixels(of: target, in: pixels),
      let blurred = region.edgeExtended(by: pad)?.gaussianBlurred(sigma: sigmaPixels, padding: 0),
      let result = blurred.cropped(x: pad, y: pad, width: region.width, height: region.height)
    else { return true }

    cairo_surface_set_device_scale(result.surface, scaleX, scaleY)
    cairo_save(cr)
    setPath(path)
    cairo_clip(cr)
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_set_matrix(cr, &identity)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(
      cr, result.surface, (pixels.minX - offsetX) / scaleX, (pixels.minY - offsetY) / scaleY)
    cairo_paint(cr)
    cairo_restore(cr)
    return true
  }

  /// The box of a user-space rectangle in the surface's point space (the current matrix
  /// applied to its corners).
  private func deviceBox(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CGRect {
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [(x1, y1), (x2, y1), (x2, y2), (x1, y2)] {
      var (dx, dy) = (x, y)
      cairo_user_to_device(cr, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// A copy of the image surface's pixels in `rect` (whole pixels, inside the surface).
  private func copyPixels(of surface: OpaquePointer, in rect: CGRect) -> Bitmap? {
    guard let source = cairo_image_surface_get_data(surface),
      let copy = try? Bitmap(width: Int(rect.width), height: Int(rect.height))
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(copy.surface)
    guard let target = cairo_image_surface_get_data(copy.surface) else { return nil }
    let targetStride = Int(cairo_image_surface_get_stride(copy.surface))
    let (x0, y0) = (Int(rect.minX), Int(rect.minY))
    for row in 0..<copy.height {
      memcpy(target + row * targetStride, source + (y0 + row) * stride + x0 * 4, copy.width * 4)
    }
    cairo_surface_mark_dirty(copy.surface)
    return copy
  }
}
