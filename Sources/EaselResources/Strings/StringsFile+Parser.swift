import EaselDiagnostics

/// The scanner behind ``StringsFile/parse(_:path:)``: one pass over UTF-8 bytes, following
/// `CFOldStylePList.c` (what `NSBundle` and Xcode's `copyStrings` use) rule by rule, with
/// located errors where Foundation only names a line.
///
/// Design note: Foundation's top level tries a property-list object first and, when text
/// follows a lone string, restarts as a brace-less dictionary ("strings file"). The cases
/// that matter here are the two dictionary forms, so the parser picks by the first
/// character: `{` opens a braced dictionary, anything else is the brace-less form. In the
/// brace-less form Foundation stops silently at the first character that cannot start a
/// key (a stray `;` or `}`) or at an unterminated quoted key, and drops the rest of the
/// file; Easel keeps the same entries and warns. Foundation also accepts an unterminated
/// `/* …` comment (it runs to the end of the file); Easel refuses it, since it always
/// hides entries. `StringsFileTests` checks all this against Foundation's own parser.
struct StringsFileParser {
  let bytes: [UInt8]
  let path: String
  var i = 0
  var diagnostics: [Diagnostic] = []
  /// Where each line starts, for locations.
  private let lines: LineIndex

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    lines = LineIndex(bytes)
  }

  // MARK: - Structure

  /// The whole file: a brace-less or braced dictionary of strings.
  mutating func parseFile() throws(StringsFileError) -> [StringsFile.Entry] {
    guard try skipSpace() else { return [] }
    if bytes[i] == UInt8(ascii: "{") {
      let open = i
      i += 1
      let entries = try parseEntries()
      guard try skipSpace(), bytes[i] == UInt8(ascii: "}") else {
        let found = i < bytes.count ? "'\(character(at: i))'" : "the end of the file"
        throw error(
          "expected '}' to close the dictionary opened at line \(location(of: open).line), "
            + "found \(found)", at: i)
      }
      i += 1
      if try skipSpace() {
        throw error("unexpected '\(character(at: i))' after the dictionary's closing '}'", at: i)
      }
      return entries
    }
    guard startsString(bytes[i]) else {
      throw error(
        "expected a key (a quoted or bare string), found '\(character(at: i))'", at: i)
    }
    let entries = try parseEntries(braceless: true)
    if try skipSpace() {
      let remaining = lines.lineCount - location(of: i).line + 1
      warn(
        "unexpected '\(character(at: i))' where a key should start; Foundation ignores the "
          + "rest of the file (\(remaining) line\(remaining == 1 ? "" : "s"))",
        id: "strings-ignored-text", at: i)
    }
    return entries
  }

  /// `key = value;` or `key;` pairs until something that cannot start a key.
  ///
  /// In the brace-less form, Foundation also ends the table at an unterminated string where
  /// a key (other than the first) should start, ignoring the rest of the file; Easel does
  /// the same and warns.
  private mutating func parseEntries(braceless: Bool = false) throws(StringsFileError)
    -> [StringsFile.Entry]
  {
    var entries: [StringsFile.Entry] = []
    var firstLine: [String: Int] = [:]
    while try skipSpace(), startsString(bytes[i]) {
      let keyStart = i
      let key: String
      do {
        key = try parseString()
      } catch {
        guard braceless, !entries.isEmpty else { throw error }
        let remaining = lines.lineCount - location(of: keyStart).line + 1
        warn(
          "\(error.message) where a key should start; Foundation ignores the rest of the "
            + "file (\(remaining) line\(remaining == 1 ? "" : "s"))",
          id: "strings-ignored-text", at: keyStart)
        i = bytes.count
        return entries
      }
      let keyEnd = i
      guard try skipSpace() else {
        throw error(
          "expected '=' or ';' after the key \(quoted(key)), found the end of the file",
          at: keyEnd)
      }
      let value: String
      let valueEnd: Int
      switch bytes[i] {
      case UInt8(ascii: ";"):
        value = key
        valueEnd = keyEnd
      case UInt8(ascii: "="):
        i += 1
        value = try parseValue(after: key)
        valueEnd = i
      default:
        throw error(
          "expected '=' or ';' after the key \(quoted(key)), found '\(character(at: i))'",
          at: i)
      }
      guard try skipSpace(), bytes[i] == UInt8(ascii: ";") else {
        throw error("missing ';' after the value of \(quoted(key))", at: valueEnd)
      }
      i += 1
      let place = location(of: keyStart)
      if let first = firstLine[key] {
        diagnostics.append(
          Diagnostic(
            .warning,
            "duplicate key \(quoted(key)) (first defined at line \(first)); the last value wins",
            id: "strings-duplicate-key", at: place))
      } else {
        firstLine[key] = place.line
      }
      entries.append(StringsFile.Entry(key: key, value: value, location: place))
    }
    return entries
  }

  /// The value after `=`: a quoted or bare string.
  private mutating func parseValue(after key: String) throws(StringsFileError) -> String {
    guard try skipSpace() else {
      throw error(
        "expected a value after '=' for \(quoted(key)), found the end of the file",
        at: i)
    }
    let b = bytes[i]
    if startsString(b) { return try parseString() }
    let kind: String? =
      switch b {
      case UInt8(ascii: "{"): "a dictionary"
      case UInt8(ascii: "("): "an array"
      case UInt8(ascii: "<"): "data"
      default: nil
      }
    if let kind {
      throw error(
        "the value of \(quoted(key)) is \(kind); a .strings value must be a string",
        at: i)
    }
    throw error("expected a string value for \(quoted(key)), found '\(character(at: i))'", at: i)
  }

  // MARK: - Strings

  private func startsString(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || Self.isBare(b)
  }

  /// `[A-Za-z0-9_$/:.-]`, the characters of an unquoted token.
  static func isBare(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// A quoted or bare string starting at `i`.
  private mutating func parseString() throws(StringsFileError) -> String {
    let quote = bytes[i]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      let start = i
      while i < bytes.count, Self.isBare(bytes[i]) { i += 1 }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }
    let open = i
    i += 1
    var out = StringsFileUnescaper()
    var mark = i
    while i < bytes.count {
      let b = bytes[i]
      if b == quote {
        out.appendRaw(bytes[mark..<i])
        i += 1
        if let message = out.loneSurrogateWarning { warn(message, id: "strings-escape", at: open) }
        return out.string
      }
      if b == UInt8(ascii: "\\") {
        out.appendRaw(bytes[mark..<i])
        let slash = i
        i += 1
        guard i < bytes.count else {
          throw error("unterminated escape sequence at the end of the file", at: slash)
        }
        if let warning = out.appendEscape(in: bytes, at: &i) {
          warn(warning, id: "strings-escape", at: slash)
        }
        mark = i
      } else {
        i += 1
      }
    }
    let name = quote == UInt8(ascii: "\"") ? "\"" : "'"
    throw error("unterminated string: no closing \(name) before the end of the file", at: open)
  }

  // MARK: - Whitespace and comments

  /// Skips whitespace and comments; `false` at the end of the input.
  private mutating func skipSpace() throws(StringsFileError) -> Bool {
    while i < bytes.count {
      let b = bytes[i]
      if (0x09...0x0D).contains(b) || b == 0x20 {
        i += 1
      } else if isLineOrParagraphSeparator(at: i) {
        i += 3
      } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
        i += 2
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D,
          !isLineOrParagraphSeparator(at: i)
        {
          i += 1
        }
      } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        let open = i
        i += 2
        while true {
          guard i + 1 < bytes.count else {
            i = bytes.count
            throw error(
              "unterminated comment: no closing */ before the end of the file",
              at: open)
          }
          if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
            i += 2
            break
          }
          i += 1
        }
      } else {
        return true
      }
    }
    return false
  }

  /// U+2028 or U+2029, which Foundation counts as whitespace.
  private func isLineOrParagraphSeparator(at k: Int) -> Bool {
    k + 2 < bytes.count && bytes[k] == 0xE2 && bytes[k + 1] == 0x80
      && (bytes[k + 2] == 0xA8 || bytes[k + 2] == 0xA9)
  }

  // MARK: - Locations

  /// The 1-based line and byte column of `offset`.
  func location(of offset: Int) -> SourceLocation {
    lines.location(of: offset, in: path)
  }

  private func lineText(containing offset: Int) -> String {
    lines.lineText(containing: offset, in: bytes)
  }

  /// The character starting at byte `offset`, for messages.
  private func character(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return text }
    let visible = scalar.properties.isGraphemeBase || scalar.properties.isGraphemeExtend
    return visible ? text : scalar.escaped(asASCII: true)
  }

  private func quoted(_ key: String) -> String {
    let short = key.count > 40 ? String(key.prefix(40)) + "…" : key
    return "\"\(short)\""
  }

  private func error(_ message: String, at offset: Int) -> StringsFileError {
    StringsFileError(
      message: message, location: location(of: offset), lineText: lineText(containing: offset))
  }

  private mutating func warn(_ message: String, id: String, at offset: Int) {
    diagnostics.append(Diagnostic(.warning, message, id: id, at: location(of: offset)))
  }
}
