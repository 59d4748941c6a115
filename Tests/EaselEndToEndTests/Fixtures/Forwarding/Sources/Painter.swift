import UIKit

/// What the proxies below forward to: it paints the view it is given.
final class Painter: NSObject {
  let color: UIColor

  init(color: UIColor) {
    self.color = color
  }

  @objc func paint(_ view: UIView) {
    view.backgroundColor = color
  }
}

/// A weak proxy, as timers' and display links' targets are made: it answers what its target
/// answers and forwards it there.
final class WeakProxy: NSObject {
  weak var target: NSObjectProtocol?

  init(target: NSObjectProtocol) {
    self.target = target
  }

  override func responds(to aSelector: Selector!) -> Bool {
    target?.responds(to: aSelector) == true || super.responds(to: aSelector)
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    target
  }
}
