import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CGContext.clip(to:mask:)`: drawing after it shows only where the mask does — by the
/// mask's alpha when it has transparency (KDCircularProgress strokes its arc into a
/// transparent image and clips its gradient to it), by its luminance when it is opaque —
/// until the graphics state is restored, or the context ends.
@MainActor
@Suite struct MaskClipTests {
  /// A 20×20 image at scale 1: `left` over the left half, `right` over the right half.
  func halves(_ left: UIColor, _ right: UIColor) throws -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { c in
        left.setFill()
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        right.setFill()
        c.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
      }
    return try #require(image.cgImage)
  }

  /// The pixels of an image drawn by `body` into a 20×20 context.
  func draw(_ body: (CGContext) -> Void) throws -> Bitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { body($0.cgContext) }
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.image = image
    return try renderPixels(view)
  }

  /// A mask with transparency (black over clear) clips by its alpha; an opaque one (white
  /// over black) by its luminance: either way the left half shows.
  @Test(arguments: ["alpha", "luminance"])
  func maskShowsItsLeftHalf(_ kind: String) throws {
    let mask = kind == "alpha" ? try halves(.black, .clear) : try halves(.white, .black)
    let pixels = try draw { ctx in
      ctx.saveGState()
      ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.restoreGState()
    }
    #expect(close(pixels.pixel(x: 4, y: 10), rgb(255, 0, 0)), "\(pixels.pixel(x: 4, y: 10))")
    #expect(pixels.pixel(x: 15, y: 10).alpha < 0.05, "\(pixels.pixel(x: 15, y: 10))")
  }

  @Test func theClipEndsWithItsGraphicsState() throws {
    let mask = try halves(.black, .clear)
    let pixels = try draw { ctx in
      ctx.saveGState()
      ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
      ctx.restoreGState()
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(close(pixels.pixel(x: 15, y: 10), rgb(0, 0, 255)), "the right half is drawn again")
  }

  @Test func theMaskIsStretchedOverItsRectangle() throws {
    let mask = try halves(.black, .clear)
    let pixels = try draw { ctx in
      // The mask over the right half only: its opaque half covers x 10..<15.
      ctx.clip(to: CGRect(x: 10, y: 0, width: 10, height: 20), mask: mask)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(pixels.pixel(x: 5, y: 10).alpha < 0.05, "outside the rectangle")
    #expect(close(pixels.pixel(x: 12, y: 10), rgb(255, 0, 0)), "the mask's opaque half")
    #expect(pixels.pixel(x: 18, y: 10).alpha < 0.05, "the mask's clear half")
  }

  @Test func aViewsDrawingThatNeverRestoresIsStillMasked() throws {
    final class Arc: UIView {
      var maskImage: CGImage?
      override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let maskImage else { return }
        ctx.clip(to: bounds, mask: maskImage)
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
      }
    }
    let view = Arc(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .clear
    view.isOpaque = false  // (an opaque view's store is black where the mask hides)
    view.maskImage = try halves(.black, .clear)
    let pixels = try renderPixels(view)
    #expect(close(pixels.pixel(x: 4, y: 10), rgb(0, 255, 0)))
    #expect(pixels.pixel(x: 15, y: 10).alpha < 0.05)
  }

  /// An image taken while the clip is in effect (a tint recipe: clip to the icon, fill,
  /// `UIGraphicsGetImageFromCurrentImageContext()`, never restoring) holds what was drawn
  /// under it; drawing after it stays clipped, and `makeImage()` sees that too.
  @Test func anImageTakenUnderTheClipHoldsItsDrawing() throws {
    let mask = try halves(.black, .clear)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
    let ctx = try #require(UIGraphicsGetCurrentContext())
    ctx.translateBy(x: 0, y: 20)
    ctx.scaleBy(x: 1, y: -1)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    let tinted = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
    ctx.setFillColor(UIColor.blue.cgColor)
    ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
    let later = try #require(ctx.makeImage())
    UIGraphicsEndImageContext()
    let first = tinted.bitmap
    #expect(close(first.pixel(x: 4, y: 10), rgb(255, 0, 0)), "\(first.pixel(x: 4, y: 10))")
    #expect(first.pixel(x: 15, y: 10).alpha < 0.05, "\(first.pixel(x: 15, y: 10))")
    let second = later.bitmap
    #expect(close(second.pixel(x: 4, y: 4), rgb(0, 0, 255)), "\(second.pixel(x: 4, y: 4))")
    #expect(close(second.pixel(x: 4, y: 15), rgb(255, 0, 0)), "\(second.pixel(x: 4, y: 15))")
    #expect(second.pixel(x: 15, y: 4).alpha < 0.05, "\(second.pixel(x: 15, y: 4))")
  }
}

/// `replacePathWithStrokedPath()`: the path stands for the area its stroke covers, for
/// filling and for clipping (a gradient drawn along an arc).
@MainActor
@Suite struct StrokedPathTests {
  func draw(_ body: (CGContext) -> Void) throws -> Bitmap { try MaskClipTests().draw(body) }

  func band(_ ctx: CGContext) {
    ctx.move(to: CGPoint(x: 2, y: 10))
    ctx.addLine(to: CGPoint(x: 18, y: 10))
    ctx.setLineWidth(4)
    ctx.replacePathWithStrokedPath()
  }

  @Test func clippingToAStrokedPathShowsOnlyTheStroke() throws {
    let pixels = try draw { ctx in
      band(ctx)
      ctx.clip()
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(pixels.pixel(x: 10, y: 10).red > 0.95, "\(pixels.pixel(x: 10, y: 10))")
    #expect(pixels.pixel(x: 10, y: 4).alpha < 0.05, "\(pixels.pixel(x: 10, y: 4))")
    #expect(pixels.pixel(x: 10, y: 15).alpha < 0.05, "\(pixels.pixel(x: 10, y: 15))")
  }

  @Test func fillingAStrokedPathPaintsTheStroke() throws {
    let pixels = try draw { ctx in
      band(ctx)
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fillPath()
    }
    #expect(pixels.pixel(x: 10, y: 10).blue > 0.95, "\(pixels.pixel(x: 10, y: 10))")
    #expect(pixels.pixel(x: 10, y: 4).alpha < 0.05)
  }
}
