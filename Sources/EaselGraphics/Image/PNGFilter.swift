import Foundation

/// PNG row filters (RFC 2083 §6) and libpng's heuristic for choosing one per row: the
/// filter whose output has the smallest sum of absolute values, read as signed bytes.
enum PNGFilter {
  /// Writes the filter type byte and the filtered `current` row to `out` (1 + n bytes);
  /// `scratch` must hold n bytes.
  static func chooseAndApply(
    current: [UInt8], previous: [UInt8], bpp: Int, into out: UnsafeMutablePointer<UInt8>,
    scratch: inout [UInt8]
  ) {
    let n = current.count
    current.withUnsafeBufferPointer { curBuffer in
      previous.withUnsafeBufferPointer { prevBuffer in
        scratch.withUnsafeMutableBufferPointer { tmpBuffer in
          guard let cur = curBuffer.baseAddress, let prev = prevBuffer.baseAddress,
            let tmp = tmpBuffer.baseAddress
          else { return }
          let row = out + 1
          // Type 0 (none) goes straight to the output; each better candidate replaces it.
          var bestCost = 0
          for i in 0..<n {
            row[i] = cur[i]
            bestCost += cost(cur[i])
          }
          out[0] = 0
          for type: UInt8 in 1...4 {
            var c = 0
            var i = 0
            while i < n && c < bestCost {
              let a: UInt8 = i >= bpp ? cur[i - bpp] : 0
              let v: UInt8
              switch type {
              case 1: v = cur[i] &- a
              case 2: v = cur[i] &- prev[i]
              case 3: v = cur[i] &- UInt8((UInt16(a) + UInt16(prev[i])) >> 1)
              default:
                let c0: UInt8 = i >= bpp ? prev[i - bpp] : 0
                v = cur[i] &- paeth(a, prev[i], c0)
              }
              tmp[i] = v
              c += cost(v)
              i += 1
            }
            if i == n && c < bestCost {
              bestCost = c
              out[0] = type
              row.update(from: tmp, count: n)
            }
          }
        }
      }
    }
  }

  /// |v| for v read as a signed byte.
  @inline(__always)
  private static func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }

  @inline(__always)
  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
