internal import CCairo
import Foundation

/// A plane-to-plane projective map (a homography), in row-vector form as Core Animation
/// writes its matrices: the point (x, y) goes to (X / W, Y / W) where
/// [X Y W] = [x y 1] · m.
public struct Homography: Sendable, Equatable {
  /// Row-major 3×3: m[0] m[1] m[2] / m[3] m[4] m[5] / m[6] m[7] m[8].
  public var m: [Double]

  public init(_ m: [Double]) {
    precondition(m.count == 9)
    self.m = m
  }

  /// The affine transform `t` as a homography.
  public init(_ t: CGAffineTransform) {
    m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]
  }

  /// This map, then `other`.
  public func concatenating(_ other: Homography) -> Homography {
    var r = [Double](repeating: 0, count: 9)
    for i in 0..<3 {
      for j in 0..<3 {
        r[i * 3 + j] = (0..<3).reduce(0) { $0 + m[i * 3 + $1] * other.m[$1 * 3 + j] }
      }
    }
    return Homography(r)
  }

  /// The inverse map, or nil when the plane is flattened onto a line or a point.
  public func inverted() -> Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    let scale = m.map(abs).max() ?? 0
    guard det.isFinite, abs(det) > 1e-12 * scale * scale * scale else { return nil }
    let r = [
      e * i - f * h, c * h - b * i, b * f - c * e,
      f * g - d * i, a * i - c * g, c * d - a * f,
      d * h - e * g, b * g - a * h, a * e - b * d,
    ]
    return Homography(r.map { $0 / det })
  }

  /// Where `p` goes, with its w; nil where w is not positive (behind the viewer, where
  /// nothing of the plane is drawn).
  public func apply(_ p: CGPoint) -> CGPoint? {
    let x = p.x * m[0] + p.y * m[3] + m[6]
    let y = p.x * m[1] + p.y * m[4] + m[7]
    let w = p.x * m[2] + p.y * m[5] + m[8]
    guard w > 1e-9, x.isFinite, y.isFinite else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }

  /// Whether the map is affine (its last column 0, 0, 1).
  public var isAffine: Bool {
    abs(m[2]) < 1e-12 && abs(m[5]) < 1e-12 && abs(m[8] - 1) < 1e-12
  }
}

extension Bitmap {
  /// A `width`×`height` bitmap whose pixel (u, v) samples this bitmap, bilinearly, at the
  /// point `inverse` maps the pixel's centre to (pixel units of this bitmap); transparent
  /// where that point falls outside or behind the viewer.
  public func warped(width: Int, height: Int, inverse: Homography) throws -> Bitmap {
    let out = try Bitmap.makeSurface(width: width, height: height)
    cairo_surface_flush(surface)
    cairo_surface_flush(out)
    guard let source = cairo_image_surface_get_data(surface),
      let target = cairo_image_surface_get_data(out)
    else {
      cairo_surface_destroy(out)
      throw GraphicsError.cairo("no pixels to warp")
    }
    let sourceStride = Int(cairo_image_surface_get_stride(surface))
    let targetStride = Int(cairo_image_surface_get_stride(out))
    let (w, h) = (self.width, self.height)
    let m = inverse.m
    func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
      guard x >= 0, y >= 0, x < w, y < h else { return .zero }
      let p = UnsafeRawPointer(source + y * sourceStride).load(
        fromByteOffset: x * 4, as: UInt32.self)
      return SIMD4(
        Double(p >> 24), Double((p >> 16) & 255), Double((p >> 8) & 255), Double(p & 255))
    }
    for v in 0..<height {
      let row = UnsafeMutableRawPointer(target + v * targetStride).assumingMemoryBound(
        to: UInt32.self)
      let cy = Double(v) + 0.5
      for u in 0..<width {
        let cx = Double(u) + 0.5
        let hw = cx * m[2] + cy * m[5] + m[8]
        guard hw > 1e-12 else {
          row[u] = 0
          continue
        }
        // Pixel centres sit at half units: sample between the four nearest.
        let sx = (cx * m[0] + cy * m[3] + m[6]) / hw - 0.5
        let sy = (cx * m[1] + cy * m[4] + m[7]) / hw - 0.5
        guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else {
          row[u] = 0
          continue
        }
        let x0 = Int(sx.rounded(.down))
        let y0 = Int(sy.rounded(.down))
        let fx = sx - Double(x0)
        let fy = sy - Double(y0)
        let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
        let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
        let c = top * (1 - fy) + bottom * fy
        let a = UInt32(min(max(c[0].rounded(), 0), 255))
        func channel(_ value: Double) -> UInt32 { min(UInt32(max(value.rounded(), 0)), a) }
        row[u] = Bitmap.pack(a: a, r: channel(c[1]), g: channel(c[2]), b: channel(c[3]))
      }
    }
    cairo_surface_mark_dirty(out)
    return Bitmap(adopting: out)
  }
}
