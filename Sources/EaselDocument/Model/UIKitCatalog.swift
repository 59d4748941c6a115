/// The one table of the classes Interface Builder documents name: each UIKit (and WebKit,
/// MapKit, SceneKit…) class with its superclass, its family, the framework iOS declares it
/// in, the element names a document writes for its objects, and whether a document can make
/// it through `init?(coder:)`.
///
/// Everything else derives from it: `ElementCatalog`'s view and controller element names,
/// the class each element reader makes (EaselInterface), and the classes whose subclasses
/// the scanner registers (`UIKitClasses`, EaselInspect). It lives in EaselDocument, the
/// lowest module that all three see, and needs no UIKit: it is names only.
public enum UIKitCatalog {
  /// One class.
  public struct Entry: Sendable, Hashable {
    /// What a class is, for documents.
    public enum Family: Sendable, Hashable {
      /// A `UIView` subclass.
      case view
      /// A `UIViewController` subclass.
      case controller
      /// Anything else: bar items, gesture recognizers, constraints, values, layers.
      case other
    }

    /// The class name (`UILabel`).
    public let name: String
    /// Its superclass on iOS (`UIView`), `nil` for a root class.
    public let superclass: String?
    /// View, controller or other.
    public let family: Family
    /// The framework iOS declares it in (`UIKit`, `WebKit`).
    public let framework: String
    /// The element names a document writes for objects of this class (`label`); several
    /// elements can name one class (`view`, `containerView` are both `UIView`).
    public let elements: [String]
    /// Whether documents make it through `init?(coder:)` (views, controllers, bar items,
    /// gesture recognizers, constraints); values and infrastructure are made in code only.
    public let isDecodable: Bool
  }

  /// Every class: views, controllers, then the others.
  public static let entries: [Entry] = views + controllers + others

  /// The entry for a class name.
  public static func entry(named name: String) -> Entry? { byName[name] }

  /// The entry for an element name (`label` → `UILabel`).
  public static func entry(forElement element: String) -> Entry? { byElement[element] }

  /// The class a document's element makes (`tableViewCellContentView` → `UIView`).
  public static func className(forElement element: String) -> String? {
    byElement[element]?.name
  }

  /// `name` and its superclasses, nearest first (`UIButton`, `UIControl`, `UIView`,
  /// `UIResponder`, `NSObject`); just `[name]` for a class the table does not know.
  public static func superclassChain(of name: String) -> [String] {
    var chain = [name]
    var current = name
    while let next = byName[current]?.superclass, !chain.contains(next) {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// The element names of one family's classes.
  public static func elements(of family: Entry.Family) -> Set<String> {
    Set(entries.filter { $0.family == family }.flatMap(\.elements))
  }

  private static let byName: [String: Entry] = Dictionary(
    entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  private static let byElement: [String: Entry] = {
    var table: [String: Entry] = [:]
    for entry in entries {
      for element in entry.elements where table[element] == nil { table[element] = entry }
    }
    return table
  }()
}

extension UIKitCatalog.Entry {
  /// An entry; a row of the table is written with one of the functions below.
  init(
    _ name: String, _ superclass: String?, _ family: Family, _ elements: [String],
    framework: String, isDecodable: Bool = true
  ) {
    self.init(
      name: name, superclass: superclass, family: family, framework: framework,
      elements: elements, isDecodable: isDecodable)
  }

  /// A view class.
  static func view(
    _ name: String, _ superclass: String, _ elements: String..., framework: String = "UIKit"
  ) -> Self { Self(name, superclass, .view, elements, framework: framework) }

  /// A view controller class.
  static func controller(
    _ name: String, _ elements: String..., superclass: String = "UIViewController",
    framework: String = "UIKit"
  ) -> Self { Self(name, superclass, .controller, elements, framework: framework) }

  /// Another class documents make through `init?(coder:)`: bar items, gesture recognizers,
  /// constraints.
  static func decoded(
    _ name: String, _ superclass: String, _ elements: String..., framework: String = "UIKit"
  ) -> Self { Self(name, superclass, .other, elements, framework: framework) }

  /// A class documents never make: a value, infrastructure, or a class named like a view or
  /// controller that UIKit makes in code only (no `init?(coder:)`).
  static func codeOnly(_ name: String, _ superclass: String?, framework: String = "UIKit") -> Self {
    Self(name, superclass, .other, [], framework: framework, isDecodable: false)
  }
}
