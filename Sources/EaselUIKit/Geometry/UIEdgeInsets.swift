import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets`.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets that follow the reading direction, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates insets for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No inset on any edge.
  public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  /// Creates a zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset.
  public static let zero = UIOffset()
}

/// Corners of a rectangle, as UIKit's `UIRectCorner` (for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates a set from its bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: UInt.max)
}

extension CGRect {
  /// This rectangle shrunk by `insets` (grown where they are negative), as `UIEdgeInsetsInsetRect`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
