import Foundation

/// An effect that moves a view with the device's tilt, as `UIMotionEffect`.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  /// Creates an effect.
  public override init() { super.init() }
  /// Creates an effect from an archive.
  ///
  /// Differs from UIKit: the archive is not read (Easel builds what a document holds itself).
  public required init?(coder: NSCoder) {
    super.init()
    UnimplementedAPI.use("UIMotionEffect.init(coder:)", by: self)
  }
  /// The key paths and values to apply for a viewer offset (none by default).
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// A motion effect that interpolates one key path, as `UIInterpolatingMotionEffect`.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The tilt axis an effect follows, as `UIInterpolatingMotionEffect.EffectType`.
  public enum EffectType: Int, Sendable, Hashable {
    case tiltAlongHorizontalAxis = 0
    case tiltAlongVerticalAxis = 1
  }
  /// The key path moved.
  public let keyPath: String
  /// The axis followed.
  public let type: EffectType
  /// The value at the far left or top tilt.
  open var minimumRelativeValue: Any?
  /// The value at the far right or bottom tilt.
  open var maximumRelativeValue: Any?

  /// Creates an effect for a key path and axis.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// Creates an effect from an archive, for no key path (see `UIMotionEffect.init?(coder:)`).
  public required init?(coder: NSCoder) {
    keyPath = ""
    type = .tiltAlongHorizontalAxis
    super.init(coder: coder)
  }
}

/// Motion effects applied together, as `UIMotionEffectGroup`.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects.
  open var motionEffects: [UIMotionEffect]?
}

/// The tilt axis, as Swift 4's `UIInterpolatingMotionEffectType`.
public typealias UIInterpolatingMotionEffectType = UIInterpolatingMotionEffect.EffectType

let motionEffectsKey = ExtensionKey()

