import Foundation

// C statements. Each statement's first line is mapped to its Objective-C line and starts at
// its Objective-C column.

extension FileTranslator {
  /// The statements of a compound statement (or one statement as a body).
  func statements(of body: ClangNode, into w: inout SwiftWriter, indent: Int) {
    if body.kind == "CompoundStmt" {
      var markers: Set<String> = []
      for (i, s) in body.children.enumerated() where s.kind == "DeclStmt" {
        markers.formUnion(takeVariableLengthCounts(of: s, from: body.children[(i + 1)...]))
      }
      for s in body.children where !markers.contains(s.id) {
        statement(s, into: &w, indent: indent)
      }
    } else {
      statement(body, into: &w, indent: indent)
    }
  }

  /// Whether `node` assigns (`x = y`, `x += y`): in an initializer, an instance variable may be
  /// assigned before the superclass's initializer, as Swift's first phase allows.
  static func isAssignment(_ node: ClangNode) -> Bool {
    node.kind == "CompoundAssignOperator"
      || (node.kind == "BinaryOperator" && node["opcode"] == "=")
  }

  /// `body` in a `do { … }` of its own (a C block's scope).
  private func block(
    _ body: ClangNode?, at: ClangPosition?, into w: inout SwiftWriter, indent: Int
  ) {
    w.statement("do {", at: at, indent: indent)
    if let body { statements(of: body, into: &w, indent: indent + 2) }
    w.write("}", indent: indent)
  }

  func statement(_ node: ClangNode, into w: inout SwiftWriter, indent: Int) {
    let at = node.begin ?? node.location
    if let at { lastPosition = at }
    switch node.kind {
    case "":
      return
    case "CompoundStmt":
      block(node, at: at, into: &w, indent: indent)
    case "StmtExpr" where node.child("CompoundStmt") != nil:
      // A statement expression whose value is not used: its statements, in a scope.
      block(node.child("CompoundStmt"), at: at, into: &w, indent: indent)
    case "NullStmt":
      return
    case "DeclStmt":
      // In C's order: a struct the statement defines comes before the variables of its type.
      for decl in node.children {
        switch decl.kind {
        case "VarDecl":
          w.statement(local(decl), at: decl.begin ?? at, indent: indent)
        case "RecordDecl":
          localStructure(decl, in: node, into: &w, indent: indent)
        case "TypedefDecl" where ownsRecord(decl, in: node):
          // `typedef struct { … } Pair;`: the struct itself bears the typedef's name.
          continue
        default:
          _ = untranslated("a local " + Self.constructName(decl.kind), at: decl)
        }
      }
    case "ReturnStmt":
      w.statement(returnStatement(node), at: at, indent: indent)
    case "IfStmt":
      ifStatement(node, into: &w, indent: indent, at: at, isElse: false)
    case "WhileStmt":
      guard node.children.count >= 2 else { return }
      w.statement(
        "while " + condition(node.children[node.children.count - 2]) + " {", at: at, indent: indent)
      loopIncrements.append(nil)
      statements(of: node.children[node.children.count - 1], into: &w, indent: indent + 2)
      loopIncrements.removeLast()
      w.write("}", indent: indent)
    case "DoStmt":
      guard node.children.count == 2 else { return }
      w.statement("repeat {", at: at, indent: indent)
      loopIncrements.append(nil)
      statements(of: node.children[0], into: &w, indent: indent + 2)
      loopIncrements.removeLast()
      w.write("} while " + condition(node.children[1]), indent: indent)
    case "ForStmt":
      forStatement(node, into: &w, indent: indent, at: at)
    case "ObjCForCollectionStmt":
      forIn(node, into: &w, indent: indent, at: at)
    case "SwitchStmt":
      switchStatement(node, into: &w, indent: indent, at: at)
    case "BreakStmt":
      w.statement("break", at: at, indent: indent)
    case "ContinueStmt":
      // In a C `for`, `continue` runs the increment first.
      if let increment = loopIncrements.last ?? nil {
        w.statement(increment, at: at, indent: indent)
        w.write("continue", indent: max(indent, (at?.column ?? 1) - 1))
      } else {
        w.statement("continue", at: at, indent: indent)
      }
    case "ObjCAutoreleasePoolStmt":
      block(node.children.first, at: at, into: &w, indent: indent)
    case "ObjCAtThrowStmt":
      // Linux has no Objective-C exceptions: one thrown ends the agent, as an uncaught one
      // ends Xcode's (the class is Crashed, with the exception in its report).
      let thrown = node.children.first.map { expr($0).text } ?? "\"the exception being handled\""
      w.statement(
        "fatalError(\"Objective-C exception: \" + String(describing: " + thrown + "))",
        at: at, indent: indent)
    case "ObjCAtTryStmt":
      // The body, then `@finally`'s; a `@catch` is never reached, since a thrown exception
      // ends the agent (docs/objc.md).
      for part in node.children where part.kind != "ObjCAtCatchStmt" {
        let body = part.kind == "ObjCAtFinallyStmt" ? part.children.first : part
        block(body, at: part.begin ?? at, into: &w, indent: indent)
      }
    case "ObjCAtSynchronizedStmt":
      // Designables run on the main thread alone: the lock has nothing to exclude.
      block(node.children.last, at: at, into: &w, indent: indent)
    case "GotoStmt", "LabelStmt", "IndirectGotoStmt", "AttributedStmt", "GCCAsmStmt":
      _ = untranslated(Self.constructName(node.kind), at: node)
    case "CaseStmt", "DefaultStmt":
      _ = untranslated("a `case` outside a `switch` body", at: node)
    default:
      if let text = initializerStatement(node) {
        w.statement(text, at: at, indent: indent)
        return
      }
      // `CGColorSpaceRelease(space), space = NULL;`: C's comma operator as a statement, its
      // value dropped, is its operands' statements in order.
      let n = unwrapped(node)
      if n.kind == "BinaryOperator", n["opcode"] == ",", n.children.count == 2 {
        statement(n.children[0], into: &w, indent: indent)
        statement(n.children[1], into: &w, indent: indent)
        return
      }
      let e = effect(node)
      // A value computed and dropped (`CGRectInset(r, 5, 5);`, `[x performSelector:…]`) is
      // discarded explicitly, as Swift asks.
      let discarded = e.type != .void ? "_ = " : ""
      // In an initializer, a message to `self` before the superclass's initializer
      // (`NSAssert(![self isMemberOfClass:[Abstract class]], …);` in Masonry's `-init`):
      // Objective-C sends it to the object allocated, which Swift lets nothing use before
      // `super.init` ("'self' used in method call before 'super.init' call"). It runs once the
      // superclass's initializer has returned, on the same object.
      if let context, context.isInitializer, !context.hasInitialized,
        !Self.isAssignment(n), Self.mentionsSelf(e.text)
      {
        self.context?.beforeInitialized.append(discarded + e.text)
        return
      }
      w.statement(discarded + e.text, at: at, indent: indent)
    }
  }

