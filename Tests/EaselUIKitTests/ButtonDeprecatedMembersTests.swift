import Foundation
import Testing

@testable import EaselUIKit

/// UIButton's members deprecated since iOS 3 (`font`, `lineBreakMode`, `titleShadowOffset`),
/// which the SDK still declares and Objective-C still uses (SPStore/SPButton reads `self.font`):
/// UIKit forwards them to the title label, both ways.
@MainActor
struct ButtonDeprecatedMembersTests {
  @Test func theDeprecatedTitleMembersAreTheTitleLabels() throws {
    let button = UIButton(type: .custom)
    let label = try #require(button.titleLabel)
    #expect(button.font == label.font)
    button.font = UIFont.boldSystemFont(ofSize: 21)
    #expect(label.font.pointSize == 21)
    label.font = UIFont.systemFont(ofSize: 9)
    #expect(button.font.pointSize == 9)
    button.lineBreakMode = .byTruncatingMiddle
    #expect(label.lineBreakMode == .byTruncatingMiddle)
    button.titleShadowOffset = CGSize(width: 0, height: 2)
    #expect(label.shadowOffset == CGSize(width: 0, height: 2))
    #expect(UIButton(type: .system).titleShadowOffset == .zero)
  }
}
