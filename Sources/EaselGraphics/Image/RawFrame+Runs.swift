import Foundation

/// The changed rectangle as the designer sends it: straight RGBA in runs.
///
/// A scene is mostly flat colour, so when an edit changes a background the whole frame
/// changes (3.3 MB of RGBA for a phone at 2×) while its pixels are a few thousand runs.
/// Runs make it a few kilobytes to convert, copy and send; the page expands them into its
/// `ImageData` with typed-array `fill` and `set`. The bytes are 32-bit little-endian words:
/// a count n, then n pixels when n > 0, or one pixel repeated −n times when n < 0; a pixel
/// is one word holding its straight R, G, B, A bytes in that order.
extension RawFrame {
  /// Identical pixels from this many on are a run; fewer are written out, so a stretch of
  /// varied pixels costs one count word, and the runs never take more words than the
  /// pixels plus one.
  static let shortestRun = 4

  /// The pixels of `rect` (within the frame), row after row, as runs of straight RGBA.
  public func straightRGBARuns(in rect: Rect) -> Data {
    precondition(
      rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width
        && rect.y + rect.height <= height, "the rectangle is outside the frame")
    let count = rect.width * rect.height
    guard count > 0 else { return Data() }
    var writer = RunWriter(capacity: count + 2)
    data.withUnsafeBytes { source in
      guard let s = source.baseAddress else { return }
      for y in 0..<rect.height {
        let row = (s + Self.headSize + ((rect.y + y) * width + rect.x) * 4)
          .assumingMemoryBound(to: UInt32.self)
        var x = 0
        while x < rect.width {
          let p = row[x]
          guard writer.repeats > 0 && p == writer.pixel else {
            writer.start(p)
            x += 1
            continue
          }
          // Inside a run: skip along it four pixels at a time.
          var end = x + 1
          let same = SIMD4<UInt32>(repeating: p)
          while end + 4 <= rect.width,
            all(UnsafeRawPointer(row + end).loadUnaligned(as: SIMD4<UInt32>.self) .== same)
          {
            end += 4
          }
          while end < rect.width && row[end] == p { end += 1 }
          writer.repeats += end - x
          x = end
        }
      }
    }
    return writer.finish()
  }

  /// The straight RGBA bytes of `count` pixels sent as `runs`, or nil when the runs are
  /// not well formed or do not hold exactly `count` pixels: the page's expansion (fills and
  /// copies of whole runs), for tests and the designer benchmark's client.
  public static func expand(runs: Data, count: Int) -> [UInt8]? {
    guard runs.count % 4 == 0, count >= 0 else { return nil }
    var out = [UInt8](repeating: 0, count: count * 4)
    let complete: Bool = runs.withUnsafeBytes { raw in
      out.withUnsafeMutableBytes { target in
        // The runs may sit anywhere in memory (a slice of what a socket read): words are
        // loaded unaligned; the pixels are ours, aligned.
        let pixels = target.bindMemory(to: UInt32.self)
        let words = raw.count / 4
        func word(_ i: Int) -> UInt32 {
          UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
        }
        var (i, o) = (0, 0)
        while i < words {
          let n = Int(Int32(bitPattern: word(i)))
          i += 1
          let length = n > 0 ? n : -n
          guard n != 0, o + length <= count, i + (n > 0 ? n : 1) <= words else { return false }
          if n > 0 {
            (target.baseAddress! + 4 * o).copyMemory(from: raw.baseAddress! + 4 * i, byteCount: 4 * n)
            i += n
          } else {
            UnsafeMutableBufferPointer(rebasing: pixels[o..<(o + length)]).update(repeating: word(i))
            i += 1
          }
          o += length
        }
        return o == count
      }
    }
    return complete ? out : nil
  }

  /// One premultiplied ARGB32 pixel as a word of straight R, G, B, A bytes.
  @inline(__always) static func straight(_ p: UInt32) -> UInt32 {
    if p >> 24 == 255 {
      return (p & 0xFF00_FF00 | (p >> 16) & 0xFF | (p & 0xFF) << 16).littleEndian
    }
    var pixel = p
    var out: UInt32 = 0
    withUnsafeMutableBytes(of: &out) { bytes in
      PNGCodec.unpremultiply(
        &pixel, into: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: 1,
        channels: 4)
    }
    return out
  }
}

/// Builds the runs of `straightRGBARuns(in:)`: a pixel starts a repeat, which becomes a run
/// or single pixels when the next different pixel starts.
private struct RunWriter {
  let words: UnsafeMutablePointer<UInt32>
  let capacity: Int
  var used = 0
  /// Where the count of the stretch of single pixels being written is, or -1.
  var stretch = -1
  /// The pixel (premultiplied, as read) being repeated, and how many times so far.
  var pixel: UInt32 = 0
  var repeats = 0

  init(capacity: Int) {
    self.capacity = capacity
    words = .allocate(capacity: capacity)
  }

  /// Starts repeating `p`, a pixel other than the one repeated so far (the caller extends
  /// a run itself, four pixels at a time).
  @inline(__always) mutating func start(_ p: UInt32) {
    flush()
    pixel = p
    repeats = 1
  }

  /// Writes the pending repeats: as a run, or as single pixels when too few.
  mutating func flush() {
    guard repeats > 0 else { return }
    let value = RawFrame.straight(pixel)
    if repeats >= RawFrame.shortestRun {
      words[used] = UInt32(bitPattern: Int32(-repeats)).littleEndian
      words[used + 1] = value
      used += 2
      stretch = -1
    } else {
      if stretch < 0 {
        stretch = used
        words[used] = 0
        used += 1
      }
      for _ in 0..<repeats {
        words[used] = value
        used += 1
      }
      words[stretch] = UInt32(littleEndian: words[stretch]).advanced(by: repeats).littleEndian
    }
    repeats = 0
  }

  /// The runs written, as bytes that own the words.
  mutating func finish() -> Data {
    flush()
    precondition(used <= capacity, "the runs outgrew their bound")
    return Data(
      bytesNoCopy: words, count: used * 4,
      deallocator: .custom { pointer, _ in pointer.deallocate() })
  }
}
