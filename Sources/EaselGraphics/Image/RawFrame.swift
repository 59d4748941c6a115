import Foundation

/// A rendered picture as its pixels, unencoded: what the designables agent hands the live
/// designer on the same machine, where encoding a PNG only to decode it again costs more
/// than the drawing. The bytes are a 16-byte head — `EaselRAW`, then the width and the
/// height as little-endian 32-bit numbers — and the rows, `width × 4` bytes each, in Cairo's
/// ARGB32 (premultiplied alpha, native order).
///
/// The designer keeps the frames it sent and sends the next as the rectangle that changed
/// (`changedRect(since:)`), in the straight RGBA a browser canvas takes, in runs
/// (`straightRGBARuns(in:)`; `straightRGBA(in:)` gives the plain rows).
public struct RawFrame: Sendable {
  /// The frame's bytes, head included.
  public let data: Data
  public let width: Int
  public let height: Int

  /// The head's first eight bytes.
  static let magic = Array("EaselRAW".utf8)
  static let headSize = 16

  /// Reads `data` as a frame; nil unless it has the head and exactly the rows it names.
  public init?(_ data: Data) {
    guard data.count >= Self.headSize, data.prefix(8).elementsEqual(Self.magic) else {
      return nil
    }
    func number(at offset: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(data[data.startIndex + offset + $1]) << (8 * $1) }
    }
    let (w, h) = (number(at: 8), number(at: 12))
    guard w > 0, h > 0, w <= Bitmap.maxDimension, h <= Bitmap.maxDimension,
      data.count == Self.headSize + w * h * 4
    else { return nil }
    (self.data, width, height) = (data, w, h)
  }

  /// The frame in the file at `url`, mapped rather than read: nil when the file cannot be
  /// mapped or holds no frame. The file must not be written while the frame is in use.
  public init?(mapping url: URL) {
    guard let data = Self.map(url, reusing: nil) else { return nil }
    self.init(data)
  }

  /// The bytes of the file at `url` as a shared read-only mapping, faulted in at once; or
  /// `previous` (an earlier answer for the same file) when it still spans the whole file:
  /// a file written over in place is seen through its old mapping with no new faults.
  public static func map(_ url: URL, reusing previous: Data?) -> Data? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_size >= headSize else { return nil }
    let count = Int(info.st_size)
    if let previous, previous.count == count { return previous }
    #if os(Linux)
      let flags = MAP_SHARED | MAP_POPULATE
    #else
      let flags = MAP_SHARED
    #endif
    guard let memory = mmap(nil, count, PROT_READ, flags, fd, 0), memory != MAP_FAILED else {
      return nil
    }
    return Data(bytesNoCopy: memory, count: count, deallocator: .custom { munmap($0, $1) })
  }

  /// Writes the head of a `width`×`height` frame at `head` (`headSize` bytes).
  static func writeHead(into head: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
    for (i, b) in magic.enumerated() { head[i] = b }
    for i in 0..<4 {
      head[8 + i] = UInt8(truncatingIfNeeded: width >> (8 * i))
      head[12 + i] = UInt8(truncatingIfNeeded: height >> (8 * i))
    }
  }

  /// A pixel rectangle: origin and size, in pixels.
  public struct Rect: Equatable, Sendable {
    public var x, y, width, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
    public var isEmpty: Bool { width == 0 || height == 0 }
  }

  /// The whole frame.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The smallest rectangle holding every pixel that differs from `old`: empty when none
  /// does, the whole frame when the two are not the same size.
  public func changedRect(since old: RawFrame) -> Rect {
    guard old.width == width, old.height == height else { return bounds }
    let rowBytes = width * 4
    return data.withUnsafeBytes { newBytes in
      old.data.withUnsafeBytes { oldBytes in
        guard let n = newBytes.baseAddress, let o = oldBytes.baseAddress else { return bounds }
        func row(_ y: Int, _ base: UnsafeRawPointer) -> UnsafeRawPointer {
          base + Self.headSize + y * rowBytes
        }
        func same(_ y: Int) -> Bool { memcmp(row(y, n), row(y, o), rowBytes) == 0 }
        var top = 0
        while top < height, same(top) { top += 1 }
        guard top < height else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var bottom = height - 1
        while bottom > top, same(bottom) { bottom -= 1 }
        // Columns: the first and the last differing pixel over the changed rows.
        var left = width
        var right = -1
        for y in top...bottom {
          let a = row(y, n).assumingMemoryBound(to: UInt32.self)
          let b = row(y, o).assumingMemoryBound(to: UInt32.self)
          var x = 0
          while x < left, a[x] == b[x] { x += 1 }
          left = min(left, x)
          var z = width - 1
          while z > right, a[z] == b[z] { z -= 1 }
          right = max(right, z)
        }
        if right < left { (left, right) = (0, width - 1) }
        return Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }

  /// The pixels of `rect` (within the frame) as straight (not premultiplied) RGBA rows,
  /// `rect.width × 4` bytes each: what a browser's `ImageData` holds.
  public func straightRGBA(in rect: Rect) -> Data {
    precondition(
      rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width
        && rect.y + rect.height <= height, "the rectangle is outside the frame")
    let rowBytes = rect.width * 4
    var out = Data(count: rowBytes * rect.height)
    data.withUnsafeBytes { source in
      out.withUnsafeMutableBytes { target in
        guard let s = source.baseAddress, let t = target.baseAddress else { return }
        for y in 0..<rect.height {
          let src = (s + Self.headSize + ((rect.y + y) * width + rect.x) * 4)
            .assumingMemoryBound(to: UInt32.self)
          PNGCodec.unpremultiply(
            src, into: (t + y * rowBytes).assumingMemoryBound(to: UInt8.self),
            width: rect.width, channels: 4)
        }
      }
    }
    return out
  }
}
