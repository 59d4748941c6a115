import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Core Graphics' text drawing modes, as an outlined label uses them: the text stroked in one
/// colour, then filled in another (the common `drawTextInRect:` override).
@MainActor
@Suite struct TextDrawingModeTests {
  final class OutlinedLabel: UILabel {
    var mode: CGTextDrawingMode = .stroke
    var outline = UIColor.yellow

    override func drawText(in rect: CGRect) {
      let fill = textColor
      let ctx = UIGraphicsGetCurrentContext()!
      ctx.setLineWidth(6)
      ctx.setLineJoin(.round)
      ctx.setTextDrawingMode(mode)
      textColor = outline
      super.drawText(in: rect)
      if mode == .stroke {
        ctx.setTextDrawingMode(.fill)
        textColor = fill
        super.drawText(in: rect)
      }
    }
  }

  static func counts(_ label: UILabel) throws -> (yellow: Int, black: Int) {
    let px = try renderPixels(label)
    var (yellow, black) = (0, 0)
    for y in 0..<px.height {
      for x in 0..<px.width {
        let p = px.pixel(x: x, y: y)
        if p.red > 0.9, p.green > 0.9, p.blue < 0.2, p.alpha > 0.9 { yellow += 1 }
        if p.red < 0.1, p.green < 0.1, p.blue < 0.1, p.alpha > 0.9 { black += 1 }
      }
    }
    return (yellow, black)
  }

  static func label(_ mode: CGTextDrawingMode) -> OutlinedLabel {
    let l = OutlinedLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    l.text = "HI"
    l.font = .boldSystemFont(ofSize: 40)
    l.textColor = .black
    l.mode = mode
    return l
  }

  @Test func strokeThenFillOutlinesTheText() throws {
    let c = try Self.counts(Self.label(.stroke))
    #expect(c.yellow > 100, "the outline: \(c)")
    #expect(c.black > 100, "the fill inside it: \(c)")
  }

  @Test func invisibleDrawsNothing() throws {
    let c = try Self.counts(Self.label(.invisible))
    #expect(c.yellow == 0 && c.black == 0, "\(c)")
  }

  @Test func fillIsTheDefault() throws {
    let l = Self.label(.fill)
    l.outline = .black
    let c = try Self.counts(l)
    #expect(c.yellow == 0 && c.black > 100, "\(c)")
  }

  final class SavedStateView: UIView {
    override func draw(_ rect: CGRect) {
      let ctx = UIGraphicsGetCurrentContext()!
      ctx.saveGState()
      ctx.setTextDrawingMode(.invisible)
      ctx.restoreGState()
      ("HI" as NSString).draw(
        at: .zero,
        withAttributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black])
    }
  }

  /// The mode is graphics state: restoring the state puts filling back.
  @Test func theModeIsSavedAndRestored() throws {
    let view = SavedStateView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    view.backgroundColor = .white
    let px = try renderPixels(view)
    var black = 0
    for y in 0..<px.height {
      for x in 0..<px.width where px.pixel(x: x, y: y).red < 0.1 { black += 1 }
    }
    #expect(black > 100, "\(black)")
  }
}
