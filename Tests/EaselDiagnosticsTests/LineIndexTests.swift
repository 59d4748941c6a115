import EaselDiagnostics
import Testing

/// `LineIndex`: the one place byte offsets become lines and columns, for every reader.
struct LineIndexTests {
  /// Each byte offset of `text` as `line:column`.
  static func positions(_ text: String) -> [String] {
    let index = LineIndex(text)
    return (0...text.utf8.count).map {
      let (line, column) = index.position(of: $0)
      return "\(line):\(column)"
    }
  }

  @Test(arguments: [
    // Plain lines; the offset after the last byte is still on the last line.
    ("ab\ncd", ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3"]),
    // Columns count UTF-8 bytes: `é` is two, `😀` four.
    ("é\n😀x", ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3", "2:4", "2:5", "2:6"]),
    // CRLF is one line break; the LF is still on the line it ends.
    ("a\r\nb", ["1:1", "1:2", "1:3", "2:1", "2:2"]),
    // A CR alone ends a line, as in classic Mac text.
    ("a\rb\r", ["1:1", "1:2", "2:1", "2:2", "3:1"]),
    // A text ending in a line break has an empty last line.
    ("a\n", ["1:1", "1:2", "2:1"]),
    ("", ["1:1"]),
  ])
  func offsetsBecomeLinesAndByteColumns(text: String, expected: [String]) {
    #expect(Self.positions(text) == expected)
  }

  @Test func linesAreCountedAndTheirTextReadWithoutTheLineBreak() {
    let text = "first\r\nsecond é\rthird\n"
    let bytes = Array(text.utf8)
    let index = LineIndex(bytes)
    #expect(index.lineCount == 4)
    #expect(index.lineStarts == [0, 7, 17, 23])
    #expect(index.lineText(containing: 3, in: bytes) == "first")
    #expect(index.lineText(containing: 6, in: bytes) == "first")
    #expect(index.lineText(containing: 16, in: bytes) == "second é")
    #expect(index.lineText(containing: 17, in: bytes) == "third")
    #expect(index.lineText(containing: 23, in: bytes) == "")
    #expect(index.range(ofLine: 2, in: bytes) == 7..<16)
  }

  @Test func aLocationNamesTheFile() {
    let index = LineIndex("<a>\n  <é b=\"1\"/>")
    // `b` is after two spaces, `<` and the two bytes of `é` and a space.
    #expect(
      index.location(of: 10, in: "X.xib") == SourceLocation(file: "X.xib", line: 2, column: 7))
    #expect(index.location(of: 10, in: "X.xib").description == "X.xib:2:7")
  }
}
