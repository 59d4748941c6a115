import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselResources

/// The `.strings` parser: each grammar rule, located errors and warnings, encodings, the
/// whole corpus, and truncated or mangled input.
struct StringsFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Strings")

  private func parse(_ text: String) throws -> StringsFile {
    try StringsFile.parse(Data(text.utf8), path: "T.strings")
  }

  private func fixture(_ name: String) throws -> StringsFile {
    try StringsFile.load(contentsOf: Self.fixtures.appendingPathComponent(name))
  }

  /// The error `text` fails with, as `line:col: message`.
  private func failure(_ text: String) -> String? {
    do {
      _ = try StringsFile.parse(Data(text.utf8), path: "T.strings")
      return nil
    } catch {
      return "\(error.location.line):\(error.location.column): \(error.message)"
    }
  }

  // MARK: - Rules

  @Test func everyRuleOfTheGrammar() throws {
    let file = try fixture("Rules.strings")
    #expect(file.diagnostics.map(\.id) == ["strings-duplicate-key"])
    #expect(file["plain"] == "Second plain wins")
    #expect(file["escapes"] == "tab\tnew\nquote\"back\\apos'cr\r")
    #expect(file["single"] == "it's \"quoted\"")
    #expect(file["bare_key-1.x"] == "bare/value:$2")
    #expect(file["shortcut"] == "shortcut")
    #expect(file["unicode"] == "café 中文 😀")
    #expect(file["octal"] == "ABC \u{08}1")
    #expect(file["utf8"] == "日本語 — ünïcödé")
    #expect(file["multi\nline"] == "value /* not a comment */ // nor this")
    #expect(file["spaced"] == "around")
    #expect(file["empty"] == "")
    #expect(file["missing"] == nil)
    #expect(file.count == 11)
    #expect(file.entries.count == 12)
    #expect(file.keys.first == "plain")
  }

  @Test func entriesKnowWhereTheirKeysStart() throws {
    let file = try fixture("Rules.strings")
    let place = { (key: String) in
      file.entry(forKey: key).map { "\($0.location.line):\($0.location.column)" }
    }
    #expect(place("escapes") == "5:1")
    #expect(place("single") == "6:1")
    #expect(place("multi\nline") == "12:1")
    #expect(place("spaced") == "14:3")
    #expect(place("plain") == "16:1")
    #expect(
      file.entry(forKey: "plain")?.location.file.hasSuffix("Fixtures/Strings/Rules.strings") == true
    )
  }

  @Test func aDuplicateKeyWarnsAtTheSecondWithTheFirstLine() throws {
    let file = try fixture("Rules.strings")
    let warning = try #require(file.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 16)
    #expect(warning.location?.column == 1)
    #expect(warning.message.contains("first defined at line 3"))
  }

  @Test func theBracedDictionaryForm() throws {
    let file = try fixture("Braced.strings")
    #expect(file.dictionary == ["title": "Braced", "subtitle": "form"])
    #expect(file.entry(forKey: "subtitle")?.location.line == 3)
  }

  @Test(arguments: ["UTF16LE.strings", "UTF16BE.strings", "UTF8BOM.strings"])
  func byteOrderMarks(_ name: String) throws {
    let file = try fixture(name)
    #expect(file.dictionary == ["hello": "你好", "bye": "再见"])
    #expect(file.entry(forKey: "bye")?.location.line == 3)
    #expect(file.diagnostics.isEmpty)
  }

  @Test func utf16WithoutAMarkIsReadAndWarnedAbout() throws {
    let data = Data("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let file = try StringsFile.parse(data, path: "T.strings")
    #expect(file["a"] == "b")
    #expect(file.diagnostics.map(\.id) == ["strings-encoding"])
  }

  @Test func emptyAndBlankFilesHaveNoEntries() throws {
    for text in ["", "\n", "  \t\r\n", "/* only a comment */", "// just this"] {
      let file = try parse(text)
      #expect(file.entries.isEmpty)
      #expect(file.diagnostics.isEmpty)
    }
  }

  @Test func lineAndParagraphSeparatorsAreWhitespace() throws {
    #expect(try parse("\"a\"\u{2028}=\u{2029}\"b\";")["a"] == "b")
  }

  @Test func crlfLinesCountOnce() throws {
    let file = try parse("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"3\";")
    #expect(file.entries.map(\.location.line) == [1, 2, 3])
  }

  // MARK: - Errors

  @Test(arguments: [
    ("\"a\" = \"b\"\n\"c\" = \"d\";", "1:10: missing ';' after the value of \"a\""),
    ("\"a\" = \"b\"", "1:10: missing ';' after the value of \"a\""),
    ("\"k\";\n\"a\" \"b\";", "2:5: expected '=' or ';' after the key \"a\", found '\"'"),
    ("\"a\"", "1:4: expected '=' or ';' after the key \"a\", found the end of the file"),
    (
      "x = \"b\" ;\n  \"a\" = \"b",
      "2:9: unterminated string: no closing \" before the end of the file"
    ),
    ("'a' = 'b", "1:7: unterminated string: no closing ' before the end of the file"),
    (
      "\"a\" = \"b\";\n/* open\n\"c\" = \"d\";",
      "2:1: unterminated comment: no closing */ before the end of the file"
    ),
    ("\"a\" = ;", "1:7: expected a string value for \"a\", found ';'"),
    ("\"a\" =", "1:6: expected a value after '=' for \"a\", found the end of the file"),
    ("\"a\" = \"x\\", "1:9: unterminated escape sequence at the end of the file"),
    (
      "\"a\" = { \"b\" = \"c\"; };",
      "1:7: the value of \"a\" is a dictionary; a .strings value must be a string"
    ),
    ("\"a\" = (\"b\");", "1:7: the value of \"a\" is an array; a .strings value must be a string"),
    (
      "{ \"a\" = \"b\";",
      "1:13: expected '}' to close the dictionary opened at line 1, found the end of the file"
    ),
    ("{ \"a\" = \"b\"; } junk", "1:16: unexpected 'j' after the dictionary's closing '}'"),
    ("\"a\" = \"b\" \"c\";", "1:10: missing ';' after the value of \"a\""),
    ("\n  ; \"a\" = \"b\";", "2:3: expected a key (a quoted or bare string), found ';'"),
    ("\"a = b;", "1:1: unterminated string: no closing \" before the end of the file"),
  ])
  func errorsAreLocated(_ text: String, _ expected: String) {
    #expect(failure(text) == expected)
  }

  @Test func invalidUTF8IsLocatedAtTheBadByte() throws {
    var data = Data("\"a\" = \"ok\";\n\"b\" = \"".utf8)
    data.append(0xFF)
    data.append(contentsOf: Array("\";".utf8))
    #expect(throws: StringsFileError.self) { try StringsFile.parse(data, path: "T.strings") }
    do {
      _ = try StringsFile.parse(data, path: "T.strings")
    } catch {
      #expect(error.location.line == 2)
      #expect(error.location.column == 8)
      #expect(error.message.contains("not valid UTF-8"))
    }
  }

  @Test func anErrorPrintsLikeACompilerWithTheLineAndACaret() {
    do {
      _ = try StringsFile.parse(
        Data("/* é */\n\"é\" = \"b\"\n\"c\" = \"d\";".utf8), path: "L.strings")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == """
          L.strings:2:11: error: missing ';' after the value of "é"
          "é" = "b"
                   ^
          """)
      #expect(error.diagnostic.id == "strings-syntax")
      #expect(error.diagnostic.location?.line == 2)
    }
  }

  @Test func aMissingFileIsAnErrorNamingIt() {
    let url = Self.fixtures.appendingPathComponent("Nope.strings")
    #expect(throws: StringsFileError.self) { try StringsFile.load(contentsOf: url) }
  }

  // MARK: - Warnings for what Foundation tolerates

  @Test func textAfterTheEntriesIsIgnoredWithAWarning() throws {
    let file = try parse("\"a\" = \"b\";;\n\"c\" = \"d\";")
    #expect(file.dictionary == ["a": "b"])
    #expect(file.diagnostics.map(\.id) == ["strings-ignored-text"])
    #expect(file.diagnostics.first?.location?.column == 11)
    #expect(file.diagnostics.first?.message.contains("2 lines") == true)
  }

  @Test func anUnterminatedKeyAfterTheFirstEndsTheTableWithAWarning() throws {
    let file = try parse("\"a\" = \"1\";\n'b = \"2\";\nc = \"3\";")
    #expect(file.dictionary == ["a": "1"])
    #expect(file.diagnostics.map(\.id) == ["strings-ignored-text"])
    #expect(file.diagnostics.first?.location?.line == 2)
    #expect(file.diagnostics.first?.message.hasPrefix("unterminated string") == true)
  }

  @Test func unknownEscapesKeepTheCharacterAndWarn() throws {
    let file = try parse("\"a\" = \"\\ n\\G\\u00e9\";")
    #expect(file["a"] == " nGu00e9")
    #expect(file.diagnostics.count == 3)
    #expect(file.diagnostics.map { $0.location?.column } == [8, 11, 13])
    #expect(file.diagnostics.last?.message.contains("'\\U'") == true)
  }

  @Test func surrogatesPairAcrossEscapesOrBecomeReplacementCharacters() throws {
    #expect(try parse("\"a\" = \"\\Ud83d\\Ude00\";")["a"] == "😀")
    let lone = try parse("\"a\" = \"x\\UD83Dy\";")
    #expect(lone["a"] == "x\u{FFFD}y")
    #expect(lone.diagnostics.map(\.id) == ["strings-escape"])
  }

  @Test func escapesAtTheirLimits() throws {
    #expect(try parse("\"a\" = \"\\U41BC\";")["a"] == "\u{41BC}")
    #expect(try parse("\"a\" = \"\\U0041BC\";")["a"] == "ABC")  // four digits at most
    #expect(try parse("\"a\" = \"\\U4x\";")["a"] == "\u{04}x")
    #expect(try parse("\"a\" = \"\\1234\";")["a"] == "S4")  // three octal digits at most
    #expect(try parse("\"a\" = \"\\241\";")["a"] == "¡")  // NeXTSTEP 0xA1
    #expect(try parse("\"a\" = \"\\a\\b\\f\\v\";")["a"] == "\u{07}\u{08}\u{0C}\u{0B}")
    #expect(try parse("\"a\" = \"one\\\ntwo\";")["a"] == "one\ntwo")
    let empty = try parse("\"a\" = \"\\Uzz\";")
    #expect(empty["a"] == "zz")
    #expect(empty.diagnostics.count == 1)
  }

  // MARK: - Corpus

  @Test(.requiresCorpus) func everyCorpusStringsFileParses() throws {
    let files = ProjectFiles.find(under: Corpus.url) { $0.pathExtension == "strings" }
    #expect(files.count == 261)
    var failures: [String] = []
    var entries = 0
    var warnings: [Diagnostic] = []
    for url in files {
      do {
        let file = try StringsFile.load(contentsOf: url)
        entries += file.entries.count
        warnings += file.diagnostics
      } catch {
        failures.append(error.description)
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(entries > 5000)
    // Real mistakes that Foundation reads silently, all in Rocket.Chat's translations: a
    // repeated key in each language's VoiceOver.strings, a `;;` in the Italian share
    // extension that drops its last 17 lines, and typos `\ n` (×4), `\Utwórz`, `\G`.
    var byID: [String: Int] = [:]
    for w in warnings { byID[w.id, default: 0] += 1 }
    #expect(
      byID == ["strings-duplicate-key": 14, "strings-ignored-text": 1, "strings-escape": 6],
      "\(warnings.map(\.description).joined(separator: "\n"))")
    #expect(
      warnings.allSatisfy { $0.location?.file.contains("RocketChat__Rocket.Chat.iOS") == true })
    let ignored = try #require(warnings.first { $0.id == "strings-ignored-text" })
    #expect(
      ignored.location?.file.hasSuffix("ShareExtension/Resources/it.lproj/Localizable.strings")
        == true)
    #expect(ignored.location?.line == 19)
    #expect(ignored.location?.column == 37)
  }

  @Test(.requiresCorpus) func aStoryboardsStringsMapObjectIDsToTranslations() throws {
    let url = Corpus.file("LoopKit__LoopKit/LoopKit Example/de.lproj/Main.strings")
    let file = try StringsFile.load(contentsOf: url)
    #expect(file["Arm-wq-HPj.text"] == "Titel")
    #expect(file["7bK-jq-Zjz.title"] == "UI-Tests")
    #expect(file.count == 3)
  }

  // MARK: - Against Foundation

  /// What Foundation's own old-style plist parser (the same `CFOldStylePList.c`, in
  /// swift-corelibs-foundation) makes of `data`: a string table, or `nil` if it refuses it.
  private static func foundationTable(_ data: Data) -> [String: String]? {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    else { return nil }
    if let table = plist as? [String: String] { return table }
    return (plist as? [String: Any])?.isEmpty == true ? [:] : nil
  }

  /// The table with U+0000 removed: `\U` without digits is U+0000 to Foundation, nothing
  /// to Easel.
  private static func withoutNUL(_ table: [String: String]?) -> [String: String]? {
    guard let table else { return nil }
    var out: [String: String] = [:]
    for (k, v) in table {
      out[k.replacingOccurrences(of: "\0", with: "")] = v.replacingOccurrences(of: "\0", with: "")
    }
    return out
  }

  @Test(.requiresCorpus) func everyCorpusFileReadsAsFoundationReadsIt() throws {
    let files = ProjectFiles.find(under: Corpus.url) { $0.pathExtension == "strings" }
    var differences: [String] = []
    for url in files {
      let data = try Data(contentsOf: url)
      let ours = try? StringsFile.parse(data, path: url.path).dictionary
      // Rocket.Chat's Polish `\Utwórz`: Foundation reads `\U` without digits as U+0000,
      // Easel as nothing.
      if Self.withoutNUL(ours) != Self.withoutNUL(Self.foundationTable(data)) {
        differences.append(url.path)
      }
    }
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Mangled input where both parsers succeed gives the same table; where only one does,
  /// it is one of the documented differences.
  @Test func mangledInputReadsAsFoundationReadsIt() throws {
    let original = [UInt8](
      try Data(contentsOf: Self.fixtures.appendingPathComponent("Rules.strings")))
    var seed: UInt64 = 0xF00D
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33)
    }
    let specials = Array("\"'\\/*;={}()<>\n\r\t U0".utf8)
    var agreed = 0
    var differences: [String] = []
    for _ in 0..<1500 {
      var bytes = original
      for _ in 0..<(1 + next() % 3) {
        let at = next() % bytes.count
        switch next() % 3 {
        case 0: bytes[at] = specials[next() % specials.count]
        case 1: bytes.remove(at: at)
        default: bytes.insert(specials[next() % specials.count], at: at)
        }
      }
      let data = Data(bytes)
      let ours: [String: String]?
      do {
        ours = try StringsFile.parse(data, path: "M.strings").dictionary
      } catch {
        // Easel refuses an unterminated `/*` that Foundation runs to the end of the file,
        // and any invalid UTF-8 (Foundation accepts a stray continuation byte as U+FFFD).
        if error.message.hasPrefix("unterminated comment") { continue }
        if error.message.contains("not valid UTF-8") { continue }
        ours = nil
      }
      let theirs = Self.foundationTable(data)
      if Self.withoutNUL(ours) == Self.withoutNUL(theirs) {
        agreed += 1
      } else {
        differences.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(
      differences.isEmpty,
      "\(differences.count): \(differences.prefix(3).joined(separator: "\n-----\n"))")
    #expect(agreed > 1000)
  }

  // MARK: - Robustness

  @Test(arguments: ["Rules.strings", "Braced.strings", "UTF16LE.strings", "UTF8BOM.strings"])
  func everyTruncationThrowsOrParses(_ name: String) throws {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    var parsed = 0
    for length in 0...data.count {
      if (try? StringsFile.parse(data.prefix(length), path: name)) != nil { parsed += 1 }
    }
    #expect(parsed >= 2)  // at least the empty prefix and the whole file
  }

  @Test func mangledBytesThrowOrParse() throws {
    let original = [UInt8](
      try Data(contentsOf: Self.fixtures.appendingPathComponent("Rules.strings")))
    var seed: UInt64 = 0x5EED
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33)
    }
    let specials = Array("\"'\\/*;={}()<>\n\r\t U0".utf8) + [0x00, 0xFF, 0xE2, 0xC3]
    var parsed = 0
    var thrown = 0
    for _ in 0..<2000 {
      var bytes = original
      for _ in 0..<(1 + next() % 4) {
        let at = next() % bytes.count
        switch next() % 3 {
        case 0: bytes[at] = specials[next() % specials.count]
        case 1: bytes.remove(at: at)
        default: bytes.insert(specials[next() % specials.count], at: at)
        }
      }
      if (try? StringsFile.parse(Data(bytes), path: "M.strings")) != nil {
        parsed += 1
      } else {
        thrown += 1
      }
    }
    // Both outcomes happen: neither "always throws" nor "never notices" passes.
    #expect(parsed > 0 && thrown > 0, "\(parsed) parsed, \(thrown) threw")
  }
}
