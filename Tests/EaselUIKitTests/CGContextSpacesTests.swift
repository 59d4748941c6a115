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
