import EaselDiagnostics

/// A member of a class or extension that Objective-C sees, so that Easel's generated
/// runtime can answer `responds(to:)`, `perform(_:)`, target–action and key-value coding
/// for it: a method, or a property (its getter and, if settable, its setter).
///
/// Swift 4's rules decide what Objective-C sees (SE-0160): `@objc`, `@IBAction`,
/// `@IBOutlet`, `@IBInspectable`, `@NSManaged`, `dynamic`, a member of an `@objcMembers`
/// class, and an `override` of a member of a UIKit class (which is Objective-C). `@nonobjc`
/// hides a member. Members Objective-C could not call at all — generic, `async`,
/// `throws` (whose selector gains an error argument), with `inout` or variadic parameters,
/// initializers and subscripts — are not recorded.
public struct ObjCMember: Sendable, Hashable {
  /// What kind of member it is.
  public enum Kind: String, Sendable, Hashable {
    case method, property
  }

  /// A method or a property.
  public var kind: Kind
  /// The Swift name (`setThemeColor`, `blueClr`), backticks removed.
  public var name: String
  /// A method's argument labels, `_` for an unlabelled one.
  public var labels: [String] = []
  /// A method's parameter types as written (`UIColor`, `Any?`).
  public var parameterTypes: [String] = []
  /// A method's result type as written; `nil` for none (`Void`).
  public var resultType: String?
  /// A property's type as written, `nil` when it is inferred from its initial value.
  public var propertyType: String?
  /// Whether a property can be assigned.
  public var isSettable: Bool = false
  /// `static` or `class`: sent to the class itself.
  public var isStatic: Bool
  /// The selector: a method's, or a property's getter.
  public var selector: String
  /// The member's access level (private members are reached from their own file).
  public var access: AccessLevel
  /// Where the member's name is.
  public var location: SourceLocation
  /// Conditional-compilation conditions the declaration sits under, outermost first.
  public var conditions: [String]
  /// An `@IBOutlet`: a nib loaded at run time sets it by its setter (`NibLoader`).
  public var isOutlet: Bool = false

  /// A property's setter selector (`setThemeColor:`), from its Objective-C name:
  /// `@objc(valueBold) var isValueBold` is set by `setValueBold:`.
  public var setterSelector: String { ObjCNames.setterSelector(forKey: selector) }

  /// The key `setValue(_:forKey:)` sets through this member, as Foundation's accessor
  /// search finds it: a settable instance property's name, or `themeColor` for an instance
  /// method whose selector is `setThemeColor:`.
  public var settableKey: String? {
    guard !isStatic else { return nil }
    switch kind {
    case .property: return isSettable ? selector : nil
    case .method:
      guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4,
        selector.firstIndex(of: ":") == selector.index(before: selector.endIndex)
      else { return nil }
      let key = selector.dropFirst(3).dropLast()
      guard let first = key.first, first.isUppercase else { return nil }
      return first.lowercased() + key.dropFirst()
    }
  }
}

/// The names Swift gives Objective-C members.
public enum ObjCNames {
  /// The selector Swift gives `name(labels…)`: `tap(_:)` is `tap:`, `move(to:)` is
  /// `moveTo:`, `tap(sender:)` is `tapWithSender:`, `f(_:forEvent:)` is `f:forEvent:`.
  public static func selector(_ name: String, labels: [String]) -> String {
    guard let first = labels.first else { return name }
    let joiner = prepositions.contains(first) ? "" : "With"
    var s = name + (first == "_" ? ":" : joiner + capitalized(first) + ":")
    for l in labels.dropFirst() { s += (l == "_" ? "" : l) + ":" }
    return s
  }

  /// The selectors of `NSObject` methods the runtime sends itself, which Swift imports under
  /// other names: an override keeps the selector of what it overrides.
  public static let nsObjectOverrideSelectors: [String: String] = [
    "responds(to:)": "respondsToSelector:",
    "forwardingTarget(for:)": "forwardingTargetForSelector:",
    "methodSignature(for:)": "methodSignatureForSelector:",
    "forwardInvocation(_:)": "forwardInvocation:",
  ]

  /// First labels Swift camel-cases into the selector without inserting `With`.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The setter a property named `key` has by default (`setThemeColor:`).
  public static func setterSelector(forKey key: String) -> String {
    "set" + capitalized(key) + ":"
  }

  /// `s` with its first letter upper-cased (`themeColor` → `ThemeColor`).
  public static func capitalized(_ s: String) -> String {
    s.prefix(1).uppercased() + s.dropFirst()
  }
}
