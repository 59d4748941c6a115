import Foundation

/// Moving and resizing views by what places them, as a drag on Interface Builder's canvas
/// followed by "Update Constraint Constants" does: a view its constraints place has the
/// constants of the constraints that tie it to other views changed by as much as its edges
/// moved (and its stored frame moved with them, so that Xcode shows it where it is drawn);
/// a view placed by its frame has its stored frame changed. A stack view's arranged subview
/// is placed by the stack: dragged alone past a neighbour it changes places in the stack's
/// order; any other move of it is refused with that reason rather than given a frame the
/// stack ignores.
extension IBDocument {
  /// How far each edge of a view moves, in points: a move by (dx, dy) is `(dx, dy, dx, dy)`.
  public struct EdgeMoves: Sendable, Equatable {
    public var left: Double
    public var top: Double
    public var right: Double
    public var bottom: Double

    public init(left: Double, top: Double, right: Double, bottom: Double) {
      self.left = left
      self.top = top
      self.right = right
      self.bottom = bottom
    }

    /// A move by (dx, dy), the size kept.
    public static func move(_ dx: Double, _ dy: Double) -> EdgeMoves {
      EdgeMoves(left: dx, top: dy, right: dx, bottom: dy)
    }

    /// Whether the size stays (every edge of an axis moves alike).
    var keepsSize: Bool { left == right && top == bottom }

    /// How far an attribute of the view moves.
    func delta(_ attribute: IBConstraint.Attribute) -> Double {
      switch attribute {
      case .left, .leading, .leftMargin, .leadingMargin: left
      case .right, .trailing, .rightMargin, .trailingMargin: right
      case .centerX, .centerXWithinMargins: (left + right) / 2
      case .width: right - left
      case .top, .topMargin, .firstBaseline: top
      case .bottom, .bottomMargin, .baseline, .lastBaseline: bottom
      case .centerY, .centerYWithinMargins: (top + bottom) / 2
      case .height: bottom - top
      case .notAnAttribute: 0
      }
    }

    /// Whether an attribute is horizontal.
    static func isHorizontal(_ attribute: IBConstraint.Attribute) -> Bool {
      switch attribute {
      case .left, .leading, .leftMargin, .leadingMargin, .right, .trailing, .rightMargin,
        .trailingMargin, .centerX, .centerXWithinMargins, .width:
        true
      default: false
      }
    }
  }

  /// Moves the edges of each view of `viewIDs` by `moves`, each by what places it (see the
  /// type's note). Throws, with nothing changed, for a view arranged by a stack view, a
  /// scene's root view, or a view whose constraints leave a moved axis where it is.
  public func move(_ viewIDs: [String], by moves: EdgeMoves) throws(DocumentError) {
    let before = source.bytes
    do {
      for id in viewIDs { try move(id, by: moves, along: Set(viewIDs)) }
    } catch {
      if source.bytes != before { try replaceBytes(before) }
      throw error
    }
  }

  /// Whether Interface Builder places the view by its constraints: it does not translate
  /// its autoresizing mask and has no fixed frame.
  public static func isPlacedByConstraints(_ e: IBElement) -> Bool {
    e["translatesAutoresizingMaskIntoConstraints"] == "NO" && e["fixedFrame"] != "YES"
  }

  /// The constraints that name view `e` (held by it or an ancestor), with the holder's id.
  public static func constraints(naming e: IBElement) -> [(IBConstraint, holder: String)] {
    guard let id = e.id else { return [] }
    var found: [(IBConstraint, holder: String)] = []
    var holder: IBElement? = e
    while let h = holder {
      for c in h.child("constraints")?.children("constraint") ?? [] {
        let read = IBConstraint(c)
        if (read.firstItem ?? h.id) == id || read.secondItem == id {
          found.append((read, h.id ?? ""))
        }
      }
      holder = h.superviewElement
    }
    return found
  }

