import UIKit

/// The app's search screen. It filters with a predicate string, which only Apple's Foundation
/// has. No designable needs it, but its global `lineWidth` has the name of GaugeView's
/// property, so a slice that matches names as written takes this file for GaugeView.
let lineWidth: CGFloat = 1

class SearchViewController: UIViewController {
  var names: [String] = []

  func filtered(_ prefix: String) -> [Any] {
    (names as NSArray).filtered(using: NSPredicate(format: "SELF BEGINSWITH %@", prefix))
  }
}
