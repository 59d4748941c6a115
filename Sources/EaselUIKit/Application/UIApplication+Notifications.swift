import Foundation

// Notification names and user-info keys UIKit posts, with Apple's raw names, so observers
// compile. Differs from UIKit: at design time nothing posts them (COVERAGE.md).

extension UIApplication {
  /// The app became active.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// The app will resign active.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// The app entered the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// The app will enter the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// The app will terminate.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// The app finished launching.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Memory is low.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// The user took a screenshot.
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// The status bar orientation changed.
  nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// The system clock changed significantly.
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}

extension UIResponder {
  /// The keyboard will show.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// The keyboard did show.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// The keyboard will hide.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard did hide.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// The keyboard's frame will change.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame did change.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// User-info key: the keyboard's start frame (an `NSValue` of a `CGRect`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// User-info key: the keyboard's end frame (an `NSValue` of a `CGRect`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// User-info key: the animation's duration (an `NSNumber` of seconds).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// User-info key: the animation's curve (an `NSNumber` of a `UIView.AnimationCurve`).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// User-info key: whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UITextField {
  /// Editing began in a text field.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// A text field's text changed.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Editing ended in a text field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

extension UITextView {
  /// Editing began in a text view.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// A text view's text changed.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Editing ended in a text view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}

extension UIDevice {
  /// The device orientation changed.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

extension UIContentSizeCategory {
  /// The preferred content size changed.
  nonisolated public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

extension UIAccessibility {
  /// VoiceOver was turned on or off.
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Reduce Motion was turned on or off.
  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification
    .Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
