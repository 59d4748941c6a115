import EaselDiagnostics
import Foundation

// A file translated unit by unit (classes, categories, and what is declared at file scope:
// variables, functions, enumerations, structs, block types, protocols).

/// What translating one file gave.
struct FileTranslation {
  var swift: String
  var classes: [String]
  var failed: [String: [Diagnostic]]
  /// The category properties of the module's own classes that nothing implements
  /// (`ObjCTranslation.keyValueOnlyProperties`), as `Class.property`.
  var keyValueOnly: [String] = []
  /// What each class and category (`Class(Category)`) implemented here uses of the module's
  /// other units (`uses(of:unit:root:)`).
  var uses: [String: Set<String>] = [:]
}

extension FileTranslator {
  /// Translates the file whose AST is `root`.
  func translate(_ root: ClangNode) -> FileTranslation {
    var chunks: [String] = []
    var classes: [String] = []
    var failed: [String: [Diagnostic]] = [:]
    var keyValueOnly: [String] = []
    var uses: [String: Set<String>] = [:]
    ownFunctions = Set(root.children.filter { $0.kind == "FunctionDecl" }.map(\.id))
    classBodyCategoryMethods = overridesInClassBody(root)
    fileScopeVariables = Set(root.children.filter { $0.kind == "VarDecl" }.map(\.id))
    enumeratorOwners = [:]
    ownStructFields = [:]
    ownUnions = []
    for node in root.children where node.kind == "RecordDecl" { ownRecord(node, root: root) }
    for node in root.children where node.kind == "EnumDecl" {
      if node.tagName(in: root) == nil {
        for constant in node.children where constant.kind == "EnumConstantDecl" {
          anonymousEnumerators.insert(constant.id)
        }
      }
      guard let name = node.tagName(in: root), module.enumerations.contains(name) else {
        continue
      }
      for constant in node.children where constant.kind == "EnumConstantDecl" {
        enumeratorOwners[constant.id] = name
      }
    }
    for node in root.children where node.kind == "VarDecl" && isInMainFile(node) {
      if let initNode = node.children.first, isOwnAddress(initNode, of: node.name ?? "") {
        selfAddressedStatics.insert(node.name ?? "")
      }
    }
    for node in root.children where !node.isImplicit {
      if isShared(node) {
        // Enumerations, block types, protocols and structs: once per module, in the file
        // `ObjCTranslator` gives them to, else wherever first met.
        guard let key = sharedDeclarationKey(node, root: root),
          headerDeclarations.insert(key).inserted
        else { continue }
      } else if !isInMainFile(node) {
        continue
      }
      unitErrors = []
      context = nil
      var w = SwiftWriter()
      let unit: String?
      switch node.kind {
      case "ObjCImplementationDecl":
        unit = node.name
        classUnit(node, root: root, into: &w)
      case "ObjCCategoryImplDecl":
        let cls = node["interface.name"] ?? ""
        unit = cls + "(" + (node.name ?? "") + ")"
        categoryUnit(node, className: cls, into: &w)
      case "VarDecl":
        unit = nil
        global(node, into: &w)
      case "FunctionDecl":
        unit = nil
        if node.children.contains(where: { $0.kind == "CompoundStmt" }) { function(node, into: &w) }
      case "EnumDecl":
        unit = nil
        enumeration(node, root: root, into: &w)
      case "TypedefDecl":
        unit = nil
        typeAlias(node, into: &w)
      case "RecordDecl":
        unit = nil
        structure(node, root: root, into: &w)
      case "ObjCCategoryDecl":
        unit = nil
        unimplementedCategoryProperties(node, into: &w)
        keyValueOnly += keyValueOnlyProperties(of: node)
      case "ObjCProtocolDecl":
        unit = nil
        if module.classes[module.protocolName(node.name ?? "")]?.isProtocol == true,
          node.child("ObjCMethodDecl") != nil
            || node.child("ObjCPropertyDecl") != nil || node["protocols.count"] != nil
        {
          protocolUnit(node, into: &w)
        }
      default:
        unit = nil
      }
      if let unit {
        classes.append(unit)
        let used = self.uses(of: node, unit: unit, root: root)
        if !used.isEmpty { uses[unit, default: []].formUnion(used) }
      }
      if unitErrors.isEmpty {
        if !w.lines.isEmpty { chunks.append(w.text) }
      } else {
        diagnostics += unitErrors
        let name = unit ?? node.name ?? "file scope"
        failed[name, default: []] += unitErrors
        chunks.append("// \(name) is not translated: see its diagnostics.\n")
      }
    }
    var header = SwiftWriter()
    header.write(
      "// Translated from \(file.lastPathComponent) by Easel: Objective-C as Swift against the UIKit façade.",
      indent: 0)
    var imports = self.imports
    // <os/log.h>'s names are the `os` façade's (`FileTranslator+Logging.swift`).
    let body = chunks.joined(separator: "\n")
    if !imports.contains("os"), body.range(of: #"\bOSLog"#, options: .regularExpression) != nil {
      imports.append("os")
    }
    header.write("import UIKit" + imports.map { "\nimport " + $0 }.joined() + "\n", indent: 0)
    var text = header.text + body
    if text.contains("#sourceLocation(file:") { text += "#sourceLocation()\n" }
    return FileTranslation(
      swift: text, classes: classes, failed: failed, keyValueOnly: keyValueOnly, uses: uses)
  }

