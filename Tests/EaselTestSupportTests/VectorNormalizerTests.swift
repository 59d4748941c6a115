import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// The SVG and PDF normaliser: what it keeps, what it drops, and that real Cairo output
/// becomes stable, readable text.
@Suite struct VectorNormalizerTests {
  @Test(arguments: [
    ("M 10.123456 -3.14159 L 0.004 -0.001", "M 10.12 -3.14 L 0 0"),
    ("width=\"393.000001pt\"", "width=\"393pt\""),
    ("2.5 0.125 1.005", "2.5 0.13 1"),
    ("glyph0-1 f-0-0 clip12 #FF0000", "glyph0-1 f-0-0 clip12 #FF0000"),
    ("<0102> 12 0 R 1.5.2", "<0102> 12 0 R 1.5.2"),
  ])
  func roundsDecimalsButNotNames(input: String, expected: String) {
    #expect(VectorNormalizer.roundingNumbers(in: input) == expected)
  }

  @Test func svgIDsAreRenumberedWithTheirReferences() {
    let svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <defs>
      <symbol overflow="visible" id="glyph7-3">
      <path style="stroke:none;" d="M 1.234 5.678 L 9 9 Z"/>
      </symbol>
      <clipPath id="clip42"><path d="M 0 0 L 1 1"/></clipPath>
      <image id="image9" width="4" height="4" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
      </defs>
      <g clip-path="url(#clip42)"><use xlink:href="#glyph7-3" x="10.0049" y="20"/></g>
      <use xlink:href="#image9"/>
      </svg>
      """
    let text = VectorNormalizer.svg(Data(svg.utf8))
    #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(text.contains(#"<symbol overflow="visible" id="glyph-1">"#))
    #expect(text.contains(#"d="(glyph outline)""#))
    #expect(!text.contains("5.678"))
    #expect(text.contains(#"<clipPath id="clip1"><path d="M 0 0 L 1 1"/>"#), "outside symbols")
    #expect(text.contains(#"url(#clip1)"#) && text.contains(##"xlink:href="#glyph-1" x="10""##))
    #expect(text.contains(#"id="image1""#) && text.contains(##"xlink:href="#image1""##))
    #expect(text.contains("data:image/png;base64,(image data)"))
  }

  /// Two documents that differ only in what legitimately varies normalise alike.
  @Test func pdfBookkeepingIsDropped() {
    func document(producer: String, offset: Int, length: Int) -> Data {
      Data(
        """
        %PDF-1.5
        1 0 obj
        << /Producer (\(producer)) /CreationDate (D:20261201) >>
        endobj
        2 0 obj
        << /Type /FontDescriptor /FontName /ABCDEF+Inter-Regular /Length \(length) >>
        endobj
        4 0 obj
        << /Length 12 0 R /Length1 \(length) >>
        endobj
        3 0 obj
           \(length)
        endobj
        xref
        0 4
        0000000000 65535 f 
        00000000\(offset) 00000 n 
        trailer
        << /Size 4 /Info 1 0 R >>
        startxref
        \(offset)
        %%EOF

        """.utf8)
    }
    let a = VectorNormalizer.pdf(document(producer: "cairo 1.16.0", offset: 15, length: 120))
    let b = VectorNormalizer.pdf(document(producer: "cairo 1.18.2 (x)", offset: 17, length: 99))
    #expect(a == b)
    #expect(a.contains("/FontName /XXXXXX+Inter-Regular"))
    #expect(a.contains("/Producer (…)") && a.contains("/CreationDate (…)"))
    #expect(!a.contains("65535") && a.contains("trailer"))
    #expect(a.contains("<< /Length 12 0 R /Length1 (length) >>"), "indirect lengths stay")
  }

  /// A real Cairo PDF: its compressed page stream is inflated into drawing operators, the
  /// embedded font is named, and two renders give the same text.
  @Test func cairoPDFBecomesReadableOperators() throws {
    func render(_ text: String) throws -> String {
      let surface = try VectorSurface(format: .pdf, size: CGSize(width: 100, height: 50))
      surface.canvas.fill(
        GraphicsPath(rect: CGRect(x: 10, y: 10, width: 30.333333, height: 20)),
        color: RGBA(red: 1, green: 0, blue: 0), rule: .nonZero)
      surface.canvas.draw(
        TextLayout(text: text, font: .system(size: 12), color: .black), at: CGPoint(x: 5, y: 30))
      return VectorNormalizer.pdf(try surface.finish())
    }
    let text = try render("Hi")
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("10 10 30.33 20 re"), "\(text.prefix(2000))")
    #expect(text.contains("1 0 0 rg"))
    #expect(text.contains("(font program)"))
    #expect(!text.contains("(compressed data that does not inflate)"))
    #expect(try render("Hi") == text)
    #expect(try render("Ho") != text)
  }

  @Test func cairoSVGIsStable() throws {
    func render() throws -> String {
      let surface = try VectorSurface(format: .svg, size: CGSize(width: 100, height: 50))
      surface.canvas.draw(
        TextLayout(text: "Easel", font: .system(size: 12), color: .black), at: CGPoint(x: 5, y: 5))
      return VectorNormalizer.svg(try surface.finish())
    }
    let text = try render()
    #expect(text.contains(#"id="glyph-1""#) && text.contains(#"d="(glyph outline)""#))
    #expect(try render() == text)
  }
}