  /// `var name: T = value`, `let` when never assigned again; an object uninitialized is nil
  /// (ARC zeroes it), a number zero (Swift needs a value where C leaves garbage).
  func local(_ decl: ClangNode) -> String {
    let name = valueName(decl.name ?? "_")
    var (type, nullability) = readType(of: decl)
    // A typed number Swift wraps in a struct (`UILayoutPriority priority = 250;`) is declared
    // as the struct, as Swift's importer declares what it is given to.
    if case .structure(let name) = read(decl.type).type, names.numericStructRaw(name) != nil {
      type = .structure(name)
    }
    var keyword = context?.assigned.contains(decl.id) == false ? "let" : "var"
    // A C array decays to a pointer Swift passes as `&array`, which needs a variable.
    if case .cArray = type { keyword = "var" }
    let selfName = context?.className ?? "Self"
    if decl.flag("isStatic") || decl["storageClass"] == "static" {
      return staticLocal(decl, name: name, type: type, nullability: nullability)
    }
    if Self.isVariadicList(decl.type) {
      // `va_list v;`: a list over the function's variadic arguments, started by `va_start`.
      return "var " + name + " = ObjCVariadicArguments()"
    }
    if case .cArray(let element, SwiftType.variableCount) = type {
      return variableLengthArray(decl, name: name, element: element)
    }
    guard let initNode = initializer(of: decl) else {
      if type.isReference {
        context?.optionalLocals.insert(decl.id)
        return "var " + name + ": " + declared(type, .nullable, selfName: selfName) + " = nil"
      }
      // C leaves it undefined; Swift wants a value: its type's zero (an enumeration's case
      // of raw value 0, an option set's empty set).
      return "var " + name + ": " + type.spelled(selfName: selfName) + " = " + zero(of: type)
    }
    let value = storedString(expr(initNode))
    // `NSDictionary *attributes = @{NSFontAttributeName: …}` keeps the literal's key type.
    if case .dictionary(nil, nil) = type, case .dictionary(.some, _) = value.type {
      type = value.type
      context?.retypedLocals[decl.id] = type
    }
    // `CGFloat *c = CGColorGetComponents(color)`, where Swift's overlay gives an array: the
    // local is the array (nil as none), which subscripts and passes as the pointer would.
    switch (type, value.type) {
    case (.pointer(let pointee), .array(.some(let element))) where pointee == element,
      (.constPointer(let pointee), .array(.some(let element))) where pointee == element:
      let array = value.isOptional ? "(" + value.text + " ?? [])" : value.text
      return keyword + " " + name + ": " + value.type.spelled() + " = " + array
    default: break
    }
    if type.isReference, decl.type?.contains("__weak") == true {
      // `__weak typeof(self) weakSelf = self;`
      context?.optionalLocals.insert(decl.id)
      let v = convert(value, to: type, allowsNil: true)
      return "weak var " + name + ": " + declared(type, .nullable, selfName: selfName) + " = "
        + v.text
    }
    if case .foundationObject = type {
      // A Core Graphics or Core Text object: C headers and Swift disagree on whether one may
      // be nil (`CGColorSpaceCreateDeviceRGB` is nullable in C, not in Swift), so the local is
      // `T!`, which takes either and passes either.
      let v = convert(value, to: type, allowsNil: true)
      return keyword + " " + name + ": "
        + declared(type, .unspecified, selfName: selfName, recording: decl.id) + " = " + v.text
    }
    if type.isReference {
      let optional =
        value.isOptional || value.isImplicitlyUnwrapped || nullability == .nullable
        || keyword == "var"
      if optional { context?.optionalLocals.insert(decl.id) }
      let declaredType = declared(type, optional ? .nullable : .nonnull, selfName: selfName)
      let v = convert(value, to: type, allowsNil: optional)
      return keyword + " " + name + ": " + declaredType + " = " + v.text
    }
    let v = convert(value, to: type, allowsNil: false)
    return keyword + " " + name + ": " + type.spelled(selfName: selfName) + " = " + v.text
  }

