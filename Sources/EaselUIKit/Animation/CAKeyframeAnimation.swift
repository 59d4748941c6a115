import Foundation

/// A keyframe animation, as `CAKeyframeAnimation` (stored; the model value is drawn).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// A path the animated point follows (instead of `values`).
  open var path: CGPath?
  /// The keyframe times, 0...1.
  open var keyTimes: [NSNumber]?
  /// The timing curve between each pair of keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed.
  @available(swift, introduced: 4.2)
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Tension of the cubic modes, one per keyframe.
  open var tensionValues: [NSNumber]?
  /// Continuity of the cubic modes, one per keyframe.
  open var continuityValues: [NSNumber]?
  /// Bias of the cubic modes, one per keyframe.
  open var biasValues: [NSNumber]?
  /// Whether an object following `path` turns along it.
  @available(swift, introduced: 4.2)
  open var rotationMode: CAAnimationRotationMode?

  /// A copy with the same keyframes.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CAKeyframeAnimation
    copy.values = values
    copy.path = path
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    copy.tensionValues = tensionValues
    copy.continuityValues = continuityValues
    copy.biasValues = biasValues
    copy.rotationMode = rotationMode
    return copy
  }
}

/// How keyframe values are interpolated, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Discrete steps.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even pacing.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A Catmull-Rom spline.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A spline with even pacing.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How an object following a path turns, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Along the tangent, reversed.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A spring-driven from/to animation, as `CASpringAnimation` (stored).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring (default 1).
  open var mass: CGFloat = 1
  /// The spring's stiffness (default 100).
  open var stiffness: CGFloat = 100
  /// The damping (default 10).
  open var damping: CGFloat = 10
  /// The initial velocity (default 0).
  open var initialVelocity: CGFloat = 0
  /// Whether the spring may overshoot (default true).
  open var allowsOverdamping = false

  /// The time the spring takes to come to rest, from the damped harmonic oscillator.
  open var settlingDuration: CFTimeInterval {
    guard mass > 0, stiffness > 0 else { return 0 }
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    guard zeta > 0 else { return .infinity }
    // Time for the envelope e^(-zeta*omega*t) to fall under 0.001.
    let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    return Double(-log(0.001) / rate)
  }

  /// A copy with the same spring.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CASpringAnimation
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
    copy.allowsOverdamping = allowsOverdamping
    return copy
  }
}

/// Animations run together, as `CAAnimationGroup` (stored).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?

  /// A copy with the same animations (the array is copied, not the animations).
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CAAnimationGroup
    copy.animations = animations
    return copy
  }
}

/// A transition between layer states, as `CATransition` (stored).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind of transition (default fade).
  @available(swift, introduced: 4.2)
  open var type: CATransitionType = .fade
  /// Its direction.
  @available(swift, introduced: 4.2)
  open var subtype: CATransitionSubtype?
  /// Where it starts, 0...1.
  open var startProgress: Float = 0
  /// Where it ends, 0...1.
  open var endProgress: Float = 1

  /// A copy with the same transition.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CATransition
    copy.type = type
    copy.subtype = subtype
    copy.startProgress = startProgress
    copy.endProgress = endProgress
    return copy
  }
}

/// A transition's kind, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String
  /// Creates a kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Cross-fade.
  public static let fade = CATransitionType(rawValue: "fade")
  /// Move in over the old content.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// Push the old content out.
  public static let push = CATransitionType(rawValue: "push")
  /// Reveal the new content under the old.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A transition's direction, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The direction's name.
  public let rawValue: String
  /// Creates a direction.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a layer's transition animation is added under, as `kCATransition`.
public let kCATransition = "transition"

/// A function applied to animated values, as `CAValueFunction` (stored).
public final class CAValueFunction: NSObject, @unchecked Sendable {
  /// The function's name.
  public let name: CAValueFunctionName
  /// Creates a function by name.
  @available(swift, introduced: 4.2)
  public init?(name: CAValueFunctionName) {
    self.name = name
    super.init()
  }
}

/// A value function's name, as `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Rotation about x.
  public static let rotateX = Self(rawValue: "rotateX")
  /// Rotation about y.
  public static let rotateY = Self(rawValue: "rotateY")
  /// Rotation about z.
  public static let rotateZ = Self(rawValue: "rotateZ")
  /// Uniform scale.
  public static let scale = Self(rawValue: "scale")
  /// Translation along x.
  public static let translateX = Self(rawValue: "translateX")
  /// Translation along y.
  public static let translateY = Self(rawValue: "translateY")
}
