import Foundation

extension UITextView {
  private static let containerKey = ExtensionKey()
  private static let delegateKey = ExtensionKey()

  /// The container the text is drawn in (made on first use: the view's width, 5 points of
  /// line fragment padding, unlimited lines, word wrapping).
  public var textContainer: NSTextContainer {
    if let c: NSTextContainer = extensionValue(self, UITextView.containerKey) { return c }
    let c = NSTextContainer(size: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    c.widthTracksTextView = true
    c.textView = self
    let manager = NSLayoutManager()
    manager.addTextContainer(c)
    let storage = NSTextStorage(attributedString: attributedText ?? NSAttributedString(string: ""))
    storage.addLayoutManager(manager)
    setExtensionValue(self, UITextView.containerKey, c)
    setExtensionValue(self, UITextView.storageKey, storage)
    return c
  }

  private static let storageKey = ExtensionKey()

  /// The layout manager of the text container.
  public var layoutManager: NSLayoutManager {
    if let m = textContainer.layoutManager { return m }
    let m = NSLayoutManager()
    m.addTextContainer(textContainer)
    return m
  }

  /// The text storage, holding the current text.
  ///
  /// Differs from UIKit: a copy of `attributedText` when read; edits to it do not reach the
  /// view (set `attributedText` instead) (COVERAGE.md).
  public var textStorage: NSTextStorage {
    let storage = NSTextStorage(attributedString: attributedText ?? NSAttributedString(string: ""))
    storage.addLayoutManager(layoutManager)
    setExtensionValue(self, UITextView.storageKey, storage)
    return storage
  }

  /// Whether the view has text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  /// The delegate (stored, weakly held; never called: there is no editing).
  public var delegate: (any UITextViewDelegate)? {
    get {
      (extensionValue(self, UITextView.delegateKey) as WeakReference?)?.object
        as? any UITextViewDelegate
    }
    set { setExtensionValue(self, UITextView.delegateKey, WeakReference(newValue)) }
  }

  /// The padding, line limit and break mode the drawing uses (from the container, if made).
  var containerLayout: (padding: CGFloat, maxLines: Int, lineBreakMode: NSLineBreakMode) {
    guard let c: NSTextContainer = extensionValue(self, UITextView.containerKey) else {
      return (5, 0, .byWordWrapping)
    }
    return (max(c.lineFragmentPadding, 0), max(c.maximumNumberOfLines, 0), c.lineBreakMode)
  }
}

/// A text view's delegate, as `UITextViewDelegate` (every method optional; never called).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether a change may be made.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Yes.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Yes.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
