/// Where the lines of a text start, so that byte offsets become `SourceLocation`s: built once
/// per text (one pass), then each offset is a binary search.
///
/// The one convention of every location Easel reports: lines are 1-based and end after `\n`,
/// after `\r\n`, or after a `\r` alone (classic Mac text, as compilers and Foundation count
/// it); columns are 1-based and count UTF-8 bytes, as compilers do, so a column is the
/// same whatever the line holds (`é` is two columns, a tab one).
public struct LineIndex: Hashable, Sendable {
  /// The byte offset at which each line starts; the first is 0.
  public let lineStarts: [Int]

  /// Indexes the lines of `bytes`, UTF-8 text (only its line breaks are looked at). Skips
  /// eight bytes at a time where none is below `\r` (0x0D).
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40 + 1)
    let n = bytes.count
    var i = 0
    if let base = bytes.baseAddress {
      while i < n {
        if i + 8 <= n {
          // Whether any byte is below 0x0E (0x0A and 0x0D are).
          let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
          if (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080 == 0 {
            i += 8
            continue
          }
        }
        let b = base[i]
        i += 1
        if b == 0x0A || (b == 0x0D && (i == n || base[i] != 0x0A)) { starts.append(i) }
      }
    }
    lineStarts = starts
  }

  /// Indexes the lines of `bytes`.
  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineIndex($0) }
  }

  /// Indexes the lines of `text`'s UTF-8.
  public init(_ text: String) {
    var text = text
    self = text.withUTF8 { LineIndex($0) }
  }

  /// How many lines the text has: one more than its line breaks.
  public var lineCount: Int { lineStarts.count }

  /// The 1-based line and UTF-8 column of byte `offset` (the text's length is the place
  /// after its last byte).
  public func position(of offset: Int) -> (line: Int, column: Int) {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return (lo + 1, offset - lineStarts[lo] + 1)
  }

  /// The location of byte `offset` in `file`.
  public func location(of offset: Int, in file: String) -> SourceLocation {
    let (line, column) = position(of: offset)
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The byte range of 1-based `line` in `bytes` (the text this index was built from), its
  /// line break left out.
  public func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
    precondition(line >= 1 && line <= lineStarts.count, "line \(line) of \(lineStarts.count)")
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// The text of the line holding byte `offset` of `bytes`, without its line break: what a
  /// message shows above a caret.
  public func lineText(containing offset: Int, in bytes: [UInt8]) -> String {
    String(decoding: bytes[range(ofLine: position(of: offset).line, in: bytes)], as: UTF8.self)
  }
}
