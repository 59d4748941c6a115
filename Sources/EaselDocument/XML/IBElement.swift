import EaselDiagnostics

/// One element of an Interface Builder document: name, ordered attributes, child elements,
/// the non-element content around them, and exactly where its bytes are.
///
/// Elements are created by the parser. An edit to their `IBDocument` replaces the element
/// it changed with one read again and moves the others onto the new bytes
/// (`ElementReread`); nothing else changes them. So a tree may be read from many tasks at
/// once, but not while its document is being edited — as with any document, edits and
/// reads of one document happen in one place. The mutable parts skip Swift's run-time
/// exclusivity checks, which cost more than the reads themselves on the renderer's hot
/// path (every attribute lookup). The parent link is weak, so a tree frees itself when its
/// document goes.
public final class IBElement: @unchecked Sendable {
  /// The element's name as written (`view`, `label`, `userDefinedRuntimeAttribute`).
  public let name: String
  /// The attributes in document order.
  @exclusivity(unchecked) public internal(set) var attributes: [IBAttribute]
  /// The child elements in document order (text and comments are in `nodes`).
  @exclusivity(unchecked) public internal(set) var children: [IBElement] = []
  /// Non-element content inside this element other than plain whitespace.
  @exclusivity(unchecked) public internal(set) var nodes: [IBNode] = []
  /// The element that contains this one; `nil` for the root.
  public internal(set) weak var parent: IBElement?
  /// The bytes of the start tag, `<` to `>` inclusive (the whole element when self-closing).
  @exclusivity(unchecked) public internal(set) var startTagSpan: Range<Int>
  /// The bytes of the end tag, or `nil` when the element is self-closing (`<x/>`).
  @exclusivity(unchecked) public internal(set) var endTagSpan: Range<Int>?
  /// The file this element came from.
  @exclusivity(unchecked) public internal(set) var source: IBSource
  /// How deep the element is: 0 for the root.
  public let depth: Int

  init(
    name: String, attributes: [IBAttribute], startTagSpan: Range<Int>, source: IBSource,
    depth: Int
  ) {
    self.name = name
    self.attributes = attributes
    self.startTagSpan = startTagSpan
    self.source = source
    self.depth = depth
  }

  /// All of the element's bytes, from its start tag's `<` to its end tag's `>`.
  public var span: Range<Int> {
    startTagSpan.lowerBound..<(endTagSpan?.upperBound ?? startTagSpan.upperBound)
  }

  /// The bytes between the start and end tags (empty for a self-closing element).
  public var innerSpan: Range<Int> {
    guard let end = endTagSpan else { return startTagSpan.upperBound..<startTagSpan.upperBound }
    return startTagSpan.upperBound..<end.lowerBound
  }

  /// Whether the element is written `<name .../>`.
  public var isSelfClosing: Bool { endTagSpan == nil }

  /// Where the start tag begins: 1-based line and UTF-8 column of its `<`.
  public var location: SourceLocation { source.location(at: startTagSpan.lowerBound) }

  /// The text content: the element's text and CDATA, decoded, in order; children excluded.
  public var text: String {
    var out = ""
    for node in nodes where node.kind == .text || node.kind == .cdata { out += node.content }
    return out
  }

  /// The attribute's decoded value, or `nil` when the element doesn't have it.
  public subscript(attribute: String) -> String? {
    ReadRecorder.current?.attribute(name, attribute)
    for a in attributes where a.name == attribute { return a.value }
    return nil
  }

  /// The attribute named `name` with its spans, or `nil`.
  public func attribute(_ name: String) -> IBAttribute? {
    ReadRecorder.current?.attribute(self.name, name)
    return attributes.first { $0.name == name }
  }

  /// The `id` attribute: Interface Builder's object id (`"Ohb-Vr-poi"`).
  public var id: String? { self["id"] }

  /// The Interface Builder object this element belongs to: its own `id`, else the nearest
  /// ancestor's (a `<rect key="frame">` belongs to its view). For diagnostics' `objectID`.
  public var ownerID: String? {
    var e: IBElement? = self
    while let current = e {
      if let id = current.id { return id }
      e = current.parent
    }
    return nil
  }

  /// The `key` attribute: the role of this element in its parent (`"view"`, `"frame"`).
  public var key: String? { self["key"] }

  /// The location of an attribute's name, or of the element when it has no such attribute.
  public func location(ofAttribute name: String) -> SourceLocation {
    guard let a = attribute(name) else { return location }
    return source.location(at: a.nameSpan.lowerBound)
  }
}
