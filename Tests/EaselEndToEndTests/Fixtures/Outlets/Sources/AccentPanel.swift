import UIKit

/// Styles its button through an outlet from an inspectable's setter, as MTTestView does: the
/// outlet must be connected before the runtime attribute is set.
@IBDesignable
class AccentPanel: UIView {
  @IBOutlet weak var button: UIButton?
  @IBOutlet var swatches: [UIView] = []

  @IBInspectable var accent: UIColor = .clear {
    didSet {
      button?.backgroundColor = accent
      for swatch in swatches { swatch.backgroundColor = accent }
    }
  }
}
