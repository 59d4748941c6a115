import UIKit

/// The app's colours, as a designable's helper file declares them.
enum Palette {
  static let track = UIColor(white: 0.85, alpha: 1)
  static let accent = UIColor(red: 0, green: 0.6, blue: 0.2, alpha: 1)
}
