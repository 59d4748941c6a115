import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// An edit reads again only the element it changed (`ElementReread`): after every kind of
/// edit the tree must be the one a whole read of the new bytes gives — names, attributes
/// and nodes with their offsets, depths, parents, line and column of every element, the id
/// index — while elements outside the change stay the same objects.
@Suite struct ElementRereadTests {
  /// Where `doc`'s tree differs from a fresh read of its bytes; empty when it does not.
  static func differences(_ doc: IBDocument) throws -> [String] {
    let fresh = try IBDocument(bytes: doc.bytes, path: doc.path)
    var found: [String] = []
    if fresh.prolog != doc.prolog { found.append("prolog") }
    if fresh.epilog != doc.epilog { found.append("epilog") }
    var pairs = [(doc.root, fresh.root)]
    while let (kept, read) = pairs.popLast(), found.count < 10 {
      let at = "<\(read.name)> at \(read.startTagSpan)"
      if kept.name != read.name { found.append("\(at): name \(kept.name)") }
      if kept.attributes != read.attributes { found.append("\(at): attributes") }
      if kept.nodes != read.nodes { found.append("\(at): nodes") }
      if kept.startTagSpan != read.startTagSpan { found.append("\(at): start \(kept.startTagSpan)") }
      if kept.endTagSpan != read.endTagSpan { found.append("\(at): end tag") }
      if kept.depth != read.depth { found.append("\(at): depth \(kept.depth)") }
      if kept.source !== doc.source { found.append("\(at): an old source") }
      if kept.location != read.location { found.append("\(at): location \(kept.location)") }
      for a in read.attributes where kept.location(ofAttribute: a.name) != read.location(ofAttribute: a.name) {
        found.append("\(at): location of \(a.name)")
      }
      if let end = read.endTagSpan?.lowerBound,
        doc.source.lines.position(of: end) != fresh.source.lines.position(of: end)
      {
        found.append("\(at): line of the end tag")
      }
      guard kept.children.count == read.children.count else {
        found.append("\(at): \(kept.children.count) children, not \(read.children.count)")
        continue
      }
      for (k, r) in zip(kept.children, read.children) {
        if k.parent !== kept { found.append("<\(r.name)> at \(r.startTagSpan): parent") }
        pairs.append((k, r))
      }
    }
    if doc.resources != fresh.resources { found.append("resources") }
    for (id, element) in fresh.elementsByID where doc.element(withID: id)?.span != element.span {
      found.append("the index's '\(id)'")
    }
    return found
  }

  static let storyboard = ObjectEditsTests.storyboard

