import EaselLayout
import Foundation

extension LayoutEngine {
  // MARK: A view's constraints

  /// Adds one `NSLayoutConstraint`: `first = multiplier × second + constant` at its
  /// priority. A constraint whose items all keep their frames is left out (it holds
  /// already); one that cannot be satisfied is recorded in `unsatisfied`, as UIKit breaks it.
  func add(_ constraint: NSLayoutConstraint) {
    guard constraint.isActive, let first = constraint.firstItem else { return }
    let second = constraint.secondItem
    guard !keepPlace(Self.view(of: first), Self.view(of: second)) else { return }
    let mirrored = mirrors(constraint)
    let constant = Double(constraint.constant) * (mirrored ? -1 : 1)
    guard
      let lhs = expression(
        constraint.firstAttribute, of: first, from: constraint.firstOrigin, other: second,
        mirrored: mirrored)
    else {
      unsatisfied.append(
        Unsatisfied(
          constraint: constraint, reason: "its first item is not in the hierarchy",
          conflicting: []))
      return
    }
    var rhs = LinearExpression.number(constant)
    if let second, constraint.secondAttribute != .notAnAttribute {
      guard
        let e = expression(
          constraint.secondAttribute, of: second, from: constraint.secondOrigin, other: first,
          mirrored: mirrored)
      else {
        unsatisfied.append(
          Unsatisfied(
            constraint: constraint, reason: "its second item is not in the hierarchy",
            conflicting: []))
        return
      }
      rhs = e.times(Double(constraint.multiplier)).adding(constant)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    // No tag: `layoutConstraints` leads back to the view's constraint, and boxing an
    // identifier as `AnyHashable` for every constraint cost 3% of a solve.
    let c = Constraint(
      lhs.minus(rhs), relation, strength: Strength(uikitPriority: constraint.priority.rawValue))
    layoutConstraints[c] = constraint
    if !c.strength.isRequired, deferred != nil {
      deferred?.append((c, constraint))
      return
    }
    hold(c, from: constraint)
  }

  /// Adds the solver constraint made from a view's constraint, recording it in `unsatisfied`
  /// when it cannot hold.
  func hold(_ c: Constraint, from constraint: NSLayoutConstraint) {
    do {
      try solver.add(c)
    } catch SolverError.unsatisfiable(_, let conflicting) {
      rejectedCount += 1
      unsatisfied.append(
        Unsatisfied(
          constraint: constraint, reason: "it conflicts with required constraints",
          conflicting: conflicting.compactMap { layoutConstraints[$0] }.filter {
            $0 !== constraint
          }))
    } catch {
      rejectedCount += 1
      unsatisfied.append(
        Unsatisfied(constraint: constraint, reason: "\(error)", conflicting: []))
    }
  }

  /// Whether the view is held at its frame (the root, or a view kept where it is).
  func keepsPlace(_ view: UIView) -> Bool {
    if placementStamp != 0 {
      let known = view.autoLayout.placement
      if known.stamp == placementStamp { return known.keepsPlace }
    }
    return view === root ? fitting == nil : !participates(view) && view.autoLayout.keepsFrame
  }

  /// Whether every view of a constraint's (nil for none) is held at its frame.
  func keepPlace(_ first: UIView?, _ second: UIView?) -> Bool {
    // Not `first.map(keepsPlace)`: a method passed as a closure checks its actor each call.
    if let first, !keepsPlace(first) { return false }
    if let second, !keepsPlace(second) { return false }
    return true
  }

  // MARK: Intrinsic sizes

  /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) on
  /// each axis where the view has an intrinsic size.
  func addIntrinsicConstraints(of view: UIView) {
    guard let b = box(of: view) else { return }
    require(.of(b.width), .greaterThanOrEqual, 0)
    require(.of(b.height), .greaterThanOrEqual, 0)
    var size = intrinsicSize(view)
    let wrappingLabel = (view as? UILabel).flatMap {
      $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth == 0
        && $0.autoLayout.intrinsicSizeOverride == nil ? $0 : nil
    }
    if let label = wrappingLabel, let w = wrappingWidths[ObjectIdentifier(label)] {
      size.height = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
    }
    if prefersCurrentSizes {
      let current = view.bounds.size
      let h = view.contentHuggingPriority(for: .horizontal).rawValue
      let v = view.contentHuggingPriority(for: .vertical).rawValue
      if size.width == UIView.noIntrinsicMetric {
        addRaw(
          Constraint(
            LinearExpression.of(b.width, constant: -Double(current.width)), .equal,
            strength: Strength.create(0, 0, Double(h) / 100_000)))
      }
      if size.height == UIView.noIntrinsicMetric {
        addRaw(
          Constraint(
            LinearExpression.of(b.height, constant: -Double(current.height)), .equal,
            strength: Strength.create(0, 0, Double(v) / 100_000)))
      }
    }
    // The intrinsic size is the alignment rectangle's.
    let a = view.alignmentRectInsets
    if size.width != UIView.noIntrinsicMetric, size.width >= 0 {
      addContentSize(
        LinearExpression.of(b.width, constant: -Double(a.left + a.right)), Double(size.width),
        hugging: view.contentHuggingPriority(for: .horizontal),
        resistance: view.contentCompressionResistancePriority(for: .horizontal))
    }
    if size.height != UIView.noIntrinsicMetric, size.height >= 0 {
      let constraints = addContentSize(
        LinearExpression.of(b.height, constant: -Double(a.top + a.bottom)), Double(size.height),
        hugging: view.contentHuggingPriority(for: .vertical),
        resistance: view.contentCompressionResistancePriority(for: .vertical))
      if let label = wrappingLabel {
        wrappingHeights[ObjectIdentifier(label)] = (label, size.height, constraints)
      }
    }
  }