  /// The counts clang's second parse wrote after `declaration` (`(void)(count);` for each
  /// of its variable-length arrays whose count needs a node, `VariableLengthArrays`), taken
  /// into `variableLengthCounts`; the ids of those statements, which are not the file's.
  private func takeVariableLengthCounts(
    of declaration: ClangNode, from following: ArraySlice<ClangNode>
  ) -> Set<String> {
    let arrays = declaration.children.filter(VariableLengthArrays.needsCount)
    guard let end = declaration.end, !arrays.isEmpty, following.count >= arrays.count else {
      return []
    }
    var markers: Set<String> = []
    var expected = end.offset + 2
    for (array, marker) in zip(arrays, following) {
      // Written at the declaration's end, one after another: `; (void)(a); (void)(b);`.
      let cast = unwrapped(marker)
      guard cast.kind == "CStyleCastExpr", cast["castKind"] == "ToVoid",
        let at = cast.begin, at.file == end.file, at.line == end.line, at.offset == expected,
        let written = cast.children.first, let markerEnd = cast.end
      else { return markers }
      // `(count)`, whose parentheses a property's pseudo-object holds inside itself.
      let value = written.kind == "ParenExpr" ? written.children.first ?? written : written
      variableLengthCounts[array.id] = value
      markers.insert(marker.id)
      expected = markerEnd.offset + 3
    }
    return markers
  }

  /// `T name[count];`, a variable-length array: a Swift array of `count` zeroes (C leaves
  /// the elements undefined; Swift wants values), which subscripts and passes as `&name`
  /// where C's decays to a pointer. Clang's syntax tree does not carry the count's
  /// expression but prints it in the type (`CGFloat[colorCount]`): a count of names, numbers,
  /// arithmetic and parentheses is read from there, each name an `Int` as Swift's count is;
  /// any other count (`CGFloat stops[self.locations.count];`) is the node clang's second
  /// parse gives it (`variableLengthCounts`), converted to `Int`.
  /// An array of objects (`CGColorRef colors[count];`) holds optionals, nil until set, as ARC
  /// zeroes C's object pointers.
  func variableLengthArray(_ decl: ClangNode, name: String, element: SwiftType) -> String {
    guard let written = ObjCTypeReader.arrayParts(decl.type ?? "")?.count,
      let count = Self.arrayCount(written)
        ?? variableLengthCounts[decl.id].map({
          convert(expr($0), to: .integer("Int"), allowsNil: false).text
        })
    else {
      return untranslated(
        "a variable-length array whose count is not names and numbers", at: decl
      ).text
    }
    let selfName = context?.className ?? "Self"
    if let zero = element.zeroValue {
      return "var " + name + " = [" + element.spelled() + "](repeating: " + zero + ", count: "
        + count + ")"
    }
    guard element.isReference else {
      return untranslated(
        "a variable-length array of " + element.spelled() + ", which has no zero value", at: decl
      ).text
    }
    return "var " + name + " = [" + declared(element, .nullable, selfName: selfName)
      + "](repeating: nil, count: " + count + ")"
  }

  /// A C count expression of names, integer literals, `+ - * / %` and parentheses as a
  /// Swift `Int` (each name converted: `Int(colorCount) * 2`); nil for anything else (a
  /// cast, a call, a message).
  static func arrayCount(_ text: Substring) -> String? {
    var out = ""
    var i = text.startIndex
    // After an operand or `)` comes an operator or `)`; else an operand, `(` or a sign.
    var afterOperand = false
    func scan(from start: String.Index, while accepts: (Character) -> Bool) -> String.Index {
      var j = start
      while j < text.endIndex, accepts(text[j]) { j = text.index(after: j) }
      return j
    }
    while i < text.endIndex {
      let c = text[i]
      if c == " " {
        i = text.index(after: i)
        continue
      }
      if c.isLetter || c == "_" {
        guard !afterOperand else { return nil }
        let j = scan(from: i) { $0.isLetter || $0.isNumber || $0 == "_" }
        out += "Int(" + String(text[i..<j]).swiftIdentifier + ")"
        i = j
        afterOperand = true
      } else if c.isNumber {
        guard !afterOperand else { return nil }
        let digits = scan(from: i) { $0.isNumber }
        out += text[i..<digits]
        // C's suffixes (`2U`, `4L`) say nothing Swift's `Int` needs.
        i = scan(from: digits) { "uUlL".contains($0) }
        afterOperand = true
      } else if c == "(" {
        guard !afterOperand else { return nil }
        out.append(c)
        i = text.index(after: i)
      } else if c == ")" {
        guard afterOperand else { return nil }
        out.append(c)
        i = text.index(after: i)
      } else if "+-*/%".contains(c) {
        if afterOperand {
          out += " " + String(c) + " "
        } else {
          guard c == "+" || c == "-" else { return nil }
          out.append(c)
        }
        i = text.index(after: i)
        afterOperand = false
      } else {
        return nil
      }
    }
    return afterOperand ? out : nil
  }

