import UIKit

/// A control that exposes its parts as accessibility elements, overriding NSObject's
/// UIAccessibilityContainer members (declared in a protocol extension here), calling `super`:
/// green when the overrides and `super`'s answers are what UIKit's are at rest, red otherwise.
@IBDesignable open class GroupedControl: UIControl {
  let parts = [UIView(), UIView()]
  var steps = 0

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
      BarItemConfiguration().configure(), CountedGroup().accessibilityElementCount() == 3,
      Self.stepped(StepElement(accessibilityContainer: self)) == 1, overridesAnswer()
    else { return }
    backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  }
}

/// RangeSeekSlider's adjustable element: an element's UIAccessibilityAction overrides.
final class StepElement: UIAccessibilityElement {
  override func accessibilityIncrement() {
    super.accessibilityIncrement()
    (accessibilityContainer as? GroupedControl)?.steps += 1
  }
}

extension GroupedControl {
  /// The control's steps after `element` is incremented.
  static func stepped(_ element: UIAccessibilityElement) -> Int {
    element.accessibilityIncrement()
    return (element.accessibilityContainer as? GroupedControl)?.steps ?? 0
  }
}

/// A subclass of it overrides the module's own member: it keeps `override`.
final class LabelledControl: GroupedControl {
  override func accessibilityElementCount() -> Int { super.accessibilityElementCount() + 1 }
}
