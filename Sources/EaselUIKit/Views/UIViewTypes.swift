import Foundation

extension UIView {
  /// How a view's content fits its bounds, as `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left,
      right, topLeft, topRight, bottomLeft, bottomRight

    /// The layer gravity that places content the same way: the vertical ones swapped, as
    /// UIKit sets them, since Core Animation's "top" is the maximum Y, a view's visual
    /// bottom (`CALayerContentsGravity.rect(forContentSize:in:)`).
    public var contentsGravity: CALayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .bottom
      case .bottom: .top
      case .left: .left
      case .right: .right
      case .topLeft: .bottomLeft
      case .topRight: .bottomRight
      case .bottomLeft: .topLeft
      case .bottomRight: .topRight
      }
    }
  }

  /// Which margins and sizes follow the superview's size, as `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Flexible left margin.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// Flexible width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Flexible right margin.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// Flexible top margin.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// Flexible height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// Flexible bottom margin.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the tint colour is adjusted, as `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable, Hashable {
    case automatic, normal, dimmed
  }

  /// The value meaning "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1

  /// The fitting size with the smallest possible dimensions.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The fitting size with the largest possible dimensions.
  public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)
}

/// Whether a view's content flips for right-to-left languages, as `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Light or dark override for a view, as in `overrideUserInterfaceStyle`.
public typealias UIUserInterfaceStyleOverride = UIUserInterfaceStyle

/// A layout priority, as `UILayoutPriority` (1...1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal.
  public init(floatLiteral value: Float) { rawValue = value }
  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  /// Compares by value.
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  /// A priority `amount` higher.
  public static func + (p: Self, amount: Float) -> Self { Self(p.rawValue + amount) }
  /// A priority `amount` lower.
  public static func - (p: Self, amount: Float) -> Self { Self(p.rawValue - amount) }

  /// Required.
  public static let required = UILayoutPriority(1000)
  /// Default high.
  public static let defaultHigh = UILayoutPriority(750)
  /// Drag that can resize scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// Scene size stay put.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// Default low.
  public static let defaultLow = UILayoutPriority(250)
  /// Fitting size level.
  public static let fittingSizeLevel = UILayoutPriority(50)
}
