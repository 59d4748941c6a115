import Foundation

/// Interface Builder's Editor ▸ Embed In ▸ View and Stack View: views of one superview moved,
/// with their ids, into a new view (or stack view) where the first of them was, its frame the
/// union of theirs and theirs made relative to it. The constraints their superview held
/// between two of them go into the new view (a stack arranges its views, so a stack takes
/// none); those to a view left outside are deleted, as Interface Builder deletes them.
extension IBDocument {
  /// What views are embedded in.
  public enum Embedding: String, Sendable, CaseIterable {
    case view, stackView
  }

  /// Embeds views `viewIDs` of one superview in a new `kind` and returns the new view's id.
  @discardableResult
  public func embed(_ viewIDs: [String], in kind: Embedding, id: String? = nil)
    throws(DocumentError) -> String
  {
    guard let firstID = viewIDs.first else {
      throw DocumentError(.invalidEdit, "nothing to embed", at: source.location(at: 0))
    }
    let first = try object(firstID)
    guard let list = first.parent, list.name == "subviews", let superview = list.parent,
      superview.name != "stackView"
    else {
      throw DocumentError(
        .invalidEdit,
        "'\(firstID)' is not a subview of a plain view (a scene's root view, or arranged by a "
          + "stack): it is not embedded", at: first.location)
    }
    var views: [IBElement] = []
    for viewID in Set(viewIDs) {
      let e = try object(viewID)
      guard e.parent === list, e.frame != nil else {
        throw DocumentError(
          .invalidEdit,
          "'\(viewID)' is not a subview of '\(superview.id ?? "")' with a frame: the views "
            + "embedded together must share their superview", at: e.location)
      }
      views.append(e)
    }
    views.sort { $0.span.lowerBound < $1.span.lowerBound }
    let frames = views.compactMap(\.frame)
    let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
    let newID = id ?? freshObjectID()
    if element(withID: newID) != nil {
      throw DocumentError(.invalidEdit, "the id '\(newID)' is taken", at: first.location)
    }
    let embedded = Set(views.compactMap(\.id))
    let layout = self.layout
    let unit = layout.unit(root: root)
    let indent = layout.indent(at: first.startTagSpan.lowerBound)

    // The superview's constraints that name an embedded view: each goes, and those between
    // two embedded views come back in the new view (not in a stack, which arranges them).
    var patches: [BytePatch] = []
    var inner: [String] = []
    if let held = superview.child("constraints") {
      var gone: [IBElement] = []
      for c in held.children("constraint") {
        let read = IBConstraint(c)
        let items = [read.firstItem ?? superview.id, read.secondItem].compactMap { $0 }
        guard items.contains(where: embedded.contains) else { continue }
        gone.append(c)
        if kind == .view, items.allSatisfy(embedded.contains) {
          inner.append(String(decoding: source.bytes[c.span], as: UTF8.self))
        }
      }
      if !gone.isEmpty && gone.count == held.children.count {
        patches.append(BytePatch(layout.removalRange(of: held), ""))
      } else {
        patches += gone.map { BytePatch(layout.removalRange(of: $0), "") }
      }
    }

    // Each view's markup, its frame made relative to the new view, two levels deeper.
    var moved: [String] = []
    for e in views {
      let range = layout.removalRange(of: e)
      var local: [BytePatch] = []
      if let rect = e.child("rect", key: "frame"), let frame = rect.rectValue {
        let relative = frame.offsetBy(dx: -union.minX, dy: -union.minY)
        local.append(
          BytePatch(
            (rect.span.lowerBound - range.lowerBound)..<(rect.span.upperBound - range.lowerBound),
            RuntimeAttributeWriter.rectMarkup(relative, key: "frame")))
      }
      let text = String(
        decoding: BytePatch.apply(local, to: Array(source.bytes[range])), as: UTF8.self)
      moved.append(
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
          $0.isEmpty ? "" : unit + unit + $0
        }.joined(separator: "\n"))
    }

    let vertical =
      frames.map(\.midY).max()! - frames.map(\.midY).min()!
      > frames.map(\.midX).max()! - frames.map(\.midX).min()!
    var attributes: [(String, String)] =
      kind == .view
      ? [("contentMode", "scaleToFill"), ("fixedFrame", "YES")]
      : [("opaque", "NO"), ("contentMode", "scaleToFill"), ("fixedFrame", "YES")]
    if kind == .stackView {
      if vertical { attributes.append(("axis", "vertical")) }
      attributes.append(("spacing", "8"))
    }
    attributes += [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", newID)]
    var lines = [
      indent + XMLEscaping.tag(kind.rawValue, attributes, selfClosing: false),
      indent + unit + RuntimeAttributeWriter.rectMarkup(union, key: "frame"),
      indent + unit
        + #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
      indent + unit + "<subviews>",
    ]
    // Each moved view ends with its line's newline.
    var body = moved.joined()
    if body.hasSuffix("\n") { body.removeLast() }
    lines.append(body)
    lines.append(indent + unit + "</subviews>")
    if !inner.isEmpty {
      lines.append(indent + unit + "<constraints>")
      lines += inner.map { indent + unit + unit + $0 }
      lines.append(indent + unit + "</constraints>")
    }
    lines.append(indent + "</\(kind.rawValue)>")
    let container = lines.joined(separator: "\n") + "\n"
    patches.append(BytePatch(layout.removalRange(of: views[0]), container))
    patches += views.dropFirst().map { BytePatch(layout.removalRange(of: $0), "") }
    try apply(patches)
    return newID
  }
}
