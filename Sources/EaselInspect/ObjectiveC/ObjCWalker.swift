import EaselDiagnostics

/// One pass over an Objective-C file's tokens: `@interface` blocks and their `@property`s.
struct ObjCWalker {
  let tokens: [ObjCToken]
  let path: String
  var i = 0
  var classes: [ScannedClass] = []
  var extensions: [ScannedExtension] = []
  var diagnostics: [Diagnostic] = []

  private func location(_ t: ObjCToken) -> SourceLocation {
    SourceLocation(file: path, line: t.line, column: t.column)
  }

  private func token(_ k: Int) -> ObjCToken? { k < tokens.count ? tokens[k] : nil }

  mutating func run() {
    var designable = false
    while let t = token(i) {
      if t.text == "IB_DESIGNABLE" {
        designable = true
      } else if t.text == "@interface" {
        parseInterface(designable: designable)
        designable = false
        continue
      } else if t.text == ";" || t.text == "}" {
        designable = false
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
    while let t = token(i), t.text != "@end" {
      if t.text == "{" {
        var depth = 0
        while let u = token(i) {
          if u.text == "{" { depth += 1 }
          if u.text == "}" { depth -= 1 }
          i += 1
          if depth == 0 { break }
        }
        continue
      }
      if t.text == "@property" {
        properties += parseProperty()
        continue
      }
      i += 1
    }
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

  /// `@property (attributes) Type *name;` — returns it if `IBInspectable`.
  private mutating func parseProperty() -> [ScannedProperty] {
    i += 1
    var attributes: [String] = []
    if let t = token(i), t.text == "(" {
      i += 1
      while let t = token(i), t.text != ")" {
        if t.isWord { attributes.append(t.text) }
        i += 1
      }
      i += 1
    }
    var words: [ObjCToken] = []
    while let t = token(i), t.text != ";", t.text != "@end" {
      words.append(t)
      i += 1
    }
    guard words.contains(where: { $0.text == "IBInspectable" }) else { return [] }
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
    let readonly = attributes.contains("readonly")
    var result: [ScannedProperty] = []
    for d in declarators {
      guard let n = d.last(where: \.isWord) else { continue }
      let p = ScannedProperty(
        name: n.text, typeText: typeText, isTypeInferred: false, baseTypeName: baseType, kind: kind,
        isOptional: isPointer, isImplicitlyUnwrapped: false, hasSetter: !readonly,
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
      if readonly {
        diagnostics.append(
          Diagnostic(
            .warning, "IBInspectable '\(n.text)' is readonly; Interface Builder cannot set it",
            id: "inspectable-get-only", at: location(n)))
      }
      result.append(p)
    }
    return result
  }
}
