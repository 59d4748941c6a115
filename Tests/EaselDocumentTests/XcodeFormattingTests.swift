import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselDocument

/// Edits write what Xcode writes: the writers reproduce Xcode's own markup (in the fixtures
/// and across the corpus), and edits that are undone leave documents byte-identical.
@Suite struct XcodeFormattingTests {
  /// Every corpus document, parsed.
  static func corpus() throws -> [IBDocument] {
    try Corpus.documents().map { try IBDocument(contentsOf: $0) }
  }

  /// The documents beside the tests: the hand-written gallery and the copied fixtures.
  static func fixtures() throws -> [IBDocument] {
    try [
      SharedFixtures.gallery, Fixtures.url("UserDefinedAttributes.storyboard"),
      Fixtures.url("LaunchScreen.storyboard"), Fixtures.url("View.xib"),
    ].map { try IBDocument(contentsOf: $0) }
  }

  /// `text` with every number in quotes rewritten as Xcode writes numbers now (older
  /// documents have shorter forms, such as `0.5568627451`).
  static func canonicalNumbers(_ text: String) -> String {
    var out = ""
    for (i, part) in text.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
      if i > 0 { out += "\"" }
      if i % 2 == 1, let d = Double(part), part.first != "+" {
        out += XcodeNumber.format(d)
      } else {
        out += part
      }
    }
    return out
  }

  /// Compares a writer's output with the original markup; returns a problem, or nil.
  static func compare(_ written: String, _ original: String, at e: IBElement) -> String? {
    if written == original || written == canonicalNumbers(original) { return nil }
    return "\(e.location):\n  corpus: \(original)\n  easel:  \(written)"
  }

  /// Runtime attributes rewritten by the writer, compared with the documents' markup.
  static func runtimeAttributeMarkup(in documents: [IBDocument]) -> (
    checked: Int, differing: [String]
  ) {
    var checked = 0
    var differing: [String] = []
    for doc in documents {
      let layout = ElementLayout(bytes: doc.bytes)
      let unit = layout.unit(root: doc.root)
      for e in doc.root.descendants() where e.name == "userDefinedRuntimeAttributes" {
        for a in e.parent?.runtimeAttributes() ?? [] {
          // Xcode 11 system colours with inline fallbacks: read, but written in today's form.
          if let c = a.element.child("color"), c["systemColor"] != nil, c.attributes.count > 3 {
            continue
          }
          let original = String(decoding: doc.bytes[a.element.span], as: UTF8.self)
          let written = RuntimeAttributeWriter.markup(
            keyPath: a.keyPath, value: a.value,
            indent: layout.indent(at: a.element.span.lowerBound), unit: unit)
          checked += 1
          if let problem = Self.compare(written, original, at: a.element) {
            differing.append(problem)
          }
        }
      }
    }
    return (checked, differing)
  }

  /// Colours rewritten by the writer, compared with the documents' markup.
  static func colourMarkup(in documents: [IBDocument]) -> (checked: Int, differing: [String]) {
    var checked = 0
    var differing: [String] = []
    for doc in documents {
      for e in doc.root.descendants() where e.name == "color" {
        // Xcode 11's system colours with inline fallbacks (and its beta-only
        // `xcode11CocoaTouchSystemColor`) are read, but Easel writes the current form.
        if e["systemColor"] != nil && e.attributes.count > 2 { continue }
        if e["xcode11CocoaTouchSystemColor"] != nil { continue }
        if e["colorSpace"] == "custom" && e["customColorSpace"] == "calibratedWhite" { continue }
        guard let value = ColorValue(element: e) else { continue }
        let written = RuntimeAttributeWriter.colorMarkup(value, key: e.key)
        checked += 1
        let original = String(decoding: doc.bytes[e.span], as: UTF8.self)
        if let problem = Self.compare(written, original, at: e) { differing.append(problem) }
      }
    }
    return (checked, differing)
  }

  /// Frames rewritten by the writer, compared with the documents' markup.
  static func frameMarkup(in documents: [IBDocument]) -> (checked: Int, differing: [String]) {
    var checked = 0
    var differing: [String] = []
    for doc in documents {
      for e in doc.root.descendants() where e.name == "rect" && e.key == "frame" {
        guard let frame = e.rectValue else { continue }
        let written = RuntimeAttributeWriter.rectMarkup(frame, key: "frame")
        checked += 1
        let original = String(decoding: doc.bytes[e.span], as: UTF8.self)
        if let problem = Self.compare(written, original, at: e) { differing.append(problem) }
      }
    }
    return (checked, differing)
  }

  /// Removes each attribute of each element and inserts it again: how many were put back
  /// somewhere other than where the document had them, by `element.attribute`.
  static func attributeOrder(in documents: [IBDocument]) -> (total: Int, wrong: [String: Int]) {
    var total = 0
    var wrong: [String: Int] = [:]
    for doc in documents {
      for e in doc.root.descendants() where e.attributes.count > 1 {
        let names = e.attributes.map(\.name)
        for k in names.indices {
          var others = names
          others.remove(at: k)
          let expected: Int? = k == names.count - 1 ? nil : k
          total += 1
          if AttributeOrder.insertionIndex(of: names[k], among: others) != expected {
            wrong["\(e.name).\(names[k])", default: 0] += 1
          }
        }
      }
    }
    return (total, wrong)
  }

  /// Adds a runtime attribute to up to four views of each document and removes it again;
  /// returns how many views were checked.
  static func addThenRemoveRuntimeAttribute(in documents: [IBDocument]) throws -> Int {
    var checked = 0
    for doc in documents {
      let original = doc.bytes
      let ids = doc.root.descendants().filter { $0.isViewElement && !$0.isSelfClosing }
        .compactMap(\.id).prefix(4)
      for id in ids where doc.element(withID: id)?.isViewElement == true {
        try doc.setRuntimeAttribute(
          keyPath: "easel.check", value: .size(CGSize(width: 1, height: 2)), on: id)
        let values = doc.element(withID: id)?.runtimeAttributes().filter {
          $0.keyPath == "easel.check"
        }
        #expect(values?.map(\.value) == [.size(CGSize(width: 1, height: 2))])
        #expect(try doc.removeRuntimeAttribute(keyPath: "easel.check", on: id))
        #expect(doc.bytes == original, "\(doc.path) #\(id)")
        checked += 1
      }
    }
    return checked
  }

  /// A problem list as a message.
  static func report(_ differing: [String], of checked: Int) -> Comment {
    "\(differing.count) of \(checked):\n\(differing.prefix(10).joined(separator: "\n"))"
  }

  // MARK: - The fixtures

  @Test func runtimeAttributeMarkupMatchesTheFixtures() throws {
    let (checked, differing) = Self.runtimeAttributeMarkup(in: try Self.fixtures())
    // The gallery's 13 and UserDefinedAttributes.storyboard's 49.
    #expect(checked == 13 + 49)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  @Test func colourMarkupMatchesTheFixtures() throws {
    let (checked, differing) = Self.colourMarkup(in: try Self.fixtures())
    #expect(checked > 30)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  @Test func frameMarkupMatchesTheFixtures() throws {
    let (checked, differing) = Self.frameMarkup(in: try Self.fixtures())
    #expect(checked > 40)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  /// As on the corpus, all but a few: the order tables do not know every pair Xcode writes
  /// side by side (`image` and `catalog`, `numberOfPages` and `currentPage`).
  @Test func attributeOrderMatchesTheFixtures() throws {
    let (total, wrong) = Self.attributeOrder(in: try Self.fixtures())
    let misses = wrong.values.reduce(0, +)
    #expect(total > 1000)
    #expect(
      Double(misses) < Double(total) * 0.02,
      "\(misses) of \(total): \(wrong.sorted { $0.value > $1.value })")
  }

  @Test func addThenRemoveRuntimeAttributeRestoresTheFixtures() throws {
    // Up to four views of each of the four documents.
    #expect(try Self.addThenRemoveRuntimeAttribute(in: try Self.fixtures()) >= 10)
  }

  // MARK: - The corpus

  @Test(.requiresCorpus) func runtimeAttributeMarkupMatchesTheCorpus() throws {
    let (checked, differing) = Self.runtimeAttributeMarkup(in: try Self.corpus())
    #expect(checked == 820)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  @Test(.requiresCorpus) func colourMarkupMatchesTheCorpus() throws {
    let (checked, differing) = Self.colourMarkup(in: try Self.corpus())
    #expect(checked > 1500)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  @Test(.requiresCorpus) func frameMarkupMatchesTheCorpus() throws {
    let (checked, differing) = Self.frameMarkup(in: try Self.corpus())
    #expect(checked > 1500)
    #expect(differing.isEmpty, Self.report(differing, of: checked))
  }

  /// All but a few per mille: Xcode's order differs slightly between element kinds.
  @Test(.requiresCorpus) func attributeOrderMatchesTheCorpus() throws {
    let (total, wrong) = Self.attributeOrder(in: try Self.corpus())
    let misses = wrong.values.reduce(0, +)
    #expect(total > 70000)
    #expect(
      Double(misses) < Double(total) * 0.005,
      "\(misses) of \(total): \(wrong.sorted { $0.value > $1.value }.prefix(10))")
  }

  /// Adding a runtime attribute to views across the corpus and removing it again restores
  /// every document byte for byte; in between, the attribute reads back.
  @Test(.requiresCorpus) func addThenRemoveRuntimeAttributeRestoresCorpusDocuments() throws {
    #expect(try Self.addThenRemoveRuntimeAttribute(in: Array(try Self.corpus().prefix(60))) > 100)
  }
}
