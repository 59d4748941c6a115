import Foundation

// C and Objective-C expressions (messages are in FileTranslator+Messages.swift).

extension FileTranslator {
  /// `node` with the wrappers that change nothing in Swift taken off.
  func unwrapped(_ node: ClangNode) -> ClangNode {
    var n = node
    while true {
      switch n.kind {
      // `MaterializeTemporaryExpr`: a returned struct kept to read its member
      // (`self.frame.size.width`), a value in Swift like any other.
      case "ExprWithCleanups", "ConstantExpr", "OpaqueValueExpr", "FullExpr",
        "MaterializeTemporaryExpr":
        guard let c = n.children.first else { return n }
        n = c
      case "ImplicitCastExpr" where Self.transparentCasts.contains(n["castKind"] ?? ""):
        guard let c = n.children.first else { return n }
        n = c
      default: return n
      }
    }
  }

  /// `node` without clang's implicit conversions (a collection literal's elements are cast to
  /// the generic `ObjectType`, which means nothing in Swift).
  func withoutImplicitCasts(_ node: ClangNode) -> ClangNode {
    var n = unwrapped(node)
    while n.kind == "ImplicitCastExpr", let c = n.children.first { n = unwrapped(c) }
    return n
  }

  static let transparentCasts: Set<String> = [
    "LValueToRValue", "NoOp", "ARCReclaimReturnedObject", "ARCConsumeObject", "ARCProduceObject",
    "ARCExtendBlockObject", "FunctionToPointerDecay", "ArrayToPointerDecay",
    "CPointerToObjCPointerCast", "BlockPointerToObjCPointerCast", "AnyPointerToBlockPointerCast",
    "ObjCObjectLValueCast", "LValueBitCast",
  ]

  /// Translates an expression.
  func expr(_ node: ClangNode) -> Expr {
    switch node.kind {
    case "ExprWithCleanups", "ConstantExpr", "OpaqueValueExpr", "FullExpr",
      "MaterializeTemporaryExpr":
      guard let c = node.children.first else { return untranslated("empty expression", at: node) }
      return expr(c)
    case "ParenExpr":
      guard let c = node.children.first else { return untranslated("empty parentheses", at: node) }
      var e = expr(c)
      if !e.isAtomic { e.text = "(" + e.text + ")" }
      e.isAtomic = true
      return e
    // A bridged cast (`(__bridge CFArrayRef)colors`, `(__bridge id)color.CGColor`) converts as
    // a plain one: the façade's Core Foundation types are its Foundation ones (`CFArray` is
    // `[Any]`), and ARC's ownership words have no Swift counterpart.
    case "ImplicitCastExpr", "CStyleCastExpr", "ObjCBridgedCastExpr":
      return cast(node)
    case "IntegerLiteral", "FloatingLiteral":
      return Expr(text: literal(node), type: read(node.type).type, isLiteral: true)
    case "CharacterLiteral":
      return Expr(text: node["value"] ?? "0", type: .integer("CChar"), isLiteral: true)
    case "ObjCBoolLiteralExpr", "CXXBoolLiteralExpr":
      let value = node["value"] ?? ""
      return Expr(text: value.contains("yes") || value == "true" ? "true" : "false", type: .bool)
    case "ImplicitValueInitExpr":
      let type = read(node.type).type
      if type.isReference { return Expr(text: "nil", type: type, isOptional: true) }
      return Expr(text: zeroValue(of: type) ?? "0", type: type, isLiteral: true)
    case "GNUNullExpr", "CXXNullPtrLiteralExpr":
      return Expr(text: "nil", type: .any, isOptional: true)
    case "StringLiteral":
      return Expr(
        text: swiftString(node["value"] ?? "\"\""), type: .constPointer(.integer("CChar")))
    case "PredefinedExpr":
      // `__func__`, `__PRETTY_FUNCTION__`: clang gives the text (`-[View layoutSubviews]`).
      guard let text = node.child("StringLiteral") else {
        return untranslated("`" + (node["name"] ?? "__func__") + "`", at: node)
      }
      return expr(text)
    case "ObjCStringLiteral":
      guard let s = node.child("StringLiteral") else { return untranslated("string", at: node) }
      return Expr(text: swiftString(s["value"] ?? "\"\""), type: .string)
    case "ObjCBoxedExpr":
      return boxed(node)
    case "ObjCArrayLiteral":
      let items = node.children.enumerated().map { index, child in
        literalElement(expr(withoutImplicitCasts(child)), "element", at: index)
      }
      return Expr(text: "[" + items.joined(separator: ", ") + "]", type: .array(nil))
    case "ObjCDictionaryLiteral":
      var pairs: [(key: String, entry: String)] = []
      var keyTypes: [SwiftType] = []
      var i = 0
      while i + 1 < node.children.count {
        let key = expr(withoutImplicitCasts(node.children[i]))
        keyTypes.append(key.type)
        let value = literalElement(
          expr(withoutImplicitCasts(node.children[i + 1])), "value", at: i / 2)
        pairs.append((key.text, key.text + ": " + value))
        i += 2
      }
      let entries = Self.lastOfEachKey(pairs)
      let body = entries.isEmpty ? ":" : entries.joined(separator: ", ")
      // Keys all of one Swift type (attribute names) type the dictionary, as Swift would.
      var keyType: SwiftType?
      if let first = keyTypes.first, case .structure = first, keyTypes.allSatisfy({ $0 == first }) {
        keyType = first
      }
      return Expr(text: "[" + body + "]", type: .dictionary(keyType, keyType == nil ? nil : .any))
    case "ObjCSelectorExpr":
      return Expr(text: "Selector(\"\(node["selector"] ?? "")\")", type: .selector)
    case "DeclRefExpr":
      return reference(node)
    case "MemberExpr":
      return member(node)
    case "ObjCIvarRefExpr":
      return ivar(node)
    case "UnaryOperator":
      return unary(node)
    case "BinaryOperator":
      return binary(node)
    case "CompoundAssignOperator":
      return assignmentValue(node)
    case "ConditionalOperator":
      guard node.children.count == 3 else { return untranslated("conditional", at: node) }
      let target = read(node.type)
      let a = expr(node.children[1])
      let b = expr(node.children[2])
      // A choice of two C string literals (`loop ? "N" : ""`) is a C string, as each literal
      // is: Swift would make the conditional a `String`.
      if [node.children[1], node.children[2]].allSatisfy({
        withoutImplicitCasts($0).kind == "StringLiteral"
      }) {
        return Expr(
          text: "ObjCCStringLiteral(" + condition(node.children[0]) + " ? " + a.text + " : "
            + b.text + ")", type: a.type)
      }
      // An implicitly unwrapped value (`UIColor!`, a property not yet set) may be nil too:
      // Swift's conditional of one is `T?`, and a local it initializes is optional.
      let optional = a.mayBeNil || b.mayBeNil || a.text == "nil" || b.text == "nil"
      return Expr(
        text: condition(node.children[0]) + " ? "
          + convert(a, to: target.type, allowsNil: true).text
          + " : " + convert(b, to: target.type, allowsNil: true).text,
        type: target.type, isOptional: optional, isAtomic: false)
    case "BinaryConditionalOperator":
      // `a ?: b`: the first child is `a`, the last `b`.
      guard let first = node.children.first, let last = node.children.last else {
        return untranslated("`?:`", at: node)
      }
      let a = expr(first)
      let b = expr(last)
      if a.type.isReference {
        // Nil only where `b` may be: `a ?? b` is then optional, as Swift types it.
        return Expr(
          text: a.operand + " ?? " + b.operand, type: a.type, isOptional: b.mayBeNil,
          isAtomic: false)
      }
      // Both in the expression's type, as C converts them (`!flag ?: height / 2` is a
      // `CGFloat`: 1 when the flag is clear).
      let target = read(node.type).type
      var value = target
      if case .unknown = target { value = a.type }
      return Expr(
        text: condition(first) + " ? " + convert(a, to: value, allowsNil: false).operand + " : "
          + convert(b, to: value, allowsNil: false).operand, type: value, isAtomic: false)
    case "CallExpr":
      return sharingAliasedAddresses(of: node) { call(node) }
    case "ObjCMessageExpr":
      return sharingAliasedAddresses(of: node) { message(node) }
    case "PseudoObjectExpr":
      return pseudoObject(node)
    case "BlockExpr":
      return block(node)
    case "StmtExpr":
      return minOrMax(node) ?? absolute(node) ?? statementExpression(node)
        ?? untranslated(Self.constructName(node.kind), at: node)
    case "ObjCAvailabilityCheckExpr":
      return availabilityCheck(node)
    case "ObjCIndirectCopyRestoreExpr":
      // `&error` passed for an `NSError **` out-parameter: the address, as Swift passes it.
      guard let c = node.children.first else { return untranslated("`&`", at: node) }
      return expr(c)
    case "ArraySubscriptExpr":
      return subscripted(node)
    case "UnaryExprOrTypeTraitExpr" where node["name"] == "sizeof":
      return size(node)
    case "InitListExpr", "CompoundLiteralExpr":
      return initializerList(node, as: read(node.type).type)
    case "ObjCEncodeExpr":
      return typeEncoding(node)
    case "VAArgExpr":
      return variadicArgument(node)
    case "ObjCProtocolExpr":
      return protocolObject(node)
    case "ObjCIsaExpr", "OffsetOfExpr", "UnaryExprOrTypeTraitExpr":
      return untranslated(Self.constructName(node.kind), at: node)
    default:
      return untranslated(Self.constructName(node.kind), at: node)
    }
  }

