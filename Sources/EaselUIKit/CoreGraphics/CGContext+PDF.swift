internal import EaselGraphics
import Foundation

// PDF contexts, as Core Graphics' `CGContext(consumer:mediaBox:_:)` and UIKit's
// `UIGraphicsBeginPDFContextToData`: the drawing goes to Cairo's PDF surface, as vectors,
// one PDF page per `beginPDFPage`…`endPDFPage`, and the document is handed to the data
// consumer when the context is closed (`closePDF()`, or the context's release).
//
// Core Graphics' PDF context has its origin at the bottom left of the media box, y up;
// UIKit's (`UIGraphicsBeginPDFPage`) at the top left, y down, as its other contexts.

/// The default media box, US Letter, as Core Graphics and UIKit use when given none.
let defaultPDFMediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)

/// The document a PDF context draws into and where it goes when closed.
final class PDFDocumentOutput {
  let surface: VectorSurface
  let consumer: CGDataConsumer
  /// The media box pages get when they name none.
  let mediaBox: CGRect
  /// Whether the context's space has y up (Core Graphics') rather than down (UIKit's).
  let yUp: Bool
  /// The graphics-state depth a page began at, while a page is open.
  var pageDepth: Int?
  /// The media box of the open or last page.
  var pageBox: CGRect
  var closed = false

  init(surface: VectorSurface, consumer: CGDataConsumer, mediaBox: CGRect, yUp: Bool) {
    self.surface = surface
    self.consumer = consumer
    self.mediaBox = mediaBox
    self.pageBox = mediaBox
    self.yUp = yUp
  }

  /// Ends the document and hands its bytes to the consumer, once.
  func close() {
    guard !closed else { return }
    closed = true
    if let bytes = try? surface.finish() { consumer.write(bytes) }
  }

  deinit { close() }
}

extension CGContext {
  /// A PDF context writing to `consumer`, its pages `mediaBox` (US Letter when nil) unless a
  /// page says otherwise, as `CGPDFContextCreate`. The origin is at the media box's bottom
  /// left, y up, as in Core Graphics. `auxiliaryInfo` (title, author…) is not written.
  public convenience init?(
    consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
  ) {
    let box = mediaBox?.pointee.standardized ?? defaultPDFMediaBox
    self.init(pdfConsumer: consumer, mediaBox: box, yUp: true)
  }

  /// A PDF context writing the file at `url`, as `CGPDFContextCreateWithURL`.
  public convenience init?(
    _ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
  ) {
    guard let consumer = CGDataConsumer(url: url) else { return nil }
    self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
  }

  /// A PDF context over `mediaBox`; nil for an empty or non-finite box.
  convenience init?(pdfConsumer consumer: CGDataConsumer, mediaBox box: CGRect, yUp: Bool) {
    guard box.width.isFinite, box.height.isFinite,
      let surface = try? VectorSurface(format: .pdf, size: box.size)
    else { return nil }
    self.init(canvas: surface.canvas, bounds: CGRect(origin: .zero, size: box.size))
    pdfDocument = PDFDocumentOutput(
      surface: surface, consumer: consumer, mediaBox: box, yUp: yUp)
  }

  /// Starts a page, as `CGPDFContextBeginPage`: its media box is `pageInfo`'s
  /// `kCGPDFContextMediaBox` (a `CFData` holding a `CGRect`, or a `CGRect`), else the
  /// context's. The graphics state starts afresh on each page. Does nothing on a context
  /// that is not a PDF context, or while a page is open.
  public func beginPDFPage(_ pageInfo: CFDictionary?) {
    let value = pageInfo?.object(forKey: kCGPDFContextMediaBox)
    var box = value as? CGRect
    let data = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
    if let data, data.count == MemoryLayout<CGRect>.size {
      box = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
    }
    beginPDFPage(mediaBox: box)
  }

  /// Ends the page begun with `beginPDFPage(_:)`, as `CGPDFContextEndPage`; graphics states
  /// saved on it and not restored are dropped.
  public func endPDFPage() {
    guard let pdf = pdfDocument, let depth = pdf.pageDepth, !pdf.closed else { return }
    settleMaskClips()
    while stackDepth > depth { restoreGState() }
    pdf.pageDepth = nil
    pdf.surface.endPage()
  }

  /// Ends the document, as `CGPDFContextClose`, ending an open page first: the consumer
  /// gets the PDF now. Drawing after it is ignored.
  public func closePDF() {
    guard let pdf = pdfDocument, !pdf.closed else { return }
    endPDFPage()
    pdf.close()
  }

  /// Starts a page of `mediaBox` (the context's when nil), as `CGContextBeginPage`.
  public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
    beginPDFPage(mediaBox: mediaBox?.pointee)
  }

  /// Ends the page, as `CGContextEndPage`.
  public func endPage() { endPDFPage() }

  /// Opens a page of `mediaBox` (the document's when nil): a saved graphics state holding
  /// the page's transform, from the media box's space to the page's.
  func beginPDFPage(mediaBox: CGRect?) {
    guard let pdf = pdfDocument, pdf.pageDepth == nil, !pdf.closed else { return }
    let box = mediaBox?.standardized ?? pdf.mediaBox
    pdf.surface.setPageSize(box.size)
    saveGState()
    pdf.pageDepth = stackDepth - 1
    pdf.pageBox = box
    state = GState()
    state.clipBox = CGRect(origin: .zero, size: box.size)
    if pdf.yUp {
      canvas.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY))
    } else {
      canvas.concatenate(CGAffineTransform(translationX: -box.minX, y: -box.minY))
    }
  }
}

/// The key of a page's or document's media box in PDF context dictionaries.
public let kCGPDFContextMediaBox: CFString = "MediaBox" as CFString
