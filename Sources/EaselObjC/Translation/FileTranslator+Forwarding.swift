import Foundation

// Messages a class forwards: a requirement of a protocol it adopts that nothing implements,
// when the class implements `forwardInvocation:`.
//
// Design note: Objective-C compiles a class that adopts a protocol and implements none of its
// methods (the compiler warns), and the runtime forwards each such message: `NSObject`'s
// `methodSignatureForSelector:` finds the protocol's declaration, and the class's
// `forwardInvocation:` sends the invocation on (ANImageBitmapRep hands its manipulators'
// protocols to helper objects so). Swift wants every requirement implemented, so each is
// declared with a body that forwards it as the runtime would (`ObjCRuntime.forward(_:of:_:)`,
// its result read as `getReturnValue:` reads it). They are not `@objc`: as on iOS, the class
// does not respond to the selector, it forwards it.

extension FileTranslator {
  /// The required instance methods of the module's protocols `className` adopts (and those
  /// they inherit) that neither it nor a superclass of the module implements, each forwarded;
  /// nothing unless the class or a superclass of the module implements `forwardInvocation:`.
  func forwardedRequirements(of className: String, root: ClangNode, into w: inout SwiftWriter) {
    let lineage = module.lineage(of: className).map(\.name)
    guard lineage.contains(where: { module.implemented.contains($0 + " -forwardInvocation:") })
    else { return }
    var queue = module.classes[className]?.protocols ?? []
    var seen: Set<String> = []
    var written: Set<String> = []
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted, let info = module.classes[name], info.isProtocol else {
        continue
      }
      queue += info.protocols
      let declaration = root.children.first {
        $0.kind == "ObjCProtocolDecl" && module.protocolName($0.name ?? "") == name
          && !$0.children.isEmpty
      }
      for child in declaration?.children ?? []
      where child.kind == "ObjCMethodDecl" && child.flag("instance") && !child.isImplicit {
        guard let selector = child.name,
          let m = info.methods[ObjCClassInfo.key(selector, isClass: false)], !m.isOptional,
          !lineage.contains(where: { module.implemented.contains($0 + " -" + selector) }),
          written.insert(selector).inserted
        else { continue }
        let arguments = child.children.filter { $0.kind == "ParmVarDecl" }.map {
          valueName($0.name ?? "_")
        }
        w.map(child.location)
        w.write(signature(child, m, className: className) + " {", indent: 2)
        w.write(
          "return ObjCRuntime.forward(\"" + selector + "\", of: self, ["
            + arguments.joined(separator: ", ") + "])", indent: 4)
        w.write("}", indent: 2)
      }
    }
  }
}
