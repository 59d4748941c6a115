internal import CCairo
import Foundation

/// A decoded raster image: pixels in Cairo's premultiplied 32-bit ARGB layout.
///
/// Immutable once made, so it can be shared between threads and drawn by any canvas.
/// Decoding reads PNG and JPEG; corrupt or truncated data throws `GraphicsError`.
public final class Bitmap: @unchecked Sendable {
  /// The Cairo image surface holding the pixels (ARGB32, premultiplied); owned.
  let surface: OpaquePointer
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// The largest width or height Cairo's image surfaces accept.
  static let maxDimension = 32767

  /// Takes ownership of an ARGB32 image surface.
  init(adopting surface: OpaquePointer) {
    self.surface = surface
    self.width = Int(cairo_image_surface_get_width(surface))
    self.height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// Makes an empty ARGB32 image surface, or throws `invalidSize`.
  static func makeSurface(width: Int, height: Int) throws -> OpaquePointer {
    guard width > 0, height > 0, width <= maxDimension, height <= maxDimension else {
      throw GraphicsError.invalidSize("\(width)×\(height) pixels (1...\(maxDimension) each)")
    }
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw GraphicsError.cairo("cannot create a \(width)×\(height) image surface") }
    let status = cairo_surface_status(s)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      throw GraphicsError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return s
  }

  /// Creates a bitmap of `width`×`height` pixels filled with one colour.
  /// Throws `invalidSize` unless both are in 1...32767.
  public init(width: Int, height: Int, fill: RGBA = .clear) throws {
    let s = try Bitmap.makeSurface(width: width, height: height)
    let a = fill.alpha
    let px = Bitmap.pack(
      a: UInt32((a * 255).rounded()), r: UInt32((fill.red * a * 255).rounded()),
      g: UInt32((fill.green * a * 255).rounded()), b: UInt32((fill.blue * a * 255).rounded()))
    cairo_surface_flush(s)
    if let data = cairo_image_surface_get_data(s) {
      let stride = Int(cairo_image_surface_get_stride(s))
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        row.initialize(repeating: px, count: width)
      }
    }
    cairo_surface_mark_dirty(s)
    self.surface = s
    self.width = width
    self.height = height
  }

  /// Decodes PNG or JPEG data, recognised by its signature.
  ///
  /// Throws `decodeFailed` for corrupt or truncated data, `unsupportedFormat` for other
  /// formats. Never traps on bad input.
  public init(data: Data) throws {
    let s: OpaquePointer
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      s = try PNGCodec.decode(data)
    } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      s = try JPEGCodec.decode(data)
    } else if data.isEmpty {
      throw GraphicsError.decodeFailed("no data")
    } else {
      let head = data.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
      throw GraphicsError.unsupportedFormat("not PNG or JPEG (starts with \(head))")
    }
    self.surface = s
    self.width = Int(cairo_image_surface_get_width(s))
    self.height = Int(cairo_image_surface_get_height(s))
  }

  /// The pixels as one block, row after row without padding, each pixel a premultiplied
  /// 32-bit ARGB word in the machine's (little-endian) order: B, G, R, A in memory, the layout
  /// a `CGImage`'s `bitmapInfo` declares.
  public func packedPixels() -> Data {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      return Data()
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var out = Data(capacity: width * height * 4)
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt8.self)
      out.append(row, count: width * 4)
    }
    return out
  }

  /// Reads and decodes the image file at `url` (see `init(data:)`).
  public convenience init(contentsOf url: URL) throws {
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw GraphicsError.decodeFailed("cannot read \(url.path): \(error.localizedDescription)")
    }
    try self.init(data: data)
  }

  /// The colour of pixel (`x`, `y`), straight alpha; `.clear` outside the image.
  public func pixel(x: Int, y: Int) -> RGBA {
    guard x >= 0, y >= 0, x < width, y < height,
      let data = cairo_image_surface_get_data(surface)
    else { return .clear }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let p = UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self)
    let a = Double(p >> 24)
    guard a > 0 else { return .clear }
    return RGBA(
      red: Double((p >> 16) & 255) / a, green: Double((p >> 8) & 255) / a,
      blue: Double(p & 255) / a, alpha: a / 255)
  }

  /// Packs premultiplied components into Cairo's native ARGB32 word.
  @inline(__always)
  static func pack(a: UInt32, r: UInt32, g: UInt32, b: UInt32) -> UInt32 {
    (a << 24) | (r << 16) | (g << 8) | b
  }

  /// Calls `body` with the rows (premultiplied ARGB32) and the stride in bytes.
  func withPixels<R>(_ body: (UnsafePointer<UInt8>, Int) throws -> R) rethrows -> R? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return try body(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)))
  }
}
