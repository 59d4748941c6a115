import EaselDiagnostics

/// Finds `IB_DESIGNABLE` classes and `IBInspectable` properties in Objective-C headers and
/// implementation files, for lint and for the designables' statuses. What is registered is
/// the Swift the Objective-C is translated into (`EaselObjC`, scanned by `SwiftScanner`);
/// what this scanner finds says which classes and keys the translation must give, and where
/// the user declared them.
public struct ObjCScanner: Sendable {
  /// Scans one Objective-C file; `path` is used for locations only.
  public static func scan(source: String, path: String) -> FileScan {
    var walker = ObjCWalker(tokens: ObjCLexer.tokenize(source), path: path)
    walker.run()
    var scan = FileScan(
      path: path, language: .objectiveC, classes: walker.classes, extensions: walker.extensions,
      diagnostics: walker.diagnostics)
    scan.keyValueAccessors = walker.accessors
    return scan
  }
}

/// A token of Objective-C: a word (including `@interface`), or one punctuation character.
struct ObjCToken: Sendable {
  var text: String
  var isWord: Bool
  var line: Int
  var column: Int
}

/// Splits Objective-C into words and punctuation, dropping comments, literals and
/// preprocessor lines.
enum ObjCLexer {
  static func tokenize(_ source: String) -> [ObjCToken] {
    let b = Array(source.utf8)
    let lines = LineIndex(b)
    var tokens: [ObjCToken] = []
    var i = 0
    var lineStart = true
    func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }
    func isWordByte(_ c: UInt8) -> Bool {
      (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
        || c == UInt8(ascii: "_") || c >= 0x80
    }
    while i < b.count {
      let c = b[i]
      if c == UInt8(ascii: "\n") {
        lineStart = true
        i += 1
        continue
      }
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
        i += 1
        continue
      }
      if c == UInt8(ascii: "#") && lineStart {
        while i < b.count && b[i] != UInt8(ascii: "\n") {
          if b[i] == UInt8(ascii: "\\") && at(i + 1) == UInt8(ascii: "\n") { i += 1 }
          i += 1
        }
        continue
      }
      lineStart = false
      if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "/") {
        while i < b.count && b[i] != UInt8(ascii: "\n") { i += 1 }
        continue
      }
      if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
        i += 2
        while i < b.count && !(b[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
          i += 1
        }
        i += 2
        continue
      }
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        i += 1
        while i < b.count && b[i] != c && b[i] != UInt8(ascii: "\n") {
          i += b[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        i += 1
        continue
      }
      let start = i
      if isWordByte(c) || (c == UInt8(ascii: "@") && isWordByte(at(i + 1))) {
        i += 1
        while i < b.count && isWordByte(b[i]) { i += 1 }
      } else {
        i += 1
      }
      let p = lines.position(of: start)
      let text = String(decoding: b[start..<i], as: UTF8.self)
      tokens.append(
        ObjCToken(
          text: text, isWord: i - start > 1 || isWordByte(c), line: p.line, column: p.column))
    }
    return tokens
  }
}
