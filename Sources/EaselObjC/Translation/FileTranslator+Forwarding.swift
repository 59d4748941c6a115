import EaselDiagnostics
import Foundation

// Messages a class forwards: a required method of a protocol it adopts (the module's, or a
// framework's the façade declares) that nothing implements.
//
// Design note: Objective-C compiles a class that adopts a protocol and implements some of
// its required methods only (clang warns: "method 'x' in protocol 'P' not implemented"), and
// a message nothing answers goes the runtime's forwarding path: the class's
// `forwardingTargetForSelector:` names an object that answers it, else `NSObject`'s
// `methodSignatureForSelector:` finds the protocol's declaration and the class's
// `forwardInvocation:` sends the invocation on (ANImageBitmapRep hands its manipulators'
// protocols to helper objects so), else `doesNotRecognizeSelector:` raises "unrecognized
// selector sent to instance". Swift wants every requirement implemented, so each is declared
// with a body that forwards it as the runtime would (`ObjCRuntime.forward(_:of:_:)`, its
// result read as `getReturnValue:` reads it), and clang's warning is kept, at the
// `@implementation`. They are not `@objc`: as on iOS, the class does not respond to the
// selector, it forwards it. A subclass that implements one overrides it
// (`ObjCModuleGatherer.forwardedRequirement`).

extension FileTranslator {
  /// The required instance methods of the module's protocols `className` adopts (and those
  /// they inherit) that neither it nor a superclass of the module implements, each
  /// forwarded, with clang's warning at `implementation`.
  func forwardedRequirements(
    of className: String, implementation: ClangNode, root: ClangNode,
    into w: inout SwiftWriter
  ) {
    let lineage = module.lineage(of: className).map(\.name)
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
          !inheritsForwarding(selector, of: className),
          written.insert(selector).inserted
        else { continue }
        warnUnimplemented(selector, of: declaration?.name ?? name, at: implementation)
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

  /// The required instance methods of the framework protocols `className` adopts itself (and
  /// those they inherit) that it forwards (`ObjCModule.forwardedFrameworkRequirements`), each
  /// with clang's warning at `implementation`. Declared as the façade's protocol declares
  /// them (the name table's Swift name, the SDK's types, nonnull where its header assumes
  /// it). One whose types the translation cannot read, and a required property neither
  /// implemented nor synthesized, are not forwarded: each is warned of there, as Swift's
  /// conformance wants it.
  func forwardedFrameworkRequirements(
    of className: String, implementation: ClangNode, into w: inout SwiftWriter
  ) {
    for (proto, row) in module.forwardedFrameworkRequirements(of: className, names: names) {
      let selector = row.objc
      guard row.kind == .instanceMethod else {
        warn(
          "property '\(selector)' in protocol '\(proto)' is neither implemented nor synthesized "
            + "(clang: \"property '\(selector)' requires method '\(selector)' to be defined\"); "
            + "it is not forwarded, and Swift's conformance to '\(proto)' wants it",
          id: "objc-unimplemented-requirement", at: implementation)
        continue
      }
      let declaration: (signature: String, arguments: [String])
      switch forwardingDeclaration(row, className: className) {
      case .success(let found): declaration = found
      case .failure(let unread):
        warn(
          "method '\(selector)' in protocol '\(proto)' not implemented, and not forwarded: the "
            + "translation cannot read its type '\(unread.spelling)'; Swift's conformance to "
            + "'\(proto)' wants it",
          id: "objc-unimplemented-requirement", at: implementation)
        continue
      }
      warnUnimplemented(selector, of: proto, at: implementation)
      w.forgetMapping()
      w.write(declaration.signature + " {", indent: 2)
      w.write(
        "return ObjCRuntime.forward(\"" + selector + "\", of: self, ["
          + declaration.arguments.joined(separator: ", ") + "])", indent: 4)
      w.write("}", indent: 2)
    }
  }

  /// A framework method's type the translation cannot read (or its Swift name's labels, when
  /// they do not match its parameters).
  struct UnreadRequirementType: Error { var spelling: String }

  /// `func name(label value0: Type, …) -> Result` for a framework protocol's method, as the
  /// façade's protocol declares it, and its parameters' names; else the type not read.
  private func forwardingDeclaration(_ row: ObjCMemberName, className: String)
    -> Result<(signature: String, arguments: [String]), UnreadRequirementType>
  {
    guard let method = ObjCDeclarationTypes.method(row.declaration) else {
      return .failure(UnreadRequirementType(spelling: row.declaration))
    }
    let parsed = SwiftName.parse(row.swift)
    let labels = parsed.labels ?? []
    guard labels.count == method.parameters.count else {
      return .failure(UnreadRequirementType(spelling: row.swift))
    }
    // The SDK's headers assume nonnull (`NS_ASSUME_NONNULL_BEGIN`) where they say nothing.
    func swiftType(_ spelling: String) -> String? {
      let (type, nullability) = read(spelling)
      if case .unknown = type { return nil }
      let assumed =
        nullability == .unspecified && type.isObjectLike
          && !spelling.contains("_Null_unspecified") ? .nonnull : nullability
      return declared(type, assumed, selfName: className)
    }
    var parameters: [String] = []
    var arguments: [String] = []
    for (i, spelling) in method.parameters.enumerated() {
      guard let type = swiftType(spelling) else {
        return .failure(UnreadRequirementType(spelling: spelling))
      }
      let value = "value\(i)"
      parameters.append(labels[i] + " " + value + ": " + type)
      arguments.append(value)
    }
    var result = ""
    if read(method.result).type != .void {
      guard let type = swiftType(method.result) else {
        return .failure(UnreadRequirementType(spelling: method.result))
      }
      result = " -> " + type
    }
    return .success(
      (
        "func " + parsed.base.swiftIdentifier + "(" + parameters.joined(separator: ", ") + ")"
          + result, arguments
      ))
  }

  /// Whether a class of the module above `className` already forwards `selector` (it adopts
  /// a protocol requiring it and nothing implements it there): the class inherits its member.
  func inheritsForwarding(_ selector: String, of className: String) -> Bool {
    module.forwardedRequirement(selector, above: className) != nil
  }

  /// Clang's warning for a required method nothing implements, with what sending it does.
  private func warnUnimplemented(
    _ selector: String, of proto: String, at implementation: ClangNode
  ) {
    warn(
      "method '\(selector)' in protocol '\(proto)' not implemented; sending it goes the "
        + "runtime's forwarding path (forwardingTargetForSelector:, forwardInvocation:), "
        + "else raises \"unrecognized selector\" as on iOS",
      id: "objc-unimplemented-requirement", at: implementation)
  }
}

extension ObjCModule {
  /// The required instance members of the framework protocols `className` adopts itself (and
  /// those they inherit) that neither it, a class of the module above it, nor its framework
  /// superclass implements, nor a class of the module above it forwards, each with the
  /// protocol requiring it, by selector: what `className`'s translation forwards
  /// (`FileTranslator.forwardedFrameworkRequirements`), or warns of.
  func forwardedFrameworkRequirements(of className: String, names: any ObjCNameLookup)
    -> [(proto: String, row: ObjCMemberName)]
  {
    let lineage = lineage(of: className).map(\.name)
    let ancestor = frameworkAncestor(of: className)
    var queue = (classes[className]?.protocols ?? []).filter { classes[$0]?.isProtocol != true }
    var seen: Set<String> = []
    var found: [String: (proto: String, row: ObjCMemberName)] = [:]
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted else { continue }
      queue += names.protocolNames(of: name)
      for required in names.protocolSelectors(of: name)
      where !required.isClass && !required.isOptional && found[required.selector] == nil {
        let selector = required.selector
        guard let row = names.member(selector: selector, owner: name, isClass: false),
          row.owner == name, row.kind == .instanceMethod || row.kind == .property,
          !lineage.contains(where: { implemented.contains($0 + " -" + selector) }),
          property(accessor: selector, on: className) == nil,
          ancestor.map({ names.member(selector: selector, owner: $0, isClass: false) == nil })
            ?? true,
          forwardedFrameworkRequirement(selector, above: className, names: names) == nil
        else { continue }
        found[selector] = (name, row)
      }
    }
    return found.keys.sorted().compactMap { found[$0] }
  }

