internal import CCairo
import Foundation

// Design note: a Core Animation shadow is the alpha of the layer's content, blurred,
// tinted and offset. Cairo has no blur, so the group is painted into an A8 image in device
// pixels (its ink bounds plus 3σ), blurred in place by three box blurs whose widths are
// chosen so their variances add up to σ² (a close Gaussian approximation, linear time in
// the image size whatever σ is), then used as a mask for the shadow colour.

extension CairoCanvas {
  /// The Gaussian's standard deviation per point of `Shadow.radius` (see `paint`).
  static let shadowSigmaPerRadius: CGFloat = 0.5

  /// Paints the shadow of `group` on the current target, whose matrix is the identity.
  /// Returns the device-pixel bounds it covered, or nil if there was nothing to shadow.
  /// On vector surfaces the shadow image has `shadowOversampling` pixels per point.
  func paintShadow(of group: CairoGroup, shadow: Shadow) -> CGRect? {
    let k = CGFloat(shadowOversampling)
    let ink = group.inkBounds.applying(CGAffineTransform(scaleX: k, y: k))
    guard !ink.isNull, !ink.isEmpty else { return nil }
    let sigma = max(shadow.radius, 0) * CairoCanvas.shadowSigmaPerRadius * pixelScale * k
    // Checked before any conversion to Int: a huge or non-finite radius or extent (from a
    // document or user code) skips the shadow instead of trapping.
    let extent = CGFloat(Bitmap.maxDimension)
    guard sigma.isFinite, 3 * sigma < extent,
      [ink.minX, ink.minY, ink.maxX, ink.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 })
    else { return nil }
    let margin = Int((3 * sigma).rounded(.up)) + 1
    let x0 = Int(ink.minX.rounded(.down)) - margin
    let y0 = Int(ink.minY.rounded(.down)) - margin
    let w = Int(ink.maxX.rounded(.up)) + margin - x0
    let h = Int(ink.maxY.rounded(.up)) + margin - y0
    guard w > 0, h > 0, w <= 32767, h <= 32767,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))
    else { return nil }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_set_device_scale(mask, pixelScale * k, pixelScale * k)
    cairo_surface_set_device_offset(mask, Double(-x0), Double(-y0))
    if let mc = cairo_create(mask) {
      cairo_set_source(mc, group.pattern)
      cairo_paint(mc)
      cairo_destroy(mc)
    }
    cairo_surface_flush(mask)
    if sigma >= 0.2, let data = cairo_image_surface_get_data(mask) {
      let stride = Int(cairo_image_surface_get_stride(mask))
      GaussianBlur.blurA8(data, width: w, height: h, stride: stride, sigma: sigma)
    }
    cairo_surface_mark_dirty(mask)
    let c = shadow.color.atPixelLevels
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    cairo_mask_surface(cr, mask, shadow.offset.width, shadow.offset.height)
    return CGRect(
      x: CGFloat(x0) / k + shadow.offset.width * pixelScale,
      y: CGFloat(y0) / k + shadow.offset.height * pixelScale, width: CGFloat(w) / k,
      height: CGFloat(h) / k)
  }
}

/// A Gaussian blur of 8-bit alpha images approximated by three successive box blurs.
enum GaussianBlur {
  /// The radii of three box blurs whose combined variance is closest to `sigma`².
  static func boxRadii(sigma: CGFloat, passes: Int = 3) -> [Int] {
    let n = CGFloat(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(wl, 1)
    let wu = wl + 2
    let fl = CGFloat(wl)
    let m = Int(((12 * sigma * sigma - n * fl * fl - 4 * n * fl - 3 * n) / (-4 * fl - 4)).rounded())
    return (0..<passes).map { ($0 < m ? wl : wu) / 2 }
  }

  /// Blurs `data` (A8 rows of `stride` bytes) in place; pixels outside count as 0.
  static func blurA8(
    _ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigma: CGFloat
  ) {
    let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
    defer { tmp.deallocate() }
    let acc = UnsafeMutablePointer<Int32>.allocate(capacity: w)
    defer { acc.deallocate() }
    for r in boxRadii(sigma: sigma) where r > 0 {
      horizontal(from: data, to: tmp, width: w, height: h, stride: stride, radius: r)
      vertical(from: tmp, to: data, width: w, height: h, stride: stride, radius: r, acc: acc)
    }
  }

  private static func horizontal(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
    width w: Int, height h: Int, stride: Int, radius r: Int
  ) {
    let win = Int32(2 * r + 1)
    let inv = (Int32(1) << 16) / win + 1
    for y in 0..<h {
      let s = src + y * stride
      let d = dst + y * stride
      var sum: Int32 = 0
      for x in 0..<min(r, w) { sum += Int32(s[x]) }
      for x in 0..<w {
        let xa = x + r
        if xa < w { sum += Int32(s[xa]) }
        d[x] = UInt8(truncatingIfNeeded: min((sum * inv + 0x7FFF) >> 16, 255))
        let xr = x - r
        if xr >= 0 { sum -= Int32(s[xr]) }
      }
    }
  }

  private static func vertical(
    from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
    width w: Int, height h: Int, stride: Int, radius r: Int, acc: UnsafeMutablePointer<Int32>
  ) {
    let win = Int32(2 * r + 1)
    let inv = (Int32(1) << 16) / win + 1
    acc.initialize(repeating: 0, count: w)
    for y in 0..<min(r, h) {
      let s = src + y * stride
      for x in 0..<w { acc[x] += Int32(s[x]) }
    }
    for y in 0..<h {
      let ya = y + r
      if ya < h {
        let s = src + ya * stride
        for x in 0..<w { acc[x] += Int32(s[x]) }
      }
      let d = dst + y * stride
      for x in 0..<w { d[x] = UInt8(truncatingIfNeeded: min((acc[x] * inv + 0x7FFF) >> 16, 255)) }
      let yr = y - r
      if yr >= 0 {
        let s = src + yr * stride
        for x in 0..<w { acc[x] -= Int32(s[x]) }
      }
    }
  }
}
