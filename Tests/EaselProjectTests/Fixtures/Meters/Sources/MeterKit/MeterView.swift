import Gauges
import MeterCore
import UIKit

/// A needle meter.
@IBDesignable public class MeterView: UIView {
  @IBInspectable public var value: CGFloat = 0.5
}
