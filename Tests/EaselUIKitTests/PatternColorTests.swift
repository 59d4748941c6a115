import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A pattern colour (`UIColor(patternImage:)`) paints by tiling its image at its size from
/// the origin of the context it is drawn in, as UIKit does: in `setFill()` and
/// `setStroke()`, as a view's background colour and as a layer's.
@MainActor
@Suite struct PatternColorTests {
  /// A 10×10 tile: red on its left half, blue on its right.
  static func tile() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
      UIColor.blue.setFill()
      UIRectFill(CGRect(x: 5, y: 0, width: 5, height: 10))
    }
  }

  static let red = rgb(255, 0, 0)
  static let blue = rgb(0, 0, 255)
  static let white = rgb(255, 255, 255)

  final class Drawing: UIView {
    var body: (CGContext, CGRect) -> Void = { _, _ in }
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      body(context, bounds)
    }
  }

  func render(_ body: @escaping (CGContext, CGRect) -> Void) throws -> Bitmap {
    let view = Drawing(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .white
    view.body = body
    return try renderPixels(view)
  }

  @Test func setFillTilesTheImageFromTheContextsOrigin() throws {
    let pattern = UIColor(patternImage: Self.tile())
    let px = try render { _, _ in
      pattern.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 15))
    }
    for x in [2, 12, 22, 32] { #expect(close(px.pixel(x: x, y: 12), Self.red), "red at \(x)") }
    for x in [7, 17, 27, 37] { #expect(close(px.pixel(x: x, y: 12), Self.blue), "blue at \(x)") }
    #expect(close(px.pixel(x: 2, y: 17), Self.white), "outside the filled rect")
  }

  @Test func tilesStayAtTheContextsOriginUnderATranslation() throws {
    let pattern = UIColor(patternImage: Self.tile())
    let px = try render { context, _ in
      context.translateBy(x: 5, y: 0)
      context.setFillColor(pattern.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 35, height: 20))
    }
    #expect(close(px.pixel(x: 2, y: 5), Self.white), "left of the translated rect")
    #expect(close(px.pixel(x: 7, y: 5), Self.blue), "the first tile's right half")
    #expect(close(px.pixel(x: 12, y: 5), Self.red))
  }

  @Test func setStrokeStrokesWithTheTiles() throws {
    let pattern = UIColor(patternImage: Self.tile())
    let px = try render { context, _ in
      pattern.setStroke()
      context.setLineWidth(4)
      context.move(to: CGPoint(x: 0, y: 10))
      context.addLine(to: CGPoint(x: 40, y: 10))
      context.strokePath()
    }
    #expect(close(px.pixel(x: 2, y: 10), Self.red))
    #expect(close(px.pixel(x: 17, y: 10), Self.blue))
    #expect(close(px.pixel(x: 2, y: 3), Self.white), "off the line")
  }

  @Test func theContextsAlphaFadesThePattern() throws {
    let pattern = UIColor(patternImage: Self.tile())
    let px = try render { context, bounds in
      context.setAlpha(0.5)
      pattern.setFill()
      context.fill(bounds)
    }
    #expect(close(px.pixel(x: 2, y: 5), rgb(255, 128, 128), tolerance: 0.03))
  }

  @Test func aViewsBackgroundColorTilesTheImage() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = UIColor(patternImage: Self.tile())
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 12, y: 15), Self.red))
    #expect(close(px.pixel(x: 37, y: 3), Self.blue))
  }

  @Test func aLayersBackgroundColorTilesTheImage() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.layer.backgroundColor = UIColor(patternImage: Self.tile()).cgColor
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 22, y: 5), Self.red))
    #expect(close(px.pixel(x: 27, y: 5), Self.blue))
  }

  @Test func aLayersBorderColorTilesTheImage() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .white
    view.layer.borderWidth = 4
    view.layer.borderColor = UIColor(patternImage: Self.tile()).cgColor
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 12, y: 1), Self.red), "the top edge")
    #expect(close(px.pixel(x: 17, y: 18), Self.blue), "the bottom edge")
    #expect(close(px.pixel(x: 12, y: 10), Self.white), "inside the border")
  }

  /// Text in a pattern colour (a label's, a drawn string's, a text field's, a text view's
  /// attributed text's) shows the tiles through the glyphs' shapes.
  @Test(arguments: ["label", "string", "field", "textView"])
  func textInAPatternColorShowsTheTiles(_ how: String) throws {
    let pattern = UIColor(patternImage: Self.tile())
    let root: UIView
    if how == "label" {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      label.backgroundColor = .white
      label.font = UIFont.boldSystemFont(ofSize: 48)
      label.text = "■■■■"
      label.textColor = pattern
      root = label
    } else if how == "field" {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      field.backgroundColor = .white
      field.font = UIFont.boldSystemFont(ofSize: 48)
      field.text = "■■■■"
      field.textColor = pattern
      root = field
    } else if how == "textView" {
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
      textView.backgroundColor = .white
      textView.attributedText = NSAttributedString(
        string: "■■■■",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: pattern])
      root = textView
    } else {
      let view = Drawing(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      view.backgroundColor = .white
      view.body = { _, _ in
        "■■■■".draw(
          at: .zero,
          withAttributes: [.font: UIFont.boldSystemFont(ofSize: 48), .foregroundColor: pattern])
      }
      root = view
    }
    let surface = try LayerRenderer().rasterize(root, scale: 1)
    writeForInspection(surface, "pattern-text-\(how)")
    let px = try surface.bitmap()
    var (red, blue, black) = (0, 0, 0)
    for y in 0..<px.height {
      for x in 0..<px.width {
        let p = px.pixel(x: x, y: y)
        if close(p, Self.red, tolerance: 0.05) { red += 1 }
        if close(p, Self.blue, tolerance: 0.05) { blue += 1 }
        if close(p, rgb(0, 0, 0), tolerance: 0.2) { black += 1 }
      }
    }
    #expect(red > 200 && blue > 200, "red \(red), blue \(blue)")
    #expect(black == 0, "no text drawn in a plain colour")
  }
}
