/// Infers a property's type from a simple initial value, as Swift would.
///
/// Only forms whose type is certain are inferred: literals (`true`, `1` → `Int`,
/// `1.0` → `Double`, `"s"` → `String`), calls of a known type (`UIColor(red:…)`,
/// `CGFloat(2)`), its static members (`UIColor.gray`, `CGSize.zero`), `.init` calls, and
/// `#colorLiteral` / `#imageLiteral`. A chain such as `UIColor.red.cgColor` is not
/// inferred. `UIImage(named:)` and the other failable initializers give an optional.
enum DefaultValueType {
  static let knownTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "CGFloat", "Double", "Float", "String", "Bool", "CGRect", "CGSize", "CGPoint", "UIImage",
    "UIColor", "NSRange",
  ]

  /// The type of the expression made of `tokens`, or `nil` if it is not certain.
  static func infer(_ tokens: ArraySlice<SwiftToken>) -> String? {
    var t = Array(tokens)
    if let first = t.first, first.isPunct("-") || first.isPunct("+") {
      t.removeFirst()
      guard t.first?.kind == .number else { return nil }
    }
    guard let first = t.first else { return nil }
    if t.count == 1 {
      switch first.kind {
      case .number:
        return isFloatLiteral(first.text) ? "Double" : "Int"
      case .string:
        return first.text.hasPrefix("#/") ? nil : "String"
      case .identifier where first.text == "true" || first.text == "false":
        return "Bool"
      default:
        return nil
      }
    }
    if first.kind == .pound, t.count >= 2, t[1].isPunct("("), closes(t, from: 1) {
      switch first.text {
      case "#colorLiteral": return "UIColor"
      case "#imageLiteral": return "UIImage"
      default: return nil
      }
    }
    guard first.kind == .identifier else { return nil }
    let name = first.text
    let typeName: String
    var rest = t.dropFirst()
    if TypeNames.knownModules.contains(name), rest.first?.isPunct(".") == true,
      let n = rest.dropFirst().first, n.kind == .identifier
    {
      typeName = n.text
      rest = rest.dropFirst(2)
    } else {
      typeName = name
    }
    guard knownTypes.contains(typeName) else { return nil }
    let r = Array(rest)
    // `T(…)` or `T.init(…)`
    if let open = r.first, open.isPunct("("), closes(r, from: 0) {
      return failableInit(typeName, label: r.count > 1 ? r[1].text : "") ? typeName + "?" : typeName
    }
    if r.count >= 3, r[0].isPunct("."), r[1].isWord("init"), r[2].isPunct("("), closes(r, from: 2) {
      return failableInit(typeName, label: r.count > 3 ? r[3].text : "") ? typeName + "?" : typeName
    }
    // `T.member`, or `T.member(…)` for a static factory of the same type.
    if r.count == 2, r[0].isPunct("."), r[1].kind == .identifier { return typeName }
    if r.count >= 3, r[0].isPunct("."), r[1].kind == .identifier, r[2].isPunct("("),
      closes(r, from: 2), ["UIColor", "UIImage"].contains(typeName)
    {
      return typeName
    }
    return nil
  }

  /// Whether the group opened at `from` closes at the last token.
  private static func closes(_ t: [SwiftToken], from: Int) -> Bool {
    var depth = 0
    for k in from..<t.count {
      if t[k].isPunct("(") { depth += 1 }
      if t[k].isPunct(")") {
        depth -= 1
        if depth == 0 { return k == t.count - 1 }
      }
    }
    return false
  }

  private static func failableInit(_ type: String, label: String) -> Bool {
    switch type {
    case "UIImage": return ["named", "contentsOfFile", "data", "systemName"].contains(label)
    case "Int", "Double", "Float", "CGFloat", "Bool", "UInt", "Int32", "Int64":
      return label == "exactly" || label.hasPrefix("\"")
    default: return false
    }
  }

  static func isFloatLiteral(_ text: String) -> Bool {
    let lower = text.lowercased()
    if lower.hasPrefix("0x") { return lower.contains(".") || lower.contains("p") }
    if lower.hasPrefix("0b") || lower.hasPrefix("0o") { return false }
    return lower.contains(".") || lower.contains("e")
  }
}
