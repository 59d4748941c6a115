import EaselLint
import Foundation
import Testing

/// `easel strings check`: each kind of finding, with a failing and a passing case.
struct StringsCheckTests {
  static let english = """
    "greeting" = "Hello, %@!";
    "count" = "%1$d of %2$d";
    "bye" = "Goodbye";
    """

  func check(_ files: [String: String]) throws -> [StringsCheck.Finding] {
    let f = try LintFixture(files)
    defer { f.remove() }
    return StringsCheck.check(root: f.folder, developmentLanguage: "en").findings
  }

  @Test func aKeyMissingFromALanguageIsReported() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": Self.english,
      "de.lproj/Localizable.strings": #""greeting" = "Hallo, %@!"; "count" = "%2$d von %1$d";"#,
    ])
    #expect(findings.map(\.kind) == [.missing])
    #expect(findings.first?.key == "bye")
    #expect(findings.first?.language == "de")
  }

  @Test func reorderedArgumentsAreNotAMismatchButAMissingOneIs() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": Self.english,
      "de.lproj/Localizable.strings":
        #""greeting" = "Hallo!"; "count" = "%2$d von %1$d"; "bye" = "Tschüss";"#,
    ])
    #expect(findings.map(\.kind) == [.formatMismatch])
    #expect(findings.first?.key == "greeting")
    #expect(findings.first?.diagnostic.severity == .error)
  }

  @Test func anUntranslatedTextIsANote() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""bye" = "Goodbye";"#,
      "de.lproj/Localizable.strings": #""bye" = "Goodbye";"#,
    ])
    #expect(findings.map(\.kind) == [.untranslated])
    #expect(findings.first?.diagnostic.severity == .note)
  }

  @Test func aKeyTheSourcesUseMustBeInEveryLanguage() throws {
    let files = [
      "en.lproj/Localizable.strings": #""bye" = "Goodbye"; "hi" = "Hi";"#,
      "de.lproj/Localizable.strings": #""bye" = "Tschüss"; "hi" = "Hallo";"#,
      "App.swift":
        #"let a = NSLocalizedString("bye", comment: ""); let b = NSLocalizedString("gone", comment: "")"#,
    ]
    let findings = try check(files)
    #expect(findings.map(\.key).sorted() == ["gone", "gone"])
    #expect(Set(findings.map(\.language)) == ["de", "en"])
  }

  @Test func aTranslationOfAnObjectTheStoryboardLostIsUnused() throws {
    let storyboard = LintFixture.storyboard(
      #"<label opaque="NO" text="Hi" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#
    )
    let findings = try check([
      "Base.lproj/Main.storyboard": storyboard,
      "de.lproj/Main.strings": #""lbl.text" = "Hallo"; "old-id.text" = "Alt";"#,
    ])
    #expect(findings.map(\.kind) == [.unused])
    #expect(findings.first?.key == "old-id.text")
  }

  @Test(arguments: [
    ("%@ and %d", ["1:object", "2:integer"]), ("%2$@ %1$ld", ["1:integer", "2:object"]),
    ("%.2f%%", ["1:double"]), ("%lld items", ["1:integer"]), ("% @", ["1:object"]),
    ("%-+ #0'12.3lf", ["1:double"]), (String(repeating: "9", count: 40), []),
    ("%" + String(repeating: "9", count: 40) + "d", ["1:integer"]),
    ("%*d", ["1:integer", "2:integer"]),
    ("%2$*1$d", ["1:integer", "2:integer"]), ("%1$@ %1$@", ["1:object"]),
    // As Foundation reads them: a space is a flag, so `% s` is a C string, `% o` octal.
    ("100% sure, 50 % off", ["1:C string", "2:integer"]), ("50%%", []),
  ])
  func formatArguments(text: String, expected: [String]) {
    #expect(StringsCheck.formatArguments(of: text) == expected)
  }

  /// A `%` that begins no specifier: the text is no format string.
  @Test(arguments: ["50%", "my name is % and I'm %, see you", "%y", "%5"])
  func notAFormatString(text: String) {
    #expect(StringsCheck.formatArguments(of: text) == nil)
  }

  @Test func aReferenceThatIsNoFormatStringIsNotCompared() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""values" = "my name is % and I'm %, see you";"#,
      "es.lproj/Localizable.strings": #""values" = "mi nombre es % y soy %, nos vemos";"#,
    ])
    #expect(findings.isEmpty, "\(findings.map(\.diagnostic))")
  }

  @Test func aSpaceFlagDoesNotChangeTheArgument() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""greeting" = "Hello, %@!";"#,
      "fr.lproj/Localizable.strings": #""greeting" = "Bonjour, % @ !";"#,
    ])
    #expect(findings.isEmpty, "\(findings.map(\.diagnostic))")
  }

  @Test func sourceKeysAreDecodedAsTheCompilerDecodesThem() throws {
    let findings = try check([
      "en.lproj/Localizable.strings":
        #""say \"hi\"" = "Say hi"; "two\nlines" = "Two"; "caf\U00e9" = "Cafe"; "tab\t" = "T";"#,
      "App.swift": ##"""
      let a = NSLocalizedString("say \"hi\"", comment: "")
      let b = NSLocalizedString("two\nlines", comment: "")
      let c = NSLocalizedString("caf\u{E9}", comment: "")
      let d = NSLocalizedString(#"tab\#t"#, comment: "")
      let e = NSLocalizedString("missing\u{21}", comment: "a (nested) \"comment\"")
      """##,
      "Legacy.m":
        #"NSString *s = NSLocalizedString(@"two\nlines", @"'\"'"); // NSLocalizedString("no")"#
        + "\n" + #"NSString *t = NSLocalizedString(@"\x4142434445464748494a4b\U0001F600", nil);"#,
    ])
    #expect(findings.map(\.key) == ["missing!", "K😀"], "\(findings.map(\.diagnostic))")
  }

  @Test func aValueDefaultIsTheDevelopmentLanguagesText() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": "",
      "de.lproj/Localizable.strings": #""welcome" = "Willkommen";"#,
      "App.swift": """
      let a = NSLocalizedString("welcome", value: "Welcome", comment: "")
      let b = NSLocalizedString("farewell", tableName: nil, bundle: .main, value: "Bye", comment: "")
      """,
    ])
    #expect(findings.map(\.key) == ["farewell"])
    #expect(findings.map(\.language) == ["de"])
  }

  @Test func objectiveCMacrosNameTheirTablesAndDefaults() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""a" = "A";"#,
      "en.lproj/Main.strings": #""b" = "B";"#,
      "de.lproj/Localizable.strings": #""a" = "A-de";"#,
      "de.lproj/Main.strings": #""b" = "B-de";"#,
      "Legacy.m": """
      NSString *a = NSLocalizedStringFromTable(@"b", @"Main", nil);
      NSString *b = NSLocalizedStringFromTableInBundle(@"b", @"Main", bundle, @"");
      NSString *c = NSLocalizedStringWithDefaultValue(@"c", @"Main", bundle, @"C", @"");
      NSString *d = NSLocalizedStringFromTable(@"gone", @"Main", nil);
      """,
    ]).filter { $0.kind == .missing }
    #expect(
      findings.map { "\($0.table) \($0.language) \($0.key)" }.sorted()
        == ["Main de c", "Main de gone", "Main en gone"], "\(findings.map(\.diagnostic))")
  }

  @Test func aKeyMadeAtRunTimeIsOneNoteNotMissing() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""a.title" = "A";"#,
      "de.lproj/Localizable.strings": #""a.title" = "A";"#,
      "App.swift": #"""
      func title(_ key: String) -> String { NSLocalizedString("\(key).title", comment: "") }
      func other(_ key: String) -> String { NSLocalizedString("prefix." + key, comment: "") }
      """#,
    ]).filter { $0.kind != .untranslated }
    #expect(findings.map(\.diagnostic.id) == ["strings-dynamic-key", "strings-dynamic-key"])
    #expect(findings.allSatisfy { $0.diagnostic.severity == .note })
    #expect(findings.first?.diagnostic.message.contains("dynamic key, not checked") == true)
  }

  /// A language's `.stringsdict` of the same table holds keys too: Foundation looks a key up
  /// there as in the `.strings` file (a working-part app's plural keys were reported missing
  /// from every language that had them only in its `.stringsdict`).
  @Test func aKeyInTheLanguagesStringsdictIsNotMissing() throws {
    let plural = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>tabs</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict></plist>
      """
    let findings = try check([
      "en.lproj/Localizable.strings": #""tabs" = "%d tabs"; "bye" = "Goodbye";"#,
      "de.lproj/Localizable.strings": #""bye" = "Tschüss";"#,
      "de.lproj/Localizable.stringsdict": plural,
      "App.swift": #"let t = NSLocalizedString("tabs", comment: "")"#,
    ]).filter { $0.kind == .missing }
    #expect(findings.isEmpty, "\(findings.map(\.diagnostic))")
  }

  /// A key is looked up in the tables of the project that uses it, not in another project's
  /// under the same folder (a repository of book chapters had one project's uses reported
  /// against the languages of another's tables).
  @Test func aKeyIsCheckedAgainstItsOwnProjectsTablesOnly() throws {
    let findings = try check([
      "One/One.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
      "One/en.lproj/Localizable.strings": #""hi" = "Hi";"#,
      "One/fr.lproj/Localizable.strings": #""hi" = "Salut";"#,
      "Two/Two.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
      "Two/App.swift": #"let t = NSLocalizedString("Only here", comment: "")"#,
    ]).filter { $0.kind == .missing }
    #expect(findings.isEmpty, "\(findings.map(\.diagnostic))")
  }

  /// A built framework's tables (compiled, binary property lists) are the vendored SDK's,
  /// not the project's: not read, so not reported unreadable (105 errors on one working-part
  /// app's committed GoogleMaps.framework).
  @Test func aFrameworksCompiledTablesAreNotTheProjects() throws {
    let f = try LintFixture([
      "en.lproj/Localizable.strings": #""a" = "A";"#,
      "SDK.framework/Resources/en.lproj/SDK.strings": "bplist00\u{DB}\u{01}garbage",
    ])
    defer { f.remove() }
    let result = StringsCheck.check(root: f.folder, developmentLanguage: "en")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// Keys asked for with `String(localized:)` are checked as `NSLocalizedString`'s are (they
  /// were not read at all).
  @Test func aStringLocalizedKeyMustBeInEveryLanguage() throws {
    let findings = try check([
      "en.lproj/Localizable.strings": #""hi" = "Hi";"#,
      "de.lproj/Localizable.strings": #""hi" = "Hallo";"#,
      "App.swift":
        #"let a = String(localized: "hi"); let b = String(localized: "gone", defaultValue: "Gone")"#,
    ]).filter { $0.kind == .missing }
    #expect(
      findings.map { "\($0.language) \($0.key)" } == ["de gone"], "\(findings.map(\.diagnostic))")
    #expect(findings.first?.diagnostic.message.contains("(String(localized:))") == true)
  }
}
