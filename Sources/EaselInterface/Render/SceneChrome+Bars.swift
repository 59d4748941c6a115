import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation

extension UINavigationBar {
  /// Whether the bar would show a large title if tall enough (large titles preferred and
  /// the top item does not refuse them).
  var showsLargeTitleWhenTall: Bool {
    prefersLargeTitles && topItem?.largeTitleDisplayMode != .never
  }
}

extension UITabBar {
  /// The tab bar's height on a screen: 49 points, 83 over a home indicator.
  static func standardBarHeight(screenHeight: CGFloat, width: CGFloat) -> CGFloat {
    screenHeight >= 812 && width < 700 ? 83 : 49
  }
}
