import UIKit

/// SwiftUtility's bar button configuration: a plain NSObject subclass that keeps UIKit's
/// NSObject accessibility members (UIKit's informal protocol), and one that overrides one.
final class BarItemConfiguration: NSObject {
  var title = "Done"

  func configure() -> Bool {
    accessibilityLabel = title
    isAccessibilityElement = true
    return accessibilityLabel == "Done" && isAccessibilityElement && accessibilityHint == nil
  }
}

final class CountedGroup: NSObject {
  override func accessibilityElementCount() -> Int { super.accessibilityElementCount() + 3 }
}

/// SwiftUtility's configuration with its own label: a plain NSObject subclass overrides a
/// member only UIKit's NSObject category declares for it.
final class TitledConfiguration: NSObject {
  override var accessibilityLabel: String? {
    get { "Next" }
    set {}
  }
}

/// A bar item's override of the same member, which UIBarItem declares itself.
final class TitledItem: UIBarButtonItem {
  override var accessibilityLabel: String? {
    get { "Item" }
    set {}
  }
}

extension GroupedControl {
  /// A view's override of a member UIView declares, in an extension of the module's class.
  open override var accessibilityValue: String? {
    get { "\(steps)" }
    set {}
  }

  /// Whether the overrides above answer, through their classes and UIKit's.
  func overridesAnswer() -> Bool {
    let item: UIBarItem = TitledItem()
    let view: UIView = self
    return TitledConfiguration().accessibilityLabel == "Next" && item.accessibilityLabel == "Item"
      && view.accessibilityValue == "\(steps)"
  }
}
