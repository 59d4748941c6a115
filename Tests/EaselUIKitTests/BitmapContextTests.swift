import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Bitmap contexts made with Core Graphics' initializer draw y-up and give their pixels
/// back through `makeImage()`; `boundingBoxOfClipPath` follows the clips.
@MainActor
@Suite struct BitmapContextTests {
  func makeContext(_ w: Int = 40, _ h: Int = 20) throws -> CGContext {
    try #require(
      CGContext(
        data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  }

  @Test func bitmapContextDrawsYUpAndMakesAnImage() throws {
    let ctx = try makeContext()
    ctx.setFillColor(UIColor.blue.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 5))  // the bottom rows, y up
    let image = try #require(ctx.makeImage())
    #expect(image.width == 40 && image.height == 20)
    #expect(image.bitsPerComponent == 8 && image.bytesPerRow == 160)
    #expect(image.colorSpace != nil)
    #expect(image.bitmapInfo.contains(.byteOrder32Little))
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.image = UIImage(cgImage: image)
    let pixels = try renderPixels(view)
    #expect(close(pixels.pixel(x: 20, y: 18), rgb(0, 0, 255)))
    #expect(pixels.pixel(x: 20, y: 2).alpha < 0.05)
  }

  @Test func emptyBitmapContextIsNil() {
    #expect(
      CGContext(
        data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
  }

  @Test func boundingBoxOfClipPathFollowsClipsAndGraphicsState() throws {
    let ctx = try makeContext(40, 20)
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 20))
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 5, y: 5, width: 10, height: 10))
    ctx.translateBy(x: 5, y: 0)
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 5, width: 10, height: 10))
    ctx.restoreGState()
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func layerDrawingSeesItsBoundsAsTheClipBox() throws {
    final class Probe: CALayer {
      var seen: CGRect?
      override func draw(in ctx: CGContext) { seen = ctx.boundingBoxOfClipPath }
    }
    let l = Probe()
    l.frame = CGRect(x: 10, y: 10, width: 30, height: 12)
    l.display()
    #expect(l.seen == CGRect(x: 0, y: 0, width: 30, height: 12))
  }

  @Test func croppingTakesAPartOfTheImage() throws {
    let ctx = try makeContext(40, 20)
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    let image = try #require(ctx.makeImage())
    let right = try #require(image.cropping(to: CGRect(x: 20, y: 0, width: 20, height: 20)))
    let left = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 20, height: 20)))
    #expect(right.width == 20 && right.height == 20)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.image = UIImage(cgImage: left)
    #expect(close(try renderPixels(view).pixel(x: 10, y: 10), rgb(255, 0, 0)))
    view.image = UIImage(cgImage: right)
    #expect(try renderPixels(view).pixel(x: 10, y: 10).alpha < 0.05)
    #expect(image.cropping(to: CGRect(x: 100, y: 100, width: 5, height: 5)) == nil)
  }
}
