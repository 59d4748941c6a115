import EaselGraphics
import Foundation
import Testing

/// `NinePart` cuts an image into corners, edges and middle, and places them in a rectangle.
@Suite struct NinePartTests {
  func rects(_ pieces: [NinePart.Piece]) -> [CGRect] { pieces.map(\.destination) }

  @Test func capsKeepTheirSizeInPointsAndTheMiddleFills() {
    // A 18×18-pixel @2x image with 6-pixel (3-point) caps, into 30×20 points.
    let n = NinePart(top: 6, left: 6, bottom: 6, right: 6, mode: .stretch, scale: 2)
    let pieces = n.pieces(width: 18, height: 18, in: CGRect(x: 10, y: 0, width: 30, height: 20))
    #expect(pieces.count == 9)
    #expect(pieces[0].destination == CGRect(x: 10, y: 0, width: 3, height: 3))
    #expect(pieces[4].destination == CGRect(x: 13, y: 3, width: 24, height: 14))
    #expect(pieces[8].destination == CGRect(x: 37, y: 17, width: 3, height: 3))
    #expect(pieces[4].sourceX == 6 && pieces[4].sourceWidth == 6 && pieces[4].tileSize == nil)
  }

  @Test func tilesAreTheMiddleAtItsOwnSize() {
    let n = NinePart(top: 6, left: 6, bottom: 6, right: 6, mode: .tile, scale: 2)
    let pieces = n.pieces(width: 18, height: 18, in: CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(pieces[0].tileSize == nil)
    #expect(pieces[1].tileSize == CGSize(width: 3, height: 3))
    #expect(pieces[3].tileSize == CGSize(width: 3, height: 3))
    #expect(pieces[4].tileSize == CGSize(width: 3, height: 3))
  }

  @Test func capsShrinkInProportionWhenTheRectIsSmaller() {
    let n = NinePart(top: 0, left: 2, bottom: 0, right: 6, mode: .stretch, scale: 1)
    let pieces = n.pieces(width: 10, height: 4, in: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(
      rects(pieces) == [
        CGRect(x: 0, y: 0, width: 1, height: 4), CGRect(x: 1, y: 0, width: 3, height: 4),
      ])
  }

  @Test func noCapsIsTheWholeImageAndEmptyInputsDrawNothing() {
    let n = NinePart(top: 0, left: 0, bottom: 0, right: 0, mode: .stretch, scale: 1)
    let whole = n.pieces(width: 5, height: 7, in: CGRect(x: 1, y: 1, width: 50, height: 70))
    #expect(whole.count == 1 && whole[0].sourceWidth == 5 && whole[0].sourceHeight == 7)
    #expect(n.pieces(width: 0, height: 7, in: CGRect(x: 0, y: 0, width: 5, height: 5)).isEmpty)
    #expect(n.pieces(width: 5, height: 7, in: .zero).isEmpty)
  }
}
