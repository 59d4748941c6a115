import Foundation
import Testing

@testable import EaselGraphics

@Suite struct VectorSurfaceTests {
  func render(_ format: VectorFormat) throws -> Data {
    let s = try VectorSurface(format: format, size: RainbowScene.size)
    RainbowScene.draw(on: s.canvas)
    s.canvas.draw(
      TextLayout(text: "Rainbow", font: .system(size: 17), color: .white), at: CGPoint(x: 20, y: 20)
    )
    return try s.finish()
  }

  @Test func svgIsAnXMLDocument() throws {
    let data = try render(.svg)
    #expect(String(decoding: data.prefix(5), as: UTF8.self) == "<?xml")
    #expect(String(decoding: data, as: UTF8.self).contains("<image"))  // the blurred shadows
  }

  @Test func pdfIsAPDFDocument() throws {
    let data = try render(.pdf)
    #expect(String(decoding: data.prefix(4), as: UTF8.self) == "%PDF")
    #expect(!String(decoding: data, as: UTF8.self).contains("CreationDate"))
  }

  @Test(arguments: [VectorFormat.svg, .pdf])
  func outputIsDeterministic(format: VectorFormat) throws {
    let first = try render(format)
    let second = try render(format)
    #expect(first == second)
  }

  @Test func finishTwiceGivesTheSameBytes() throws {
    let s = try VectorSurface(format: .svg, size: CGSize(width: 10, height: 10))
    #expect(try s.finish() == s.finish())
    // Drawing after finishing is ignored, not a crash.
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), color: .black, rule: .nonZero)
  }

  @Test func rejectsBadSizes() {
    #expect(throws: GraphicsError.self) {
      try VectorSurface(format: .pdf, size: CGSize(width: -1, height: 5))
    }
  }
}

@Suite struct SVGIdentifierTests {
  @Test func idsAndReferencesAreRenumberedTogether() {
    let svg =
      ##"<g id="surface42"><use xlink:href="#glyph7-3"/><g clip-path="url(#clip9)"><use xlink:href="#surface42"/><image id="image88"/></g></g><g id="surface40"/>"##
    let out = String(decoding: SVGIdentifiers.renumber(Data(svg.utf8)), as: UTF8.self)
    #expect(
      out
        == ##"<g id="surface1"><use xlink:href="#glyph1-3"/><g clip-path="url(#clip1)"><use xlink:href="#surface1"/><image id="image1"/></g></g><g id="surface2"/>"##
    )
  }

  @Test func otherTextIsUntouched() {
    let svg = ##"<path d="M 1 2" style="fill:rgb(1,2,3)"/> surface5 "mask""##
    #expect(SVGIdentifiers.renumber(Data(svg.utf8)) == Data(svg.utf8))
  }
}
