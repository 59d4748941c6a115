internal import CPoppler
import Foundation

/// A PDF document read by Poppler, as Core Graphics' `CGPDFDocument` holds one: its pages,
/// each page's crop box in PDF units, and each page drawn into a bitmap.
public final class PDFFile: @unchecked Sendable {
  /// The Poppler document; Poppler's objects are used behind `lock`.
  private let document: OpaquePointer
  private let lock = NSLock()

  /// Reads the PDF document in `data`; throws `decodeFailed` for data Poppler cannot read
  /// (not a PDF, damaged, or encrypted with a password).
  public init(data: Data) throws {
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
      var reason = "unknown error"
      if let error {
        reason = error.pointee.message.map { String(cString: $0) } ?? reason
        g_error_free(error)
      }
      throw GraphicsError.decodeFailed("PDF: \(reason)")
    }
    self.document = document
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(document)) }

  /// The number of pages.
  public var pageCount: Int {
    lock.withLock { Int(poppler_document_get_n_pages(document)) }
  }

  /// The crop box of page `index` (from 0) in PDF units, y up, as the page's dictionary gives
  /// it (the media box when it has none); nil for a page the document lacks.
  public func cropBox(ofPage index: Int) -> CGRect? {
    withPage(index) { page in
      var box = PopplerRectangle()
      poppler_page_get_crop_box(page, &box)
      return CGRect(
        x: min(box.x1, box.x2), y: min(box.y1, box.y2), width: abs(box.x2 - box.x1),
        height: abs(box.y2 - box.y1))
    }
  }

  /// Page `index` (from 0) drawn at `scale` pixels a PDF unit on a transparent bitmap: its
  /// crop box, the box's top-left corner at the bitmap's top-left. Throws `invalidSize` for
  /// an empty or enormous page, `decodeFailed` for a page the document lacks.
  public func bitmap(ofPage index: Int, scale: Double) throws -> Bitmap {
    guard let box = cropBox(ofPage: index) else {
      throw GraphicsError.decodeFailed("PDF: no page \(index + 1) of \(pageCount)")
    }
    return try Bitmap(width: box.width, height: box.height, scale: scale) { cr in
      _ = withPage(index) { page in poppler_page_render(page, cr) }
    }
  }

  private func withPage<T>(_ index: Int, _ body: (OpaquePointer) -> T) -> T? {
    lock.withLock {
      guard index >= 0, index < Int(poppler_document_get_n_pages(document)),
        let page = poppler_document_get_page(document, Int32(index))
      else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(page)) }
      return body(page)
    }
  }
}
