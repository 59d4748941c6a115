import Foundation

// Spellings UIKit's Swift overlay had before Swift 4.2 (and still accepts in Swift 4 mode),
// kept so older designables compile as they are.

extension UIView {
  /// Moves `view` behind its siblings, as Swift 4's `sendSubview(toBack:)`
  /// (today `sendSubviewToBack(_:)`).
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

  /// Moves `view` in front of its siblings, as Swift 4's `bringSubview(toFront:)`
  /// (today `bringSubviewToFront(_:)`).
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
}

/// A blur's material, as Swift 4's `UIBlurEffectStyle` (today `UIBlurEffect.Style`).
public typealias UIBlurEffectStyle = UIBlurEffect.Style
/// Resizing rules, as Swift 4's `UIViewAutoresizing` (today `UIView.AutoresizingMask`).
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Animation options, as Swift 4's `UIViewAnimationOptions` (today `UIView.AnimationOptions`).
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// When an overlay view shows, as Swift 4's `UITextFieldViewMode` (today `UITextField.ViewMode`).
public typealias UITextFieldViewMode = UITextField.ViewMode
/// How content fills a view, as Swift 4's `UIViewContentMode` (today `UIView.ContentMode`).
public typealias UIViewContentMode = UIView.ContentMode
/// How an image is drawn by views that tint, as Swift 4's `UIImageRenderingMode`.
public typealias UIImageRenderingMode = UIImage.RenderingMode
/// An impact's weight, as Swift 4's `UIImpactFeedbackStyle`.
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
/// Attribute names, as Swift 4's `NSAttributedStringKey` (today `NSAttributedString.Key`).
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Centred text in a text layer, as Swift 4's `kCAAlignmentCenter`.
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// Left-aligned text, as Swift 4's `kCAAlignmentLeft`.
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// Right-aligned text, as Swift 4's `kCAAlignmentRight`.
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// Justified text, as Swift 4's `kCAAlignmentJustified`.
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
/// Natural alignment, as Swift 4's `kCAAlignmentNatural`.
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural

extension NSNotification.Name {
  /// A text field's text changed, as Swift 4's `.UITextFieldTextDidChange`.
  public static let UITextFieldTextDidChange = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// A text view's text changed, as Swift 4's `.UITextViewTextDidChange`.
  public static let UITextViewTextDidChange = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Editing began in a text field, as Swift 4's `.UITextFieldTextDidBeginEditing`.
  public static let UITextFieldTextDidBeginEditing = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Editing ended in a text field, as Swift 4's `.UITextFieldTextDidEndEditing`.
  public static let UITextFieldTextDidEndEditing = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}
