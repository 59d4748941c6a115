import Foundation

/// The `NSLocalizedString` calls of a Swift or Objective-C source, with their keys decoded
/// exactly as the compiler decodes the literals.
///
/// Swift: `NSLocalizedString("key", tableName: "T", bundle: .main, value: "Text", comment: "")`,
/// raw strings (`#"a"b"#`) included; escapes `\0 \\ \t \n \r \" \'` and `\u{…}`. Objective-C:
/// `NSLocalizedString(@"key", comment)`, `NSLocalizedStringFromTable(@"key", @"Table", …)`,
/// `…FromTableInBundle` and `…WithDefaultValue(key, table, bundle, value, comment)`, with C's
/// escapes (`\n`, octal, `\x`, `\u`, `\U`).
/// A key that is not one literal (`"\(name).title"`, `"a" + b`, a variable) is made at run
/// time and cannot be checked.
enum LocalizedStringCalls {
  /// What the first argument is.
  enum Key: Equatable {
    /// A literal, decoded.
    case literal(String)
    /// Built at run time; the argument as written.
    case dynamic(String)
  }

  /// One call.
  struct Call: Equatable {
    /// The UTF-8 offset of `NSLocalizedString`.
    var offset: Int
    var key: Key
    /// `tableName:` when it is a literal, else `Localizable`.
    var table: String
    /// `value:` (`defaultValue:`), the development language's text when the table lacks the
    /// key.
    var value: String?
    /// How the source asks: `NSLocalizedString` (and its Objective-C variants) or
    /// `String(localized:)`.
    var function = "NSLocalizedString"
  }

  /// Foundation's Objective-C macros, with the positions of their table and default-value
  /// arguments (the key is the first).
  static let objectiveCMacros: [String: (table: Int?, value: Int?)] = [
    "NSLocalizedString": (nil, nil), "NSLocalizedStringFromTable": (1, nil),
    "NSLocalizedStringFromTableInBundle": (1, nil), "NSLocalizedStringWithDefaultValue": (1, 3),
  ]

  /// Every call in `text`; `objectiveC` chooses the literal syntax.
  static func calls(in text: String, objectiveC: Bool) -> [Call] {
    let b = Array(text.utf8)
    let name = Array("NSLocalizedString".utf8)
    var out: [Call] = []
    var i = 0
    while i + name.count < b.count {
      if let skipped = skipCommentOrLiteral(b, i, objectiveC: objectiveC) {
        i = skipped
        continue
      }
      if !objectiveC, let (call, end) = stringLocalized(b, at: i) {
        out.append(call)
        i = end
        continue
      }
      guard b[i] == name[0], Array(b[i..<i + name.count]) == name,
        i == 0 || !isWordByte(b[i - 1])
      else {
        i += 1
        continue
      }
      let start = i
      i += name.count
      // `NSLocalizedStringFromTable` and the other Objective-C macros share the prefix.
      while i < b.count, isWordByte(b[i]) { i += 1 }
      let macro = String(decoding: b[start..<i], as: UTF8.self)
      let positions =
        objectiveC ? objectiveCMacros[macro] : (macro == "NSLocalizedString" ? (nil, nil) : nil)
      while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
      guard let positions, i < b.count, b[i] == UInt8(ascii: "(") else { continue }
      let (arguments, end) = splitArguments(b, from: i + 1, objectiveC: objectiveC)
      i = end
      guard let first = arguments.first else { continue }
      var call = Call(offset: start, key: key(first, objectiveC: objectiveC), table: "Localizable")
      if objectiveC {
        if let t = positions.table, t < arguments.count,
          case .literal(let table)? = literal(arguments[t], objectiveC: true)
        {
          call.table = table
        }
        if let v = positions.value, v < arguments.count,
          case .literal(let value)? = literal(arguments[v], objectiveC: true)
        {
          call.value = value
        }
      }
      for argument in arguments.dropFirst() where !objectiveC {
        let (label, value) = labelled(argument)
        if label == "tableName", case .literal(let t)? = literal(value, objectiveC: false) {
          call.table = t
        } else if label == "value", case .literal(let v)? = literal(value, objectiveC: false) {
          call.value = v
        }
      }
      out.append(call)
    }
    return out
  }

