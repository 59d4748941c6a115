import EaselTestSupport
import Foundation
import Testing

/// Easel's sources keep no process-wide mutable state: caches belong to their callers
/// (`RenderCache`), and UIKit's ambient state is bound around the code that needs it
/// (`@TaskLocal`) or kept per thread as UIKit keeps it. A stored `static var`, a global `var`
/// or a `nonisolated(unsafe) var` would bring back state that one render leaks into another.
@Suite struct SourceStateTests {
  /// Lines that declare stored mutable state outside a type instance, as `file:line: text`.
  static func violations() throws -> [String] {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    let storedStatic = try storedStaticVar()
    let global = try Regex(
      #"^(?:(?:public|package|internal|private|fileprivate)\s+)*var \w+\s*(?::[^{=]*)?(?:=.*)?$"#)
    let unsafeVar = try Regex(
      #"nonisolated\(unsafe\)\s+(?:(?:public|private|fileprivate)\s+)*var "#)
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let lines = try String(contentsOf: url, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      var previous = ""
      for (n, line) in lines.enumerated() {
        defer { previous = String(line) }
        var text = String(line)
        // A declaration the formatter wrapped after its colon: the type, then the body, on
        // the lines below (`public var X:` / `  Type` / `{ … }`).
        if text.hasSuffix(":"), n + 2 < lines.count {
          text += " " + lines[n + 1].trimmingCharacters(in: .whitespaces)
          let body = lines[n + 2].trimmingCharacters(in: .whitespaces)
          if body.hasPrefix("{") { text += " " + body }
        }
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
        // A binding, not a store: `withValue` scopes it.
        if text.contains("@TaskLocal") || previous.contains("@TaskLocal") { continue }
        if text.wholeMatch(of: storedStatic) != nil || text.wholeMatch(of: global) != nil
          || text.firstMatch(of: unsafeVar) != nil
        {
          found.append("\(url.path.dropFirst(sources.path.count + 1)):\(n + 1): \(text)")
        }
      }
    }
    return found
  }

  /// A stored `static var` declaration: one without a body (`{ … }`), with or without a value.
  static func storedStaticVar() throws -> Regex<AnyRegexOutput> {
    try Regex(
      #"^\s*(?:(?:public|package|internal|private|fileprivate|open)(?:\(set\))?\s+)*static var \w+\s*(?::[^{=]*)?(?:=.*)?$"#
    )
  }

  @Test func sourcesKeepNoStoredStaticOrGlobalMutableState() throws {
    let found = try Self.violations()
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func theCheckFindsWhatItLooksFor() throws {
    let storedStatic = try Self.storedStaticVar()
    #expect("  static var cache: [String: Int] = [:]".wholeMatch(of: storedStatic) != nil)
    #expect("  public private(set) static var last: Error?".wholeMatch(of: storedStatic) != nil)
    #expect("  public static var names: [String] { [] }".wholeMatch(of: storedStatic) == nil)
  }
}
