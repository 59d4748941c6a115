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
