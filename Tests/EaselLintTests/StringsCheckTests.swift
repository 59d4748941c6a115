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
    ("100% sure, 50 % off", []), ("%.2f%%", ["1:double"]), ("%lld items", ["1:integer"]),
  ])
  func formatArguments(text: String, expected: [String]) {
    #expect(StringsCheck.formatArguments(of: text) == expected)
  }
}
