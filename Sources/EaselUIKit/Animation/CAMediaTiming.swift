import Foundation

/// A timing model shared by layers and animations, as `CAMediaTiming`.
///
/// Differs from UIKit: time does not pass in a still render; the values are stored (COVERAGE.md).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
  /// The start time, in the parent's time.
  var beginTime: CFTimeInterval { get set }
  /// The duration of one cycle, in seconds.
  var duration: CFTimeInterval { get set }
  /// The rate of local time.
  var speed: Float { get set }
  /// An offset into local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles.
  var repeatCount: Float { get set }
  /// How long to repeat, in seconds.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether cycles play back and forth.
  var autoreverses: Bool { get set }
  /// What is shown outside the active time.
  @available(swift, introduced: 4.2)
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Keep the end value after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Show the start value before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
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

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The curve's name (nil for a curve made from control points).
  public let name: CAMediaTimingFunctionName?
  /// The two inner control points, x1, y1, x2, y2.
  public let controlPoints: [Float]

  /// Creates a named curve with Core Animation's control points.
  @available(swift, introduced: 4.2)
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    switch name {
    case .linear: controlPoints = [0, 0, 1, 1]
    case .easeIn: controlPoints = [0.42, 0, 1, 1]
    case .easeOut: controlPoints = [0, 0, 0.58, 1]
    case .easeInEaseOut: controlPoints = [0.42, 0, 0.58, 1]
    default: controlPoints = [0.25, 0.1, 0.25, 1]
    }
    super.init()
  }

  /// Creates a curve from its two inner control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = [c1x, c1y, c2x, c2y]
    super.init()
  }

  /// Writes control point `idx` (0...3) into `ptr` as two floats.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let points: [(Float, Float)] = [
      (0, 0), (controlPoints[0], controlPoints[1]), (controlPoints[2], controlPoints[3]), (1, 1),
    ]
    guard points.indices.contains(idx) else { return }
    ptr[0] = points[idx].0
    ptr[1] = points[idx].1
  }

  /// The curve's progress at time `t` (0...1), solving x(s) = t by bisection.
  public func value(at t: Float) -> Float {
    let x = min(max(t, 0), 1)
    let (x1, y1, x2, y2) = (controlPoints[0], controlPoints[1], controlPoints[2], controlPoints[3])
    func bezier(_ s: Float, _ p1: Float, _ p2: Float) -> Float {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var (lo, hi): (Float, Float) = (0, 1)
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if bezier(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, y1, y2)
  }
}

/// An animation's delegate, as `CAAnimationDelegate` (both methods optional).
///
/// Differs from UIKit: animations are not run, so neither method is called (COVERAGE.md).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped; `flag` says whether it finished.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The current time in seconds from a monotonic clock, as `CACurrentMediaTime()`.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}

extension CALayer: CAMediaTiming {
  static let timingKey = ExtensionKey()

  struct Timing {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
  }

  var timing: Timing {
    get { extensionValue(self, CALayer.timingKey) ?? Timing() }
    set { setExtensionValue(self, CALayer.timingKey, newValue) }
  }

}