  /// Swift's `String(localized: "key", defaultValue: "Text", table: "T", bundle:, locale:,
  /// comment:)` at `i`: the call and the offset after it; nil for any other `String(…)`. A key
  /// that interpolates (`"Hello \(name)"`) is looked up as a format whose specifiers follow the
  /// values' types: made at compile time from types lint does not know, so it is not checked.
  static func stringLocalized(_ b: [UInt8], at i: Int) -> (Call, Int)? {
    let name = Array("String".utf8)
    guard b[i] == name[0], i + name.count < b.count, Array(b[i..<i + name.count]) == name,
      i == 0 || (!isWordByte(b[i - 1]) && b[i - 1] != UInt8(ascii: ".")),
      !isWordByte(b[i + name.count])
    else { return nil }
    var j = i + name.count
    while j < b.count, b[j] == UInt8(ascii: " ") { j += 1 }
    guard j < b.count, b[j] == UInt8(ascii: "(") else { return nil }
    let (arguments, end) = splitArguments(b, from: j + 1, objectiveC: false)
    guard let first = arguments.first else { return nil }
    let (label, keyArgument) = labelled(first)
    guard label == "localized" else { return nil }
    var call = Call(
      offset: i, key: key(keyArgument, objectiveC: false), table: "Localizable",
      function: "String(localized:)")
    for argument in arguments.dropFirst() {
      let (label, value) = labelled(argument)
      if label == "table", case .literal(let t)? = literal(value, objectiveC: false) {
        call.table = t
      } else if label == "defaultValue", case .literal(let v)? = literal(value, objectiveC: false) {
        call.value = v
      }
    }
    return (call, end)
  }

  /// The key an argument gives: one literal and nothing else, or a run-time value.
  static func key(_ argument: [UInt8], objectiveC: Bool) -> Key {
    literal(argument, objectiveC: objectiveC)
      ?? .dynamic(String(decoding: trimmed(argument), as: UTF8.self))
  }

  /// `argument` when it is exactly one string literal without interpolation, decoded.
  static func literal(_ argument: [UInt8], objectiveC: Bool) -> Key? {
    let a = trimmed(argument)
    var i = 0
    if objectiveC {
      guard a.first == UInt8(ascii: "@") else { return nil }
      i = 1
      guard let (text, end) = decodeC(a, from: i), end == a.count else { return nil }
      return .literal(text)
    }
    guard let (text, end) = decodeSwift(a, from: i), end == a.count else { return nil }
    return .literal(text)
  }