  func isOwnAddress(_ node: ClangNode, of name: String) -> Bool {
    var n = unwrapped(node)
    while n.kind == "ImplicitCastExpr" || n.kind == "CStyleCastExpr" || n.kind == "ParenExpr",
      let c = n.children.first
    {
      n = unwrapped(c)
    }
    guard n.kind == "UnaryOperator", n["opcode"] == "&", let operand = n.children.first else {
      return false
    }
    return unwrapped(operand)["referencedDecl.name"] == name
  }

  // MARK: File scope
  func global(_ node: ClangNode, into w: inout SwiftWriter) {
    guard let declaredName = node.name else { return }
    if node["storageClass"] == "extern" { return }
    let name = globalName(declaredName)
    w.map(node.location ?? node.begin)
    if selfAddressedStatics.contains(declaredName) {
      // `static const void *key = &key;`: a key unique by its address; `void *` (a
      // key-value observing context) stays mutable, as Swift's importer gives it.
      let allocation = "UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)"
      let value =
        read(node.type).type == .rawPointer(mutable: true)
        ? allocation : "UnsafeRawPointer(" + allocation + ")"
      w.write("nonisolated(unsafe) private let \(name) = " + value, indent: 0)
      return
    }
    let (type, nullability) = read(node.type)
    let isConst =
      node.type?.contains("const") == true && !(node.type?.hasSuffix("*") ?? false)
      || node.type?.hasSuffix("*const") == true || node.type?.hasSuffix("* const") == true
    let keyword = isConst ? "let" : "var"
    let access = node["storageClass"] == "static" && isInMainFile(node) ? "private " : ""
    var value: String
    if let initNode = node.children.first {
      // A C string literal (`static const char *key = "key";`) gets static storage, as a
      // local's does (`storedString`).
      value =
        convert(
          storedString(expr(initNode)), to: type,
          allowsNil: type.isReference && nullability != .nonnull
        ).text
    } else {
      value = type.isReference ? "nil" : zero(of: type)
    }
    let spelled =
      type.isReference
      ? declared(type, .unspecified, selfName: "Self", recording: node.id) : type.spelled()
    if type.isReference, value == "nil" { value = "nil" }
    w.write(
      "nonisolated(unsafe) " + access + keyword + " " + name + ": " + spelled + " = " + value,
      indent: 0)
  }

  /// The Swift name of a file-scope variable: its own, unless a method or property of the
  /// module's classes has that name, which would hide the variable in those classes' members
  /// (`static NSString *const accentColor` used in `+accentColor`): C looks ordinary names
  /// up apart from selectors, Swift finds the member first. Then `easelGlobal_<name>`, the
  /// same in every file of the module.
  func globalName(_ name: String) -> String {
    moduleMemberNames.contains(name) ? "easelGlobal_" + name : name
  }

