import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselResources
import Foundation

/// Constraint constants from frames: what a pin's "present distance" is, and Interface
/// Builder's "Update Constraint Constants" (the constants that put the views where their
/// stored frames are). A view's edges are its stored frame; a safe area and layout margins,
/// which the document does not hold, are where the scene laid out at the document's device
/// puts them (`LayoutCheck.geometry(of:)`).
extension DesignerSession {
  /// The items' rectangles a scene's constraints relate, in its root view's coordinates.
  struct ConstraintFrames {
    let document: IBDocument
    let scene: Scene
    /// Each view's stored frame in root coordinates (its laid-out one when none is stored).
    let stored: [String: CGRect]
    let geometry: [String: LayoutCheck.ViewGeometry]

    /// The rectangle `attribute` of `item` is read from: a view's frame or its margins; a
    /// layout guide's rectangle; nil for an item the scene does not lay out.
    func rect(of item: String, _ attribute: IBConstraint.Attribute) -> CGRect? {
      guard let element = document.element(withID: item) else { return nil }
      if element.isViewElement {
        guard let frame = stored[item] ?? geometry[item]?.frame else { return nil }
        guard attribute.isRelativeToMargin else { return frame }
        return geometry[item].map { Self.inset(frame, by: $0.margins) }
      }
      if element.name == "viewControllerLayoutGuide" {
        guard let rootID = scene.rootView?.id, let frame = stored[rootID],
          let safe = geometry[rootID]?.safeArea
        else { return nil }
        return element["type"] == "bottom"
          ? CGRect(x: frame.minX, y: frame.maxY - safe[2], width: frame.width, height: safe[2])
          : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: safe[0])
      }
      guard element.name == "viewLayoutGuide", let owner = element.superviewElement?.id,
        let frame = stored[owner], let g = geometry[owner]
      else { return nil }
      switch element.key {
      case "safeArea": return Self.inset(frame, by: g.safeArea)
      case "layoutMargins": return Self.inset(frame, by: g.margins)
      default: return nil
      }
    }

    /// The value of `attribute` of `item`; nil for baselines and what has no rectangle.
    func value(_ attribute: IBConstraint.Attribute, of item: String) -> Double? {
      guard let r = rect(of: item, attribute) else { return nil }
      switch attribute {
      case .left, .leading, .leftMargin, .leadingMargin: return r.minX
      case .right, .trailing, .rightMargin, .trailingMargin: return r.maxX
      case .top, .topMargin: return r.minY
      case .bottom, .bottomMargin: return r.maxY
      case .width: return r.width
      case .height: return r.height
      case .centerX, .centerXWithinMargins: return r.midX
      case .centerY, .centerYWithinMargins: return r.midY
      case .baseline, .lastBaseline, .firstBaseline, .notAnAttribute: return nil
      }
    }

    /// The constant that makes `first.firstAttribute = second.secondAttribute × multiplier +
    /// constant` hold for the frames (`first.firstAttribute = constant` without a second
    /// item), to a thousandth of a point; nil when an attribute cannot be read.
    func constant(
      _ first: String, _ firstAttribute: IBConstraint.Attribute, _ second: String?,
      _ secondAttribute: IBConstraint.Attribute?, multiplier: Double
    ) -> Double? {
      guard let a = value(firstAttribute, of: first) else { return nil }
      var c = a
      if let second {
        guard let secondAttribute, let b = value(secondAttribute, of: second) else { return nil }
        c = a - multiplier * b
      }
      return (c * 1000).rounded() / 1000
    }

