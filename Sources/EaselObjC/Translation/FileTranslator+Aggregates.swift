// C arrays and structs written as values: `CGFloat locations[] = {0, 1}`, `r[i]`, an array
// passed where a pointer is wanted, `(CGPoint){1, 2}`, `sizeof`.

extension FileTranslator {
  /// `{a, b}` as a value of `type`: a C array's Swift array (the elements C leaves out are
  /// zero), or a struct of the façade's or the module's by its fields in C's order (`CGRect`'s
  /// `{{0, 0}, {w, h}}`; a module's `ALDVector3D v = {dx, dy, 0};`, whose Swift struct's
  /// memberwise initializer takes every field).
  func initializerList(_ node: ClangNode, as type: SwiftType) -> Expr {
    let list = node.kind == "CompoundLiteralExpr" ? node.children.first.map(unwrapped) : node
    guard let list, list.kind == "InitListExpr" else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    let values = list.children
    switch type {
    case .cArray(let element, let count) where count != SwiftType.variableCount:
      guard values.count <= count, let zero = element.zeroValue ?? zeroReference(element) else {
        break
      }
      var items = values.map { item(of: $0, as: element) }
      items += Array(repeating: zero, count: count - items.count)
      return Expr(text: "[" + items.joined(separator: ", ") + "]", type: type)
    case .structure(let name) where isUnion(name):
      if let value = unionInitializer(list, name: name, type: type) { return value }
    case .structure(let name):
      // A typedef of a tagged struct (`typedef struct _Range { … } Range;`) has the tag's
      // fields; Swift's typealias takes the same memberwise initializer.
      let record = recordKey(name)
      guard
        let fields = Self.structFields[record] ?? ownStructFields[record]
          ?? module.structFields[record] ?? names.structFields(record),
        values.count <= fields.count
      else { break }
      // The fields C leaves out are zero (C11 6.7.9p21): the module's structs' memberwise
      // initializers have zero defaults, the framework's take every field.
      let own = ownStructFields[record] != nil || module.structFields[record] != nil
      var parts: [String] = []
      for (i, field) in fields.enumerated() {
        let fieldType = read(field.type).type
        if i < values.count {
          parts.append(field.name + ": " + item(of: values[i], as: fieldType))
        } else if !own {
          guard let zero = fieldType.zeroValue ?? zeroReference(fieldType) else {
            return untranslated(Self.constructName("InitListExpr"), at: node)
          }
          parts.append(field.name + ": " + zero)
        }
      }
      return Expr(text: name + "(" + parts.joined(separator: ", ") + ")", type: type)
    case let scalar where values.count <= 1 && (scalar.zeroValue != nil || scalar.isReference):
      // A scalar's initializer is one expression, optionally in braces (6.7.9p11): `(int){4}`.
      guard let value = values.first else {
        return Expr(text: scalar.zeroValue ?? "nil", type: scalar, isOptional: scalar.isReference)
      }
      return convert(expr(value), to: scalar, allowsNil: scalar.isReference)
    default: break
    }
    return untranslated(Self.constructName("InitListExpr"), at: node)
  }

  private func item(of node: ClangNode, as type: SwiftType) -> String {
    let inner = unwrapped(node)
    if inner.kind == "InitListExpr" { return initializerList(inner, as: type).text }
    return convert(expr(node), to: type, allowsNil: type.isReference).text
  }

  private func zeroReference(_ type: SwiftType) -> String? { type.isReference ? "nil" : nil }

  /// The fields of the façade's C structs, in declaration order (what an initializer list
  /// fills), with their C types.
  static let structFields: [String: [(name: String, type: String)]] = [
    "CGPoint": [("x", "CGFloat"), ("y", "CGFloat")],
    "CGSize": [("width", "CGFloat"), ("height", "CGFloat")],
    "CGVector": [("dx", "CGFloat"), ("dy", "CGFloat")],
    "CGRect": [("origin", "CGPoint"), ("size", "CGSize")],
    "UIEdgeInsets": [
      ("top", "CGFloat"), ("left", "CGFloat"), ("bottom", "CGFloat"), ("right", "CGFloat"),
    ],
    "NSDirectionalEdgeInsets": [
      ("top", "CGFloat"), ("leading", "CGFloat"), ("bottom", "CGFloat"), ("trailing", "CGFloat"),
    ],
    "UIOffset": [("horizontal", "CGFloat"), ("vertical", "CGFloat")],
    "NSRange": [("location", "NSUInteger"), ("length", "NSUInteger")],
    "CGAffineTransform": [
      ("a", "CGFloat"), ("b", "CGFloat"), ("c", "CGFloat"), ("d", "CGFloat"), ("tx", "CGFloat"),
      ("ty", "CGFloat"),
    ],
  ]