  func function(_ node: ClangNode, into w: inout SwiftWriter) {
    guard let name = node.name, let body = node.child("CompoundStmt") else { return }
    // An app's `main` (`main.m`): the designables agent never starts the app, as Xcode's
    // does not, and its body names the app delegate, which may not translate.
    if name == "main" { return }
    let (resultType, resultNullability) = read(
      node["type.qualType"].map { spelling in
        String(spelling[..<(spelling.firstIndex(of: "(") ?? spelling.endIndex)])
      })
    var c = MethodContext(
      className: "Self", selector: name, isClassMethod: false, isInitializer: false,
      result: (resultType, resultNullability))
    let parameters = node.children.filter { $0.kind == "ParmVarDecl" }
    for p in parameters where read(p.type).nullability == .nullable {
      c.optionalLocals.insert(p.id)
    }
    c.assigned = assignedDecls(in: body)
    context = c
    var list = parameters.map { p -> String in
      let (t, n) = read(p.type)
      return "_ " + valueName(p.name ?? "_") + ": "
        + declared(t, n, selfName: "Self", recording: p.id)
    }
    // A C variadic function (`static id box(const char *type, ...)`) takes the rest as Swift's
    // variadic `Any?`, which `va_start` reads (`ObjCVariadicArguments`).
    if node.flag("variadic") { list.append("_ " + Self.variadicArguments + ": Any?...") }
    let result =
      resultType == .void ? "" : " -> " + declared(resultType, resultNullability, selfName: "Self")
    w.map(node.location)
    let access = node["storageClass"] == "static" && isInMainFile(node) ? "private " : ""
    // Nonisolated, as Swift's importer makes a C function: an `NSObject` subclass's methods
    // and blocks call it as readily as a view's. The façade's UIKit is `@preconcurrency`, so
    // its body may still use the main actor's classes in the translation's Swift 5 mode.
    w.write(
      access + "func " + name + "(" + list.joined(separator: ", ") + ")" + result
        + " {", indent: 0)
    for p in parameters where c.assigned.contains(p.id) {
      let n = valueName(p.name ?? "_")
      w.write("var " + n + " = " + n, indent: 2)
    }
    statements(of: body, into: &w, indent: 2)
    returnAtEnd(of: body, result: (resultType, resultNullability), into: &w, indent: 2)
    context = nil
    w.write("}", indent: 0)
  }

  /// The name a shared declaration is known by, or nil when there is nothing to declare
  /// (a forward declaration, an empty protocol).
  /// Whether `node` is declared once per module, whichever files meet it: an enumeration,
  /// a typedef, a protocol, a struct, a category's declaration, and a header's functions and
  /// variables (`static inline`, `static const`), which are not `private`: other files use
  /// them.
  func isShared(_ node: ClangNode) -> Bool {
    let fromHeader =
      !isInMainFile(node) && ["FunctionDecl", "VarDecl"].contains(node.kind)
      && node.children.contains { !$0.kind.hasSuffix("Attr") && $0.kind != "ParmVarDecl" }
    return fromHeader
      || ["EnumDecl", "TypedefDecl", "ObjCProtocolDecl", "RecordDecl", "ObjCCategoryDecl"]
        .contains(node.kind)
  }

  /// What names a shared declaration in the module (`EnumDecl Style`), or nil for one that is
  /// not declared.
  func sharedDeclarationKey(_ node: ClangNode, root: ClangNode) -> String? {
    sharedDeclarationName(node, root: root).map { node.kind + " " + $0 }
  }

  /// The shared declarations this file's AST meets, with the file each is written in.
  func sharedDeclarations(in root: ClangNode) -> [(key: String, file: String)] {
    root.children.compactMap { node in
      guard !node.isImplicit, isShared(node), let key = sharedDeclarationKey(node, root: root),
        let file = (node.location ?? node.begin)?.file
      else { return nil }
      return (key, file)
    }
  }

