import Foundation

// Design note: clang's JSON dump has no node for a variable-length array's count. The count
// belongs to the array's type (a `VariableArrayType`), and the dumper prints a variable's type
// as text only (`CGFloat[self.locations.count]`). A count of names and arithmetic is read back
// from that text (`FileTranslator.arrayCount`); any other (a message, a property, a call)
// needs clang's own tree of it. So a file that declares such an array is parsed a second time,
// from a copy in which each declaration is followed, on its own line, by a statement that
// holds each count as an expression: `CGFloat a[self.locations.count]; (void)(self.locations
// .count);`. The copy stands in for the file through a VFS overlay, so that every location
// still names the file; nothing before the inserted text moves, and no line does. The
// translator takes each such statement as the count of the array before it and writes no
// statement for it (`FileTranslator.variableLengthCounts`).

/// The second parse that gives each variable-length array's count a node of its own.
enum VariableLengthArrays {
  /// Whether a dump may declare a variable-length array whose count needs a node: a type
  /// spelled with something other than digits between its brackets (a quick look at the
  /// bytes, before the tree is read).
  static func mayNeedCounts(_ dump: Data) -> Bool {
    let quote = UInt8(ascii: "\""), close = UInt8(ascii: "]"), open = UInt8(ascii: "[")
    return dump.withUnsafeBytes { raw in
      let b = raw.bindMemory(to: UInt8.self)
      var i = 1
      while i < b.count {
        // `…]"`: a string ending in `]`; look back to its `[`.
        if b[i] == quote, b[i - 1] == close {
          var j = i - 2
          var digitsOnly = true
          while j >= 0, b[j] != open, b[j] != quote {
            if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[j]) { digitsOnly = false }
            j -= 1
          }
          if j >= 0, b[j] == open, !digitsOnly, j < i - 2 { return true }
        }
        i += 1
      }
      return false
    }
  }

  /// The variables of `root` (in `mainFile`) that are variable-length arrays whose count
  /// only clang's tree gives (`FileTranslator.arrayCount` reads none from the type), with the
  /// declaration statement each is in; only statements of a block (a `for`'s own
  /// declaration has nowhere to put one after it).
  static func declarations(in root: ClangNode, mainFile: String) -> [(
    statement: ClangNode, variables: [ClangNode]
  )] {
    var found: [(ClangNode, [ClangNode])] = []
    var stack = [root]
    while let node = stack.popLast() {
      if node.kind == "CompoundStmt" {
        for s in node.children where s.kind == "DeclStmt" {
          let variables = s.children.filter(needsCount)
          if !variables.isEmpty, s.end?.file == mainFile { found.append((s, variables)) }
        }
      }
      stack += node.children
    }
    return found.sorted { ($0.0.end?.offset ?? 0) < ($1.0.end?.offset ?? 0) }
  }

  /// Whether `decl` is a variable-length array whose count is not read from its type.
  static func needsCount(_ decl: ClangNode) -> Bool {
    guard decl.kind == "VarDecl", let count = ObjCTypeReader.arrayParts(decl.type ?? "")?.count
    else { return false }
    return Int(count) == nil && FileTranslator.arrayCount(count) == nil
  }

  /// The file's text with each of `declarations`' counts written again after its statement
  /// (`(void)(count);`, in the variables' order), or nil when no count is found where the
  /// tree says (a declaration written by a macro).
  static func rewrite(
    _ source: Data, _ declarations: [(statement: ClangNode, variables: [ClangNode])]
  ) -> Data? {
    let bytes = [UInt8](source)
    var output = Data()
    var copied = 0
    for (statement, variables) in declarations {
      guard let end = statement.end, end.tokenLength == 1, end.offset >= copied,
        end.offset < bytes.count, bytes[end.offset] == UInt8(ascii: ";")
      else { return nil }
      var inserted = ""
      for variable in variables {
        guard let name = variable.location, let count = countText(bytes, after: name) else {
          return nil
        }
        inserted += " " + marker(count)
      }
      output.append(contentsOf: bytes[copied...end.offset])
      output.append(Data(inserted.utf8))
      copied = end.offset + 1
    }
    output.append(contentsOf: bytes[copied...])
    return output
  }

  /// The statement that holds a count for the translator: `(void)(count);`.
  static func marker(_ count: String) -> String { "(void)(" + count + ");" }

  /// The count written between the brackets after a declared name (`colors [n * 2]` →
  /// `n * 2`): the text up to the `]` that closes the `[`, brackets, parentheses, braces,
  /// strings and characters nested in it; nil when no `[` follows the name.
  static func countText(_ b: [UInt8], after name: ClangPosition) -> String? {
    var i = name.offset + name.tokenLength
    while i < b.count, b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") { i += 1 }
    guard i < b.count, b[i] == UInt8(ascii: "[") else { return nil }
    let start = i + 1
    var depth = 0
    i = start
    while i < b.count {
      switch b[i] {
      case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "]"):
        if depth == 0 { return String(decoding: b[start..<i], as: UTF8.self) }
        depth -= 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let quote = b[i]
        i += 1
        while i < b.count, b[i] != quote {
          if b[i] == UInt8(ascii: "\\") { i += 1 }
          i += 1
        }
      case UInt8(ascii: "\n"), UInt8(ascii: ";"):
        return nil
      default: break
      }
      i += 1
    }
    return nil
  }

  /// A clang VFS overlay in `folder` under which `file` reads as `contents` (written beside
  /// it), its name still `file`'s in every location clang reports.
  static func overlay(for file: URL, contents: Data, in folder: URL) throws -> URL {
    let stem = UUID().uuidString
    let copy = folder.appendingPathComponent(stem + "-" + file.lastPathComponent)
    try contents.write(to: copy)
    let root: [String: Any] = [
      "version": 0, "use-external-names": false,
      "roots": [["type": "file", "name": file.path, "external-contents": copy.path]],
    ]
    let overlay = folder.appendingPathComponent(stem + ".yaml")
    try JSONSerialization.data(withJSONObject: root).write(to: overlay)
    return overlay
  }
}
