import Foundation

/// UIKit's informal accessibility protocols (UIAccessibility, UIAccessibilityAction) are
/// categories on NSObject: any object has their members. Here they are the protocol's, not
/// the class's, since a member of an extension of Foundation's `NSObject` cannot be
/// overridden on Linux while a class may declare its own beside a protocol extension's:
/// `UIView`, `UIBarItem` and `UIAccessibilityElement` declare theirs as `open` members, and
/// preparation takes the `override` off a designable's own where only the protocol declares
/// it (`SourceRewriter`). Stored, with UIKit's values at rest; they have no visible effect.
extension NSObjectProtocol {
  /// The accessibility label (stored; no visible effect).
  public var accessibilityLabel: String? {
    get { extensionValue(self, AccessibilityKeys.label) }
    set { setExtensionValue(self, AccessibilityKeys.label, newValue) }
  }
  /// The accessibility hint (stored; no visible effect).
  public var accessibilityHint: String? {
    get { extensionValue(self, AccessibilityKeys.hint) }
    set { setExtensionValue(self, AccessibilityKeys.hint, newValue) }
  }
  /// The accessibility value (stored; no visible effect).
  public var accessibilityValue: String? {
    get { extensionValue(self, AccessibilityKeys.value) }
    set { setExtensionValue(self, AccessibilityKeys.value, newValue) }
  }
  /// Whether the object is an accessibility element: false at rest (stored).
  public var isAccessibilityElement: Bool {
    get { extensionValue(self, AccessibilityKeys.isElement) ?? false }
    set { setExtensionValue(self, AccessibilityKeys.isElement, newValue) }
  }
  /// The accessibility traits (stored; no visible effect).
  public var accessibilityTraits: UIAccessibilityTraits {
    get { extensionValue(self, AccessibilityKeys.traits) ?? .none }
    set { setExtensionValue(self, AccessibilityKeys.traits, newValue) }
  }
  /// The accessibility elements inside the object, in order (stored; no visible effect).
  public var accessibilityElements: [Any]? {
    get { extensionValue(self, AccessibilityKeys.elements) }
    set { setExtensionValue(self, AccessibilityKeys.elements, newValue) }
  }
  /// The element's frame in screen coordinates (stored; no visible effect).
  public var accessibilityFrame: CGRect {
    get { extensionValue(self, AccessibilityKeys.frame) ?? .zero }
    set { setExtensionValue(self, AccessibilityKeys.frame, newValue) }
  }
  /// The language of the label and value (stored; no visible effect).
  public var accessibilityLanguage: String? {
    get { extensionValue(self, AccessibilityKeys.language) }
    set { setExtensionValue(self, AccessibilityKeys.language, newValue) }
  }
  /// Whether sibling elements are ignored (stored; no visible effect).
  public var accessibilityViewIsModal: Bool {
    get { extensionValue(self, AccessibilityKeys.viewIsModal) ?? false }
    set { setExtensionValue(self, AccessibilityKeys.viewIsModal, newValue) }
  }
  /// Whether the object's elements are hidden from assistive technologies (stored).
  public var accessibilityElementsHidden: Bool {
    get { extensionValue(self, AccessibilityKeys.elementsHidden) ?? false }
    set { setExtensionValue(self, AccessibilityKeys.elementsHidden, newValue) }
  }
  /// Whether children are read as a group (stored; no visible effect).
  public var shouldGroupAccessibilityChildren: Bool {
    get { extensionValue(self, AccessibilityKeys.groupsChildren) ?? false }
    set { setExtensionValue(self, AccessibilityKeys.groupsChildren, newValue) }
  }
  /// Performs the element's default action; false: none here.
  public func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element's value (nothing, by default).
  public func accessibilityIncrement() {}
  /// Decrements an adjustable element's value (nothing, by default).
  public func accessibilityDecrement() {}
}

/// The keys of `NSObjectProtocol`'s stored accessibility members.
private enum AccessibilityKeys {
  static let label = ExtensionKey()
  static let hint = ExtensionKey()
  static let value = ExtensionKey()
  static let isElement = ExtensionKey()
  static let traits = ExtensionKey()
  static let elements = ExtensionKey()
  static let frame = ExtensionKey()
  static let language = ExtensionKey()
  static let viewIsModal = ExtensionKey()
  static let elementsHidden = ExtensionKey()
  static let groupsChildren = ExtensionKey()
}