  /// `bytes` with `patches` made, the last first.
  static func applied(_ patches: [BytePatch], to bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for patch in patches.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(patch.range, with: patch.replacement)
    }
    return out
  }

  func document() throws -> IBDocument {
    let doc = try IBDocument(bytes: Array(Self.storyboard.utf8), path: "Test.storyboard")
    _ = doc.element(withID: "rt0-00-000")  // the index and the resources are read, so
    _ = doc.resources  // edits update or keep them
    return doc
  }

  @Test func everyKindOfEditGivesTheTreeOfAWholeRead() throws {
    let doc = try document()
    let edits: [(String, () throws -> Void)] = [
      (
        "a comment after the subviews, which later edits move",
        { try doc.apply([.insert("<!-- kept -->", at: doc.element(withID: "rt0-00-000")!.innerSpan.upperBound)]) }
      ),
      ("a longer text", { try doc.setAttribute("text", "Hello, world", on: "lb0-00-000") }),
      ("a shorter text", { try doc.setAttribute("text", "H", on: "lb0-00-000") }),
      ("a new attribute", { try doc.setAttribute("userLabel", "Box", on: "bx0-00-000") }),
      ("an attribute removed", { try doc.removeAttribute("userLabel", on: "bx0-00-000") }),
      ("a colour replaced", { try doc.setColor(key: "backgroundColor", .rgb(red: 1, green: 0.23, blue: 0.19, alpha: 1, space: .sRGB), on: "bx0-00-000") }),
      ("a colour added", { try doc.setColor(key: "tintColor", .rgb(red: 0.2, green: 0.78, blue: 0.35, alpha: 1, space: .sRGB), on: "pl0-00-000") }),
      ("a colour removed", { try doc.removeColor(key: "tintColor", on: "pl0-00-000") }),
      ("a frame", { try doc.setFrame(CGRect(x: 1, y: 2, width: 300, height: 40), on: "pl0-00-000") }),
      (
        "a runtime attribute",
        { try doc.setRuntimeAttribute(keyPath: "cornerRadius", value: .number(8, isInteger: true), on: "bx0-00-000") }
      ),
      ("a runtime attribute removed", { try doc.removeRuntimeAttribute(keyPath: "cornerRadius", on: "bx0-00-000") }),
      (
        "a subview added",
        { _ = try doc.addSubview(.label, frame: CGRect(x: 0, y: 0, width: 50, height: 20), to: "pl0-00-000", id: "nw0-00-000") }
      ),
      ("a view deleted", { try doc.deleteView("bx0-00-000") }),
    ]
    for (name, edit) in edits {
      try edit()
      #expect(try Self.differences(doc) == [], "after \(name)")
    }
    #expect(doc.element(withID: "nw0-00-000")?.name == "label")
    #expect(doc.element(withID: "lb0-00-000") == nil)
  }

  @Test func elementsOutsideTheChangeAreKeptAndTheChangedOneIsReplaced() throws {
    let doc = try document()
    let plain = try #require(doc.element(withID: "pl0-00-000"))
    let label = try #require(doc.element(withID: "lb0-00-000"))
    let plainStart = plain.startTagSpan.lowerBound
    try doc.setAttribute("text", "A much longer text than before", on: "lb0-00-000")
    #expect(doc.element(withID: "pl0-00-000") === plain, "an element after the change is kept")
    #expect(plain.startTagSpan.lowerBound == plainStart + 28, "and its offsets move")
    #expect(doc.element(withID: "lb0-00-000") !== label, "the changed element is read again")
    #expect(label["text"] == "Hi", "the old element keeps describing the old bytes")
    #expect(doc.element(withID: "rt0-00-000")?.depth == 5)
  }

  /// A colour written anew replaces one whole `<color>` element: that element alone is read
  /// again and its view is kept (reading the view again meant reading all its subviews).
  @Test func anElementWrittenAnewIsReadAgainAloneAndItsParentKept() throws {
    let doc = try document()
    let box = try #require(doc.element(withID: "bx0-00-000"))
    let label = try #require(doc.element(withID: "lb0-00-000"))
    let old = try #require(box.child("color", key: "backgroundColor"))
    #expect(try doc.apply(DocumentEdit(option: "color", text: "backgroundColor=#FF8800"), to: "bx0-00-000"))
    #expect(doc.element(withID: "bx0-00-000") === box, "the view is kept")
    #expect(doc.element(withID: "lb0-00-000") === label, "and its subviews")
    #expect(box.child("color", key: "backgroundColor") !== old)
    #expect(box.child("color", key: "backgroundColor")?["red"] == "1")
    #expect(try Self.differences(doc) == [])
    // Written as two elements instead of one: the view is read again.
    let span = try #require(box.child("color", key: "backgroundColor")).span
    try doc.apply([
      BytePatch(
        span,
        #"<color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
      )
    ])
    #expect(doc.element(withID: "bx0-00-000") !== box, "the view holding both is read again")
    #expect(doc.element(withID: "bx0-00-000")?.child("color", key: "tintColor") != nil)
    #expect(try Self.differences(doc) == [])
    // Removed: nothing is left in its place to read, so the view is read again.
    let kept = try #require(doc.element(withID: "bx0-00-000"))
    #expect(try doc.apply(DocumentEdit(option: "remove-color", text: "tintColor"), to: "bx0-00-000"))
    #expect(doc.element(withID: "bx0-00-000") !== kept)
    #expect(try Self.differences(doc) == [])
  }

  @Test func derivedValuesAreKeptAcrossEditsOfElementsTheyDoNotRead() throws {
    let doc = try document()
    var made = (segues: 0, all: 0)
    func read() {
      _ = doc.derived("segues", reading: ["segue"]) { made.segues += 1 }
      _ = doc.derived("everything") { made.all += 1 }
    }
    read()
    try doc.setAttribute("text", "Kept", on: "lb0-00-000")
    read()
    #expect(made == (1, 2))
    let connections = try #require(doc.element(withID: "o10-00-000")?.parent)
    try doc.apply([.insert(#"<segue destination="x" kind="show" id="sg0-00-000"/>"#, at: connections.innerSpan.lowerBound)])
    read()
    #expect(made == (2, 3), "an edit adding a segue makes the segues again")
    try doc.setAttribute("kind", "push", on: "sg0-00-000")
    read()
    #expect(made == (3, 4), "and so does one changing a segue")
  }

  @Test func patchesOfAnyShapeGiveTheTreeOfAWholeReadOrTheSameError() throws {
    let text = Self.storyboard
    let cases: [(String, (IBDocument) -> [BytePatch])] = [
      ("a comment inside a view", { [.insert("<!-- note -->", at: $0.element(withID: "pl0-00-000")!.innerSpan.lowerBound)] }),
      ("text inside a label", { [.insert("caf&#233; ", at: $0.element(withID: "lb0-00-000")!.innerSpan.lowerBound)] }),
      ("new lines", { [.insert("\n\n\n", at: $0.element(withID: "bx0-00-000")!.innerSpan.lowerBound)] }),
      ("an element renamed", { doc in
        let e = doc.element(withID: "pl0-00-000")!
        return [BytePatch(e.startTagSpan.lowerBound + 1..<e.startTagSpan.lowerBound + 5, "imageView"),
                BytePatch(e.endTagSpan!.lowerBound + 2..<e.endTagSpan!.lowerBound + 6, "imageView")]
      }),
      ("two views at once", { doc in
        [.insert(" alpha=\"0.5\"", at: doc.element(withID: "bx0-00-000")!.startTagSpan.upperBound - 1),
         .insert(" alpha=\"0.25\"", at: doc.element(withID: "pl0-00-000")!.startTagSpan.upperBound - 1)]
      }),
      ("a system colour", { [.insert(#"<color key="tintColor" systemColor="systemRedColor" red="1" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, at: $0.element(withID: "pl0-00-000")!.innerSpan.lowerBound)] }),
      ("the root's start tag", { [.insert(" extra=\"1\"", at: $0.root.startTagSpan.upperBound - 1)] }),
      ("a comment after the root", { [.insert("<!-- end -->", at: $0.root.span.upperBound)] }),
    ]
    for (name, patches) in cases {
      let doc = try document()
      try doc.apply(patches(doc))
      #expect(try Self.differences(doc) == [], "after \(name)")
    }
    let broken: [(String, (IBDocument) -> [BytePatch])] = [
      ("an unclosed tag", { [.insert("<view>", at: $0.element(withID: "pl0-00-000")!.innerSpan.lowerBound)] }),
      ("a stray end tag", { [.insert("</view>", at: $0.element(withID: "lb0-00-000")!.innerSpan.lowerBound)] }),
      ("a NUL byte", { [.insert("\u{0}", at: $0.element(withID: "lb0-00-000")!.innerSpan.lowerBound)] }),
      ("an attribute without a value", { [.insert(" alpha", at: $0.element(withID: "pl0-00-000")!.startTagSpan.upperBound - 1)] }),
    ]
    for (name, patches) in broken {
      let doc = try document()
      let patches = patches(doc)
      var expected: DocumentError?
      do {
        _ = try IBDocument(bytes: Self.applied(patches, to: Array(text.utf8)), path: doc.path)
      } catch {
        expected = error
      }
      #expect(expected != nil, "\(name) is malformed")
      #expect(throws: DocumentError.self, "\(name)") { try doc.apply(patches) }
      do {
        try doc.apply(patches)
      } catch {
        #expect(error == expected, "\(name): the whole read's error")
      }
      #expect(doc.bytes == Array(text.utf8), "\(name): the document is unchanged")
      #expect(try Self.differences(doc) == [], "\(name): the tree is unchanged")
    }
  }

  /// Random edits of every kind, and raw patches of hostile fragments (comments, CDATA,
  /// entities, stray tags, NUL), at random elements of every corpus document (the fixture
  /// without the corpus): after each, accepted or refused, the tree is a whole read's.
  /// `EASEL_REREAD_EDITS` sets the edits per document (6 by default).
  @Test func randomEditsKeepTheTreeOfAWholeRead() throws {
    let perDocument = ProcessInfo.processInfo.environment["EASEL_REREAD_EDITS"].flatMap { Int($0) } ?? 6
    let documents: [(String, [UInt8])] =
      Corpus.isAvailable
      ? try Corpus.documents().map { (Corpus.name($0), Array(try Data(contentsOf: $0))) }
      : [("fixture", Array(Self.storyboard.utf8))]
    let fragments = [
      "<!-- x -->", "text", "&amp;", "&#233;", "<![CDATA[a<b]]>", "<a/>", "<b>", "</b>", " k=\"v\"",
      "\n  ", "\u{0}", "é", "<?pi x?>", "\"", ">", "<", "&bogus;",
    ]
    let names = ["text", "userLabel", "alpha", "key", "id", "customClass", "title", "x", "contentMode"]
    let replacements = [
      #"<view id="zz0-00-000"/>"#, "<a/><b/>", "", "text", "<a>", "<a></b>", "<!-- c -->", " <y/> ",
      #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
      #"<x k="v">in<y/></x>"#, "<a/>\n", "&amp;",
    ]
    let values = ["", "a\"b", "<&>", "\n", "\u{0}", "1e308", "nan", String(repeating: "w", count: 300), "é✓", "&amp;"]
    var generator = SplitMix(seed: 20261201)
    var failures: [String] = []
    var accepted = 0
    for (name, bytes) in documents {
      guard let doc = try? IBDocument(bytes: bytes, path: name) else { continue }
      _ = doc.elementsByID.count
      _ = doc.resources
      for step in 0..<perDocument {
        let ids = Array(doc.elementsByID.keys).sorted()
        guard !ids.isEmpty else { break }
        let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
        let before = doc.bytes
        let kind = Int.random(in: 0..<10, using: &generator)
        do {
          switch kind {
          case 0: try doc.setAttribute(names.randomElement(using: &generator)!, values.randomElement(using: &generator)!, on: id)
          case 1: try doc.setColor(key: ["backgroundColor", "tintColor", "textColor"].randomElement(using: &generator)!, .system("systemRedColor"), on: id)
          case 2: try doc.setFrame(CGRect(x: 1, y: 2, width: Double(step * 10), height: 20), on: id)
          case 3: try doc.setRuntimeAttribute(keyPath: "layer.cornerRadius", value: .number(Double(step), isInteger: false), on: id)
          case 4: _ = try doc.removeAttribute(names.randomElement(using: &generator)!, on: id)
          case 5: _ = try doc.addSubview(.label, frame: CGRect(x: 0, y: 0, width: 40, height: 20), to: id)
          case 6: try doc.deleteView(id)
          case 7: _ = try doc.removeColor(key: "backgroundColor", on: id)
          case 8:
            // A whole element written anew: as one element, two, none, text or broken.
            let e = try #require(doc.element(withID: id))
            try doc.apply([BytePatch(e.span, replacements.randomElement(using: &generator)!)])
          default:
            let e = try #require(doc.element(withID: id))
            let inner = e.isSelfClosing ? e.startTagSpan : e.innerSpan
            let at = Int.random(in: inner.lowerBound...inner.upperBound, using: &generator)
            try doc.apply([.insert(fragments.randomElement(using: &generator)!, at: at)])
          }
          accepted += 1
        } catch {
          if doc.bytes != before { failures.append("\(name): a refused edit changed the bytes") }
        }
        let found = try Self.differences(doc)
        if !found.isEmpty { failures.append("\(name) step \(step) (edit \(kind) at \(id)): \(found.prefix(3))") }
      }
    }
    #expect(accepted > 0)
    #expect(failures == [])
  }

  /// Every corpus document takes edits at elements spread through it (a longer and a shorter
  /// attribute value, a colour, a runtime attribute) and keeps the tree of a whole read.
  @Test(.requiresCorpus) func corpusDocumentsKeepTheTreeOfAWholeRead() throws {
    var failures: [String] = []
    var edits = 0
    for url in Corpus.documents() {
      let doc = try IBDocument(contentsOf: url)
      let ids = doc.root.descendants().compactMap(\.id)
      guard !ids.isEmpty else { continue }
      _ = doc.element(withID: ids[0])
      for (n, id) in stride(from: 0, to: ids.count, by: max(1, ids.count / 4)).map({ ($0, ids[$0]) }) {
        guard let element = doc.element(withID: id) else { continue }
        switch n % 3 {
        case 0: try doc.setAttribute("userLabel", String(repeating: "x", count: n % 7 + 1), on: id)
        case 1 where element.isViewElement: try doc.setColor(key: "backgroundColor", .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, space: .sRGB), on: id)
        case 1, 2 where element.isViewElement:
          try doc.setRuntimeAttribute(keyPath: "layer.cornerRadius", value: .number(4, isInteger: true), on: id)
        default: try doc.setAttribute("userLabel", "", on: id)
        }
        edits += 1
        let found = try Self.differences(doc)
        if !found.isEmpty { failures.append("\(Corpus.name(url)) after editing \(id): \(found)") }
      }
    }
    #expect(edits > 500)
    #expect(failures == [])
  }
}
