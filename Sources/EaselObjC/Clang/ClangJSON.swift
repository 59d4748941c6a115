import Foundation

// Design note: Foundation's `JSONSerialization` refuses a document nested more than 512
// arrays and objects deep, and clang's dump of one long expression (a table of character
// ranges written as a chain of hundreds of `||`) nests deeper: each binary operator is an
// object holding an `inner` array holding the next. This reader takes any depth: it keeps the
// open containers on its own stack (an array), never on the thread's, and gives the values
// `JSONSerialization` gives (dictionaries, arrays, strings, `NSNumber`s, `NSNull`), so that
// `ClangNode`'s reader reads either alike. Foundation's reader, compiled optimized, stays the
// one for every dump it takes.

/// A JSON reader without a nesting limit, for clang's dumps Foundation's reader refuses.
enum ClangJSON {
  /// The value of the JSON document `data`; nil when it is not one.
  static func value(_ data: Data) -> Any? {
    data.withUnsafeBytes { raw in
      var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
      return scanner.document()
    }
  }

  /// An array or object being read, and for an object the key of the value being read (a
  /// class, so that adding to it does not copy what it holds).
  private final class Open {
    let isObject: Bool
    var elements: [Any] = []
    var members: [String: Any] = [:]
    var key: String?

    init(isObject: Bool) { self.isObject = isObject }

    var value: Any { isObject ? members : elements }
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var open: [Open] = []
    /// Set when the text after a value is not JSON.
    var failed = false

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() -> Any? {
      while !failed {
        skipSpace()
        guard i < bytes.count else { return nil }
        let b = bytes[i]
        if let top = open.last, top.isObject, top.key == nil {
          // An object's key, or its end when it is empty.
          if b == UInt8(ascii: "}"), top.members.isEmpty {
            i += 1
            open.removeLast()
            if let whole = close(top.value) { return whole }
            continue
          }
          guard b == UInt8(ascii: "\""), let key = string() else { return nil }
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
          i += 1
          top.key = key
          continue
        }
        if b == UInt8(ascii: "]"), let top = open.last, !top.isObject, top.elements.isEmpty {
          // An empty array's end.
          i += 1
          open.removeLast()
          if let whole = close(top.value) { return whole }
          continue
        }
        let value: Any
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          i += 1
          open.append(Open(isObject: b == UInt8(ascii: "{")))
          continue
        case UInt8(ascii: "\""):
          guard let s = string() else { return nil }
          value = s
        case UInt8(ascii: "t"):
          guard word("true") else { return nil }
          value = NSNumber(value: true)
        case UInt8(ascii: "f"):
          guard word("false") else { return nil }
          value = NSNumber(value: false)
        case UInt8(ascii: "n"):
          guard word("null") else { return nil }
          value = NSNull()
        default:
          guard let n = number() else { return nil }
          value = n
        }
        if let whole = close(value) { return whole }
      }
      return nil
    }

    /// Puts `value` in the container open around it, and closes each container that ends
    /// after it: the whole document's value when the outermost one closed (or `value` was
    /// the document), else nil (reading goes on after a comma, or `failed` is set).
    mutating func close(_ value: Any) -> Any? {
      var value = value
      while let top = open.last {
        if top.isObject {
          guard let key = top.key else {
            failed = true
            return nil
          }
          top.members[key] = value
          top.key = nil
        } else {
          top.elements.append(value)
        }
        skipSpace()
        guard i < bytes.count else {
          failed = true
          return nil
        }
        if bytes[i] == UInt8(ascii: ",") {
          i += 1
          return nil
        }
        guard bytes[i] == UInt8(ascii: top.isObject ? "}" : "]") else {
          failed = true
          return nil
        }
        i += 1
        open.removeLast()
        value = top.value
      }
      skipSpace()
      if i == bytes.count { return value }
      failed = true
      return nil
    }

    mutating func skipSpace() {
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): i += 1
        default: return
        }
      }
    }

    mutating func word(_ w: StaticString) -> Bool {
      let n = w.utf8CodeUnitCount
      guard i + n <= bytes.count else { return false }
      for k in 0..<n where bytes[i + k] != w.utf8Start[k] { return false }
      i += n
      return true
    }

    /// A number: an `Int` when it is one, else a `Double`, as an `NSNumber`.
    mutating func number() -> NSNumber? {
      let start = i
      var integral = true
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): integral = false
        default:
          return make(start, integral)
        }
        i += 1
      }
      return make(start, integral)
    }

    private func make(_ start: Int, _ integral: Bool) -> NSNumber? {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      if integral, let n = Int(text) { return NSNumber(value: n) }
      return Double(text).map { NSNumber(value: $0) }
    }

    /// A string from its opening quote, its escapes read.
    mutating func string() -> String? {
      i += 1
      let start = i
      while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") {
        i += 1
      }
      guard i < bytes.count else { return nil }
      var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<i]))
      while i < bytes.count {
        let b = bytes[i]
        i += 1
        if b == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
        guard b == UInt8(ascii: "\\") else {
          utf8.append(b)
          continue
        }
        guard i < bytes.count else { return nil }
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "u"):
          guard var scalar = hex4() else { return nil }
          // A surrogate pair: the high half, then `\u` and the low half.
          if (0xD800..<0xDC00).contains(scalar), i + 1 < bytes.count,
            bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
          {
            i += 2
            guard let low = hex4() else { return nil }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          utf8.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
        default: utf8.append(e)  // `\"`, `\\`, `\/`
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard i + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = Character(Unicode.Scalar(bytes[i])).hexDigitValue else { return nil }
        value = value * 16 + UInt32(digit)
        i += 1
      }
      return value
    }
  }
}
