import EaselDiagnostics
import Foundation

/// Reads old-style (OpenStep) property lists, the format Xcode writes `project.pbxproj` in
/// (XML and binary ones through Foundation: `PropertyListParser+XML.swift`).
///
/// The grammar: an optional `// !$*UTF8*$!` header (any `//` or `/* */` comment is skipped),
/// then one value — `{ key = value; … }`, `( value, … )` with an optional trailing comma,
/// a quoted string (escapes `\" \\ \n \t \r \a \b \f \v`, `\U` with up to four hex digits,
/// octal `\ooo`), a bare token of `A-Z a-z 0-9 _ $ + / : . -`, or `<hex data>`.
/// A malformed file throws a located ``ProjectFileError``; the parser never traps, and
/// nesting deeper than ``maximumDepth`` is an error rather than a stack overflow.
///
/// Bytes are compared with numbers (`0x7B` is `{`): `UInt8(ascii:)` costs a call per byte
/// in debug builds, and a 2 MB project must parse fast there too.
public enum PropertyListParser {
  /// How deep values may nest; real projects stay under ten.
  public static let maximumDepth = 256

  /// Parses the file at `url`.
  public static func parse(contentsOf url: URL) throws -> PropertyListValue {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ProjectFileError(
        .io, "cannot read the file (\(error.localizedDescription))",
        at: SourceLocation(file: url.path, line: 1, column: 1))
    }
    return try parse(data, file: url.path)
  }

  /// Parses `data`; `file` names it in errors. An XML or binary property list is read too
  /// (`parseXMLOrBinary(_:file:)`), as Xcode reads one.
  public static func parse(_ data: Data, file: String) throws -> PropertyListValue {
    if isXMLOrBinary(data) { return try parseXMLOrBinary(data, file: file) }
    var bytes = [UInt8](data)
    bytes.append(0)  // so that the buffer has an address even when the file is empty
    return try bytes.withUnsafeBufferPointer { whole in
      guard let base = whole.baseAddress else {
        throw ProjectFileError(
          .truncated, "the file is empty", at: SourceLocation(file: file, line: 1, column: 1))
      }
      var reader = Reader(bytes: base, count: whole.count - 1, file: file)
      reader.skipTrivia()
      let value = try reader.value(depth: 0)
      try reader.skipTriviaChecked()
      guard reader.offset == reader.count else {
        throw reader.error(.malformed, "unexpected text after the top-level value")
      }
      return value
    }
  }
}

/// The cursor over the bytes; every method leaves `offset` after what it read.
///
/// It reads through a plain pointer, whose subscript is inlined even in debug builds; every
/// read is guarded by `offset < count`.
private struct Reader {
  let bytes: UnsafePointer<UInt8>
  let count: Int
  let file: String
  var offset = 0

  init(bytes: UnsafePointer<UInt8>, count: Int, file: String) {
    self.bytes = bytes
    self.count = count
    self.file = file
  }

