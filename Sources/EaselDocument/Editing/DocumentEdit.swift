import Foundation

/// One edit of one object, as a value: what `easel edit` options and designer requests
/// become before they reach the document.
public enum DocumentEdit: Hashable, Sendable, Codable {
  /// Set an XML attribute (`--set hidden=YES`).
  case setAttribute(name: String, value: String)
  /// Remove an XML attribute (`--remove hidden`).
  case removeAttribute(name: String)
  /// Set a User Defined Runtime Attribute (`--set-runtime layer.cornerRadius:number=8`).
  case setRuntimeAttribute(keyPath: String, value: RuntimeValue)
  /// Remove a User Defined Runtime Attribute (`--remove-runtime layer.cornerRadius`).
  case removeRuntimeAttribute(keyPath: String)
  /// Set the stored frame (`--frame 0,0,320,44`).
  case setFrame(CGRect)
  /// Set a colour (`--color backgroundColor=#FF8800`).
  case setColor(key: String, value: ColorValue)
  /// Remove a colour (`--remove-color tintColor`).
  case removeColor(key: String)

  /// Reads an edit option's argument: `option` is `set`, `remove`, `set-runtime`,
  /// `remove-runtime`, `frame`, `color` or `remove-color`; `text` is what follows it
  /// (`hidden=YES`, `layer.cornerRadius:number=8`, `0,0,320,44`, `backgroundColor=#FF8800`).
  public init(option: String, text: String) throws(EditValueError) {
    switch option {
    case "set":
      let (name, value) = try Self.split(text, form: "ATTRIBUTE=VALUE")
      try Self.checkName(name, what: "an attribute name")
      self = .setAttribute(name: name, value: value)
    case "remove":
      try Self.checkName(text, what: "an attribute name")
      self = .removeAttribute(name: text)
    case "set-runtime":
      // KEYPATH:TYPE=VALUE; `KEYPATH:nil` needs no value.
      let spec: Substring
      let value: String
      if let eq = text.firstIndex(of: "=") {
        spec = text[..<eq]
        value = String(text[text.index(after: eq)...])
      } else {
        spec = Substring(text)
        value = ""
      }
      guard let colon = spec.lastIndex(of: ":") else {
        throw EditValueError("expected KEYPATH:TYPE=VALUE, got '\(text)'")
      }
      let keyPath = String(spec[..<colon])
      let type = String(spec[spec.index(after: colon)...])
      if type != "nil" && !text.contains("=") {
        throw EditValueError("expected KEYPATH:TYPE=VALUE, got '\(text)' (no '=')")
      }
      try Self.checkKeyPath(keyPath)
      self = .setRuntimeAttribute(
        keyPath: keyPath, value: try RuntimeValue(type: type, text: value))
    case "remove-runtime":
      try Self.checkKeyPath(text)
      self = .removeRuntimeAttribute(keyPath: text)
    case "frame":
      self = .setFrame(try RuntimeValue.rect(text, what: "a frame"))
    case "color":
      let (key, value) = try Self.split(text, form: "KEY=COLOR")
      try Self.checkName(key, what: "a colour key")
      self = .setColor(key: key, value: try ColorValue(text: value))
    case "remove-color":
      try Self.checkName(text, what: "a colour key")
      self = .removeColor(key: text)
    default:
      throw EditValueError("unknown edit '\(option)'")
    }
  }

  private static func split(_ text: String, form: String) throws(EditValueError) -> (
    String, String
  ) {
    guard let eq = text.firstIndex(of: "=") else {
      throw EditValueError("expected \(form), got '\(text)'")
    }
    return (String(text[..<eq]), String(text[text.index(after: eq)...]))
  }

  /// An XML name: a letter or `_` first, then letters, digits, `_`, `-`, `.`.
  private static func checkName(_ name: String, what: String) throws(EditValueError) {
    let ok =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
      && name.allSatisfy(\.isASCII)
    guard ok else { throw EditValueError("expected \(what) (an XML name), got '\(name)'") }
  }

  private static func checkKeyPath(_ keyPath: String) throws(EditValueError) {
    guard !keyPath.isEmpty, !keyPath.contains(where: { $0.isWhitespace || $0 == "=" }) else {
      throw EditValueError("expected a key path such as layer.cornerRadius, got '\(keyPath)'")
    }
  }
}

extension IBDocument {
  /// Applies `edit` to the object with id `objectID`; returns whether the bytes changed
  /// (removing what is not there, or setting the value already there, changes nothing).
  /// Throws `invalidEdit` for an unknown id; on any error the document is unchanged.
  @discardableResult
  public func apply(_ edit: DocumentEdit, to objectID: String) throws(DocumentError) -> Bool {
    let before = bytes.count
    let beforeBytes = bytes
    switch edit {
    case .setAttribute(let name, let value):
      try setAttribute(name, value, on: objectID)
    case .removeAttribute(let name):
      return try removeAttribute(name, on: objectID)
    case .setRuntimeAttribute(let keyPath, let value):
      try setRuntimeAttribute(keyPath: keyPath, value: value, on: objectID)
    case .removeRuntimeAttribute(let keyPath):
      return try removeRuntimeAttribute(keyPath: keyPath, on: objectID)
    case .setFrame(let rect):
      try setFrame(rect, on: objectID)
    case .setColor(let key, let value):
      try setColor(key: key, value, on: objectID)
    case .removeColor(let key):
      return try removeColor(key: key, on: objectID)
    }
    return bytes.count != before || bytes != beforeBytes
  }
}
