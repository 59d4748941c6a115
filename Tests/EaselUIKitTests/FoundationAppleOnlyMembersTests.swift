import EaselUIKit
import Foundation
import Testing

/// Members Apple's Foundation declares on classes Linux's Foundation has without them: the
/// formatters' behaviour, `NSPurgeableData`'s discardable content, and the generated rest.
@Suite struct FoundationAppleOnlyMembersTests {
  /// A formatter's behaviour is iOS's only one at rest and keeps what is set; formatting is
  /// unchanged by it, as on iOS.
  @Test func formatterBehaviourRoundTrips() {
    let number = NumberFormatter()
    #expect(number.formatterBehavior == .behavior10_4)
    number.formatterBehavior = .default
    #expect(number.formatterBehavior == .default)
    number.numberStyle = .decimal
    number.locale = Locale(identifier: "en_US")
    #expect(number.string(from: 1234.5) == "1,234.5")
    #expect(NumberFormatter.defaultFormatterBehavior() == .behavior10_4)

    let date = DateFormatter()
    #expect(date.formatterBehavior == .behavior10_4)
    date.formatterBehavior = .default
    #expect(date.formatterBehavior == .default)
    #expect(DateFormatter().formatterBehavior == .behavior10_4)
  }

  /// Purgeable data is accessed at creation; its bytes go only once every access has ended,
  /// and then it cannot be accessed again.
  @Test func purgeableDataDiscardsOnlyWhenNotAccessed() {
    let data = NSPurgeableData(data: Data("abcd".utf8))
    data.append(Data("ef".utf8))
    #expect(data as Data == Data("abcdef".utf8))
    let content: NSDiscardableContent = data
    content.discardContentIfPossible()
    #expect(!content.isContentDiscarded() && data.length == 6)
    #expect(content.beginContentAccess())
    content.endContentAccess()
    content.endContentAccess()
    content.discardContentIfPossible()
    #expect(content.isContentDiscarded() && data.length == 0)
    #expect(!content.beginContentAccess())
  }

  /// A generated member of a class Linux has keeps what is set, as UIKit's generated ones do.
  @Test func aGeneratedPropertyOfALinuxClassRoundTrips() {
    let formatter = NumberFormatter()
    #expect(formatter.formattingContext == .unknown)
    formatter.formattingContext = .standalone
    #expect(formatter.formattingContext == .standalone)
  }
}
