internal import EaselGraphics
import Foundation

// PDF documents as Core Graphics reads them (`CGPDFDocumentCreateWithProvider`,
// `CGPDFDocumentGetPage`, `CGPDFPageGetBoxRect`, `CGPDFPageGetDrawingTransform`,
// `CGContextDrawPDFPage`), on Poppler (`PDFFile`). Pages are numbered from 1; a page's boxes
// are in PDF units, y up; drawing a page puts its content in the context's user space as the
// page's own coordinates give it, so a view flips its context first, as on iOS.

/// A PDF document, as `CGPDFDocument`.
///
/// Differs from Core Graphics: an encrypted document that needs a password does not open;
/// the catalog, info and outline dictionaries are not read.
open class CGPDFDocument: NSObject {
  /// The document Poppler read.
  let file: PDFFile
  /// Each page made so far, by number: `page(at:)` gives the same object each time.
  private var pages: [Int: CGPDFPage] = [:]

  /// The document `provider`'s bytes hold; nil when they are not a PDF Poppler can read.
  public convenience init?(_ provider: CGDataProvider) {
    guard let file = try? PDFFile(data: provider.data) else { return nil }
    self.init(file: file)
  }

  /// The document at the file URL `url`; nil when it cannot be read or is not a PDF.
  public convenience init?(_ url: CFURL) {
    guard let path = (url as URL).isFileURL ? (url as URL).path : nil,
      let data = FileManager.default.contents(atPath: path),
      let file = try? PDFFile(data: data)
    else { return nil }
    self.init(file: file)
  }

  init(file: PDFFile) {
    self.file = file
    super.init()
  }

  /// The number of pages.
  public var numberOfPages: Int { file.pageCount }

  /// Page `pageNumber`, counted from 1; nil past the last.
  public func page(at pageNumber: Int) -> CGPDFPage? {
    guard pageNumber >= 1, pageNumber <= numberOfPages else { return nil }
    if let page = pages[pageNumber] { return page }
    let page = CGPDFPage(document: self, pageNumber: pageNumber)
    pages[pageNumber] = page
    return page
  }

  /// The PDF version: Easel reports 1.7.
  public func getVersion(
    majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>
  ) {
    majorVersion.pointee = 1
    minorVersion.pointee = 7
  }

  /// Whether it is encrypted: a document Easel opened never needs a password.
  public var isEncrypted: Bool { false }
  /// Unlocks it: it is never locked.
  public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool { true }
  /// Whether it is unlocked (always).
  public var isUnlocked: Bool { true }
  /// Whether printing is allowed (always).
  public var allowsPrinting: Bool { true }
  /// Whether copying is allowed (always).
  public var allowsCopying: Bool { true }
  /// The catalog (not read: nil).
  public var catalog: CGPDFDictionaryRef? { nil }
  /// The info dictionary (not read: nil).
  public var info: CGPDFDictionaryRef? { nil }
  /// The file identifier (not read: nil).
  public var fileIdentifier: CGPDFArrayRef? { nil }
  /// The outline (not read: nil).
  public var outline: CFDictionary? { nil }
  /// What the document allows (everything).
  public var accessPermissions: CGPDFAccessPermissions {
    CGPDFAccessPermissions(rawValue: (1 << 8) - 1)
  }
}

/// A page of a PDF document, as `CGPDFPage`.
///
/// Differs from Core Graphics: every box is the page's crop box (Poppler gives no other), and
/// the page's `/Rotate` is not read (`rotationAngle` is 0).
open class CGPDFPage: NSObject {
  /// The document the page belongs to.
  public private(set) weak var document: CGPDFDocument?
  /// The document's file, kept while the page is.
  let file: PDFFile
  /// The page's number, from 1.
  public let pageNumber: Int

  init(document: CGPDFDocument, pageNumber: Int) {
    self.document = document
    self.file = document.file
    self.pageNumber = pageNumber
    super.init()
  }

  /// The rectangle of `box` in PDF units (here the crop box, whichever box is asked for).
  public func getBoxRect(_ box: CGPDFBox) -> CGRect {
    file.cropBox(ofPage: pageNumber - 1) ?? .zero
  }

  /// The page's rotation in degrees (0: not read).
  public var rotationAngle: Int32 { 0 }

  /// The transform that maps `box` onto `rect`, as `CGPDFPageGetDrawingTransform`: the box
  /// rotated by the page's rotation plus `rotate` (a multiple of 90, clockwise), scaled down
  /// to fit `rect` (never up), keeping its aspect ratio when `preserveAspectRatio` is true,
  /// and centred in `rect`.
  public func getDrawingTransform(
    _ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool
  ) -> CGAffineTransform {
    let source = getBoxRect(box)
    guard source.width > 0, source.height > 0 else { return .identity }
    let turns = ((Int(rotationAngle) + Int(rotate)) / 90 % 4 + 4) % 4
    let (width, height) =
      turns % 2 == 0 ? (source.width, source.height) : (source.height, source.width)
    var sx = min(rect.width / width, 1)
    var sy = min(rect.height / height, 1)
    if preserveAspectRatio {
      sx = min(sx, sy)
      sy = sx
    }
    return CGAffineTransform(translationX: rect.midX, y: rect.midY)
      .scaledBy(x: sx, y: sy)
      .rotated(by: -CGFloat(turns) * .pi / 2)
      .translatedBy(x: -source.midX, y: -source.midY)
  }

  /// The page's dictionary (not read: nil).
  public var dictionary: CGPDFDictionaryRef? { nil }
}

extension CGContext {
  /// Draws `page`'s content in user space, at the page's own coordinates (PDF units, y up),
  /// as `CGContextDrawPDFPage`.
  ///
  /// Differs from Core Graphics: the page is drawn as an image Poppler rasterizes at the
  /// context's scale (times 3 for the screen's pixels), not as vector content.
  public func drawPDFPage(_ page: CGPDFPage) {
    let box = page.getBoxRect(.mediaBox)
    let t = ctm
    let userScale = max(hypot(t.a, t.b), hypot(t.c, t.d))
    let scale = min(max(userScale, 0.01) * 3, 4096 / max(box.width, box.height, 1))
    guard let bitmap = try? page.file.bitmap(ofPage: page.pageNumber - 1, scale: scale) else {
      return
    }
    draw(CGImage(bitmap: bitmap), in: box)
  }
}
