import UIKit

/// A control that exposes its parts as accessibility elements, overriding NSObject's
/// UIAccessibilityContainer members (declared in a protocol extension here), calling `super`:
/// green when the overrides and `super`'s answers are what UIKit's are at rest, red otherwise.
@IBDesignable open class GroupedControl: UIControl {
  let parts = [UIView(), UIView()]

  open override func accessibilityElementCount() -> Int {
    parts.count + super.accessibilityElementCount()
  }

  open override func accessibilityElement(at index: Int) -> Any? {
    index < parts.count ? parts[index] : super.accessibilityElement(at: index)
  }

  open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { super.accessibilityCustomActions ?? [] }
    set { super.accessibilityCustomActions = newValue }
  }

  open override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    guard accessibilityElementCount() == 2, accessibilityElement(at: 1) as? UIView === parts[1],
      accessibilityElement(at: 2) == nil, accessibilityCustomActions?.isEmpty == true,
      BarItemConfiguration().configure(), CountedGroup().accessibilityElementCount() == 3
    else { return }
    backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  }
}

/// A subclass of it overrides the module's own member: it keeps `override`.
final class LabelledControl: GroupedControl {
  override func accessibilityElementCount() -> Int { super.accessibilityElementCount() + 1 }
}
