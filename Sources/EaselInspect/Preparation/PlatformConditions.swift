/// Platform conditions of `#if` as Xcode's designables agent sees them.
///
/// Xcode builds the agent for the iOS simulator, so `#if os(iOS)` holds and
/// `#if os(macOS)` does not; compiled on Linux the opposite would be true of `os(iOS)` and
/// a designable wrapped in it would vanish. `os(…)` and `targetEnvironment(…)` are replaced
/// by `true` or `false`, padded with spaces to the same length so columns are kept.
/// `canImport(…)` is left to the compiler: the façade provides `UIKit`, and `AppKit` is
/// rightly absent.
public enum PlatformConditions {
  /// The values the agent's platform gives `os(…)` and `targetEnvironment(…)`.
  static let values: [String: [String: Bool]] = [
    "os": [
      "iOS": true, "macOS": false, "OSX": false, "tvOS": false, "watchOS": false,
      "visionOS": false, "xrOS": false, "Linux": false, "Windows": false, "Android": false,
      "FreeBSD": false, "OpenBSD": false, "WASI": false,
    ],
    "targetEnvironment": ["simulator": true, "macCatalyst": false],
  ]

  /// `condition` with every known platform test replaced, and how many were.
  public static func designTime(_ condition: String) -> (text: String, replaced: Int) {
    var bytes = Array(condition.utf8)
    var replaced = 0
    var k = 0
    while k < bytes.count {
      guard isIdentifierStart(bytes[k]), k == 0 || !isIdentifierBody(bytes[k - 1]) else {
        k += 1
        continue
      }
      var end = k
      while end < bytes.count && isIdentifierBody(bytes[end]) { end += 1 }
      let word = String(decoding: bytes[k..<end], as: UTF8.self)
      guard let table = values[word], let call = argument(in: bytes, after: end),
        let value = table[call.argument]
      else {
        k = end
        continue
      }
      let text = value ? "true" : "false"
      let width = call.end - k
      guard width >= text.utf8.count else {
        k = end
        continue
      }
      let padded =
        Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: width - text.utf8.count)
      bytes.replaceSubrange(k..<call.end, with: padded)
      replaced += 1
      k += width
    }
    return (String(decoding: bytes, as: UTF8.self), replaced)
  }

  /// Modules `canImport(…)` finds when the agent is built: the façades and Foundation.
  static let importable: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics"]
  /// Modules it never finds: the Mac's and the watch's.
  static let notImportable: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

  /// Whether all `conditions` hold for the agent (platform tests as `designTime` says,
  /// `canImport` of the façades true, of AppKit false, flags as `CompilationConditions`);
  /// `nil` when that cannot be known.
  public static func holdAtDesignTime(_ conditions: [String]) -> Bool? {
    let mapped = conditions.map { c -> String in
      var text = designTime(c).text
      for module in importable {
        text = text.replacingOccurrences(of: "canImport(\(module))", with: "true")
      }
      for module in notImportable {
        text = text.replacingOccurrences(of: "canImport(\(module))", with: "false")
      }
      return text
    }
    return CompilationConditions.evaluate(mapped)
  }

  /// `( name )` after `at`, spaces allowed: the name and the index past `)`.
  private static func argument(in bytes: [UInt8], after at: Int) -> (argument: String, end: Int)? {
    var k = at
    while k < bytes.count && bytes[k] == UInt8(ascii: " ") { k += 1 }
    guard k < bytes.count, bytes[k] == UInt8(ascii: "(") else { return nil }
    k += 1
    while k < bytes.count && bytes[k] == UInt8(ascii: " ") { k += 1 }
    let start = k
    while k < bytes.count && isIdentifierBody(bytes[k]) { k += 1 }
    let name = String(decoding: bytes[start..<k], as: UTF8.self)
    while k < bytes.count && bytes[k] == UInt8(ascii: " ") { k += 1 }
    guard k < bytes.count, bytes[k] == UInt8(ascii: ")"), !name.isEmpty else { return nil }
    return (name, k + 1)
  }

  private static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_")
  }

  private static func isIdentifierBody(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
  }
}
