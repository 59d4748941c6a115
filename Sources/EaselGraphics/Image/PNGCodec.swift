internal import CCairo
import Foundation

/// How hard the PNG encoder compresses.
public enum PNGCompression: Sendable, Hashable, Codable {
  /// zlib level 1, no row filter: about 3× faster than Cairo's encoder, files somewhat
  /// larger. For the live designer.
  case fast
  /// zlib level 6 with per-row adaptive filters (minimum sum of absolute differences): what
  /// libpng does by default. For files that are kept. (Level 9 was measured 3× slower than
  /// libpng's default for 3% smaller files, and dominated the time to render a scene.)
  case best
  /// zlib level 0 (stored blocks), no row filter: no compression work at all, files the size
  /// of the pixels. For a reader on the same machine (`easel serve`'s canvas over loopback),
  /// where bytes cost nothing and the encoder's time is most of a render.
  case stored
}

extension Bitmap {
  /// Encodes the bitmap as an 8-bit PNG (RGB if every pixel is opaque, else RGBA with
  /// straight alpha). Deterministic: no timestamps or text chunks.
  public func pngData(compression: PNGCompression = .best) throws -> Data {
    guard
      let data = try withPixels({
        try PNGCodec.encode($0, stride: $1, width: width, height: height, compression: compression)
      })
    else { throw GraphicsError.encodeFailed("the bitmap has no pixel data") }
    return data
  }
}

