import EaselDiagnostics

/// The bytes of one parsed file, its path, and the offsets where its lines start.
///
/// Shared by every element of a document, so that elements can report locations and
/// read their own text without copying.
public final class IBSource: Sendable {
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// The path used in locations.
  public let path: String
  /// The byte offset at which each line starts; `lineStarts[0] == 0`.
  let lineStarts: [Int]

  init(bytes: [UInt8], path: String, lineStarts: [Int]) {
    self.bytes = bytes
    self.path = path
    self.lineStarts = lineStarts
  }

  /// The 1-based line and column (in UTF-8 bytes) of a byte offset.
  public func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return (lo + 1, offset - lineStarts[lo] + 1)
  }

  /// The location of a byte offset in this file.
  public func location(at offset: Int) -> SourceLocation {
    let (line, column) = lineAndColumn(at: offset)
    return SourceLocation(file: path, line: line, column: column)
  }

  /// The bytes of `span` decoded as UTF-8 (the source was validated when parsed).
  public func string(_ span: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }
}
