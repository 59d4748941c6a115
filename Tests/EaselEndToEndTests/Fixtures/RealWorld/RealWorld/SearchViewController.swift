import UIKit

/// The app's search screen. It evaluates an arithmetic expression string with `NSExpression`,
/// which only Apple's Foundation has. No designable needs it, but its global `lineWidth` has
/// the name of GaugeView's property, so a slice that matches names as written takes this file
/// for GaugeView.
let lineWidth: CGFloat = 1

class SearchViewController: UIViewController {
  var query = "1 + 2"

  func evaluated() -> Any? {
    NSExpression(format: query).expressionValue(with: nil, context: nil)
  }
}
