import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CGContext.resetClip()` sets the clip back to the whole of what the context draws on, as
/// Core Graphics does: a view that clips its digits to a box, then resets the clip to stroke
/// the box's outline (T-Pau/Ready's tape counter) gets the whole outline.
@MainActor
@Suite struct ResetClipTests {
  @Test func aResetClipLetsTheWholeViewBeDrawn() throws {
    let image = try drawnPixels { ctx in
      ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      ctx.resetClip()
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(close(image.pixel(x: 15, y: 15), rgb(255, 0, 0)), "\(image.pixel(x: 15, y: 15))")
  }

  @Test func aSavedStatesClipComesBackWithIt() throws {
    let image = try drawnPixels { ctx in
      ctx.translateBy(x: 10, y: 0)
      ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 20))
      ctx.saveGState()
      ctx.resetClip()
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: -10, y: 0, width: 5, height: 5))
      ctx.restoreGState()
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fill(CGRect(x: -10, y: 10, width: 30, height: 10))
    }
    #expect(close(image.pixel(x: 2, y: 2), rgb(255, 0, 0)), "drawn with the clip reset")
    #expect(image.pixel(x: 2, y: 15).alpha < 0.05, "the saved clip is back")
    #expect(close(image.pixel(x: 12, y: 15), rgb(0, 0, 255)), "inside the saved clip")
  }

  @Test func anImageContextsClipIsResetToItsSize() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { c in
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).addClip()
        c.cgContext.resetClip()
        UIColor.green.setFill()
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      }
    let bitmap = try #require(image.cgImage).bitmap
    #expect(close(bitmap.pixel(x: 15, y: 15), rgb(0, 255, 0)), "\(bitmap.pixel(x: 15, y: 15))")
  }

  /// The tape counter's drawing: digits measured with `NSString.boundingRect`, clipped to
  /// their box, and the box stroked after the clip is reset.
  @Test func anOutlineStrokedAfterAResetClipIsWhole() throws {
    let image = try drawnPixels { ctx in
      let size = NSString(string: "0").boundingRect(
        with: CGSize(width: 20, height: 20), options: [],
        attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil
      ).size
      let box = CGRect(
        x: 10 - size.width / 2, y: 10 - size.height / 2, width: size.width, height: size.height)
      ctx.clip(to: box)
      ctx.resetClip()
      ctx.setStrokeColor(UIColor.black.cgColor)
      ctx.setLineWidth(2)
      ctx.stroke(box.integral)
    }
    let left = Int(image.width / 2) - 1
    var darkest = 1.0
    for x in 0..<left { darkest = min(darkest, 1 - image.pixel(x: x, y: 10).alpha) }
    #expect(darkest < 0.05, "the outline's left side, outside the digits' box, is drawn")
  }
}
