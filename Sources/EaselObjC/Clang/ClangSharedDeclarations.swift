import Foundation

// Design note: clang's dump of a file holds every declaration of every header the file
// imports, textually, so a module's files that import its headers (a prefix header, an app's
// shared headers) each carry the same declarations again: one `.m` of a 300-file app was a
// 47 MB dump, 5 MB of it its own. Reading that per file (JSON, then `ClangNode`s) cost
// seconds and hundreds of megabytes a file, most of it the same headers again. A module's
// files are parsed in their order; a header's top-level declaration is read from the first
// file whose dump holds it and that clang reads without error (a file with errors is left out
// of the build, so what it met is still to be met by the next one, `ObjCTranslator`; it is
// read once among the files with errors), and from the file named after its header (which
// writes its shared declarations); the others drop it from their dump's text before it is
// read. A dropped declaration leaves a stand-in
// carrying the file and line clang last wrote in it, since clang writes a location's file and
// line only when they change (`ClangNode`'s note).

/// The header declarations already read from a module's files, and the filter that drops
/// them from the dumps of the files after.
struct ClangSharedDeclarations {
  /// Each header declaration read so far from a file clang read without error: its kind,
  /// name and first locations.
  private(set) var claimed: Set<String> = []
  /// Those read from files with errors only: dropped from other such files, still read from
  /// the first file without error, whose translation writes them.
  private(set) var claimedWithErrors: Set<String> = []
  /// How many top-level header declarations were dropped, for tests and traces.
  private(set) var dropped = 0

  /// `dump` (clang's pretty-printed JSON of `mainFile`) without the top-level declarations of
  /// headers already read from another file; `claiming` (clang read it without error): what
  /// it keeps is dropped from every later file, else from later files with errors only. A
  /// dump not in clang's layout is returned as it is.
  mutating func filter(_ dump: Data, mainFile: String, claiming: Bool) -> Data {
    dump.withUnsafeBytes { raw in
      filter(Bytes(raw.bindMemory(to: UInt8.self)), dump, mainFile: mainFile, claiming: claiming)
    } ?? dump
  }

  private mutating func filter(_ b: Bytes, _ dump: Data, mainFile: String, claiming: Bool)
    -> Data?
  {
    // `{`, the translation unit's fields at two spaces, `  "inner": [`, its declarations at
    // four: `    {` … `    }` or `    },`.
    var i = 0
    while i < b.count, !b.isLine(at: i, "  \"inner\": [") { i = b.next(i) }
    guard i < b.count else { return nil }
    i = b.next(i)
    let stem = Self.stem(mainFile)
    var output = Data()
    output.reserveCapacity(dump.count / 4)
    output.append(dump.prefix(i))
    var file: [UInt8] = []
    var line: [UInt8] = []
    // What this file claims, apart until it is read: a header's declarations are dropped from
    // later files only (NS_ENUM's typedef and enumeration start at one place).
    var claims: Set<String> = []
    defer {
      if claiming { claimed.formUnion(claims) } else { claimedWithErrors.formUnion(claims) }
    }
    while i < b.count {
      guard b.isLine(at: i, "    {") else {
        output.append(dump.suffix(from: dump.startIndex + i))
        break
      }
      // One declaration: its lines up to the closing brace at its own depth. It is known by
      // its kind, its name and its first locations (file and offset; a macro's spelling and
      // expansion), and counts as its first location's file's.
      let start = i
      var first: [UInt8]?
      var identity: [UInt8] = []
      var places = 0
      var offset: [UInt8] = []
      var afterIncludedFrom = false
      i = b.next(i)
      while i < b.count, !b.isLine(at: i, "    }"), !b.isLine(at: i, "    },") {
        // Its identity known, only the last file and line it writes are still wanted: they
        // are read from its end (a header's class is thousands of lines).
        if places >= 4, identity.count >= 2000 {
          let closing = b.closingLine(from: i)
          b.lastLocation(from: i, to: closing, file: &file, line: &line)
          i = closing
          break
        }
        let j = b.contentStart(i)
        var includedFrom = false
        if let value = b.value(from: j, of: "\"offset\": ") {
          offset = value
        } else if let value = b.value(from: j, of: "\"file\": ") {
          if !afterIncludedFrom { file = value }
        } else if let value = b.value(from: j, of: "\"line\": ") {
          line = value
        } else if places < 4, b.value(from: j, of: "\"col\": ") != nil {
          if first == nil { first = file }
          identity += file + [0x3A] + offset + [0x20]
          places += 1
        } else if identity.count < 2000,
          let value = b.value(from: j, of: "\"kind\": ") ?? b.value(from: j, of: "\"name\": ")
        {
          identity += value + [0x20]
        } else {
          includedFrom = b.value(from: j, of: "\"includedFrom\": ") != nil
        }
        afterIncludedFrom = includedFrom
        i = b.next(i)
      }
      guard i < b.count else { return nil }
      let closing = i
      i = b.next(i)
      if let first, first.count > 2, first.first == UInt8(ascii: "\""),
        first[1] != UInt8(ascii: "<")
      {
        let path = String(decoding: first.dropFirst().dropLast(), as: UTF8.self)
        if path != mainFile, Self.stem(path) != stem {
          let name = String(decoding: identity, as: UTF8.self)
          if claimed.contains(name) || (!claiming && claimedWithErrors.contains(name)) {
            dropped += 1
            // Implicit, so read for its location only (`ClangNode.parse`).
            var standIn = "    {\"kind\": \"EaselDroppedDecl\", \"isImplicit\": true, \"loc\": {"
            if !file.isEmpty {
              standIn += "\"file\": " + String(decoding: file, as: UTF8.self) + ", "
            }
            if !line.isEmpty {
              standIn += "\"line\": " + String(decoding: line, as: UTF8.self) + ", "
            }
            standIn += "\"col\": 1}}" + (b.isLine(at: closing, "    },") ? ",\n" : "\n")
            output.append(Data(standIn.utf8))
            continue
          }
          claims.insert(name)
        }
      }
      output.append(dump[(dump.startIndex + start)..<(dump.startIndex + i)])
    }
    return output
  }

