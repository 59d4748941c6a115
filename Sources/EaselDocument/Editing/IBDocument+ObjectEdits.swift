import Foundation

/// Adding views from the object library and deleting views, as Interface Builder does:
/// fresh `abc-de-fgh` ids, Xcode's markup and indentation, and a deleted view taking its
/// constraints and the outlets to it along.
extension IBDocument {
  /// An Interface-Builder-style object id (`abc-de-fgh`: letters and digits) that no element
  /// of the document uses.
  public func freshObjectID<G: RandomNumberGenerator>(using generator: inout G) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    func part(_ n: Int) -> String {
      String((0..<n).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
    while true {
      let id = "\(part(3))-\(part(2))-\(part(3))"
      if element(withID: id) == nil { return id }
    }
  }

  /// A fresh object id drawn from the system's random numbers.
  public func freshObjectID() -> String {
    var generator = SystemRandomNumberGenerator()
    return freshObjectID(using: &generator)
  }

  /// Adds a new view of library `kind` with `frame` (in the parent's coordinates) as the last subview of
  /// view `parentID`, creating its `<subviews>` where Xcode writes it (after the frame and
  /// autoresizing mask); `customClass` and `module` make it a custom class (a designable
  /// dropped from the library). Returns the new object's id.
  @discardableResult
  public func addSubview(
    _ kind: LibraryObject, frame: CGRect, to parentID: String, customClass: String? = nil,
    module: String? = nil, id: String? = nil
  ) throws(DocumentError) -> String {
    let parent = try object(parentID)
    guard parent.isViewElement else {
      throw DocumentError(
        .invalidEdit, "'\(parentID)' is a \(parent.name), not a view: nothing can be added to it",
        at: parent.location)
    }
    let newID = id ?? freshObjectID()
    if element(withID: newID) != nil {
      throw DocumentError(.invalidEdit, "the id '\(newID)' is taken", at: parent.location)
    }
    let layout = self.layout
    let unit = layout.unit(root: root)
    let lines = kind.markup(
      id: newID, frame: frame, customClass: customClass, module: module, unit: unit)
    if let subviews = parent.child("subviews") {
      let indent = layout.childIndent(of: subviews, unit: unit)
      let markup = lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
        .joined(separator: "\n")
      try apply([layout.insertChild(markup, into: subviews, before: nil, indent: indent)])
    } else {
      let indent = layout.childIndent(of: parent, unit: unit)
      let inner = indent + unit
      let markup = (["<subviews>"] + lines.map { inner + $0 } + [indent + "</subviews>"])
        .joined(separator: "\n")
      let before = parent.children.first { $0.name != "rect" && $0.name != "autoresizingMask" }
      try apply([layout.insertChild(markup, into: parent, before: before, indent: indent)])
    }
    return newID
  }

  /// Deletes the subview `objectID` with everything under it, the constraints elsewhere
  /// that name it or a view under it, and the outlets and actions that point at them; a
  /// `<subviews>`, `<constraints>` or `<connections>` left empty goes too.
  public func deleteView(_ objectID: String) throws(DocumentError) {
    let e = try object(objectID)
    guard e.isViewElement, let holder = e.parent, holder.name == "subviews" else {
      throw DocumentError(
        .invalidEdit,
        "'\(objectID)' is not a subview (a scene's root view and other objects are not deleted)",
        at: e.location)
    }
    var gone: Set<String> = []
    for x in [e] + Array(e.descendants()) { if let id = x.id { gone.insert(id) } }
    func inside(_ x: IBElement) -> Bool {
      var p: IBElement? = x
      while let current = p {
        if current === e { return true }
        p = current.parent
      }
      return false
    }
    // What points at the deleted views from outside them.
    var dangling: [IBElement] = []
    for x in root.descendants() where !inside(x) {
      switch x.name {
      case "constraint":
        let read = IBConstraint(x)
        if gone.contains(read.firstItem ?? "") || gone.contains(read.secondItem ?? "") {
          dangling.append(x)
        }
      case "outlet", "action", "outletCollection":
        if gone.contains(x["destination"] ?? "") { dangling.append(x) }
      default: break
      }
    }
    // A variation's exclusions of the constraints that go, inside the view or outside it.
    var constraintIDs = Set(dangling.compactMap { $0.name == "constraint" ? $0.id : nil })
    for x in [e] + Array(e.descendants()) where x.name == "constraint" {
      if let id = x.id { constraintIDs.insert(id) }
    }
    let references = maskReferences(to: constraintIDs).filter { !inside($0) }
    try apply(removalPatches(for: [e] + dangling + references))
  }
}
