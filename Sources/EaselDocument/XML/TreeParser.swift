import EaselDiagnostics

/// The tokenizer and tree builder: one forward pass over validated UTF-8 bytes.
///
/// Design: the bytes are never copied or re-encoded. Elements record byte spans; names
/// are interned; attribute values become `String`s directly from the bytes, and only
/// values containing `&` or literal whitespace take the slower decoding path. Element
/// nesting is an explicit stack (bounded by `maxDepth`), so hostile input cannot
/// overflow the call stack. DTD entity declarations are refused, never expanded.
struct TreeParser {
  /// The deepest nesting accepted.
  static let maxDepth = 1000

  let p: UnsafePointer<UInt8>
  let n: Int
  let source: IBSource
  var names = NameTable()
  var stack: [IBElement] = []
  var root: IBElement?
  var prolog: [IBNode] = []
  var epilog: [IBNode] = []
  var attributeNameStarts: [Int] = []
  /// The attributes of the start tag being read; copied out at its end.
  var scratch: [IBAttribute] = []
  /// The depth of the first element read: 0 for a document, the depth of the element
  /// being read again for `parse(from:)` of one element.
  var depthBase = 0

  init(_ p: UnsafePointer<UInt8>, count: Int, source: IBSource) {
    self.p = p
    self.n = count
    self.source = source
    stack.reserveCapacity(64)
  }

