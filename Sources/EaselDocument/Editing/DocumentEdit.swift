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
  /// Each part goes through its reader (`attributeName(_:)`, `keyPath(_:)`, `colorKey(_:)`,
  /// `frame(_:)`, `RuntimeValue(type:text:)`, `ColorValue(text:)`), which the designer calls
  /// on its requests' separate fields, so that both accept and refuse alike.
  public init(option: String, text: String) throws(EditValueError) {
    switch option {
    case "set":
      let (name, value) = try Self.split(text, form: "ATTRIBUTE=VALUE")
      self = .setAttribute(name: try Self.attributeName(name), value: value)
    case "remove":
      self = .removeAttribute(name: try Self.attributeName(text))
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
      self = .setRuntimeAttribute(
        keyPath: try Self.keyPath(keyPath), value: try RuntimeValue(type: type, text: value))
    case "remove-runtime":
      self = .removeRuntimeAttribute(keyPath: try Self.keyPath(text))
    case "frame":
      self = .setFrame(try Self.frame(text))
    case "color":
      let (key, value) = try Self.split(text, form: "KEY=COLOR")
      self = .setColor(key: try Self.colorKey(key), value: try ColorValue(text: value))
    case "remove-color":
      self = .removeColor(key: try Self.colorKey(text))
    default:
      throw EditValueError("unknown edit '\(option)'")
    }
  }

  /// An attribute's name (`hidden`), checked: an XML name.
  public static func attributeName(_ text: String) throws(EditValueError) -> String {
    try checkName(text, what: "an attribute name")
    return text
  }

  /// A colour's key (`backgroundColor`), checked: an XML name.
  public static func colorKey(_ text: String) throws(EditValueError) -> String {
    try checkName(text, what: "a colour key")
    return text
  }

  /// A runtime attribute's key path (`layer.cornerRadius`), checked: not empty, no spaces,
  /// no `=`.
  public static func keyPath(_ text: String) throws(EditValueError) -> String {
    guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0 == "=" }) else {
      throw EditValueError("expected a key path such as layer.cornerRadius, got '\(text)'")
    }
    return text
  }

  /// A stored frame, `x,y,w,h` (`RuntimeValue.rect(_:what:)`), each number within the
  /// range a document's geometry may have (`DocumentNumber.Role.geometry`): a frame no
  /// renderer could draw is refused here rather than written.
  public static func frame(_ text: String) throws(EditValueError) -> CGRect {
    let rect = try RuntimeValue.rect(text, what: "a frame")
    for (name, value) in [
      ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
      ("height", rect.size.height),
    ] where abs(Double(value)) > DocumentNumber.geometryLimit {
      throw EditValueError(
        "a frame's \(name) must be within ±\(XcodeNumber.format(DocumentNumber.geometryLimit)) "
          + "points, got \(XcodeNumber.format(value))")
    }
    return rect
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
