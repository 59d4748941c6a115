/// Comments, CDATA sections, processing instructions, the XML declaration and DOCTYPE.
extension TreeParser {
  mutating func bang(at start: Int) throws(DocumentError) -> Int {
    if matches("<!--", at: start) {
      guard let end = find("-->", from: start + 4) else {
        throw truncated("unexpected end of file inside a comment", at: n)
      }
      add(
        IBNode(kind: .comment, span: start..<(end + 3), content: source.string((start + 4)..<end)))
      return end + 3
    }
    if matches("<![CDATA[", at: start) {
      guard let parent = stack.last else {
        throw malformed("CDATA section outside the root element", at: start)
      }
      guard let end = find("]]>", from: start + 9) else {
        throw truncated("unexpected end of file inside a CDATA section", at: n)
      }
      parent.nodes.append(
        IBNode(kind: .cdata, span: start..<(end + 3), content: source.string((start + 9)..<end)))
      return end + 3
    }
    if matches("<!DOCTYPE", at: start) {
      return try doctype(at: start)
    }
    throw malformed("unknown markup after '<!'", at: start)
  }

  /// Scans `<!DOCTYPE name ... [ internal subset ]>`; refuses entity declarations.
  mutating func doctype(at start: Int) throws(DocumentError) -> Int {
    if root != nil || !stack.isEmpty {
      throw malformed("DOCTYPE after the root element has started", at: start)
    }
    var i = start + 9
    var inSubset = false
    var quote: UInt8 = 0
    while i < n {
      let c = p[i]
      if quote != 0 {
        if c == quote { quote = 0 }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        quote = c
      } else if c == UInt8(ascii: "[") {
        inSubset = true
      } else if c == UInt8(ascii: "]") {
        inSubset = false
      } else if inSubset && c == UInt8(ascii: "<") && matches("<!ENTITY", at: i) {
        throw DocumentError(
          .entityDeclaration,
          "DTD entity declarations are not supported; Easel does not expand entities",
          at: source.location(at: i))
      } else if !inSubset && c == UInt8(ascii: ">") {
        prolog.append(
          IBNode(kind: .doctype, span: start..<(i + 1), content: source.string((start + 9)..<i)))
        return i + 1
      }
      i += 1
    }
    throw truncated("unexpected end of file inside the DOCTYPE", at: n)
  }

  /// Scans `<?target ...?>`; the XML declaration is recognised by its target.
  mutating func processingInstruction(at start: Int) throws(DocumentError) -> Int {
    guard let end = find("?>", from: start + 2) else {
      throw truncated("unexpected end of file inside a processing instruction", at: n)
    }
    let isDeclaration =
      matches("<?xml", at: start) && start + 5 < n
      && (p[start + 5] == 0x20 || p[start + 5] == 0x0A || p[start + 5] == 0x09
        || p[start + 5] == 0x0D || p[start + 5] == UInt8(ascii: "?"))
    if isDeclaration {
      let bomLength = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
      if start != bomLength {
        throw malformed("the XML declaration must be at the very start of the file", at: start)
      }
    }
    add(
      IBNode(
        kind: isDeclaration ? .xmlDeclaration : .processingInstruction, span: start..<(end + 2),
        content: source.string((start + 2)..<end)))
    return end + 2
  }

  /// Adds a node to the open element, or before or after the root.
  mutating func add(_ node: IBNode) {
    if let parent = stack.last {
      parent.nodes.append(node)
    } else if root == nil {
      prolog.append(node)
    } else {
      epilog.append(node)
    }
  }

  func matches(_ literal: StaticString, at i: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard i + count <= n else { return false }
    let l = literal.utf8Start
    for k in 0..<count where p[i + k] != l[k] { return false }
    return true
  }

  func find(_ literal: StaticString, from: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    let l = literal.utf8Start
    var i = from
    while i + count <= n {
      if p[i] == l[0] && matches(literal, at: i) { return i }
      i += 1
    }
    return nil
  }
}
