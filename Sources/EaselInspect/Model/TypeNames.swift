/// Small operations on type names as written.
enum TypeNames {
  /// Modules whose qualifier can be dropped: `UIKit.UIView` is `UIView`.
  static let knownModules: Set<String> = [
    "Swift", "Foundation", "UIKit", "CoreGraphics", "QuartzCore", "CoreFoundation", "ObjectiveC",
    "EaselUIKit",
  ]

  /// `name` without a leading known module qualifier.
  static func withoutModule(_ name: String) -> String {
    guard let dot = name.firstIndex(of: ".") else { return name }
    let head = String(name[..<dot])
    guard knownModules.contains(head) else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Splits `T?`, `T!`, `Optional<T>`, `ImplicitlyUnwrappedOptional<T>` into the wrapped
  /// type (module qualifier removed) and its optionality.
  static func unwrap(_ type: String) -> (base: String, optional: Bool, implicitlyUnwrapped: Bool) {
    var t = type.trimmingSpaces()
    var optional = false
    var iuo = false
    while let last = t.last, last == "?" || last == "!" {
      optional = true
      if last == "!" { iuo = true }
      t.removeLast()
    }
    for wrapper in ["Optional", "Swift.Optional", "ImplicitlyUnwrappedOptional"] {
      if t.hasPrefix(wrapper + "<") && t.hasSuffix(">") {
        t = String(t.dropFirst(wrapper.count + 1).dropLast()).trimmingSpaces()
        optional = true
        if wrapper == "ImplicitlyUnwrappedOptional" { iuo = true }
      }
    }
    if t.hasPrefix("(") && t.hasSuffix(")") && !t.contains(",") && !t.contains("->") {
      return unwrapNested(String(t.dropFirst().dropLast()), optional, iuo)
    }
    return (withoutModule(t), optional, iuo)
  }

  private static func unwrapNested(_ inner: String, _ optional: Bool, _ iuo: Bool) -> (
    base: String, optional: Bool, implicitlyUnwrapped: Bool
  ) {
    let u = unwrap(inner)
    return (u.base, optional || u.optional, iuo || u.implicitlyUnwrapped)
  }
}
