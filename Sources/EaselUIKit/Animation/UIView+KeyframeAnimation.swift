import Foundation

extension UIView.AnimationOptions {
  /// Let animations override the inherited duration.
  public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
  /// Let animations override the inherited curve.
  public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
  /// Redraw content during the animation.
  public static let allowAnimatedContent = Self(rawValue: 1 << 7)
  /// Hide and show views instead of removing them in a transition.
  public static let showHideTransitionViews = Self(rawValue: 1 << 8)
  /// Let animations override the inherited options.
  public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
  /// No transition.
  public static let transitionNone = Self(rawValue: 0 << 20)
  /// Flip from the left.
  public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
  /// Flip from the right.
  public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
  /// Curl up.
  public static let transitionCurlUp = Self(rawValue: 3 << 20)
  /// Curl down.
  public static let transitionCurlDown = Self(rawValue: 4 << 20)
  /// Flip from the top.
  public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
  /// Flip from the bottom.
  public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
  /// Default frame rate.
  public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
  /// 60 frames per second.
  public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
  /// 30 frames per second.
  public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)
}

extension UIView {
  /// Keyframe animation options, as `UIView.KeyframeAnimationOptions`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Layout subviews.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// Allow user interaction.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// Begin from current state.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = Self(rawValue: 1 << 3)
    /// Autoreverse.
    public static let autoreverse = Self(rawValue: 1 << 4)
    /// Override inherited duration.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    /// Override inherited options.
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    /// Linear calculation.
    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    /// Discrete calculation.
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    /// Paced calculation.
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    /// Cubic calculation.
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    /// Cubic paced calculation.
    public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)
  }

  /// An animation curve, as `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable, Hashable {
    case easeInOut, easeIn, easeOut, linear
  }

}

/// The keyframes one `animateKeyframes` call's `animations` add, bound while that closure
/// runs (`current`: the innermost call in progress, nil outside one).
@MainActor
final class KeyframeCollector {
  @TaskLocal static var current: KeyframeCollector?
  var frames: [(start: Double, animations: () -> Void)] = []
}
