internal import EaselGraphics

extension UIView {
  /// Where this view's natural-aligned text goes, for `TextLayout.naturalRightToLeft`: in a
  /// right-to-left app, or in a view laid out right to left, by the view's
  /// `effectiveUserInterfaceLayoutDirection`, as UIKit aligns `.natural` text (hard-coded
  /// English text on the right, in Arabic and in `pseudo-rtl`); otherwise `nil`, by the
  /// text's own direction.
  var naturalTextRightToLeft: Bool? {
    let direction = effectiveUserInterfaceLayoutDirection
    guard direction == .rightToLeft || ResourceEnvironment.currentLayoutDirection == .rightToLeft
    else { return nil }
    return direction == .rightToLeft
  }
}
