import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// PDF contexts write real PDF, read back here with Poppler: Core Graphics' with its origin
/// at the bottom left, UIKit's at the top left, a page per `beginPDFPage`/`endPDFPage`.
@MainActor
@Suite struct PDFContextTests {
  /// The number of page objects in a PDF Cairo wrote (its dictionaries are not compressed).
  func pageCount(_ pdf: Data) -> Int {
    let text = String(decoding: pdf, as: UTF8.self)
    return text.components(separatedBy: "/Type /Page").count - 1
      - (text.components(separatedBy: "/Type /Pages").count - 1)
  }

  func isRed(_ p: RGBA) -> Bool { p.red > 0.9 && p.green < 0.1 && p.blue < 0.1 && p.alpha > 0.9 }

  /// A signature pad's export: a data consumer on a mutable data object, a 40 × 20 media
  /// box, a red square drawn at the origin, which Core Graphics puts at the bottom left.
  @Test func coreGraphicsPDFContextWritesAPage() throws {
    let data = try #require(CFDataCreateMutable(nil, 0))
    let consumer = try #require(CGDataConsumer(data: data))
    var box = CGRect(x: 0, y: 0, width: 40, height: 20)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
    context.beginPDFPage(nil)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.saveGState()
    context.endPDFPage()
    context.closePDF()
    let pdf = Data(referencing: data)
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    #expect(pageCount(pdf) == 1)
    let page = try Bitmap(vectorImage: pdf, scale: 1)
    #expect(page.width == 40 && page.height == 20)
    #expect(isRed(page.pixel(x: 5, y: 15)), "bottom left: \(page.pixel(x: 5, y: 15))")
    #expect(!isRed(page.pixel(x: 5, y: 5)), "top left: \(page.pixel(x: 5, y: 5))")
  }

  /// `CGDataConsumer(info:cbks:)` gets the document through its `putBytes` callback.
  @Test func callbackConsumerReceivesTheDocument() throws {
    final class Sink { var data = Data() }
    let sink = Sink()
    var callbacks = CGDataConsumerCallbacks(
      putBytes: { info, bytes, count in
        Unmanaged<Sink>.fromOpaque(info!).takeUnretainedValue().data.append(
          bytes.assumingMemoryBound(to: UInt8.self), count: count)
        return count
      }, releaseConsumer: nil)
    let consumer = try #require(
      CGDataConsumer(info: Unmanaged.passUnretained(sink).toOpaque(), cbks: &callbacks))
    let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
    context.beginPDFPage(nil)
    context.endPDFPage()
    context.beginPDFPage(nil)
    context.endPDFPage()
    context.closePDF()
    #expect(sink.data.starts(with: Array("%PDF-".utf8)))
    #expect(pageCount(sink.data) == 2)
    let page = try Bitmap(vectorImage: sink.data, scale: 1)
    #expect(page.width == 612 && page.height == 792, "US Letter by default")
  }

  /// UIKit's PDF context is current while open and draws y down, as UIKit's other contexts.
  @Test func uiKitPDFContextDrawsFromTheTopLeft() throws {
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 40, height: 20), nil)
    UIGraphicsBeginPDFPage()
    #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 40, height: 20))
    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    UIGraphicsBeginPDFPage()
    UIGraphicsEndPDFContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let pdf = Data(referencing: data)
    #expect(pageCount(pdf) == 2)
    let page = try Bitmap(vectorImage: pdf, scale: 1)
    #expect(isRed(page.pixel(x: 5, y: 5)), "top left: \(page.pixel(x: 5, y: 5))")
    #expect(!isRed(page.pixel(x: 5, y: 15)))
  }
}