  func sharedDeclarationName(_ node: ClangNode, root: ClangNode) -> String? {
    switch node.kind {
    case "EnumDecl":
      guard let first = node.child("EnumConstantDecl") else { return nil }
      // An anonymous one is named by its first constant, which no other may declare.
      return node.tagName(in: root) ?? first.name.map { "{" + $0 + "}" }
    case "ObjCProtocolDecl":
      func hasMembers(_ n: ClangNode) -> Bool {
        n.child("ObjCMethodDecl") != nil || n.child("ObjCPropertyDecl") != nil
      }
      guard let name = node.name, module.classes[module.protocolName(name)]?.isProtocol == true,
        hasMembers(node) || node["protocols.count"] != nil
      else { return nil }
      // A forward declaration (`@protocol StarDelegate;` before the class that uses it), on
      // which clang lists the definition's protocols too: the definition is the one declared.
      if !hasMembers(node),
        root.children.contains(where: {
          $0.kind == "ObjCProtocolDecl" && $0.name == name && hasMembers($0)
        })
      {
        return nil
      }
      return module.protocolName(name)
    case "ObjCCategoryDecl":
      guard let cls = node["interface.name"], !categoryPropertiesNothingImplements(node).isEmpty
      else { return nil }
      return cls + "(" + (node.name ?? "") + ")"
    case "RecordDecl":
      guard node.flag("completeDefinition") else { return nil }
      return Self.recordName(node, root: root)
    default:
      return node.name
    }
  }

  /// `typedef struct { CGFloat inner; CGFloat outer; } RingWidths;` → a Swift struct whose
  /// fields start at zero (so `RingWidths()` is C's zeroed value, and the memberwise
  /// initializer takes every field). A struct C leaves unnamed and no typedef names (an
  /// ivar's `struct { unsigned dirty : 1; } _flags;`, a field's) is named by where it is
  /// written (`ObjCTypeReader.anonymousStructName`), as its type is read; one inside this
  /// one is declared before it.
  func structure(
    _ node: ClangNode, root: ClangNode, into w: inout SwiftWriter, indent: Int = 0
  ) {
    guard node.flag("completeDefinition"),
      node["tagUsed"] == "struct" || node["tagUsed"] == "union"
    else { return }
    guard let name = Self.recordName(node, root: root) else {
      _ = untranslated("an anonymous C struct", at: node)
      return
    }
    for inner in node.children where inner.kind == "RecordDecl" {
      structure(inner, root: root, into: &w, indent: indent)
    }
    if node["tagUsed"] == "union" {
      union(node, name: name, into: &w, indent: indent)
      return
    }
    w.map(node.location ?? node.begin)
    w.write("struct \(name) {", indent: indent)
    // A flexible array member (`char type[];`, the elements stored past the struct's end)
    // has no storage of its own, and Swift's importer gives it no field: none here either.
    // Nor has an unnamed bit-field (`unsigned : 0;`, padding).
    for field in node.children
    where field.kind == "FieldDecl" && field.type?.hasSuffix("[]") != true && field.name != nil {
      let (type, _) = read(field.type)
      w.map(field.location)
      if type.isReference {
        w.write(
          "var " + (field.name ?? "_").swiftIdentifier + ": "
            + declared(type, .nullable, selfName: name) + " = nil", indent: indent + 2)
      } else {
        w.write(storedValue(field, type: type, selfName: name), indent: indent + 2)
      }
    }
    w.write("}", indent: indent)
  }

  /// A struct's fields as `structure` declares them, with their C types (what an initializer
  /// list fills): no flexible array member, no unnamed bit-field.
  static func storedFields(of node: ClangNode) -> [(name: String, type: String)] {
    node.children.compactMap { field in
      guard field.kind == "FieldDecl", field.type?.hasSuffix("[]") != true,
        let fieldName = field.name, let type = field.type
      else { return nil }
      return (fieldName.swiftIdentifier, type)
    }
  }

  /// A struct a function or method declares (`struct { CGRect start; CGRect end; } a, b;`,
  /// `struct Pair p = {1, 2};`, `typedef struct { … } Pair;`): a Swift struct local to the
  /// function, as C scopes it to its block, named as at file scope (its tag, its typedef, or
  /// where it is written), so that its variables and initializer lists are read as a file's.
  func localStructure(
    _ node: ClangNode, in statement: ClangNode, into w: inout SwiftWriter, indent: Int
  ) {
    ownRecord(node, root: statement)
    structure(node, root: statement, into: &w, indent: indent)
  }

  /// Records a local struct or union and those declared inside it, as the module records a
  /// file's (`ObjCModule.structFields`).
  func ownRecord(_ node: ClangNode, root: ClangNode) {
    if node.flag("completeDefinition"), node["tagUsed"] == "struct" || node["tagUsed"] == "union",
      let name = Self.recordName(node, root: root)
    {
      ownStructFields[name] = Self.storedFields(of: node)
      if node["tagUsed"] == "union" { ownUnions.insert(name) }
    }
    for inner in node.children where inner.kind == "RecordDecl" { ownRecord(inner, root: root) }
  }

