import Foundation
import Testing

@testable import EaselUIKit

/// `UIScrollView.DecelerationRate.normal` and `.fast`, which UIKit declares (the SDK's
/// `UIScrollViewDecelerationRateNormal`, `…Fast`) and FSPagerView sets: UIKit's values, and
/// `normal` a scroll view's own rate.
@MainActor struct DecelerationRateTests {
  @Test func ratesAreUIKits() {
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(UIScrollView().decelerationRate == .normal)
  }
}