  /// `@available(iOS 14.0, *)` (or `__builtin_available`) as the designable's device answers
  /// it: true unless it names an iOS version above the one the façade's `UIDevice` reports
  /// (`iosVersion`); another platform's version is not asked on iOS (the `*`). A Bool, not
  /// Swift's `#available`, which a condition list alone may hold and `!` may not negate.
  func availabilityCheck(_ node: ClangNode) -> Expr {
    guard let at = node.begin, let list = sources.macroArgument(at: at) else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    for spec in list.split(separator: ",") {
      let words = spec.split(separator: " ")
      guard words.count == 2, words[0].lowercased() == "ios" else { continue }
      let asked = words[1].split(separator: ".").map { Int($0) ?? 0 }
      let running = Self.iosVersion
      for i in 0..<max(asked.count, running.count) {
        let (a, r) = (i < asked.count ? asked[i] : 0, i < running.count ? running[i] : 0)
        if a != r { return Expr(text: a < r ? "true" : "false", type: .bool, isLiteral: true) }
      }
    }
    return Expr(text: "true", type: .bool, isLiteral: true)
  }

  /// The iOS version designables run on: the façade's `UIDevice.current.systemVersion`.
  static let iosVersion = [17, 0]

  /// An element of a collection literal: one that may be nil is checked as Foundation checks
  /// it (`ObjCCollectionLiteral`), raising its exception where iOS raises it.
  func literalElement(_ e: Expr, _ role: String, at index: Int) -> String {
    guard e.mayBeNil else {
      return convert(e, to: .any, allowsNil: false).text
    }
    let value = convert(e, to: .any, allowsNil: true).text
    return "ObjCCollectionLiteral.\(role)(" + value + ", at: \(index))"
  }

