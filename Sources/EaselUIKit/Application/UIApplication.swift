import Foundation

/// The running app, as `UIApplication`: at design time, a left-to-right app in the
/// foreground with no windows.
///
/// Differs from UIKit: nothing is opened, registered or scheduled; requests are accepted and
/// inert (COVERAGE.md).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app's state, as `UIApplication.State`.
  public enum State: Int, Sendable, Hashable {
    case active, inactive, background
  }

  /// Options for `open(_:options:completionHandler:)`, as `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only universal links.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Keys of the launch options dictionary, as `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  private static let instance = UIApplication()

  /// The app.
  public class var shared: UIApplication { instance }

  /// The app's delegate (none at design time).
  open weak var delegate: (any UIApplicationDelegate)?
  /// The layout direction: left-to-right.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    ResourceEnvironment.currentLayoutDirection
  }
  /// The state: active.
  open var applicationState: State { .active }
  /// The status bar style (stored).
  open var statusBarStyle: UIStatusBarStyle = .default
  /// Whether the status bar is hidden (stored).
  open var isStatusBarHidden = false
  /// The status bar's frame (a 20-point strip across the screen).
  open var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)
  }
  /// Whether the network activity indicator shows (stored).
  open var isNetworkActivityIndicatorVisible = false
  /// The badge number (stored).
  open var applicationIconBadgeNumber = 0
  /// Whether the idle timer is off (stored).
  open var isIdleTimerDisabled = false
  /// Whether touch events are being ignored (no).
  open var isIgnoringInteractionEvents: Bool { false }
  /// The key window (none: views are rendered without windows).
  open var keyWindow: UIWindow? { nil }
  /// The windows (none).
  open var windows: [UIWindow] { [] }
  /// The connected scenes (none).
  open var connectedScenes: Set<AnyHashable> { [] }
  /// Whether the app may open `url` (no: nothing is opened at design time).
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens `url`: inert at design time; `completion` is called with `false`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Opens `url` (the pre-iOS 10 API): inert, false.
  open func openURL(_ url: URL) -> Bool { false }

  /// Sends `action` to `target` with `sender` and `event` as its arguments (as many as it
  /// takes); returns whether it was sent. A `nil` target (the responder chain) is not sent:
  /// nothing in a still render is first responder.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  {
    guard let target else { return false }
    ObjCRuntime.shared.deliver(action.name, to: target as AnyObject, [sender, event])
    return true
  }

  /// Registers for remote notifications (inert).
  open func registerForRemoteNotifications() {}
  /// Starts ignoring touches (inert).
  open func beginIgnoringInteractionEvents() {}
  /// Stops ignoring touches (inert).
  open func endIgnoringInteractionEvents() {}
  /// Sets the status bar style (stored).
  open func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
  /// Sets whether the status bar is hidden (stored).
  open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
    isStatusBarHidden = hidden
  }
}

/// The app delegate's protocol, as `UIApplicationDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window.
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// No window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// The status bar's look, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// How the status bar animates, as `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
  case none, fade, slide
}

/// Left-to-right or right-to-left, as `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  case leftToRight, rightToLeft
}

extension UIView {
  /// The layout direction for `attribute`: forced directions win; playback and spatial
  /// content stays left to right; otherwise the app's direction
  /// (`ResourceEnvironment.layoutDirection`: right to left for `--language pseudo-rtl`).
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: ResourceEnvironment.currentLayoutDirection)
  }

  /// The layout direction for `attribute` in a context laid out `layoutDirection` (a
  /// superview's): forced directions win, playback and spatial content stays left to right,
  /// unspecified follows the context.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: layoutDirection
    }
  }

  /// The direction this view lays out in, as UIKit's: its own `semanticContentAttribute`
  /// when that forces one, else the direction its superviews hand down (the nearest
  /// superview forcing a direction, as `traitCollection.layoutDirection` carries it), else the
  /// app's. In right-to-left layouts the engine mirrors leading and trailing constraints and
  /// horizontal stack views, and natural-aligned text sits on the right.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The direction the superviews hand down: the nearest one whose
  /// `semanticContentAttribute` forces a direction decides; playback and spatial content
  /// (a media control's own order) hands down what it was handed.
  var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
    var view = superview
    while let v = view {
      switch v.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight: return .leftToRight
      case .unspecified, .playback, .spatial: view = v.superview
      }
    }
    return ResourceEnvironment.currentLayoutDirection
  }
}
