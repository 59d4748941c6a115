import Foundation

/// Adding, changing and deleting Auto Layout constraints as Interface Builder writes them:
/// a `<constraint>` with a fresh `abc-de-fgh` id in the `<constraints>` of the nearest view
/// that holds both its items, attributes in Xcode's order, a constant of 0 and a multiplier
/// of 1 left out; a view given its first constraint stops translating its autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints="NO"`, no fixed frame, no mask).
extension IBDocument {
  /// A constraint to add: `firstItem.firstAttribute relation secondItem.secondAttribute ×
  /// multiplier + constant @priority`, or `firstItem.firstAttribute relation constant` without
  /// a second item.
  public struct NewConstraint: Sendable, Equatable {
    public var firstItem: String
    public var firstAttribute: IBConstraint.Attribute
    public var relation: IBConstraint.Relation
    public var secondItem: String?
    public var secondAttribute: IBConstraint.Attribute?
    public var multiplier: Double
    /// The multiplier as a ratio (`120:60`, an aspect ratio), written instead of `multiplier`.
    public var ratio: String?
    public var constant: Double
    public var priority: Double

    public init(
      _ firstItem: String, _ firstAttribute: IBConstraint.Attribute,
      relation: IBConstraint.Relation = .equal, to secondItem: String? = nil,
      _ secondAttribute: IBConstraint.Attribute? = nil, multiplier: Double = 1,
      constant: Double = 0, priority: Double = 1000
    ) {
      self.firstItem = firstItem
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondItem = secondItem
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.ratio = nil
      self.constant = constant
      self.priority = priority
    }

    /// The start tag's attributes, in Xcode's order; the first item is left out when it is
    /// the holder (`<constraint firstAttribute="width" …>`, `<constraint
    /// firstAttribute="trailing" secondItem="…" …>` held by the superview).
    func attributes(id: String, holder: String) -> [(String, String)] {
      var out: [(String, String)] = []
      if firstItem != holder { out.append(("firstItem", firstItem)) }
      out.append(("firstAttribute", firstAttribute.rawValue))
      if relation != .equal { out.append(("relation", relation.rawValue)) }
      if let secondItem, let secondAttribute {
        out += [("secondItem", secondItem), ("secondAttribute", secondAttribute.rawValue)]
        if let ratio {
          out.append(("multiplier", ratio))
        } else if multiplier != 1 {
          out.append(("multiplier", XcodeNumber.format(multiplier)))
        }
      }
      if priority != 1000 { out.append(("priority", XcodeNumber.format(priority))) }
      if constant != 0 { out.append(("constant", XcodeNumber.format(constant))) }
      out.append(("id", id))
      return out
    }
  }

  /// Adds `constraint` where Interface Builder keeps it and returns its id: in the nearest
  /// view holding both items (a layout guide's view for a guide), or the first item's own
  /// for a constraint without a second item. The first item stops translating its
  /// autoresizing mask.
  @discardableResult
  public func addConstraint(_ constraint: NewConstraint, id: String? = nil)
    throws(DocumentError) -> String
  {
    let first = try object(constraint.firstItem)
    guard first.isViewElement else {
      throw DocumentError(
        .invalidEdit, "'\(constraint.firstItem)' is a \(first.name), not a view", at: first.location
      )
    }
    var holder = first
    if let secondID = constraint.secondItem {
      let second = try object(secondID)
      guard constraint.secondAttribute != nil else {
        throw DocumentError(
          .invalidEdit, "a constraint to '\(secondID)' needs its attribute", at: second.location)
      }
      guard let common = Self.commonView(first, second) else {
        throw DocumentError(
          .invalidEdit,
          "'\(constraint.firstItem)' and '\(secondID)' are not in one view hierarchy",
          at: second.location)
      }
      holder = common
    }
    let newID = id ?? freshObjectID()
    if element(withID: newID) != nil {
      throw DocumentError(.invalidEdit, "the id '\(newID)' is taken", at: first.location)
    }
    try useConstraints(on: constraint.firstItem)
    // The holder, read again after the first item changed.
    guard let holderID = holder.id, let holder = element(withID: holderID) else {
      throw DocumentError(.invalidEdit, "the constraint's view has no id", at: first.location)
    }
    try insertConstraint(
      XMLEscaping.tag("constraint", constraint.attributes(id: newID, holder: holderID)),
      into: holder)
    return newID
  }

