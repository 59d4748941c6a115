import UIKit

enum FillPalette {
  static func color(named name: String) -> UIColor? {
    name == "alarm" ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : nil
  }
}
