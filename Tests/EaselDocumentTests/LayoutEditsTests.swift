import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// Constraints added, changed and deleted; views moved by what places them; views copied
/// with fresh ids; a font and a button's title: each in Xcode's form, the diff only the
/// lines it must be (`Tests/Fixtures/Designer/Layout`).
@Suite struct LayoutEditsTests {
  static let url = SharedFixtures.folder.appendingPathComponent(
    "Designer/Layout/Layout/Base.lproj/Main.storyboard")

  func document() throws -> IBDocument {
    try IBDocument(bytes: Array(try Data(contentsOf: Self.url)), path: Self.url.path)
  }

  func text(_ doc: IBDocument) -> String { String(decoding: doc.bytes, as: UTF8.self) }

  /// The lines `after` has that `before` has not, and those it lost (as multisets, in order).
  func changes(_ before: String, _ after: String) -> (added: [String], removed: [String]) {
    let a = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let diff = b.difference(from: a)
    var added: [String] = []
    var removed: [String] = []
    for change in diff {
      switch change {
      case .insert(_, let line, _): added.append(line)
      case .remove(_, let line, _): removed.append(line)
      }
    }
    return (added, removed)
  }

  static let indent = String(repeating: " ", count: 28)

  @Test func pinningAFreeLabelMakesItPlacedByConstraints() throws {
    let doc = try document()
    let before = text(doc)
    // Leading: nothing on its left, so the safe area; top: the red box above it.
    let leading = try doc.pinConstraint(.leading, of: "Lay-lb-001", constant: 100)
    let top = try doc.pinConstraint(.top, of: "Lay-lb-001", constant: 250)
    #expect(
      leading
        == IBDocument.NewConstraint(
          "Lay-lb-001", .leading, to: "Lay-sa-001", .leading, constant: 100))
    #expect(
      top == IBDocument.NewConstraint("Lay-lb-001", .top, to: "Lay-bx-001", .bottom, constant: 250))
    #expect(try doc.pinConstraint(.top, of: "Lay-lb-001").constant == 160, "the present gap")
    try doc.addConstraint(leading, id: "New-aa-001")
    try doc.addConstraint(top, id: "New-aa-002")
    let (added, removed) = changes(before, text(doc))
    #expect(
      added == [
        Self.indent
          + #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Free label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lay-lb-001">"#,
        Self.indent
          + #"<constraint firstItem="Lay-lb-001" firstAttribute="leading" secondItem="Lay-sa-001" secondAttribute="leading" constant="100" id="New-aa-001"/>"#,
        Self.indent
          + #"<constraint firstItem="Lay-lb-001" firstAttribute="top" secondItem="Lay-bx-001" secondAttribute="bottom" constant="250" id="New-aa-002"/>"#,
      ])
    #expect(removed.count == 2)
    #expect(removed.contains { $0.contains(#"fixedFrame="YES" text="Free label""#) })
    #expect(removed.contains { $0.contains("<autoresizingMask") })
    #expect(IBDocument.isPlacedByConstraints(try #require(doc.element(withID: "Lay-lb-001"))))
  }

  @Test func aWidthGoesInTheViewsOwnConstraintsMadeWhereXcodeWritesThem() throws {
    let doc = try document()
    let before = text(doc)
    try doc.addConstraint(try doc.pinConstraint(.width, of: "Lay-fr-001"), id: "New-aa-003")
    let (added, _) = changes(before, text(doc))
    let inner = Self.indent + "    "
    #expect(
      added.suffix(3) == [
        inner + "<constraints>",
        inner + #"    <constraint firstAttribute="width" constant="120" id="New-aa-003"/>"#,
        inner + "</constraints>",
      ])
    // After the background colour, as Interface Builder orders a view's children.
    let after = text(doc)
    let colour = try #require(after.range(of: #"blue="1" alpha="1""#))
    let list = try #require(after.range(of: #"id="New-aa-003""#))
    #expect(colour.lowerBound < list.lowerBound)
  }

  @Test func anAspectRatioAndAlignmentsAreWrittenAsXcodeWritesThem() throws {
    let doc = try document()
    try doc.addConstraint(try doc.pinConstraint(.aspectRatio, of: "Lay-fr-001"), id: "New-aa-005")
    #expect(
      text(doc).contains(
        Self.indent
          + #"        <constraint firstAttribute="width" secondItem="Lay-fr-001" secondAttribute="height" multiplier="120:60" id="New-aa-005"/>"#
      ))
    let aligned = try doc.alignConstraints(["Lay-fr-001", "Lay-bt-001", "Lay-lb-001"], .leading)
    #expect(
      aligned == [
        IBDocument.NewConstraint("Lay-bt-001", .leading, to: "Lay-fr-001", .leading),
        IBDocument.NewConstraint("Lay-lb-001", .leading, to: "Lay-fr-001", .leading),
      ])
    try doc.addConstraint(aligned[0], id: "New-aa-006")
    #expect(
      text(doc).contains(
        Self.indent
          + #"<constraint firstItem="Lay-bt-001" firstAttribute="leading" secondItem="Lay-fr-001" secondAttribute="leading" id="New-aa-006"/>"#
      ))
    #expect(
      try doc.alignConstraints(["Lay-fr-001", "Lay-bt-001"], .equalWidths).first?.firstAttribute
        == .width)
    #expect(throws: DocumentError.self) { try doc.alignConstraints(["Lay-fr-001"], .top) }
    #expect(throws: DocumentError.self) {
      try doc.alignConstraints(["Lay-fr-001", "Lay-rt-001"], .top)
    }
  }

  @Test func edgesPinToTheNearestNeighbourWithAPositiveGap() throws {
    let doc = try document()
    // The free view (200, 300) sits right of the free label (40…130, 300…321).
    #expect(
      try doc.pinConstraint(.leading, of: "Lay-fr-001")
        == IBDocument.NewConstraint(
          "Lay-fr-001", .leading, to: "Lay-lb-001", .trailing, constant: 70))
    // The button (360…400) is below the label (…321).
    #expect(
      try doc.pinConstraint(.bottom, of: "Lay-lb-001")
        == IBDocument.NewConstraint("Lay-bt-001", .top, to: "Lay-lb-001", .bottom, constant: 39))
    #expect(
      try doc.pinConstraint(.trailing, of: "Lay-bx-001")
        == IBDocument.NewConstraint(
          "Lay-sa-001", .trailing, to: "Lay-bx-001", .trailing, constant: 255))
  }

  /// "Constrain to margins": an edge with no neighbour, or sent to the superview, pins to the
  /// superview's margin (UIKit's 8 points where the document stores none); a neighbour still
  /// wins for `nearest`; the safe area or the superview's own edge when named.
  @Test func edgesPinToTheMarginsTheSafeAreaOrTheSuperview() throws {
    let doc = try document()
    #expect(
      try doc.pinConstraint(.leading, of: "Lay-lb-001", margins: true)
        == IBDocument.NewConstraint(
          "Lay-lb-001", .leading, to: "Lay-rt-001", .leadingMargin, constant: 32))
    #expect(
      try doc.pinConstraint(.trailing, of: "Lay-lb-001", to: .superview, margins: true)
        == IBDocument.NewConstraint(
          "Lay-rt-001", .trailingMargin, to: "Lay-lb-001", .trailing, constant: 237))
    #expect(
      try doc.pinConstraint(.bottom, of: "Lay-cn-001", constant: 0, margins: true)
        == IBDocument.NewConstraint("Lay-rt-001", .bottomMargin, to: "Lay-cn-001", .bottom))
    #expect(
      try doc.pinConstraint(.trailing, of: "Lay-lb-001", margins: true)
        == IBDocument.NewConstraint(
          "Lay-fr-001", .leading, to: "Lay-lb-001", .trailing, constant: 70))
    #expect(
      try doc.pinConstraint(.top, of: "Lay-lb-001", to: .safeArea, margins: true)
        == IBDocument.NewConstraint("Lay-lb-001", .top, to: "Lay-sa-001", .top, constant: 300))
    #expect(
      try doc.pinConstraint(.top, of: "Lay-lb-001", to: .superview)
        == IBDocument.NewConstraint("Lay-lb-001", .top, to: "Lay-rt-001", .top, constant: 300))
    #expect(throws: DocumentError.self) {
      try doc.pinConstraint(.top, of: "Lay-s1-001", to: .safeArea)
    }
    // Written as Xcode writes a margin: the superview first and unnamed when it holds it.
    let before = text(doc)
    try doc.addConstraint(
      try doc.pinConstraint(.trailing, of: "Lay-lb-001", to: .superview, margins: true),
      id: "New-aa-009")
    #expect(
      changes(before, text(doc)).added.contains(
        Self.indent
          + #"<constraint firstAttribute="trailingMargin" secondItem="Lay-lb-001" secondAttribute="trailing" constant="237" id="New-aa-009"/>"#
      ))
  }

  @Test func aConstantIsChangedInPlaceAndLeftOutAtZero() throws {
    let doc = try document()
    let before = text(doc)
    try doc.setConstraintConstant(36, on: "Lay-bl-001")
    #expect(
      changes(before, text(doc)).added.first?.contains(
        #"secondAttribute="leading" constant="36" id="Lay-bl-001""#) == true)
    try doc.setConstraintConstant(0, on: "Lay-bl-001")
    #expect(text(doc).contains(#"secondAttribute="leading" id="Lay-bl-001"/>"#))
    #expect(throws: DocumentError.self) { try doc.setConstraintConstant(1, on: "Lay-bx-001") }
  }

  @Test func deletingTheLastConstraintTakesItsListAlong() throws {
    let doc = try document()
    let before = text(doc)
    try doc.removeConstraint("Lay-cw-001")
    #expect(changes(before, text(doc)).removed.count == 1)
    try doc.removeConstraint("Lay-ch-001")
    let (added, removed) = changes(before, text(doc))
    #expect(added.isEmpty)
    #expect(removed.count == 4)
  }

  @Test func movingAViewItsConstraintsPlaceChangesTheirConstants() throws {
    let doc = try document()
    try doc.move(["Lay-bx-001"], by: .move(5, -10))
    let after = text(doc)
    #expect(after.contains(#"secondAttribute="leading" constant="25" id="Lay-bl-001""#))
    #expect(after.contains(#"secondAttribute="top" constant="10" id="Lay-bt-002""#))
    // Its size constraints stay; its stored frame moves with it.
    #expect(after.contains(#"<constraint firstAttribute="width" constant="100" id="Lay-bw-001"/>"#))
    #expect(after.contains(#"<rect key="frame" x="25" y="30" width="100" height="100"/>"#))
    // The corner view is the constraints' second item: moved right, the gap shrinks.
    try doc.move(["Lay-cn-001"], by: .move(5, 5))
    #expect(text(doc).contains(#"secondAttribute="trailing" constant="15" id="Lay-ct-001""#))
    #expect(text(doc).contains(#"secondAttribute="bottom" constant="15" id="Lay-cb-001""#))
  }

  @Test func resizingAViewItsConstraintsPlaceChangesItsSizeConstant() throws {
    let doc = try document()
    try doc.move(["Lay-bx-001"], by: IBDocument.EdgeMoves(left: 0, top: 0, right: 30, bottom: 10))
    let after = text(doc)
    #expect(after.contains(#"<constraint firstAttribute="width" constant="130" id="Lay-bw-001"/>"#))
    #expect(
      after.contains(#"<constraint firstAttribute="height" constant="110" id="Lay-bh-001"/>"#))
    #expect(after.contains(#"secondAttribute="leading" constant="20" id="Lay-bl-001""#))
  }

  @Test func aViewAStackArrangesIsNotGivenAFrameTheStackIgnores() throws {
    let doc = try document()
    let before = doc.bytes
    #expect {
      try doc.move(["Lay-fr-001", "Lay-s1-001"], by: .move(1, 0))
    } throws: { error in
      "\(error)".contains("arranged by stack view 'Lay-st-001'")
    }
    #expect(doc.bytes == before, "nothing of the move is kept, not even the first view's")
  }

  @Test func draggingAnArrangedViewPastItsNeighbourReordersTheStack() throws {
    let doc = try document()
    let before = text(doc)
    // "First" (centre y 15.5) dragged 30 points down passes "Second" (centre 54.5)? No: 45.5.
    #expect(throws: DocumentError.self) { try doc.move(["Lay-s1-001"], by: .move(0, 30)) }
    try doc.move(["Lay-s1-001"], by: .move(0, 45))
    let after = text(doc)
    let first = try #require(after.range(of: #"text="First""#))
    let second = try #require(after.range(of: #"text="Second""#))
    #expect(second.lowerBound < first.lowerBound, "Second is now first in the stack")
    // The same lines, in another order: nothing else changed.
    #expect(after.split(separator: "\n").sorted() == before.split(separator: "\n").sorted())
    try doc.move(["Lay-s1-001"], by: .move(0, -45))
    #expect(text(doc) == before)
  }

  @Test func aMoveNoConstraintPlacesIsRefusedWithTheReason() throws {
    let doc = try document()
    try doc.removeConstraint("Lay-bl-001")
    let before = doc.bytes
    #expect {
      try doc.move(["Lay-bx-001"], by: .move(1, 0))
    } throws: { "\($0)".contains("none of them places it horizontally") }
    #expect(doc.bytes == before)
    try doc.move(["Lay-bx-001"], by: .move(0, 4))
    #expect(text(doc).contains(#"constant="24" id="Lay-bt-002""#))
  }

  @Test func aViewPlacedByItsFrameMovesItsFrame() throws {
    let doc = try document()
    let before = text(doc)
    try doc.move(["Lay-fr-001", "Lay-bt-001"], by: .move(1, 10))
    let (added, removed) = changes(before, text(doc))
    #expect(removed.count == 2 && added.count == 2)
    #expect(
      added.contains(
        Self.indent + #"    <rect key="frame" x="201" y="310" width="120" height="60"/>"#))
    #expect(
      added.contains(
        Self.indent + #"    <rect key="frame" x="41" y="370" width="120" height="40"/>"#))
  }

  @Test func copiesHaveFreshIdsAndTheirReferencesFollow() throws {
    let doc = try document()
    let before = text(doc)
    let ids = try doc.copyViews(
      ["Lay-bx-001", "Lay-bt-001"], into: "Lay-rt-001", offset: CGPoint(x: 10, y: 10))
    #expect(ids.count == 2 && Set(ids).count == 2)
    let after = text(doc)
    for id in ids {
      #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
      #expect(after.components(separatedBy: #"id="\#(id)""#).count == 2, "one element has id \(id)")
    }
    let (added, removed) = changes(before, after)
    #expect(removed.isEmpty)
    // The box: start tag, frame, a mask, colour, its two size constraints (fresh ids), end
    // tags; the button: start tag, frame, mask, colour, font, state, its action, end tags.
    #expect(added.count == 9 + 10)
    // The box's leading and top stay with the original (its superview holds them): the copy
    // is placed by its frame.
    #expect(
      added.contains {
        $0.contains(
          #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\#(ids[0])""#)
      })
    #expect(
      added.contains(
        Self.indent + #"    <rect key="frame" x="30" y="50" width="100" height="100"/>"#))
    #expect(
      added.contains {
        $0.hasPrefix(
          Self.indent + #"        <constraint firstAttribute="width" constant="100" id=""#)
          && !$0.contains("Lay-bw-001")
      })
    // The button's action to its scene's view controller is kept, with a fresh id.
    #expect(
      added.contains {
        $0.contains(#"<action selector="tapped:" destination="Lay-vc-001""#)
          && !$0.contains("Lay-ac-001")
      })
    // Every id in the document is still one element's.
    let all = after.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
    #expect(Set(all).count == all.count)
    #expect(throws: DocumentError.self) { try doc.copyViews(["Lay-rt-001"], into: "Lay-rt-001") }
  }

  @Test func aConstraintBetweenCopiedViewsIsCopiedWithThem() throws {
    let doc = try document()
    try doc.addConstraint(try doc.pinConstraint(.leading, of: "Lay-fr-001"), id: "New-aa-004")
    let before = text(doc)
    let ids = try doc.copyViews(["Lay-lb-001", "Lay-fr-001"], into: "Lay-rt-001")
    let (added, removed) = changes(before, text(doc))
    #expect(removed.isEmpty)
    let copied = added.filter { $0.contains("<constraint ") }
    #expect(copied.count == 1, "\(added)")
    #expect(
      copied.first?.hasPrefix(
        Self.indent
          + #"<constraint firstItem="\#(ids[1])" firstAttribute="leading" secondItem="\#(ids[0])" secondAttribute="trailing" constant="70" id=""#
      ) == true, "\(copied)")
    #expect(copied.first?.contains("New-aa-004") == false)
    // The free view's copy keeps its constraint, so it stays placed by constraints.
    #expect(IBDocument.isPlacedByConstraints(try #require(doc.element(withID: ids[1]))))
  }

  @Test func viewsAreEmbeddedInAViewWithTheirIdsAndRelativeFrames() throws {
    let doc = try document()
    let before = text(doc)
    try doc.embed(["Lay-fr-001", "Lay-lb-001"], in: .view, id: "New-em-001")
    let after = text(doc)
    let (added, removed) = changes(before, after)
    // Every line of the two views, two levels deeper, their frames relative to the union.
    #expect(
      added.first == Self.indent
        + #"<view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="New-em-001">"#
    )
    #expect(
      added.contains(
        Self.indent + #"    <rect key="frame" x="40" y="300" width="280" height="60"/>"#))
    #expect(
      added.contains(
        Self.indent + #"            <rect key="frame" x="0.0" y="0.0" width="90" height="21"/>"#))
    #expect(
      added.contains(
        Self.indent + #"            <rect key="frame" x="160" y="0.0" width="120" height="60"/>"#))
    #expect(removed.count + 6 == added.count, "the views' lines moved, plus the new view's six")
    #expect(doc.element(withID: "Lay-lb-001")?.superviewElement?.id == "New-em-001")
    // The label keeps its place before the button; the new view is where the label was.
    #expect(
      try #require(after.range(of: "New-em-001")).lowerBound
        < #require(after.range(of: #"id="Lay-bt-001""#)).lowerBound)
  }

  @Test func embeddingDropsConstraintsToViewsLeftOutside() throws {
    let doc = try document()
    try doc.embed(["Lay-bx-001", "Lay-cn-001"], in: .stackView, id: "New-em-002")
    let after = text(doc)
    for gone in ["Lay-bl-001", "Lay-bt-002", "Lay-ct-001", "Lay-cb-001"] {
      #expect(!after.contains(#"id="\#(gone)""#), "\(gone) tied an embedded view to the safe area")
    }
    #expect(after.contains(#"id="Lay-bw-001""#), "each view keeps its own size constraints")
    #expect(
      after.contains(
        #"<stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="New-em-002">"#
      ))
    // The root view's constraints were all the embedded views': the list goes.
    #expect(doc.element(withID: "Lay-rt-001")?.child("constraints") == nil)
    #expect(throws: DocumentError.self) { try doc.embed(["Lay-fr-001", "Lay-s1-001"], in: .view) }
    #expect(throws: DocumentError.self) { try doc.embed(["Lay-s1-001"], in: .view) }
  }

  @Test func fontsAndTitlesAreWrittenAsXcodeWritesThem() throws {
    let doc = try document()
    let before = text(doc)
    try doc.setFont(.custom(name: "Avenir-Heavy", family: "Avenir", size: 22), on: "Lay-bt-001")
    try doc.setButtonTitle("Go <now> & \"then\"", on: "Lay-bt-001")
    let (added, removed) = changes(before, text(doc))
    #expect(removed.count == 2)
    #expect(
      added == [
        Self.indent
          + #"    <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="22"/>"#,
        Self.indent + #"    <state key="normal" title="Go &lt;now&gt; &amp; &quot;then&quot;"/>"#,
      ])
    try doc.setFont(.system(size: 15, weight: nil), on: "Lay-bt-001")
    try doc.setButtonTitle("Tap me", on: "Lay-bt-001")
    #expect(text(doc) == before)
    try doc.setFont(.system(size: 20, weight: "semibold"), on: "Lay-lb-001")
    #expect(
      text(doc).contains(
        #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>"#)
    )
    #expect(throws: DocumentError.self) { try doc.setButtonTitle("x", on: "Lay-lb-001") }
    #expect(throws: DocumentError.self) { try doc.setFont(.boldSystem(size: 3), on: "Lay-fr-001") }
  }

  @Test func aButtonWithoutANormalStateGetsOneBeforeItsConnections() throws {
    let doc = try document()
    try doc.setButtonTitle("", on: "Lay-bt-001")
    #expect(text(doc).contains(#"<state key="normal"/>"#))
    let stateless = text(doc).replacingOccurrences(
      of: "\n" + Self.indent + #"    <state key="normal"/>"#, with: "")
    let doc2 = try IBDocument(bytes: Array(stateless.utf8), path: "t.storyboard")
    try doc2.setButtonTitle("Hello", on: "Lay-bt-001")
    let (added, _) = changes(stateless, text(doc2))
    #expect(added == [Self.indent + #"    <state key="normal" title="Hello"/>"#])
    let after = text(doc2)
    #expect(
      try #require(after.range(of: #"title="Hello""#)).lowerBound
        < #require(after.range(of: "<connections>")).lowerBound)
  }
}
