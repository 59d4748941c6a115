import UIKit

/// A control that wires an action to itself and sends it while Interface Builder prepares
/// it: the action must arrive.
@IBDesignable class ToggleView: UIControl {
  let feed = Feed()

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    addTarget(self, action: #selector(flip(_:)), for: .valueChanged)
    sendActions(for: .valueChanged)
  }

  @objc private func flip(_ sender: UIControl) {
    backgroundColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
  }
}
