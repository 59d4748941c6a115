import Foundation
import Testing

@testable import EaselUIKit

/// UILabel's members deprecated in iOS 6 and 7 (`minimumFontSize`,
/// `adjustsLetterSpacingToFitWidth`), which the SDK still declares and Objective-C still uses.
@MainActor
struct LabelDeprecatedMembersTests {
  @Test func theMinimumFontSizeIsTheScaleFactorTimesTheFontSize() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.__objc_minimumFontSize == 0)
    label.font = UIFont.systemFont(ofSize: 20)
    label.__objc_minimumFontSize = 10
    #expect(label.minimumScaleFactor == 0.5)
    label.minimumScaleFactor = 0.25
    #expect(label.__objc_minimumFontSize == 5)
    label.font = UIFont.systemFont(ofSize: 40)
    #expect(label.__objc_minimumFontSize == 10)
  }

  @Test func aSetMinimumFontSizeLimitsTheShrinking() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    label.text = "A rather long caption"
    label.font = UIFont.systemFont(ofSize: 20)
    label.adjustsFontSizeToFitWidth = true
    label.__objc_minimumFontSize = 15
    #expect(label.shrinkScale(in: label.bounds) == 0.75)
  }

  @Test func letterSpacingToFitIsStoredAndChangesNothing() {
    let label = UILabel(frame: .zero)
    #expect(!label.__objc_adjustsLetterSpacingToFitWidth)
    label.__objc_adjustsLetterSpacingToFitWidth = true
    #expect(label.__objc_adjustsLetterSpacingToFitWidth)
  }
}
