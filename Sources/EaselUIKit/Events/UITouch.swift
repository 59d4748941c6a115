import Foundation

/// A finger on the screen, as `UITouch`.
///
/// Differs from UIKit: a still render has no touches; the class exists so event-handling
/// code compiles, and touches made by code report what they were given (COVERAGE.md).
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// Where a touch is in its life, as `UITouch.Phase`.
  public enum Phase: Int, Sendable, Hashable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  /// What made the touch, as `UITouch.TouchType`.
  public enum TouchType: Int, Sendable, Hashable {
    case direct, indirect, pencil, indirectPointer
  }

  /// The view the touch began in.
  open internal(set) var view: UIView?
  /// The window of that view (never: views are rendered without one).
  open var window: UIWindow? { view?.window }
  /// The phase.
  open internal(set) var phase: Phase = .began
  /// How many taps in a row this touch belongs to.
  open internal(set) var tapCount = 1
  /// When the touch happened, in seconds.
  open internal(set) var timestamp: TimeInterval = 0
  /// The pressure (1 is an average touch).
  open internal(set) var force: CGFloat = 0
  /// The largest possible force.
  open internal(set) var maximumPossibleForce: CGFloat = 0
  /// The radius of the touch, in points.
  open internal(set) var majorRadius: CGFloat = 0
  /// What made the touch.
  open internal(set) var type: TouchType = .direct
  /// The gesture recognizers receiving this touch.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  var locationInView: CGPoint = .zero
  var previousLocationInView: CGPoint = .zero

  /// Creates a touch.
  public override init() { super.init() }

  /// Creates a touch at `location` in `view` (Easel's, for tests and previews).
  ///
  /// Differs from UIKit: iOS makes touches itself; there is no public initializer there.
  public init(
    location: CGPoint, previousLocation: CGPoint? = nil, in view: UIView?,
    phase: Phase = .began, tapCount: Int = 1
  ) {
    self.view = view
    self.phase = phase
    self.tapCount = tapCount
    locationInView = location
    previousLocationInView = previousLocation ?? location
    super.init()
  }

  /// The touch's location in `view`'s coordinates (its view's when nil).
  open func location(in view: UIView?) -> CGPoint {
    convertPoint(locationInView, to: view)
  }

  /// The touch's previous location in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convertPoint(previousLocationInView, to: view)
  }

  /// The location with sub-point precision (the same as `location(in:)`).
  open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

  private func convertPoint(_ p: CGPoint, to target: UIView?) -> CGPoint {
    guard let own = self.view, let target, own !== target else { return p }
    return own.convert(p, to: target)
  }
}

/// An event, as `UIEvent`: the touches of one moment.
///
/// Differs from UIKit: a still render sends no events (COVERAGE.md).
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kind of event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable, Hashable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// The finer kind of event, as `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable, Hashable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
      remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
      remoteControlEndSeekingBackward, remoteControlBeginSeekingForward,
      remoteControlEndSeekingForward
  }

  /// The kind of event.
  open internal(set) var type: EventType = .touches
  /// The finer kind.
  open internal(set) var subtype: EventSubtype = .none
  /// When it happened, in seconds.
  open internal(set) var timestamp: TimeInterval = 0
  /// Every touch of the event.
  open internal(set) var allTouches: Set<UITouch>?

  /// Creates an event.
  public override init() { super.init() }

  /// Creates a touch event holding `touches` (Easel's, for tests and previews).
  public init(touches: Set<UITouch>) {
    allTouches = touches
    super.init()
  }

  /// The touches in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }

  /// The touches in `window` (none: there are no windows).
  open func touches(for window: UIWindow) -> Set<UITouch>? { nil }

  /// The touches going to `gesture`.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.gestureRecognizers?.contains(gesture) ?? false } }
  }

  /// The touches merged into `touch` (just `touch`).
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

  /// The predicted touches (none).
  open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}

/// A physical button press, as `UIPress` (inert).
@preconcurrency @MainActor
open class UIPress: NSObject {}

/// A set of presses, as `UIPressesEvent` (inert).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {}
