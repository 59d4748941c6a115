import Foundation

/// What a `<constraint>` element says, `first.attribute relation second.attribute ×
/// multiplier + constant @priority`: the one reading of the element, for layout, lint and
/// the designer's Size inspector.
///
/// Interface Builder leaves defaults out, and this fills them in: no `firstItem` is the
/// view holding the constraint (the parent of its `<constraints>`); no `secondItem` makes
/// a constant constraint (`width = 100`), whatever `secondAttribute` says; the relation is
/// `equal`, the multiplier 1, the priority 1000 (required), the constant 0, or the standard
/// spacing when `symbolic="YES"` and none is written. A multiplier is a number or a ratio,
/// `16:9` or `1/3` (so `1:2` and `0.5` are the same multiplier).
public struct IBConstraint: Sendable {
  /// How the two sides compare, `relation="…"`.
  public enum Relation: String, Hashable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// An attribute of an item, as the document names it (`NSLayoutConstraint.Attribute`'s
  /// names; `baseline` is Xcode's old name for `lastBaseline`).
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Whether the attribute is relative to the item's layout margins (`leadingMargin`,
    /// `centerXWithinMargins`).
    public var isRelativeToMargin: Bool {
      rawValue.hasSuffix("Margin") || rawValue.hasSuffix("WithinMargins")
    }
  }

  /// The `<constraint>` element.
  public let element: IBElement
  /// `firstItem`, an object id; nil when not written: the view holding the constraint.
  public var firstItem: String?
  /// `firstAttribute`; nil when missing or not an attribute's name.
  public var firstAttribute: Attribute?
  /// `relation`; `equal` when missing.
  public var relation: Relation
  /// `secondItem`, an object id; nil for a constant constraint.
  public var secondItem: String?
  /// `secondAttribute` of a constraint with a second item; nil when missing or unknown.
  public var secondAttribute: Attribute?
  /// `multiplier`; 1 when missing or unreadable.
  public var multiplier: Double
  /// `constant`; nil when not written (0, or the standard spacing if `isSymbolic`).
  public var constant: Double?
  /// `priority`; 1000 (required) when missing or not a finite number.
  public var priority: Float
  /// `symbolic="YES"`: the constant is the standard spacing.
  public var isSymbolic: Bool
  /// `placeholder="YES"`: removed at build time, so never installed.
  public var isPlaceholder: Bool
  /// `identifier`, if written.
  public var identifier: String?

  /// Reads `element`'s own attributes.
  public init(_ element: IBElement) {
    self.init(element) { element[$0] }
  }

  /// Reads `element` through `attribute`, which may see past the element's own attributes
  /// (its size class's variation of the `constant`).
  public init(_ element: IBElement, attribute: (String) -> String?) {
    self.element = element
    firstItem = attribute("firstItem")
    firstAttribute = attribute("firstAttribute").flatMap(Attribute.init(rawValue:))
    relation = attribute("relation").flatMap(Relation.init(rawValue:)) ?? .equal
    secondItem = attribute("secondItem")
    secondAttribute =
      secondItem == nil ? nil : attribute("secondAttribute").flatMap(Attribute.init(rawValue:))
    multiplier = attribute("multiplier").flatMap(Self.multiplier) ?? 1
    constant = attribute("constant").flatMap { Double($0) }
    priority =
      attribute("priority").flatMap { Float($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 1000
    isSymbolic = attribute("symbolic") == "YES"
    isPlaceholder = attribute("placeholder") == "YES"
    identifier = attribute("identifier")
  }

  /// The view element holding the constraint in its `<constraints>`.
  public var holder: IBElement? { element.parent?.parent }

  /// A multiplier's text as a number: a number, or a ratio `W:H` or `W/H`; nil when it is
  /// neither or the ratio divides by zero.
  public static func multiplier(_ text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator)).map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0 else { return nil }
      return a / b
    }
    return Double(text)
  }
}