  /// Decodes a Swift string literal starting at `i` (its `#`s or its quote): the text and
  /// the offset after it, or nil when it interpolates or does not end.
  static func decodeSwift(_ b: [UInt8], from start: Int) -> (String, Int)? {
    var i = start
    var hashes = 0
    while i < b.count, b[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
    // A multi-line literal (`"""`) is left to the compiler: not read as a key.
    if i + 2 < b.count, b[i + 1] == UInt8(ascii: "\""), b[i + 2] == UInt8(ascii: "\"") {
      return nil
    }
    i += 1
    var scalars = String.UnicodeScalarView()
    var bytes: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
      bytes = []
    }
    func closes(at k: Int) -> Bool {
      guard b[k] == UInt8(ascii: "\""), k + hashes < b.count || hashes == 0 else { return false }
      return (0..<hashes).allSatisfy { k + 1 + $0 < b.count && b[k + 1 + $0] == UInt8(ascii: "#") }
    }
    func escapes(at k: Int) -> Bool {
      guard b[k] == UInt8(ascii: "\\") else { return false }
      return (0..<hashes).allSatisfy { k + 1 + $0 < b.count && b[k + 1 + $0] == UInt8(ascii: "#") }
    }
    while i < b.count {
      if b[i] == UInt8(ascii: "\n") { return nil }
      if closes(at: i) {
        flush()
        return (String(scalars), i + 1 + hashes)
      }
      guard escapes(at: i) else {
        bytes.append(b[i])
        i += 1
        continue
      }
      i += 1 + hashes
      guard i < b.count else { return nil }
      let c = b[i]
      i += 1
      flush()
      switch c {
      case UInt8(ascii: "0"): scalars.append("\0")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "'"): scalars.append("'")
      case UInt8(ascii: "u"):
        guard i < b.count, b[i] == UInt8(ascii: "{"),
          let close = b[i...].firstIndex(of: UInt8(ascii: "}")),
          let value = UInt32(String(decoding: b[(i + 1)..<close], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        scalars.append(scalar)
        i = close + 1
      default:
        // `\(`: interpolation, a key made at run time; anything else does not compile.
        return nil
      }
    }
    return nil
  }

  /// Decodes a C string literal starting at its quote: the text and the offset after it.
  static func decodeC(_ b: [UInt8], from start: Int) -> (String, Int)? {
    var i = start
    guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
    i += 1
    var bytes: [UInt8] = []
    func isHex(_ c: UInt8) -> Bool { Character(Unicode.Scalar(c)).isHexDigit }
    while i < b.count {
      let c = b[i]
      if c == UInt8(ascii: "\n") { return nil }
      if c == UInt8(ascii: "\"") { return (String(decoding: bytes, as: UTF8.self), i + 1) }
      i += 1
      guard c == UInt8(ascii: "\\"), i < b.count else {
        bytes.append(c)
        continue
      }
      let e = b[i]
      i += 1
      let simple: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "a"): 7,
        UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "v"): 11,
        UInt8(ascii: "\\"): 92, UInt8(ascii: "'"): 39, UInt8(ascii: "\""): 34,
        UInt8(ascii: "?"): 63,
      ]
      if let byte = simple[e] {
        bytes.append(byte)
      } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(e) {
        var value = Int(e - 48)
        var n = 1
        while n < 3, i < b.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(b[i]) {
          value = value * 8 + Int(b[i] - 48)
          i += 1
          n += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      } else if e == UInt8(ascii: "x") {
        var value = 0
        while i < b.count, isHex(b[i]) {
          // As C does with a long escape, keep the byte's worth (never overflow).
          value = (value * 16 + (Int(String(Unicode.Scalar(b[i])), radix: 16) ?? 0)) & 0xFF
          i += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      } else if e == UInt8(ascii: "u") || e == UInt8(ascii: "U") {
        let digits = e == UInt8(ascii: "u") ? 4 : 8
        guard i + digits <= b.count,
          let value = UInt32(String(decoding: b[i..<(i + digits)], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        bytes += Array(String(Character(scalar)).utf8)
        i += digits
      } else {
        return nil
      }
    }
    return nil
  }

  /// The top-level arguments of a call whose `(` ends before `start`, and the offset after
  /// its `)`.
  static func splitArguments(_ b: [UInt8], from start: Int, objectiveC: Bool) -> (
    [[UInt8]], Int
  ) {
    var arguments: [[UInt8]] = []
    var current: [UInt8] = []
    var depth = 0
    var i = start
    while i < b.count {
      if let end = skipCommentOrLiteral(b, i, objectiveC: objectiveC) {
        current += b[i..<end]
        i = end
        continue
      }
      let c = b[i]
      i += 1
      if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
        depth += 1
      } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
        if depth == 0 {
          arguments.append(current)
          return (arguments.filter { !trimmed($0).isEmpty }, i)
        }
        depth -= 1
      } else if c == UInt8(ascii: ","), depth == 0 {
        arguments.append(current)
        current = []
        continue
      }
      current.append(c)
    }
    return (arguments, i)
  }