  /// Inserts a `<constraint>`'s markup as the last of `holder`'s constraints, making its
  /// `<constraints>` where Interface Builder writes it when it has none.
  func insertConstraint(_ markup: String, into holder: IBElement) throws(DocumentError) {
    let layout = self.layout
    let unit = layout.unit(root: root)
    if let list = holder.child("constraints") {
      let indent = layout.childIndent(of: list, unit: unit)
      try apply([layout.insertChild(markup, into: list, before: nil, indent: indent)])
    } else {
      let indent = layout.childIndent(of: holder, unit: unit)
      let block = "<constraints>\n" + indent + unit + markup + "\n" + indent + "</constraints>"
      let before = holder.children.first { Self.afterConstraints.contains($0.name) }
      try apply([layout.insertChild(block, into: holder, before: before, indent: indent)])
    }
  }

  /// What Interface Builder's Align popover and its equal sizes make for several views.
  public enum Alignment: String, Sendable, CaseIterable {
    case leading, trailing, top, bottom, centerX, centerY, firstBaseline, lastBaseline
    case equalWidths, equalHeights
  }

  /// The constraints aligning each view of `viewIDs` after the first with the first
  /// (`other.leading = first.leading`), or giving it the first's width or height.
  public func alignConstraints(_ viewIDs: [String], _ alignment: Alignment)
    throws(DocumentError) -> [NewConstraint]
  {
    guard let first = viewIDs.first, viewIDs.count >= 2 else {
      throw DocumentError(
        .invalidEdit, "aligning needs two views or more", at: source.location(at: 0))
    }
    let anchor = try object(first)
    let attribute: IBConstraint.Attribute =
      switch alignment {
      case .leading: .leading
      case .trailing: .trailing
      case .top: .top
      case .bottom: .bottom
      case .centerX: .centerX
      case .centerY: .centerY
      case .firstBaseline: .firstBaseline
      case .lastBaseline: .lastBaseline
      case .equalWidths: .width
      case .equalHeights: .height
      }
    var made: [NewConstraint] = []
    for id in viewIDs.dropFirst() where id != first {
      let view = try object(id)
      guard view.isViewElement, view.parent?.name == "subviews",
        Self.commonView(view, anchor) != nil
      else {
        throw DocumentError(
          .invalidEdit, "'\(id)' is not a subview in '\(first)''s hierarchy: it is not aligned",
          at: view.location)
      }
      made.append(NewConstraint(id, attribute, to: first, attribute))
    }
    return made
  }

  /// The children Interface Builder writes after a view's `<constraints>` (a label's font
  /// and text colour, a button's states, runtime attributes, connections…).
  static let afterConstraints: Set<String> = [
    "fontDescription", "state", "nil", "attributedString", "string", "textInputTraits",
    "inset", "buttonConfiguration", "userDefinedRuntimeAttributes", "connections", "variation",
    "accessibility", "point", "size", "edgeInsets", "directionalEdgeInsets", "imageReference",
    "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
  ]

  /// The nearest view holding both elements (a layout guide counts as its view).
  static func commonView(_ a: IBElement, _ b: IBElement) -> IBElement? {
    func viewChain(_ e: IBElement) -> [IBElement] {
      var chain: [IBElement] = []
      var current: IBElement? = e.isViewElement ? e : e.superviewElement
      while let v = current {
        chain.append(v)
        current = v.superviewElement
      }
      return chain
    }
    let others = viewChain(b)
    return viewChain(a).first { v in others.contains { $0 === v } }
  }

