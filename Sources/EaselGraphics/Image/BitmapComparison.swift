internal import CCairo
import Foundation

/// A per-pixel comparison of two bitmaps, for golden-image tests.
///
/// Pixels are compared as stored (premultiplied 8-bit ARGB), so fully transparent pixels
/// are equal whatever their colour. A pixel differs when any channel differs by more than
/// `tolerance`. Where the sizes differ, pixels outside the common area count as differing.
public struct BitmapComparison: Sendable {
  /// Whether both bitmaps have the same width and height.
  public let sameSize: Bool
  /// The number of pixels where some channel differs by more than `tolerance`.
  public let differingPixels: Int
  /// The largest difference of any channel in the common area, 0...255.
  public let maxChannelDelta: Int
  /// The tolerance the comparison used, 0...255.
  public let tolerance: Int
  /// An image of the differences: differing pixels opaque red over a faded grey copy of
  /// `actual`; its size is the larger of the two in each direction.
  public let diff: Bitmap

  /// Whether the bitmaps are the same size and no pixel differs beyond the tolerance.
  public var matches: Bool { sameSize && differingPixels == 0 }

  /// Compares `actual` with `expected`; `tolerance` is clamped to 0...255.
  public init(actual: Bitmap, expected: Bitmap, tolerance: Int = 0) {
    let tol = min(max(tolerance, 0), 255)
    self.tolerance = tol
    sameSize = actual.width == expected.width && actual.height == expected.height
    let w = max(actual.width, expected.width)
    let h = max(actual.height, expected.height)
    let common = (min(actual.width, expected.width), min(actual.height, expected.height))
    var differing = 0
    var maxDelta = 0
    var out = [UInt32](repeating: 0, count: w * h)
    let red: UInt32 = 0xFFFF_0000
    _ = actual.withPixels { a, aStride in
      expected.withPixels { e, eStride in
        for y in 0..<h {
          for x in 0..<w {
            guard x < common.0, y < common.1 else {
              out[y * w + x] = red
              differing += 1
              continue
            }
            let pa = UnsafeRawPointer(a + y * aStride).load(fromByteOffset: 4 * x, as: UInt32.self)
            let pe = UnsafeRawPointer(e + y * eStride).load(fromByteOffset: 4 * x, as: UInt32.self)
            var delta = 0
            for shift in stride(from: 0, through: 24, by: 8) {
              let d = abs(Int((pa >> UInt32(shift)) & 255) - Int((pe >> UInt32(shift)) & 255))
              delta = max(delta, d)
            }
            maxDelta = max(maxDelta, delta)
            if delta > tol {
              differing += 1
              out[y * w + x] = red
            } else {
              // Luma of the premultiplied pixel over white, faded towards white.
              let alpha = Int(pa >> 24)
              let luma =
                (Int((pa >> 16) & 255) * 77 + Int((pa >> 8) & 255) * 150 + Int(pa & 255) * 29) >> 8
              let grey = luma + (255 - alpha)
              let faded = UInt32(255 - (255 - min(grey, 255)) / 4)
              out[y * w + x] = 0xFF00_0000 | (faded << 16) | (faded << 8) | faded
            }
          }
        }
      }
    }
    differingPixels = differing
    maxChannelDelta = maxDelta
    diff = BitmapComparison.bitmap(out, width: w, height: h)
  }

  private static func bitmap(_ words: [UInt32], width: Int, height: Int) -> Bitmap {
    guard let s = try? Bitmap.makeSurface(width: max(width, 1), height: max(height, 1)),
      let data = cairo_image_surface_get_data(s)
    else { return Bitmap(adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)) }
    let stride = Int(cairo_image_surface_get_stride(s))
    words.withUnsafeBufferPointer { src in
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { row[x] = src[y * width + x] }
      }
    }
    cairo_surface_mark_dirty(s)
    return Bitmap(adopting: s)
  }
}
