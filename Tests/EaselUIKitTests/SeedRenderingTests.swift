import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct SeedRenderingTests {
  let background = rgb(0x38, 0x33, 0x4C)

  func makeRainbow() -> Rainbow {
    let v = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
    v.backgroundColor = UIColor(cgColor: CGColor(rgba: background))
    return v
  }

  @Test func rainbowDrawsThreeRings() throws {
    let view = makeRainbow()
    let surface = try LayerRenderer().rasterize(view, scale: 1)
    writeForInspection(surface, "rainbow")
    let px = surface.bitmap()
    let (cx, cy) = (300, 171)
    // Each ring's bottom and top half, at its radius (diameters 80, 150, 215).
    let rings: [(Int, RGBA)] = [
      (40, rgb(37, 252, 244)), (75, rgb(171, 250, 81)), (107, rgb(238, 32, 53)),
    ]
    for (r, color) in rings {
      #expect(close(px.pixel(x: cx, y: cy + r), color, tolerance: 0.03), "bottom of ring \(r)")
      #expect(close(px.pixel(x: cx, y: cy - r), color, tolerance: 0.03), "top of ring \(r)")
      #expect(close(px.pixel(x: cx + r, y: cy + 4), color, tolerance: 0.03), "right of ring \(r)")
    }
    // Between rings: the background.
    #expect(close(px.pixel(x: cx, y: cy + 57), background))
    #expect(close(px.pixel(x: cx, y: cy), background))
    // Three shape layers per ring were added by draw(_:).
    #expect(view.layer.sublayers?.count == 9)
  }

  @Test func rainbowCapShadowDarkensNextToTheCap() throws {
    let px = try renderPixels(makeRainbow())
    // Just left of the first ring's cap (cap centre at x = 300 - 40, outer ring edge at 250).
    let nearCap = px.pixel(x: 300 - 40 - 12, y: 171)
    #expect(nearCap.red < background.red - 0.02)
    #expect(nearCap.blue < background.blue - 0.02)
    // Far from any cap the background is untouched.
    #expect(close(px.pixel(x: 20, y: 20), background, tolerance: 0.005))
  }

  @Test func invalidatingRedrawsAsIOSWould() throws {
    let view = makeRainbow()
    _ = try renderPixels(view)
    view.firstColor = .blue
    LayerRenderer().invalidate(view.layer)
    let px = try renderPixels(view)
    // Rainbow adds its rings again when redrawn; the new ones are on top.
    #expect(view.layer.sublayers?.count == 18)
    #expect(close(px.pixel(x: 300, y: 171 + 40), rgb(0, 0, 255), tolerance: 0.03))
  }

  @Test func rainbowRedrawsWithNewColours() throws {
    let view = makeRainbow()
    view.firstColor = .blue
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 300, y: 171 + 40), rgb(0, 0, 255), tolerance: 0.03))
  }

  @Test func circularImageViewMasksTheImageToACircle() throws {
    let view = CircularImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = try solidImage(width: 200, height: 100, color: rgb(255, 0, 0))
    let px = try renderPixels(view)
    // Centre: the aspect-filled image.
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 0, 0)))
    // Between the mask (inset 4) and the background circle (inset 0.5): the grey ring.
    #expect(close(px.pixel(x: 50, y: 2), rgb(128, 128, 128), tolerance: 0.03))
    // The corner is outside both circles: transparent.
    #expect(px.pixel(x: 2, y: 2).alpha < 0.01)
    // The mask is in the tree (as the seed adds it) but not drawn there.
    #expect(view.layer.sublayers?.count == 3)
  }

  @Test func circularImageViewPrefersTheUserImage() throws {
    let view = CircularImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = try solidImage(width: 10, height: 10, color: rgb(255, 0, 0))
    view.userImage = try solidImage(width: 10, height: 10, color: rgb(0, 0, 255))
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 50, y: 50), rgb(0, 0, 255)))
  }

  @Test func rainbowLayerTreeSnapshot() {
    let view = makeRainbow()
    LayerRenderer().prepare(view.layer)
    #expect(
      view.layer.treeDescription() == """
        CALayer frame=(0 0; 600 343) bg=#38334C
          CAShapeLayer frame=(0 0; 0 0) path=(260 131.5; 80 80) fill=#000000@0.00 stroke=#25FCF4/20 trim=0...0.5
          CAShapeLayer frame=(0 0; 0 0) shadow=0.5 path=(250 161.5; 20 20) fill=#25FCF4 stroke=#25FCF4/0
          CAShapeLayer frame=(0 0; 0 0) path=(260 131.5; 80 80) fill=#000000@0.00 stroke=#25FCF4/20 trim=0.5...1
          CAShapeLayer frame=(0 0; 0 0) path=(225 96.5; 150 150) fill=#000000@0.00 stroke=#ABFA51/20 trim=0...0.5
          CAShapeLayer frame=(0 0; 0 0) shadow=0.5 path=(215 161.5; 20 20) fill=#ABFA51 stroke=#ABFA51/0
          CAShapeLayer frame=(0 0; 0 0) path=(225 96.5; 150 150) fill=#000000@0.00 stroke=#ABFA51/20 trim=0.5...1
          CAShapeLayer frame=(0 0; 0 0) path=(192.5 64; 215 215) fill=#000000@0.00 stroke=#EE2035/20 trim=0...0.5
          CAShapeLayer frame=(0 0; 0 0) shadow=0.5 path=(182.5 161.5; 20 20) fill=#EE2035 stroke=#EE2035/0
          CAShapeLayer frame=(0 0; 0 0) path=(192.5 64; 215 215) fill=#000000@0.00 stroke=#EE2035/20 trim=0.5...1

        """)
  }

  @Test func circularImageViewLayerTreeSnapshot() throws {
    let view = CircularImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = try solidImage(width: 10, height: 10, color: .white)
    LayerRenderer().prepare(view.layer)
    #expect(
      view.layer.treeDescription() == """
        CALayer frame=(0 0; 100 100)
          CAShapeLayer frame=(0 0; 100 100) path=(0.5 0.5; 99 99) fill=#808080
          CAShapeLayer frame=(0 0; 100 100) (mask of another layer) path=(4 4; 92 92) fill=#000000
          CAShapeLayer frame=(0 0; 100 100) contents fill=#000000
            mask: CAShapeLayer frame=(0 0; 100 100) path=(4 4; 92 92) fill=#000000

        """)
  }
}
