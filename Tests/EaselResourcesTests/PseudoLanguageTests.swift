import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselResources

/// `--language pseudo` and `pseudo-rtl`: accented, longer texts whose format specifiers
/// still format, and the development language's translations under them.
struct PseudoLanguageTests {
  @Test func textIsAccentedLongerAndBracketed() {
    let text = PseudoLanguage.accented.transform("Sign in")
    #expect(text == "[Šíğñ íñ~~~]")
    for sample in [
      "OK", "Hello, Easel!", "Storyboards, rendered on Linux",
      String(repeating: "word ", count: 20),
    ] {
      let out = PseudoLanguage.accented.transform(sample)
      #expect(out.hasPrefix("[") && out.hasSuffix("]"))
      #expect(Double(out.count) >= Double(sample.count) * 1.4, "\(sample)")
      let plainLetters = out.filter { $0.isASCII && $0.isLetter }
      #expect(plainLetters.isEmpty, "\(out)")
    }
  }

  @Test func formatSpecifiersAndBlankTextsAreKept() {
    let out = PseudoLanguage.accented.transform("%1$@ has %d new messages (%.1f%%), %ld left")
    for specifier in ["%1$@", "%d", "%.1f", "%%", "%ld"] {
      #expect(out.contains(specifier), "\(out)")
    }
    #expect(PseudoLanguage.accented.transform("") == "")
    #expect(PseudoLanguage.accented.transform("  ") == "  ")
  }

  @Test func rightToLeftTextStartsWithAMark() {
    let out = PseudoLanguage.rightToLeft.transform("Done")
    #expect(out.first == PseudoLanguage.rightToLeftMark)
    #expect(out.dropFirst() == PseudoLanguage.accented.transform("Done")[...])
    #expect(PseudoLanguage(code: "Pseudo-RTL") == .rightToLeft)
    #expect(PseudoLanguage(code: "de") == nil)
  }

  @Test func lookupsTranslateIntoTheDevelopmentLanguageFirst() throws {
    let folder = try TestPaths.temporaryFolder("easel-pseudo")
    defer { try? FileManager.default.removeItem(at: folder) }
    let en = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
    try Data(#""greeting" = "Hello";"#.utf8).write(
      to: en.appendingPathComponent("Localizable.strings"))
    let de = folder.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
    try Data(#""greeting" = "Hallo";"#.utf8).write(
      to: de.appendingPathComponent("Localizable.strings"))
    let l = Localization(
      projectRoot: folder, document: nil, language: "pseudo", diagnostics: DiagnosticLog())
    #expect(l.localizedString(key: "greeting", table: nil) == "[Ĥéļļö~~]")
    // A label whose text is its key (seed 002's textAsKey) has the transformed key by the
    // time its setter looks it up: the lookup finds the key it came from.
    let key = l.pseudoText("greeting")
    #expect(l.localizedString(key: key, table: nil) == "[Ĥéļļö~~]")
    #expect(l.localizedString(key: "missing", table: nil) == "[ḿíššíñğ~~~]")
  }
}
