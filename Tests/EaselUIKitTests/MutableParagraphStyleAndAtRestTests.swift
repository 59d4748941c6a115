import EaselUIKit
import Foundation
import Testing

/// API the seventh draw's classes use: the mutable paragraph style's settable properties
/// (the SDK redeclares NSParagraphStyle's read-only ones settable), Settings' URL, and the
/// More tab's navigation controller — kept and read back, at rest.
@MainActor
@Suite struct MutableParagraphStyleAndAtRestTests {
  @Test func theMutableStyleKeepsWhatIsSet() {
    let style = NSMutableParagraphStyle()
    #expect(style.baseWritingDirection == .natural)
    style.baseWritingDirection = .rightToLeft
    style.headIndent = 12
    style.hyphenationFactor = 0.5
    #expect(style.baseWritingDirection == .rightToLeft)
    #expect(style.headIndent == 12)
    #expect(style.hyphenationFactor == 0.5)
    #expect(NSMutableParagraphStyle().headIndent == 0)
    let read: NSParagraphStyle = style
    #expect(read.baseWritingDirection == .rightToLeft)
  }

  @Test func settingsURLAndMoreTab() {
    #expect(URL(string: UIApplication.openSettingsURLString)?.scheme == "app-settings")
    let tabs = UITabBarController()
    #expect(tabs.moreNavigationController === tabs.moreNavigationController)
  }
}
