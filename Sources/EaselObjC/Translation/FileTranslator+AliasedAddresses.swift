import Foundation

// One variable's address passed twice in a call, as C allows: `[color getHue:&h
// saturation:&t brightness:&t alpha:&t]`. Swift's `&t` is an inout access, and two at once
// overlap ("overlapping accesses to 't', but modification requires exclusive access"): the
// call is made inside `withUnsafeMutablePointer(to: &t, { easelAddress0 in … })`, every `&t`
// of it the one pointer, so the callee writes the one variable as C's does, the last write
// winning.

extension FileTranslator {
  /// `translate()`, made inside one pointer per variable whose address `node` (a call or a
  /// message) passes more than once among its own arguments.
  func sharingAliasedAddresses(of node: ClangNode, _ translate: () -> Expr) -> Expr {
    var firsts: [(key: String, operand: ClangNode)] = []
    var counts: [String: Int] = [:]
    for argument in node.children {
      let a = withoutImplicitCasts(argument)
      guard a.kind == "UnaryOperator", a["opcode"] == "&", let operand = a.children.first,
        let key = aliasKey(operand), sharedAddresses[key] == nil
      else { continue }
      if counts[key] == nil { firsts.append((key, operand)) }
      counts[key, default: 0] += 1
    }
    let aliased = firsts.filter { counts[$0.key, default: 0] > 1 }
    guard !aliased.isEmpty else { return translate() }
    var bound: [(name: String, variable: String)] = []
    for (key, operand) in aliased {
      let name = "easelAddress\(sharedAddresses.count)"
      bound.append((name, expr(operand).text))
      sharedAddresses[key] = name
    }
    defer { for (key, _) in aliased { sharedAddresses[key] = nil } }
    var out = translate()
    for (name, variable) in bound.reversed() {
      out.text =
        "withUnsafeMutablePointer(to: &" + variable + ", { " + name + " in " + out.text + " })"
    }
    out.isAtomic = true
    out.continuesChain = false
    return out
  }

  /// What names the storage `node` (an lvalue) is: a variable, an instance variable or a
  /// struct's field of one, so that two `&` of it are known as the same address; nil for
  /// anything else (an element, a dereference), whose addresses are not compared.
  func aliasKey(_ node: ClangNode) -> String? {
    let n = unwrapped(node)
    switch n.kind {
    case "DeclRefExpr":
      return n["referencedDecl.id"].map { "v" + $0 }
    case "ObjCIvarRefExpr":
      guard let ivar = n["decl.id"] ?? n["decl.name"], let base = n.children.first else {
        return nil
      }
      return aliasKey(base).map { $0 + "->" + ivar }
    case "MemberExpr":
      guard let member = n["referencedMemberDecl"] ?? n.name, let base = n.children.first else {
        return nil
      }
      return aliasKey(base).map { $0 + "." + member }
    case "ImplicitCastExpr":
      return n.children.first.flatMap(aliasKey)
    case "ParenExpr":
      return n.children.first.flatMap(aliasKey)
    default:
      return nil
    }
  }
}
