import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// The URL that opens the app's page in Settings (`app-settings:`); nothing opens it here.
  public static let openSettingsURLString = "app-settings:"

  /// The app.
  open class var shared: UIApplication { instance }

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
  /// The connected scenes (none), typed as UIKit types them.
  open var connectedScenes: Set<UIScene> { [] }
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
  /// Sets whether the status bar is hidden: iOS 2's form of `setStatusBarHidden(_:with:)`
  /// (fading when animated), deprecated in iOS 3.2 and hidden from Swift by its importer, but
  /// declared by the SDK and working in Objective-C.
  open func __objc_setStatusBarHidden(_ hidden: Bool, animated: Bool) {
    setStatusBarHidden(hidden, with: animated ? .fade : .none)
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func sendEvent(_ event: UIEvent) {
    UnimplementedAPI.use("UIApplication.sendEvent(_:)", by: self);
  }

  open var statusBarOrientation: UIInterfaceOrientation { .unknown }

  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    UnimplementedAPI.use("UIApplication.supportedInterfaceOrientations(for:)", by: self); return []
  }

  open var statusBarOrientationAnimationDuration: TimeInterval { 0 }

  open var applicationSupportsShakeToEdit: Bool {
    get { UnimplementedAPI.value(of: self, "UIApplication.applicationSupportsShakeToEdit", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIApplication.applicationSupportsShakeToEdit") }
  }

  open var backgroundTimeRemaining: TimeInterval { 0 }

  open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
    UnimplementedAPI.use("UIApplication.beginBackgroundTask(expirationHandler:)", by: self); return UIBackgroundTaskIdentifier(rawValue: 0)
  }

  open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
    UnimplementedAPI.use("UIApplication.beginBackgroundTask(withName:expirationHandler:)", by: self); return UIBackgroundTaskIdentifier(rawValue: 0)
  }

  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    UnimplementedAPI.use("UIApplication.endBackgroundTask(_:)", by: self);
  }

  open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    UnimplementedAPI.use("UIApplication.setMinimumBackgroundFetchInterval(_:)", by: self);
  }

  open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .restricted }

  open var isProtectedDataAvailable: Bool { false }

  open var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(rawValue: "") }

  open var supportsMultipleScenes: Bool { false }

  open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
    UnimplementedAPI.use("UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)", by: self);
  }

  open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
    UnimplementedAPI.use("UIApplication.requestSceneSessionRefresh(_:)", by: self);
  }

  open func unregisterForRemoteNotifications() {
    UnimplementedAPI.use("UIApplication.unregisterForRemoteNotifications()", by: self);
  }

  open var isRegisteredForRemoteNotifications: Bool { false }

  open func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {
    UnimplementedAPI.use("UIApplication.registerForRemoteNotifications(matching:)", by: self);
  }

  open func enabledRemoteNotificationTypes() -> UIRemoteNotificationType {
    UnimplementedAPI.use("UIApplication.enabledRemoteNotificationTypes()", by: self); return []
  }

  open func presentLocalNotificationNow(_ notification: UILocalNotification) {
    UnimplementedAPI.use("UIApplication.presentLocalNotificationNow(_:)", by: self);
  }

  open func scheduleLocalNotification(_ notification: UILocalNotification) {
    UnimplementedAPI.use("UIApplication.scheduleLocalNotification(_:)", by: self);
  }

  open func cancelLocalNotification(_ notification: UILocalNotification) {
    UnimplementedAPI.use("UIApplication.cancelLocalNotification(_:)", by: self);
  }

  open func cancelAllLocalNotifications() {
    UnimplementedAPI.use("UIApplication.cancelAllLocalNotifications()", by: self);
  }

  open var scheduledLocalNotifications: [UILocalNotification]? {
    get { UnimplementedAPI.value(of: self, "UIApplication.scheduledLocalNotifications", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIApplication.scheduledLocalNotifications") }
  }

  open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
    UnimplementedAPI.use("UIApplication.registerUserNotificationSettings(_:)", by: self);
  }

  open var currentUserNotificationSettings: UIUserNotificationSettings? { nil }

  open func beginReceivingRemoteControlEvents() {
    UnimplementedAPI.use("UIApplication.beginReceivingRemoteControlEvents()", by: self);
  }

  open func endReceivingRemoteControlEvents() {
    UnimplementedAPI.use("UIApplication.endReceivingRemoteControlEvents()", by: self);
  }

  open func setNewsstandIconImage(_ image: UIImage?) {
    UnimplementedAPI.use("UIApplication.setNewsstandIconImage(_:)", by: self);
  }

  open var shortcutItems: [UIApplicationShortcutItem]? {
    get { UnimplementedAPI.value(of: self, "UIApplication.shortcutItems", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIApplication.shortcutItems") }
  }

  open var supportsAlternateIcons: Bool { false }

  open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {
    UnimplementedAPI.use("UIApplication.setAlternateIconName(_:completionHandler:)", by: self);
  }

  open var alternateIconName: String? { nil }

  open func extendStateRestoration() {
    UnimplementedAPI.use("UIApplication.extendStateRestoration()", by: self);
  }

  open func completeStateRestoration() {
    UnimplementedAPI.use("UIApplication.completeStateRestoration()", by: self);
  }

  open func ignoreSnapshotOnNextApplicationLaunch() {
    UnimplementedAPI.use("UIApplication.ignoreSnapshotOnNextApplicationLaunch()", by: self);
  }

  open class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
    UnimplementedAPI.use("UIApplication.registerObject(forStateRestoration:restorationIdentifier:)", by: UIApplication.self);
  }

  public static var willChangeStatusBarOrientationNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.willChangeStatusBarOrientationNotification") }

  public static var willChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.willChangeStatusBarFrameNotification") }

  public static var didChangeStatusBarFrameNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.didChangeStatusBarFrameNotification") }

  public static var backgroundRefreshStatusDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.backgroundRefreshStatusDidChangeNotification") }

  public static var protectedDataWillBecomeUnavailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.protectedDataWillBecomeUnavailableNotification") }

  public static var protectedDataDidBecomeAvailableNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIApplication.protectedDataDidBecomeAvailableNotification") }

  public static var invalidInterfaceOrientationException: NSExceptionName { NSExceptionName(rawValue: "UIApplication.invalidInterfaceOrientationException") }

  open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
    UnimplementedAPI.use("UIApplication.setStatusBarOrientation(_:animated:)", by: self);
  }

  open func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
    UnimplementedAPI.use("UIApplication.setKeepAliveTimeout(_:handler:)", by: self); return false
  }

  open func clearKeepAliveTimeout() {
    UnimplementedAPI.use("UIApplication.clearKeepAliveTimeout()", by: self);
  }
  // facade-inventory:end
}

/// The app delegate's protocol, as `UIApplicationDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's window. UIKit declares it an optional requirement of optional type, so read
  /// through the protocol it is a `UIWindow??` (`delegate?.window??.safeAreaInsets`), as
  /// here. An app delegate's own `var window: UIWindow?` compiles as on iOS; read through the
  /// protocol the window is nil, as the designables agent's app has none.
  var window: UIWindow?? { get set }
}

extension UIApplicationDelegate {
  /// No window: the designables agent's app has none.
  public var window: UIWindow?? {
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
