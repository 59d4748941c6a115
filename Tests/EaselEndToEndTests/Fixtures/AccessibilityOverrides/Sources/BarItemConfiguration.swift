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