  /// A variable's initial value as written (not clang's implicit zeroing), if any.
  private func initializer(of decl: ClangNode) -> ClangNode? {
    guard let n = decl.children.first(where: { !$0.kind.hasSuffix("Attr") }),
      n.kind != "ImplicitValueInitExpr"
    else { return nil }
    return n
  }

  /// `static T name = value;` in a function: one variable for every call, kept in a local
  /// type's static property (Swift functions have no static locals); C initialises it once,
  /// with a constant, as Swift's lazily initialised static does.
  private func staticLocal(
    _ decl: ClangNode, name: String, type: SwiftType, nullability: Nullability
  ) -> String {
    let holder = "Static_" + name.replacingOccurrences(of: "`", with: "")
    staticLocals[decl.id] = holder + ".value"
    let selfName = context?.className ?? "Self"
    let spelled =
      type.isReference
      ? declared(type, nullability == .nonnull ? .nonnull : .nullable, selfName: selfName)
      : type.spelled(selfName: selfName)
    var value = type.isReference ? "nil" : zero(of: type)
    if let initNode = initializer(of: decl) {
      value = convert(expr(initNode), to: type, allowsNil: type.isReference).text
    }
    if type.isReference, nullability != .nonnull { context?.optionalLocals.insert(decl.id) }
    return "enum " + holder + " { nonisolated(unsafe) static var value: " + spelled + " = "
      + value + " }"
  }

  private func returnStatement(_ node: ClangNode) -> String {
    guard let value = node.children.first else {
      // `return;` from a `void` override of a method returning a value (`ObjCModuleGatherer`):
      // the result's zero.
      guard let result = context?.result, !(context?.isInitializer ?? false),
        let zero = zeroResult(result)
      else { return "return" }
      return "return " + zero
    }
    // C lets a `void` function return a `void` expression (`return [self.backgroundView
    // setEffect:effect];`), Swift only `()`: the expression's effects, then the `return`.
    if value.type == "void" {
      var bare = node
      bare.children = []
      return effects(value) + "; " + returnStatement(bare)
    }
    if let context, context.isInitializer {
      var e = unwrapped(value)
      while e.kind == "ImplicitCastExpr" || e.kind == "ParenExpr", let c = e.children.first {
        e = unwrapped(c)
      }
      if e.kind == "DeclRefExpr", e["referencedDecl.name"] == "self" { return "return" }
      if isNullPointer(value) { return returnNil(node, context) }
      // `return [self initWith…];`, `return [super init…];`: the initializer delegated to
      // returns the receiver, which Swift's initializer call initialises in place.
      if isInitializerMessage(e) {
        self.context?.hasInitialized = true
        let deferred = shadowingSelf()
        return expr(e).text + (deferred.isEmpty ? "" : "; " + deferred) + "; return"
      }
      return returnedObject(value, at: node, context)
    }
    let result = context?.result ?? (.void, .unspecified)
    // `return nil;` from a method declared to return a nonnull collection or string (under
    // `NS_ASSUME_NONNULL`): clang only warns, and Swift's bridging reads the nil it gets as
    // the empty value, which is what a Swift caller of the real method sees.
    if result.nullability == .nonnull, isNullPointer(value) {
      switch result.type {
      case .array: return "return []"
      case .set: return "return []"
      case .dictionary: return "return [:]"
      case .string: return "return \"\""
      default: break
      }
    }
    // An object upcast to the method's declared result where the Swift result is the object's
    // own class (`return _elements;`, an `NSMutableArray` instance variable, from `-
    // (NSArray *)elements` over a property declared `NSMutableArray *`): the object itself, not
    // a copy made back from the Swift value the upcast type is.
    var returned = value
    var cast = unwrapped(value)
    while cast.kind == "ImplicitCastExpr", Self.transparentCasts.contains(cast["castKind"] ?? ""),
      let inner = cast.children.first
    {
      cast = inner
    }
    // Likewise an `id` (`[styles objectForKey:key]`) returned where the result may be nil: cast
    // by `as?` to the result, not by clang's cast to the nonnull type a method declared (whose
    // result is `T!` when it returns such a value, `returnsNullable`).
    if cast.kind == "ImplicitCastExpr", cast["castKind"] == "BitCast",
      let inner = cast.children.first, case .object = result.type,
      expr(inner).type == result.type
        || (expr(inner).type == .any && result.nullability != .nonnull)
    {
      returned = inner
    }
    // `return _image = image;` returns C's value of the assignment (`assignmentValue`).
    let e = convert(
      expr(returned), to: result.type == .instanceType ? expr(returned).type : result.type,
      allowsNil: result.nullability != .nonnull)
    return "return " + e.text
  }

