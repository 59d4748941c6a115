import Foundation

/// An effect that moves a view with the device's tilt, as `UIMotionEffect`.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
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

  /// A copy of the receiver's class (a subclass's override adds its own properties).
  open func copy(with zone: NSZone? = nil) -> Any {
    copyingInstance(of: self, "\(Self.self).copy(with:)")
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
  open private(set) var keyPath: String
  /// The axis followed.
  open private(set) var type: EffectType
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

  /// A copy with the same key path, axis and values.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! UIInterpolatingMotionEffect
    copy.keyPath = keyPath
    copy.type = type
    copy.minimumRelativeValue = minimumRelativeValue
    copy.maximumRelativeValue = maximumRelativeValue
    return copy
  }
}

/// Motion effects applied together, as `UIMotionEffectGroup`.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects.
  open var motionEffects: [UIMotionEffect]?

  /// A copy with the same effects (the array is copied, not the effects).
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! UIMotionEffectGroup
    copy.motionEffects = motionEffects
    return copy
  }
}

/// The tilt axis, as Swift 4's `UIInterpolatingMotionEffectType`.
public typealias UIInterpolatingMotionEffectType = UIInterpolatingMotionEffect.EffectType

let motionEffectsKey = ExtensionKey()

