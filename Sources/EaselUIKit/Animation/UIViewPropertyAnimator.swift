import Foundation

/// Where an animation ends, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  case end, start, current
}

/// An animator's state, as `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
  case inactive, active, stopped
}

/// A timing curve for an animator, as `UITimingCurveProvider` (stored).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// Cubic timing parameters, as `UICubicTimingParameters` (stored).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The curve.
  public let animationCurve: UIView.AnimationCurve
  /// Creates parameters for a named curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    super.init()
  }
  /// Creates ease-in-out parameters.
  public override convenience init() { self.init(animationCurve: .easeInOut) }
  /// Creates parameters from two control points (kept as ease-in-out).
  public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    self.init(animationCurve: .easeInOut)
  }
}

/// Spring timing parameters, as `UISpringTimingParameters` (stored).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The damping ratio.
  public let dampingRatio: CGFloat
  /// Creates parameters for a damping ratio.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector()) {
    dampingRatio = ratio
    super.init()
  }
  /// Creates critically damped parameters.
  public override convenience init() { self.init(dampingRatio: 1) }
}

/// An interruptible animation of view properties, as `UIViewPropertyAnimator`.
///
/// Differs from UIKit: at design time an animation jumps to its end. `startAnimation()` runs
/// the animation blocks at once and then the completions with `.end`; `fractionComplete`
/// is kept but does not move the views (COVERAGE.md).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// The timing curve.
  public let timingParameters: (any UITimingCurveProvider)?
  /// The start delay (stored).
  public private(set) var delay: TimeInterval = 0
  /// The state.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animator is running.
  public private(set) var isRunning = false
  /// Whether the animation runs backwards (stored).
  open var isReversed = false
  /// How far the animation has gone, 0...1 (stored).
  open var fractionComplete: CGFloat = 0
  /// Whether the animator can be interrupted (stored).
  open var isInterruptible = true
  /// Whether views take touches during the animation (stored).
  open var isUserInteractionEnabled = true
  /// Whether touches scrub the animation (stored).
  open var isManualHitTestingEnabled = false
  /// Whether the animator pauses on completion (stored).
  open var pausesOnCompletion = false
  /// Whether scrubbing follows the curve (stored).
  open var scrubsLinearly = true
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// Creates an animator with a timing curve.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an animator with a named curve.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with a cubic curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with a spring's damping ratio.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator that starts at once (so, at design time, ends at once).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, timingParameters: UICubicTimingParameters())
    animator.delay = delay
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations; while running, they apply at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if isRunning { animation() } else { animations.append(animation) }
  }

  /// Adds animations with a delay factor (applied at once as well).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the end position.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs every animation block at once, then the completions with `.end`.
  open func startAnimation() {
    guard state != .stopped else { return }
    state = .active
    isRunning = true
    let blocks = animations
    animations = []
    for block in blocks { block() }
    fractionComplete = 1
    finish(at: .end)
  }

  /// Starts after a delay: at design time, at once.
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Pauses (the animation has already ended at design time).
  open func pauseAnimation() {
    state = .active
    isRunning = false
  }

  /// Stops; without final actions the animator waits for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes, calling the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    finish(at: finalPosition)
  }

  /// Continues with new timing (ends at once).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    startAnimation()
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    let done = completions
    completions = []
    for c in done { c(position) }
  }
}
