import Foundation

extension UITextView {
  static let containerKey = ExtensionKey()

  static let storageKey = ExtensionKey()

  /// The padding, line limit and break mode the drawing uses (from the container, if made).
  var containerLayout: (padding: CGFloat, maxLines: Int, lineBreakMode: NSLineBreakMode) {
    guard let c: NSTextContainer = extensionValue(self, UITextView.containerKey) else {
      return (5, 0, .byWordWrapping)
    }
    return (max(c.lineFragmentPadding, 0), max(c.maximumNumberOfLines, 0), c.lineBreakMode)
  }
}

/// A text view's delegate, as `UITextViewDelegate`: every member UIKit declares, optional,
/// with UIKit's defaults; never called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
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
  /// `textView:editMenuForTextInRange:suggestedActions:`.
  func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  /// `textView:shouldInteractWithTextAttachment:inRange:` (deprecated on iOS).
  func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange
  ) -> Bool
  /// `textView:shouldInteractWithTextAttachment:inRange:interaction:`.
  func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange, interaction: UITextItemInteraction
  ) -> Bool
  /// `textView:shouldInteractWithURL:inRange:` (deprecated on iOS).
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange
  ) -> Bool
  /// `textView:shouldInteractWithURL:inRange:interaction:`.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
  /// `textView:willDismissEditMenuWithAnimator:`.
  func textView(
    _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
  /// `textView:willPresentEditMenuWithAnimator:`.
  func textView(
    _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
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
  /// None: the suggested actions.
  public func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    nil
  }
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange
  ) -> Bool { true }
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange, interaction: UITextItemInteraction
  ) -> Bool { true }
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange
  ) -> Bool {
    true
  }
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
  /// Does nothing.
  public func textView(
    _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  /// Does nothing.
  public func textView(
    _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
}
