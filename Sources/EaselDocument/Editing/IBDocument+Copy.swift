import Foundation

/// Copying views, as Interface Builder's paste and duplicate do: each copy is the original's
/// markup with every object id in it fresh (`abc-de-fgh`) and the references between the
/// copied objects (constraints, outlets, actions) following the new ids — a constraint between
/// two copied views that their superview holds is copied too —, re-indented for
/// where it goes; a connection to an object outside the target's scene is left out, and a
/// copy placed by constraints its superview held to views not copied (which stay with the
/// original) is placed by its frame. The copies' frames are moved by an offset.
extension IBDocument {
  /// Copies views `viewIDs` (in that order) as the last subviews of view `parentID`, their
  /// frames moved by `offset`; returns the copies' ids, one for each.
  @discardableResult
  public func copyViews(_ viewIDs: [String], into parentID: String, offset: CGPoint = .zero)
    throws(DocumentError) -> [String]
  {
    let parent = try object(parentID)
    let containers: Set<String> = [
      "view", "stackView", "scrollView", "tableViewCellContentView",
      "collectionViewCellContentView", "collectionReusableView", "visualEffectView",
    ]
    guard parent.isViewElement, containers.contains(parent.name) || parent.child("subviews") != nil
    else {
      throw DocumentError(
        .invalidEdit,
        "'\(parentID)' is a \(parent.name), which cannot hold pasted views (paste into a view, "
          + "stack view or scroll view)", at: parent.location)
    }
    var taken: Set<String> = []
    var scene: Set<String> = []
    var top: IBElement = parent
    while let up = top.parent, up.name != "objects" { top = up }
    for x in [top] + Array(top.parent?.descendants() ?? top.descendants()) {
      if let id = x.id { scene.insert(id) }
    }
    // Every copied object's id → its copy's, across the copies (a reference from one copied
    // view to another follows too).
    var copiedIDs: [String: String] = [:]
    var originals: [IBElement] = []
    for id in viewIDs {
      let e = try object(id)
      guard e.isViewElement, e.parent?.name == "subviews" else {
        throw DocumentError(
          .invalidEdit, "'\(id)' is not a subview: a scene's root view is not copied",
          at: e.location)
      }
      originals.append(e)
      for x in [e] + Array(e.descendants()) {
        guard let old = x.id, copiedIDs[old] == nil else { continue }
        var new = freshObjectID()
        while taken.contains(new) { new = freshObjectID() }
        taken.insert(new)
        copiedIDs[old] = new
      }
    }
    var copies: [(markup: String, id: String)] = []
    var framed: Set<String> = []
    for e in originals {
      let (markup, fixed) = copyMarkup(of: e, ids: copiedIDs, keeping: scene, offset: offset)
      let id = copiedIDs[e.id ?? ""] ?? ""
      if fixed { framed.insert(id) }
      copies.append((markup, id))
    }
    let layout = self.layout
    let unit = layout.unit(root: root)
    for copy in copies {
      guard let parent = element(withID: parentID) else { break }
      if let subviews = parent.child("subviews") {
        let indent = layout.childIndent(of: subviews, unit: unit)
        try apply([
          self.layout.insertChild(
            Self.reindented(copy.markup, to: indent), into: subviews, before: nil, indent: indent)
        ])
      } else {
        let indent = layout.childIndent(of: parent, unit: unit)
        let markup =
          "<subviews>\n" + indent + unit + Self.reindented(copy.markup, to: indent + unit) + "\n"
          + indent + "</subviews>"
        let before = parent.children.first { $0.name != "rect" && $0.name != "autoresizingMask" }
        try apply([self.layout.insertChild(markup, into: parent, before: before, indent: indent)])
      }
    }
    try copyConstraints(between: copiedIDs, except: framed, taken: &taken)
    return copies.map(\.id)
  }