/// PNG decoding through libpng's simplified API (which reports errors without longjmp
/// reaching Swift), colours converted from an embedded ICC profile (`iCCP`) with
/// LittleCMS; encoding through zlib directly (which never longjmps).
enum PNGCodec {
  /// Decodes PNG data into a new ARGB32 image surface.
  static func decode(_ data: Data) throws -> OpaquePointer {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = data.withUnsafeBytes { raw -> Int32 in
      guard let base = raw.baseAddress else { return 0 }
      return png_image_begin_read_from_memory(&image, base, raw.count)
    }
    guard begun != 0 else { throw GraphicsError.decodeFailed("PNG: \(message(of: &image))") }
    defer { png_image_free(&image) }
    let w = Int(image.width)
    let h = Int(image.height)
    guard w > 0, h > 0, w <= Bitmap.maxDimension, h <= Bitmap.maxDimension, w * h <= 1 << 27
    else { throw GraphicsError.decodeFailed("PNG: image of \(w)×\(h) pixels is too large") }
    // BGRA in memory is Cairo's ARGB32 on little-endian machines.
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
    let surface = try Bitmap.makeSurface(width: w, height: h)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let pixels = cairo_image_surface_get_data(surface), stride == w * 4 else {
      cairo_surface_destroy(surface)
      throw GraphicsError.decodeFailed("PNG: cannot allocate \(w)×\(h) pixels")
    }
    // The whole PNG is re-read from memory; `data` stays alive for the call.
    let finished = data.withUnsafeBytes { _ in
      png_image_finish_read(&image, nil, pixels, Int32(stride), nil)
    }
    guard finished != 0 else {
      cairo_surface_destroy(surface)
      throw GraphicsError.decodeFailed("PNG: \(message(of: &image))")
    }
    // A profile the file embeds converts its colours to sRGB, as iOS draws it.
    EmbeddedProfile.png(data)?.convertToSRGB(pixels, width: w, height: h, stride: stride)
    premultiply(pixels, count: w * h)
    cairo_surface_mark_dirty(surface)
    return surface
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      let text = String(decoding: bytes, as: UTF8.self)
      return text.isEmpty ? "invalid data" : text
    }
  }

  /// Converts straight BGRA words to Cairo's premultiplied ARGB32 in place.
  static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
    let words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
    for i in 0..<count {
      let p = words[i]
      let a = p >> 24
      if a == 255 { continue }
      if a == 0 {
        words[i] = 0
        continue
      }
      func m(_ c: UInt32) -> UInt32 {
        let t = c * a + 128
        return (t + (t >> 8)) >> 8
      }
      words[i] = (a << 24) | (m((p >> 16) & 255) << 16) | (m((p >> 8) & 255) << 8) | m(p & 255)
    }
  }

  // MARK: Encoding

  /// Encodes premultiplied ARGB32 rows as PNG.
  static func encode(
    _ pixels: UnsafePointer<UInt8>, stride: Int, width w: Int, height h: Int,
    compression: PNGCompression
  ) throws -> Data {
    let opaque = isOpaque(pixels, stride: stride, width: w, height: h)
    let channels = opaque ? 3 : 4
    let rowBytes = w * channels
    if compression == .stored, h > 0, rowBytes + 1 <= maximumStoredBlock {
      return encodeStored(pixels, stride: stride, width: w, height: h, channels: channels)
    }
    // Level 1 for `.fast`, 0 for `.stored`; level 6 with the `Z_FILTERED` strategy (as libpng
    // uses for filtered rows) for `.best`.
    let zlib = try ZlibStream(
      level: compression == .fast ? 1 : compression == .stored ? 0 : 6,
      strategy: compression == .best ? Z_FILTERED : Z_DEFAULT_STRATEGY)
    var row = [UInt8](repeating: 0, count: rowBytes + 1)
    var previous = [UInt8](repeating: 0, count: compression == .best ? rowBytes : 0)
    var current = previous
    var scratch = previous
    for y in 0..<h {
      let src = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      try row.withUnsafeMutableBufferPointer { buffer in
        guard let out = buffer.baseAddress else { return }
        switch compression {
        case .fast, .stored:
          out[0] = 0
          unpremultiply(src, into: out + 1, width: w, channels: channels)
        case .best:
          current.withUnsafeMutableBufferPointer { cur in
            guard let base = cur.baseAddress else { return }
            unpremultiply(src, into: base, width: w, channels: channels)
          }
          PNGFilter.chooseAndApply(
            current: current, previous: previous, bpp: channels, into: out, scratch: &scratch)
          swap(&previous, &current)
        }
        try zlib.write(out, count: rowBytes + 1)
      }
    }
    let compressed = try zlib.finish()
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = [UInt8]()
    header.appendBigEndian(UInt32(w))
    header.appendBigEndian(UInt32(h))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    appendChunk("IHDR", header[...], to: &png)
    appendChunk("IDAT", compressed[...], to: &png)
    appendChunk("IEND", [][...], to: &png)
    return png
  }

  /// The most bytes one stored deflate block holds (its length is 16 bits).
  private static let maximumStoredBlock = 65535

  /// `.stored` without zlib's stream: the rows are unpremultiplied straight into the one
  /// buffer of the file's exact size, whole rows to a stored deflate block, so that the
  /// pixels are copied once and no buffer grows. Rows must fit in a block.
  private static func encodeStored(
    _ pixels: UnsafePointer<UInt8>, stride: Int, width w: Int, height h: Int, channels: Int
  ) -> Data {
    let rowBytes = w * channels + 1
    let rowsPerBlock = maximumStoredBlock / rowBytes
    let blocks = (h + rowsPerBlock - 1) / rowsPerBlock
    // zlib header, the blocks with their 5-byte heads, Adler-32.
    let idatBody = 2 + blocks * 5 + h * rowBytes + 4
    let total = 8 + 25 + (12 + idatBody) + 12
    // Not `Data(count:)`: every byte is written below, so zero-filling first would only
    // cost a pass over the whole file.
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
    do {
      let out = buffer.assumingMemoryBound(to: UInt8.self)
      var at = 0
      func put(_ bytes: [UInt8]) {
        for b in bytes { out[at] = b; at += 1 }
      }
      func putBigEndian(_ v: UInt32) {
        put([UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)])
      }
      func crcOfChunk(from start: Int) {
        // The chunk's type and body: from 4 bytes after its length field to here.
        putBigEndian(UInt32(truncatingIfNeeded: crc32(0, out + start + 4, uInt(at - start - 4))))
      }
      put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      var start = at
      putBigEndian(13)
      put(Array("IHDR".utf8))
      putBigEndian(UInt32(w))
      putBigEndian(UInt32(h))
      put([8, channels == 3 ? 2 : 6, 0, 0, 0])
      crcOfChunk(from: start)
      start = at
      putBigEndian(UInt32(idatBody))
      put(Array("IDAT".utf8))
      put([0x78, 0x01])
      var adler = adler32(0, nil, 0)
      var y = 0
      while y < h {
        let rows = min(rowsPerBlock, h - y)
        let length = rows * rowBytes
        put([y + rows == h ? 1 : 0])
        put([UInt8(length & 255), UInt8(length >> 8)])
        put([UInt8(~length & 255), UInt8((~length >> 8) & 255)])
        let blockStart = at
        for _ in 0..<rows {
          out[at] = 0
          let src = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
          unpremultiply(src, into: out + at + 1, width: w, channels: channels)
          at += rowBytes
          y += 1
        }
        adler = adler32(adler, out + blockStart, uInt(length))
      }
      putBigEndian(UInt32(truncatingIfNeeded: adler))
      crcOfChunk(from: start)
      start = at
      putBigEndian(0)
      put(Array("IEND".utf8))
      crcOfChunk(from: start)
      precondition(at == total, "the stored PNG's size was worked out wrong")
    }
    return Data(
      bytesNoCopy: buffer, count: total, deallocator: .custom { pointer, _ in pointer.deallocate() }
    )
  }

  private static func appendChunk(_ type: String, _ body: ArraySlice<UInt8>, to png: inout Data) {
    var head = [UInt8]()
    head.appendBigEndian(UInt32(body.count))
    let typeBytes = Array(type.utf8)
    head += typeBytes
    png.append(contentsOf: head)
    png.append(contentsOf: body)
    var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    var tail = [UInt8]()
    tail.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    png.append(contentsOf: tail)
  }

  private static func isOpaque(_ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int)
    -> Bool
  {
    for y in 0..<height {
      let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= row[x] }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }

  /// 255·2¹⁶ / a, for dividing by alpha with a multiply.
  private static let reciprocals: [UInt32] = (0...255).map {
    $0 == 0 ? 0 : (255 << 16 + UInt32($0) / 2) / UInt32($0)
  }

  /// Straight RGB (`channels` 3) or RGBA (4) bytes of `width` premultiplied ARGB32 pixels.
  static func unpremultiply(
    _ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt8>, width: Int, channels: Int
  ) {
    if channels == 3 {
      for x in 0..<width {
        let p = src[x]
        dst[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
        dst[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
        dst[3 * x + 2] = UInt8(truncatingIfNeeded: p)
      }
      return
    }
    reciprocals.withUnsafeBufferPointer { inv in
      for x in 0..<width {
        let p = src[x]
        let a = p >> 24
        var (r, g, b) = ((p >> 16) & 255, (p >> 8) & 255, p & 255)
        if a != 255 && a != 0 {
          let k = inv[Int(a)]
          r = min((r * k + 0x8000) >> 16, 255)
          g = min((g * k + 0x8000) >> 16, 255)
          b = min((b * k + 0x8000) >> 16, 255)
        }
        dst[4 * x] = UInt8(r)
        dst[4 * x + 1] = UInt8(g)
        dst[4 * x + 2] = UInt8(b)
        dst[4 * x + 3] = UInt8(a)
      }
    }
  }
}

extension Array where Element == UInt8 {
  mutating func appendBigEndian(_ v: UInt32) {
    append(UInt8(v >> 24))
    append(UInt8((v >> 16) & 255))
    append(UInt8((v >> 8) & 255))
    append(UInt8(v & 255))
  }
}
