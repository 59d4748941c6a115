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
  private let memory: PixelMemory
  private let cairoCanvas: CairoCanvas
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The width in pixels: `ceil(width · scale)`.
  public let pixelWidth: Int
  /// The height in pixels: `ceil(height · scale)`.
  public let pixelHeight: Int

  /// Creates a transparent surface of `width`×`height` points at `scale` pixels per point;
  /// with `frameFile`, its pixels are that file's shared mapping, laid out as a `RawFrame`:
  /// what is drawn is in the file as it is drawn, with nothing to copy or write after. The
  /// mapping is kept in `mappings` for the next surface drawn into the same file, when given.
  ///
  /// Throws `invalidSize` unless all three are positive and finite and the pixel size is
  /// at most 32767 in each direction.
  public init(
    width: CGFloat, height: CGFloat, scale: CGFloat = 1, frameFile: URL? = nil,
    mappings: FrameMappings? = nil
  ) throws {
    guard width.isFinite, height.isFinite, scale.isFinite, width > 0, height > 0, scale > 0
    else { throw GraphicsError.invalidSize("\(width)×\(height) points at scale \(scale)") }
    let pw = (width * scale).rounded(.up)
    let ph = (height * scale).rounded(.up)
    guard pw <= CGFloat(Bitmap.maxDimension), ph <= CGFloat(Bitmap.maxDimension) else {
      throw GraphicsError.invalidSize(
        "\(width)×\(height) points at scale \(scale) is over \(Bitmap.maxDimension) pixels")
    }
    // The pixels follow a `RawFrame` head, so that `rawFrameData()` hands them over as they
    // are; they start zeroed: transparent.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pw)))
    let count = RawFrame.headSize + stride * Int(ph)
    let memory =
      try frameFile.map { file in
        try mappings?.take(count: count, file: file) ?? PixelMemory(count: count, file: file)
      } ?? PixelMemory(count: count, file: nil)
    guard
      let s = cairo_image_surface_create_for_data(
        memory.bytes + RawFrame.headSize, CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph),
        Int32(stride))
    else {
      memory.release()
      throw GraphicsError.cairo("cannot create a \(Int(pw))×\(Int(ph)) image surface")
    }
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      memory.release()
      throw GraphicsError.cairo("cannot create a \(Int(pw))×\(Int(ph)) image surface")
    }
    // The surface keeps its memory alive: freed (or unmapped) when Cairo lets the surface go.
    cairo_surface_set_user_data(s, pixelMemoryKey, Unmanaged.passRetained(memory).toOpaque()) {
      guard let kept = $0 else { return }
      let memory = Unmanaged<PixelMemory>.fromOpaque(kept)
      memory.takeUnretainedValue().release()
      memory.release()
    }
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
    let c = color.atPixelLevels
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// How 8-bit, 4-channel pixels are laid out in memory, as a Core Graphics bitmap context's
  /// `bitmapInfo` says: where alpha is, whether colours are premultiplied by it, and the
  /// byte order of each 32-bit pixel.
  public struct PixelLayout: Sendable, Hashable {
    /// Alpha is the first channel of the 32-bit word (ARGB), else the last (RGBA).
    public var alphaFirst: Bool
    /// Colours are premultiplied by alpha (else straight).
    public var premultiplied: Bool
    /// The word has no alpha (`noneSkipFirst`/`noneSkipLast`): every pixel is opaque.
    public var skipsAlpha: Bool
    /// The word is stored little-endian (`byteOrder32Little`), else big-endian.
    public var littleEndian: Bool

    public init(alphaFirst: Bool, premultiplied: Bool, skipsAlpha: Bool, littleEndian: Bool) {
      self.alphaFirst = alphaFirst
      self.premultiplied = premultiplied
      self.skipsAlpha = skipsAlpha
      self.littleEndian = littleEndian
    }

    /// The byte offsets of A, R, G and B in a pixel's four bytes.
    var offsets: (a: Int, r: Int, g: Int, b: Int) {
      // Big-endian word order: ARGB or RGBA; little-endian reverses the bytes.
      let big = alphaFirst ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
      return littleEndian ? (a: 3 - big.a, r: 3 - big.r, g: 3 - big.g, b: 3 - big.b) : big
    }
  }

  /// Replaces the pixels with those of `data` (rows of `bytesPerRow` bytes, four bytes a
  /// pixel, laid out as `layout` says), as a bitmap context made on a caller's buffer starts
  /// with what the buffer holds.
  public func load(_ data: UnsafeRawPointer, bytesPerRow: Int, layout: PixelLayout) {
    cairo_surface_flush(surface)
    guard let dst = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let o = layout.offsets
    for y in 0..<pixelHeight {
      let row = data + y * bytesPerRow
      let out = UnsafeMutableRawPointer(dst + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<pixelWidth {
        let p = row.advanced(by: x * 4).assumingMemoryBound(to: UInt8.self)
        let a = layout.skipsAlpha ? 255 : UInt32(p[o.a])
        var r = UInt32(p[o.r])
        var g = UInt32(p[o.g])
        var b = UInt32(p[o.b])
        if !layout.premultiplied && !layout.skipsAlpha {
          r = (r * a + 127) / 255
          g = (g * a + 127) / 255
          b = (b * a + 127) / 255
        }
        out[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Writes the pixels into `data` as `layout` lays them out (see `load`).
  public func store(_ data: UnsafeMutableRawPointer, bytesPerRow: Int, layout: PixelLayout) {
    cairo_surface_flush(surface)
    guard let src = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let o = layout.offsets
    for y in 0..<pixelHeight {
      let row = data + y * bytesPerRow
      let input = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<pixelWidth {
        let v = input[x]
        let a = v >> 24
        var r = (v >> 16) & 0xFF
        var g = (v >> 8) & 0xFF
        var b = v & 0xFF
        if !layout.premultiplied && !layout.skipsAlpha && a > 0 && a < 255 {
          r = min(255, (r * 255 + a / 2) / a)
          g = min(255, (g * 255 + a / 2) / a)
          b = min(255, (b * 255 + a / 2) / a)
        }
        let p = row.advanced(by: x * 4).assumingMemoryBound(to: UInt8.self)
        p[o.a] = layout.skipsAlpha ? 255 : UInt8(a)
        p[o.r] = UInt8(r)
        p[o.g] = UInt8(g)
        p[o.b] = UInt8(b)
      }
    }
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
    let bytes = memory.bytes
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

/// The shared mappings of frame files kept between surfaces drawn into them, by the caller
/// that draws frames again and again (the designer draws every frame into one of a few
/// scratch files): mapping a file anew costs a page fault for every page, more than the
/// drawing. Kept for the next surface drawn into the same file at the same size.
public final class FrameMappings: @unchecked Sendable {
  private var kept: [String: PixelMemory] = [:]
  private let lock = NSLock()
  /// How many files' mappings are kept.
  private static let capacity = 8

  public init() {}

  /// Memory for a new surface: `count` zeroed bytes of `file`'s mapping.
  fileprivate func take(count: Int, file: URL) throws -> PixelMemory {
    try lock.withLock { () throws -> PixelMemory in
      if let found = kept[file.path], found.count == count, !found.inUse,
        MappedFile.isSame(file.path, as: found)
      {
        memset(found.bytes, 0, count)
        found.inUse = true
        return found
      }
      let made = try PixelMemory(count: count, file: file, lock: lock)
      made.inUse = true
      if kept[file.path] == nil, kept.count >= Self.capacity { kept.removeAll() }
      kept[file.path] = made
      return made
    }
  }
}

/// A surface's pixel memory: zeroed heap memory, or a file's shared mapping (kept by
/// `FrameMappings` when the caller keeps them).
fileprivate final class PixelMemory {
  let bytes: UnsafeMutablePointer<UInt8>
  let count: Int
  let mapped: Bool
  /// Whether a surface draws into it now; guarded by `lock`, the lock of the
  /// `FrameMappings` that keeps it (nil when none does).
  var inUse = false
  private let lock: NSLock?

  /// A surface is done with it.
  func release() {
    if let lock { lock.withLock { inUse = false } } else { inUse = false }
  }

  /// The file's identity when mapped, to notice a file replaced by another of the same name.
  private(set) var device: UInt64 = 0
  private(set) var inode: UInt64 = 0

  init(count: Int, file: URL?, lock: NSLock? = nil) throws {
    self.count = count
    self.lock = lock
    guard let file else {
      guard let memory = calloc(count, 1) else {
        throw GraphicsError.cairo("cannot allocate \(count) bytes of pixels")
      }
      bytes = memory.assumingMemoryBound(to: UInt8.self)
      mapped = false
      return
    }
    let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw GraphicsError.encodeFailed(
        "cannot open \(file.path): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    // Faulted in at once: a page at a time costs more than the drawing.
    #if os(Linux)
      let flags = MAP_SHARED | MAP_POPULATE
    #else
      let flags = MAP_SHARED
    #endif
    var info = stat()
    guard ftruncate(fd, off_t(count)) == 0, fstat(fd, &info) == 0,
      let memory = mmap(nil, count, PROT_READ | PROT_WRITE, flags, fd, 0),
      memory != MAP_FAILED
    else {
      throw GraphicsError.encodeFailed(
        "cannot map \(file.path): \(String(cString: strerror(errno)))")
    }
    // A file written before holds its last frame: start transparent.
    memset(memory, 0, count)
    bytes = memory.assumingMemoryBound(to: UInt8.self)
    mapped = true
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  deinit {
    if mapped { munmap(bytes, count) } else { free(bytes) }
  }
}

/// Whether a path still names the file a mapping was made of.
private enum MappedFile {
  static func isSame(_ path: String, as memory: PixelMemory) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && UInt64(info.st_dev) == memory.device
      && UInt64(info.st_ino) == memory.inode && Int(info.st_size) == memory.count
  }
}
