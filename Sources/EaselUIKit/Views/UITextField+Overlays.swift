import Foundation

extension UITextField {
  /// Whether a view in `mode` shows now: at rest, `.always` and `.unlessEditing` do.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .always: true
    case .unlessEditing: !isEditing
    case .whileEditing: isEditing
    case .never: false
    }
  }

  /// Whether `leftView` shows now.
  var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
  /// Whether `rightView` shows now.
  var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

  /// An overlay view's size: its frame's, else what it says fits.
  func overlaySize(_ view: UIView?) -> CGSize {
    guard let view else { return .zero }
    if view.bounds.size != .zero { return view.bounds.size }
    let fit = view.sizeThatFits(bounds.size)
    return CGSize(width: max(fit.width, 0), height: max(fit.height, 0))
  }

  /// Swaps an overlay subview and lays the overlays out again.
  func overlayViewDidChange(old: UIView? = nil, new: UIView? = nil) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Places the overlay views in their rectangles and hides those whose mode says so.
  func layoutOverlayViews() {
    if let leftView {
      leftView.isHidden = !showsLeftView
      if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
    }
    if let rightView {
      rightView.isHidden = !showsRightView
      if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
    }
  }
}

extension UITextField {
  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable, Hashable {
    case committed
  }
}

/// A text field's delegate, as `UITextFieldDelegate`: every member UIKit declares, optional,
/// with UIKit's defaults; never called.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason`.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether a change may be made.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether Return is processed.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// `textField:editMenuForCharactersInRange:suggestedActions:`.
  func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  /// `textField:willDismissEditMenuWithAnimator:`.
  func textField(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
  /// `textField:willPresentEditMenuWithAnimator:`.
  func textField(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
  /// Yes.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// None: the suggested actions.
  public func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  /// Does nothing.
  public func textField(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  /// Does nothing.
  public func textField(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
}
