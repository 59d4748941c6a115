// A function or method returning a value whose end C lets control reach (an `if` whose `else`
// the preprocessor emptied: FXLabel's `#if !FXLABEL_MIN_TARGET_IOS7 … #endif`): C compiles it,
// and only using the value is undefined; Swift rejects it ("missing return").

extension FileTranslator {
  /// `return` of the zero value of `result` (nil for an object that may be nil) after a body
  /// whose end C can reach, as the last statement of a function or method returning a value.
  /// Nothing for a body that returns on every path, or a result with no zero value (a nonnull
  /// object), which Swift's located error then names.
  func returnAtEnd(
    of body: ClangNode, result: (type: SwiftType, nullability: Nullability),
    into w: inout SwiftWriter, indent: Int
  ) {
    guard Self.reachesEnd(body), let zero = zeroResult(result) else { return }
    w.write("return " + zero, indent: indent)
  }

  /// The zero value of a function's or method's `result` (nil for an object that may be nil),
  /// or nil for none: `void`, `instancetype`, a nonnull object.
  func zeroResult(_ result: (type: SwiftType, nullability: Nullability)) -> String? {
    guard result.type != .void, result.type != .instanceType else { return nil }
    return result.type.isReference && result.nullability != .nonnull
      ? "nil" : zeroValue(of: result.type)
  }

  /// Whether control can run past the end of `node`: not after a `return` or `@throw`, an
  /// `if` both of whose branches end so, or a loop whose condition is a nonzero constant
  /// (`while (1)`, `for (;;)`) that no `break` leaves.
  static func reachesEnd(_ node: ClangNode) -> Bool {
    let parts = node.children.filter { !$0.kind.isEmpty }
    switch node.kind {
    case "ReturnStmt", "ObjCAtThrowStmt": return false
    case "CompoundStmt": return parts.last.map(reachesEnd) ?? true
    case "IfStmt":
      guard node.flag("hasElse"), parts.count >= 3 else { return true }
      return reachesEnd(parts[parts.count - 2]) || reachesEnd(parts[parts.count - 1])
    case "WhileStmt":
      guard node.children.count >= 2 else { return true }
      return !isNonzeroConstant(node.children[node.children.count - 2])
        || breaks(node.children[node.children.count - 1])
    case "ForStmt":
      // `init`, the condition variable, `cond`, `inc`, `body`, empty where absent.
      guard node.children.count == 5 else { return true }
      let condition = node.children[2]
      return !(condition.kind.isEmpty || isNonzeroConstant(condition))
        || breaks(node.children[4])
    default: return true
    }
  }

  /// Whether `node` is a nonzero integer constant (`1`, `YES`, `true`), through parentheses
  /// and implicit conversions.
  private static func isNonzeroConstant(_ node: ClangNode) -> Bool {
    switch node.kind {
    case "ParenExpr", "ImplicitCastExpr", "CStyleCastExpr":
      return node.children.first.map(isNonzeroConstant) ?? false
    case "IntegerLiteral": return (node["value"] ?? "0") != "0"
    case "ObjCBoolLiteralExpr", "CXXBoolLiteralExpr": return node.flag("value")
    default: return false
    }
  }

  /// Whether a `break` in `node` leaves the loop whose body it is (not one of a loop or
  /// `switch` inside it).
  private static func breaks(_ node: ClangNode) -> Bool {
    switch node.kind {
    case "BreakStmt": return true
    case "WhileStmt", "DoStmt", "ForStmt", "ObjCForCollectionStmt", "SwitchStmt", "BlockExpr":
      return false
    default: return node.children.contains(where: breaks)
    }
  }
}