  /// `return nil;` in an initializer. Objective-C's initializers may fail; Swift's may only
  /// when declared failable (`init?(coder:)`, and a class's own initializer that returns
  /// nil, declared `init!` as the importer declares one without nullability). An override of
  /// a non-failable initializer (`initWithFrame:` is `init(frame:)`) cannot: once
  /// `[super init…]` has run, the object is marked with where it returned nil
  /// (`ObjCInitializerFailure`) and returned, and Interface Builder's agent, which has no
  /// object to draw, fails the class with that location; before it, Swift has no object to
  /// return, and reaching it ends the agent with the location, as the exception an
  /// Objective-C caller of a nil initializer usually meets.
  private func returnNil(_ node: ClangNode, _ context: MethodContext) -> String {
    if context.isFailable { return "return nil" }
    let place = initializerPlace(node, context)
    if context.hasInitialized {
      return "ObjCInitializerFailure.record(self, at: \"\(place)\"); return"
    }
    return "fatalError(\"\(place): -[\(context.className) \(context.selector)] returned nil before "
      + "calling its superclass's initializer, which Swift's initializer cannot\")"
  }

  /// Whether `value` is `nil`, `Nil` or `NULL`.
  func isNullPointer(_ value: ClangNode) -> Bool {
    var e = unwrapped(value)
    while true {
      if e["castKind"] == "NullToPointer" { return true }
      guard e.kind == "ImplicitCastExpr" || e.kind == "ParenExpr", let c = e.children.first
      else { return e.kind == "GNUNullExpr" }
      e = unwrapped(c)
    }
  }

  /// Whether an initializer's body returns nil anywhere but where `self` is nil (`if (!self)
  /// return nil;` after `[super init…]`, which Swift's `super.init` makes unreachable).
  func returnsNil(_ body: ClangNode) -> Bool {
    switch body.kind {
    case "ReturnStmt":
      return body.children.first.map(isNullPointer) ?? false
    case "BlockExpr", "BlockDecl":
      return false
    case "IfStmt":
      let parts = body.children.filter { !$0.kind.isEmpty }
      if parts.count >= 2, selfIsNilCondition(parts[0]) != nil {
        return parts.count >= 3 && returnsNil(parts[2])
      }
      return parts.contains(where: returnsNil)
    default:
      return body.children.contains(where: returnsNil)
    }
  }

  /// Whether a body returns a value clang types nullable (`[styles objectForKey:key]`, of a
  /// framework method's `nullable` result), which Objective-C returns unchecked from a method
  /// declared nonnull (clang warns of it only with `-Wnullable-to-nonnull-conversion`).
  func returnsNullable(_ body: ClangNode) -> Bool {
    switch body.kind {
    case "ReturnStmt":
      guard let value = body.children.first else { return false }
      return read(withoutImplicitCasts(value).type).nullability == .nullable
    case "BlockExpr", "BlockDecl":
      return false
    default:
      return body.children.contains(where: returnsNullable)
    }
  }

  /// In an initializer: `self = [super init…]` → `super.init(…)`.
  private func initializerStatement(_ node: ClangNode) -> String? {
    guard context?.isInitializer == true else { return nil }
    let n = unwrapped(node)
    guard n.kind == "BinaryOperator", n["opcode"] == "=", n.children.count == 2 else { return nil }
    guard isSelf(stripped(n.children[0])) else { return nil }
    let value = stripped(n.children[1])
    // `self = [[self class] loadFromNib];`: Objective-C's initializer may answer another
    // object than the one allocated, Swift's cannot (a class's `init` initializes `self`,
    // never replaces it). Once the superclass's initializer has run, `self` is a variable
    // (`replacingInitializerPrologue`): the other object is recorded as what the
    // initializer returns, for its callers to take (`ObjCInitializerReplacement`), and is
    // `self` from then on. Elsewhere (a replacement in a scope of its own before the
    // superclass's initializer) this is said where it stands, not left to swiftc's
    // "super.init isn't called on all paths".
    if !isInitializerMessage(value), !isNullPointer(value) {
      guard let context, context.selfShadowed, context.assignsOtherSelf else {
        return untranslated(
          "an initializer replacing `self` with another object before its superclass's "
            + "initializer has run", at: n
        ).text
      }
      let place = initializerPlace(n, context)
      let object = convert(expr(value), to: .object(context.className), allowsNil: true)
      return "self = ObjCInitializerReplacement.replace(easelAllocated, with: " + object.text
        + ", at: \"" + place + "\")"
    }
    context?.hasInitialized = true
    let shadow = shadowingSelf()
    return expr(value).text + (shadow.isEmpty ? "" : "; " + shadow)
  }

