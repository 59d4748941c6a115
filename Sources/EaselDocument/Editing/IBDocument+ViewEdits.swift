import Foundation

/// Editing a view's frame and colours.
extension IBDocument {
  /// Sets the object's `<rect key="frame">`, replacing it or inserting it as the first child.
  /// Setting the frame it already has changes nothing.
  public func setFrame(_ rect: CGRect, on objectID: String) throws(DocumentError) {
    let e = try object(objectID)
    let markup = RuntimeAttributeWriter.rectMarkup(rect, key: "frame")
    if let existing = e.child("rect", key: "frame") {
      if existing.rectValue == rect { return }
      try apply([BytePatch(existing.span, markup)])
      return
    }
    let layout = self.layout
    let indent = layout.childIndent(of: e, unit: layout.unit(root: root))
    try apply([layout.insertChild(markup, into: e, before: e.children.first, indent: indent)])
  }

  /// Sets the object's `<color key="…">` (`backgroundColor`, `textColor`…): replaces it, or
  /// inserts it after the object's last colour, else before its constraints, runtime
  /// attributes or connections, else last. Setting the colour it already has changes nothing
  /// (so a colour written in an older spelling is not rewritten).
  public func setColor(key: String, _ color: ColorValue, on objectID: String)
    throws(DocumentError)
  {
    let e = try object(objectID)
    let markup = RuntimeAttributeWriter.colorMarkup(color, key: key)
    if let existing = e.child("color", key: key) {
      if ColorValue(element: existing) == color { return }
      try apply([BytePatch(existing.span, markup)])
      return
    }
    let layout = self.layout
    let indent = layout.childIndent(of: e, unit: layout.unit(root: root))
    if let lastColor = e.children.last(where: { $0.name == "color" }) {
      try apply([layout.insertAfter(lastColor, markup, indent: indent)])
      return
    }
    let followers: Set<String> = [
      "constraints", "userDefinedRuntimeAttributes", "connections", "variation",
      "viewLayoutGuide", "point",
    ]
    let before = e.children.first { followers.contains($0.name) }
    try apply([layout.insertChild(markup, into: e, before: before, indent: indent)])
  }

  /// Removes the object's `<color key="…">`; returns whether it was there.
  @discardableResult
  public func removeColor(key: String, on objectID: String) throws(DocumentError) -> Bool {
    let e = try object(objectID)
    guard let existing = e.child("color", key: key) else { return false }
    try apply([BytePatch(layout.removalRange(of: existing), "")])
    return true
  }
}
