/// Swift source appended to a prepared copy of a user's file: the `ObjCMethod`s of its
/// members that Objective-C sees (`RegistrationPlan.objcOwners`), for Easel's generated
/// Objective-C runtime.
///
/// Each class or extension gets an extension of its owner, in the same file so that private
/// members are reached, with a static function listing its members; a file-scope function
/// named after the file (`selectorFunction(for:)`) gathers them, and the module's
/// registration adds its result to the table:
///
///     extension UIView {
///       static func _easelObjC_1f2e3d4c_1() -> [ObjCMethod] {
///         var methods: [ObjCMethod] = []
///         methods.append(
///           ObjCMethod(owner: UIView.self, selector: "setThemeColor:", isClassMethod: false) {
///             receiver, arguments in
///             guard let o = receiver as? UIView else { throw … }
///             o.setThemeColor(try ObjCArguments.cast(arguments, 0) as UIColor)
///             return nil
///           })
///         return methods
///       }
///     }
///
/// Arguments are cast to the parameter types as written, which also picks the right
/// overload. Every piece sits under the `#if` conditions of its declaration, and the text is
/// appended after the file's last line, so it moves none of the user's lines; each member's
/// entry is preceded by a `#sourceLocation` naming the member's line, and each owner's line
/// in the gathering function by one naming the owner's, so that a compiler error in it points
/// at the declaration that caused it, never past the file's last line. Only the members `scope` lists are
/// written (those the agent's code or Easel's key-value coding can look up by name); nil
/// when the file has none.
public func sameFileSelectors(
  in file: String, for plan: RegistrationPlan, listing scope: ObjCTableScope = .every
) -> String? {
  let owners = listedObjCOwners(in: file, for: plan, listing: scope)
  guard !owners.isEmpty else { return nil }
  let tag = selectorFunction(for: file)
  var out = "\n// Added by Easel: the members of this file that Objective-C sees.\n"
  var gather = ""
  for (n, o) in owners.enumerated() {
    let function = "\(tag)_\(n + 1)"
    var body = "extension \(o.owner) {\n  static func \(function)() -> [ObjCMethod] {\n"
    body += "    var methods: [ObjCMethod] = []\n"
    for m in o.members {
      // A compiler error in a member's entry points at the member's own declaration.
      let here =
        "#sourceLocation(file: \(swiftLiteral(m.location.file)), line: \(m.location.line))\n"
      body += wrapped(here + statements(for: m, owner: o.owner), in: m.conditions)
    }
    body += "    return methods\n  }\n}\n"
    out += wrapped(body, in: o.conditions)
    // The gathering of an owner's members points at the owner's declaration; `append`, not
    // `+=`, which a module may declare again for arrays (its own `Array.+=` is ambiguous
    // with the standard library's).
    let owner = "#sourceLocation(file: \(swiftLiteral(o.file)), line: \(o.line))\n"
    gather += wrapped(
      owner + "  methods.append(contentsOf: \(o.owner).\(function)())\n", in: o.conditions)
  }
  out += "@MainActor func \(tag)() -> [ObjCMethod] {\n  var methods: [ObjCMethod] = []\n"
  out += gather + "  return methods\n}\n"
  // The runtime's types, for a file that imports only Foundation (an NSObject subclass):
  // scoped, so that nothing else of UIKit comes into the file's scope.
  out += "import struct UIKit.ObjCMethod\nimport enum UIKit.ObjCArguments\n"
  out += "import enum UIKit.ObjCMessageError\n"
  return out
}

/// The classes and extensions of `file` with the members `scope` lists, those with none left
/// out.
func listedObjCOwners(in file: String, for plan: RegistrationPlan, listing scope: ObjCTableScope)
  -> [RegistrationPlan.ObjCOwnerRegistration]
{
  plan.objcOwners.compactMap { o -> RegistrationPlan.ObjCOwnerRegistration? in
    guard o.file == file else { return nil }
    var listed = o
    listed.members = o.members.filter(scope.lists)
    return listed.members.isEmpty ? nil : listed
  }
}

/// The file-scope function that lists the Objective-C members of `file`: `_easelObjC_` and a
/// hash of its path.
public func selectorFunction(for file: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in file.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return "_easelObjC_" + String(hash, radix: 16)
}

/// The `methods.append(…)` statements for one member: one for a method or getter, and one
/// more for a settable property's setter.
private func statements(for m: ObjCMember, owner: String) -> String {
  let receiver =
    m.isStatic
    ? "guard let o = receiver as? \(owner).Type else {"
    : "guard let o = receiver as? \(owner) else {"
  func method(_ selector: String, _ call: [String]) -> String {
    let sel = swiftLiteral(selector)
    var lines = [
      "methods.append(",
      "  ObjCMethod(owner: \(owner).self, selector: \(sel), isClassMethod: \(m.isStatic)) {",
      "    receiver, arguments in",
      "    \(receiver)",
      "      throw ObjCMessageError.receiverType(",
      "        selector: \(sel), expected: \(swiftLiteral(owner)), got: \"\\(Swift.type(of: receiver))\")",
      "    }",
    ]
    lines += call.map { "    " + $0 }
    lines.append("  })")
    return lines.map { "    " + $0 + "\n" }.joined()
  }
  let name = swiftMember(m.name)
  switch m.kind {
  case .method:
    var arguments: [String] = []
    for (k, label) in m.labels.enumerated() {
      let type = k < m.parameterTypes.count ? castType(m.parameterTypes[k]) : nil
      let value = "try ObjCArguments.cast(arguments, \(k))" + (type.map { " as \($0)" } ?? "")
      arguments.append(label == "_" ? value : "\(label): \(value)")
    }
    let call = "o.\(name)(\(arguments.joined(separator: ", ")))"
    return method(m.selector, m.resultType == nil ? [call, "return nil"] : ["return \(call)"])
  case .property:
    var text = method(m.selector, ["return o.\(name)"])
    if m.isSettable {
      let type = m.propertyType.flatMap(castType)
      let value = "try ObjCArguments.cast(arguments, 0)" + (type.map { " as \($0)" } ?? "")
      text += method(m.setterSelector, ["o.\(name) = \(value)", "return nil"])
    }
    return text
  }
}

/// A parameter or property type as a cast target: attributes dropped, `T!` as `T?`; `nil`
/// when it cannot be written there (it names `Self`).
private func castType(_ written: String) -> String? {
  var words = written.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
  while let first = words.first, first.hasPrefix("@") || first == "sending" || first == "__owned" {
    words.removeFirst()
  }
  var type = words.joined(separator: " ")
  guard !type.isEmpty, !type.contains("Self") else { return nil }
  if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
  return type.contains("->") ? "(\(type))" : type
}
