import Foundation

/// An animation, as `CAAnimation`.
///
/// Differs from UIKit: animations are not run; `CALayer.add(_:forKey:)` keeps them so code
/// compiles and can read them back, but the model value is drawn (COVERAGE.md).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming {
  /// The duration in seconds.
  open var duration: CFTimeInterval = 0
  /// The start delay in seconds.
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats, in seconds.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after forwards.
  open var autoreverses = false
  /// The rate of local time (1 is normal).
  open var speed: Float = 1
  /// An offset into local time, in seconds.
  open var timeOffset: CFTimeInterval = 0
  /// Whether the layer keeps the animation after it ends.
  open var isRemovedOnCompletion = true
  /// How the animation fills outside its active time.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The timing curve (kept, never evaluated).
  open var timingFunction: CAMediaTimingFunction?
  /// The delegate, strongly held as on iOS (never called: animations are not run).
  open var delegate: (any CAAnimationDelegate)?
  /// Creates an animation.
  public override init() { super.init() }
  /// The default value of a property for `key` (nil).
  open class func defaultValue(forKey key: String) -> Any? { nil }
  /// Whether `key`'s value is archived (true).
  open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

/// An animation of one key path, as `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The animated property.
  open var keyPath: String?
  /// Whether the value adds to the model value (stored).
  open var isAdditive = false
  /// Whether repeats build on the previous cycle's end (stored).
  open var isCumulative = false
  /// A function applied to the values (stored).
  open var valueFunction: CAValueFunction?
  /// Creates an animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// A from/to animation, as `CABasicAnimation`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// A relative change.
  open var byValue: Any?
}

extension CALayer {
  /// Keeps `animation` under `key`; the animation is not run (the model value is drawn).
  public func add(_ animation: CAAnimation, forKey key: String?) {
    animationStore[key ?? "anim-\(animationStore.count)"] = animation
  }

  /// The animation kept under `key`.
  public func animation(forKey key: String) -> CAAnimation? { animationStore[key] }

  /// The keys of kept animations.
  public func animationKeys() -> [String]? {
    animationStore.isEmpty ? nil : animationStore.keys.sorted()
  }

  /// Forgets the animation under `key`.
  public func removeAnimation(forKey key: String) { animationStore[key] = nil }

  /// Forgets every animation.
  public func removeAllAnimations() { animationStore = [:] }

  /// The layer as shown on screen: the model layer itself, as nothing animates.
  public func presentation() -> Self? { self }

  /// The model layer: itself.
  public func model() -> Self { self }
}

/// A duration in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
