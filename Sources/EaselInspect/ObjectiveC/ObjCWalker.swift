import EaselDiagnostics

/// One pass over an Objective-C file's tokens: `@interface` blocks and their `@property`s,
/// and what `@interface` and `@implementation` blocks give key-value coding
/// (`KeyValueAccessors`).
struct ObjCWalker {
  let tokens: [ObjCToken]
  let path: String
  var i = 0
  var classes: [ScannedClass] = []
  var extensions: [ScannedExtension] = []
  var diagnostics: [Diagnostic] = []
  var accessors: [KeyValueAccessors] = []
  /// Whether the `@interface` being read is a category's (or a class extension's).
  var inCategory = false

  private func location(_ t: ObjCToken) -> SourceLocation {
    SourceLocation(file: path, line: t.line, column: t.column)
  }

  private func token(_ k: Int) -> ObjCToken? { k < tokens.count ? tokens[k] : nil }

  mutating func run() {
    var designable = false
    while let t = token(i) {
      // `IB_DESIGNABLE`, an empty macro as clang and Xcode define it, marks the first
      // `@interface` or `@implementation` after it, whatever stands between: attributes and
      // macros, a `@class` or `@protocol` declared ahead of the class (as the translation
      // reads it, `ObjCModule.designableDeclarations`).
      if t.text == "IB_DESIGNABLE" {
        designable = true
      } else if t.text == "@interface" {
        parseInterface(designable: designable)
        designable = false
        continue
      } else if t.text == "@implementation" {
        parseImplementation()
        designable = false
        continue
      }
      i += 1
    }
  }

  /// `@interface Name : Super <P>`, `@interface Name (Category)`, up to `@end`.
  private mutating func parseInterface(designable: Bool) {
    i += 1
    guard let name = token(i), name.isWord else { return }
    i += 1
    var superclass: String?
    var category: String?
    var isCategory = false
    if let t = token(i), t.text == ":", let s = token(i + 1) {
      superclass = s.text
      i += 2
    } else if let t = token(i), t.text == "(" {
      isCategory = true
      if let c = token(i + 1), c.isWord { category = c.text }
      while let t = token(i), t.text != ")" { i += 1 }
    }
    var properties: [ScannedProperty] = []
    var found = KeyValueAccessors(typeName: name.text, location: location(name))
    inCategory = isCategory
    while let t = token(i), t.text != "@end" {
      if t.text == "{" {
        parseInstanceVariables(into: &found)
        continue
      }
      if t.text == "@property" {
        properties += parseProperty(into: &found)
        continue
      }
      if t.text == "-" {
        parseMethod(into: &found)
        continue
      }
      i += 1
    }
    if !found.setters.isEmpty || !found.variables.isEmpty { accessors.append(found) }
    if isCategory {
      extensions.append(
        ScannedExtension(
          extendedType: name.text, isDesignable: designable, categoryName: category,
          properties: properties, location: location(name), conditions: [], language: .objectiveC))
    } else {
      classes.append(
        ScannedClass(
          name: name.text, qualifiedName: name.text, objcName: name.text,
          superclassName: superclass, inheritedTypes: superclass.map { [$0] } ?? [],
          isDesignable: designable, isGeneric: false, access: .public, isFinal: false,
          isCoderInitUnavailable: false, exposesMembersToObjC: true, properties: properties,
          location: location(name), conditions: [], language: .objectiveC))
    }
  }

  /// `@implementation Name` or `@implementation Name (Category)`, up to `@end`: its
  /// instance variables, `@synthesize`d variables and instance methods.
  private mutating func parseImplementation() {
    i += 1
    guard let name = token(i), name.isWord else { return }
    i += 1
    if let t = token(i), t.text == "(" {
      while let t = token(i), t.text != ")" { i += 1 }
      i += 1
    }
    var found = KeyValueAccessors(typeName: name.text, location: location(name))
    if token(i)?.text == "{" { parseInstanceVariables(into: &found) }
    while let t = token(i), t.text != "@end" {
      switch t.text {
      case "{": skipBraces()  // a C function's body
      case "-": parseMethod(into: &found)
      case "+":
        // A class method: not an instance's accessor; skip its signature and body.
        while let u = token(i), u.text != ";", u.text != "{", u.text != "@end" { i += 1 }
        if token(i)?.text == "{" { skipBraces() }
      case "@synthesize": parseSynthesize(into: &found)
      default: i += 1
      }
    }
    if !found.setters.isEmpty || !found.variables.isEmpty { accessors.append(found) }
  }

  /// Skips a `{ … }` block, nested ones included, from its opening brace.
  private mutating func skipBraces() {
    var depth = 0
    while let u = token(i) {
      if u.text == "{" { depth += 1 }
      if u.text == "}" { depth -= 1 }
      i += 1
      if depth == 0 { break }
    }
  }