  /// Makes view `objectID` placed by its constraints, as Interface Builder does when it gets
  /// its first: `translatesAutoresizingMaskIntoConstraints="NO"`, without `fixedFrame` or an
  /// autoresizing mask. Nothing changes when it already is.
  func useConstraints(on objectID: String) throws(DocumentError) {
    if try object(objectID)["fixedFrame"] != nil {
      _ = try removeAttribute("fixedFrame", on: objectID)
    }
    try setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", on: objectID)
    if let mask = try object(objectID).child("autoresizingMask", key: "autoresizingMask") {
      try apply([BytePatch(layout.removalRange(of: mask), "")])
    }
  }

  /// Sets constraint `constraintID`'s constant, left out when 0 (a standard spacing,
  /// `symbolic="YES"`, becomes the number).
  public func setConstraintConstant(_ value: Double, on constraintID: String)
    throws(DocumentError)
  {
    let e = try constraintElement(constraintID)
    if e["symbolic"] != nil { _ = try removeAttribute("symbolic", on: constraintID) }
    if value == 0 {
      _ = try removeAttribute("constant", on: constraintID)
    } else {
      try setAttribute("constant", XcodeNumber.format(value), on: constraintID)
    }
  }

  /// Sets what the Size inspector edits of constraint `constraintID` besides its constant:
  /// its relation, multiplier (a constraint with a second item only; a number, or a ratio
  /// such as `16:9` as written) and priority (1 to 1000), each left out at its default
  /// (equal, 1, 1000) as Xcode leaves it out. A nil changes nothing.
  public func setConstraint(
    _ constraintID: String, relation: IBConstraint.Relation? = nil, multiplier: String? = nil,
    priority: Double? = nil
  ) throws(DocumentError) {
    let e = try constraintElement(constraintID)
    if let relation {
      if relation == .equal {
        _ = try removeAttribute("relation", on: constraintID)
      } else {
        try setAttribute("relation", relation.rawValue, on: constraintID)
      }
    }
    if let multiplier {
      guard e["secondItem"] != nil else {
        throw DocumentError(
          .invalidEdit, "'\(constraintID)' has no second item: it has no multiplier",
          at: e.location)
      }
      guard let value = IBConstraint.multiplier(multiplier), value.isFinite, value != 0 else {
        throw DocumentError(
          .invalidEdit,
          "a multiplier is a number other than 0, or a ratio such as 16:9; got '\(multiplier)'",
          at: e.location)
      }
      if value == 1 {
        _ = try removeAttribute("multiplier", on: constraintID)
      } else {
        // A ratio stays a ratio (`16:9`), its parts as Xcode writes numbers.
        let separator = multiplier.contains(":") ? ":" : multiplier.contains("/") ? "/" : nil
        let text =
          separator.map { sep in
            multiplier.split(separator: Character(sep)).map {
              XcodeNumber.format(Double($0.trimmingCharacters(in: .whitespaces)) ?? 0)
            }.joined(separator: sep)
          } ?? XcodeNumber.format(value)
        try setAttribute("multiplier", text, on: constraintID)
      }
    }
    if let priority {
      guard priority.isFinite, priority >= 1, priority <= 1000 else {
        throw DocumentError(
          .invalidEdit,
          "a priority is from 1 to 1000, got \(XcodeNumber.format(priority))", at: e.location)
      }
      if priority == 1000 {
        _ = try removeAttribute("priority", on: constraintID)
      } else {
        try setAttribute("priority", XcodeNumber.format(priority), on: constraintID)
      }
    }
  }

  /// Deletes constraint `constraintID`, and its `<constraints>` when it was the last; a
  /// variation's `<exclude>` or `<include>` naming it goes with it (with a mask and
  /// variation it leaves empty), as Xcode leaves none pointing at nothing.
  public func removeConstraint(_ constraintID: String) throws(DocumentError) {
    let e = try constraintElement(constraintID)
    try apply(removalPatches(for: [e] + maskReferences(to: [constraintID])))
  }

  /// The `<constraint>` with id `constraintID`, or an `invalidEdit` error.
  func constraintElement(_ constraintID: String) throws(DocumentError) -> IBElement {
    let e = try object(constraintID)
    guard e.name == "constraint" else {
      throw DocumentError(
        .invalidEdit, "'\(constraintID)' is a \(e.name), not a constraint", at: e.location)
    }
    return e
  }
}
