import Foundation

extension UISlider {
  private static let thumbKey = ExtensionKey()
  private static let minimumTrackKey = ExtensionKey()
  private static let maximumTrackKey = ExtensionKey()

  private func images(_ key: ExtensionKey) -> [UInt: UIImage] { extensionValue(self, key) ?? [:] }

  private func set(_ image: UIImage?, for state: UIControl.State, _ key: ExtensionKey) {
    var table = images(key)
    table[state.rawValue] = image
    setExtensionValue(self, key, table)
    setNeedsDisplay()
  }

  /// The image for `state` in `key`'s table, else the normal state's.
  private func image(for state: UIControl.State, _ key: ExtensionKey) -> UIImage? {
    let table = images(key)
    return table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
  }

  /// Sets the thumb's image for `state` (drawn instead of the round thumb).
  public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    set(image, for: state, UISlider.thumbKey)
  }

  /// Sets the image of the track left of the thumb for `state` (stretched along the track).
  public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    set(image, for: state, UISlider.minimumTrackKey)
  }

  /// Sets the image of the track right of the thumb for `state` (stretched along the track).
  public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    set(image, for: state, UISlider.maximumTrackKey)
  }

  /// The thumb image set for `state` exactly.
  public func thumbImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.thumbKey)[state.rawValue]
  }

  /// The minimum track image set for `state` exactly.
  public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.minimumTrackKey)[state.rawValue]
  }

  /// The maximum track image set for `state` exactly.
  public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.maximumTrackKey)[state.rawValue]
  }

  /// The thumb image drawn now (the current state's, else the normal one).
  public var currentThumbImage: UIImage? { image(for: state, UISlider.thumbKey) }
  /// The minimum track image drawn now.
  public var currentMinimumTrackImage: UIImage? { image(for: state, UISlider.minimumTrackKey) }
  /// The maximum track image drawn now.
  public var currentMaximumTrackImage: UIImage? { image(for: state, UISlider.maximumTrackKey) }
}