  /// The bytes from `start` up to `end`.
  func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + start, count: end - start)
  }

  // MARK: Values

  mutating func value(depth: Int) throws -> PropertyListValue {
    guard depth < PropertyListParser.maximumDepth else {
      throw error(.tooDeep, "values nest deeper than \(PropertyListParser.maximumDepth) levels")
    }
    guard offset < count else { throw error(.truncated, "the file ends where a value should be") }
    switch bytes[offset] {
    case 0x7B /* { */: return try dictionary(depth: depth)
    case 0x28 /* ( */: return try array(depth: depth)
    case 0x22, 0x27 /* " ' */: return .string(try quoted())
    case 0x3C /* < */: return .data(try hexData())
    default:
      if let token = try bare() { return .string(token) }
      throw error(.malformed, "unexpected \(describe(bytes[offset])) where a value should be")
    }
  }

  mutating func dictionary(depth: Int) throws -> PropertyListValue {
    let open = offset
    offset += 1
    var entries: [String: PropertyListValue] = [:]
    while true {
      try skipTriviaChecked()
      guard offset < count else {
        throw error(.truncated, "the file ends inside the dictionary opened here", at: open)
      }
      if bytes[offset] == 0x7D /* } */ {
        offset += 1
        return .dictionary(entries)
      }
      let key: String
      switch bytes[offset] {
      case 0x22, 0x27: key = try quoted()
      default:
        guard let token = try bare() else {
          throw error(.malformed, "expected a key or '}', found \(describe(bytes[offset]))")
        }
        key = token
      }
      try skipTriviaChecked()
      try expect("=", after: "the key '\(key)'")
      try skipTriviaChecked()
      let value = try value(depth: depth + 1)
      try skipTriviaChecked()
      try expect(";", after: "the value of '\(key)'")
      entries[key] = value
    }
  }

  mutating func array(depth: Int) throws -> PropertyListValue {
    let open = offset
    offset += 1
    var elements: [PropertyListValue] = []
    while true {
      try skipTriviaChecked()
      guard offset < count else {
        throw error(.truncated, "the file ends inside the array opened here", at: open)
      }
      if bytes[offset] == 0x29 /* ) */ {
        offset += 1
        return .array(elements)
      }
      elements.append(try value(depth: depth + 1))
      try skipTriviaChecked()
      guard offset < count else {
        throw error(.truncated, "the file ends inside the array opened here", at: open)
      }
      switch bytes[offset] {
      case 0x2C /* , */: offset += 1
      case 0x29 /* ) */: break
      default:
        throw error(.malformed, "expected ',' or ')' in an array, found \(describe(bytes[offset]))")
      }
    }
  }

  /// A bare token, or nil when none starts here.
  mutating func bare() throws -> String? {
    let start = offset
    let bare = Self.bareBytes
    while offset < count, bare[Int(bytes[offset])] { offset += 1 }
    guard offset > start else { return nil }
    return String(decoding: slice(start, offset), as: UTF8.self)
  }

  /// Whether a byte may appear in a bare token: `A-Z a-z 0-9 _ $ + / : . -`.
  static let bareBytes: [Bool] = (0..<256).map { b in
    switch b {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  mutating func quoted() throws -> String {
    let open = offset
    let quote = bytes[offset]
    offset += 1
    let start = offset
    // Fast path: no escapes.
    while offset < count, bytes[offset] != quote, bytes[offset] != 0x5C /* \\ */ {
      offset += 1
    }
    guard offset < count else {
      throw error(.truncated, "the file ends inside the string opened here", at: open)
    }
    if bytes[offset] == quote {
      let slice = slice(start, offset)
      offset += 1
      guard let s = String(validating: slice, as: UTF8.self) else {
        throw error(.encoding, "the string is not valid UTF-8", at: open)
      }
      return s
    }
    var out = [UInt8](slice(start, offset))
    while true {
      guard offset < count else {
        throw error(.truncated, "the file ends inside the string opened here", at: open)
      }
      let b = bytes[offset]
      if b == quote {
        offset += 1
        break
      }
      if b != 0x5C {
        out.append(b)
        offset += 1
        continue
      }
      offset += 1
      guard offset < count else {
        throw error(.truncated, "the file ends inside the string opened here", at: open)
      }
      let e = bytes[offset]
      offset += 1
      switch e {
      case 0x6E: out.append(0x0A)
      case 0x74: out.append(0x09)
      case 0x72: out.append(0x0D)
      case 0x61: out.append(0x07)
      case 0x62: out.append(0x08)
      case 0x66: out.append(0x0C)
      case 0x76: out.append(0x0B)
      case 0x55, 0x75:
        var scalar: UInt32 = 0
        var digits = 0
        while digits < 4, offset < count, let h = Self.hexValue(bytes[offset]) {
          scalar = scalar * 16 + UInt32(h)
          offset += 1
          digits += 1
        }
        guard digits > 0 else {
          throw error(.malformed, "'\\U' must be followed by hexadecimal digits", at: offset - 2)
        }
        let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(s)).utf8))
      case 0x30...0x37:
        var value = UInt32(e - 0x30)
        var digits = 1
        while digits < 3, offset < count,
          (0x30...0x37).contains(bytes[offset])
        {
          value = value * 8 + UInt32(bytes[offset] - 0x30)
          offset += 1
          digits += 1
        }
        let s = Unicode.Scalar(value) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(s)).utf8))
      default: out.append(e)  // `\"`, `\\`, `\'` and unknown escapes stand for the character.
      }
    }
    guard let s = String(validating: out, as: UTF8.self) else {
      throw error(.encoding, "the string is not valid UTF-8", at: open)
    }
    return s
  }

  mutating func hexData() throws -> [UInt8] {
    let open = offset
    offset += 1
    var out: [UInt8] = []
    var high: UInt8?
    while true {
      guard offset < count else {
        throw error(.truncated, "the file ends inside the data opened here", at: open)
      }
      let b = bytes[offset]
      if b == 0x3E {
        offset += 1
        guard high == nil else {
          throw error(.malformed, "data has an odd number of hex digits", at: open)
        }
        return out
      }
      if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
        offset += 1
        continue
      }
      guard let v = Self.hexValue(b) else {
        throw error(.malformed, "unexpected \(describe(b)) in data; expected hexadecimal digits")
      }
      offset += 1
      if let h = high {
        out.append(h << 4 | v)
        high = nil
      } else {
        high = v
      }
    }
  }

  static func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x61...0x66: b - 0x61 + 10
    case 0x41...0x46: b - 0x41 + 10
    default: nil
    }
  }

  // MARK: Trivia

  /// Skips white space and comments; an unclosed `/*` is left for `skipTriviaChecked`.
  mutating func skipTrivia() { _ = try? skipTriviaChecked() }

  /// Skips white space and comments, throwing on a comment that never closes.
  mutating func skipTriviaChecked() throws {
    while offset < count {
      let b = bytes[offset]
      if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C {
        offset += 1
      } else if b == 0x2F, offset + 1 < count,
        bytes[offset + 1] == 0x2F
      {
        while offset < count, bytes[offset] != 0x0A { offset += 1 }
      } else if b == 0x2F, offset + 1 < count,
        bytes[offset + 1] == 0x2A
      {
        let open = offset
        offset += 2
        while true {
          guard offset + 1 < count else {
            offset = count
            throw error(.truncated, "the comment opened here never closes", at: open)
          }
          if bytes[offset] == 0x2A, bytes[offset + 1] == 0x2F {
            offset += 2
            break
          }
          offset += 1
        }
      } else {
        return
      }
    }
  }

  mutating func expect(_ c: Unicode.Scalar, after what: @autoclosure () -> String) throws {
    guard offset < count else {
      throw error(.truncated, "the file ends where '\(c)' should follow \(what())")
    }
    guard bytes[offset] == UInt8(ascii: c) else {
      throw error(.malformed, "expected '\(c)' after \(what()), found \(describe(bytes[offset]))")
    }
    offset += 1
  }

  // MARK: Errors

  func describe(_ b: UInt8) -> String {
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return String(format: "byte 0x%02X", b)
  }

  /// An error at `at` (default: the cursor), with its line and UTF-8 column.
  func error(_ code: ProjectFileError.Code, _ message: String, at: Int? = nil)
    -> ProjectFileError
  {
    let place = min(at ?? offset, count)
    return ProjectFileError(
      code, message, at: LineIndex(slice(0, place)).location(of: place, in: file))
  }
}
