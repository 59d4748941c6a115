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
    try surface.pngData(compression: .fast).write(to: URL(fileURLWithPath: "/tmp/rainbow.png"))
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
}

@MainActor
@Suite struct VectorRenderingTests {
  @Test func rainbowRendersToSVG() throws {
    let view = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
    view.backgroundColor = .black
    let surface = try VectorSurface(format: .svg, size: view.bounds.size)
    LayerRenderer().render(view, on: surface.canvas)
    let data = try surface.finish()
    let svg = String(decoding: data, as: UTF8.self)
    #expect(svg.contains("<svg"))
    #expect(svg.count > 1000)
  }

  @Test func rainbowAtScaleTwo() throws {
    let view = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
    view.backgroundColor = UIColor(red: 0x38 / 255, green: 0x33 / 255, blue: 0x4C / 255, alpha: 1)
    let surface = try LayerRenderer().rasterize(view, scale: 2)
    try surface.pngData(compression: .fast).write(to: URL(fileURLWithPath: "/tmp/rainbow@2x.png"))
    #expect(surface.pixelWidth == 1200)
  }
}
