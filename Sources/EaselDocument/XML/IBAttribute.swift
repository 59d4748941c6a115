/// One attribute of an element, in document order, with its decoded value and byte spans.
public struct IBAttribute: Hashable, Sendable {
  /// The attribute's name as written (`key`, `customClass`, `xmlns:foo`).
  public var name: String
  /// The value with entity and character references decoded and attribute whitespace
  /// (literal tab, CR, LF) normalised to spaces, as XML requires.
  public var value: String
  /// The bytes of the name.
  public var nameSpan: Range<Int>
  /// The bytes between the quotes (the raw, undecoded value).
  public var valueSpan: Range<Int>

  /// Creates an attribute.
  public init(name: String, value: String, nameSpan: Range<Int>, valueSpan: Range<Int>) {
    self.name = name
    self.value = value
    self.nameSpan = nameSpan
    self.valueSpan = valueSpan
  }

  /// The whole `name="value"` text, from the name to the closing quote inclusive.
  public var span: Range<Int> { nameSpan.lowerBound..<(valueSpan.upperBound + 1) }
}
