import Foundation

// `@encode(T)`: the Objective-C runtime's type encoding of T, a C string (`"{CGPoint=dd}"`),
// as clang writes it for arm64 iOS, where `long` is 64 bits ('q'), `BOOL` is `bool` ('B') and
// `CGFloat` is `double` ('d'). Clang's dump gives the encoded type and the length of the
// string, not the string: the translation spells it from the type by the runtime's
// documented rules (Objective-C Runtime Programming Guide, "Type Encodings"), and checks the
// length against clang's.

extension FileTranslator {
  /// `@encode(T)` as a C string literal, or a located error where T is a type whose encoding
  /// the translation does not spell (a struct of the project's, a union, an array).
  func typeEncoding(_ node: ClangNode) -> Expr {
    let type = node["encodedType.desugaredQualType"] ?? node["encodedType.qualType"] ?? ""
    var candidates: [String] = []
    if let known = Self.typeEncoding(of: type) {
      candidates = [known]
    } else {
      candidates = ownStructEncodings(type, sugared: node["encodedType.qualType"])
    }
    guard let encoding = candidates.first(where: { node.type == "char[\($0.utf8.count + 1)]" })
    else {
      return untranslated("`@encode(\(node["encodedType.qualType"] ?? type))`", at: node)
    }
    return Expr(text: "\"" + encoding + "\"", type: .constPointer(.integer("CChar")))
  }

  /// The encodings a struct of the module's may have (`{Range=dd}` for `struct Range {
  /// CGFloat location; CGFloat length; }`): its tag, or `?` where it has none (`typedef
  /// struct { … } Range;`), which the dump does not tell apart, so `typeEncoding` keeps the
  /// one of clang's length; its fields' encodings in order, a field of another struct of the
  /// module's spelled the same way. Empty for a type that is not one.
  func ownStructEncodings(_ spelling: String, sugared: String?, depth: Int = 0) -> [String] {
    guard depth < 8 else { return [] }
    var name = spelling.trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("struct ") { name = String(name.dropFirst(7)) }
    let fields =
      ownStructFields[name] ?? module.structFields[name]
      ?? sugared.flatMap { ownStructFields[$0] ?? module.structFields[$0] }
    guard let fields else { return [] }
    var encoded = [""]
    for field in fields {
      let type = module.typedefs[field.type] ?? field.type
      var options: [String] = ownStructEncodings(type, sugared: field.type, depth: depth + 1)
      if let scalar = Self.typeEncoding(of: field.type) ?? Self.typeEncoding(of: type) {
        options = [scalar]
      }
      guard !options.isEmpty else { return [] }
      encoded = encoded.flatMap { (prefix: String) -> [String] in options.map { prefix + $0 } }
    }
    return encoded.flatMap { (fields: String) -> [String] in
      ["{" + name + "=" + fields + "}", "{?=" + fields + "}"]
    }
  }

  /// The encodings of the C types and the typedefs of them the SDK declares.
  static let scalarEncodings: [String: String] = [
    "char": "c", "signed char": "c", "unsigned char": "C", "short": "s", "unsigned short": "S",
    "int": "i", "unsigned int": "I", "unsigned": "I", "long": "q", "unsigned long": "Q",
    "long long": "q", "unsigned long long": "Q", "float": "f", "double": "d",
    "long double": "D", "_Bool": "B", "bool": "B", "void": "v", "BOOL": "B",
    "NSInteger": "q", "NSUInteger": "Q", "CGFloat": "d", "NSTimeInterval": "d",
    "CFIndex": "q", "unichar": "S", "UniChar": "S", "size_t": "Q", "int8_t": "c",
    "uint8_t": "C", "int16_t": "s", "uint16_t": "S", "int32_t": "i", "uint32_t": "I",
    "int64_t": "q", "uint64_t": "Q", "intptr_t": "q", "uintptr_t": "Q",
    "id": "@", "Class": "#", "SEL": ":", "instancetype": "@",
  ]

  /// The SDK's structs that code boxes in `NSValue`, with their fields' encodings.
  static let structEncodings: [String: String] = [
    "CGPoint": "{CGPoint=dd}", "CGSize": "{CGSize=dd}", "CGVector": "{CGVector=dd}",
    "CGRect": "{CGRect={CGPoint=dd}{CGSize=dd}}",
    "CGAffineTransform": "{CGAffineTransform=dddddd}",
    "UIEdgeInsets": "{UIEdgeInsets=dddd}",
    "NSDirectionalEdgeInsets": "{NSDirectionalEdgeInsets=dddd}", "UIOffset": "{UIOffset=dd}",
    "NSRange": "{_NSRange=QQ}", "_NSRange": "{_NSRange=QQ}",
    "CATransform3D": "{CATransform3D=dddddddddddddddd}",
  ]

  /// The encoding of a type as clang spells it (desugared), or nil.
  static func typeEncoding(of spelling: String) -> String? {
    var type = spelling.trimmingCharacters(in: .whitespaces)
    for qualifier in ["_Nullable", "_Nonnull", "_Null_unspecified", "__strong", "__weak"] {
      type = type.replacingOccurrences(of: qualifier, with: "")
    }
    type = type.trimmingCharacters(in: .whitespaces)
    if type.contains("(^)") { return "@?" }
    if type.hasSuffix("*") {
      var pointee = String(type.dropLast()).trimmingCharacters(in: .whitespaces)
      var prefix = ""
      if pointee.hasPrefix("const ") {
        pointee = String(pointee.dropFirst(6))
        prefix = "r"
      }
      if pointee == "char" { return prefix + "*" }
      if pointee.hasPrefix("struct ") {
        let name = String(pointee.dropFirst(7))
        return prefix + "^" + (structEncodings[name] ?? "{" + name + "=}")
      }
      if let inner = typeEncoding(of: pointee), inner != "@" || pointee == "id" {
        return prefix + "^" + inner
      }
      // `NSString *`, `id<P>`: an object.
      guard let first = pointee.first, first.isUppercase || pointee.hasPrefix("__kindof")
      else { return nil }
      return "@"
    }
    if type.hasPrefix("id<") || type.hasPrefix("id <") { return "@" }
    if type.hasPrefix("const ") { return typeEncoding(of: String(type.dropFirst(6))) }
    if type.hasPrefix("struct ") { return structEncodings[String(type.dropFirst(7))] }
    return scalarEncodings[type] ?? structEncodings[type]
  }
}
