import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// Title edge insets shift and narrow the title's rectangle after the content is aligned,
/// for every horizontal alignment: the title keeps its width while the content rectangle
/// less the image and the insets holds it (Clinitick's right-aligned settings rows, 342
/// points wide with 40-point title insets, lost their titles).
@MainActor
struct ButtonTitleInsetAlignmentTests {
  nonisolated static let alignments: [UIControl.ContentHorizontalAlignment] = [
    .left, .center, .right, .fill, .leading, .trailing,
  ]
  nonisolated static let insets: [CGFloat] = [40, -12]

  func button(
    _ alignment: UIControl.ContentHorizontalAlignment, inset: CGFloat,
    attribute: UISemanticContentAttribute = .unspecified
  ) throws -> UIButton {
    let b = UIButton(type: .custom)
    b.frame = CGRect(x: 0, y: 0, width: 342, height: 54)
    b.semanticContentAttribute = attribute
    b.setTitle("Patients", for: .normal)
    b.setImage(try solidImage(width: 20, height: 20, color: .black), for: .normal)
    b.contentHorizontalAlignment = alignment
    b.titleEdgeInsets = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    b.layoutIfNeeded()
    return b
  }

  @Test(arguments: alignments, insets)
  func theTitleKeepsItsWidthAndMovesByItsInsets(
    _ alignment: UIControl.ContentHorizontalAlignment, _ inset: CGFloat
  ) throws {
    let plain = try button(alignment, inset: 0)
    let b = try button(alignment, inset: inset)
    let natural = try #require(plain.titleLabel?.intrinsicContentSize.width)
    let title = try #require(b.titleLabel?.frame)
    let plainTitle = try #require(plain.titleLabel?.frame)
    let image = try #require(b.imageView?.frame)
    let plainImage = try #require(plain.imageView?.frame)
    #expect(image == plainImage, "title insets do not move the image")
    switch alignment {
    case .left, .leading:
      #expect(title.width == natural)
      #expect(title.minX == 20 + inset)
    case .right, .trailing:
      #expect(title.width == natural)
      #expect(title.maxX == 342 - inset)
      #expect(plainTitle.maxX == 342)
    case .center:
      #expect(title.width == natural)
      #expect(abs(title.minX - plainTitle.minX) < 0.001, "equal insets cancel out")
    case .fill:
      #expect(title.minX == 20 + inset)
      #expect(title.width == 342 - 20 - 2 * inset)
    @unknown default:
      Issue.record("unknown alignment")
    }
  }

  /// A title that does not fit the room the insets leave is squeezed into it, and the same
  /// room whatever the alignment.
  @Test(arguments: [UIControl.ContentHorizontalAlignment.left, .center, .right])
  func aTitleTooWideForTheRoomIsSqueezedIntoIt(
    _ alignment: UIControl.ContentHorizontalAlignment
  ) throws {
    let b = try button(alignment, inset: 160)
    let title = try #require(b.titleLabel?.frame)
    #expect(title.width == 2)
    #expect(title.minX == 180)
  }

  /// Clinitick's rows: forced right-to-left (image after the title), aligned right, 40-point
  /// title insets and 16-point image insets: the title is whole, left of the image.
  @Test func aRightToLeftRightAlignedRowKeepsItsTitle() throws {
    let b = try button(.right, inset: 40, attribute: .forceRightToLeft)
    b.imageEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    b.layoutIfNeeded()
    let natural = try #require(b.titleLabel?.intrinsicContentSize.width)
    let title = try #require(b.titleLabel?.frame)
    let image = try #require(b.imageView?.frame)
    #expect(title.width == natural)
    #expect(abs(image.maxX - (342 - 16)) < 0.001)
    #expect(title.maxX <= image.minX + 0.001)
    #expect(abs(title.maxX - (342 - 20 - 40)) < 0.001)
  }
}
