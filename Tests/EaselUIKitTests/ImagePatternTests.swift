import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// `drawAsPattern(in:)` tiles the image at its size from the context's origin, clipped to
/// the rect, as a star rating view fills its stars with a pattern of a star image.
@MainActor
@Suite struct ImagePatternTests {
  final class Tiles: UIView {
    var tile: UIImage?
    override func draw(_ rect: CGRect) {
      tile?.drawAsPattern(in: CGRect(x: 0, y: 0, width: 25, height: 10))
    }
  }

  @Test func tilesRepeatAcrossTheRect() throws {
    // A 10×10 tile: red on its left half, clear on its right.
    let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    let view = Tiles(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .white
    view.tile = tile
    let px = try renderPixels(view)
    for x in [2, 12, 22] { #expect(close(px.pixel(x: x, y: 5), rgb(255, 0, 0)), "tile at \(x)") }
    for x in [7, 17, 28, 35] { #expect(close(px.pixel(x: x, y: 5), rgb(255, 255, 255)), "gap \(x)") }
    #expect(close(px.pixel(x: 2, y: 15), rgb(255, 255, 255)), "below the rect")
  }
}
