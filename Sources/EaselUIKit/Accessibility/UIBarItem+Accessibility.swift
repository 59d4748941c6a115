import Foundation

extension UIBarItem {
  private struct AccessibilityInfo {
    var label: String?
    var hint: String?
    var identifier: String?
    var traits: UIAccessibilityTraits = .button
    var isElement = true
  }

  private static let accessibilityKey = ExtensionKey()

  private var accessibilityInfo: AccessibilityInfo {
    get { extensionValue(self, UIBarItem.accessibilityKey) ?? AccessibilityInfo() }
    set { setExtensionValue(self, UIBarItem.accessibilityKey, newValue) }
  }

  /// The accessibility label (stored; no visible effect).
  public var accessibilityLabel: String? {
    get { accessibilityInfo.label }
    set { accessibilityInfo.label = newValue }
  }
  /// The accessibility hint (stored; no visible effect).
  public var accessibilityHint: String? {
    get { accessibilityInfo.hint }
    set { accessibilityInfo.hint = newValue }
  }
  /// The accessibility identifier (stored; no visible effect).
  public var accessibilityIdentifier: String? {
    get { accessibilityInfo.identifier }
    set { accessibilityInfo.identifier = newValue }
  }
  /// The accessibility traits (stored; `.button` by default).
  public var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityInfo.traits }
    set { accessibilityInfo.traits = newValue }
  }
  /// Whether the item is an accessibility element (stored; true by default).
  public var isAccessibilityElement: Bool {
    get { accessibilityInfo.isElement }
    set { accessibilityInfo.isElement = newValue }
  }
}
