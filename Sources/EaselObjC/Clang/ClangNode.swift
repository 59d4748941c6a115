import Foundation

// Clang's JSON AST (`-Xclang -ast-dump=json`), read into a small typed tree.
//
// Design note: clang writes a location's `file` and `line` only when they differ from the
// location it wrote just before (`loc`, then `range.begin`, then `range.end`, then the
// children, depth first; a macro location's `spellingLoc` before its `expansionLoc`). So
// positions are filled in by walking the dump in clang's own order. Every other scalar field
// is kept as text under its dotted path (`referencedDecl.name`, `classType.qualType`), so
// that the translator reads what it needs and nothing here has to know every node kind.

/// A place in a file clang read: the expansion location of a macro's tokens.
struct ClangPosition: Sendable, Equatable {
  var file: String
  var line: Int
  var column: Int
  /// The byte offset in `file`.
  var offset: Int
  /// The length of the token that starts here, in bytes.
  var tokenLength: Int
}

/// One node of clang's AST: a declaration, statement, expression, type or attribute.
struct ClangNode: Sendable {
  /// `ObjCMessageExpr`, `ObjCInterfaceDecl`, …
  var kind: String
  /// Clang's identity for the node (`0x5632b456c6a0`), used by references to it.
  var id: String
  /// Where the node's name is (`loc`).
  var location: ClangPosition?
  var begin: ClangPosition?
  var end: ClangPosition?
  /// Where the text that `begin` expands from is written, when the node starts in a macro's
  /// expansion (a literal given as a macro's argument, or written in its body); else nil.
  var beginSpelling: ClangPosition? = nil
  /// Scalar fields by dotted path: `name`, `type.qualType`, `opcode`, `referencedDecl.name`.
  var fields: [String: String]
  var children: [ClangNode]

  subscript(_ field: String) -> String? { fields[field] }

  var name: String? { fields["name"] }
  /// The node's type as clang spells it, sugar kept (`NSString * _Nullable`, `CGFloat`).
  var type: String? {
    // `typeof (v)` (the SDK's MIN and MAX) means nothing outside clang: its desugared type.
    if let q = fields["type.qualType"], q.contains("typeof"),
      let d = fields["type.desugaredQualType"]
    {
      return d
    }
    return fields["type.qualType"].map {
      Self.withoutMacroQualifier($0, desugared: fields["type.desugaredQualType"])
    }
  }

  /// The node's type as C has it, typedefs looked through (`unsigned long` for `NSUInteger`).
  var cType: String? { fields["type.desugaredQualType"] ?? fields["type.qualType"] }

  /// The words that may start a C type's spelling before another word (`unsigned long`,
  /// `const char *`, `struct CGRect`, `__kindof UIView *`), and the qualifiers that may follow
  /// a type name (`ObjectType _Nullable`).
  static let typeKeywords: Set<String> = [
    "const", "volatile", "restrict", "__restrict", "struct", "enum", "union", "unsigned",
    "signed", "long", "short", "_Atomic", "__kindof", "__strong", "__weak",
    "__unsafe_unretained", "__autoreleasing", "__block", "_Nonnull", "_Nullable",
    "_Nullable_result", "_Null_unspecified", "__covariant", "__contravariant", "_Complex",
  ]

  /// A type spelled with the macro an attribute was written with (clang's macro-qualified
  /// type: `@property UIColor *inkColor __deprecated_msg("…");` is `__deprecated_msg UIColor
  /// *`, a project's `MY_DEPRECATED(…)` likewise) without it: the macro is no part of the
  /// type, which its desugared spelling does not name.
  static func withoutMacroQualifier(_ spelling: String, desugared: String?) -> String {
    func word(at i: String.Index) -> Substring? {
      let end = spelling[i...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") }
        ?? spelling.endIndex
      guard end > i, let first = spelling[i...].first, first.isLetter || first == "_" else {
        return nil
      }
      return spelling[i..<end]
    }
    guard let macro = word(at: spelling.startIndex), !typeKeywords.contains(String(macro)),
      spelling[macro.endIndex...].first == " ",
      let next = word(at: spelling.index(after: macro.endIndex)),
      !typeKeywords.contains(String(next)),
      !(desugared ?? "").contains(macro)
    else { return spelling }
    return String(spelling[next.startIndex...])
  }
  var isImplicit: Bool { flag("isImplicit") }

  /// Whether a boolean field is set (clang writes only the true ones).
  func flag(_ field: String) -> Bool { fields[field] == "true" || fields[field] == "1" }
  /// Where the node starts, else where its name is.
  var position: ClangPosition? { begin ?? location }

  /// The first child of the given kind.
  func child(_ kind: String) -> ClangNode? { children.first { $0.kind == kind } }
}

extension ClangNode {
  /// How many arrays and objects Foundation's JSON reader takes nested in one another
  /// (`JSONSerialization`'s limit): a deeper dump (a chain of hundreds of `||` in one
  /// expression) is read by `ClangJSON`, up to `readableNesting`.
  static let foundationNesting = 512

