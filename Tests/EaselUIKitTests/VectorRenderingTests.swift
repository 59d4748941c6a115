import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct VectorRenderingTests {
  /// The `rgb(r%, g%, b%)` colours an SVG uses, as 0–255 components.
  static func colours(in svg: String) -> [(Double, Double, Double)] {
    var out: [(Double, Double, Double)] = []
    var rest = svg[...]
    while let start = rest.range(of: "rgb(") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      let parts = rest[..<end].split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces).dropLast()) ?? -1
      }
      if parts.count == 3 { out.append((parts[0] * 2.55, parts[1] * 2.55, parts[2] * 2.55)) }
      rest = rest[end...]
    }
    return out
  }

  static func uses(_ colour: (Double, Double, Double), in svg: String) -> Bool {
    colours(in: svg).contains {
      abs($0.0 - colour.0) < 1.5 && abs($0.1 - colour.1) < 1.5 && abs($0.2 - colour.2) < 1.5
    }
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  static func svg(of view: UIView) throws -> String {
    let surface = try VectorSurface(format: .svg, size: view.bounds.size)
    LayerRenderer().render(view, on: surface.canvas)
    return String(decoding: try surface.finish(), as: UTF8.self)
  }

  /// The Rainbow as vectors: its size, the black background, a path per half-stroke and
  /// cap (three per ring), and each ring's colour.
  @Test func rainbowRendersToSVG() throws {
    let view = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
    view.backgroundColor = .black
    let svg = try Self.svg(of: view)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("width=\"600") && svg.contains("height=\"343"))
    #expect(Self.count("<path", in: svg) >= 9, "\(Self.count("<path", in: svg)) paths")
    #expect(Self.uses((0, 0, 0), in: svg))
    for ring in [(37.0, 252.0, 244.0), (171.0, 250.0, 81.0), (238.0, 32.0, 53.0)] {
      #expect(Self.uses(ring, in: svg), "ring colour \(ring) missing")
    }
    // The six half-strokes are vector strokes 20 points wide (the caps' shadows are masks).
    #expect(Self.count("stroke-width:20;", in: svg) == 6)
  }

  /// A label's text is drawn as glyphs in its colour.
  @Test func labelTextIsGlyphsInTheTextColour() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Easel"
    label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let svg = try Self.svg(of: label)
    #expect(Self.count("<use", in: svg) == 5, "\(Self.count("<use", in: svg)) glyphs drawn")
    #expect(Self.uses((255, 0, 0), in: svg))
    label.text = ""
    #expect(Self.count("<use", in: try Self.svg(of: label)) == 0)
  }

  @Test func rainbowAtScaleTwo() throws {
    let view = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
    view.backgroundColor = UIColor(red: 0x38 / 255, green: 0x33 / 255, blue: 0x4C / 255, alpha: 1)
    let surface = try LayerRenderer().rasterize(view, scale: 2)
    writeForInspection(surface, "rainbow@2x")
    #expect(surface.pixelWidth == 1200)
    #expect(surface.pixelHeight == 686)
    // The first ring's bottom (radius 40 points) at twice the pixels.
    let px = surface.bitmap()
    #expect(close(px.pixel(x: 600, y: 2 * (171 + 40)), rgb(37, 252, 244), tolerance: 0.03))
  }
}
