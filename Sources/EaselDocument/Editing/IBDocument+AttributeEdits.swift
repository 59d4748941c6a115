/// Setting and removing XML attributes on an object.
///
/// Every edit patches only the bytes it must, then re-parses; the document changes in
/// place. Edits throw `DocumentError.Code.invalidEdit` for an unknown object id.
extension IBDocument {
  /// Sets attribute `name` to `value` on the object with id `objectID`: replaces the value
  /// in place, or inserts the attribute where Xcode would write it. Setting the value it
  /// already has changes nothing.
  public func setAttribute(_ name: String, _ value: String, on objectID: String)
    throws(DocumentError)
  {
    let e = try object(objectID)
    if e[name] == value { return }
    try apply([attributePatch(name, value, on: e)])
  }

  /// Removes attribute `name` (and the space before it) from the object; returns whether
  /// it was there.
  @discardableResult
  public func removeAttribute(_ name: String, on objectID: String) throws(DocumentError) -> Bool {
    guard let patch = attributeRemovalPatch(name, on: try object(objectID)) else { return false }
    try apply([patch])
    return true
  }

  /// The patch that removes attribute `name` and the space before it from `e`; nil when `e`
  /// has no such attribute.
  func attributeRemovalPatch(_ name: String, on e: IBElement) -> BytePatch? {
    guard let a = e.attribute(name) else { return nil }
    var start = a.nameSpan.lowerBound
    let bytes = source.bytes
    while start > e.startTagSpan.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) {
      start -= 1
    }
    return BytePatch(start..<a.span.upperBound, "")
  }

  /// The patch that sets `name="value"` on `e`.
  func attributePatch(_ name: String, _ value: String, on e: IBElement) -> BytePatch {
    let escaped = XMLEscaping.attribute(value)
    if let a = e.attribute(name) {
      return BytePatch(a.valueSpan, escaped)
    }
    let text = "\(name)=\"\(escaped)\""
    let names = e.attributes.map(\.name)
    if let i = AttributeOrder.insertionIndex(of: name, among: names) {
      return .insert(text + " ", at: e.attributes[i].nameSpan.lowerBound)
    }
    let end =
      e.attributes.last?.span.upperBound ?? (e.startTagSpan.lowerBound + 1 + e.name.utf8.count)
    return .insert(" " + text, at: end)
  }

  /// The element with id `objectID`, or an `invalidEdit` error.
  func object(_ objectID: String) throws(DocumentError) -> IBElement {
    guard let e = element(withID: objectID) else {
      throw DocumentError(
        .invalidEdit, "no object with id '\(objectID)' in the document",
        at: source.location(at: 0))
    }
    return e
  }

  var layout: ElementLayout { ElementLayout(bytes: source.bytes) }
}