  /// The framework protocol's required method `selector` that a class of the module above
  /// `className` forwards (`forwardedFrameworkRequirements(of:names:)`): the member its
  /// translation declares, which `className`'s own implementation overrides and which
  /// `className` does not forward again when it adopts the protocol too.
  func forwardedFrameworkRequirement(
    _ selector: String, above className: String, names: any ObjCNameLookup
  ) -> ObjCMemberName? {
    for ancestor in lineage(of: className).dropFirst() where ancestor.isOwn {
      if let forwarded = forwardedFrameworkRequirements(of: ancestor.name, names: names).first(
        where: { $0.row.objc == selector && $0.row.kind == .instanceMethod })
      {
        return forwarded.row
      }
    }
    return nil
  }

  /// The required instance method `selector` of a protocol of the module that a class above
  /// `className` adopts and that no class from there up implements: the member forwarding it
  /// that the translation declares in that class (`FileTranslator.forwardedRequirements`),
  /// which `className`'s own implementation overrides.
  func forwardedRequirement(_ selector: String, above className: String) -> ObjCMethodInfo? {
    let lineage = lineage(of: className)
    for (i, ancestor) in lineage.enumerated().dropFirst() where ancestor.isOwn {
      let upward = lineage[i...].map(\.name)
      guard !upward.contains(where: { implemented.contains($0 + " -" + selector) }) else {
        return nil
      }
      var queue = ancestor.protocols
      var seen: Set<String> = []
      while !queue.isEmpty {
        let name = queue.removeFirst()
        guard seen.insert(name).inserted, let p = classes[name], p.isProtocol else { continue }
        if let m = p.methods[ObjCClassInfo.key(selector, isClass: false)], !m.isOptional {
          return m
        }
        queue += p.protocols
      }
    }
    return nil
  }
}
