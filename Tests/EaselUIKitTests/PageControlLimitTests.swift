import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A fuzzed document's page control, millions of points wide with a billion pages, recorded
/// a dot for every page inside its bounds (3 million here, more for wider ones) and never
/// finished a render; at most `UIPageControl.maximumDots` are drawn now.
@Suite @MainActor struct PageControlLimitTests {
  @Test func aHugePageControlRecordsAtMostSoManyDots() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    let pages = UIPageControl(frame: CGRect(x: -25_000_000, y: 10, width: 50_000_000, height: 26))
    pages.numberOfPages = 1_000_000_000
    pages.currentPage = 500_000_000
    root.addSubview(pages)
    _ = try renderPixels(root)
    let operations = try #require(pages.layer.recordedContents?.operations)
    let recorded = operations.filter {
      if case .fill = $0 { return true }
      return false
    }.count
    #expect(recorded > 0 && recorded <= UIPageControl.maximumDots, "\(recorded) dots")
  }
}
