import EaselDocument
import EaselLint
import EaselTestSupport
import Foundation
import Testing

/// Every runtime attribute of the corpus either applies or is reported with a reason; the
/// counts are printed and checked against a plain text count of the XML.
@Suite(.requiresCorpus)
@MainActor struct CorpusRuntimeAttributeTests {
  /// `<userDefinedRuntimeAttribute …>` start tags by plain text search: (line, type,
  /// keyPath) for each, independently of the document model.
  static func grep(_ text: String) -> [(line: Int, type: String, keyPath: String)] {
    func value(_ name: String, in line: Substring) -> String {
      guard let start = line.range(of: " \(name)=\"") else { return "" }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      i, line in
      guard let tag = line.range(of: "<userDefinedRuntimeAttribute ") else { return nil }
      let rest = line[tag.lowerBound...]
      return (i + 1, value("type", in: rest), value("keyPath", in: rest))
    }
  }

  @Test func everyAttributeIsCountedAndExplained() throws {
    var linter = Linter(configuration: LintConfiguration(base: Corpus.url))
    var census = RuntimeAttributeCensus()
    var grepTotal = 0
    var grepByType: [String: Int] = [:]
    var lintByType: [String: Int] = [:]
    var mismatches: [String] = []
    var grepLayer = 0
    var lintLayerResolved = 0
    for url in Corpus.documents() {
      let text = try String(contentsOf: url, encoding: .utf8)
      let grepped = Self.grep(text)
      grepTotal += grepped.count
      for g in grepped { grepByType[g.type, default: 0] += 1 }
      grepLayer += grepped.filter { $0.keyPath.hasPrefix("layer.") }.count
      // Each repository folder of the corpus is one project.
      let repository = Corpus.url.appendingPathComponent(
        url.path.dropFirst(Corpus.url.path.count + 1).split(separator: "/")[0].description)
      let document = try IBDocument(contentsOf: url)
      let linted = LintedDocument(
        document: document, project: linter.project(for: url, folder: repository))
      let verdicts = linted.runtimeAttributes
      census.add(verdicts)
      for v in verdicts {
        lintByType[v.value.map { $0.typeName } ?? "unreadable", default: 0] += 1
        if v.keyPath.hasPrefix("layer.") && [.applied, .unsupported, .mistyped].contains(v.outcome)
        {
          lintLayerResolved += 1
        }
        // Every verdict but `applied` carries its reason.
        if v.outcome != .applied && v.reason.isEmpty {
          mismatches.append("\(v.location): \(v.outcome) without a reason")
        }
      }
      // Same attributes at the same lines, with the same key paths.
      let lines = verdicts.map { "\($0.location.line) \($0.keyPath)" }.sorted()
      let expected = grepped.map { "\($0.line) \($0.keyPath)" }.sorted()
      if lines != expected { mismatches.append("\(Corpus.name(url)): \(lines) ≠ \(expected)") }
    }
    print("corpus runtime attributes: \(census.summary)")
    print("by type (text count): \(grepByType.sorted { $0.key < $1.key })")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(census.total == grepTotal)
    #expect(grepTotal == 822)
    #expect(lintByType == grepByType)
    // Every view has a layer: a `layer.` key path is never stale nor unverified.
    #expect(lintLayerResolved == grepLayer)
    #expect(
      census[.applied] + census[.stale] + census[.mistyped] + census[.unsupported]
        + census[.unverified] + census[.malformed] == grepTotal)
  }
}
