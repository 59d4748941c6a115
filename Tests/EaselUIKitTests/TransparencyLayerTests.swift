import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Core Graphics' transparency layers draw onto a backdrop of their own, composited when the
/// layer ends with the alpha, shadow and blend mode of its begin (`CGContext.h`): a clearing
/// fill inside a layer cuts only the layer's drawing (HLProgressView's ring), not what is
/// beneath.
@MainActor
@Suite struct TransparencyLayerTests {
  @Test func aClearFillInsideALayerClearsOnlyTheLayer() throws {
    let image = try drawnPixels { ctx in
      ctx.setFillColor(UIColor.blue.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      ctx.setBlendMode(.clear)
      ctx.fill(CGRect(x: 5, y: 0, width: 10, height: 20))
      ctx.endTransparencyLayer()
    }
    #expect(close(image.pixel(x: 2, y: 2), rgb(255, 0, 0)), "the layer's red")
    #expect(close(image.pixel(x: 10, y: 2), rgb(0, 0, 255)), "\(image.pixel(x: 10, y: 2))")
    #expect(close(image.pixel(x: 10, y: 15), rgb(0, 0, 255)), "\(image.pixel(x: 10, y: 15))")
  }

  @Test func theLayerIsCompositedWithTheAlphaOfItsBegin() throws {
    let image = try drawnPixels { ctx in
      ctx.setAlpha(0.5)
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
      ctx.setFillColor(UIColor.red.cgColor)
      // Overlapping fills inside the layer are opaque there, and faded once as a whole.
      ctx.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
      ctx.fill(CGRect(x: 5, y: 0, width: 15, height: 20))
      ctx.endTransparencyLayer()
    }
    #expect(abs(image.pixel(x: 10, y: 10).alpha - 0.5) < 0.03, "\(image.pixel(x: 10, y: 10))")
    #expect(abs(image.pixel(x: 2, y: 10).alpha - 0.5) < 0.03, "\(image.pixel(x: 2, y: 10))")
  }

  @Test func aLayerBegunInARectDrawsOnlyInsideIt() throws {
    // A view's drawing is recorded and replayed: the rect must survive the recording.
    let image = try drawnPixels { ctx in
      ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      ctx.endTransparencyLayer()
    }
    #expect(close(image.pixel(x: 5, y: 10), rgb(255, 0, 0)), "inside the layer's rect")
    #expect(image.pixel(x: 15, y: 10).alpha < 0.02, "outside it: \(image.pixel(x: 15, y: 10))")
  }

  @Test func theStateInsideALayerIsRestoredAtItsEnd() throws {
    let image = try drawnPixels { ctx in
      ctx.setFillColor(UIColor.green.cgColor)
      ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
      ctx.saveGState()
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      ctx.endTransparencyLayer()
      ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
    }
    #expect(close(image.pixel(x: 5, y: 5), rgb(255, 0, 0)), "inside the layer's rect")
    #expect(close(image.pixel(x: 15, y: 15), rgb(0, 255, 0)), "the fill colour of the begin")
  }
}
