import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// `StyledBar`: the background the navigation bar, tab bar and toolbar share, computed once.
@MainActor
struct StyledBarTests {
  static var bars: [any StyledBar] {
    [
      UINavigationBar(frame: .zero), UITabBar(frame: .zero), UIToolbar(frame: .zero),
      UISearchBar(frame: .zero),
    ]
  }

  @Test func everyBarStartsTranslucentInTheSystemGrey() {
    for bar in Self.bars {
      let fill = bar.barFill(UITraitCollection())
      #expect(abs(fill.alpha - 0.94) < 1e-9, "\(type(of: bar))")
      #expect(abs(fill.red - 0.976) < 1e-9, "\(type(of: bar))")
    }
  }

  @Test func styleTintAndTranslucencyChangeTheFill() {
    let bar = UIToolbar(frame: .zero)
    bar.barStyle = .black
    #expect(abs(bar.barFill(UITraitCollection()).red - 0.11) < 1e-9)
    bar.isTranslucent = false
    #expect(abs(bar.barFill(UITraitCollection()).alpha - 1) < 1e-9)
    bar.barTintColor = .red
    let fill = bar.barFill(UITraitCollection())
    #expect(fill.red == 1 && fill.green == 0 && fill.alpha == 1)
  }

  @Test func customViewsArePlacedOnceAtTheirFrames() {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    let item = UIBarButtonItem(customView: custom)
    let frame = CGRect(x: 16, y: 7, width: 60, height: 30)
    bar.placeCustomViews([(item, frame)])
    bar.placeCustomViews([(item, frame)])
    #expect(custom.superview === bar)
    #expect(bar.subviews.count == 1)
    #expect(custom.frame == frame)
  }
}
