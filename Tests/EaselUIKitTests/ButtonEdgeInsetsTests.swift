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