  /// Whether `typedef` names a struct its own declaration statement defines.
  func ownsRecord(_ typedef: ClangNode, in statement: ClangNode) -> Bool {
    guard let owned = typedef.children.lazy.compactMap({ $0["ownedTagDecl.id"] }).first else {
      return false
    }
    return statement.children.contains { $0.kind == "RecordDecl" && $0.id == owned }
  }

  /// A struct's name: its tag, the typedef that owns it, or, unnamed, where it is written.
  static func recordName(_ node: ClangNode, root: ClangNode) -> String? {
    if let name = node.tagName(in: root) { return name }
    guard let place = node.location ?? node.begin, !place.file.isEmpty else { return nil }
    return ObjCTypeReader.anonymousStructName(
      file: place.file, line: place.line, column: place.column)
  }

  /// `var name: T = zero` for a field or ivar of a value type; a C bit-field of an integer
  /// type (`unsigned int dirty : 1;`) narrows what is stored to its width, as C does
  /// (`cBitField(width:)`).
  func storedValue(_ field: ClangNode, type: SwiftType, selfName: String) -> String {
    let name = (field.name ?? "_").swiftIdentifier
    let declaration = "var " + name + ": " + type.spelled(selfName: selfName) + " = " + zero(of: type)
    guard case .integer = type, let width = bitFieldWidth(field) else { return declaration }
    return declaration + " { didSet { \(name) = \(name).cBitField(width: \(width)) } }"
  }

  /// The width of a bit-field (a field's or an ivar's `: n`, which clang gives as the
  /// declaration's constant child), or nil for an ordinary field.
  func bitFieldWidth(_ field: ClangNode) -> Int? {
    guard field.kind == "ObjCIvarDecl" || field.flag("isBitfield") else { return nil }
    return field.children.first { $0.kind == "ConstantExpr" }?["value"].flatMap { Int($0) }
  }

  /// `typedef void (^Handler)(BOOL)` → `typealias Handler = (Bool) -> Void`, for Swift
  /// callers (translation itself reads through typedefs).
  func typeAlias(_ node: ClangNode, into w: inout SwiftWriter) {
    guard let name = node.name, let spelling = node.type else { return }
    if spelling.hasPrefix("enum ") {
      // `typedef enum LUN_Mode : NSUInteger { … } LUNMode;`: the enumeration is declared by its
      // tag, and the typedef names the same type, as the importer's typealias does.
      let tag = String(spelling.dropFirst("enum ".count))
      if tag != name, module.enumerations.contains(tag) {
        w.map(node.location)
        w.write("typealias \(name) = \(tag)", indent: 0)
      }
      return
    }
    if let keyword = ["struct ", "union "].first(where: spelling.hasPrefix) {
      // `typedef struct _Range { … } Range;`: the struct is declared by its tag, and the
      // typedef names the same type, as the importer's typealias does (a union's likewise).
      let tag = String(spelling.dropFirst(keyword.count))
      if tag != name, module.structFields[tag] != nil {
        w.map(node.location)
        w.write("typealias \(name) = \(tag)", indent: 0)
      }
      return
    }
    let type = read(spelling).type
    guard case .closure = type else { return }
    w.map(node.location)
    w.write("typealias \(name) = " + type.spelled(), indent: 0)
  }

