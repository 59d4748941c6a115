/// What gives every `UIScrollView` its `delegate` (`UIScrollView+Delegate.swift`).
///
/// Differs from UIKit: the property is declared by this protocol's extension, not by the
/// class, because Swift lets no subclass declare a property of the same name with another
/// type, and `UITableView`, `UICollectionView` and `UITextView` declare a `delegate` of their
/// own delegates' types, as UIKit's do. A member of a protocol's extension gives way to a
/// subclass's own, so both spellings compile; a `UIScrollView` subclass cannot `override` it.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateHolding: UIScrollView {}

extension UIScrollView: _UIScrollViewDelegateHolding {
  static let scrollDelegateKey = ExtensionKey()
}

extension _UIScrollViewDelegateHolding {
  /// The delegate (stored, weakly held; never called: nothing scrolls at design time).
  public var delegate: (any UIScrollViewDelegate)? {
    get {
      (extensionValue(self, UIScrollView.scrollDelegateKey) as WeakReference?)?.object
        as? any UIScrollViewDelegate
    }
    set {
      setExtensionValue(self, UIScrollView.scrollDelegateKey, WeakReference(newValue))
    }
  }
}
