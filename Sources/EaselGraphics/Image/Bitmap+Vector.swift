internal import CCairo
internal import CPoppler
internal import CRsvg
import Foundation

// The vector files of asset catalogs' image sets. Xcode's asset catalog compiler rasterizes a
// PDF (first page) or SVG image set for each screen scale: the image's size in points is the
// page's size (PDF units are points) or the SVG's intrinsic size (CSS pixels, a point each),
// and its pixels are that size times the scale. Poppler draws the PDF page and librsvg the SVG
// document into a transparent Cairo surface of that many pixels.

extension Bitmap {
  /// A vector image's size in points and what draws it into a Cairo context whose user space
  /// is in points.
  private struct VectorSource {
    var width: Double
    var height: Double
    var draw: (OpaquePointer) throws -> Void
    var release: () -> Void
  }

  /// Whether `data` is a PDF document or an SVG image (by its signature), as image sets hold.
  public static func isVectorImage(_ data: Data) -> Bool {
    isPDF(data) || isSVG(data)
  }

  static func isPDF(_ data: Data) -> Bool { data.starts(with: Array("%PDF-".utf8)) }

  /// An SVG document: after an optional byte-order mark, white space, XML declaration,
  /// comments and doctype, its first element is `svg`.
  static func isSVG(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let start = head.range(of: "<svg") else { return false }
    // Nothing but prolog before the root element.
    let prolog = head[..<start.lowerBound]
    var rest = Substring(prolog.drop { $0 == "\u{FEFF}" })
    while let open = rest.firstIndex(of: "<") {
      guard rest[..<open].allSatisfy(\.isWhitespace) else { return false }
      let tail = rest[open...]
      guard tail.hasPrefix("<?") || tail.hasPrefix("<!") else { return false }
      guard let close = tail.firstIndex(of: ">") else { return false }
      rest = tail[tail.index(after: close)...]
    }
    return rest.allSatisfy(\.isWhitespace)
  }

  /// The size in points of a PDF's first page or an SVG's intrinsic size; throws for other
  /// data or a document that cannot be read.
  static func vectorImageSize(_ data: Data) throws -> (width: Double, height: Double) {
    let source = try vectorSource(data)
    defer { source.release() }
    return (source.width, source.height)
  }

  /// Rasterizes a PDF's first page or an SVG image at `scale` pixels a point: a transparent
  /// bitmap of the image's size in points times `scale`, rounded to whole pixels.
  ///
  /// Throws `decodeFailed` for a document Poppler or librsvg cannot read, `unsupportedFormat`
  /// for data that is neither, `invalidSize` for an empty or enormous image.
  public convenience init(vectorImage data: Data, scale: Double) throws {
    let source = try Self.vectorSource(data)
    defer { source.release() }
    try self.init(width: source.width, height: source.height, scale: scale, drawing: source.draw)
  }

  /// A transparent bitmap of `width` × `height` points at `scale` pixels a point (rounded to
  /// whole pixels), drawn by `draw` into a Cairo context whose user space is in points.
  /// Throws `invalidSize` for an empty or enormous bitmap, and what `draw` throws.
  convenience init(
    width pointWidth: Double, height pointHeight: Double, scale: Double,
    drawing draw: (OpaquePointer) throws -> Void
  ) throws {
    guard scale.isFinite, scale > 0 else {
      throw GraphicsError.invalidSize("scale \(scale) (must be positive)")
    }
    let width = (pointWidth * scale).rounded()
    let height = (pointHeight * scale).rounded()
    guard width.isFinite, height.isFinite, width >= 1, height >= 1,
      width <= Double(Self.maxDimension), height <= Double(Self.maxDimension)
    else {
      throw GraphicsError.invalidSize(
        "\(pointWidth)×\(pointHeight) points at \(scale)× (1...\(Self.maxDimension) pixels each)")
    }
    let surface = try Self.makeSurface(width: Int(width), height: Int(height))
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw GraphicsError.cairo("cannot draw into a \(Int(width))×\(Int(height)) surface")
    }
    defer { cairo_destroy(cr) }
    cairo_scale(cr, width / pointWidth, height / pointHeight)
    do {
      try draw(cr)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_flush(surface)
    self.init(adopting: surface)
  }

  private static func vectorSource(_ data: Data) throws -> VectorSource {
    if isPDF(data) { return try pdfSource(data) }
    if isSVG(data) { return try svgSource(data) }
    let head = data.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
    throw GraphicsError.unsupportedFormat("not a PDF or SVG image (starts with \(head))")
  }

  /// The message of a GError, which is freed.
  private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }

  private static func pdfSource(_ data: Data) throws -> VectorSource {
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
      throw GraphicsError.decodeFailed("PDF: \(message(of: error))")
    }
    guard poppler_document_get_n_pages(document) > 0,
      let page = poppler_document_get_page(document, 0)
    else {
      g_object_unref(UnsafeMutableRawPointer(document))
      throw GraphicsError.decodeFailed("PDF: the document has no page")
    }
    var width = 0.0
    var height = 0.0
    poppler_page_get_size(page, &width, &height)
    return VectorSource(
      width: width, height: height,
      draw: { cr in poppler_page_render(page, cr) },
      release: {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
      })
  }

  private static func svgSource(_ data: Data) throws -> VectorSource {
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { raw in
      rsvg_handle_new_from_data(
        raw.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(raw.count), &error)
    }
    guard let handle else { throw GraphicsError.decodeFailed("SVG: \(message(of: error))") }
    let release = { g_object_unref(UnsafeMutableRawPointer(handle)) }
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // Width and height relative (or absent): the view box's size, as Xcode takes it.
      var hasViewBox: gboolean = 0
      var viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      guard hasViewBox != 0 else {
        release()
        throw GraphicsError.decodeFailed("SVG: no width, height or viewBox gives its size")
      }
      width = viewBox.width
      height = viewBox.height
    }
    return VectorSource(
      width: width, height: height,
      draw: { cr in
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0 {
          throw GraphicsError.decodeFailed("SVG: \(message(of: error))")
        }
      },
      release: release)
  }
}
