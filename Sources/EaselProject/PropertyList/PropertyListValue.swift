/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
public enum PropertyListValue: Hashable, Sendable {
  /// A quoted string or a bare token (`isa`, `PBXGroup`, `<group>` once unquoted).
  case string(String)
  /// `( a, b, )`.
  case array([PropertyListValue])
  /// `{ key = value; }`; a later duplicate key replaces an earlier one.
  case dictionary([String: PropertyListValue])
  /// `<0fbd 7777>`.
  case data([UInt8])

  /// The string, if this is one.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [PropertyListValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The entries, if this is a dictionary.
  public var dictionary: [String: PropertyListValue]? {
    if case .dictionary(let d) = self { return d }
    return nil
  }

  /// The value under `key`, if this is a dictionary holding it.
  public subscript(key: String) -> PropertyListValue? {
    dictionary?[key]
  }

  /// The strings of an array (non-strings skipped), or a lone string as a one-element list;
  /// empty for anything else. Build settings are written both ways.
  public var strings: [String] {
    switch self {
    case .string(let s): [s]
    case .array(let a): a.compactMap(\.string)
    default: []
    }
  }
}
