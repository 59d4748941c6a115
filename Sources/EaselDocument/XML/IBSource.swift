import EaselDiagnostics

/// The bytes of one parsed file, its path, and where its lines start.
///
/// Shared by every element of a document, so that elements can report locations and
/// read their own text without copying.
public final class IBSource: Sendable {
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The path used in locations.
  public let path: String
  /// Where the file's lines start, for locations.
  public let lines: LineIndex

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    self.lines = LineIndex(bytes)
  }

  /// The location of a byte offset in this file.
  public func location(at offset: Int) -> SourceLocation {
    lines.location(of: offset, in: path)
  }

  /// The bytes of `span` decoded as UTF-8 (the source was validated when parsed).
  public func string(_ span: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }
}
