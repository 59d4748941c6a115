import Foundation

/// An animation, as `CAAnimation`.
///
/// Differs from UIKit: animations are not run; `CALayer.add(_:forKey:)` keeps them so code
/// compiles and can read them back, but the model value is drawn (COVERAGE.md).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
  /// The duration in seconds.
  open var duration: CFTimeInterval = 0
  /// The start delay in seconds.
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// Whether it plays backwards after forwards.
  open var autoreverses = false
  /// Whether the layer keeps the animation after it ends.
  open var isRemovedOnCompletion = true
  /// How the animation fills outside its active time, as a `CAMediaTimingFillMode` raw name.
  open var fillMode = "removed"
  /// The timing curve (kept, never evaluated).
  open var timingFunction: CAMediaTimingFunction?
  /// Creates an animation.
  public override init() { super.init() }
}

/// An animation of one key path, as `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The animated property.
  open var keyPath: String?
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

/// A keyframe animation, as `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// The keyframe times, 0...1.
  open var keyTimes: [NSNumber]?
}

/// A group of animations, as `CAAnimationGroup`.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}

/// Timing curve names, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Ease in.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Ease out.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Ease in ease out.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, as `CAMediaTimingFunction` (kept, never evaluated).
public final class CAMediaTimingFunction: Sendable {
  /// The curve's name.
  public let name: CAMediaTimingFunctionName
  /// Creates a named curve.
  public init(name: CAMediaTimingFunctionName) { self.name = name }
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
