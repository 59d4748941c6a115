import EaselGraphics
import EaselUIKit
import Foundation
import Testing

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