  /// How deep a dump's arrays and objects may nest for its tree to be read into nodes: that
  /// reading recurses once a node (two levels of JSON), on a thread's stack (8 MB on Linux,
  /// Dispatch's and Swift concurrency's threads alike); a deeper dump is refused, named at
  /// its deepest line, rather than overflowing that stack.
  static let readableNesting = 2_048

  /// How many nodes deep a tree may be for its translation, which recurses several calls a
  /// node (tens of kilobytes of stack a level in a debug build): a chain of one `&&` or `||`
  /// (`a || b || c …`, which nests to the left) counts once, as it is translated in a loop.
  /// Every tree Foundation's reader takes (256 nodes at most) is within it.
  static let translatableDepth = 256

  /// The deepest path of the tree as its translation recurses on it (`translatableDepth`),
  /// and where its deepest node is. Walked with a stack of its own, not the thread's.
  func translationDepth() -> (depth: Int, at: ClangPosition?) {
    var deepest = 0
    var at: ClangPosition?
    var pending: [(node: ClangNode, depth: Int)] = [(self, 1)]
    while let (node, depth) = pending.popLast() {
      if depth > deepest {
        deepest = depth
        at = node.position ?? at
      }
      let chain = node.kind == "BinaryOperator" && (node["opcode"] == "||" || node["opcode"] == "&&")
      for (k, child) in node.children.enumerated() {
        let link = chain && k == 0 && child.kind == "BinaryOperator" && child["opcode"] == node["opcode"]
        pending.append((child, link ? depth : depth + 1))
      }
    }
    return (deepest, at)
  }

