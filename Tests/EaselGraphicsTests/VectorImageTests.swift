import Foundation
import Testing

@testable import EaselGraphics

/// PDF and SVG image sets rasterized at a screen's scale: the image's size in points times
/// the scale, drawn by Poppler and librsvg on a transparent background.
@Suite struct VectorImageTests {
  /// A 24×12 point PDF whose left half is red, written by Cairo.
  static func halfRedPDF() throws -> Data {
    let s = try VectorSurface(format: .pdf, size: CGSize(width: 24, height: 12))
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 12, height: 12)),
      color: RGBA(red: 1, green: 0, blue: 0), rule: .nonZero)
    return try s.finish()
  }

  static let halfBlueSVG = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- exported -->
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="12">
      <rect x="0" y="0" width="12" height="12" fill="#0000ff"/>
    </svg>
    """.utf8)

  func expectHalfFilled(_ bitmap: Bitmap, _ color: RGBA) {
    let inside = bitmap.pixel(x: bitmap.width / 4, y: bitmap.height / 2)
    #expect(abs(inside.red - color.red) < 0.01 && abs(inside.blue - color.blue) < 0.01)
    #expect(inside.alpha > 0.99)
    #expect(bitmap.pixel(x: bitmap.width * 3 / 4, y: bitmap.height / 2).alpha == 0)
  }

  @Test func aPDFPageAtEachScale() throws {
    let pdf = try Self.halfRedPDF()
    #expect(Bitmap.isVectorImage(pdf))
    let size = try Bitmap.vectorImageSize(pdf)
    #expect(size.width == 24 && size.height == 12)
    for scale in [1.0, 2, 3] {
      let bitmap = try Bitmap(vectorImage: pdf, scale: scale)
      #expect(bitmap.width == Int(24 * scale) && bitmap.height == Int(12 * scale))
      expectHalfFilled(bitmap, RGBA(red: 1, green: 0, blue: 0))
    }
  }

  @Test func anSVGAfterItsProlog() throws {
    #expect(Bitmap.isVectorImage(Self.halfBlueSVG))
    let bitmap = try Bitmap(vectorImage: Self.halfBlueSVG, scale: 2)
    #expect(bitmap.width == 48 && bitmap.height == 24)
    expectHalfFilled(bitmap, RGBA(red: 0, green: 0, blue: 1))
  }

  @Test func anSVGWithOnlyAViewBoxTakesItsSize() throws {
    let svg = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="10" height="10"/></svg>"#
        .utf8)
    let size = try Bitmap.vectorImageSize(svg)
    #expect(size.width == 20 && size.height == 10)
    #expect(try Bitmap(vectorImage: svg, scale: 3).width == 60)
  }

  @Test func otherDataIsNotAVectorImage() {
    #expect(!Bitmap.isVectorImage(Data("<html><svg/></html>".utf8)))
    #expect(!Bitmap.isVectorImage(Data([0x89, 0x50, 0x4E, 0x47])))
    #expect(!Bitmap.isVectorImage(Data()))
    #expect(throws: GraphicsError.self) { try Bitmap(vectorImage: Data("GIF89a".utf8), scale: 1) }
  }

  @Test func brokenDocumentsThrowAndNeverTrap() throws {
    let pdf = try Self.halfRedPDF()
    for broken in [
      Data("%PDF-1.4\nnot a document".utf8), pdf.prefix(pdf.count / 2),
      Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"".utf8),
      Data("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>".utf8),
      Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e9\" height=\"1\"></svg>".utf8),
    ] {
      #expect(throws: GraphicsError.self) { try Bitmap(vectorImage: broken, scale: 2) }
    }
    #expect(throws: GraphicsError.self) { try Bitmap(vectorImage: pdf, scale: 0) }
  }
}