  /// `{ UIColor *_tint; BOOL isOn, _isDark; }`: the block's instance variables.
  private mutating func parseInstanceVariables(into found: inout KeyValueAccessors) {
    i += 1
    var statement: [ObjCToken] = []
    while let t = token(i), t.text != "}", t.text != "@end" {
      i += 1
      if t.text == "{" {
        // A nested struct or union declaration: its fields are not the object's variables.
        i -= 1
        skipBraces()
        continue
      }
      guard t.text == ";" else {
        if !["@public", "@private", "@protected", "@package"].contains(t.text) {
          statement.append(t)
        }
        continue
      }
      let declarators = statement.split { $0.text == "," }
      statement = []
      // `UIColor *a, *b`: the type is the first declarator's words before its name.
      guard let first = declarators.first, first.filter(\.isWord).count > 1 else { continue }
      let type = first.dropLast().filter(\.isWord).map(\.text).joined(separator: " ")
      for d in declarators {
        guard let n = d.last(where: \.isWord) else { continue }
        found.variables[n.text] = type + (d.contains { $0.text == "*" } ? " *" : "")
      }
    }
    if token(i)?.text == "}" { i += 1 }
  }

  /// `- (void)setThemeColor:(UIColor *)color;` or `{ … }`: records a one-argument instance
  /// method's selector and argument type, and skips the body.
  private mutating func parseMethod(into found: inout KeyValueAccessors) {
    i += 1
    // The signature with its parenthesized types taken out: `setThemeColor : color`.
    var words: [ObjCToken] = []
    var types: [String] = []
    while let t = token(i), t.text != ";", t.text != "{", t.text != "@end" {
      guard t.text == "(" else {
        words.append(t)
        i += 1
        continue
      }
      var depth = 0
      var type: [String] = []
      while let u = token(i) {
        i += 1
        if u.text == "(" { depth += 1 }
        if u.text == ")" { depth -= 1 }
        if depth == 0 { break }
        if u.text != "(" || depth > 1 { type.append(u.text) }
      }
      types.append(
        type.filter { $0 != "*" }.joined(separator: " ") + (type.contains("*") ? " *" : ""))
    }
    if token(i)?.text == "{" { skipBraces() } else if token(i)?.text == ";" { i += 1 }
    // `setX : x` is one part; `a : x b : y` two.
    let parts = words.indices.filter { k in
      words[k].isWord && k + 1 < words.count && words[k + 1].text == ":"
    }
    guard parts.count == 1, words.filter({ $0.text == ":" }).count == 1, let part = parts.first
    else { return }
    // types[0] is the result's, types[1] the argument's.
    found.setters[words[part].text + ":"] = types.count > 1 ? types[1] : ""
  }

  /// `@synthesize a, b = _b;`: the variables the named properties are stored in.
  private mutating func parseSynthesize(into found: inout KeyValueAccessors) {
    i += 1
    var statement: [ObjCToken] = []
    while let t = token(i), t.text != ";", t.text != "@end" {
      statement.append(t)
      i += 1
    }
    if token(i)?.text == ";" { i += 1 }
    for d in statement.split(whereSeparator: { $0.text == "," }) {
      guard let variable = d.last(where: \.isWord) else { continue }
      if found.variables[variable.text] == nil { found.variables[variable.text] = "" }
    }
  }

  /// `@property (attributes) Type *name;` — returns it if `IBInspectable`; records every
  /// property's setter (unless `readonly`; `setter=` honoured) and the `_name` variable it
  /// synthesizes.
  /// A declaration's tokens without the attribute macros written after its name
  /// (`BOOL shows FSCalendarDeprecated('placeholderType')`, `NS_SWIFT_NAME(x)`,
  /// `__attribute__((deprecated))`): each a word and its parenthesized arguments, or a macro
  /// without arguments (`UI_APPEARANCE_SELECTOR`, `NS_UNAVAILABLE`, `__deprecated`), spelled as
  /// the SDK spells such macros: upper case with an underscore, or two leading underscores —
  /// unless without it no name would be left after the type (`IBInspectable CGFloat
  /// MAX_VALUE`: so named). A block's parameter list (`void (^done)(BOOL)`) follows `)`, not a
  /// word, and is kept.
  static func withoutTrailingAttributes(_ words: [ObjCToken]) -> [ObjCToken] {
    var words = words
    while words.count > 2, let last = words.last {
      if isAttributeMacro(last.text), namesADeclaration(words.dropLast()) {
        words.removeLast()
        continue
      }
      guard last.text.hasSuffix(")") else { break }
      var depth = 0
      var open: Int?
      for k in words.indices.reversed() {
        depth += words[k].text.filter { $0 == ")" }.count
        depth -= words[k].text.filter { $0 == "(" }.count
        if depth == 0, words[k].text.hasPrefix("(") {
          open = k
          break
        }
      }
      guard let open, open >= 2, words[open - 1].isWord else { break }
      words.removeSubrange((open - 1)...)
    }
    return words
  }

