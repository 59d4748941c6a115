import EaselUIKit
import Foundation
import Testing

/// `NSString` measures as `String` and `NSAttributedString` do: T-Pau/Ready's tape counter
/// sizes its box from `NSString(stringLiteral: "0").boundingRect(with:options:attributes:context:)`.
@MainActor
@Suite struct StringMeasuringTests {
  @Test func anNSStringIsMeasuredAsItsString() {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    let measured = NSString(string: "0").boundingRect(
      with: CGSize(width: 100, height: 100), options: [], attributes: attributes, context: nil)
    #expect(measured.width > 5 && measured.height > 15, "\(measured)")
    #expect(
      measured
        == "0".boundingRect(
          with: CGSize(width: 100, height: 100), options: [], attributes: attributes,
          context: nil))
  }
}
