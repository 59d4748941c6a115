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

/// A button's kind, as Swift 4's `UIButtonType`.
public typealias UIButtonType = UIButton.ButtonType
/// A control's state, as Swift 4's `UIControlState`.
public typealias UIControlState = UIControl.State
/// Control events, as Swift 4's `UIControlEvents`.
public typealias UIControlEvents = UIControl.Event
/// Horizontal content alignment, as Swift 4's `UIControlContentHorizontalAlignment`.
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
/// Vertical content alignment, as Swift 4's `UIControlContentVerticalAlignment`.
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
/// A cell's style, as Swift 4's `UITableViewCellStyle`.
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// A table's style, as Swift 4's `UITableViewStyle`.
public typealias UITableViewStyle = UITableView.Style
/// A table's separator style, as Swift 4's `UITableViewCellSeparatorStyle`.
public typealias UITableViewCellSeparatorStyle = UITableView.SeparatorStyle
/// A stack's axis, as Swift 4's `UILayoutConstraintAxis`.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// A stack's distribution, as Swift 4's `UIStackViewDistribution`.
public typealias UIStackViewDistribution = UIStackView.Distribution
/// A stack's alignment, as Swift 4's `UIStackViewAlignment`.
public typealias UIStackViewAlignment = UIStackView.Alignment
/// Keyframe animation options, as Swift 4's `UIViewKeyframeAnimationOptions`.
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// A layout attribute, as Swift 4's `NSLayoutAttribute`.
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// A layout relation, as Swift 4's `NSLayoutRelation`.
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// A font weight, as Swift 4's `UIFontWeight`.
public typealias UIFontWeight = UIFont.Weight
/// A text style, as Swift 4's `UIFontTextStyle`.
public typealias UIFontTextStyle = UIFont.TextStyle
/// An image orientation, as Swift 4's `UIImageOrientation`.
public typealias UIImageOrientation = UIImage.Orientation
/// A gesture recognizer's state, as Swift 4's `UIGestureRecognizerState`.
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// An activity indicator's style, as Swift 4's `UIActivityIndicatorViewStyle`.
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// A text field's border, as Swift 4's `UITextBorderStyle`.
public typealias UITextBorderStyle = UITextField.BorderStyle
/// A collection view's scroll direction, as Swift 4's `UICollectionViewScrollDirection`.
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
