import Foundation
import Testing

@testable import EaselUIKit

/// Title edge insets move a button's title and narrow its room, as on iOS; a title that
/// still fits keeps its whole width (Rocket.Chat's Auth storyboard: left-aligned titles
/// inset 62 points from the left of a 345-point button).
@MainActor
struct ButtonEdgeInsetsTests {
  func button(alignment: UIControl.ContentHorizontalAlignment, insets: UIEdgeInsets) -> UIButton {
    let b = UIButton(type: .system)
    b.frame = CGRect(x: 0, y: 0, width: 345, height: 60)
    b.setTitle("Connect to a server", for: .normal)
    b.contentHorizontalAlignment = alignment
    b.titleEdgeInsets = insets
    b.layoutIfNeeded()
    return b
  }

  @Test func leftInsetMovesTheTitleWithoutTruncatingIt() throws {
    let plain = button(alignment: .left, insets: .zero)
    let inset = button(
      alignment: .left, insets: UIEdgeInsets(top: 0, left: 62, bottom: 0, right: 0))
    let plainFrame = try #require(plain.titleLabel?.frame)
    let insetFrame = try #require(inset.titleLabel?.frame)
    #expect(insetFrame.minX == plainFrame.minX + 62)
    #expect(insetFrame.width == plainFrame.width, "the title keeps its width")
  }

  @Test func centredTitlesMoveByHalfTheDifference() throws {
    let plain = button(alignment: .center, insets: .zero)
    let inset = button(
      alignment: .center, insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    let a = try #require(plain.titleLabel?.frame)
    let b = try #require(inset.titleLabel?.frame)
    #expect(abs(b.minX - (a.minX + 10)) < 0.001)
  }

  @Test func insetsLargerThanTheRoomSqueezeTheTitle() throws {
    let b = button(alignment: .left, insets: UIEdgeInsets(top: 0, left: 300, bottom: 0, right: 0))
    let frame = try #require(b.titleLabel?.frame)
    #expect(frame.width <= 45.001)
    #expect(frame.minX == 300)
  }
}

/// A button laid out right-to-left (`semanticContentAttribute` forcing it, the usual way to
/// put a button's image after its title) shows its image on the title's right.
@MainActor
struct ButtonRightToLeftImageTests {
  func button(_ attribute: UISemanticContentAttribute, imageInsets: UIEdgeInsets = .zero)
    throws -> (image: CGRect, title: CGRect)
  {
    let b = UIButton(type: .custom)
    b.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    b.semanticContentAttribute = attribute
    b.contentHorizontalAlignment = .left
    b.setTitle("Restore", for: .normal)
    b.setImage(try solidImage(width: 8, height: 13, color: .black), for: .normal)
    b.imageEdgeInsets = imageInsets
    b.layoutIfNeeded()
    return (try #require(b.imageView?.frame), try #require(b.titleLabel?.frame))
  }

  @Test func leftToRightPutsTheImageFirst() throws {
    let (image, title) = try button(.forceLeftToRight)
    #expect(image.minX == 0)
    #expect(title.minX == 8)
  }

  @Test func rightToLeftPutsTheImageAfterTheTitle() throws {
    let (image, title) = try button(.forceRightToLeft)
    #expect(title.minX == 0)
    #expect(image.minX == title.maxX)
    #expect(image.width == 8)
  }

  @Test func aLeftImageInsetStillMovesTheImageRight() throws {
    let (image, title) = try button(
      .forceRightToLeft, imageInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
    #expect(title.minX == 0)
    #expect(image.minX == title.maxX + 8)
  }
}

/// Image edge insets resize and move the rectangle a legacy button places its image in, as
/// UIKit documents ("the effective drawing rectangle for the button image"): an image that
/// fits keeps its size, and only one larger than the inset rectangle shrinks
/// (UICircleProgressButton insets its 24-point icon by a quarter of its 100-point bounds).
@MainActor
struct ButtonImageEdgeInsetsTests {
  func imageFrame(imageSide: CGFloat, insets: UIEdgeInsets) throws -> CGRect {
    let b = UIButton(type: .custom)
    b.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    b.setImage(
      try solidImage(width: Int(imageSide), height: Int(imageSide), color: .black), for: .normal)
    b.imageEdgeInsets = insets
    b.layoutIfNeeded()
    return try #require(b.imageView?.frame)
  }

  @Test func anImageThatFitsTheInsetRectangleKeepsItsSize() throws {
    let frame = try imageFrame(
      imageSide: 24, insets: UIEdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
    #expect(frame == CGRect(x: 38, y: 38, width: 24, height: 24))
  }

  @Test func aCentredImageMovesByHalfTheInsetDifference() throws {
    let frame = try imageFrame(
      imageSide: 24, insets: UIEdgeInsets(top: 0, left: 20, bottom: 10, right: 0))
    #expect(frame == CGRect(x: 48, y: 33, width: 24, height: 24))
  }

  @Test func anImageLargerThanTheInsetRectangleShrinksIntoIt() throws {
    let frame = try imageFrame(
      imageSide: 80, insets: UIEdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
    #expect(frame == CGRect(x: 25, y: 25, width: 50, height: 50))
  }
}

/// A button lays its content out in the rectangles it asks itself for, as UIKit's does:
/// `contentRect(forBounds:)`, then `imageRect(forContentRect:)` and
/// `titleRect(forContentRect:)`; a subclass that overrides one moves what it places, and one
/// that calls `super` gets UIKit's rectangle, not zero.
@MainActor
struct ButtonContentRectTests {
  final class ImageOnTop: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
      let r = super.imageRect(forContentRect: contentRect)
      return CGRect(
        x: contentRect.midX - r.width / 2, y: contentRect.minY, width: r.width, height: r.height)
    }
  }

  @Test func theRectanglesAreUIKitsAndOverridesPlaceTheContent() throws {
    let plain = UIButton(type: .custom)
    plain.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    plain.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
    plain.setImage(try solidImage(width: 20, height: 20, color: .black), for: .normal)
    #expect(plain.contentRect(forBounds: plain.bounds) == CGRect(x: 6, y: 4, width: 84, height: 48))
    #expect(plain.backgroundRect(forBounds: plain.bounds) == plain.bounds)
    #expect(
      plain.imageRect(forContentRect: CGRect(x: 0, y: 0, width: 100, height: 60))
        == CGRect(x: 40, y: 20, width: 20, height: 20))

    let custom = ImageOnTop(type: .custom)
    custom.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    custom.setImage(try solidImage(width: 20, height: 20, color: .black), for: .normal)
    custom.layoutIfNeeded()
    #expect(try #require(custom.imageView?.frame) == CGRect(x: 40, y: 0, width: 20, height: 20))
  }
}
