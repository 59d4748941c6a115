import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The base of haptic feedback generators, as `UIFeedbackGenerator` (inert: a render has
/// no haptics).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Creates a generator.
  public override init() { super.init() }
  /// Readies the haptic engine (inert).
  open func prepare() {}
}

/// Impact haptics, as `UIImpactFeedbackGenerator` (inert).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// An impact's weight, as `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable, Hashable {
    case light, medium, heavy, soft, rigid
  }

  /// The style.
  public let style: FeedbackStyle

  /// Creates a generator of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a medium generator.
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact (inert).
  open func impactOccurred() {}
  /// Plays an impact of `intensity` (inert).
  open func impactOccurred(intensity: CGFloat) {}
}

/// Selection-change haptics, as `UISelectionFeedbackGenerator` (inert).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick (inert).
  open func selectionChanged() {}
}

/// Success, warning and error haptics, as `UINotificationFeedbackGenerator` (inert).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// A notification's kind, as `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable, Hashable {
    case success, warning, error
  }

  /// Plays a notification haptic (inert).
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

extension UIDevice {
  /// The orientation: portrait.
  public var orientation: UIDeviceOrientation { .portrait }
  /// The localized model.
  public var localizedModel: String { model }
  /// The vendor identifier (none at design time).
  public var identifierForVendor: UUID? { nil }
  /// Whether battery monitoring is on (no).
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// Whether the device supports multitasking (yes).
  public var isMultitaskingSupported: Bool { true }
  /// Starts orientation notifications (inert).
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications (inert).
  public func endGeneratingDeviceOrientationNotifications() {}
  /// Plays the input click (inert).
  public func playInputClick() {}
}

/// A physical orientation of the device, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  /// Whether it is a portrait orientation.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is a landscape orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether it is flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether it is one of the valid interface orientations.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIWindow {
  static let rootKey = ExtensionKey()

}

extension UIScreen {
  /// The screen's size in pixels.
  public var nativeBounds: CGRect {
    let b = bounds
    return CGRect(x: 0, y: 0, width: b.width * nativeScale, height: b.height * nativeScale)
  }
  /// The screen's brightness (stored nowhere: always 1 here).
  public var brightness: CGFloat { 1 }
  /// The largest frame rate (60).
  public var maximumFramesPerSecond: Int { 60 }
}