  /// `a[i]`: a C array's element or a pointer's, Swift's subscript taking an `Int`.
  func subscripted(_ node: ClangNode) -> Expr {
    guard let parts = subscriptParts(node) else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    // An array of objects holds optionals (C zeroes object pointers: `CGColorRef colors[n];`
    // nil until set), so an element read may be nil.
    return Expr(
      text: parts.pointer + "[" + parts.index.text + "]", type: parts.element,
      isOptional: parts.element.isObjectLike)
  }

  /// `&a[i]`: of a pointer `p`, C's address of its element, `(p + i)`, since Swift's
  /// `&p[i]` is only an inout argument, which no local or pointer parameter takes
  /// (`unsigned char *argb = &bitmapData[offset];`); of a C array's element, Swift's inout
  /// `&a[i]`, as before. Nil for anything but a subscript.
  func elementAddress(_ node: ClangNode) -> Expr? {
    guard node.kind == "ArraySubscriptExpr" else { return nil }
    guard let parts = subscriptParts(node) else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    let sum = "(" + parts.pointer + " + " + parts.index.operand + ")"
    switch parts.base.type {
    case .pointer(let e): return Expr(text: sum, type: .pointer(e))
    case .constPointer(let e): return Expr(text: sum, type: .constPointer(e))
    default:
      return Expr(
        text: "&" + parts.pointer + "[" + parts.index.text + "]", type: .pointer(parts.element))
    }
  }

  /// A subscript's base as Swift subscripts it (a pointer that may be NULL unwrapped), its
  /// index as an `Int`, and its element's type; nil where the base is no array or pointer.
  private func subscriptParts(_ node: ClangNode) -> (
    base: Expr, pointer: String, index: Expr, element: SwiftType
  )? {
    guard node.children.count == 2 else { return nil }
    let base = expr(unwrapped(node.children[0]))
    let element: SwiftType
    switch base.type {
    // An array an overlay gives for C's pointer (`CGColorGetComponents(c)[0]`).
    case .cArray(let e, _), .pointer(let e), .constPointer(let e), .array(.some(let e)):
      element = e
    default: return nil
    }
    let index = convert(expr(node.children[1]), to: .integer("Int"), allowsNil: false)
    // A pointer that may be NULL is dereferenced as C does (a runtime list read within its
    // count is never NULL).
    // An optional chain is unwrapped whole (`(a?.b.components)!`): `!` inside it would leave
    // the chain optional.
    let chained = base.continuesChain || base.text.contains("?.") || base.text.contains("?[")
    let pointer =
      !base.mayBeNil ? base.operand : chained ? "(" + base.text + ")!" : base.operand + "!"
    return (base, pointer, index, element)
  }

  /// A C array where C lets it decay to a pointer to its first element (an argument):
  /// Swift passes `&array`, and a sub-array of an array of arrays `&array[i]`. A compound literal (`(CGFloat[]){0, 1}`, `(const void *[]){a, b}`),
  /// which has no name to pass, is stored where the pointer can reach it
  /// (`ObjCCompoundLiteral.storage`). Nil for anything else decaying (a string literal).
  func decayedArray(_ node: ClangNode) -> Expr? {
    let inner = unwrapped(node)
    if inner.kind == "CompoundLiteralExpr" {
      let list = initializerList(inner, as: read(inner.type).type)
      guard case .cArray(let element, _) = list.type else { return nil }
      return Expr(
        text: "ObjCCompoundLiteral.storage(" + list.text + ")", type: .pointer(element),
        isAtomic: true)
    }
    // A sub-array (`p[i]` of `float p[4][2]`) decays as a whole array does: `&p[i]`.
    let named = ["DeclRefExpr", "MemberExpr", "ObjCIvarRefExpr", "ArraySubscriptExpr"]
    guard named.contains(inner.kind) else { return nil }
    let e = expr(inner)
    guard case .cArray(let element, _) = e.type else { return nil }
    var decayed = Expr(text: "&" + e.text, type: .pointer(element))
    decayed.decaysFromArray = true
    return decayed
  }

  /// `sizeof(T)` or `sizeof(value)`: Swift's `MemoryLayout` size, a C array's being its
  /// count times its element's.
  func size(_ node: ClangNode) -> Expr {
    let spelling = node["argType.qualType"] ?? node.children.first?.type
    guard let spelling else { return untranslated(Self.constructName(node.kind), at: node) }
    let type = read(spelling).type
    func layout(_ t: SwiftType) -> String? {
      switch t {
      case .cArray(_, SwiftType.variableCount): return nil
      case .cArray(let element, let count): return layout(element).map { "\(count) * " + $0 }
      case .unknown, .void, .instanceType: return nil
      default: return "MemoryLayout<" + t.spelled() + ">.size"
      }
    }
    guard let text = layout(type) else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    return Expr(text: text, type: .integer("Int"), isAtomic: !text.contains("*"))
  }
}
