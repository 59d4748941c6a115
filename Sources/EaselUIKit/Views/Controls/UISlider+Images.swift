import Foundation

extension UISlider {
  static let thumbKey = ExtensionKey()
  static let minimumTrackKey = ExtensionKey()
  static let maximumTrackKey = ExtensionKey()

  func images(_ key: ExtensionKey) -> [UInt: UIImage] { extensionValue(self, key) ?? [:] }

  func set(_ image: UIImage?, for state: UIControl.State, _ key: ExtensionKey) {
    var table = images(key)
    table[state.rawValue] = image
    setExtensionValue(self, key, table)
    setNeedsDisplay()
  }

  /// The image for `state` in `key`'s table, else the normal state's.
  func image(for state: UIControl.State, _ key: ExtensionKey) -> UIImage? {
    let table = images(key)
    return table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
  }

}