  /// A number as the source spells it (`0.48`, not clang's `0.47999999999999998`), its C
  /// suffix (`2.0f`, `10UL`, `0x1p-2f`) taken off. A literal that a macro brings (an
  /// argument, `RGB(62.0, …)`, or the macro's own `(r)/255.0`) is read where it is spelled,
  /// as its expansion starts at the macro's name. One whose text cannot be read (pasted with
  /// `##`) is clang's value, which spells a floating literal with no fraction as an integer
  /// (`62`): it stays floating (`62.0`), as Swift would divide `62 / 255` as integers, to 0.
  func literal(_ node: ClangNode) -> String {
    let isFloating = node.kind == "FloatingLiteral"
    for at in [node.begin, node.beginSpelling] {
      if let at, let token = sources.token(at: at),
        let text = Self.swiftNumber(spelled: token, isFloating: isFloating)
      {
        return text
      }
    }
    let value = node["value"] ?? "0"
    guard isFloating, value.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }) else {
      return value
    }
    return value + ".0"
  }

  /// A C number literal's token as Swift spells it; nil when `token` is no number of that
  /// kind, or an octal one (`010`, which Swift reads as decimal: clang's value is).
  static func swiftNumber(spelled token: String, isFloating: Bool) -> String? {
    guard let first = token.first, first.isNumber || (first == "." && token.count > 1) else {
      return nil
    }
    var text = token
    let lower = token.lowercased()
    let isHex = lower.hasPrefix("0x")
    // A hexadecimal float ends in its exponent's decimal digits, so an `f` after them is a
    // suffix; in a hexadecimal integer it is a digit.
    let isHexFloat = isHex && lower.contains("p")
    while let last = text.last,
      "uUlL".contains(last) || ((!isHex || isHexFloat) && "fF".contains(last))
    {
      text.removeLast()
    }
    let written = text.lowercased()
    let looksFloating =
      written.contains(".") || (isHex ? written.contains("p") : written.contains("e"))
    guard looksFloating == isFloating else { return nil }
    // Swift wants digits on both sides of a point: `.5` → `0.5`, `2.` → `2.0`, `1.e3` → `1.0e3`.
    if text.hasPrefix(".") { text = "0" + text }
    if text.hasSuffix(".") { text += "0" }
    for exponent in isHex ? ["p", "P"] : ["e", "E"] {
      text = text.replacingOccurrences(of: "." + exponent, with: ".0" + exponent)
    }
    if text.count > 1, text.hasPrefix("0"), text.allSatisfy(\.isNumber) { return nil }
    return text
  }

  /// A clang node kind as a reader would call it (`StmtExpr` → "statement expression").
  static func constructName(_ kind: String) -> String {
    let known: [String: String] = [
      "StmtExpr": "a statement expression (`({ … })`)",
      "ObjCEncodeExpr": "`@encode`", "ObjCProtocolExpr": "`@protocol(…)`",
      "UnaryExprOrTypeTraitExpr": "`sizeof`", "ArraySubscriptExpr": "a C array subscript",
      "InitListExpr": "a C initializer list", "CompoundLiteralExpr": "a compound literal",
      "ObjCAvailabilityCheckExpr": "`@available`", "VAArgExpr": "`va_arg`",
      "ObjCBridgedCastExpr": "a bridged cast (`__bridge`)", "GotoStmt": "`goto`",
      "LabelStmt": "a label", "ObjCProtocolDecl": "an `@protocol`",
      "GCCAsmStmt": "inline assembly (`asm`)",
    ]
    return known[kind] ?? "`\(kind)`"
  }

  /// The SDK's `MIN(a, b)` and `MAX(a, b)`, statement expressions
  /// (`({ typeof(a) __a = (a); typeof(b) __b = (b); __a < __b ? __a : __b; })`), as Swift's
  /// `min` and `max` of the two values in the result's type.
  func minOrMax(_ node: ClangNode) -> Expr? {
    guard let body = node.child("CompoundStmt"), body.children.count == 3,
      body.children[0].kind == "DeclStmt", body.children[1].kind == "DeclStmt",
      let a = body.children[0].child("VarDecl"), let b = body.children[1].child("VarDecl"),
      let aValue = a.children.first, let bValue = b.children.first
    else { return nil }
    let choice = unwrapped(body.children[2])
    guard choice.kind == "ConditionalOperator", choice.children.count == 3,
      let comparison = Optional(unwrapped(choice.children[0])),
      comparison.kind == "BinaryOperator", let op = comparison["opcode"], op == "<" || op == ">"
    else { return nil }
    let first = withoutImplicitCasts(choice.children[1])["referencedDecl.id"]
    let takesA = first == a.id
    let function = (op == "<") == takesA ? "min" : "max"
    let type = read(node.type).type
    let x = convert(expr(aValue), to: type, allowsNil: false)
    let y = convert(expr(bValue), to: type, allowsNil: false)
    return Expr(text: function + "(" + x.text + ", " + y.text + ")", type: type)
  }

  /// The SDK's `ABS(a)`, a statement expression
  /// (`({ typeof(a) __a = (a); __a < 0 ? -__a : __a; })`), as Swift's `abs` of the value in
  /// the result's type.
  func absolute(_ node: ClangNode) -> Expr? {
    guard let body = node.child("CompoundStmt"), body.children.count == 2,
      body.children[0].kind == "DeclStmt", let a = body.children[0].child("VarDecl"),
      let value = a.children.first
    else { return nil }
    let choice = unwrapped(body.children[1])
    guard choice.kind == "ConditionalOperator", choice.children.count == 3,
      let comparison = Optional(unwrapped(choice.children[0])),
      comparison.kind == "BinaryOperator", comparison["opcode"] == "<",
      withoutImplicitCasts(comparison.children.first ?? comparison)["referencedDecl.id"] == a.id,
      unwrapped(choice.children[1]).kind == "UnaryOperator",
      unwrapped(choice.children[1])["opcode"] == "-"
    else { return nil }
    let type = read(node.type).type
    let x = convert(expr(value), to: type, allowsNil: false)
    return Expr(text: "abs(" + x.text + ")", type: type)
  }

  /// A Bool-valued Swift expression for a C condition.
  func condition(_ node: ClangNode) -> String {
    // An assignment tested for its value (`if ((window = self.window))`) is tested by the
    // value C gives it (`assignmentValue`).
    let e = expr(unwrappedForCondition(node))
    switch e.type {
    case .bool where !e.isOptional: return e.text
    case .bool: return e.operand + " == true"
    case .enumeration:
      // An enumeration's value tested as C tests its number (`self.orientation ? … : …`): its
      // raw value, since a Swift enumeration is no number.
      if e.isOptional { return "(" + e.operand + "?.rawValue ?? 0) != 0" }
      return e.operand + ".rawValue != 0"
    case .integer, .floating:
      if e.isOptional { return "(" + e.text + " ?? 0) != 0" }
      return e.operand + " != 0"
    default:
      if e.type.isReference || e.isOptional { return e.operand + " != nil" }
      return e.text
    }
  }

  func unwrappedForCondition(_ node: ClangNode) -> ClangNode {
    var n = unwrapped(node)
    while n.kind == "ImplicitCastExpr" || n.kind == "ParenExpr",
      ["IntegralToBoolean", "PointerToBoolean", "FloatingToBoolean", "IntegralCast", nil].contains(
        n["castKind"]), let c = n.children.first
    {
      n = unwrapped(c)
    }
    return n
  }

  // MARK: References

  /// The dispatch functions a call translates to a queue's method, as closures of the same
  /// parameters: a function pointer to one calls the closure.
  static let dispatchFunctionValues: [String: String] = [
    "dispatch_async":
      "{ (queue: DispatchQueue, block: @escaping () -> Void) in queue.async(execute: block) }",
    "dispatch_sync":
      "{ (queue: DispatchQueue, block: @escaping () -> Void) in queue.sync(execute: block) }",
    "dispatch_barrier_async":
      "{ (queue: DispatchQueue, block: @escaping () -> Void) in "
      + "queue.async(flags: .barrier, execute: block) }",
    "dispatch_barrier_sync":
      "{ (queue: DispatchQueue, block: @escaping () -> Void) in "
      + "queue.sync(flags: .barrier, execute: block) }",
  ]

  func reference(_ node: ClangNode) -> Expr {
    let name = node["referencedDecl.name"] ?? ""
    let id = node["referencedDecl.id"] ?? ""
    let (type, nullability) = read(node["referencedDecl.type.qualType"] ?? node.type)
    switch node["referencedDecl.kind"] {
    case "ImplicitParamDecl" where name == "self":
      if let c = context, c.isClassMethod { return Expr(text: "self", type: .anyClass) }
      // In a category on `NSArray`, `self` is the Swift value the extension extends.
      switch context?.className {
      case "NSString": return Expr(text: "self", type: .string)
      case "NSArray": return Expr(text: "self", type: .array(nil))
      case "NSDictionary": return Expr(text: "self", type: .dictionary(nil, nil))
      case "NSSet": return Expr(text: "self", type: .set(nil))
      default:
        // In an initializer that may replace `self`, `self` is a variable from its declaration
        // on (`shadowingSelf()`), which a nil replacement (a nib with no objects) leaves nil: a
        // message to it does nothing, as Objective-C's to nil.
        return Expr(
          text: "self", type: .object(context?.className ?? "Self"),
          isImplicitlyUnwrapped: context?.selfShadowed == true)
      }
    case "ImplicitParamDecl" where name == "_cmd":
      return Expr(text: "Selector(\"\(context?.selector ?? "")\")", type: .selector)
    case "EnumConstantDecl":
      if let row = names.global(name) {
        let owner = row.swift.split(separator: ".").dropLast().joined(separator: ".")
        if owner.isEmpty { return Expr(text: row.swift, type: type) }
        // A constant of an anonymous `enum` a class's header declares
        // (`UISegmentedControlNoSegment`) is a static `Int` of that class in Swift.
        guard names.swiftClassName(row.owner) == nil else {
          return Expr(text: row.swift, type: .integer("Int"))
        }
        return Expr(text: row.swift, type: .enumeration(owner))
      }
      // A constant of an enumeration the file sees: its case there, though another
      // enumeration of the module, in a header this file does not import, has a constant of
      // the same name (`Normal` of two classes' states).
      if let enumeration = enumeratorOwners[id] {
        return Expr(
          text: enumeration + "." + ObjCModule.caseName(name, in: enumeration),
          type: .enumeration(enumeration))
      }
      // A constant of an anonymous enumeration of the module's: the global `Int` it is.
      if anonymousEnumerators.contains(id) { return Expr(text: name, type: .integer("Int")) }
      if let e = userEnumerator(name) { return e }
      // An option set's empty value (`UIViewAutoresizingNone`), which Swift spells `[]`.
      if name.hasSuffix("None"), let swift = names.enumerationType(String(name.dropLast(4))),
        isOptionSet(swift)
      {
        return Expr(text: "[]", type: .enumeration(swift))
      }
      // A constant of an anonymous `enum` the SDK's C headers declare (MacTypes' `noErr`,
      // CommonCrypto's `kCCEncrypt`): Swift imports it as an `Int`, which the façade declares,
      // whatever C's `int` is, so it is converted where another type is wanted.
      return Expr(text: name, type: .integer("Int"))
    case "FunctionDecl":
      // Grand Central Dispatch's C functions, which Swift's Dispatch does not declare, taken
      // as values (`void (*f)(dispatch_queue_t, dispatch_block_t) = bg ? dispatch_async :
      // dispatch_sync;`): closures that do what a call of each is translated to.
      if let closure = Self.dispatchFunctionValues[name] {
        return Expr(text: "(" + closure + ")", type: type)
      }
      return Expr(text: name, type: type)
    case "VarDecl" where staticLocals[id] != nil:
      let optional = context?.optionalLocals.contains(id) ?? false
      return Expr(text: staticLocals[id] ?? name, type: type, isOptional: optional)
    case "VarDecl" where selfAddressedStatics.contains(name):
      return Expr(
        text: globalName(name), type: .rawPointer(mutable: type == .rawPointer(mutable: true)))
    case "VarDecl" where Self.logObjects[name] != nil && !fileScopeVariables.contains(id):
      return Expr(text: Self.logObjects[name] ?? name, type: .object("OSLog"))
    case "VarDecl", "ParmVarDecl":
      if let row = names.global(name), row.kind == .constant {
        // A constant of a Swift type of its own (`NSAttributedString.Key.font`).
        let owned =
          !row.owner.isEmpty && row.swift.hasPrefix(row.owner + ".")
          && !["CGRect", "CGPoint", "CGSize", "UIEdgeInsets"].contains(row.owner)
        if case .typedString = type { return Expr(text: row.swift, type: type) }
        // A constant of an enumeration's type (`NSUnderlinePatternDash`, another name of
        // `NSUnderlineStylePatternDash`) is a value of that enumeration, as its enumerator is.
        if case .enumeration = type { return Expr(text: row.swift, type: type) }
        return Expr(text: row.swift, type: owned ? .structure(row.owner) : type)
      }
      let optional = context?.optionalLocals.contains(id) ?? (nullability == .nullable)
      let spelled =
        fileScopeVariables.contains(id) ? globalName(name).swiftIdentifier : valueName(name)
      var e = Expr(
        text: spelled, type: context?.retypedLocals[id] ?? type,
        isOptional: optional)
      e.isImplicitlyUnwrapped = !optional && implicitlyUnwrappedDecls.contains(id)
      return e
    default:
      return Expr(text: name.swiftIdentifier, type: type, isOptional: nullability == .nullable)
    }
  }

  /// A user enumeration's constant: `StarStyleFilled` of `StarStyle` → `StarStyle.filled`.
  func userEnumerator(_ name: String) -> Expr? {
    // A constant the module declares, whatever its name (`CALayerBorderNotExist` of
    // `CALayerBorderPosition`), as its enumeration's translation names it.
    if let (enumeration, caseName) = module.enumerators[name] {
      return Expr(text: enumeration + "." + caseName, type: .enumeration(enumeration))
    }
    for e in module.enumerations.sorted(by: { $0.count > $1.count }) where name.hasPrefix(e) {
      let rest = String(name.dropFirst(e.count))
      guard !rest.isEmpty else { continue }
      return Expr(
        text: e + "." + ObjCImporterNames.lowerFirst(rest).swiftIdentifier, type: .enumeration(e))
    }
    return nil
  }

  func member(_ node: ClangNode) -> Expr {
    guard let base = node.children.first else { return untranslated("member", at: node) }
    let b = expr(base)
    if node.flag("isArrow") {
      // `rect->origin` of a `CGRect *`: the pointee's member.
      switch b.type {
      case .pointer, .constPointer: break
      default: return untranslated("`->`", at: node)
      }
      return Expr(
        text: b.operand + ".pointee." + (node.name ?? ""), type: read(node.type).type)
    }
    let type = read(node.type).type
    let name = node.name ?? ""
    var e = Expr(text: b.memberBase + name, type: type, isOptional: b.mayBeNil)
    e.continuesChain = b.mayBeNil && type.isReference
    return e
  }

  func ivar(_ node: ClangNode) -> Expr {
    let name = ivarSwiftName(node["decl.name"] ?? "", inClass: context?.className ?? "")
    let type = read(node.type).type
    // Instance variables of reference types are declared `T!` (or `T?` when weak).
    var e = Expr(text: "self." + name, type: type)
    if let base = node.children.first {
      // Another object's (`other->_events`), which may be nil: C reads through the pointer,
      // so the object is unwrapped (a chain whole), as a nil one traps on iOS too.
      let b = expr(unwrapped(base))
      let chained = b.continuesChain || b.text.contains("?.") || b.text.contains("?[")
      let object =
        b.text == "self" || !b.mayBeNil
        ? (b.text == "self" ? "self" : b.operand)
        : chained ? "(" + b.text + ")!" : b.operand + "!"
      e.text = object + "." + name
    }
    if type.isReference, node.type?.contains("__weak") == true {
      // A weak one is `T?` (a weak property's storage: `[self addSubview:_weakView]`), so
      // it is unwrapped where a value is wanted, as `T!` would be implicitly.
      e.isOptional = true
    } else {
      // Even a `nonnull` one's (`_textFont` of a property declared under
      // `NS_ASSUME_NONNULL_BEGIN`): Objective-C starts every instance variable at nil, and
      // `nonnull` is a promise about the property, which code read during initialization
      // (a setter's override run from `-init`, before the variable is set) has not kept yet.
      // A message to it is a message to nil, which answers zero.
      e.isImplicitlyUnwrapped = type.isReference
    }
    return e
  }

  // MARK: Operators

  /// An expression evaluated for its effect only (a statement, a `for` loop's step): an
  /// increment or decrement is the step alone (`i += 1`), an assignment the assignment alone,
  /// any other expression its value.
  func effect(_ node: ClangNode) -> Expr {
    let n = unwrapped(node)
    if n.kind == "UnaryOperator", let op = n["opcode"], op == "++" || op == "--",
      let operand = n.children.first
    {
      return Expr(
        text: step(expr(operand), op, wrapping: wrapsOnStep(n)), type: .void,
        isAtomic: false)
    }
    // A property's (`self.offset++;`): the step through its accessors alone.
    if n.kind == "PseudoObjectExpr", let syntactic = n.children.first,
      syntactic.kind == "UnaryOperator", let op = syntactic["opcode"], op == "++" || op == "--",
      let operand = syntactic.children.first
    {
      return Expr(
        text: step(steppedProperty(n, operand), op, wrapping: wrapsOnStep(n)), type: .void,
        isAtomic: false)
    }
    // `self.timer ? [self.timer invalidate] : nil;`: a conditional evaluated for its effect,
    // its branches cast to `void` (C's conditional of a `void` and a pointer is `void`), is
    // an `if` of its branches' effects, as Swift's conditional needs two values of one type;
    // a branch that is a constant (`nil`, `0`) has none.
    if n.kind == "ConditionalOperator", n.children.count == 3, read(n.type).type == .void {
      let branches = n.children.dropFirst().map { branch in
        var b = unwrapped(branch)
        while b.kind == "ParenExpr" || b["castKind"] == "ToVoid", let inner = b.children.first {
          b = unwrapped(inner)
        }
        let e = effect(b)
        if e.isLiteral || e.text == "nil" { return "" }
        return " " + (e.type != .void ? "_ = " : "") + e.text + " "
      }
      return Expr(
        text: "if " + condition(n.children[0]) + " {" + branches[0] + "} else {" + branches[1]
          + "}", type: .void, isAtomic: false)
    }
    return assignmentEffect(node) ?? expr(node)
  }

  func unary(_ node: ClangNode) -> Expr {
    guard let operandNode = node.children.first else { return untranslated("operator", at: node) }
    let op = node["opcode"] ?? ""
    switch op {
    case "!":
      let e = expr(unwrappedForCondition(operandNode))
      if e.type != .bool, e.type.isReference || e.isOptional {
        return Expr(text: e.operand + " == nil", type: .bool, isAtomic: false)
      }
      if e.type.isNumeric, !e.isOptional {
        return Expr(text: e.operand + " == 0", type: .bool, isAtomic: false)
      }
      return Expr(text: "!" + parenthesisedCondition(operandNode), type: .bool)
    case "-", "+", "~":
      let e = expr(operandNode)
      // An enumeration's value (`-direction`, `~flag`) is C's integer; Swift's enumerations
      // and option sets have no arithmetic. An option set's complement is taken as `Int`,
      // which its bit operators take back (`mask &= ~flag`).
      if case .enumeration(let name) = e.type {
        let isComplement = op == "~" && isOptionSet(name)
        let number = cInteger(e, as: isComplement ? .integer("Int") : read(node.type).type)
        return Expr(text: op + number.operand, type: number.type)
      }
      // An unsigned operand's negation is C's modulo 2^N (`0 - u`); Swift's unsigned
      // integers have no prefix `-`.
      if op == "-", case .integer(let name) = e.type, Self.isUnsignedInteger(name) {
        return Expr(text: "(0 &- " + e.operand + ")", type: e.type)
      }
      return Expr(text: op + e.operand, type: e.type, isLiteral: e.isLiteral)
    case "++", "--":
      // As a value (`components[i++] = v`): the operand's value before (postfix) or after
      // (prefix) the step, as C gives it; `effect(_:)` gives the step alone for a statement.
      let e = expr(operandNode)
      let stepped = step(e, op, wrapping: wrapsOnStep(node))
      // Parenthesised: a closure right after `if` or `while` would be read as its body.
      let text =
        node.flag("isPostfix")
        ? "({ defer { " + stepped + " }; return " + e.text + " }())"
        : "({ " + stepped + "; return " + e.text + " }())"
      return Expr(text: text, type: e.type)
    case "&":
      if let key = aliasKey(operandNode), let pointer = sharedAddresses[key] {
        return Expr(text: pointer, type: .pointer(read(operandNode.type).type))
      }
      if let address = elementAddress(unwrapped(operandNode)) { return address }
      let e = expr(operandNode)
      return Expr(text: "&" + e.text, type: .pointer(e.type))
    case "*":
      let e = expr(operandNode)
      if case .pointer(let pointee) = e.type {
        return Expr(text: e.operand + ".pointee", type: pointee, isOptional: pointee.isReference)
      }
      if case .constPointer(let pointee) = e.type {
        return Expr(text: e.operand + ".pointee", type: pointee)
      }
      // `(*function)(x)`: a function pointer is a closure, called as it is.
      if case .closure = e.type { return e }
      return untranslated("`*` (dereference)", at: node)
    default:
      return untranslated("operator `\(op)`", at: node)
    }
  }

  func parenthesisedCondition(_ node: ClangNode) -> String {
    let c = condition(node)
    return c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? c : "(" + c + ")"
  }

  func binary(_ node: ClangNode) -> Expr {
    guard node.children.count == 2 else { return untranslated("operator", at: node) }
    let op = node["opcode"] ?? ""
    let (lhsNode, rhsNode) = (node.children[0], node.children[1])
    switch op {
    case "&&", "||":
      // A chain of one operator (`a || b || c …`, hundreds long in a table of character
      // ranges) nests to the left: its operands are gathered in a loop, not by recursing once
      // a link (`ClangNode.translatableDepth`); Swift's operator groups to the left as C's.
      var operands = [rhsNode]
      var left = lhsNode
      while left.kind == "BinaryOperator", left["opcode"] == op, left.children.count == 2 {
        operands.append(left.children[1])
        left = left.children[0]
      }
      operands.append(left)
      return Expr(
        text: operands.reversed().map(parenthesisedCondition).joined(separator: " " + op + " "),
        type: .bool, isAtomic: false)
    case "==", "!=", "<", ">", "<=", ">=":
      var l = enumPreserving(lhsNode)
      var r = enumPreserving(rhsNode)
      if r.text == "nil" || l.text == "nil" {
        return Expr(text: l.operand + " " + op + " " + r.operand, type: .bool, isAtomic: false)
      }
      if op == "==" || op == "!=", case .closure = l.type, case .closure = r.type {
        return blockIdentity(l, r, equal: op == "==", at: node)
      }
      // Objective-C compares objects by identity; an `id` or `id<P>` side is compared as
      // `AnyObject?` (a protocol existential has no `==`: `delegate != _delegate`).
      if op == "==" || op == "!=", l.type == .any || r.type == .any || l.type.isExistential
        || r.type.isExistential, l.type.isObjectLike, r.type.isObjectLike
      {
        func object(_ e: Expr) -> String {
          e.type == .any || e.type.isExistential ? "(" + e.operand + " as AnyObject?)" : e.operand
        }
        return Expr(
          text: object(l) + (op == "==" ? " === " : " !== ") + object(r), type: .bool,
          isAtomic: false)
      }
      // Two Core Foundation–style objects (`CGImageRef`, `CGColorRef`) are two pointers to C,
      // compared by address: by identity, where the façade's classes may have no `==`.
      if op == "==" || op == "!=", case .foundationObject = l.type, case .foundationObject = r.type
      {
        return Expr(
          text: l.operand + (op == "==" ? " === " : " !== ") + r.operand, type: .bool,
          isAtomic: false)
      }
      // `<`, `>`, `<=`, `>=` of two objects compare their addresses in C (`a[j - gap] > temp`
      // of two `NSNumber *`s, which reads like a comparison of the numbers and is not):
      // Swift has no order of objects, and took a Foundation operator wanting the values.
      if op != "==", op != "!=", l.type.isObjectLike, r.type.isObjectLike {
        return Expr(
          text: "ObjCObjectAddress.of(" + l.text + ") " + op + " ObjCObjectAddress.of(" + r.text
            + ")", type: .bool, isAtomic: false)
      }
      // Two Foundation collections, which are Swift values here and have no identity: they
      // are compared as the Foundation objects, by contents (`isEqual:`), which the same
      // object always has. Swift's `==` of two `[Any]` would otherwise take the metatypes'.
      if op == "==" || op == "!=", let lClass = l.type.foundationCollectionClass,
        let rClass = r.type.foundationCollectionClass, lClass == rClass
      {
        return Expr(
          text: "(" + l.operand + " as " + lClass + "?) " + op + " (" + r.operand + " as "
            + lClass + "?)", type: .bool, isAtomic: false)
      }
      // Two enumerations ordered (`bmb.piecePlaceEnum < VHPiecePlaceEnumCount`): C orders their
      // numbers, in the type it promoted them to; a Swift enumeration has no order.
      if op != "==", op != "!=", case .enumeration(let a) = l.type, case .enumeration(let b) = r.type,
        !isOptionSet(a), !isOptionSet(b)
      {
        let promoted = read(lhsNode.type).type
        l = cInteger(l, as: promoted)
        r = cInteger(r, as: promoted)
      }
      // An enumerator against a number (`value < StyleNone`) is its raw value, as in C.
      if case .enumeration = l.type, r.type.isNumeric {
        l = cInteger(l, as: r.type)
      } else if case .enumeration = r.type, l.type.isNumeric {
        r = cInteger(r, as: l.type)
      }
      // A typed number (`UILayoutPriority`) is compared as its number.
      for side in [0, 1] {
        let e = side == 0 ? l : r
        if case .structure(let name) = e.type, let raw = names.numericStructRaw(name) {
          let number = convert(e, to: read(raw).type, allowsNil: true)
          if side == 0 { l = number } else { r = number }
        }
      }
      // A comparison's or Boolean's value against a number (`((param) != nil) == NO`, C's
      // `int` against 0): the truth value as C's 1 or 0.
      if l.type == .bool, r.type.isNumeric {
        l = convert(l, to: r.type, allowsNil: true)
      } else if r.type == .bool, l.type.isNumeric {
        r = convert(r, to: l.type, allowsNil: true)
      }
      // Compare in one type: C has converted both to the same, so take the wider reading.
      if l.type != r.type, l.type.isNumeric, r.type.isNumeric {
        if r.isLiteral {
          r = convert(r, to: l.type, allowsNil: true)
        } else {
          l = convert(l, to: r.type, allowsNil: true)
        }
      }
      if l.isOptional, !r.isOptional, let zero = zeroValue(of: l.type), op != "==", op != "!=" {
        l.text = "(" + l.text + " ?? " + zero + ")"
      }
      return Expr(text: l.operand + " " + op + " " + r.operand, type: .bool, isAtomic: false)
    case "=":
      return assignmentValue(node)
    case "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>":
      var type = read(node.type).type
      // C computes a typed number's arithmetic (`UILayoutPriorityDefaultHigh - 1`) in the
      // number; Swift's struct around it has no such operators.
      if case .structure(let name) = type, let raw = names.numericStructRaw(name) {
        type = read(raw).type
      }
      let l = convert(expr(lhsNode), to: type, allowsNil: false)
      let r = convert(expr(rhsNode), to: type, allowsNil: false)
      if let method = ["|": ".union(", "&": ".intersection(", "^": ".symmetricDifference("][op],
        case .enumeration = type
      {
        // Option sets: C's bit operators are `union`, `intersection` and
        // `symmetricDifference`.
        return Expr(text: l.operand + method + r.text + ")", type: type)
      }
      if op == "%", case .floating = type {
        return Expr(
          text: l.operand + ".truncatingRemainder(dividingBy: " + r.text + ")", type: type)
      }
      // C's unsigned arithmetic is modulo 2^N (C11 6.2.5p9): it wraps where Swift's traps.
      // Signed overflow is undefined in C, and keeps Swift's trap.
      let swiftOp =
        ["+", "-", "*"].contains(op) && type.isIntegerType && Self.isUnsignedC(node.cType)
        ? "&" + op : op
      // `1 / 2` is 0 in C whatever it is assigned to: a quotient is not a literal Swift
      // could type as floating.
      return Expr(
        text: l.operand + " " + swiftOp + " " + r.operand, type: type, isAtomic: false,
        isLiteral: l.isLiteral && r.isLiteral && op != "/" && op != "%")
    case ",":
      // C's comma operator as a value (`SELSTR(x)`'s `((NO && NSStringFromSelector(
      // @selector(x))), @"x")`): the left operand evaluated for its effects and dropped, then
      // the right one's value, in a closure applied at once.
      let l = expr(lhsNode)
      let r = expr(rhsNode)
      let type = r.type.spelled(classNames: swiftClassName) + (r.mayBeNil ? "?" : "")
      return Expr(
        text: "{ () -> " + type + " in _ = " + l.text + "; return " + r.text + " }()",
        type: r.type, isOptional: r.mayBeNil)
    default:
      return untranslated("operator `\(op)`", at: node)
    }
  }

  /// `a == b` of two blocks (`if (_clickedBlock == clickedBlock) return;`). A block is an
  /// object in Objective-C, compared by identity; a Swift closure has none (each use in a
  /// generic context is a new thunk), and Swift has no `==` of closures. Two nil blocks are
  /// the same, a nil and a non-nil one are not, as on iOS; two non-nil blocks are taken as
  /// different, which on iOS only the same block is not, and a located warning says so.
  func blockIdentity(_ l: Expr, _ r: Expr, equal: Bool, at node: ClangNode) -> Expr {
    warn(
      "two blocks compared with `\(equal ? "==" : "!=")`: Swift's closures have no identity, "
        + "so two blocks that are not nil are taken as different blocks, even the same one",
      id: "objc-block-identity", at: node)
    let bothNil = "((" + l.text + " as Any?) == nil && (" + r.text + " as Any?) == nil)"
    return Expr(text: equal ? bothNil : "!" + bothNil, type: .bool)
  }

  /// An expression with C's promotion of an enumeration to `int` left out, so that
  /// enumerations are compared and switched on as Swift enumerations.
  func enumPreserving(_ node: ClangNode) -> Expr {
    var n = node
    while true {
      let u = unwrapped(n)
      guard u.kind == "ImplicitCastExpr" || u.kind == "ConstantExpr", let c = u.children.first,
        u.kind == "ConstantExpr" || u["castKind"] == "IntegralCast"
      else { break }
      let inner = expr(c)
      if case .enumeration = inner.type { return inner }
      n = c
    }
    return expr(node)
  }

  /// `lhs = rhs`, the right converted to the left's type.
  func assignment(_ lhsNode: ClangNode, _ rhsNode: ClangNode, at node: ClangNode) -> Expr {
    let l = expr(lhsNode)
    let target = read(unwrapped(lhsNode).type ?? node.type)
    // Only a reference takes nil (a number or enumeration a message to nil gave is its zero),
    // and not one Swift declares non-optional.
    let allowsNil = target.nullability != .nonnull && target.type.isReference && !l.isNonnullTarget
    let stored = storedWithoutUncheckedDowncast(rhsNode, as: l.type)
    var r = convert(storedString(expr(stored)), to: l.type, allowsNil: allowsNil)
    if unwrapped(lhsNode).type?.contains("__weak") == true { r = autoreleased(r, rhsNode) }
    // `x = x;` does nothing in C, and is an error in Swift; a property's keeps its setter's
    // effects, read through a closure Swift does not take for the same value.
    if l.text == r.text {
      let isLocal = unwrapped(lhsNode).kind == "DeclRefExpr"
      return Expr(
        text: isLocal ? "_ = " + l.text : l.text + " = { " + r.text + " }()", type: .void,
        isAtomic: false)
    }
    return Expr(text: l.text + " = " + r.text, type: .void, isAtomic: false)
  }

  /// `value`, the object `node` gives, kept until the autorelease pool drains when it is a
  /// message's result at +0 (`ObjCAutorelease`): what a weak variable or property is given.
  /// An object of the `alloc`, `new`, `copy`, `mutableCopy` or `init` families is the
  /// caller's, released at the end of the statement, as ARC does.
  func autoreleased(_ value: Expr, _ node: ClangNode) -> Expr {
    var n = withoutImplicitCasts(node)
    while ["ParenExpr", "CStyleCastExpr"].contains(n.kind), let inner = n.children.first {
      n = withoutImplicitCasts(inner)
    }
    guard n.kind == "ObjCMessageExpr", value.type.isReference, let selector = n["selector"],
      !Self.returnsOwned(selector)
    else { return value }
    var kept = value
    kept.text = "ObjCAutorelease.keep(" + value.text + ")"
    kept.isAtomic = true
    return kept
  }

  /// Whether a method of selector `selector` returns an object its caller owns: its family
  /// (the selector's first word, leading underscores aside) is `alloc`, `new`, `copy`,
  /// `mutableCopy` or `init`, as ARC reads it.
  static func returnsOwned(_ selector: String) -> Bool {
    let name = selector.drop { $0 == "_" }
    return ["alloc", "new", "copy", "mutableCopy", "init"].contains { family in
      guard name.hasPrefix(family) else { return false }
      let rest = name.dropFirst(family.count)
      return rest.first.map { !$0.isLowercase } ?? true
    }
  }

  /// An assignment used as a value (`[self addSubview:self.arrowView = view]`,
  /// `if ((x = f()))`, `a = b = 0`, `return _image = image`, `f(n += 2)`): C's assignment is
  /// an expression whose value is the value stored, converted to the target's type; Swift's
  /// is `()`. The assignment runs in a closure applied at once, which answers that value: a
  /// variable's (local, ivar, global, element) read after it, which is what C gives; a
  /// property's (`pseudoObject`) the value its setter was given, not a getter's.
  func assignmentValue(_ node: ClangNode) -> Expr {
    guard node.children.count == 2 else { return untranslated("assignment", at: node) }
    let statement =
      node.kind == "CompoundAssignOperator"
      ? compoundAssignment(node) : assignment(node.children[0], node.children[1], at: node)
    return valueAfter(statement.text, expr(node.children[0]))
  }

  /// `value` after `statements`, in a closure applied at once.
  func valueAfter(_ statements: String, _ value: Expr) -> Expr {
    // A number's closure states its type: converted (`Float({ … }())`), it would be ambiguous.
    let selfName = context?.className ?? "Self"
    let signature =
      value.type.isReference || value.mayBeNil
      ? "" : "() -> " + declared(value.type, .nonnull, selfName: selfName) + " in "
    // Parenthesised: a closure right after `if` or `while` would be read as its body.
    return Expr(
      text: "({ " + signature + statements + "; return " + value.text + " }())",
      type: value.type, isOptional: value.isOptional,
      isImplicitlyUnwrapped: value.isImplicitlyUnwrapped)
  }

  /// An assignment as a statement (`a = b;`, `n += 2;`, `self.view = v;`), its value
  /// dropped; nil for any other expression.
  func assignmentEffect(_ node: ClangNode) -> Expr? {
    var n = unwrapped(node)
    while n.kind == "ParenExpr", let inner = n.children.first { n = unwrapped(inner) }
    switch n.kind {
    case "BinaryOperator" where n["opcode"] == "=" && n.children.count == 2:
      return assignment(n.children[0], n.children[1], at: n)
    case "CompoundAssignOperator":
      return compoundAssignment(n)
    case "PseudoObjectExpr"
    where ["BinaryOperator", "CompoundAssignOperator"].contains(n.children.first?.kind):
      return pseudoObject(n, asValue: false)
    default:
      return nil
    }
  }

  /// A C string literal kept in a variable (`const char *s = "";`): C gives it static
  /// storage, which a Swift literal has only as an argument; a copy that lives as long does.
  /// So too one kept as `const void *` (`const void *kKey = "key";`, an associated object's
  /// key): the copy's address, as a raw pointer.
  func storedString(_ e: Expr) -> Expr {
    guard e.text.hasPrefix("\"") else { return e }
    switch e.type {
    case .constPointer(.integer("CChar")):
      return Expr(text: "UnsafePointer<CChar>(strdup(" + e.text + ")!)", type: e.type)
    case .rawPointer(let mutable):
      let made = mutable ? "UnsafeMutableRawPointer" : "UnsafeRawPointer"
      return Expr(text: made + "(strdup(" + e.text + ")!)", type: e.type)
    default:
      return e
    }
  }

  func compoundAssignment(_ node: ClangNode) -> Expr {
    guard node.children.count == 2 else { return untranslated("operator", at: node) }
    let op = node["opcode"] ?? "+="
    let l = expr(node.children[0])
    let value = expr(node.children[1])
    if let text = optionSetAssignment(l.text, type: l.type, op, value) {
      return Expr(text: text, type: .void, isAtomic: false)
    }
    // `ok &= test;` on a `BOOL`: C's bitwise operators on 0 and 1 are the logical ones.
    if l.type == .bool, let logical = ["&=": "&&", "|=": "||", "^=": "!="][op] {
      let r = convert(value, to: .bool, allowsNil: false)
      return Expr(
        text: l.text + " = " + l.operand + " " + logical + " (" + r.text + ")", type: .void,
        isAtomic: false)
    }
    if let text = typedNumberAssignment(l, op, value)
      ?? enumerationArithmetic(l, op, value, in: computationType(node))
    {
      return Expr(text: text, type: .void, isAtomic: false)
    }
    let r = convert(value, to: l.type, allowsNil: false)
    let swiftOp = wrapsInComputation(node, target: l.type, op) ? "&" + op : op
    return Expr(text: l.text + " " + swiftOp + " " + r.text, type: .void, isAtomic: false)
  }

  /// Whether C's compound assignment `op` (`+=`, `-=`, `*=`) of `node` onto a target of Swift
  /// type `target` wraps rather than overflows: C computes in clang's computation type and
  /// converts the result back to the target's type, both modulo 2^N when the computation is
  /// unsigned (C11 6.2.5p9) or the target is narrower than it (`unsigned char c; c += 1`,
  /// computed in `int`, then truncated, 6.3.1.3). The low N bits of a sum, difference or
  /// product are the same computed in either type, so Swift's wrapping operator on the
  /// target gives C's value.
  func wrapsInComputation(_ node: ClangNode, target: SwiftType, _ op: String) -> Bool {
    guard ["+=", "-=", "*="].contains(op), case .integer(let name) = target,
      let computation = node["computeLHSType.desugaredQualType"]
        ?? node["computeLHSType.qualType"]
    else { return false }
    guard case .integer(let computed) = read(computation).type else { return false }
    return Self.isUnsignedC(computation) || computed != name
  }

  /// Whether the step `node` (`++` or `--`, or a property's, whose type is the operand's)
  /// wraps in C: an unsigned operand's step is modulo 2^N, and a `char`'s or `short`'s is
  /// computed in `int` and truncated back (C11 6.5.2.4, 6.3.1.3).
  func wrapsOnStep(_ node: ClangNode) -> Bool {
    if Self.isUnsignedC(node.cType) { return true }
    guard case .integer(let name) = read(node.type).type, let width = Self.integerWidths[name]
    else {
      return false
    }
    return width.bits < 32
  }

  /// Whether C type `spelling` (desugared: `unsigned long` for `NSUInteger`) is an unsigned
  /// integer, whose arithmetic C defines modulo 2^N.
  static func isUnsignedC(_ spelling: String?) -> Bool {
    guard let spelling else { return false }
    let words = spelling.split(separator: " ").filter { $0 != "const" && $0 != "volatile" }
    return words.first == "unsigned" && !spelling.contains("*")
  }

  /// `priority += 1` on a typed number (`UILayoutPriority`, which Swift wraps in a struct):
  /// the raw value changes; nil for any other target.
  func typedNumberAssignment(_ l: Expr, _ op: String, _ value: Expr) -> String? {
    guard case .structure(let name) = l.type, let raw = names.numericStructRaw(name) else {
      return nil
    }
    let r = convert(value, to: read(raw).type, allowsNil: false)
    return l.text + " = " + name + "(rawValue: " + l.operand + ".rawValue " + op.dropLast() + " "
      + r.operand + ")"
  }

  /// `i++` or `i--` as a statement: the step alone, `i += 1`, as a compound assignment of 1
  /// (C's `E++` adds 1 as `E += 1` does).
  /// A step that `wraps` in C (`wrapsOnStep`) is Swift's wrapping `&+= 1`.
  func step(_ l: Expr, _ op: String, wrapping wraps: Bool = false) -> String {
    let one = Expr(text: "1", type: .integer("Int"), isLiteral: true)
    let compound = op == "++" ? "+=" : "-="
    let swiftOp = wraps && l.type.isIntegerType ? "&" + compound : compound
    return enumerationArithmetic(l, compound, one, in: nil) ?? l.text + " " + swiftOp + " 1"
  }

  /// The type C computes a compound assignment in (`scale *= 1.5` of an enumeration: `double`),
  /// as clang gives it; nil when it does not.
  func computationType(_ node: ClangNode) -> SwiftType? {
    node["computeLHSType.qualType"].map { read($0).type }
  }

  /// `scale++`, `scale += 2`, `scale *= 1.5` on an enumeration (`NS_ENUM`): C computes in C's
  /// integer of the enumeration (`cInteger`), or in `computation` where clang gives the type
  /// (a floating one for a floating operand), and converts the result back to the
  /// enumeration, whose value of that number it becomes (`enumerationValue`; an option set
  /// takes the bits). Nil for any other target, and for an option set's bit operators
  /// (`optionSetAssignment`).
  func enumerationArithmetic(
    _ l: Expr, _ op: String, _ value: Expr, in computation: SwiftType?
  ) -> String? {
    guard case .enumeration(let name) = l.type, op.hasSuffix("="), op != "=",
      !(isOptionSet(name) && ["|=", "&=", "^="].contains(op))
    else { return nil }
    let type = computation.flatMap { $0.isNumeric ? $0 : nil } ?? .integer("Int")
    let r = convert(value, to: type, allowsNil: false)
    let result = cInteger(l, as: type).operand + " " + op.dropLast() + " " + r.operand
    let conversion = type.isIntegerType ? "(truncatingIfNeeded: " : "(cConverting: "
    let raw = name + ".RawValue" + conversion + result + ")"
    return l.text + " = "
      + (isOptionSet(name)
        ? name + "(rawValue: " + raw + ")" : enumerationValue(name, raw: raw, literal: nil))
  }

  /// `mask |= flag`, `&=` and `^=` on an option set (`NS_OPTIONS`), which C treats as an
  /// integer and Swift as a set: the set's own operation for a flag of the set, the raw
  /// values' for an integer (`mask &= ~flag`); nil for anything else.
  func optionSetAssignment(_ target: String, type: SwiftType, _ op: String, _ value: Expr)
    -> String?
  {
    guard case .enumeration(let name) = type, isOptionSet(name) else { return nil }
    let setOperation = [
      "|=": "formUnion", "&=": "formIntersection", "^=": "formSymmetricDifference",
    ]
    guard let method = setOperation[op] else { return nil }
    if case .enumeration(let other) = value.type, other == name {
      return target + "." + method + "(" + value.text + ")"
    }
    let raw = convert(value, to: .integer("Int"), allowsNil: false)
    return target + " = " + name + "(rawValue: " + target + ".rawValue " + op.dropLast() + " "
      + name + ".RawValue(truncatingIfNeeded: " + raw.text + "))"
  }

  /// Whether `ref` (an `ObjCPropertyRefExpr`) is a weak property of the module's own.
  func isWeakProperty(_ ref: ClangNode) -> Bool {
    guard ref.kind == "ObjCPropertyRefExpr", let name = ref["property.name"],
      let base = ref.children.first,
      case .object(let cls) = read(unwrapped(base).type).type
    else { return false }
    return module.property(accessor: name, on: cls)?.isWeak == true
  }

  /// A property access, subscript or property assignment (clang's pseudo-object: its first
  /// child is the syntactic form). An assignment is C's value of it (`assignmentValue`)
  /// unless `asValue` is false (a statement, `effect(_:)`).
  func pseudoObject(_ node: ClangNode, asValue: Bool = true) -> Expr {
    guard let syntactic = node.children.first else { return untranslated("property", at: node) }
    let semantic = node.children.dropFirst().last.map(unwrapped)
    switch syntactic.kind {
    case "ObjCPropertyRefExpr":
      return propertyGet(syntactic, semantic: semantic, type: node.type)
    case "ParenExpr":
      var copy = node
      copy.children[0] = syntactic.children.first ?? syntactic
      return pseudoObject(copy, asValue: asValue)
    case "BinaryOperator", "CompoundAssignOperator":
      guard syntactic.children.count == 2 else { return untranslated("assignment", at: node) }
      let ref = unwrapped(syntactic.children[0])
      // Dot syntax assigning through a setter that no property declares (CALayer's
      // `-setAffineTransform:`, which Swift imports as a method), or a subscript the module's
      // own class answers: the message, as clang's semantic form sends it.
      if syntactic.kind == "BinaryOperator", let semantic,
        subscriptsByMessage(ref)
          || (ref.kind == "ObjCPropertyRefExpr" && ref["property.name"] == nil
            && semantic.kind == "ObjCMessageExpr")
      {
        if asValue { return untranslated("an assignment through a message, as a value", at: node) }
        return expr(semantic)
      }
      let l =
        ref.kind == "ObjCPropertyRefExpr"
        ? propertyGet(ref, semantic: nil, type: node.type, forAssignment: true)
        : subscriptRef(ref)
      // The pseudo-object's type is the value assigned, converted to the property's type.
      var target = read(node.type)
      // A property of a string-keyed type takes a string as C's typedef does: the
      // pseudo-object's type is the string's, the property's type is wanted.
      if case .typedString = l.type { target.type = l.type }
      // A framework property Swift declares as a bridged value takes the value.
      if case .unknown(let bridged) = l.type, !bridged.isEmpty { target.type = l.type }
      // `self.view = (UIControl *)view;`: the object as it is, C's cast checking nothing.
      let value = expr(
        syntactic.kind == "BinaryOperator" && syntactic["opcode"] == "="
          ? storedWithoutUncheckedDowncast(syntactic.children[1], as: read(node.type).type)
          : syntactic.children[1])
      // `self.angle += delta / radius` with a `float` delta and a `CGFloat` property: C
      // computes in the wider type and stores the property's; Swift's `+=` takes the
      // property's type, as for a variable (`compoundAssignment`). A `BOOL` value
      // (`self.count += block(self)`) is C's integer 0 or 1 there, by integer promotion.
      let numeric = [target.type, value.type].enumerated().allSatisfy {
        if case .integer = $0.element { return true }
        if case .floating = $0.element { return true }
        // An enumeration's value (`self.offset /= [self zoomScale]`) is C's integer too.
        if case .enumeration = $0.element { return $0.offset == 1 }
        return $0.offset == 1 && $0.element == .bool
      }
      var r = convert(
        value, to: syntactic.kind == "BinaryOperator" || numeric ? target.type : value.type,
        allowsNil: target.nullability != .nonnull && target.type.isReference
          && !l.isNonnullTarget)
      if syntactic.kind == "BinaryOperator", isWeakProperty(ref) {
        r = autoreleased(r, syntactic.children[1])
      }
      // A property's `+=`, `-=` or `*=` wraps where a variable's does (`wrapsInComputation`).
      let opcode = syntactic["opcode"] ?? "="
      let op = wrapsInComputation(syntactic, target: target.type, opcode) ? "&" + opcode : opcode
      guard asValue else {
        return store(
          value, converted: r, by: op, into: l, ref: ref, type: target.type,
          computedIn: computationType(syntactic))
      }
      // As a value: C's is the value stored, which is held, so that the setter runs once and
      // no getter is sent for it; a compound assignment's is computed in a local first.
      let heldType = op == "=" ? r.type : target.type
      let held = Expr(
        text: "easelAssigned", type: heldType, isOptional: op == "=" && r.isOptional,
        isImplicitlyUnwrapped: op == "=" && r.isImplicitlyUnwrapped)
      let nullability: Nullability =
        held.isImplicitlyUnwrapped ? .unspecified : held.isOptional ? .nullable : .nonnull
      var statements =
        (op == "=" ? "let" : "var") + " easelAssigned: "
        + declared(heldType, nullability, selfName: context?.className ?? "Self")
        + (!heldType.isReference && held.mayBeNil ? "?" : "") + " = "
        + (op == "=" ? r.text : l.text) + "; "
      if op != "=" {
        statements +=
          store(
            value, converted: r, by: op, into: held, ref: nil, type: heldType,
            computedIn: computationType(syntactic)
          ).text + "; "
      }
      statements += store(held, converted: held, by: "=", into: l, ref: ref, type: heldType).text
      return valueAfter(statements, held)
    case "UnaryOperator":
      guard let operand = syntactic.children.first else {
        return untranslated("operator", at: node)
      }
      // As a value (`x = cond ? 0 : ++self.offset`): the property's value after (prefix) or
      // before (postfix) the step, as C gives it, as for a variable (`unary`); `effect(_:)`
      // gives the step alone for a statement.
      let l = steppedProperty(node, operand)
      let stepped = step(
        l, syntactic["opcode"] == "--" ? "--" : "++", wrapping: wrapsOnStep(node))
      let text =
        syntactic.flag("isPostfix")
        ? "({ defer { " + stepped + " }; return " + l.text + " }())"
        : "({ " + stepped + "; return " + l.text + " }())"
      return Expr(text: text, type: l.type)
    case "ObjCSubscriptRefExpr":
      if let semantic, subscriptsByMessage(syntactic) { return expr(semantic) }
      var e = subscriptRef(syntactic, reading: true)
      let (type, nullability) = read(node.type)
      if e.type == .any, type != .any, type != .void {
        // An element of a collection Swift keeps a class (`NSMutableArray<NSNumber *>`), which
        // it gives as `Any`: cast to the element type clang specializes the subscript to.
        let cast = e.mayBeNil ? " as? " : " as! "
        e.text = "(" + e.text + cast + type.spelled(classNames: swiftClassName) + ")"
        e.continuesChain = false
        e.isAtomic = true
      }
      e.type = type
      e.isOptional = e.isOptional || nullability == .nullable
      return e
    default:
      return untranslated(Self.constructName(syntactic.kind), at: node)
    }
  }

  /// The property a step changes (`self.zoom++`, the pseudo-object `node`), as the target of
  /// an assignment, of the property's type, which clang gives the step.
  func steppedProperty(_ node: ClangNode, _ operand: ClangNode) -> Expr {
    var l = propertyGet(unwrapped(operand), semantic: nil, type: nil, forAssignment: true)
    l.type = read(node.type).type
    return l
  }

  /// A pseudo-object's assignment as a statement: `value` (`converted` to the target's type)
  /// stored by `op` into `l`, the property or subscript `ref` (nil for a local standing in
  /// for it) of type `type`; a compound assignment computed in `computation` (clang's
  /// computation type) where known.
  func store(
    _ value: Expr, converted r: Expr, by op: String, into l: Expr, ref: ClangNode?,
    type: SwiftType, computedIn computation: SwiftType? = nil
  ) -> Expr {
    if op == "=", let ref, ref.kind == "ObjCPropertyRefExpr", let base = ref.children.first {
      let receiver = expr(base)
      if let setter = unimplementedSetter(ref, receiver: receiver) {
        return unimplementedSetterSend(setter, receiver: receiver, value: r)
      }
      if let name = ref["property.name"], let className = ownerName(receiver.type),
        let (property, type) = widerSetter(name, on: className)
      {
        // The setter's own method, given the value as written (`equalTo(view)`'s view).
        let argument = convert(value, to: type, allowsNil: true)
        return Expr(
          text: receiver.operand + (receiver.mayBeNil ? "?." : ".") + Self.widerSetterPrefix
            + property.swiftName + "(" + argument.text + ")", type: .void, isAtomic: false)
      }
    }
    if let text = optionSetAssignment(l.text, type: type, op, value) {
      return Expr(text: text, type: .void, isAtomic: false)
    }
    var typed = l
    typed.type = type
    if op != "=",
      let text = typedNumberAssignment(typed, op, value)
        ?? enumerationArithmetic(typed, op, value, in: computation)
    {
      return Expr(text: text, type: .void, isAtomic: false)
    }
    if op == "=", let ref, ref.kind == "ObjCSubscriptRefExpr", ref["subscriptKind"] == "array",
      let baseNode = ref.children.first, let indexNode = ref.children.dropFirst().first
    {
      var base = expr(baseNode)
      if base.type == .any || base.type.isExistential {
        // An object typed `id` (`self.rows[section][row] = x`): Objective-C sends it
        // `setObject:atIndexedSubscript:`, which a mutable array answers; Swift's `Any` has no
        // subscript to assign through. Anything else is left as it was.
        base = Expr(
          text: "(" + base.text + " as? NSMutableArray)", type: .object("NSMutableArray"),
          isOptional: true)
      }
      if case .object("NSMutableArray") = base.type {
        // `array[array.count] = x` adds `x` at the end, as Foundation's
        // `setObject:atIndexedSubscript:` documents; Swift's `NSMutableArray` subscript on
        // Linux replaces only, and traps past the last element.
        let index = convert(expr(indexNode), to: .integer("Int"), allowsNil: false)
        let array =
          base.mayBeNil
          ? "if let easelArray = " + base.text + " { "
          : "do { let easelArray = " + base.operand + "; "
        return Expr(
          text: array + "let easelIndex = " + index.text + "; let easelValue = " + r.text
            + "; if easelIndex == easelArray.count { easelArray.add(easelValue) } else { "
            + "easelArray[easelIndex] = easelValue } }", type: .void, isAtomic: false)
      }
    }
    if op == "=", l.text == r.text {
      // `self.color = self.color;`: the setter runs, as in Objective-C (`assignment`).
      return Expr(text: l.text + " = { " + r.text + " }()", type: .void, isAtomic: false)
    }
    return Expr(text: l.text + " " + op + " " + r.text, type: .void, isAtomic: false)
  }

  /// Whether `object[key]` is the module's own class's `objectForKeyedSubscript:` (or
  /// `setObject:forKeyedSubscript:`, or the indexed pair): Swift sends the message, as clang's
  /// semantic form spells it, since the class declares methods, not a Swift subscript.
  func subscriptsByMessage(_ ref: ClangNode) -> Bool {
    guard ref.kind == "ObjCSubscriptRefExpr", let base = ref.children.first else { return false }
    if case .object(let name) = read(unwrapped(base).type).type {
      return module.classes[name]?.isOwn == true
    }
    return false
  }

  /// A subscript (`items[i]`, `table[key]`), read when `reading` (else the place assigned to).
  func subscriptRef(_ node: ClangNode, reading: Bool = false) -> Expr {
    guard node.children.count >= 2 else { return untranslated("subscript", at: node) }
    let base = expr(node.children[0])
    var index = expr(node.children[1])
    if node["subscriptKind"] == "array" {
      index = convert(index, to: .integer("Int"), allowsNil: false)
    } else if case .dictionary(let keyType?, _) = base.type, index.type != keyType {
      index = convert(index, to: keyType, allowsNil: false)
    } else if [.any, .anyClass].contains(index.type) || index.type.isExistential {
      // A key Swift cannot hash as it is typed (`id<NSCopying>`): the object as
      // `AnyHashable`, which every Objective-C object a dictionary takes is.
      index = Expr(text: "(" + index.operand + " as! AnyHashable)", type: .any)
    }
    var type = SwiftType.any
    if case .array(let element?) = base.type { type = element }
    var opening =
      base.continuesChain ? base.text + "[" : base.operand + (base.mayBeNil ? "?[" : "[")
    let isDictionary = node["subscriptKind"] == "dictionary"
    let isUntyped = base.type == .any || base.type.isExistential
    if isUntyped {
      // An object typed `id` (`title[@"items"][row]`): Objective-C sends it
      // `objectForKeyedSubscript:` (`objectAtIndexedSubscript:`), which Foundation's dictionary
      // (array) answers; Swift's `Any` has no subscript, the collection it is has. Anything
      // else answers nil here.
      opening = "(" + base.text + " as? " + (isDictionary ? "[AnyHashable: Any]" : "[Any]") + ")?["
    }
    if isDictionary, reading, index.mayBeNil, index.text != "nil" {
      // A key that may be nil (a `String?` local): Swift's subscript takes no optional key, and
      // `objectForKeyedSubscript:nil` gives nil.
      return Expr(
        text: "(" + index.text + ").flatMap { easelKey in " + opening + "easelKey] }",
        type: type, isOptional: true)
    }
    if reading, !isDictionary,
      isUntyped || base.type.isArray || base.type == .object("NSMutableArray")
    {
      // Read as `-[NSArray objectAtIndexedSubscript:]` reads it: past the end raises
      // `NSRangeException` (`ObjCArrayIndex`), not Swift's bare trap; a mutable array's
      // reason names `__NSArrayM`.
      opening += "objcIndex: "
    }
    if isUntyped {
      var e = Expr(text: opening + index.text + "]", type: type, isOptional: true)
      e.continuesChain = !isDictionary
      return e
    }
    var e = Expr(
      text: opening + index.text + "]", type: type, isOptional: base.mayBeNil || isDictionary)
    e.continuesChain = base.mayBeNil && !isDictionary
    return e
  }

  /// `^(BOOL done) { … }` → `{ (done: Bool) -> Void in … }`.
  /// A statement expression (GNU C's `({ NSDictionary *d = nil; if (make) d = make(); d; })`):
  /// a closure called at once, whose statements are the expression's and whose result is its
  /// last expression's value (none when the expression's type is `void`).
  func statementExpression(_ node: ClangNode) -> Expr? {
    guard let body = node.child("CompoundStmt") else { return nil }
    if let jump = Self.jumpOutOf(body) {
      return untranslated(
        "`" + jump + "` out of a statement expression", at: node)
    }
    let type = read(node.type).type
    var children = body.children
    let last = type == .void ? nil : children.popLast()
    var w = SwiftWriter()
    w.forgetMapping()
    for child in children { statement(child, into: &w, indent: 2) }
    let selfName = context?.className ?? "Self"
    if let last {
      w.write("return " + convert(expr(last), to: type, allowsNil: type.isReference).text, indent: 2)
    }
    let result =
      type.isReference
      ? declared(type, .nullable, selfName: selfName) : declared(type, .nonnull, selfName: selfName)
    return Expr(
      text: "{ () -> " + result + " in\n" + w.lines.joined(separator: "\n") + "\n}()", type: type,
      isOptional: type.isReference)
  }

  /// A `return`, or a `break` or `continue` outside any loop or `switch` of `node`, which
  /// leaves it (a closure cannot): its keyword, or nil.
  static func jumpOutOf(_ node: ClangNode, inLoop: Bool = false) -> String? {
    switch node.kind {
    case "ReturnStmt": return "return"
    case "BreakStmt" where !inLoop: return "break"
    case "ContinueStmt" where !inLoop: return "continue"
    case "BlockExpr": return nil
    default: break
    }
    let loops = ["ForStmt", "WhileStmt", "DoStmt", "ObjCForCollectionStmt", "SwitchStmt"]
    let nested = inLoop || loops.contains(node.kind)
    return node.children.lazy.compactMap { jumpOutOf($0, inLoop: nested) }.first
  }

  /// A block literal as a closure, of `type` when it is taken as another block type than
  /// its own (`FileTranslator.cast`): then its parameters are that type's, each rebound to
  /// the type the literal declares (cast down for a narrower class), and its result is that
  /// type's.
  func block(_ node: ClangNode, as type: SwiftType? = nil) -> Expr {
    guard let decl = node.child("BlockDecl"), let body = decl.child("CompoundStmt") else {
      return untranslated("block", at: node)
    }
    let blockType = type ?? read(node.type).type
    var taken: [SwiftType]?
    if type != nil, case .closure(let p, _) = blockType,
      p.count == decl.children.filter({ $0.kind == "ParmVarDecl" }).count
    {
      taken = p
    }
    var result = SwiftType.void
    if case .closure(_, let r) = blockType { result = r }
    // A `BOOL *` parameter of a block given to a framework method has the type the method
    // declares, which Swift infers (the importer's `UnsafeMutablePointer<ObjCBool>`): the
    // body reaches it as the `Bool` pointer it is translated for (the two share their
    // layout), rebound for the body's run.
    let toFramework = blocksGoToFramework
    blocksGoToFramework = false
    defer { blocksGoToFramework = toFramework }
    var rebound: [String] = []
    // An object parameter of a block given to a framework method, declared as a class where
    // the method gives `id` (`^(NSNumber *indexObj, NSUInteger i, BOOL *stop)` for
    // `enumerateObjectsWithOptions:usingBlock:`, whose Swift closure takes `Any`): the
    // parameter takes the type Swift infers, and the body sees it as the class it declares,
    // nil for an object of another class (`as?`). An `id` parameter likewise takes what Swift
    // infers (`Any` for the elements of `enumerateObjectsUsingBlock:`, `Any?` where the SDK
    // declares it nullable), which the body sees as the `Any!` it reads `id` as.
    var cast: [String] = []
    let parameters = decl.children.filter { $0.kind == "ParmVarDecl" }.enumerated().map {
      i, p -> String in
      let (t, n) = read(p.type)
      let name = valueName(p.name ?? "_")
      if let taken, p.name != nil {
        let selfName = context?.className ?? "Self"
        let own = declared(t, n, selfName: selfName, recording: p.id)
        let theirs = declared(taken[i], .nonnull, selfName: selfName)
        if own != theirs {
          // Cast down where the literal declares more than `id` or a narrower class
          // (`NSDictionary *obj`, `Class cls` for `id`).
          let narrows =
            t != taken[i] && (taken[i] == .any || ObjCModuleGatherer.isNarrowed(t, of: taken[i]))
          let value = narrows ? name + " as? " + declared(t, .nonnull, selfName: selfName) : name
          cast.append("  let " + name + ": " + own + " = " + value)
        }
        // A block parameter of a block type escapes, as the type spells it.
        return name + ": " + (taken[i].isClosure ? "@escaping " : "") + theirs
      }
      if toFramework, t == .pointer(.bool), p.name != nil {
        rebound.append(name)
        return name
      }
      if toFramework, case .object = t, p.name != nil {
        let spelled = declared(t, .nonnull, selfName: context?.className ?? "Self")
        cast.append("  let " + name + ": " + spelled + "! = " + name + " as? " + spelled)
        implicitlyUnwrappedDecls.insert(p.id)
        return name
      }
      if toFramework, t == .any, p.name != nil {
        cast.append("  let " + name + ": Any! = " + name)
        implicitlyUnwrappedDecls.insert(p.id)
        return name
      }
      return name + ": "
        + declared(t, n, selfName: context?.className ?? "Self", recording: p.id)
    }
    let saved = context
    let savedLoops = loopIncrements
    loopIncrements = []
    var inner =
      context
      ?? MethodContext(
        className: "", selector: "", isClassMethod: false, isInitializer: false,
        result: (result, .unspecified))
    inner.isInitializer = false
    // The closure's result is spelled as its type says, an object nonnull (`-> Chain`): a
    // literal taken as that type returns its values unwrapped, as Swift's closure type asks.
    inner.result = (result, type != nil && result.isObjectLike ? .nonnull : .unspecified)
    let assignedInBody = assignedDecls(in: body)
    inner.assigned.formUnion(assignedInBody)
    // A parameter the body assigns (C's parameters are local variables; Swift's closure
    // parameters are constants) is a variable of the same name, as a method's is.
    for p in decl.children where p.kind == "ParmVarDecl" && assignedInBody.contains(p.id) {
      let name = valueName(p.name ?? "_")
      if let i = cast.firstIndex(where: { $0.hasPrefix("  let " + name + ":") }) {
        cast[i] = "  var " + cast[i].dropFirst("  let ".count)
      } else if !rebound.contains(name) {
        cast.append("  var " + name + " = " + name)
      }
    }
    // A parameter declared `_Nullable` is an optional, read as a method's is.
    for p in decl.children where p.kind == "ParmVarDecl" {
      let (t, n) = read(p.type)
      if t.isReference, n == .nullable { inner.optionalLocals.insert(p.id) }
    }
    context = inner
    var w = SwiftWriter()
    w.forgetMapping()
    statements(of: body, into: &w, indent: 2)
    context = saved
    loopIncrements = savedLoops
    let header =
      "{ [self] (" + parameters.joined(separator: ", ") + ") -> " + result.spelled() + " in"
    // A body that calls `super` (`[super textRectForBounds:self.bounds]` in an animation
    // block) cannot capture `self` explicitly ("using 'super' in a closure where 'self' is
    // explicitly captured is not yet supported"): it captures it implicitly, which the
    // translation's `self.` everywhere allows.
    let usesSuper = w.lines.contains { Self.mentions("super", $0) }
    let usesSelf = !usesSuper && w.lines.contains { Self.mentionsSelf($0) }
    let head = usesSelf ? header : header.replacingOccurrences(of: "[self] ", with: "")
    var lines = cast + w.lines
    for name in rebound {
      lines =
        ["return " + name + ".withMemoryRebound(to: Bool.self, capacity: 1) { (" + name
          + ": UnsafeMutablePointer<Bool>) -> " + result.spelled() + " in"] + lines + ["}"]
    }
    return Expr(
      text: head + "\n" + lines.joined(separator: "\n") + "\n}", type: blockType, isAtomic: false)
  }
}

