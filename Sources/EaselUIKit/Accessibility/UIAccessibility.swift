import Foundation

/// Accessibility traits, as `UIAccessibilityTraits` (stored; no visible effect).
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Static text.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary element.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates frequently.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts media playback.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable (increment/decrement).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Allows direct interaction.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Causes a page turn.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// UIKit's accessibility functions and notifications, as `UIAccessibility`.
///
/// Differs from UIKit: no assistive technology runs at design time; posts are inert and
/// every "is running/enabled" query is false (COVERAGE.md).
public enum UIAccessibility {
  /// A notification to assistive technologies, as `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32
    /// Creates a notification.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The screen changed.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Speak an announcement.
    public static let announcement = Notification(rawValue: 1008)
    /// A page scrolled.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts `notification` (inert at design time).
  public static func post(notification: Notification, argument: Any?) {}

  /// Whether VoiceOver is running (no).
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running (no).
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on (no).
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on (no).
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on (no).
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Darker Colors is on (no).
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Grayscale is on (no).
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether Invert Colors is on (no).
  public static var isInvertColorsEnabled: Bool { false }
}

/// A non-view element for assistive technologies, as `UIAccessibilityElement` (stored).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The containing view or element.
  open weak var accessibilityContainer: AnyObject?
  /// Whether it is an element (true).
  open var isAccessibilityElement = true
  /// The label.
  open var accessibilityLabel: String?
  /// The hint.
  open var accessibilityHint: String?
  /// The value.
  open var accessibilityValue: String?
  /// The identifier.
  open var accessibilityIdentifier: String?
  /// The traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The frame in screen coordinates.
  open var accessibilityFrame: CGRect = .zero
  /// The frame in the container's coordinates.
  open var accessibilityFrameInContainerSpace: CGRect = .zero
  /// Performs the element's default action (UIAccessibilityAction, which an element
  /// overrides); false: none here.
  open func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element's value (nothing, by default).
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element's value (nothing, by default).
  open func accessibilityDecrement() {}

  /// Creates an element inside `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}

/// Converts `rect` in `view` to screen coordinates, as `UIAccessibility.convertToScreenCoordinates`
/// (window coordinates: there is no screen offset in a render).
@preconcurrency @MainActor
public func UIAccessibilityConvertFrameToScreenCoordinates(_ rect: CGRect, _ view: UIView) -> CGRect
{
  var v: UIView = view
  var r = rect
  while let s = v.superview {
    r = v.convert(r, to: s)
    v = s
  }
  return r
}

extension UIAccessibility {
  /// Converts `rect` in `view` to screen coordinates.
  @MainActor
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    UIAccessibilityConvertFrameToScreenCoordinates(rect, view)
  }
}