  /// Adds hugging (`dimension ≤ value`) and compression resistance (`≥`) at their
  /// priorities; returns the constraints added.
  @discardableResult
  func addContentSize(
    _ dimension: LinearExpression, _ value: Double, hugging: UILayoutPriority,
    resistance: UILayoutPriority
  ) -> [Constraint] {
    var added: [Constraint] = []
    if hugging.rawValue > 0 {
      added.append(
        Constraint(
          dimension.adding(-value), .lessThanOrEqual,
          strength: Strength(uikitPriority: hugging.rawValue)))
    }
    if resistance.rawValue > 0 {
      added.append(
        Constraint(
          dimension.adding(-value), .greaterThanOrEqual,
          strength: Strength(uikitPriority: resistance.rawValue)))
    }
    for c in added { addRaw(c) }
    return added
  }

  // MARK: Autoresizing masks

  /// The view's autoresizing mask as constraints from its current frame, as UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`s: each flexible part of an axis (margin or size)
  /// takes a share of the superview's change in size in proportion to its current length.
  func addAutoresizingConstraints(of view: UIView) {
    guard let b = box(of: view), let s = view.superview, let sb = box(of: s) else { return }
    let f = view.frame
    let size = s.bounds.size
    let (x, w, y, h) = Self.autoresizingShares(of: view, in: size)
    let autoresizes = s.autoresizesSubviews
    // minX = super.minX + x + xShare·(super.width − width now), and so on.
    require(
      LinearExpression.of(b.minX).minus(.of(sb.minX))
        .minus(LinearExpression.of(sb.width, autoresizes ? x : 0)),
      .equal, Double(f.minX) - (autoresizes ? x * Double(size.width) : 0))
    require(
      LinearExpression.of(b.width).minus(LinearExpression.of(sb.width, autoresizes ? w : 0)),
      .equal, Double(f.width) - (autoresizes ? w * Double(size.width) : 0))
    require(
      LinearExpression.of(b.minY).minus(.of(sb.minY))
        .minus(LinearExpression.of(sb.height, autoresizes ? y : 0)),
      .equal, Double(f.minY) - (autoresizes ? y * Double(size.height) : 0))
    let height = LinearExpression.of(b.height)
      .minus(LinearExpression.of(sb.height, autoresizes ? h : 0))
      .adding(-(Double(f.height) - (autoresizes ? h * Double(size.height) : 0)))
    addRaw(
      Constraint(
        height, .equal,
        strength: Strength(uikitPriority: view.autoLayout.autoresizingHeightPriority.rawValue)))
  }

  /// The shares of its superview's change in size (from `size`) that `view`'s autoresizing
  /// mask gives to its left margin and width (`x`, `w`) and top margin and height (`y`, `h`).
  static func autoresizingShares(of view: UIView, in size: CGSize) -> (
    x: Double, w: Double, y: Double, h: Double
  ) {
    let f = view.frame
    let m = view.autoresizingMask
    let (x, w) = axisShares(
      f.minX, f.width, size.width - f.maxX,
      flexible: (
        m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
        m.contains(.flexibleRightMargin)
      ))
    let (y, h) = axisShares(
      f.minY, f.height, size.height - f.maxY,
      flexible: (
        m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
        m.contains(.flexibleBottomMargin)
      ))
    return (x, w, y, h)
  }

  /// The shares of a superview's size change that go to the leading margin and to the
  /// size, from the three parts' lengths and which of them are flexible.
  static func axisShares(
    _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (lead: Double, size: Double) {
    let parts = [(flexible.0, lead), (flexible.1, size), (flexible.2, trail)]
    let flexibleParts = parts.filter(\.0)
    guard !flexibleParts.isEmpty else { return (0, 0) }
    let total = flexibleParts.reduce(0) { $0 + max(Double($1.1), 0) }
    func share(_ i: Int) -> Double {
      guard parts[i].0 else { return 0 }
      return total > 0 ? max(Double(parts[i].1), 0) / total : 1 / Double(flexibleParts.count)
    }
    return (share(0), share(1))
  }
}
