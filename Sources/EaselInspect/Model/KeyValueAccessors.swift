import EaselDiagnostics

/// What one class's Objective-C declarations in one file offer key-value coding's accessor
/// search (`setValue(_:forKey:)`), beyond the `IBInspectable` properties: the one-argument
/// instance methods it tries first (`set<Key>:`, `_set<Key>:`) and the instance variables
/// it falls back to (`_<key>`, `_is<Key>`, `<key>`, `is<Key>`), as Foundation's key-value
/// coding guide defines the search.
///
/// Gathered from `@interface` (classes, categories and class extensions) and
/// `@implementation` blocks alike: a category's `@property` gives its setter, a class's
/// `@property` its setter and the `_name` variable it synthesizes, a method defined only in
/// an `@implementation` still answers at run time.
public struct KeyValueAccessors: Sendable, Hashable {
  /// The class, or the class a category extends.
  public var typeName: String
  /// Instance methods of one argument, by selector (`setThemeColor:`), with the argument's
  /// type as written (`UIColor *`).
  public var setters: [String: String] = [:]
  /// Instance variables by name (`_themeColor`), with their types as written.
  public var variables: [String: String] = [:]
  /// Where the declaring block's class name is.
  public var location: SourceLocation

  /// An empty record for `typeName`.
  public init(typeName: String, location: SourceLocation) {
    self.typeName = typeName
    self.location = location
  }

  /// How `setValue(_:forKey: key)` reaches this class, if it does: the accessor or variable
  /// found, in the order Foundation searches, and its type as written.
  public func accessor(forKey key: String) -> (name: String, type: String)? {
    let capitalized = ObjCNames.capitalized(key)
    for selector in ["set\(capitalized):", "_set\(capitalized):"] {
      if let type = setters[selector] { return (selector, type) }
    }
    for name in ["_\(key)", "_is\(capitalized)", key, "is\(capitalized)"] {
      if let type = variables[name] { return (name, type) }
    }
    return nil
  }

  /// Every key the accessor search would accept here: the candidates for "did you mean".
  public var keys: Set<String> {
    var out: Set<String> = []
    func lowered(_ s: Substring) -> String? {
      guard let first = s.first else { return nil }
      return first.lowercased() + s.dropFirst()
    }
    for selector in setters.keys {
      for prefix in ["set", "_set"] where selector.hasPrefix(prefix) {
        if let key = lowered(selector.dropFirst(prefix.count).dropLast()) { out.insert(key) }
      }
    }
    for name in variables.keys {
      var bare = Substring(name)
      if bare.hasPrefix("_") { bare = bare.dropFirst() }
      if bare.hasPrefix("is"), bare.dropFirst(2).first?.isUppercase == true {
        bare = bare.dropFirst(2)
        if let key = lowered(bare) { out.insert(key) }
      } else if !bare.isEmpty {
        out.insert(String(bare))
      }
    }
    return out
  }
}
