import UIKit

/// A view that answers, and forwards, what its delegate answers: blue when the runtime asked
/// its `responds(to:)` and sent `paint:` on to the delegate, red otherwise.
@IBDesignable class ProxiedView: UIView {
  let painter = Painter(color: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
  weak var delegate: NSObjectProtocol?

  override func responds(to aSelector: Selector!) -> Bool {
    super.responds(to: aSelector) || delegate?.responds(to: aSelector) == true
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    if delegate?.responds(to: aSelector) == true { return delegate }
    return super.forwardingTarget(for: aSelector)
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    delegate = painter
    let paint = #selector(Painter.paint(_:))
    let object: NSObject = self
    guard object.responds(to: paint), !object.responds(to: Selector(("unanswered:"))) else {
      return
    }
    object.perform(paint, with: self)
  }
}

/// A control whose action goes to a weak proxy of its painter: green when target–action
/// forwarded it.
@IBDesignable class ProxiedControl: UIControl {
  let painter = Painter(color: UIColor(red: 0, green: 0.8, blue: 0, alpha: 1))
  lazy var proxy = WeakProxy(target: painter)

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    addTarget(proxy, action: #selector(Painter.paint(_:)), for: .valueChanged)
    sendActions(for: .valueChanged)
  }
}
