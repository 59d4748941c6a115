import UIKit

@objc protocol TouchKnobDelegate: class {
  func knobDidChange(_ knob: TouchKnob)
  @objc optional func knobDidEndEditing(_ knob: TouchKnob)
}

/// A knob written as real designables are: touch tracking, a class-bound @objc delegate,
/// #selector, #keyPath, #colorLiteral, an animation in prepareForInterfaceBuilder.
@IBDesignable
class TouchKnob: UIControl {
  @IBInspectable var knobColor: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
  weak var delegate: TouchKnobDelegate?
  private var angle: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: #selector(changed), for: .valueChanged)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  @objc private func changed() {
    delegate?.knobDidChange(self)
    delegate?.knobDidEndEditing?(self)
  }

  @IBAction func reset() { angle = 0 }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    angle = atan2(touch.location(in: self).y - bounds.midY, touch.location(in: self).x - bounds.midX)
    return true
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    sendActions(for: .valueChanged)
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    alpha = 0
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
      self.alpha = 1
    }, completion: nil)
    _ = #keyPath(layer.cornerRadius)
  }

  override func draw(_ rect: CGRect) {
    knobColor.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 8, dy: 8)).fill()
  }
}
