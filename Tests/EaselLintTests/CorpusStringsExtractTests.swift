import EaselDocument
import EaselLint
import EaselTestSupport
import Foundation
import Testing

/// `strings extract` against the translations the corpus projects ship: every key of a
/// `<lang>.lproj/<Document>.strings` (ibtool's output, translated) whose object the document
/// still has is a key the extraction gives, with the property ibtool gave it.
@Suite(.requiresCorpus)
struct CorpusStringsExtractTests {
  @Test func theShippedTranslationsKeysAreExtracted() throws {
    var checked = 0
    var found = 0
    var missing: [String] = []
    var documents = 0
    for strings in Corpus.files(where: {
      $0.pathExtension == "strings" && $0.deletingLastPathComponent().pathExtension == "lproj"
    }) {
      let name = strings.deletingPathExtension().lastPathComponent
      let base = strings.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Base.lproj")
      guard
        let document = ["storyboard", "xib"].lazy.map({
          base.appendingPathComponent(name + "." + $0)
        }).first(where: { FileManager.default.fileExists(atPath: $0.path) })
      else { continue }
      let parsed = try IBDocument(contentsOf: document)
      let ours = Set(StringsExtract.entries(of: parsed).map(\.key))
      documents += 1
      for key in try CorpusStringsTests.keys(strings) {
        guard let dot = key.firstIndex(of: "."),
          parsed.element(withID: String(key[..<dot])) != nil
        else { continue }
        checked += 1
        if ours.contains(key) {
          found += 1
        } else {
          missing.append("\(Corpus.name(strings)): \(key)")
        }
      }
    }
    print(
      "strings extract on the corpus: \(documents) translated documents, \(found) of \(checked) shipped keys extracted"
    )
    for m in Set(missing.map { $0.split(separator: ".").last.map(String.init) ?? $0 }).sorted() {
      print("  not extracted: .\(m)")
    }
    #expect(checked > 100)
    #expect(found == checked, "\(missing.prefix(20))")
  }
}
