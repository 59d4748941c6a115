// A property's attributes as the Objective-C runtime's `property_getAttributes` gives them
// (Objective-C Runtime Programming Guide, "Declared Properties"): `T` and the type's encoding
// (an object's with its class in quotes, `@"NSString"`, `@"<Delegate>"` for `id<Delegate>`),
// then `R` (readonly), `C` (copy), `&` (retain or strong, ARC's default for an object), `W`
// (weak), `N` (nonatomic), `G` and `S` with a custom getter's and setter's names, then `D`
// for `@dynamic` or `V` and the instance variable a synthesized property keeps its value in,
// which the class's `@implementation` gives (`FileTranslator.propertyAttributesHook`).

extension ObjCModuleGatherer {
  /// The attributes of the `ObjCPropertyDecl` `node` up to its storage; nil for a type the
  /// translation cannot encode.
  static func propertyAttributes(_ node: ClangNode) -> String? {
    let spelling = node["type.desugaredQualType"] ?? node.type ?? "id"
    guard let encoding = propertyTypeEncoding(spelling) else { return nil }
    var parts = ["T" + encoding]
    if node.flag("readonly") { parts.append("R") }
    if node.flag("copy") {
      parts.append("C")
    } else if node.flag("retain") || node.flag("strong") {
      parts.append("&")
    } else if node.flag("weak") {
      parts.append("W")
    } else if encoding.hasPrefix("@"), !node.flag("assign"), !node.flag("unsafe_unretained") {
      parts.append("&")
    }
    if node.flag("nonatomic") { parts.append("N") }
    if let getter = node["getter.name"] { parts.append("G" + getter) }
    if let setter = node["setter.name"] { parts.append("S" + setter) }
    return parts.joined(separator: ",")
  }

  /// A property type's encoding: `@encode`'s, with an object's class and protocols named.
  static func propertyTypeEncoding(_ spelling: String) -> String? {
    guard let encoding = FileTranslator.typeEncoding(of: spelling) else { return nil }
    guard encoding == "@" else { return encoding }
    var type = spelling
    for word in ["_Nullable", "_Nonnull", "_Null_unspecified", "__strong", "__weak", "__kindof"] {
      type = type.replacingOccurrences(of: word, with: "")
    }
    type = type.trimmingCharacters(in: .whitespaces)
    if type == "id" || type == "instancetype" { return "@" }
    if type.hasPrefix("id") {
      // `id<Delegate>`: the protocols alone.
      return "@\"" + protocolList(type) + "\""
    }
    guard type.hasSuffix("*") else { return encoding }
    type = String(type.dropLast()).trimmingCharacters(in: .whitespaces)
    let name = String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return "@\"" + name + protocolList(type) + "\""
  }

  /// `<A><B>` for a type's `<A, B>` protocol qualifiers (not a generic's arguments, which
  /// name classes and are left out of the encoding).
  private static func protocolList(_ type: String) -> String {
    guard let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"),
      open < close
    else { return "" }
    let inside = type[type.index(after: open)..<close]
    let names = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    // A generic's arguments are pointers (`NSArray<NSString *>`); protocols are names.
    guard names.allSatisfy({ !$0.contains("*") && !$0.isEmpty }) else { return "" }
    return names.map { "<" + $0 + ">" }.joined()
  }
}
