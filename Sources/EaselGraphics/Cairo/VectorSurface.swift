internal import CCairo
import Foundation

/// The vector document formats a `VectorSurface` writes.
public enum VectorFormat: Sendable, Hashable {
  /// SVG 1.1, sized in points.
  case svg
  /// PDF 1.5, one page.
  case pdf
}

/// An SVG or PDF document to draw on, sized in points: one page, or for a PDF as many as
/// `endPage()` ends.
///
/// Output is deterministic: the same drawing gives the same bytes. The PDF has no creation
/// date (Cairo would write the time of writing); the SVG's element ids, which
/// Cairo numbers from process-wide counters, are renumbered in order of appearance.
/// Shadows are embedded as images at two pixels per point.
public final class VectorSurface {
  /// Where Cairo's output stream is collected.
  final class Sink {
    var data = Data()
  }

  /// The Cairo surface; owned.
  let surface: OpaquePointer
  private let sink: Sink
  private let cairoCanvas: CairoCanvas
  private var finished: Data?
  /// The document's format.
  public let format: VectorFormat
  /// The page size in points.
  public let size: CGSize

  /// Creates an empty document page of `size` points.
  /// Throws `invalidSize` unless both sides are positive, finite and at most 32767.
  public init(format: VectorFormat, size: CGSize) throws {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      size.width <= 32767, size.height <= 32767
    else { throw GraphicsError.invalidSize("\(size.width)×\(size.height) points") }
    let sink = Sink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let write: cairo_write_func_t = { closure, bytes, length in
      guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
      sink.data.append(bytes, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let created: OpaquePointer?
    switch format {
    case .svg:
      created = cairo_svg_surface_create_for_stream(write, closure, size.width, size.height)
    case .pdf:
      created = cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height)
    }
    guard let s = created else { throw GraphicsError.cairo("cannot create a \(format) surface") }
    let status = cairo_surface_status(s)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      throw GraphicsError.cairo(String(cString: cairo_status_to_string(status)))
    }
    if format == .pdf {
      // An empty date makes Cairo 1.16 leave /CreationDate out (by default it writes now).
      cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, "")
    }
    guard let cr = cairo_create(s), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      throw GraphicsError.cairo("cannot create a drawing context")
    }
    self.surface = s
    self.sink = sink
    self.cairoCanvas = CairoCanvas(cr: cr, pixelScale: 1, shadowOversampling: 2)
    self.format = format
    self.size = size
  }

  deinit {
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
  }

  /// The canvas that draws on this page, in points. Drawing after `finish()` is ignored.
  public var canvas: Canvas { cairoCanvas }

  /// Ends the page drawn so far, which the document keeps even if blank; drawing goes on on
  /// a new page. PDF only: an SVG document has one page, so this does nothing to one. The
  /// page after the last one ended is left out of the document unless drawn on.
  public func endPage() {
    guard format == .pdf, finished == nil else { return }
    cairo_show_page(cairoCanvas.cr)
  }

  /// Sets the size of the page being drawn, in points, before anything is drawn on it (PDF
  /// only). Sizes that `init(format:size:)` would refuse are ignored.
  public func setPageSize(_ size: CGSize) {
    guard format == .pdf, finished == nil, size.width.isFinite, size.height.isFinite,
      size.width > 0, size.height > 0, size.width <= 32767, size.height <= 32767
    else { return }
    cairo_pdf_surface_set_size(surface, size.width, size.height)
  }

  /// Ends the document and returns its bytes; later calls return the same bytes.
  public func finish() throws -> Data {
    if let finished { return finished }
    cairo_surface_flush(surface)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS || status == CAIRO_STATUS_SURFACE_FINISHED else {
      throw GraphicsError.encodeFailed(
        "\(format): " + String(cString: cairo_status_to_string(status)))
    }
    var data = sink.data
    if format == .svg { data = SVGIdentifiers.renumber(data) }
    finished = data
    return data
  }
}
