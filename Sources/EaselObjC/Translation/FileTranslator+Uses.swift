import Foundation

// What a class's or category's implementation needs of the module's other units: the classes it
// names (a type, a class message, `[WaveLayer class]`) and the project's categories whose
// messages it sends. A unit that did not translate is declared for the others by a stand-in
// (`ObjCTranslator.standIns`) that does nothing, and a category that did not translate not at
// all: what uses either cannot draw as it does on iOS, and the build says so at the cause
// (`ObjCTranslation.uses`).

extension FileTranslator {
  /// The module's own classes and the categories the headers of `root` declare (as
  /// `Class(Category)`) that the implementation `node` uses, not `unit` itself.
  func uses(of node: ClangNode, unit: String, root: ClangNode) -> Set<String> {
    var categories: [String: Set<String>] = [:]
    for c in root.children where c.kind == "ObjCCategoryDecl" {
      guard let cls = c["interface.name"], let name = c.name, !name.isEmpty else { continue }
      for m in c.children where m.kind == "ObjCMethodDecl" {
        guard let selector = m.name else { continue }
        categories[selector, default: []].insert(cls + "(" + name + ")")
      }
    }
    let classes = Set(module.classes.values.filter { $0.isOwn && !$0.isProtocol }.map(\.name))
    var used: Set<String> = []
    var pending = [node]
    while let n = pending.popLast() {
      pending += n.children
      if n.kind == "ObjCMessageExpr", let selector = n["selector"] {
        used.formUnion(categories[selector] ?? [])
      }
      for (key, value) in n.fields where key.hasSuffix("qualType") {
        for word in value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        where classes.contains(String(word)) {
          used.insert(String(word))
        }
      }
    }
    used.remove(unit)
    return used
  }
}