  /// `typedef NS_ENUM(NSInteger, StarStyle) { StarStyleFilled, … }` → a Swift enum with the
  /// importer's case names (the type's name taken off the front); `typedef enum { … } Name`
  /// likewise, named by its typedef.
  func enumeration(_ node: ClangNode, root: ClangNode, into w: inout SwiftWriter) {
    if node.tagName(in: root) == nil {
      anonymousConstants(node, into: &w)
      return
    }
    guard let name = node.tagName(in: root), module.enumerations.contains(name),
      node.child("EnumConstantDecl") != nil
    else { return }
    let raw = read(node["fixedUnderlyingType.qualType"] ?? "int").type.spelled()
    if module.optionSets.contains(name) {
      optionSet(node, name: name, raw: raw, into: &w)
      return
    }
    w.map(node.location)
    w.write("enum \(name): \(raw) {", indent: 0)
    var next = 0
    var caseOfValue: [Int: String] = [:]
    for constant in node.children where constant.kind == "EnumConstantDecl" {
      guard let constantName = constant.name else { continue }
      if let valueNode = constant.children.first {
        if let n = Self.constantValue(valueNode) ?? Int(expr(valueNode).text) { next = n }
      }
      let caseName = ObjCModule.caseName(constantName, in: name)
      w.map(constant.location)
      if let first = caseOfValue[next] {
        // C lets two enumerators share a value, a Swift enumeration's cases may not: the
        // later is the earlier's alias, as the importer makes it.
        w.write("static let " + caseName + " = " + name + "." + first, indent: 2)
      } else {
        caseOfValue[next] = caseName
        w.write("case " + caseName + " = \(next)", indent: 2)
      }
      next &+= 1  // C's next value; one past the largest wraps, as clang would refuse it
    }
    w.write("}", indent: 0)
  }
}

extension FileTranslator {
  /// Whether the Swift type `name` is an option set: a framework's `NS_OPTIONS` or the
  /// module's own (`ObjCModule.optionSets`).
  func isOptionSet(_ name: String) -> Bool {
    names.isOptionSet(name) || module.optionSets.contains(name)
  }

  /// `typedef NS_OPTIONS(NSInteger, Edges) { EdgesLeft = 1 << 1, … }` → `struct Edges:
  /// OptionSet` with a static constant of each value (`static let left = Edges(rawValue: 2)`),
  /// as Swift's importer imports it: C's value is any combination of the bits, which an
  /// enumeration's cases cannot hold. Two constants may share a value; one of 0 is the empty
  /// set.
  func optionSet(_ node: ClangNode, name: String, raw: String, into w: inout SwiftWriter) {
    w.map(node.location)
    w.write("struct \(name): OptionSet, Hashable {", indent: 0)
    w.write("let rawValue: \(raw)", indent: 2)
    w.write("init(rawValue: \(raw)) { self.rawValue = rawValue }", indent: 2)
    var next = 0
    for constant in node.children where constant.kind == "EnumConstantDecl" {
      guard let constantName = constant.name else { continue }
      if let valueNode = constant.children.first {
        if let n = Self.constantValue(valueNode) ?? Int(expr(valueNode).text) { next = n }
      }
      let bits = next < 0 ? "\(raw)(truncatingIfNeeded: \(next))" : "\(next)"
      w.map(constant.location)
      w.write(
        "static let " + ObjCModule.caseName(constantName, in: name) + " = " + name
          + "(rawValue: " + bits + ")", indent: 2)
      next &+= 1
    }
    w.write("}", indent: 0)
  }

  /// `enum { kMaximum = 9, kLimit };` → `let kMaximum = 9` and `let kLimit = 10`: Swift's
  /// importer gives the constants of an enumeration with no name as global `Int`s.
  func anonymousConstants(_ node: ClangNode, into w: inout SwiftWriter) {
    var next = 0
    for constant in node.children where constant.kind == "EnumConstantDecl" {
      guard let constantName = constant.name else { continue }
      if let valueNode = constant.children.first {
        if let n = Self.constantValue(valueNode) ?? Int(expr(valueNode).text) { next = n }
      }
      w.map(constant.location)
      w.write("let \(constantName.swiftIdentifier): Int = \(next)", indent: 0)
      next &+= 1
    }
  }

  /// The value clang computed for a constant expression (an enumerator's `1 << 2`,
  /// `TopLeft | TopRight`): its `ConstantExpr`'s, under the implicit casts and parentheses
  /// around it; nil where clang gives none.
  static func constantValue(_ node: ClangNode) -> Int? {
    switch node.kind {
    case "ConstantExpr":
      if let value = node["value"], let n = Int(value) { return n }
      return node.children.first.flatMap(constantValue)
    case "ImplicitCastExpr", "ParenExpr":
      return node.children.first.flatMap(constantValue)
    default:
      return nil
    }
  }
}

// MARK: Category properties nothing implements

