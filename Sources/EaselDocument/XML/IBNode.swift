/// A piece of a document that is not an element: kept so that nothing is lost.
///
/// Whitespace between elements is not listed (it is still in the bytes and saved);
/// every other text run, comment, CDATA section, processing instruction, the XML
/// declaration and the DOCTYPE are.
public struct IBNode: Hashable, Sendable {
  /// What kind of node this is.
  public enum Kind: String, Hashable, Sendable {
    /// Character data with something other than whitespace in it.
    case text
    /// `<!-- ... -->`.
    case comment
    /// `<![CDATA[ ... ]]>`.
    case cdata
    /// `<?target ... ?>`, other than the XML declaration.
    case processingInstruction
    /// `<?xml version=... ?>`.
    case xmlDeclaration
    /// `<!DOCTYPE ...>`.
    case doctype
  }

  /// What kind of node this is.
  public var kind: Kind
  /// All of its bytes, markup included.
  public var span: Range<Int>
  /// Its content: decoded text for `.text`, the raw bytes inside the markup otherwise.
  public var content: String

  /// Creates a node.
  public init(kind: Kind, span: Range<Int>, content: String) {
    self.kind = kind
    self.span = span
    self.content = content
  }
}