  /// A dump's bytes, read line by line.
  private struct Bytes {
    let base: UnsafeBufferPointer<UInt8>
    init(_ base: UnsafeBufferPointer<UInt8>) { self.base = base }
    var count: Int { base.count }

    /// Where the line after the one at `i` starts.
    func next(_ i: Int) -> Int {
      guard let start = base.baseAddress,
        let hit = memchr(start + i, 0x0A, count - i)
      else { return count }
      return UnsafeRawPointer(start).distance(to: UnsafeRawPointer(hit)) + 1
    }

    /// Whether the line at `i` is `text` exactly (but for its line break).
    func isLine(at i: Int, _ text: StaticString) -> Bool {
      let n = text.utf8CodeUnitCount
      guard i + n <= count, memcmp(base.baseAddress! + i, text.utf8Start, n) == 0 else {
        return false
      }
      return i + n == count || base[i + n] == 0x0A || base[i + n] == 0x0D
    }

    /// Where the text of the line at `i` starts, after its indentation.
    func contentStart(_ i: Int) -> Int {
      var j = i
      while j < count, base[j] == 0x20 { j += 1 }
      return j
    }

    /// Where the line closing the top-level declaration the line at `i` is in starts (`    }`
    /// or `    },`: the first line from `i` indented four spaces that starts with `}`; the
    /// declaration's own lines are indented more), or `count`.
    func closingLine(from i: Int) -> Int {
      var k = i
      while k < count, !isLine(at: k, "    }"), !isLine(at: k, "    },") { k = next(k) }
      return k
    }

    /// The start of the line before the one at `k` (`k` > 0).
    func lineStart(before k: Int) -> Int {
      var j = k - 1
      while j > 0, base[j - 1] != 0x0A { j -= 1 }
      return max(j, 0)
    }

    /// The last `"file"` (but one an `"includedFrom"` holds) and `"line"` values of the lines
    /// from `i` up to `end`, read from the end; each left as it is when none is there.
    func lastLocation(from i: Int, to end: Int, file: inout [UInt8], line: inout [UInt8]) {
      var lastFile: [UInt8]?
      var lastLine: [UInt8]?
      var k = end
      while k > i, lastFile == nil || lastLine == nil {
        k = lineStart(before: k)
        let j = contentStart(k)
        if lastLine == nil, let value = self.value(from: j, of: "\"line\": ") {
          lastLine = value
        } else if lastFile == nil, let value = self.value(from: j, of: "\"file\": "),
          k == 0 || self.value(at: lineStart(before: k), of: "\"includedFrom\": ") == nil
        {
          lastFile = value
        }
      }
      if let lastFile { file = lastFile }
      if let lastLine { line = lastLine }
    }

    /// The value after `key` on the line at `i`, indented, as written (a string keeps its
    /// quotes; a trailing comma dropped).
    func value(at i: Int, of key: StaticString) -> [UInt8]? {
      value(from: contentStart(i), of: key)
    }

    /// The value after `key` where the text of a line starts at `j`.
    func value(from j: Int, of key: StaticString) -> [UInt8]? {
      let n = key.utf8CodeUnitCount
      guard j + n <= count, memcmp(base.baseAddress! + j, key.utf8Start, n) == 0 else {
        return nil
      }
      var end = j + n
      while end < count, base[end] != 0x0A { end += 1 }
      while end > j + n, base[end - 1] == 0x0D || base[end - 1] == 0x2C { end -= 1 }
      return Array(base[(j + n)..<end])
    }
  }

  /// A file's name without folder or extension.
  private static func stem(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
