import Foundation

extension UIView {
  /// Animation options, as `UIView.AnimationOptions` (kept for API compatibility).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Layout subviews.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow user interaction.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Begin from current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Autoreverse.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Curve ease in out.
    public static let curveEaseInOut = AnimationOptions([])
    /// Curve ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Curve ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Curve linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Transition cross dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

}
