import Foundation

extension UIBarItem {
  struct AccessibilityInfo {
    var label: String?
    var hint: String?
    var identifier: String?
    var traits: UIAccessibilityTraits = .button
    var isElement = true
  }

  static let accessibilityKey = ExtensionKey()

  var accessibilityInfo: AccessibilityInfo {
    get { extensionValue(self, UIBarItem.accessibilityKey) ?? AccessibilityInfo() }
    set { setExtensionValue(self, UIBarItem.accessibilityKey, newValue) }
  }

}
