import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CGContext.setBlendMode(_:)` and the UIKit calls that take a blend mode: each mode
/// combines with what the context holds, only where the shape covers (Core Graphics'
/// coverage); a clear or a blend under `clip(to:mask:)` changes what was drawn before the
/// clip where the mask shows (BetterGlow's inner glow punches its text out of black so); a
/// view's drawing that sets a mode blends with its own drawing and leaves the mode behind
/// it.
@MainActor
@Suite struct BlendModeTests {
  /// The pixels of a 20×20 image at scale 1 drawn by `body`, read straight from the image.
  func draw(_ body: (CGContext) -> Void) throws -> Bitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { body($0.cgContext) }
    return try #require(image.cgImage).bitmap
  }

  func near(_ p: RGBA, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Bool {
    abs(p.red - r) < 0.02 && abs(p.green - g) < 0.02 && abs(p.blue - b) < 0.02
      && abs(p.alpha - a) < 0.02
  }

  @Test func clearPunchesAHoleAndOnlyWhereTheShapeIs() throws {
    let pixels = try draw { ctx in
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.setBlendMode(.clear)
      ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
    }
    #expect(pixels.pixel(x: 10, y: 10).alpha < 0.01, "\(pixels.pixel(x: 10, y: 10))")
    #expect(near(pixels.pixel(x: 2, y: 2), 1, 0, 0, 1), "\(pixels.pixel(x: 2, y: 2))")
  }

  @Test func multiplyAndScreenMixTheColours() throws {
    let pixels = try draw { ctx in
      ctx.setFillColor(UIColor(red: 1, green: 0.5, blue: 0.5, alpha: 1).cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.setBlendMode(.multiply)
      ctx.setFillColor(UIColor(red: 0.5, green: 1, blue: 0.5, alpha: 1).cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
      ctx.setBlendMode(.screen)
      ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
    }
    #expect(near(pixels.pixel(x: 5, y: 5), 0.5, 0.5, 0.25, 1), "\(pixels.pixel(x: 5, y: 5))")
    #expect(near(pixels.pixel(x: 15, y: 5), 1, 1, 0.75, 1), "\(pixels.pixel(x: 15, y: 5))")
  }

  /// The tinting idiom: draw a shape, then fill with `.sourceIn`: the colour takes the
  /// shape; a `.destinationIn` fill of part of the context keeps the rest untouched.
  @Test func sourceInTintsAndDestinationInStaysInsideItsShape() throws {
    let tinted = try draw { ctx in
      ctx.setFillColor(UIColor.black.cgColor)
      ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.setBlendMode(.sourceIn)
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(near(tinted.pixel(x: 10, y: 10), 0, 0, 1, 1), "\(tinted.pixel(x: 10, y: 10))")
    #expect(tinted.pixel(x: 0, y: 0).alpha < 0.01, "\(tinted.pixel(x: 0, y: 0))")

    let kept = try draw { ctx in
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.setBlendMode(.destinationIn)
      ctx.setFillColor(UIColor(white: 0, alpha: 0.5).cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(near(kept.pixel(x: 5, y: 5), 1, 0, 0, 0.5), "\(kept.pixel(x: 5, y: 5))")
    #expect(
      near(kept.pixel(x: 15, y: 5), 1, 0, 0, 1), "outside the fill: \(kept.pixel(x: 15, y: 5))")
  }

  @Test func uiKitsBlendModeCallsBlendAndRestoreTheMode() throws {
    let pixels = try draw { ctx in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 10, height: 20), .clear)
      UIColor(white: 0, alpha: 0.5).setFill()
      UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill(
        with: .destinationOut, alpha: 1)
      UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
      UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(pixels.pixel(x: 5, y: 5).alpha < 0.01)
    #expect(near(pixels.pixel(x: 15, y: 5), 1, 0, 0, 0.5), "\(pixels.pixel(x: 15, y: 5))")
    #expect(
      near(pixels.pixel(x: 15, y: 15), 0.5, 0, 0.5, 1),
      "normal again: \(pixels.pixel(x: 15, y: 15))")
  }

  /// BetterGlow's inverted text: black everywhere, the text's mask clipped in, cleared: the
  /// black stays where the mask is clear, and is gone where it shows.
  @Test func aClearUnderAMaskClipClearsWhatWasDrawnBefore() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let maskImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { c in
        UIColor.black.setFill()
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
      }
    let mask = try #require(maskImage.cgImage)
    let pixels = try draw { ctx in
      ctx.saveGState()
      ctx.setFillColor(UIColor.black.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
      ctx.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.restoreGState()
    }
    #expect(
      pixels.pixel(x: 10, y: 10).alpha < 0.01,
      "cleared through the mask: \(pixels.pixel(x: 10, y: 10))")
    #expect(
      near(pixels.pixel(x: 2, y: 2), 0, 0, 0, 1), "kept outside it: \(pixels.pixel(x: 2, y: 2))")
  }

  /// A view's drawing that sets a mode and never restores it: it blends with the view's own
  /// drawing only, and what is composited after it is drawn normally.
  @Test func aViewsBlendModeStaysInItsOwnDrawing() throws {
    final class Punched: UIView {
      override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(bounds)
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = .red
    let punched = Punched(frame: root.bounds)
    punched.isOpaque = false
    punched.backgroundColor = .clear
    root.addSubview(punched)
    let after = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 10))
    after.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    root.addSubview(after)
    let pixels = try renderPixels(root)
    #expect(
      near(pixels.pixel(x: 5, y: 5), 1, 0, 0, 1),
      "the hole shows the red beneath: \(pixels.pixel(x: 5, y: 5))")
    #expect(near(pixels.pixel(x: 15, y: 5), 0, 0, 1, 1), "\(pixels.pixel(x: 15, y: 5))")
    #expect(
      near(pixels.pixel(x: 15, y: 15), 0, 0.5, 0.5, 1),
      "blended normally after: \(pixels.pixel(x: 15, y: 15))")
  }
}
