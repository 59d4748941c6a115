/// The `type` of a `<userDefinedRuntimeAttribute>`, spelled as Interface Builder writes it:
/// the one list of them, for reading and writing documents, lint, and the designer (whose
/// page is sent the list by `/api/library`).
public enum RuntimeAttributeType: String, CaseIterable, Hashable, Sendable {
  /// `value="YES"` or `"NO"`.
  case boolean
  /// A `<real key="value">` or `<integer key="value">` child.
  case number
  /// `value="…"`, translated when `localized="YES"`.
  case string
  /// A `<color key="value">` child.
  case color
  /// `value="name"`: an image of the project's.
  case image
  /// A `<point key="value">` child.
  case point
  /// A `<size key="value">` child.
  case size
  /// A `<rect key="value">` child.
  case rect
  /// A `<range key="value">` child.
  case range
  /// Sets the key path to nil.
  case `nil`
}

extension IBElement {
  /// The `type` of a `<userDefinedRuntimeAttribute>`; nil for another element or for a type
  /// Interface Builder does not write.
  public var runtimeAttributeType: RuntimeAttributeType? {
    guard name == "userDefinedRuntimeAttribute", let type = self["type"] else { return nil }
    return RuntimeAttributeType(rawValue: type)
  }
}
