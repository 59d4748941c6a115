/// Where lines start and how they are indented around an element, so that inserted
/// and removed markup follows the document's own formatting.
struct ElementLayout {
  let bytes: [UInt8]

  /// The offset of the start of the line containing `offset`.
  func lineStart(_ offset: Int) -> Int {
    var i = offset
    while i > 0 && bytes[i - 1] != 0x0A { i -= 1 }
    return i
  }

  /// Whether only spaces and tabs precede `offset` on its line.
  func startsLine(_ offset: Int) -> Bool {
    var i = offset
    while i > 0 {
      let c = bytes[i - 1]
      if c == 0x0A { return true }
      if c != 0x20 && c != 0x09 { return false }
      i -= 1
    }
    return true
  }

  /// The whitespace before `offset` on its line (empty when other text precedes it).
  func indent(at offset: Int) -> String {
    guard startsLine(offset) else { return "" }
    let start = lineStart(offset)
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// One level of indentation: what the root's first child is indented by, else 4 spaces.
  func unit(root: IBElement) -> String {
    if let first = root.children.first {
      let s = indent(at: first.startTagSpan.lowerBound)
      if !s.isEmpty { return s }
    }
    return "    "
  }

  /// The indentation for children of `e`: its first child's, else its own plus `unit`.
  func childIndent(of e: IBElement, unit: String) -> String {
    if let first = e.children.first, startsLine(first.startTagSpan.lowerBound) {
      return indent(at: first.startTagSpan.lowerBound)
    }
    return indent(at: e.startTagSpan.lowerBound) + unit
  }

  /// The range to delete to remove `e` with its line, when it sits alone on its lines;
  /// else just its span.
  func removalRange(of e: IBElement) -> Range<Int> {
    let span = e.span
    guard startsLine(span.lowerBound) else { return span }
    var end = span.upperBound
    while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
    if end < bytes.count && bytes[end] == 0x0D { end += 1 }
    guard end < bytes.count, bytes[end] == 0x0A else { return span }
    return lineStart(span.lowerBound)..<(end + 1)
  }

  /// A patch inserting `markup` (whose continuation lines are already indented) as a child
  /// of `parent`: before `before` if given, else as its last child. Expands a
  /// self-closing parent into a start and end tag.
  func insertChild(
    _ markup: String, into parent: IBElement, before: IBElement?, indent: String
  ) -> BytePatch {
    if let before {
      let at = before.startTagSpan.lowerBound
      if startsLine(at) { return .insert(indent + markup + "\n", at: lineStart(at)) }
      return .insert(markup + "\n" + indent, at: at)
    }
    if let end = parent.endTagSpan {
      if startsLine(end.lowerBound) {
        return .insert(indent + markup + "\n", at: lineStart(end.lowerBound))
      }
      return .insert(markup, at: end.lowerBound)
    }
    // `<name .../>` → `<name ...>` + child + `</name>`.
    let tag = parent.startTagSpan
    let own = self.indent(at: tag.lowerBound)
    return BytePatch(
      (tag.upperBound - 2)..<tag.upperBound,
      ">\n" + indent + markup + "\n" + own + "</\(parent.name)>")
  }

  /// A patch inserting `markup` on its own line right after `sibling`.
  func insertAfter(_ sibling: IBElement, _ markup: String, indent: String) -> BytePatch {
    .insert("\n" + indent + markup, at: sibling.span.upperBound)
  }
}
