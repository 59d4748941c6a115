import Foundation

extension UIFont.TextStyle {
  /// The font metrics of this text style, as the UIKit overlay's `metrics`: the same as
  /// `UIFontMetrics(forTextStyle:)`.
  public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
