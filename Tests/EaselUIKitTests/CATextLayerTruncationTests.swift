import Foundation
import Testing

@testable import EaselUIKit

/// A text layer's `truncationMode` cuts what does not fit its bounds, with an ellipsis where
/// the mode says, as Core Animation draws it: an unwrapped layer's line at the bounds width,
/// a wrapped layer's last line that fits the bounds height. It was stored and not drawn: an
/// unwrapped line ran past the bounds, a wrapped layer's lines below them.
@MainActor
@Suite struct CATextLayerTruncationTests {
  /// Red and blue pixels drawn by `layer` (100 × 30 points) in a 300 × 90 white view, left of
  /// and right of x = 100, above and below y = 30.
  struct Counts {
    var red = 0, blue = 0, pastWidth = 0, pastHeight = 0
  }

  func counts(_ layer: CATextLayer) throws -> Counts {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
    view.backgroundColor = .white
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    view.layer.addSublayer(layer)
    let pixels = try renderPixels(view)
    var c = Counts()
    for y in 0..<90 {
      for x in 0..<300 {
        let p = pixels.pixel(x: x, y: y)
        guard p.red < 0.9 || p.green < 0.9 || p.blue < 0.9 else { continue }
        if x >= 100 { c.pastWidth += 1 }
        if y >= 30 { c.pastHeight += 1 }
        if p.red > 0.6, p.green < 0.4, p.blue < 0.4 { c.red += 1 }
        if p.blue > 0.6, p.red < 0.4, p.green < 0.4 { c.blue += 1 }
      }
    }
    return c
  }

  /// Ten red H's then ten blue ones, 20 points: far wider than the layer.
  func redThenBlue(_ mode: CATextLayerTruncationMode, wrapped: Bool = false) -> CATextLayer {
    let layer = CATextLayer()
    let font = UIFont.systemFont(ofSize: 20)
    let text = NSMutableAttributedString(
      string: "HHHHHHHHHH", attributes: [.font: font, .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(
        string: "HHHHHHHHHH", attributes: [.font: font, .foregroundColor: UIColor.blue]))
    layer.string = text
    layer.truncationMode = mode
    layer.isWrapped = wrapped
    return layer
  }

  @Test func anUnwrappedLineIsCutAtTheBoundsWidth() throws {
    let none = try counts(redThenBlue(.none))
    #expect(none.pastWidth > 50, "\(none)")
    let end = try counts(redThenBlue(.end))
    #expect(end.pastWidth == 0, "\(end)")
    #expect(end.red > 50 && end.blue * 4 < end.red, "\(end)")
    let start = try counts(redThenBlue(.start))
    #expect(start.pastWidth == 0, "\(start)")
    #expect(start.blue > 50 && start.red * 4 < start.blue, "\(start)")
    let middle = try counts(redThenBlue(.middle))
    #expect(middle.pastWidth == 0, "\(middle)")
    #expect(middle.red > 20 && middle.blue > 20, "\(middle)")
  }

  /// Each paragraph of an unwrapped layer is a line of its own, cut at the bounds width: the
  /// layer drew only the first.
  @Test func anUnwrappedLayerTruncatesEachParagraph() throws {
    let layer = CATextLayer()
    let font = UIFont.systemFont(ofSize: 20)
    let text = NSMutableAttributedString(
      string: "HHHHHHHHHH\n", attributes: [.font: font, .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(
        string: "HHHHHHHHHH", attributes: [.font: font, .foregroundColor: UIColor.blue]))
    layer.string = text
    layer.truncationMode = .end
    let end = try counts(layer)
    #expect(end.pastWidth == 0, "\(end)")
    #expect(end.red > 50 && end.blue > 50, "\(end)")
    #expect(end.pastHeight > 50, "the second paragraph's line, below the first: \(end)")
  }

  @Test func aWrappedLayerTruncatesItsLastLineThatFits() throws {
    func words(_ mode: CATextLayerTruncationMode) -> CATextLayer {
      let layer = CATextLayer()
      layer.string = "one two three four five six seven eight nine ten"
      layer.fontSize = 20
      layer.foregroundColor = UIColor.red.cgColor
      layer.truncationMode = mode
      layer.isWrapped = true
      return layer
    }
    let none = try counts(words(.none))
    #expect(none.pastHeight > 50, "\(none)")
    let end = try counts(words(.end))
    #expect(end.pastHeight == 0 && end.pastWidth == 0, "\(end)")
    #expect(end.red > 50, "\(end)")
  }
}