  /// The end of a comment or string literal starting at `i`, if one does.
  static func skipCommentOrLiteral(_ b: [UInt8], _ i: Int, objectiveC: Bool) -> Int? {
    let c = b[i]
    let next = i + 1 < b.count ? b[i + 1] : 0
    if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
      return b[i...].firstIndex(of: UInt8(ascii: "\n")) ?? b.count
    }
    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
      var k = i + 2
      while k + 1 < b.count, !(b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/")) {
        k += 1
      }
      return min(k + 2, b.count)
    }
    if objectiveC, c == UInt8(ascii: "'") {
      var k = i + 1
      while k < b.count, b[k] != UInt8(ascii: "'"), b[k] != UInt8(ascii: "\n") {
        k += b[k] == UInt8(ascii: "\\") ? 2 : 1
      }
      return min(k + 1, b.count)
    }
    guard c == UInt8(ascii: "\"") || (!objectiveC && c == UInt8(ascii: "#")) else { return nil }
    // To the closing quote (and as many `#`s as opened it), escapes and interpolations
    // (whose parentheses nest) included.
    var k = i
    var hashes = 0
    while k < b.count, b[k] == UInt8(ascii: "#") {
      hashes += 1
      k += 1
    }
    guard k < b.count, b[k] == UInt8(ascii: "\"") else { return nil }
    func hashesFollow(_ at: Int) -> Bool {
      (0..<hashes).allSatisfy { at + $0 < b.count && b[at + $0] == UInt8(ascii: "#") }
    }
    let quotes = Array(#"""""#.utf8)
    if !objectiveC, k + 3 <= b.count, Array(b[k..<k + 3]) == quotes {
      // A multi-line literal: to the `"""` (and `#`s) that closes it.
      var m = k + 3
      while m + 3 <= b.count {
        if b[m] == UInt8(ascii: "\\") {
          m += 2
          continue
        }
        if Array(b[m..<m + 3]) == quotes, hashesFollow(m + 3) { return m + 3 + hashes }
        m += 1
      }
      return b.count
    }
    k += 1
    var parens = 0
    while k < b.count {
      let d = b[k]
      if d == UInt8(ascii: "\n") && parens == 0 { return k }
      if parens > 0 {
        if d == UInt8(ascii: "(") { parens += 1 }
        if d == UInt8(ascii: ")") { parens -= 1 }
        k += 1
        continue
      }
      if d == UInt8(ascii: "\\"), hashesFollow(k + 1) {
        k += 1 + hashes
        if k < b.count, b[k] == UInt8(ascii: "(") { parens += 1 }
        k += 1
        continue
      }
      k += 1
      if d == UInt8(ascii: "\""), hashesFollow(k) { return k + hashes }
    }
    return min(k, b.count)  // a backslash at the very end steps past it
  }

  /// `label: value` split at a top-level colon after an identifier; no label otherwise.
  static func labelled(_ argument: [UInt8]) -> (label: String?, value: [UInt8]) {
    let a = trimmed(argument)
    var k = 0
    while k < a.count, isWordByte(a[k]) { k += 1 }
    var colon = k
    while colon < a.count, a[colon] == UInt8(ascii: " ") { colon += 1 }
    guard k > 0, colon < a.count, a[colon] == UInt8(ascii: ":") else { return (nil, a) }
    return (String(decoding: a[..<k], as: UTF8.self), Array(a[(colon + 1)...]))
  }

  static func trimmed(_ a: [UInt8]) -> [UInt8] {
    let space: Set<UInt8> = [32, 9, 10, 13]
    guard let first = a.firstIndex(where: { !space.contains($0) }),
      let last = a.lastIndex(where: { !space.contains($0) })
    else { return [] }
    return Array(a[first...last])
  }

  static func isWordByte(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
      || c == UInt8(ascii: "_") || c >= 0x80
  }
}
