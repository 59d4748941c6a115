internal import CCairo
import Foundation

extension Bitmap {
  /// The pixels of the `width`×`height` rectangle at (`x`, `y`) (y down), copied; the whole
  /// bitmap when that is all of it; nil when the rectangle is empty or not inside the bitmap.
  public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap? {
    guard x >= 0, y >= 0, w > 0, h > 0, x + w <= width, y + h <= height else { return nil }
    if x == 0, y == 0, w == width, h == height { return self }
    guard let s = try? Bitmap.makeSurface(width: w, height: h) else { return nil }
    cairo_surface_flush(s)
    let done: Void? = withPixels { source, sourceStride in
      guard let target = cairo_image_surface_get_data(s) else { return }
      let targetStride = Int(cairo_image_surface_get_stride(s))
      for row in 0..<h {
        memcpy(target + row * targetStride, source + (y + row) * sourceStride + x * 4, w * 4)
      }
    }
    guard done != nil else {
      cairo_surface_destroy(s)
      return nil
    }
    cairo_surface_mark_dirty(s)
    return Bitmap(adopting: s)
  }
}

extension Bitmap {
  /// A `width`×`height` bitmap covered with copies of this one from its top-left, the last
  /// ones cut; nil when a size is not in 1...32767.
  public func repeated(width w: Int, height h: Int) -> Bitmap? {
    if w == width, h == height { return self }
    guard let s = try? Bitmap.makeSurface(width: w, height: h) else { return nil }
    cairo_surface_flush(s)
    let done: Void? = withPixels { source, sourceStride in
      guard let target = cairo_image_surface_get_data(s) else { return }
      let targetStride = Int(cairo_image_surface_get_stride(s))
      for row in 0..<h {
        let from = source + (row % height) * sourceStride
        let to = target + row * targetStride
        var x = 0
        while x < w {
          let n = min(width, w - x)
          memcpy(to + x * 4, from, n * 4)
          x += n
        }
      }
    }
    guard done != nil else {
      cairo_surface_destroy(s)
      return nil
    }
    cairo_surface_mark_dirty(s)
    return Bitmap(adopting: s)
  }
}
