import Foundation
import Testing

@testable import EaselUIKit

private enum RingStyle: Int { case inside = 1, ontop = 2 }

/// The Objective-C runtime's zero for an unset `@NSManaged` layer property.
@MainActor
@Suite struct ManagedPropertyDefaultTests {
  @Test func zeroesEmptiesAndFirstCases() {
    let number: CGFloat = __easelManagedDefault()
    let flag: Bool = __easelManagedDefault()
    let style: RingStyle = __easelManagedDefault()
    let dashes: [CGFloat] = __easelManagedDefault()
    let names: [String: Int] = __easelManagedDefault()
    let text: String = __easelManagedDefault()
    let point: CGPoint = __easelManagedDefault()
    let cap: CGLineCap = __easelManagedDefault()
    #expect(number == 0 && !flag && style == .inside && dashes.isEmpty && names.isEmpty)
    #expect(text.isEmpty && point == .zero && cap == .butt)
  }

  @Test func uiKitValuesDrawNothing() {
    let color: UIColor = __easelManagedDefault()
    let font: UIFont = __easelManagedDefault()
    #expect(color.cgColor.alpha == 0)
    #expect(font.pointSize == UIFont.systemFontSize)
  }
}
