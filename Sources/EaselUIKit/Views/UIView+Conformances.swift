import Foundation

// The protocols UIKit's headers have its classes adopt, so that code passing a view (or a
// control, a bar item, an image…) where the protocol is expected compiles and runs as on
// iOS: `let item: UIDynamicItem = view`, `func tag(_ item: UIAccessibilityIdentification)`,
// `view.convert(point, to: space)`, `let coding: NSCoding = view`. Each class already has
// the requirements; the conformances are the SDK's (`@interface UIView : UIResponder <NSCoding,
// …, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer,
// …>` and its categories), found missing by `scripts/facade-conformances`.

extension UIView: @preconcurrency NSCoding {}
extension UIView: @preconcurrency UIDynamicItem {}
extension UIView: @preconcurrency UITraitEnvironment {}
extension UIView: @preconcurrency UICoordinateSpace {}
extension UIView: @preconcurrency UIFocusItem {}
extension UIView: @preconcurrency UIFocusItemContainer {}
extension UIView: @preconcurrency UIAccessibilityIdentification {}
extension UIView: @preconcurrency UILargeContentViewerItem {}
extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIControl: @preconcurrency UIContextMenuInteractionDelegate {}

extension UIBarItem: @preconcurrency UIAccessibilityIdentification {}
extension UIAccessibilityElement: @preconcurrency UIAccessibilityIdentification {}
extension UICollectionViewLayoutAttributes: @preconcurrency UIDynamicItem {}

extension UIImage: UIAccessibilityIdentification {
  /// A string that identifies the image to UI tests, as `UIAccessibilityIdentification`
  /// (stored; read by nothing Easel draws).
  public var accessibilityIdentifier: String? {
    get { extensionValue(self, UIImage.accessibilityIdentifierKey) }
    set { setExtensionValue(self, UIImage.accessibilityIdentifierKey, newValue) }
  }
  static let accessibilityIdentifierKey = ExtensionKey()
}

extension UIAlertAction: @preconcurrency UIAccessibilityIdentification {
  /// A string that identifies the action to UI tests, as `UIAccessibilityIdentification`
  /// (stored).
  public var accessibilityIdentifier: String? {
    get { extensionValue(self, UIAlertAction.accessibilityIdentifierKey) }
    set { setExtensionValue(self, UIAlertAction.accessibilityIdentifierKey, newValue) }
  }
  static let accessibilityIdentifierKey = ExtensionKey()
}

extension UIMenuElement: @preconcurrency UIAccessibilityIdentification {
  /// A string that identifies the element to UI tests, as `UIAccessibilityIdentification`
  /// (stored).
  public var accessibilityIdentifier: String? {
    get { extensionValue(self, UIMenuElement.accessibilityIdentifierKey) }
    set { setExtensionValue(self, UIMenuElement.accessibilityIdentifierKey, newValue) }
  }
  static let accessibilityIdentifierKey = ExtensionKey()
}