    static func inset(_ r: CGRect, by e: [Double]) -> CGRect {
      CGRect(
        x: r.minX + e[1], y: r.minY + e[0], width: r.width - e[1] - e[3],
        height: r.height - e[0] - e[2])
    }
  }

  /// The scene of `document` holding `element`.
  static func scene(holding element: IBElement, in document: IBDocument) -> Scene? {
    document.scenes.first { scene in
      var p: IBElement? = element
      while let x = p, x !== scene.element { p = x.parent }
      return p != nil
    }
  }

  /// `scene`'s frames for constants; nil when the scene cannot be laid out.
  func constraintFrames(_ document: IBDocument, scene: Scene) -> ConstraintFrames? {
    guard let root = scene.rootView, let rootID = root.id else { return nil }
    let resources = projectResources(for: document)
    guard
      let geometry = try? LayoutCheck(document: document, resources: resources)
        .geometry(of: scene)
    else { return nil }
    var stored: [String: CGRect] = [:]
    func visit(_ element: IBElement, origin: CGPoint) {
      for child in element.children {
        if child.name == "subviews" {
          for view in child.children where view.isViewElement {
            guard let id = view.id, let f = view.frame else { continue }
            let frame = f.offsetBy(dx: origin.x, dy: origin.y)
            stored[id] = frame
            visit(view, origin: frame.origin)
          }
        }
      }
    }
    let rootFrame = root.frame ?? geometry[rootID]?.frame ?? .zero
    stored[rootID] = CGRect(origin: .zero, size: rootFrame.size)
    visit(root, origin: .zero)
    return ConstraintFrames(document: document, scene: scene, stored: stored, geometry: geometry)
  }

  /// `made` with the constants of the pins given none (`constants[i]` nil) taken from the
  /// frames as laid out (a safe area's or the margins' distance, which the document alone
  /// cannot tell); a size or an aspect ratio keeps the document's reading.
  func presentConstants(
    _ made: [IBDocument.NewConstraint], pins: [IBDocument.Pin], constants: [Double?],
    document: IBDocument, viewID: String
  ) -> [IBDocument.NewConstraint] {
    guard pins.contains(where: { $0 != .width && $0 != .height && $0 != .aspectRatio }),
      let element = document.element(withID: viewID),
      let scene = Self.scene(holding: element, in: document),
      let frames = constraintFrames(document, scene: scene)
    else { return made }
    return made.indices.map { i in
      var c = made[i]
      guard constants[i] == nil, pins[i] != .width, pins[i] != .height,
        pins[i] != .aspectRatio,
        let k = frames.constant(
          c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute,
          multiplier: c.multiplier)
      else { return c }
      c.constant = k
      return c
    }
  }

  /// Interface Builder's "Update Constraint Constants": the constants of the constraints
  /// that touch views `objectIDs` or views inside them set so that the constraints put each
  /// view where its stored frame is (the inverse of Update Frames); one undo step. A
  /// constraint whose relation is not `equal`, a placeholder and one relating baselines are
  /// left as they are; so is one already right (`changed` false when none changes).
  public func updateConstraints(_ relative: String, objectIDs: [String], baseVersion: Int)
    throws -> DocumentChange
  {
    let (document, _) = try document(relative)
    var views: Set<String> = []
    var first: IBElement?
    for id in objectIDs {
      guard let e = document.element(withID: id), e.isViewElement else {
        throw DesignerError(422, "\(relative) has no view '\(id)'")
      }
      first = first ?? e
      for x in [e] + Array(e.descendants()) where x.isViewElement {
        if let id = x.id { views.insert(id) }
      }
    }
    guard let first, let scene = Self.scene(holding: first, in: document) else {
      throw DesignerError(422, "'\(objectIDs.first ?? "")' is in no scene")
    }
    guard let frames = constraintFrames(document, scene: scene) else {
      throw DesignerError(422, "the scene of '\(objectIDs[0])' could not be laid out")
    }
    var updates: [(String, Double)] = []
    for element in scene.element.descendants() where element.name == "constraint" {
      let c = IBConstraint(element)
      guard let id = element.id, !c.isPlaceholder, c.relation == .equal,
        let firstAttribute = c.firstAttribute,
        let firstItem = c.firstItem ?? element.parent?.parent?.id
      else { continue }
      let items = [firstItem, c.secondItem].compactMap { $0 }.map { item in
        Self.owningView(of: item, in: document, scene: scene) ?? item
      }
      guard items.contains(where: views.contains),
        let k = frames.constant(
          firstItem, firstAttribute, c.secondItem, c.secondAttribute, multiplier: c.multiplier)
      else { continue }
      // A standard spacing without a number is 8 points between siblings.
      let now = c.constant ?? (c.isSymbolic ? 8 : 0)
      if abs(now - k) > 0.0005 { updates.append((id, k)) }
    }
    return try changing(
      relative, baseVersion: baseVersion,
      summary: "update constraints of \(objectIDs.joined(separator: ", "))", outline: true,
      inspecting: objectIDs.last
    ) { document in
      for (id, constant) in updates { try document.setConstraintConstant(constant, on: id) }
    }
  }
}
