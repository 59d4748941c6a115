import Foundation
import Testing

@testable import EaselUIKit

/// UIButton's members deprecated since iOS 3 (`font`, `lineBreakMode`, `titleShadowOffset`),
/// which the SDK still declares and Objective-C still uses (SPStore/SPButton reads `self.font`):
/// UIKit forwards them to the title label, both ways. Swift hides them, so they are the
/// façade's under the reserved prefix, and a subclass declares members of their names of its
/// own (`OwnTitleButton`, which would not compile were the façade's plain).
@MainActor
struct ButtonDeprecatedMembersTests {
  @Test func theDeprecatedTitleMembersAreTheTitleLabels() throws {
    let button = UIButton(type: .custom)
    let label = try #require(button.titleLabel)
    #expect(button.__objc_font == label.font)
    button.__objc_font = UIFont.boldSystemFont(ofSize: 21)
    #expect(label.font.pointSize == 21)
    label.font = UIFont.systemFont(ofSize: 9)
    #expect(button.__objc_font.pointSize == 9)
    button.__objc_lineBreakMode = .byTruncatingMiddle
    #expect(label.lineBreakMode == .byTruncatingMiddle)
    button.__objc_titleShadowOffset = CGSize(width: 0, height: 2)
    #expect(label.shadowOffset == CGSize(width: 0, height: 2))
    #expect(UIButton(type: .system).__objc_titleShadowOffset == .zero)
  }

  /// A subclass's own `font`, `lineBreakMode` and `titleShadowOffset`, of other types, are its
  /// own: the title label keeps its font.
  @Test func aSubclassDeclaresMembersOfTheHiddenNamesOfItsOwn() throws {
    let button = OwnTitleButton(type: .custom)
    let label = try #require(button.titleLabel)
    let font = label.font
    button.font = UIFont.systemFont(ofSize: 30)
    button.lineBreakMode = 7
    #expect(label.font == font)
    #expect(button.font?.pointSize == 30)
    #expect(button.titleShadowOffset == "none")
  }

  /// Key-value coding, which a document's runtime attributes use, reaches them by
  /// Objective-C's names, as on iOS: the title label's.
  @Test func keyValueCodingReachesThemByTheirObjectiveCNames() throws {
    let button = UIButton(type: .custom)
    let label = try #require(button.titleLabel)
    try KeyValueTable.uiKit.setValue(.number(3), forKeyPath: "lineBreakMode", of: button)
    #expect(label.lineBreakMode == .byTruncatingHead)
    try KeyValueTable.uiKit.setValue(
      .size(CGSize(width: 1, height: 3)), forKeyPath: "titleShadowOffset", of: button)
    #expect(label.shadowOffset == CGSize(width: 1, height: 3))
  }
}

private final class OwnTitleButton: UIButton {
  var font: UIFont?
  var lineBreakMode = 0
  let titleShadowOffset = "none"
}
