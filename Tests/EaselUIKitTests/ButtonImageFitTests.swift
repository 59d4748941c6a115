import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A legacy button's foreground image is an icon: larger than the content rectangle, it
/// shrinks by one factor, keeping its aspect ratio; smaller, it keeps its own size (it is
/// never stretched). iRestaurant's 75-point image in a 32-point button was drawn whole.
@MainActor
struct ButtonImageFitTests {
  @Test(arguments: [
    (CGSize(width: 75, height: 75), CGSize(width: 32, height: 32), CGSize(width: 32, height: 32)),
    (CGSize(width: 80, height: 40), CGSize(width: 40, height: 40), CGSize(width: 40, height: 20)),
    (CGSize(width: 20, height: 60), CGSize(width: 100, height: 30), CGSize(width: 10, height: 30)),
    (CGSize(width: 10, height: 10), CGSize(width: 32, height: 32), CGSize(width: 10, height: 10)),
    (CGSize(width: 10, height: 10), CGSize(width: -4, height: 32), CGSize(width: 0, height: 0)),
    (CGSize.zero, CGSize(width: 32, height: 32), CGSize.zero),
  ])
  func theImageShrinksToFitKeepingItsRatio(image: CGSize, room: CGSize, expected: CGSize) {
    #expect(UIButton.shrunkImageSize(image, toFit: room) == expected)
  }

  @Test func anImageLargerThanTheButtonIsDrawnInsideIt() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.backgroundColor = .white
    let b = UIButton(type: .custom)
    b.frame = CGRect(x: 34, y: 34, width: 32, height: 32)
    b.setImage(try solidImage(width: 75, height: 75, color: rgb(255, 0, 0)), for: .normal)
    v.addSubview(b)
    v.layoutIfNeeded()
    b.layoutIfNeeded()
    let frame = try #require(b.imageView?.frame)
    #expect(frame == CGRect(x: 0, y: 0, width: 32, height: 32))
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 30, y: 50), rgb(255, 255, 255)), "nothing spills out")
    #expect(close(px.pixel(x: 50, y: 70), rgb(255, 255, 255)))
  }

  @Test func aTitleBesideAShrunkImageKeepsTheRest() throws {
    let b = UIButton(type: .system)
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
    b.setImage(try solidImage(width: 60, height: 60, color: rgb(0, 0, 255)), for: .normal)
    b.setTitle("Go", for: .normal)
    b.layoutIfNeeded()
    let image = try #require(b.imageView?.frame)
    let title = try #require(b.titleLabel?.frame)
    #expect(image.size == CGSize(width: 30, height: 30))
    #expect(title.minX >= image.maxX - 0.001)
  }
}
