import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// PDF documents read back as Core Graphics reads them (`CGPDFDocument`, `CGPDFPage`,
/// `CGContextDrawPDFPage`): a document a PDF context wrote, its pages, boxes and drawing.
@MainActor
@Suite struct PDFDocumentTests {
  /// A one-page PDF of `size` with a red square at (10, 10, 20, 20) in PDF units (y up),
  /// and a second, blank page.
  func twoPagePDF(size: CGSize = CGSize(width: 80, height: 40)) throws -> Data {
    let data = try #require(CFDataCreateMutable(nil, 0))
    let consumer = try #require(CGDataConsumer(data: data))
    var box = CGRect(origin: .zero, size: size)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
    context.beginPDFPage(nil)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    context.endPDFPage()
    context.beginPDFPage(nil)
    context.endPDFPage()
    context.closePDF()
    return Data(referencing: data)
  }

  func isRed(_ p: RGBA) -> Bool { p.red > 0.9 && p.green < 0.1 && p.blue < 0.1 && p.alpha > 0.9 }

  @Test func documentsGiveTheirPagesFromOne() throws {
    let provider = try #require(CGDataProvider(data: try twoPagePDF() as CFData))
    let document = try #require(CGPDFDocument(provider))
    #expect(document.numberOfPages == 2)
    #expect(document.page(at: 0) == nil)
    #expect(document.page(at: 3) == nil)
    let page = try #require(document.page(at: 1))
    #expect(page.pageNumber == 1)
    #expect(document.page(at: 1) === page, "the same page each time, as CGPDFDocumentGetPage")
    #expect(page.document === document)
    #expect(page.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 80, height: 40))
  }

  @Test func dataThatIsNoPDFGivesNoDocument() throws {
    let provider = try #require(CGDataProvider(data: Data("not a PDF".utf8) as CFData))
    #expect(CGPDFDocument(provider) == nil)
    #expect(CGPDFDocument(NSURL(fileURLWithPath: "/nonexistent/file.pdf")) == nil)
  }

  @Test func documentsOpenByFileURL() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-pdf-\(UUID().uuidString).pdf")
    try twoPagePDF().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(CGPDFDocument(url as NSURL)?.numberOfPages == 2)
  }

  /// `CGPDFPageGetDrawingTransform` scales the box down to fit, never up, keeps the aspect
  /// ratio when asked, centres it, and turns it by `rotate`.
  @Test func drawingTransformsFitTheBoxIntoTheRect() throws {
    let provider = try #require(CGDataProvider(data: try twoPagePDF() as CFData))
    let page = try #require(CGPDFDocument(provider)?.page(at: 1))
    func map(_ t: CGAffineTransform, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: x, y: y).applying(t)
    }
    let fit = page.getDrawingTransform(
      .mediaBox, rect: CGRect(x: 0, y: 0, width: 40, height: 40), rotate: 0,
      preserveAspectRatio: true)
    #expect(map(fit, 0, 0) == CGPoint(x: 0, y: 10))
    #expect(map(fit, 80, 40) == CGPoint(x: 40, y: 30))
    let noUpscale = page.getDrawingTransform(
      .mediaBox, rect: CGRect(x: 0, y: 0, width: 800, height: 400), rotate: 0,
      preserveAspectRatio: true)
    #expect(map(noUpscale, 0, 0) == CGPoint(x: 360, y: 180))
    let turned = page.getDrawingTransform(
      .mediaBox, rect: CGRect(x: 0, y: 0, width: 40, height: 80), rotate: 90,
      preserveAspectRatio: true)
    // Turned a quarter clockwise: the box's top-left corner goes to the rect's top-right.
    let corner = map(turned, 0, 40)
    #expect(abs(corner.x - 40) < 1e-9 && abs(corner.y - 80) < 1e-9, "\(corner)")
  }

  /// A page drawn into a flipped (UIKit) context, flipped back as PDF viewers do, shows the
  /// red square where the page has it: 10 units from its bottom-left corner.
  @Test func pagesDrawInTheContext() throws {
    let provider = try #require(CGDataProvider(data: try twoPagePDF() as CFData))
    let page = try #require(CGPDFDocument(provider)?.page(at: 1))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: format)
      .image { context in
        let cg = context.cgContext
        cg.translateBy(x: 0, y: 40)
        cg.scaleBy(x: 1, y: -1)
        cg.drawPDFPage(page)
      }
    let pixels = try #require(image.cgImage).bitmap
    #expect(isRed(pixels.pixel(x: 20, y: 20)), "\(pixels.pixel(x: 20, y: 20))")
    #expect(isRed(pixels.pixel(x: 11, y: 29)), "\(pixels.pixel(x: 11, y: 29))")
    #expect(!isRed(pixels.pixel(x: 20, y: 5)), "\(pixels.pixel(x: 20, y: 5))")
    #expect(!isRed(pixels.pixel(x: 40, y: 20)), "\(pixels.pixel(x: 40, y: 20))")
  }
}
