internal import CCairo
import Foundation

/// An in-memory ARGB image to draw on, sized in points with a pixel scale.
///
/// `canvas`'s user space is points; the scale is applied by Cairo as a device scale, so a
/// 100×50-point surface at scale 2 has 200×100 pixels. Starts fully transparent.
public final class RasterSurface {
  /// The Cairo image surface; owned.
  let surface: OpaquePointer
  /// The surface's pixels, after room for a `RawFrame` head; freed with the Cairo surface.
  private let memory: UnsafeMutableRawPointer
  private let cairoCanvas: CairoCanvas
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The width in pixels: `ceil(width · scale)`.
  public let pixelWidth: Int
  /// The height in pixels: `ceil(height · scale)`.
  public let pixelHeight: Int

  /// Creates a transparent surface of `width`×`height` points at `scale` pixels per point.
  ///
  /// Throws `invalidSize` unless all three are positive and finite and the pixel size is
  /// at most 32767 in each direction.
  public init(width: CGFloat, height: CGFloat, scale: CGFloat = 1) throws {
    guard width.isFinite, height.isFinite, scale.isFinite, width > 0, height > 0, scale > 0
    else { throw GraphicsError.invalidSize("\(width)×\(height) points at scale \(scale)") }
    let pw = (width * scale).rounded(.up)
    let ph = (height * scale).rounded(.up)
    guard pw <= CGFloat(Bitmap.maxDimension), ph <= CGFloat(Bitmap.maxDimension) else {
      throw GraphicsError.invalidSize(
        "\(width)×\(height) points at scale \(scale) is over \(Bitmap.maxDimension) pixels")
    }
    // The pixels follow a `RawFrame` head, so that `rawFrameData()` hands them over as they
    // are; zeroed, they start transparent.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pw)))
    guard let memory = calloc(RawFrame.headSize + stride * Int(ph), 1) else {
      throw GraphicsError.cairo("cannot allocate \(Int(pw))×\(Int(ph)) pixels")
    }
    guard
      let s = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self) + RawFrame.headSize, CAIRO_FORMAT_ARGB32,
        Int32(pw), Int32(ph), Int32(stride))
    else {
      free(memory)
      throw GraphicsError.cairo("cannot create a \(Int(pw))×\(Int(ph)) image surface")
    }
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      free(memory)
      throw GraphicsError.cairo("cannot create a \(Int(pw))×\(Int(ph)) image surface")
    }
    cairo_surface_set_user_data(s, pixelMemoryKey, memory) { free($0) }
    cairo_surface_set_device_scale(s, scale, scale)
    guard let cr = cairo_create(s), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      throw GraphicsError.cairo("cannot create a drawing context")
    }
    self.surface = s
    self.memory = memory
    self.cairoCanvas = CairoCanvas(cr: cr, pixelScale: scale)
    self.size = CGSize(width: width, height: height)
    self.scale = scale
    self.pixelWidth = Int(pw)
    self.pixelHeight = Int(ph)
  }

  deinit { cairo_surface_destroy(surface) }

  /// The canvas that draws on this surface, in points.
  public var canvas: Canvas { cairoCanvas }

  /// Replaces every pixel with `color` (ignoring the clip and transform).
  public func clear(to color: RGBA = .clear) {
    let cr = cairoCanvas.cr
    cairo_save(cr)
    cairo_reset_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// A copy of the pixels as they are now.
  public func bitmap() -> Bitmap {
    cairo_surface_flush(surface)
    // The copy cannot fail for want of a valid size: this surface already has it.
    guard let copy = try? Bitmap.makeSurface(width: pixelWidth, height: pixelHeight),
      let src = cairo_image_surface_get_data(surface),
      let dst = cairo_image_surface_get_data(copy)
    else { return Bitmap(adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)) }
    let bytes = Int(cairo_image_surface_get_stride(surface)) * pixelHeight
    dst.update(from: src, count: bytes)
    cairo_surface_mark_dirty(copy)
    return Bitmap(adopting: copy)
  }

  /// The pixels as a `RawFrame`'s bytes, without copying them: the head is written into
  /// the room before them, and the surface is kept until the data is released. Drawing on
  /// the surface afterwards changes the data too.
  public func rawFrameData() -> Data {
    cairo_surface_flush(surface)
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    RawFrame.writeHead(into: bytes, width: pixelWidth, height: pixelHeight)
    let kept = cairo_surface_reference(surface)
    return Data(
      bytesNoCopy: bytes, count: RawFrame.headSize + pixelWidth * 4 * pixelHeight,
      deallocator: .custom { _, _ in cairo_surface_destroy(kept) })
  }

  /// Encodes the pixels as PNG (see `Bitmap.pngData(compression:)`).
  public func pngData(compression: PNGCompression = .best) throws -> Data {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw GraphicsError.encodeFailed("the surface has no pixel data")
    }
    return try PNGCodec.encode(
      data, stride: Int(cairo_image_surface_get_stride(surface)), width: pixelWidth,
      height: pixelHeight, compression: compression)
  }
}

/// The key under which a `RasterSurface`'s Cairo surface holds its pixel memory.
nonisolated(unsafe) private let pixelMemoryKey = UnsafeMutablePointer<cairo_user_data_key_t>
  .allocate(capacity: 1)
