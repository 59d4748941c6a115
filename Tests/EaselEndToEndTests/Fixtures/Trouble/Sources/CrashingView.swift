import UIKit

/// Crashes in draw(_:) with an out-of-range index, as buggy designables do.
@IBDesignable
class CrashingView: UIView {
  @IBInspectable var index: Int = 3

  override func draw(_ rect: CGRect) {
    let colors: [UIColor] = [.red, .blue]
    colors[index].setFill()
    UIRectFill(bounds)
  }
}
