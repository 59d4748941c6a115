internal import EaselGraphics
import Foundation

extension UIColor {
  /// The fixed class colours, as UIKit defines them.
  static let standardColorTable: [(name: String, value: RGBA)] = [
    ("black", RGBA(white: 0)),
    ("darkGray", RGBA(white: 1.0 / 3.0)),
    ("lightGray", RGBA(white: 2.0 / 3.0)),
    ("white", RGBA(white: 1)),
    ("gray", RGBA(white: 0.5)),
    ("red", RGBA(red: 1, green: 0, blue: 0)),
    ("green", RGBA(red: 0, green: 1, blue: 0)),
    ("blue", RGBA(red: 0, green: 0, blue: 1)),
    ("cyan", RGBA(red: 0, green: 1, blue: 1)),
    ("yellow", RGBA(red: 1, green: 1, blue: 0)),
    ("magenta", RGBA(red: 1, green: 0, blue: 1)),
    ("orange", RGBA(red: 1, green: 0.5, blue: 0)),
    ("purple", RGBA(red: 0.5, green: 0, blue: 0.5)),
    ("brown", RGBA(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", RGBA(white: 0, alpha: 0)),
  ]

  static func standard(_ name: String) -> UIColor {
    UIColor(rgba: standardColorTable.first(where: { $0.name == name })?.value ?? .black, name: name)
  }

}