extension FileTranslator {
  /// Whether a line of Swift uses `self` (not `weakSelf`): a closure then captures it
  /// explicitly, as Swift 5 asks of an escaping closure.
  static func mentionsSelf(_ line: String) -> Bool { mentions("self", line) }

  /// Whether a line of Swift uses `word` as a word of its own, outside a string's start.
  static func mentions(_ word: String, _ line: String) -> Bool {
    let chars = Array(line)
    let target = Array(word)
    let n = target.count
    var i = 0
    while i + n <= chars.count {
      if chars[i] == target[0], Array(chars[i..<i + n]) == target {
        let before = i == 0 ? " " : chars[i - 1]
        let after = i + n < chars.count ? chars[i + n] : " "
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        if !isWord(before) && !isWord(after) && before != "\"" { return true }
      }
      i += 1
    }
    return false
  }
}

extension Expr {
  /// The expression in parentheses, as an operand.
  var parenthesised: Expr {
    var e = self
    e.text = "(" + text + ")"
    e.isAtomic = true
    return e
  }
}

extension SwiftType {
  var isFloatingLiteral: Bool {
    if case .floating = self { return true }
    return false
  }
  var isIntegerType: Bool {
    if case .integer = self { return true }
    return false
  }
}

extension ObjCModule {
  /// Whether `name` is `ancestor` or inherits from it, through the module's classes, then
  /// `superclass` for a class the module does not declare (the façade's, from the name table).
  func isSubclass(
    _ name: String, of ancestor: String, superclass: (String) -> String? = { _ in nil }
  ) -> Bool {
    name == ancestor || ancestors(of: name, superclass: superclass).contains(ancestor)
  }

  /// The superclasses of `name`, nearest first: the module's, then `superclass`'s for a class
  /// the module does not declare (the façade's, from the name table).
  func ancestors(of name: String, superclass: (String) -> String? = { _ in nil }) -> [String] {
    var found: [String] = []
    var current = classes[name]?.superclass ?? superclass(name)
    while let c = current, c != name, !found.contains(c) {
      found.append(c)
      current = classes[c]?.superclass ?? superclass(c)
    }
    return found
  }
}