  /// `e`'s markup with its ids and the references to them replaced by `ids`, its
  /// connections to objects neither copied nor in `scene` left out, its frame moved by
  /// `offset`; continuation lines keep their indentation relative to the start tag's.
  private func copyMarkup(
    of e: IBElement, ids: [String: String], keeping scene: Set<String>, offset: CGPoint
  ) -> (markup: String, fixedFrame: Bool) {
    let layout = self.layout
    let base = e.span.lowerBound
    var patches: [BytePatch] = []
    let references: Set<String> = [
      "id", "firstItem", "secondItem", "destination", "reference",
    ]
    for x in [e] + Array(e.descendants()) {
      if ["outlet", "action", "outletCollection", "segue"].contains(x.name),
        let destination = x["destination"], ids[destination] == nil,
        !scene.contains(destination)
      {
        let holder = x.parent
        let target = holder.flatMap { $0.children.count == 1 ? $0 : nil } ?? x
        patches.append(BytePatch(layout.removalRange(of: target), ""))
        continue
      }
      for a in x.attributes where references.contains(a.name) {
        if let new = ids[a.value] { patches.append(BytePatch(a.valueSpan, new)) }
      }
    }
    // A copy whose position came from constraints its superview holds has none left: it is
    // placed by its frame, as a view dropped from the library is.
    let lost = Self.constraints(naming: e).contains { c, holder in
      let first = c.firstItem ?? holder
      let other = first == e.id ? c.secondItem : first
      return holder != e.id && other.map { ids[$0] == nil } ?? true
    }
    let fixed = Self.isPlacedByConstraints(e) && lost
    if fixed {
      patches.append(attributePatch("fixedFrame", "YES", on: e))
      if let rect = e.child("rect", key: "frame"), e.child("autoresizingMask") == nil {
        let mask =
          #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#
        patches.append(
          .insert(
            "\n" + layout.indent(at: rect.startTagSpan.lowerBound) + mask, at: rect.span.upperBound)
        )
      }
    }
    if offset != .zero, let rect = e.child("rect", key: "frame"), let frame = rect.rectValue {
      let moved = frame.offsetBy(dx: offset.x, dy: offset.y)
      patches.append(BytePatch(rect.span, RuntimeAttributeWriter.rectMarkup(moved, key: "frame")))
    }
    // Patches inside removed connections are dropped with them.
    let removed = patches.filter { $0.replacement.isEmpty }.map(\.range)
    let kept = patches.filter { p in
      p.replacement.isEmpty
        || !removed.contains {
          $0.lowerBound <= p.range.lowerBound && p.range.upperBound <= $0.upperBound
        }
    }
    let bytes = Array(source.bytes[e.span])
    var shifted: [BytePatch] = []
    for p in kept {
      var moved = p
      moved.range = (p.range.lowerBound - base)..<(p.range.upperBound - base)
      shifted.append(moved)
    }
    let text = String(decoding: BytePatch.apply(shifted, to: bytes), as: UTF8.self)
    // Continuation lines lose the start tag's indentation; `reindented` gives the new one.
    let indent = layout.indent(at: e.startTagSpan.lowerBound)
    var lines: [String] = []
    for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      lines.append(
        n == 0 || !line.hasPrefix(indent) ? String(line) : String(line.dropFirst(indent.count)))
    }
    return (lines.joined(separator: "\n"), fixed)
  }

  /// Copies the constraints between copied views that a view outside the copies holds (two
  /// copied siblings aligned by their superview's constraint): each with its items' copies
  /// and a fresh id, held by the copies' nearest common view.
  private func copyConstraints(
    between ids: [String: String], except framed: Set<String>, taken: inout Set<String>
  ) throws(DocumentError) {
    var found: [(markup: String, first: String, second: String)] = []
    for c in root.descendants() where c.name == "constraint" {
      guard let holder = c.parent?.parent, let holderID = holder.id, ids[holderID] == nil,
        let first = c["firstItem"], let second = c["secondItem"],
        let newFirst = ids[first], let newSecond = ids[second],
        !framed.contains(newFirst), !framed.contains(newSecond)
      else { continue }
      var newID = freshObjectID()
      while taken.contains(newID) { newID = freshObjectID() }
      taken.insert(newID)
      var patches: [BytePatch] = []
      for a in c.attributes {
        switch a.name {
        case "firstItem": patches.append(BytePatch(a.valueSpan, newFirst))
        case "secondItem": patches.append(BytePatch(a.valueSpan, newSecond))
        case "id": patches.append(BytePatch(a.valueSpan, newID))
        default: break
        }
      }
      let base = c.span.lowerBound
      var shifted: [BytePatch] = []
      for p in patches {
        var moved = p
        moved.range = (p.range.lowerBound - base)..<(p.range.upperBound - base)
        shifted.append(moved)
      }
      let markup = String(
        decoding: BytePatch.apply(shifted, to: Array(source.bytes[c.span])), as: UTF8.self)
      found.append((markup, newFirst, newSecond))
    }
    for (markup, first, second) in found {
      guard let a = element(withID: first), let b = element(withID: second),
        let holder = Self.commonView(a, b)
      else { continue }
      try insertConstraint(markup, into: holder)
    }
  }

  /// Markup whose continuation lines are indented relative to its first, with `indent`
  /// put before each of them.
  static func reindented(_ markup: String, to indent: String) -> String {
    markup.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      $0.offset == 0 ? String($0.element) : indent + $0.element
    }.joined(separator: "\n")
  }
}