  /// The deepest nesting of arrays and objects in JSON `data`, and the last `"line"` clang
  /// wrote before reaching it (where the deepest node is, in the file it was reading then).
  static func nesting(ofJSON data: Data) -> (depth: Int, line: Int?) {
    var depth = 0
    var deepest = 0
    var line: Int?
    var lineAtDeepest: Int?
    var inString = false
    var escaped = false
    var stringStart = 0
    var expectLine = false
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if inString {
          if escaped {
            escaped = false
          } else if b == UInt8(ascii: "\\") {
            escaped = true
          } else if b == UInt8(ascii: "\"") {
            inString = false
            expectLine =
              i - stringStart == 5
              && bytes[stringStart + 1] == UInt8(ascii: "l") && bytes[stringStart + 2] == UInt8(ascii: "i")
              && bytes[stringStart + 3] == UInt8(ascii: "n") && bytes[stringStart + 4] == UInt8(ascii: "e")
          }
          i += 1
          continue
        }
        switch b {
        case UInt8(ascii: "\""):
          inString = true
          stringStart = i
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          if depth > deepest {
            deepest = depth
            lineAtDeepest = line
          }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
        case UInt8(ascii: "0")...UInt8(ascii: "9") where expectLine:
          var value = 0
          while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
          }
          line = value
          expectLine = false
          continue
        case UInt8(ascii: ":"), UInt8(ascii: " "): break
        default: expectLine = false
        }
        i += 1
      }
    }
    return (deepest, lineAtDeepest)
  }

  /// The tree of a JSON dump; nil when the data is not one. A dump nested deeper than
  /// Foundation's reader takes is read by `ClangJSON`.
  static func parse(json data: Data) -> ClangNode? {
    guard
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        ?? (nesting(ofJSON: data).depth <= readableNesting
          ? ClangJSON.value(data) as? [String: Any] : nil)
    else {
      return nil
    }
    var reader = Reader()
    // The translation unit's implicit declarations (builtins, `SEL`, `id`) are many and never
    // translated: only their locations are read, to keep the running file and line.
    var fields: [String: String] = [:]
    for (key, value) in object where key != "inner" {
      reader.flatten(value, into: &fields, at: key)
    }
    var children: [ClangNode] = []
    for child in object["inner"] as? [[String: Any]] ?? [] {
      if child["isImplicit"] as? Bool == true
        || (child["isImplicit"] as? NSNumber)?.boolValue == true
      {
        reader.skip(child)
      } else {
        children.append(reader.node(child))
      }
    }
    return ClangNode(
      kind: fields["kind"] ?? "", id: fields["id"] ?? "", fields: fields, children: children)
  }

  /// Reads dictionaries into nodes, carrying the last file and line written.
  private struct Reader {
    var file = ""
    var line = 0

    mutating func node(_ object: [String: Any]) -> ClangNode {
      let location = position(object["loc"])
      let range = object["range"] as? [String: Any]
      var beginSpelling: ClangPosition?
      let begin = position(range?["begin"], spelling: &beginSpelling)
      let end = position(range?["end"])
      var fields: [String: String] = [:]
      for (key, value) in object
      where key != "inner" && key != "loc" && key != "range" && key != "array_filler" {
        flatten(value, into: &fields, at: key)
      }
      var inner = object["inner"] as? [[String: Any]] ?? []
      // An initializer list shorter than its array (`CGFloat c[8] = {1, 0}`): clang's JSON
      // writes the filler (`ImplicitValueInitExpr`) and then the initializers written, all
      // under `array_filler`. Its children are the initializers, as for a full list.
      if inner.isEmpty, let filled = object["array_filler"] as? [[String: Any]], !filled.isEmpty {
        fields["hasArrayFiller"] = "true"
        inner = Array(filled.dropFirst())
      }
      // A documentation comment (`/** … */` before an enumerator, a method) is a
      // `FullComment` child that no translation reads: its locations are kept, the node is not.
      var children: [ClangNode] = []
      for child in inner {
        if child["kind"] as? String == "FullComment" {
          skip(child)
        } else {
          children.append(node(child))
        }
      }
      return ClangNode(
        kind: fields["kind"] ?? "", id: fields["id"] ?? "", location: location, begin: begin,
        end: end, beginSpelling: beginSpelling, fields: fields, children: children)
    }

    /// Reads only the locations of a subtree, in clang's order.
    mutating func skip(_ object: [String: Any]) {
      _ = position(object["loc"])
      let range = object["range"] as? [String: Any]
      _ = position(range?["begin"])
      _ = position(range?["end"])
      for child in object["inner"] as? [[String: Any]] ?? [] { skip(child) }
    }

    /// A location: a macro's expansion location (after its spelling location updates the
    /// running file and line), else the bare location.
    mutating func position(_ value: Any?) -> ClangPosition? {
      var spelling: ClangPosition?
      return position(value, spelling: &spelling)
    }

    /// A location as `position(_:)` reads it, its spelling location (a macro's) in `spelling`.
    mutating func position(_ value: Any?, spelling: inout ClangPosition?) -> ClangPosition? {
      guard let loc = value as? [String: Any] else { return nil }
      if loc["spellingLoc"] != nil || loc["expansionLoc"] != nil {
        spelling = bare(loc["spellingLoc"])
        return bare(loc["expansionLoc"])
      }
      return bare(loc)
    }

    mutating func bare(_ value: Any?) -> ClangPosition? {
      guard let loc = value as? [String: Any], let column = loc["col"] as? Int else { return nil }
      if let f = loc["file"] as? String { file = f }
      if let l = loc["line"] as? Int { line = l }
      return ClangPosition(
        file: file, line: line, column: column, offset: loc["offset"] as? Int ?? 0,
        tokenLength: loc["tokLen"] as? Int ?? 0)
    }

    func flatten(_ value: Any, into fields: inout [String: String], at path: String) {
      switch value {
      case let string as String: fields[path] = string
      // Booleans come as numbers on some platforms: `flag(_:)` reads "1" and "true" alike.
      case let number as NSNumber: fields[path] = number.stringValue
      case let flag as Bool: fields[path] = flag ? "true" : "false"
      case let object as [String: Any]:
        for (key, inner) in object { flatten(inner, into: &fields, at: path + "." + key) }
      case let array as [Any]:
        fields[path + ".count"] = String(array.count)
        for (index, inner) in array.enumerated() {
          flatten(inner, into: &fields, at: path + "." + String(index))
        }
      default: break
      }
    }
  }
}

extension ClangNode {
  /// The tree without the top-level declarations written in a file under one of `folders`
  /// (paths ending in `/`), by where each starts.
  func withoutDeclarations(in folders: [String]) -> ClangNode {
    var tree = self
    tree.children.removeAll { node in
      guard let file = node.position?.file, !file.isEmpty else { return false }
      let path = URL(fileURLWithPath: file).standardizedFileURL.path
      return folders.contains { path.hasPrefix($0) }
    }
    return tree
  }
}
