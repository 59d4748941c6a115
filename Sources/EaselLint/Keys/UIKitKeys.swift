import EaselDocument
import EaselInspect

/// The type a property takes, as far as lint can tell.
public enum PropertyType: Hashable, Sendable, CustomStringConvertible {
  /// One of the types Interface Builder's attributes inspector shows.
  case kind(InspectableKind)
  /// A `CGColor` (`layer.borderColor`): a Color runtime attribute gives a `UIColor`, which
  /// iOS stores there without effect.
  case cgColor
  /// A type lint cannot compare with (an enumeration, a custom type): any value passes.
  case unknown(String?)

  /// How messages name it: `CGFloat`, `Bool`, `UIColor`, `CGColor`.
  public var description: String {
    switch self {
    case .kind(let k): k.swiftName
    case .cgColor: "CGColor"
    case .unknown(let name): name ?? "an unknown type"
    }
  }
}

extension InspectableKind {
  /// The Swift spelling of the kind (`CGFloat`, `UIColor`).
  var swiftName: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .cgFloat: "CGFloat"
    case .double: "Double"
    case .float: "Float"
    case .string: "String"
    case .color: "UIColor"
    case .image: "UIImage"
    case .point: "CGPoint"
    case .size: "CGSize"
    case .rect: "CGRect"
    case .range: "NSRange"
    }
  }
}

/// UIKit's keys as lint sees them: those Easel's key-value table applies (with their types),
/// and the other property names UIKit's classes have on iOS, which Easel does not apply yet.
public struct UIKitKeys: Sendable {
  /// Keys Easel sets, by class, the class's own and inherited ones.
  public var applied: [String: [String: PropertyType]]
  /// Keys iOS has that Easel does not set, by the class declaring them.
  public var known: [String: Set<String>]

  /// A table; tests build small ones.
  public init(applied: [String: [String: PropertyType]], known: [String: Set<String>]) {
    self.applied = applied
    self.known = known
  }

  /// Every name a class and its UIKit superclasses have: for "did you mean".
  func names(along chain: [String]) -> Set<String> {
    var out: Set<String> = []
    for name in chain {
      out.formUnion(applied[name]?.keys ?? [:].keys)
      out.formUnion(known[name] ?? [])
    }
    return out
  }
}

/// Keys that lead from one object to another (`layer` in `layer.cornerRadius`).
enum ObjectKeys {
  /// One step: on instances of `owner`, `key` gives an object of class `target`; `isApplied`
  /// when Easel's key-value table follows it.
  struct Step {
    var owner: String
    var key: String
    var target: String
    var isApplied: Bool
  }

  static let steps: [Step] = [
    Step(owner: "UIView", key: "layer", target: "CALayer", isApplied: true),
    Step(owner: "CALayer", key: "mask", target: "CALayer", isApplied: true),
    Step(owner: "CALayer", key: "superlayer", target: "CALayer", isApplied: true),
    Step(owner: "UIButton", key: "titleLabel", target: "UILabel", isApplied: true),
    Step(owner: "UIButton", key: "imageView", target: "UIImageView", isApplied: true),
    Step(owner: "UITableViewCell", key: "textLabel", target: "UILabel", isApplied: false),
    Step(owner: "UITableViewCell", key: "detailTextLabel", target: "UILabel", isApplied: false),
    Step(owner: "UITableViewCell", key: "imageView", target: "UIImageView", isApplied: false),
    Step(owner: "UITableViewCell", key: "contentView", target: "UIView", isApplied: false),
    Step(owner: "UICollectionViewCell", key: "contentView", target: "UIView", isApplied: false),
    Step(owner: "UISearchBar", key: "searchTextField", target: "UITextField", isApplied: false),
    Step(owner: "UIViewController", key: "view", target: "UIView", isApplied: false),
    Step(
      owner: "UIViewController", key: "navigationItem", target: "UINavigationItem",
      isApplied: false),
    Step(owner: "UIViewController", key: "tabBarItem", target: "UITabBarItem", isApplied: false),
    Step(
      owner: "UINavigationController", key: "navigationBar", target: "UINavigationBar",
      isApplied: false),
    Step(owner: "UITabBarController", key: "tabBar", target: "UITabBar", isApplied: false),
  ]

  /// The step for `key` on a class whose UIKit chain is `chain`, nearest class first.
  static func step(_ key: String, along chain: [String]) -> Step? {
    for name in chain {
      if let s = steps.first(where: { $0.owner == name && $0.key == key }) { return s }
    }
    return nil
  }
}
