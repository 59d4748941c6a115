import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// User space and device space through the CTM, and the extent of a layer's drawing context:
/// `convertToUserSpace(CGSize(width: ctx.width, height: ctx.height))` is the layer's size, as
/// code that sizes its drawing to the context writes it.
@MainActor
@Suite struct CGContextSpacesTests {
  final class ProbeLayer: CALayer {
    var extent: (width: Int, height: Int)?
    var userSize: CGSize?
    var scaledSize: CGSize?
    var scaledRect: CGRect?
    var scaledPoint: CGPoint?

    override func draw(in ctx: CGContext) {
      extent = (ctx.width, ctx.height)
      userSize = ctx.convertToUserSpace(CGSize(width: ctx.width, height: ctx.height))
      ctx.translateBy(x: 4, y: 6)
      ctx.scaleBy(x: 2, y: 2)
      scaledSize = ctx.convertToDeviceSpace(CGSize(width: 10, height: 5))
      scaledRect = ctx.convertToUserSpace(CGRect(x: 4, y: 6, width: 50, height: 20))
      scaledPoint = ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1))
      #expect(ctx.userSpaceToDeviceSpaceTransform == ctx.ctm)
    }
  }

  @Test func aLayersContextCoversItsBoundsAndConvertsThroughTheCTM() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    let probe = ProbeLayer()
    probe.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
    probe.setNeedsDisplay()
    view.layer.addSublayer(probe)
    _ = try renderPixels(view)
    let extent = try #require(probe.extent)
    #expect(extent.width == 50 && extent.height == 20)
    #expect(probe.userSize == CGSize(width: 50, height: 20))
    #expect(probe.scaledSize == CGSize(width: 20, height: 10))
    #expect(probe.scaledRect == CGRect(x: 0, y: 0, width: 25, height: 10))
    #expect(probe.scaledPoint == CGPoint(x: 6, y: 8))
  }

  @Test func aBitmapContextsExtentIsItsPixels() throws {
    let ctx = try #require(
      CGContext(
        data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 160,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    #expect(ctx.width == 40 && ctx.height == 20)
    ctx.scaleBy(x: 2, y: 2)
    let size = ctx.convertToUserSpace(CGSize(width: 40, height: 20))
    #expect(size.width == 20 && abs(size.height) == 10)
  }
}

/// `draw(_:in:byTiling:)`, the Core Graphics overlay's tiled image drawing.
@MainActor
@Suite struct CGContextTiledImageTests {
  @Test func aTiledImageFillsTheClipFromTheTilesOrigin() throws {
    let ctx = try #require(
      CGContext(
        data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 160,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let tile = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    tile.setFillColor(UIColor.red.cgColor)
    tile.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let image = try #require(tile.makeImage())
    ctx.clip(to: CGRect(x: 0, y: 0, width: 30, height: 20))
    ctx.draw(image, in: CGRect(x: 2, y: 2, width: 4, height: 4), byTiling: true)
    let drawn = try #require(ctx.makeImage())
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.image = UIImage(cgImage: drawn)
    let pixels = try renderPixels(view)
    #expect(close(pixels.pixel(x: 1, y: 1), rgb(255, 0, 0)), "tiles start before the origin")
    #expect(close(pixels.pixel(x: 28, y: 10), rgb(255, 0, 0)))
    #expect(pixels.pixel(x: 35, y: 10).alpha < 0.05, "nothing outside the clip")
  }

  @Test func withoutTilingTheImageIsDrawnOnce() throws {
    let ctx = try #require(
      CGContext(
        data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 160,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let tile = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    tile.setFillColor(UIColor.red.cgColor)
    tile.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    ctx.draw(
      try #require(tile.makeImage()), in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: false)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.image = UIImage(cgImage: try #require(ctx.makeImage()))
    let pixels = try renderPixels(view)
    #expect(pixels.pixel(x: 20, y: 10).alpha < 0.05)
  }
}