  private func move(_ id: String, by moves: EdgeMoves, along moving: Set<String>)
    throws(DocumentError)
  {
    let e = try object(id)
    guard e.isViewElement, e.parent?.name == "subviews", let superview = e.superviewElement
    else {
      throw DocumentError(
        .invalidEdit, "'\(id)' is not a subview: a scene's root view is not moved",
        at: e.location)
    }
    if superview.name == "stackView" {
      // Dragged alone past a neighbour along the stack's axis: the stack's order changes, as
      // Interface Builder rearranges a stack when one of its views is dragged.
      if moves.keepsSize, moving.count == 1, try arrange(e, in: superview, by: moves) { return }
      throw DocumentError(
        .invalidEdit,
        "'\(id)' is arranged by stack view '\(superview.id ?? "")': the stack places and "
          + "sizes it; drag it alone past a neighbour to change its order, or change the "
          + "stack's spacing, alignment or distribution",
        at: e.location)
    }
    guard let frame = e.frame else {
      throw DocumentError(.invalidEdit, "'\(id)' stores no frame", at: e.location)
    }
    let width = Double(frame.width) + moves.right - moves.left
    let height = Double(frame.height) + moves.bottom - moves.top
    guard width >= 0, height >= 0 else {
      throw DocumentError(.invalidEdit, "'\(id)' would have a negative size", at: e.location)
    }
    if Self.isPlacedByConstraints(e) {
      try moveConstraints(of: e, by: moves, along: moving)
    }
    try setFrame(
      CGRect(
        x: Double(frame.minX) + moves.left, y: Double(frame.minY) + moves.top, width: width,
        height: height),
      on: id)
  }

  /// Moves `e` among the arranged subviews of `stack` to where its centre, moved along the
  /// stack's axis, falls among theirs (their stored frames); returns whether its place in the
  /// order changed.
  private func arrange(_ e: IBElement, in stack: IBElement, by moves: EdgeMoves)
    throws(DocumentError) -> Bool
  {
    let vertical = stack["axis"] == "vertical"
    func centre(_ x: IBElement) -> Double? {
      x.frame.map { Double(vertical ? $0.midY : $0.midX) }
    }
    guard let list = e.parent, let from = list.children.firstIndex(where: { $0 === e }),
      let own = centre(e)
    else { return false }
    let moved = own + (vertical ? moves.top : moves.left)
    let others = list.children.filter { $0 !== e }
    let to = others.filter { x in centre(x).map { $0 < moved } ?? false }.count
    guard to != from else { return false }
    let layout = self.layout
    let text = String(decoding: source.bytes[layout.removalRange(of: e)], as: UTF8.self)
    var patches = [BytePatch(layout.removalRange(of: e), "")]
    if to < others.count {
      patches.append(.insert(text, at: layout.removalRange(of: others[to]).lowerBound))
    } else {
      patches.append(
        .insert(text, at: layout.removalRange(of: others[others.count - 1]).upperBound))
    }
    try apply(patches)
    return true
  }

  /// Changes the constants of the constraints that place `e` against other views; throws
  /// when an axis moves and no constraint places it.
  private func moveConstraints(of e: IBElement, by moves: EdgeMoves, along moving: Set<String>)
    throws(DocumentError)
  {
    let id = e.id ?? ""
    var inside: Set<String> = []
    for x in e.descendants() { if let d = x.id { inside.insert(d) } }
    var changes: [(String, Double)] = []
    var placed = (horizontal: false, vertical: false)
    for (c, holder) in Self.constraints(naming: e) where !c.isPlaceholder {
      let first = c.firstItem ?? holder
      let isFirst = first == id
      let other = isFirst ? c.secondItem : first
      // A constraint of the view with itself (an aspect ratio), with a view inside it, or
      // with another view moved alike keeps its constant.
      if other == id || other.map(inside.contains) == true { continue }
      if let other, moving.contains(other), moves.keepsSize { continue }
      guard let attribute = isFirst ? c.firstAttribute : c.secondAttribute else { continue }
      let delta = moves.delta(attribute)
      guard delta != 0 else { continue }
      guard let constraintID = c.element.id else {
        throw DocumentError(
          .invalidEdit, "a constraint of '\(id)' has no id", at: c.element.location)
      }
      let base = c.constant ?? (c.isSymbolic ? 8 : 0)
      changes.append((constraintID, isFirst ? base + delta : base - c.multiplier * delta))
      if EdgeMoves.isHorizontal(attribute) {
        placed.horizontal = true
      } else {
        placed.vertical = true
      }
    }
    for (axis, moved, isPlaced) in [
      ("horizontally", moves.left != 0 || moves.right != 0, placed.horizontal),
      ("vertically", moves.top != 0 || moves.bottom != 0, placed.vertical),
    ] where moved && !isPlaced {
      throw DocumentError(
        .invalidEdit,
        "'\(id)' is placed by its constraints, and none of them places it \(axis) against "
          + "another view (its size may come from its content): add a constraint first",
        at: e.location)
    }
    for (constraintID, constant) in changes {
      try setConstraintConstant(constant, on: constraintID)
    }
  }
}
