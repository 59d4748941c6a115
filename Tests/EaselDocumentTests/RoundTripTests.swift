import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@Suite struct RoundTripTests {
  @Test(.requiresCorpus) func everyCorpusDocumentParsesAndSavesByteIdentical() throws {
    let documents = Corpus.documents()
    #expect(documents.count == 176)
    var failures: [String] = []
    for url in documents {
      let data = try Data(contentsOf: url)
      do {
        let doc = try IBDocument.parse(data, path: url.path)
        if doc.data() != data { failures.append("not byte-identical: \(url.path)") }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func fixturesRoundTrip() throws {
    let names = ["View.xib", "LaunchScreen.storyboard", "UserDefinedAttributes.storyboard"]
    for url in names.map(Fixtures.url) + [SharedFixtures.gallery] {
      let doc = try IBDocument(contentsOf: url)
      #expect(doc.data() == (try Data(contentsOf: url)))
    }
  }

  @Test func everyElementSpanIsWellFormed() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("UserDefinedAttributes.storyboard"))
    let bytes = doc.bytes
    for e in doc.root.descendants() {
      let start = String(decoding: bytes[e.startTagSpan], as: UTF8.self)
      #expect(start.hasPrefix("<\(e.name)") && start.hasSuffix(">"))
      if let end = e.endTagSpan {
        #expect(String(decoding: bytes[end], as: UTF8.self) == "</\(e.name)>")
      }
      for a in e.attributes {
        #expect(String(decoding: bytes[a.nameSpan], as: UTF8.self) == a.name)
      }
      #expect(e.span.lowerBound >= (e.parent?.innerSpan.lowerBound ?? 0))
    }
  }
}
