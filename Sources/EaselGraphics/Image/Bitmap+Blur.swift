internal import CCairo
import Foundation

extension Bitmap {
  /// The bitmap blurred by a Gaussian of standard deviation `sigma` pixels, as Core Image's
  /// `CIGaussianBlur`: `padding` transparent pixels are added on every side first, so that
  /// the blur spreads outside the original (the result is `padding` larger each way).
  /// Each premultiplied channel is blurred alone, so colour and alpha spread together.
  /// Nil when the result would be larger than a bitmap can be.
  public func gaussianBlurred(sigma: CGFloat, padding: Int) -> Bitmap? {
    let pad = max(0, padding)
    let w = width + 2 * pad
    let h = height + 2 * pad
    guard sigma.isFinite, let s = try? Bitmap.makeSurface(width: w, height: h) else { return nil }
    let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * w * h)
    defer { planes.deallocate() }
    planes.initialize(repeating: 0, count: 4 * w * h)
    let read: Void? = withPixels { source, stride in
      for y in 0..<height {
        let row = UnsafeRawPointer(source + y * stride)
        for x in 0..<width {
          let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
          let i = (y + pad) * w + x + pad
          for c in 0..<4 { planes[c * w * h + i] = UInt8(truncatingIfNeeded: p >> (8 * c)) }
        }
      }
    }
    guard read != nil else {
      cairo_surface_destroy(s)
      return nil
    }
    if sigma > 0 {
      for c in 0..<4 {
        GaussianBlur.blurA8(planes + c * w * h, width: w, height: h, stride: w, sigma: sigma)
      }
    }
    cairo_surface_flush(s)
    if let target = cairo_image_surface_get_data(s) {
      let stride = Int(cairo_image_surface_get_stride(s))
      for y in 0..<h {
        let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<w {
          let i = y * w + x
          let a = planes[3 * w * h + i]
          // A premultiplied channel never exceeds alpha; rounding in the passes can.
          let r = min(planes[2 * w * h + i], a)
          let g = min(planes[w * h + i], a)
          let b = min(planes[i], a)
          row[x] = Bitmap.pack(a: UInt32(a), r: UInt32(r), g: UInt32(g), b: UInt32(b))
        }
      }
    }
    cairo_surface_mark_dirty(s)
    return Bitmap(adopting: s)
  }

  /// The bitmap with `padding` pixels added on every side, each a copy of the nearest edge
  /// pixel, as Core Image's `clampedToExtent()` reads outside an image.
  public func edgeExtended(by padding: Int) -> Bitmap? {
    let pad = max(0, padding)
    if pad == 0 { return self }
    let w = width + 2 * pad
    let h = height + 2 * pad
    guard let s = try? Bitmap.makeSurface(width: w, height: h) else { return nil }
    cairo_surface_flush(s)
    let done: Void? = withPixels { source, sourceStride in
      guard let target = cairo_image_surface_get_data(s) else { return }
      let targetStride = Int(cairo_image_surface_get_stride(s))
      for y in 0..<h {
        let sy = min(max(y - pad, 0), height - 1)
        let from = UnsafeRawPointer(source + sy * sourceStride)
        let to = UnsafeMutableRawPointer(target + y * targetStride)
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<w {
          let sx = min(max(x - pad, 0), width - 1)
          to[x] = from.load(fromByteOffset: sx * 4, as: UInt32.self)
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
