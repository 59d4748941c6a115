import UIKit

/// Makes its badge through metatypes and class names, as factories in real code do.
@IBDesignable
class BadgeFactoryView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    let byName: AnyClass? = NSClassFromString("UIView")
    let viewType = (byName as? UIView.Type) ?? UIView.self
    let badge = viewType.init(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    badge.backgroundColor = .green
    addSubview(badge)
    if let own = NSClassFromString("Outlets.BadgeFactoryView"), own == BadgeFactoryView.self {
      backgroundColor = .yellow
    }
  }
}
