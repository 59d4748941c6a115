import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A relation between two views' layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Differs from UIKit: constraints are stored (on the nearest common ancestor when
/// activated, as UIKit does) but not solved by this module; the layout engine reads them
/// (COVERAGE.md).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// Called after the object is loaded from a document; every object has it on iOS (Objective-C's
  /// `NSObject(UINibLoadingAdditions)`), so subclasses override it.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the object for display.
  open func prepareForInterfaceBuilder() {}

  /// A layout attribute, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable, Hashable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY,
      lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin,
      leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides relate, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// A layout axis, as `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable {
    case horizontal, vertical
  }

  /// The first item (a view or layout guide).
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, if any.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The multiplier.
  public let multiplier: CGFloat
  /// The constant; changing it lays the hierarchy out again. Setting the value it has
  /// changes nothing and asks for no layout, as on iOS: a `layoutSubviews()` that sets a
  /// constant from its bounds and calls `layoutIfNeeded()` lays out once more, not forever.
  open var constant: CGFloat {
    didSet { if constant != oldValue { installedOn?.setNeedsLayout() } }
  }
  /// The priority (required by default); changing it lays the hierarchy out again (setting
  /// the one it has does not, as the constant).
  open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { installedOn?.setNeedsLayout() } }
  }
  /// A name for debugging.
  open var identifier: String?
  /// Whether the constraint was archived and should be removed at build time (stored).
  open var shouldBeArchived = false
  private weak var installedOn: UIView?
  /// Where the first side's distance starts, when its anchor came from
  /// `anchorWithOffset(to:)`: the side is then `firstItem.firstAttribute − origin`.
  var firstOrigin: LayoutAnchorPoint?
  /// Where the second side's distance starts, likewise.
  var secondOrigin: LayoutAnchorPoint?

  /// Creates a constraint, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Creates an empty constraint from an archive, as a document does (no items, constant 0).
  ///
  /// Differs from UIKit: the archive is not read; Easel's document reader builds the
  /// constraints a document holds itself.
  public init?(coder: NSCoder) {
    firstAttribute = .notAnAttribute
    relation = .equal
    secondAttribute = .notAnAttribute
    multiplier = 1
    constant = 0
    super.init()
  }

  /// Whether the constraint is installed; setting it adds it to (or removes it from) the
  /// nearest common ancestor of its items.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue {
        guard installedOn == nil, let host = commonAncestor() else { return }
        host.addConstraint(self)
      } else {
        installedOn?.removeConstraint(self)
      }
    }
  }

  func didInstall(on view: UIView?) { installedOn = view }

  private func commonAncestor() -> UIView? {
    let a = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
    let b = (secondItem as? UIView) ?? (secondItem as? UILayoutGuide)?.owningView
    guard let a else { return b }
    guard let b else { return a }
    var v: UIView? = a
    while let c = v {
      if b.isDescendant(of: c) { return c }
      v = c.superview
    }
    return nil
  }

  /// Activates constraints.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Deactivates constraints.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  /// The constraints a visual format describes. A bad format raises
  /// `NSInvalidArgumentException` with UIKit's "Unable to parse constraint format" message,
  /// as iOS does: the designable crashes, and the agent reports it with that message.
  open class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try parseVisualFormat(format, options: opts, metrics: metrics, views: views)
    } catch {
      terminateWithUncaughtException(.invalidArgumentException, reason: "\(error)")
    }
  }

  /// The anchor of the first side.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem ?? self, attribute: firstAttribute, origin: firstOrigin)
  }
  /// The anchor of the second side, if it has one.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard let secondItem, secondAttribute != .notAnAttribute else { return nil }
    return NSLayoutAnchor(item: secondItem, attribute: secondAttribute, origin: secondOrigin)
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  // facade-inventory:end
}

/// A rectangle that takes part in Auto Layout without drawing, as `UILayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorItem {
  /// The view that owns the guide.
  open internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The guide's frame in its owning view (set by the layout engine).
  open internal(set) var layoutFrame: CGRect = .zero
  /// Creates a guide.
  public override init() { super.init() }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    UnimplementedAPI.use("UILayoutGuide.constraintsAffectingLayout(for:)", by: self); return []
  }

  open var hasAmbiguousLayout: Bool { false }
  // facade-inventory:end
}