  /// Whether `words` still end in a name after a type: a word (or a block's parameter list)
  /// after at least one type word or `*` that is no qualifier.
  private static func namesADeclaration(_ words: ArraySlice<ObjCToken>) -> Bool {
    guard let last = words.last, last.isWord || last.text.hasSuffix(")") else { return false }
    return words.dropLast().contains {
      $0.text == "*" || ($0.isWord && !ObjCTypeWords.qualifiers.contains($0.text))
    }
  }

  private static func isAttributeMacro(_ word: String) -> Bool {
    if word.hasPrefix("__") { return word.count > 2 }
    return word.contains("_") && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  private mutating func parseProperty(into found: inout KeyValueAccessors) -> [ScannedProperty] {
    i += 1
    // `IBInspectable` is an empty macro, as clang and Xcode define it: it may stand anywhere
    // in the declaration (`@property IBInspectable (nonatomic) BOOL on;`, after the attribute
    // list, after the name), and marks the property wherever it stands.
    var declaration: [ObjCToken] = []
    while let t = token(i), t.text != ";", t.text != "@end" {
      declaration.append(t)
      i += 1
    }
    let isInspectable = declaration.contains { $0.text == "IBInspectable" }
    declaration.removeAll { $0.text == "IBInspectable" }
    var k = 0
    var attributes: [String] = []
    var customSetter: String?
    if k < declaration.count, declaration[k].text == "(" {
      k += 1
      while k < declaration.count, declaration[k].text != ")" {
        let t = declaration[k]
        if t.isWord { attributes.append(t.text) }
        if t.text == "setter", k + 2 < declaration.count, declaration[k + 1].text == "=",
          declaration[k + 2].isWord
        {
          customSetter = declaration[k + 2].text + ":"
          k += 2
        }
        k += 1
      }
      k += 1
    }
    let words = Self.withoutTrailingAttributes(Array(declaration.dropFirst(k)))
    let readonly = attributes.contains("readonly")
    for d in words.split(whereSeparator: { $0.text == "," }) {
      guard let n = d.last(where: \.isWord) else { continue }
      let type =
        words.prefix { $0.line != n.line || $0.column != n.column }
        .filter(\.isWord).map(\.text).joined(separator: " ")
        + (words.contains { $0.text == "*" } ? " *" : "")
      if !readonly {
        found.setters[customSetter ?? ObjCNames.setterSelector(forKey: n.text)] = type
      }
      found.variables["_" + n.text] = type
    }
    guard isInspectable else { return [] }
    // Declarators: `CGFloat a, b` share the type; `*` binds to the name.
    let declarators = words.split { $0.text == "," }
    guard let first = declarators.first, let nameToken = first.last(where: \.isWord) else {
      return []
    }
    let typeWords = first.prefix { $0.line != nameToken.line || $0.column != nameToken.column }
      .filter { $0.isWord && !ObjCTypeWords.qualifiers.contains($0.text) }.map(\.text)
    let isPointer = first.contains { $0.text == "*" }
    let baseType = typeWords.joined(separator: " ")
    let typeText = baseType + (isPointer ? " *" : "")
    let kind = InspectableKind(objectiveCType: typeText)
    var result: [ScannedProperty] = []
    for d in declarators {
      guard let n = d.last(where: \.isWord) else { continue }
      let p = ScannedProperty(
        name: n.text, typeText: typeText, isTypeInferred: false, baseTypeName: baseType, kind: kind,
        isOptional: isPointer, isImplicitlyUnwrapped: false, hasSetter: !readonly || !inCategory,
        isConstant: false, storage: .stored, defaultExpression: nil, access: .public,
        setterAccess: nil, isStatic: false, isLazy: false, isInspectable: true,
        location: location(n), conditions: [], language: .objectiveC)
      if kind == nil {
        diagnostics.append(
          Diagnostic(
            .warning,
            "IBInspectable '\(n.text)' has type '\(typeText)', which Interface Builder cannot inspect; it is ignored",
            id: "inspectable-unsupported-type", at: location(n)))
      }
      // A class's readonly property still has the instance variable it synthesizes, which
      // key-value coding sets (`accessInstanceVariablesDirectly`); a category's has none.
      if readonly, inCategory {
        diagnostics.append(
          Diagnostic(
            .warning,
            "IBInspectable '\(n.text)' is readonly in a category, which has no instance variable for key-value coding to set; Interface Builder cannot set it",
            id: "inspectable-get-only", at: location(n)))
      }
      result.append(p)
    }
    return result
  }
}