  private func ifStatement(
    _ node: ClangNode, into w: inout SwiftWriter, indent: Int, at: ClangPosition?, isElse: Bool
  ) {
    let parts = node.children.filter { !$0.kind.isEmpty }
    guard parts.count >= 2 else { return }
    let hasElse = node.flag("hasElse") && parts.count >= 3
    let (condNode, thenNode) = (parts[0], parts[1])
    // In an initializer, a condition testing `self` (`if (self)`, `if ((self = [super
    // init…]) != nil)`, `if (!(self = [super init…])) return nil;`) is decided once
    // `super.init` has returned: Swift's initializer returns an object (or fails the
    // initializer itself), so `self` is never nil after it, and only the branch for a
    // non-nil `self` runs. In `if ((self = [super init…]) && ready)` the rest decides.
    if context?.isInitializer == true {
      let n = stripped(condNode)
      if !isElse, n.kind == "BinaryOperator", n["opcode"] == "&&", n.children.count == 2,
        let test = selfTest(n.children[0]), !test.holdsWhenNil,
        let c = node.children.firstIndex(where: { $0.id == condNode.id })
      {
        sendInitializer(test.call, into: &w, indent: indent, at: at)
        var rest = node
        rest.children[c] = n.children[1]
        ifStatement(rest, into: &w, indent: indent, at: at, isElse: false)
        return
      }
      if let test = selfTest(condNode) {
        sendInitializer(test.call, into: &w, indent: indent, at: at)
        if !test.holdsWhenNil {
          statements(of: thenNode, into: &w, indent: indent)
        } else if hasElse {
          statements(of: parts[2], into: &w, indent: indent)
        }
        return
      }
    }
    let head = (isElse ? "} else if " : "if ") + condition(condNode) + " {"
    if isElse { w.write(head, indent: indent) } else { w.statement(head, at: at, indent: indent) }
    statements(of: thenNode, into: &w, indent: indent + 2)
    if hasElse {
      let elseNode = parts[2]
      if elseNode.kind == "IfStmt" {
        ifStatement(elseNode, into: &w, indent: indent, at: elseNode.begin, isElse: true)
        return
      }
      w.write("} else {", indent: indent)
      statements(of: elseNode, into: &w, indent: indent + 2)
    }
    w.write("}", indent: indent)
  }

  /// The initializer message a condition assigns to `self`, if any, as a statement.
  private func sendInitializer(
    _ call: ClangNode?, into w: inout SwiftWriter, indent: Int, at: ClangPosition?
  ) {
    guard let call else { return }
    w.statement(expr(call).text, at: at, indent: indent)
    context?.hasInitialized = true
    let shadow = shadowingSelf()
    if !shadow.isEmpty { w.write(shadow, indent: indent) }
  }

  /// `.some(nil)` for a condition that holds when `self` is nil (`!self`, `self == nil`),
  /// `.some(call)` for one that also assigns an initializer message's result to `self`
  /// (`!(self = [super init…])`, `(self = [super init…]) == nil`), nil for any other.
  func selfIsNilCondition(_ node: ClangNode) -> ClangNode?? {
    guard let test = selfTest(node), test.holdsWhenNil else { return nil }
    return .some(test.call)
  }

  /// What a condition in an initializer tests of `self`, by C's rules for a pointer as a
  /// truth value: `self`, `self = [super init…]` (the assignment's value is the pointer
  /// assigned), each negated by `!` or compared with nil (`!= nil`, `== nil`, either side),
  /// in parentheses or cast (`(id)`, `(BOOL)`); and `self == [super init…]`, a comparison
  /// written for the assignment, which holds as the superclass's initializer returns the
  /// receiver. Nil for a condition that tests anything else.
  private func selfTest(_ node: ClangNode) -> (holdsWhenNil: Bool, call: ClangNode?)? {
    let n = stripped(node)
    if isSelf(n) { return (false, nil) }
    if n.kind == "UnaryOperator", n["opcode"] == "!", let operand = n.children.first {
      return selfTest(operand).map { (!$0.holdsWhenNil, $0.call) }
    }
    guard n.kind == "BinaryOperator", n.children.count == 2 else { return nil }
    let (lhs, rhs) = (n.children[0], n.children[1])
    switch n["opcode"] {
    case "=" where isSelf(stripped(lhs)):
      return (false, stripped(rhs))
    case "==", "!=":
      let equal = n["opcode"] == "=="
      if isNullPointer(rhs) || isNullPointer(lhs) {
        let tested = isNullPointer(rhs) ? lhs : rhs
        return selfTest(tested).map { (equal != $0.holdsWhenNil, $0.call) }
      }
      let sides = [stripped(lhs), stripped(rhs)]
      if equal, let me = sides.firstIndex(where: isSelf), isInitializerMessage(sides[1 - me]) {
        return (false, sides[1 - me])
      }
      return nil
    default:
      return nil
    }
  }

  /// Whether `node` (stripped) is a reference to `self`.
  private func isSelf(_ node: ClangNode) -> Bool {
    node.kind == "DeclRefExpr" && node["referencedDecl.name"] == "self"
  }

  /// `node` without the parentheses and casts around it.
  private func stripped(_ node: ClangNode) -> ClangNode {
    var n = unwrapped(node)
    while ["ParenExpr", "ImplicitCastExpr", "CStyleCastExpr"].contains(n.kind),
      let c = n.children.first
    {
      n = unwrapped(c)
    }
    return n
  }

  /// Whether `body` sends an initializer message to `super` or `self` anywhere (outside the
  /// blocks it makes).
  func sendsInitializerMessage(_ body: ClangNode) -> Bool {
    if body.kind == "BlockExpr" { return false }
    return isInitializerMessage(body) || body.children.contains(where: sendsInitializerMessage)
  }

  /// Whether `node` sends an initializer message to `super` or `self` (`[super init…]`).
  func isInitializerMessage(_ node: ClangNode) -> Bool {
    guard node.kind == "ObjCMessageExpr",
      isInitializer(node["selector"] ?? "", resultType: node.type)
    else { return false }
    if node["receiverKind"] == "super (instance)" { return true }
    return node["receiverKind"] == "instance"
      && node.children.first.map { stripped($0)["referencedDecl.name"] == "self" } == true
  }

