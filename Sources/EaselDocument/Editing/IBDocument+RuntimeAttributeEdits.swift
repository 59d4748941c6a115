/// Adding, replacing and removing User Defined Runtime Attributes.
extension IBDocument {
  /// Sets the runtime attribute `keyPath` on the object: replaces an existing attribute
  /// with that key path, or appends one, creating `<userDefinedRuntimeAttributes>` (before
  /// `<connections>`, `<variation>` or the canvas location, else last) when missing.
  /// Setting the value it already has changes nothing.
  public func setRuntimeAttribute(keyPath: String, value: RuntimeValue, on objectID: String)
    throws(DocumentError)
  {
    let e = try object(objectID)
    let layout = self.layout
    let unit = layout.unit(root: root)
    if let block = e.child("userDefinedRuntimeAttributes") {
      let items = block.children("userDefinedRuntimeAttribute")
      if let existing = items.first(where: { $0["keyPath"] == keyPath }) {
        if case .success(let current) = RuntimeAttribute.parse(existing), current.value == value {
          return
        }
        let indent = layout.indent(at: existing.startTagSpan.lowerBound)
        let markup = RuntimeAttributeWriter.markup(
          keyPath: keyPath, value: value, indent: indent, unit: unit)
        try apply([BytePatch(existing.span, markup)])
        return
      }
      let indent = layout.childIndent(of: block, unit: unit)
      let markup = RuntimeAttributeWriter.markup(
        keyPath: keyPath, value: value, indent: indent, unit: unit)
      try apply([layout.insertChild(markup, into: block, before: nil, indent: indent)])
      return
    }
    let indent = layout.childIndent(of: e, unit: unit)
    let inner = indent + unit
    let markup =
      "<userDefinedRuntimeAttributes>\n" + inner
      + RuntimeAttributeWriter.markup(keyPath: keyPath, value: value, indent: inner, unit: unit)
      + "\n" + indent + "</userDefinedRuntimeAttributes>"
    let before = e.children.first {
      $0.name == "connections" || $0.name == "variation" || $0.key == "canvasLocation"
    }
    try apply([layout.insertChild(markup, into: e, before: before, indent: indent)])
  }

  /// Removes the runtime attribute `keyPath` from the object, and the
  /// `<userDefinedRuntimeAttributes>` block if it becomes empty; returns whether it was there.
  @discardableResult
  public func removeRuntimeAttribute(keyPath: String, on objectID: String) throws(DocumentError)
    -> Bool
  {
    let e = try object(objectID)
    guard let block = e.child("userDefinedRuntimeAttributes") else { return false }
    let matching = block.children.filter {
      $0.name == "userDefinedRuntimeAttribute" && $0["keyPath"] == keyPath
    }
    guard !matching.isEmpty else { return false }
    let layout = self.layout
    if matching.count == block.children.count {
      try apply([BytePatch(layout.removalRange(of: block), "")])
    } else {
      try apply(matching.map { BytePatch(layout.removalRange(of: $0), "") })
    }
    return true
  }
}
