import Foundation

// The Visual Format Language, as `constraints(withVisualFormat:options:metrics:views:)`.
//
// Grammar (Apple's): `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`,
// a connection being empty (0), `-` (standard spacing: 8 between views, 20 to the
// superview) or `-predicates-`; a view `[name(predicates)]` with size predicates. A predicate
// is `(==|<=|>=)? (number|metric|viewName) (@priority)?`; lists go in parentheses, comma
// separated. Constraints come out as UIKit makes them: `b.leading == a.trailing + 8`,
// `a.leading == superview.leading + 20`, `superview.trailing == a.trailing + 20`.

extension NSLayoutConstraint {
  /// Options of the visual format, as `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align all views' left edges.
    public static let alignAllLeft = Self(rawValue: 1 << 1)
    /// Align all views' right edges.
    public static let alignAllRight = Self(rawValue: 1 << 2)
    /// Align all views' tops.
    public static let alignAllTop = Self(rawValue: 1 << 3)
    /// Align all views' bottoms.
    public static let alignAllBottom = Self(rawValue: 1 << 4)
    /// Align all views' leading edges.
    public static let alignAllLeading = Self(rawValue: 1 << 5)
    /// Align all views' trailing edges.
    public static let alignAllTrailing = Self(rawValue: 1 << 6)
    /// Align all views' horizontal centres.
    public static let alignAllCenterX = Self(rawValue: 1 << 9)
    /// Align all views' vertical centres.
    public static let alignAllCenterY = Self(rawValue: 1 << 10)
    /// Align all views' last baselines.
    public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
    /// Align all views' first baselines.
    public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
    /// Leading to trailing (the default).
    public static let directionLeadingToTrailing = Self([])
    /// Left to right.
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    /// Right to left.
    public static let directionRightToLeft = Self(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = Self(rawValue: 3 << 16)
    /// Spacing between baselines (stored; edges are used).
    public static let spacingBaselineToBaseline = Self(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingEdgeToEdge = Self([])
    /// The spacing bits.
    public static let spacingMask = Self(rawValue: 1 << 19)
  }

  /// Why a visual format was refused: the message and the offset in the format.
  public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The format.
    public let format: String
    /// Where, in characters from the start.
    public let offset: Int
    /// The message, the format and a caret under the offset, as UIKit words it.
    public var description: String {
      "Unable to parse constraint format: \n\(message)\n\(format)\n"
        + String(repeating: " ", count: offset) + "^"
    }
  }

  /// The constraints a visual format describes, or the reason it is bad.
  public static func parseVisualFormat(
    _ format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
  ) throws -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: options, metrics: metrics ?? [:], views: views)
    return try parser.parse()
  }
}