  /// `for (init; cond; inc) body` → a scope with `while`, the increment deferred so that
  /// `continue` runs it as C does.
  private func forStatement(
    _ node: ClangNode, into w: inout SwiftWriter, indent: Int, at: ClangPosition?
  ) {
    let c = node.children
    guard c.count == 5 else { return }
    let (initNode, condNode, incNode, body) = (c[0], c[2], c[3], c[4])
    w.statement("do {", at: at, indent: indent)
    if !initNode.kind.isEmpty { statement(initNode, into: &w, indent: indent + 2) }
    let cond = condNode.kind.isEmpty ? "true" : condition(condNode)
    w.write("while " + cond + " {", indent: indent + 2)
    // The increment ends the body and precedes each `continue` (not a `defer`, which a
    // `break` would run too: C leaves the loop without it).
    let increment = incNode.kind.isEmpty ? nil : effects(incNode)
    loopIncrements.append(increment)
    statements(of: body, into: &w, indent: indent + 4)
    loopIncrements.removeLast()
    if let increment { w.write(increment, indent: indent + 4) }
    w.write("}", indent: indent + 2)
    w.write("}", indent: indent)
  }

  /// A `for`'s increment as statements on one line: C's comma operator there (`i++, offset
  /// += p`) is its operands' effects in order, a value computed and dropped discarded.
  private func effects(_ node: ClangNode) -> String {
    let n = unwrapped(node)
    if n.kind == "BinaryOperator", n["opcode"] == ",", n.children.count == 2 {
      return effects(n.children[0]) + "; " + effects(n.children[1])
    }
    let e = effect(node)
    return (e.type != .void ? "_ = " : "") + e.text
  }

  private func forIn(_ node: ClangNode, into w: inout SwiftWriter, indent: Int, at: ClangPosition?)
  {
    guard node.children.count == 3 else { return }
    let element = node.children[0]
    let collection = expr(node.children[1])
    guard element.kind == "DeclStmt", let decl = element.children.first else {
      _ = untranslated("`for … in` over an existing variable", at: node)
      return
    }
    let name = valueName(decl.name ?? "_")
    let (type, _) = read(decl.type)
    // Fast enumeration of nil runs no iteration, as a message to nil gives nothing: an
    // optional collection, or a `T!` one (a property or instance variable not set yet), is
    // read as empty then.
    var empty = "[]"
    var mayBeNil = collection.isOptional
    switch collection.type {
    case .dictionary:
      empty = "[:]"
      mayBeNil = collection.mayBeNil
    case .array, .set: mayBeNil = collection.mayBeNil
    case .object(let cls)
    where Self.mutableFoundationClasses.keys.contains(cls)
      || Self.mutableFoundationClasses.values.contains(cls):
      // `NSMutableArray *`, `NSDictionary *` … kept as objects: a new empty one.
      empty = swiftClassName(cls) + "()"
      mayBeNil = collection.mayBeNil
    case .object("NSEnumerator"):
      // An enumerator (`coders.reverseObjectEnumerator`): one over nothing.
      empty = "NSArray().objectEnumerator()"
      mayBeNil = collection.mayBeNil
    default: break
    }
    var sequence =
      mayBeNil ? "(" + collection.text + " ?? " + empty + ")" : collection.operand
    if collection.type == .any || collection.type.isExistential
      || Self.nonSequenceCollections.contains(collection.type)
    {
      // A collection typed `id` (`id operations = dict[key]; for (id op in operations)`), or
      // one of a Foundation class Swift cannot loop over (`NSHashTable`): what Foundation's
      // collection visits, found at run time (nothing for nil).
      sequence = "ObjCFastEnumeration.elements(of: " + collection.text + ")"
    }
    let pattern: String
    if case .array(let element?) = collection.type, element == type {
      pattern = name
    } else if type == .any {
      pattern = name
    } else {
      // A class Swift gives as a value type is matched as the value (`for (NSDate *date in
      // dates)` visits `Date`s, whose extension holds the `NSDate` category's methods).
      pattern =
        "case let " + name + " as "
        + type.spelled(selfName: context?.className ?? "Self", classNames: swiftClassName)
    }
    w.statement("for " + pattern + " in " + sequence + " {", at: at, indent: indent)
    loopIncrements.append(nil)
    statements(of: node.children[2], into: &w, indent: indent + 2)
    loopIncrements.removeLast()
    w.write("}", indent: indent)
  }

  /// Foundation's `NSFastEnumeration` classes Swift gives no `Sequence` conformance, which
  /// Objective-C's `for … in` loops over all the same.
  static let nonSequenceCollections: [SwiftType] = [
    .object("NSHashTable"), .object("NSMapTable"), .object("NSPointerArray"),
  ]