extension FileTranslator {
  /// The properties a category on a framework class declares that nothing implements: no
  /// `@implementation` of the module gives an accessor or `@synthesize`s them, and the
  /// façade has no such member (a private property of Apple's, `CALayer.continuousCorners`).
  /// Objective-C compiles their uses; on iOS a use works if the framework privately has the
  /// property, and raises an unrecognized selector if it does not.
  func unimplementedProperties(of node: ClangNode) -> [ObjCPropertyInfo] {
    guard let cls = node["interface.name"], module.classes[cls]?.isOwn == false else {
      return []
    }
    return categoryPropertiesNothingImplements(node)
  }

  /// The instance properties a named category (`@interface Class (Name)`) declares that no
  /// implementation of the module gives accessors and the façade does not declare.
  func categoryPropertiesNothingImplements(_ node: ClangNode) -> [ObjCPropertyInfo] {
    guard let cls = node["interface.name"], let info = module.classes[cls],
      !(node.name ?? "").isEmpty
    else { return [] }
    return node.children.compactMap { child -> ObjCPropertyInfo? in
      guard child.kind == "ObjCPropertyDecl", let name = child.name,
        let p = info.properties[name], !p.isClass, !module.implements(p, of: cls),
        names.member(selector: p.getter, owner: cls, isClass: false) == nil
      else { return nil }
      return p
    }
  }

  /// A named category's properties of one of the module's own classes that nothing
  /// implements, as `Class.property`: on iOS the class has no such accessors, so a message
  /// to one fails and key-value coding reaches the class's `setValue:forUndefinedKey:` and
  /// `valueForUndefinedKey:` (FSCalendar's `IBExtension` category declares its appearance's
  /// properties for Interface Builder's inspector, and its `setValue:forUndefinedKey:` hands
  /// them to the appearance). The translation gives no Swift for them, which gives the same.
  func keyValueOnlyProperties(of node: ClangNode) -> [String] {
    guard let cls = node["interface.name"], module.classes[cls]?.isOwn == true else {
      return []
    }
    return categoryPropertiesNothingImplements(node).map { cls + "." + $0.name }
  }

  /// Interface Builder's agent runs the designable against the real framework, where such a
  /// property is usually a private one that works. Easel has no private API: each is a stand-in
  /// that keeps what is set (in the associated-object table, as the façade's declared but
  /// unimplemented API keeps its values) and reads as zero or nil until then; every use is
  /// recorded (`UnimplementedAPI`), so the render's report names the property and where it was
  /// declared, and says that it changed nothing in the picture.
  func unimplementedCategoryProperties(_ node: ClangNode, into w: inout SwiftWriter) {
    guard let cls = node["interface.name"] else { return }
    let properties = unimplementedProperties(of: node)
    guard !properties.isEmpty else { return }
    w.map(node.location)
    w.write("extension \(swiftClassName(cls)) {", indent: 0)
    for p in properties {
      let place = p.position.map {
        URL(fileURLWithPath: $0.file).lastPathComponent + ":\($0.line):\($0.column)"
      }
      let symbol =
        "\(swiftClassName(cls)).\(p.swiftName) (a category property declared at "
        + (place ?? "?") + " that nothing implements)"
      let literal = "\"" + symbol.replacingOccurrences(of: "\"", with: "\\\"") + "\""
      let type = declared(p.type, p.nullability, selfName: cls)
      let initial = p.type.isReference ? "nil" : zero(of: p.type)
      w.map(p.position)
      w.write("@objc var " + p.swiftName.swiftIdentifier + ": " + type + " {", indent: 2)
      w.write(
        "get { return UnimplementedAPI.value(of: self, \(literal), default: \(initial)) }",
        indent: 4)
      if !p.isReadonly {
        w.write("set { UnimplementedAPI.set(newValue, of: self, \(literal)) }", indent: 4)
      }
      w.write("}", indent: 2)
    }
    w.write("}", indent: 0)
  }
}

extension ClangNode {
  /// A struct's or enumeration's name: its own, or for an anonymous one (`typedef enum { … }
  /// Name;`, `typedef struct { … } Name;`) the name of the typedef in `root` that owns it, as
  /// Swift's importer names it.
  func tagName(in root: ClangNode) -> String? {
    if let name, !name.isEmpty { return name }
    return root.children.first { t in
      t.kind == "TypedefDecl" && t.children.contains { $0["ownedTagDecl.id"] == id }
    }?.name
  }
}
