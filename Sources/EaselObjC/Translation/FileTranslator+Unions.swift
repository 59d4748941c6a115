// C unions (`union { uint32_t bits; float value; } u;`): a Swift struct over shared bytes.

extension FileTranslator {
  /// A union named `name` as a Swift struct: its members computed properties over one
  /// `ObjCUnionStorage` as large as the largest, so that writing one and reading another
  /// reinterprets the bytes as C does; `init()` zeroes them (C's `= {0}`) and
  /// `init(member:)` sets one member, which a union's initializer list (`{.value = 2.5}`, or
  /// `{7}` for the first) becomes. A member that is no plain data (an object, a block, a C
  /// array, an enumeration, whose Swift layout is not C's) or a bit-field is not translated.
  func union(_ node: ClangNode, name: String, into w: inout SwiftWriter, indent: Int) {
    let members = node.children.filter { $0.kind == "FieldDecl" && $0.name != nil }
    var typed: [(name: String, type: SwiftType, node: ClangNode)] = []
    for member in members {
      let type = read(member.type).type
      // A bit-field shares the bytes by bits, which the storage does not give.
      guard bitFieldWidth(member) == nil else {
        _ = untranslated("a C union's bit-field", at: member)
        return
      }
      guard isPlainData(type, visited: [name]) else {
        _ = untranslated("a C union member of type '\(member.type ?? "?")'", at: member)
        return
      }
      typed.append(((member.name ?? "_").swiftIdentifier, type, member))
    }
    let sizes = typed.map { "MemoryLayout<" + $0.type.spelled() + ">.size" }
    w.map(node.location ?? node.begin)
    w.write("struct \(name) {", indent: indent)
    w.write(
      "private var easelStorage = ObjCUnionStorage(size: "
        + (sizes.count == 1 ? sizes[0] : "max(" + sizes.joined(separator: ", ") + ")") + ")",
      indent: indent + 2)
    w.write("init() {}", indent: indent + 2)
    for member in typed {
      let spelled = member.type.spelled()
      w.write(
        "init(\(member.name): \(spelled)) { self.\(member.name) = \(member.name) }",
        indent: indent + 2)
    }
    for member in typed {
      let spelled = member.type.spelled()
      w.map(member.node.location)
      // A `BOOL` is C's one byte, any of whose values other than 0 and 1 Swift's `Bool` may
      // not hold: read as a byte and compared.
      let (get, set) =
        member.type == .bool
        ? ("easelStorage.load(UInt8.self) != 0", "easelStorage.store(UInt8(newValue ? 1 : 0))")
        : ("easelStorage.load(\(spelled).self)", "easelStorage.store(newValue)")
      w.write(
        "var \(member.name): \(spelled) { get { \(get) } set { \(set) } }", indent: indent + 2)
    }
    w.write("}", indent: indent)
  }

  /// Whether a union member of `type` is plain data whose bytes C and Swift lay out alike: a
  /// number, a `BOOL`, or a struct of such fields (the framework's geometry, the module's).
  private func isPlainData(_ type: SwiftType, visited: Set<String>) -> Bool {
    switch type {
    case .integer, .floating, .bool: return true
    case .structure(let name):
      if isUnion(name) || visited.contains(name) { return false }
      if let fields = ownStructFields[name] ?? module.structFields[name] {
        return fields.allSatisfy {
          isPlainData(read($0.type).type, visited: visited.union([name]))
        }
      }
      return Self.structFields[name] != nil || names.structFields(name) != nil
    default: return false
    }
  }

  /// Whether the module's struct named `name` is a C union.
  func isUnion(_ name: String) -> Bool {
    let record = recordKey(name)
    return ownUnions.contains(record) || module.unions.contains(record)
  }

  /// The name a struct's or union's fields are recorded by: a typedef's tag
  /// (`ObjCModule.recordAliases`), or the name itself.
  func recordKey(_ name: String) -> String {
    module.recordAliases[name] ?? name
  }

  /// A union's initializer list: the member clang says it fills (`{.value = 2.5}`; `{7}` the
  /// first), or none, zero.
  func unionInitializer(_ list: ClangNode, name: String, type: SwiftType) -> Expr? {
    let record = recordKey(name)
    guard let fields = ownStructFields[record] ?? module.structFields[record] else { return nil }
    let values = list.children.filter { $0.kind != "ImplicitValueInitExpr" }
    guard let value = values.first else { return Expr(text: name + "()", type: type) }
    guard values.count == 1, let member = list["field.name"],
      let field = fields.first(where: { $0.name == member.swiftIdentifier })
    else { return nil }
    let memberType = read(field.type).type
    let inner = unwrapped(value)
    let text =
      inner.kind == "InitListExpr"
      ? initializerList(inner, as: memberType).text
      : convert(expr(value), to: memberType, allowsNil: false).text
    return Expr(text: name + "(" + field.name + ": " + text + ")", type: type)
  }
}