  /// C's `switch`: a case ending without `break` or `return` falls through, as
  /// `fallthrough` says; `break` ending a case is dropped.
  private func switchStatement(
    _ node: ClangNode, into w: inout SwiftWriter, indent: Int, at: ClangPosition?
  ) {
    guard node.children.count >= 2, let body = node.children.last, body.kind == "CompoundStmt"
    else {
      _ = untranslated("a `switch` without a braced body", at: node)
      return
    }
    var subject = enumPreserving(node.children[node.children.count - 2])
    // A value a message to nil may give (`switch (gesture.state)` of a `T!` recognizer) is
    // its type's zero then, as C reads it: Swift switches over the unwrapped value.
    if subject.isOptional {
      subject = Expr(
        text: subject.operand + " ?? " + zero(of: subject.type), type: subject.type,
        isAtomic: false)
    }
    w.statement("switch " + subject.text + " {", at: at, indent: indent)
    // Flatten `case 1: case 2: stmt` and the statements following each label.
    var groups: [(labels: [String], body: [ClangNode], at: ClangPosition?)] = []
    var hasDefault = false
    for child in body.children {
      var n = child
      var labels: [String] = []
      while n.kind == "CaseStmt" || n.kind == "DefaultStmt" {
        if n.kind == "DefaultStmt" {
          labels.append("default")
          hasDefault = true
        } else if let value = n.children.first {
          labels.append(caseLabel(enumPreserving(value), subject: subject.type))
        }
        guard let next = n.children.last, n.children.count > (n.kind == "CaseStmt" ? 1 : 0) else {
          n = ClangNode(kind: "", id: "", fields: [:], children: [])
          break
        }
        n = next
      }
      if !labels.isEmpty {
        groups.append((labels, n.kind.isEmpty ? [] : [n], child.begin))
      } else if !groups.isEmpty {
        groups[groups.count - 1].body.append(n)
      }
    }
    // Whether control leaves the case at its end: `break`, `return` or `continue`, also as a
    // braced block's last statement (`case A: { …; break; }`).
    func leaves(_ n: ClangNode?) -> Bool {
      guard let n else { return false }
      if n.kind == "CompoundStmt" { return leaves(n.children.last) }
      return ["BreakStmt", "ReturnStmt", "ContinueStmt"].contains(n.kind)
    }
    // Whether each group's end leaves the switch (the last one's falls off its end, as in C).
    var endsSwitch = groups.indices.map { leaves(groups[$0].body.last) || $0 == groups.count - 1 }
    // C allows `default:` anywhere; Swift only last. A default group that control neither
    // falls into nor out of moves to the end unchanged in meaning (its own case labels are
    // covered by it); one with fallthrough on either side is not translated.
    if let d = groups.firstIndex(where: { $0.labels.contains("default") }), d != groups.count - 1 {
      guard (d == 0 || endsSwitch[d - 1]) && endsSwitch[d] else {
        _ = untranslated(
          "a `default:` before other cases that falls through to or from them", at: node)
        return
      }
      groups.append(groups.remove(at: d))
      endsSwitch.append(endsSwitch.remove(at: d))
    }
    for (index, group) in groups.enumerated() {
      let cases = group.labels.filter { $0 != "default" }
      let label =
        group.labels.contains("default")
        ? "default:" : "case " + cases.joined(separator: ", ") + ":"
      if index == 0 {
        // Swift allows no `#sourceLocation` between a `switch`'s brace and its first case:
        // the first label stays on the lines the `switch` mapped.
        w.write(label, indent: group.at.map { $0.column - 1 } ?? indent)
      } else {
        w.statement(label, at: group.at, indent: indent)
      }
      var body = group.body
      let ends = endsSwitch[index]
      if body.last?.kind == "BreakStmt" { body.removeLast() }
      for s in body { statement(s, into: &w, indent: indent + 2) }
      if !ends {
        w.write("fallthrough", indent: indent + 2)
      } else if body.isEmpty {
        w.write("break", indent: indent + 2)
      }
    }
    if !hasDefault { w.write("default: break", indent: indent) }
    w.write("}", indent: indent)
  }

  /// A `case` label as a value of the switch's subject: an enumeration's case where C
  /// switches on a number (`switch (self.cornerStyle)` of an `NSInteger` property with
  /// `case RBS_TopLeft:`) is its raw value, a number where it switches on an enumeration the
  /// case of that raw value, as C compares them.
  private func caseLabel(_ label: Expr, subject: SwiftType) -> String {
    switch (label.type, subject) {
    case (.enumeration(let a), .enumeration(let b)) where a == b: return label.text
    case (.enumeration, .integer), (.integer, .enumeration):
      return convert(label, to: subject, allowsNil: false).text
    case (.enumeration, .enumeration):
      let raw = convert(label, to: .integer("Int"), allowsNil: false)
      return convert(raw, to: subject, allowsNil: false).text
    default: return label.text
    }
  }

  /// The ids of variables a body assigns after declaring them (so they are `var`).
  func assignedDecls(in node: ClangNode) -> Set<String> {
    var found: Set<String> = []
    func visit(_ n: ClangNode) {
      switch n.kind {
      case "BinaryOperator" where n["opcode"] == "=", "CompoundAssignOperator":
        if let lhs = n.children.first { mark(lhs) }
      case "UnaryOperator" where ["++", "--", "&"].contains(n["opcode"] ?? ""):
        if let operand = n.children.first { mark(operand) }
      case "ObjCForCollectionStmt":
        break
      default: break
      }
      for c in n.children { visit(c) }
    }
    func mark(_ n: ClangNode) {
      let u = unwrapped(n)
      if u.kind == "DeclRefExpr", let id = u["referencedDecl.id"] { found.insert(id) }
      // `rect->x = …` changes the pointee, `rect.x = …` the variable.
      if u.kind == "MemberExpr", !u.flag("isArrow"), let base = u.children.first { mark(base) }
    }
    visit(node)
    return found
  }
}