  /// Parses the buffer from `start` to its end; returns the root element (the one
  /// element read, when `start` is an element's offset inside a document).
  mutating func parse(from start: Int = 0) throws(DocumentError) -> IBElement {
    var i = start
    if i == 0 && n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }  // UTF-8 BOM
    while i < n {
      if p[i] == UInt8(ascii: "<") {
        guard i + 1 < n else { throw truncated("a '<' at the end of the file", at: i) }
        switch p[i + 1] {
        case UInt8(ascii: "/"): i = try endTag(at: i)
        case UInt8(ascii: "!"): i = try bang(at: i)
        case UInt8(ascii: "?"): i = try processingInstruction(at: i)
        default: i = try startTag(at: i)
        }
      } else {
        i = try text(at: i)
      }
    }
    if let open = stack.last {
      let l = open.location
      throw truncated(
        "unexpected end of file: <\(open.name)> opened at \(l.line):\(l.column) is not closed",
        at: n)
    }
    guard let root else {
      throw DocumentError(
        n == 0 ? .truncated : .malformed,
        n == 0 ? "the file is empty" : "no root element", at: source.location(at: n))
    }
    return root
  }

  // MARK: - Tags

  mutating func startTag(at start: Int) throws(DocumentError) -> Int {
    if root != nil && stack.isEmpty {
      throw malformed("extra content after the root element", at: start)
    }
    if depthBase + stack.count >= Self.maxDepth {
      throw DocumentError(
        .tooDeep, "elements nest deeper than \(Self.maxDepth) levels",
        at: source.location(at: start))
    }
    let nameStart = start + 1
    var i = nameStart
    guard isNameStart(p[i]) else { throw malformed("invalid character after '<'", at: i) }
    while i < n && isNameByte(p[i]) { i += 1 }
    let name = names.intern(p, nameStart, i - nameStart)
    scratch.removeAll(keepingCapacity: true)
    attributeNameStarts.removeAll(keepingCapacity: true)
    while true {
      let beforeSpace = i
      i = skipSpace(i)
      guard i < n else {
        throw truncated("unexpected end of file inside the start tag of <\(name)>", at: i)
      }
      let c = p[i]
      if c == UInt8(ascii: ">") {
        open(name, takeScratch(), start..<(i + 1), selfClosing: false)
        return i + 1
      }
      if c == UInt8(ascii: "/") {
        guard i + 1 < n else { throw truncated("unexpected end of file in <\(name)/>", at: i + 1) }
        guard p[i + 1] == UInt8(ascii: ">") else {
          throw malformed("expected '>' after '/'", at: i + 1)
        }
        open(name, takeScratch(), start..<(i + 2), selfClosing: true)
        return i + 2
      }
      if i == beforeSpace {
        throw malformed("expected whitespace, '>' or '/>' in <\(name)>", at: i)
      }
      i = try attribute(at: i, element: name)
    }
  }

  mutating func attribute(at start: Int, element: String) throws(DocumentError) -> Int {
    guard isNameStart(p[start]) else {
      throw malformed("invalid character in the start tag of <\(element)>", at: start)
    }
    var i = start
    while i < n && isNameByte(p[i]) { i += 1 }
    let nameEnd = i
    i = skipSpace(i)
    guard i < n else { throw truncated("unexpected end of file in an attribute", at: i) }
    guard p[i] == UInt8(ascii: "=") else {
      throw malformed("expected '=' after attribute name", at: i)
    }
    i = skipSpace(i + 1)
    guard i < n else { throw truncated("unexpected end of file in an attribute", at: i) }
    let quote = p[i]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw malformed("expected a quoted attribute value", at: i)
    }
    let valueStart = i + 1
    var j = valueStart
    var plain = true
    while j < n {
      let c = p[j]
      if c == quote { break }
      if c == UInt8(ascii: "<") {
        throw malformed("'<' is not allowed in an attribute value", at: j)
      }
      if c == UInt8(ascii: "&") || c < 0x20 { plain = false }
      j += 1
    }
    guard j < n else {
      throw truncated("unexpected end of file in an attribute value", at: j)
    }
    let nameLength = nameEnd - start
    for other in attributeNameStarts where sameBytes(other, start, nameLength) {
      throw malformed("duplicate attribute '\(names.intern(p, start, nameLength))'", at: start)
    }
    attributeNameStarts.append(start)
    let name = names.intern(p, start, nameLength)
    let value: String
    if plain {
      // Short values fit in a String without allocating; longer ones repeat (colour
      // components, class names), so they are interned.
      let length = j - valueStart
      value =
        length <= 15 || length > 64
        ? String(decoding: UnsafeBufferPointer(start: p + valueStart, count: length), as: UTF8.self)
        : names.intern(p, valueStart, length)
    } else {
      value = try decode(valueStart..<j, attribute: true)
    }
    scratch.append(
      IBAttribute(name: name, value: value, nameSpan: start..<nameEnd, valueSpan: valueStart..<j))
    return j + 1
  }

  /// A right-sized copy of the attributes read so far (the scratch buffer is reused).
  func takeScratch() -> [IBAttribute] {
    let n = scratch.count
    if n == 0 { return [] }
    return scratch.withUnsafeBufferPointer { source in
      [IBAttribute](unsafeUninitializedCapacity: n) { buffer, count in
        _ = buffer.initialize(from: source)
        count = n
      }
    }
  }

  /// Whether the name at `a` equals the name of the same length at `b`, and ends there.
  private func sameBytes(_ a: Int, _ b: Int, _ length: Int) -> Bool {
    var k = 0
    while k < length {
      if p[a + k] != p[b + k] { return false }
      k += 1
    }
    return !isNameByte(p[a + length])
  }

  mutating func open(
    _ name: String, _ attributes: [IBAttribute], _ span: Range<Int>, selfClosing: Bool
  ) {
    let element = IBElement(
      name: name, attributes: attributes, startTagSpan: span, source: source,
      depth: depthBase + stack.count)
    if let parent = stack.last {
      element.parent = parent
      parent.children.append(element)
    } else {
      root = element
    }
    if !selfClosing { stack.append(element) }
  }

  mutating func endTag(at start: Int) throws(DocumentError) -> Int {
    let nameStart = start + 2
    var i = nameStart
    while i < n && isNameByte(p[i]) { i += 1 }
    let nameLength = i - nameStart
    i = skipSpace(i)
    guard i < n else { throw truncated("unexpected end of file in an end tag", at: i) }
    guard p[i] == UInt8(ascii: ">") else {
      throw malformed("expected '>' to end the end tag", at: i)
    }
    guard let open = stack.last else {
      let name = names.intern(p, nameStart, nameLength)
      throw malformed("end tag </\(name)> without a matching start tag", at: start)
    }
    let openStart = open.startTagSpan.lowerBound + 1
    if nameLength != open.name.utf8.count || !sameBytes(openStart, nameStart, nameLength) {
      let name = names.intern(p, nameStart, nameLength)
      let l = open.location
      throw malformed(
        "end tag </\(name)> does not match <\(open.name)> opened at \(l.line):\(l.column)",
        at: start)
    }
    open.endTagSpan = start..<(i + 1)
    stack.removeLast()
    return i + 1
  }

  // MARK: - Text

  mutating func text(at start: Int) throws(DocumentError) -> Int {
    var i = start
    var firstNonBlank = -1
    var plain = true
    while i < n {
      let c = p[i]
      if c == UInt8(ascii: "<") { break }
      if c != 0x20 && c != 0x0A && c != 0x09 && c != 0x0D {
        if firstNonBlank < 0 { firstNonBlank = i }
        if c == UInt8(ascii: "&") { plain = false }
      }
      i += 1
    }
    if firstNonBlank < 0 { return i }
    guard let parent = stack.last else {
      throw malformed(
        root == nil ? "text before the root element" : "text after the root element",
        at: firstNonBlank)
    }
    let content =
      plain ? source.string(start..<i) : try decode(start..<i, attribute: false)
    parent.nodes.append(IBNode(kind: .text, span: start..<i, content: content))
    return i
  }

  // MARK: - Helpers

  @inline(__always) func skipSpace(_ from: Int) -> Int {
    var i = from
    while i < n {
      let c = p[i]
      if c != 0x20 && c != 0x0A && c != 0x09 && c != 0x0D { break }
      i += 1
    }
    return i
  }

  @inline(__always) func isNameStart(_ c: UInt8) -> Bool {
    (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_")
      || c == UInt8(ascii: ":") || c >= 0x80
  }

  @inline(__always) func isNameByte(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-")
      || c == UInt8(ascii: ".")
  }

  func malformed(_ message: String, at offset: Int) -> DocumentError {
    DocumentError(.malformed, message, at: source.location(at: offset))
  }

  func truncated(_ message: String, at offset: Int) -> DocumentError {
    DocumentError(.truncated, message, at: source.location(at: offset))
  }
}
