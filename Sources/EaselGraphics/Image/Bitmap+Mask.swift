internal import CCairo
import Foundation

extension Bitmap {
  /// The bitmap as an alpha mask, as Core Graphics reads a mask image: an image with
  /// transparency masks by its alpha; an opaque one (a grey mask) by its luminance, white
  /// showing and black hiding. The result is premultiplied black with that alpha.
  public func alphaMask() -> Bitmap {
    guard isOpaque else { return self }
    guard let s = try? Bitmap.makeSurface(width: width, height: height) else { return self }
    cairo_surface_flush(s)
    let done: Void? = withPixels { source, sourceStride in
      guard let target = cairo_image_surface_get_data(s) else { return }
      let targetStride = Int(cairo_image_surface_get_stride(s))
      for y in 0..<height {
        let from = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
        let to = UnsafeMutableRawPointer(target + y * targetStride)
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let p = from[x]
          let r = Double((p >> 16) & 0xFF)
          let g = Double((p >> 8) & 0xFF)
          let b = Double(p & 0xFF)
          let luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b).rounded()
          to[x] = Bitmap.pack(a: UInt32(min(max(luminance, 0), 255)), r: 0, g: 0, b: 0)
        }
      }
    }
    guard done != nil else {
      cairo_surface_destroy(s)
      return self
    }
    cairo_surface_mark_dirty(s)
    return Bitmap(adopting: s)
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    withPixels { data, stride in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width where row[x] >> 24 != 0xFF { return false }
      }
      return true
    } ?? false
  }
}

extension Bitmap {
  /// The bitmap painted through `mask`'s alpha: each pixel's colour and alpha multiplied by
  /// the mask's alpha there, the mask scaled (bilinear) to the bitmap's size when they
  /// differ, as Core Graphics scales a mask to fit the image it masks. Nil only when Cairo
  /// cannot make the result.
  public func masked(by mask: Bitmap) -> Bitmap? {
    guard let s = try? Bitmap.makeSurface(width: width, height: height) else { return nil }
    guard let cr = cairo_create(s) else {
      cairo_surface_destroy(s)
      return nil
    }
    cairo_set_source_surface(cr, surface, 0, 0)
    let pattern = cairo_pattern_create_for_surface(mask.surface)
    var scale = cairo_matrix_t()
    cairo_matrix_init_scale(
      &scale, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
    cairo_pattern_set_matrix(pattern, &scale)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_mask(cr, pattern)
    cairo_pattern_destroy(pattern)
    cairo_destroy(cr)
    cairo_surface_flush(s)
    return Bitmap(adopting: s)
  }
}
