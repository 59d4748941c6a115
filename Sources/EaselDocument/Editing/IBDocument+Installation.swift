import Foundation

/// A constraint's "Installed" checkbox, as Interface Builder writes it: an uninstalled
/// constraint stays in its view's `<constraints>` and is excluded from the base
/// configuration by the view's `<variation key="default">`:
///
///     <variation key="default">
///         <mask key="constraints">
///             <exclude reference="abc-de-fgh"/>
///         </mask>
///     </variation>
///
/// (`TraitVariations` reads it the same way: such a constraint takes no part in layout.)
extension IBDocument {
  /// Whether constraint `constraintID` takes part in the base configuration: false when its
  /// holder's default variation excludes it.
  public func isInstalled(_ constraintID: String) throws(DocumentError) -> Bool {
    let e = try constraintElement(constraintID)
    return Self.defaultExclusion(of: constraintID, holder: e.parent?.parent) == nil
  }

  /// Installs or uninstalls constraint `constraintID`: adds its `<exclude>` to its holder's
  /// `<variation key="default">` (made where Xcode writes it: after the holder's
  /// constraints, states and runtime attributes, before its connections and other
  /// variations), or removes it with a mask and variation it leaves empty. Nothing changes
  /// when the constraint already is as asked.
  public func setInstalled(_ installed: Bool, on constraintID: String) throws(DocumentError) {
    let e = try constraintElement(constraintID)
    guard let holder = e.parent?.parent else {
      throw DocumentError(
        .invalidEdit, "'\(constraintID)' is not held by a view's constraints", at: e.location)
    }
    let existing = Self.defaultExclusion(of: constraintID, holder: holder)
    if installed {
      guard let existing else { return }
      try apply(removalPatches(for: [existing]))
      return
    }
    if existing != nil { return }
    let layout = self.layout
    let unit = layout.unit(root: root)
    let exclude = XMLEscaping.tag("exclude", [("reference", constraintID)])
    let variation = holder.children("variation").first { $0.key == "default" }
    if let mask = variation?.children("mask").first(where: { $0.key == "constraints" }) {
      let indent = layout.childIndent(of: mask, unit: unit)
      try apply([layout.insertChild(exclude, into: mask, before: nil, indent: indent)])
      return
    }
    if let variation {
      let indent = layout.childIndent(of: variation, unit: unit)
      let markup = #"<mask key="constraints">"# + "\n" + indent + unit + exclude + "\n" + indent
        + "</mask>"
      try apply([
        layout.insertChild(markup, into: variation, before: variation.children.first, indent: indent)
      ])
      return
    }
    let indent = layout.childIndent(of: holder, unit: unit)
    let markup = [
      #"<variation key="default">"#, unit + #"<mask key="constraints">"#, unit + unit + exclude,
      unit + "</mask>", "</variation>",
    ].joined(separator: "\n" + indent)
    let followers: Set<String> = ["variation", "connections", "point", "size", "accessibility"]
    let before = holder.children.first { child in
      followers.contains(child.name) && !(child.name == "size" && child.key == "intrinsicContentSize")
    }
    try apply([layout.insertChild(markup, into: holder, before: before, indent: indent)])
  }

  /// Whether the `<constraint>` element `c` takes part in the base configuration (its
  /// holder's default variation does not exclude it).
  public static func isInstalled(_ c: IBElement) -> Bool {
    guard let id = c.id else { return true }
    return defaultExclusion(of: id, holder: c.parent?.parent) == nil
  }

  /// The `<exclude reference="ID">` of `holder`'s default variation, if it has one.
  static func defaultExclusion(of constraintID: String, holder: IBElement?) -> IBElement? {
    guard let variation = holder?.children("variation").first(where: { $0.key == "default" })
    else { return nil }
    for mask in variation.children("mask") where mask.key == "constraints" {
      if let e = mask.children("exclude").first(where: { $0["reference"] == constraintID }) {
        return e
      }
    }
    return nil
  }

  /// The `<exclude>` and `<include>` elements of every variation mask that name one of
  /// `ids` (which a deleted constraint leaves pointing at nothing).
  func maskReferences(to ids: Set<String>) -> [IBElement] {
    guard !ids.isEmpty else { return [] }
    return root.descendants().filter { x in
      (x.name == "exclude" || x.name == "include") && x.parent?.name == "mask"
        && ids.contains(x["reference"] ?? "")
    }
  }

  /// Patches removing `elements` with their lines; a holder all of whose children go
  /// (`<subviews>`, `<constraints>`, `<connections>`, a variation's `<mask>`, a
  /// `<variation>` holding only such masks) goes instead, up as far as that holds.
  func removalPatches(for elements: [IBElement]) -> [BytePatch] {
    let collapsing: Set<String> = ["subviews", "constraints", "connections", "mask", "variation"]
    var removed: [ObjectIdentifier: IBElement] = [:]
    for e in elements { removed[ObjectIdentifier(e)] = e }
    // Holders emptied by the removals go instead of their children, deepest first.
    var changed = true
    while changed {
      changed = false
      var counts: [ObjectIdentifier: (IBElement, Int)] = [:]
      for e in removed.values {
        guard let parent = e.parent, collapsing.contains(parent.name),
          removed[ObjectIdentifier(parent)] == nil
        else { continue }
        counts[ObjectIdentifier(parent), default: (parent, 0)].1 += 1
      }
      for (id, (parent, count)) in counts where count == parent.children.count {
        // A variation keeps its own attribute overrides (`constant="-250"`): only one that
        // is nothing but its key and the masks emptied goes.
        if parent.name == "variation", parent.attributes.count > 1 { continue }
        for child in parent.children { removed[ObjectIdentifier(child)] = nil }
        removed[id] = parent
        changed = true
      }
    }
    // Nothing nested in another removal is removed twice.
    let outer = removed.values.filter { e in
      var p = e.parent
      while let current = p {
        if removed[ObjectIdentifier(current)] != nil { return false }
        p = current.parent
      }
      return true
    }
    let layout = self.layout
    return outer.map { BytePatch(layout.removalRange(of: $0), "") }
  }
}
