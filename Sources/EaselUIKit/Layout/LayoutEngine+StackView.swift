import EaselLayout
import Foundation

extension LayoutEngine {
  /// A stack view's arrangement as constraints, as `UIStackView` makes them: the visible
  /// arranged views edge to edge along the axis with `spacing` between them (equal sizes,
  /// proportional sizes or equal gaps by `distribution`), and placed across it by
  /// `alignment`, the stack hugging the tallest where they do not fill it.
  ///
  /// Differs from UIKit: baseline alignment aligns the views' baselines with the first
  /// view's; `equalCentering` spaces centres equally without UIKit's spacing minimum;
  /// hidden arranged views are left where they are (UIKit collapses them to zero size).
  func addArrangementConstraints(of stack: UIStackView) {
    var shown: [UIView] = []
    for view in stack.arrangedSubviews where !view.isHidden && participates(view) {
      shown.append(view)
    }
    guard !shown.isEmpty, let sb = box(of: stack) else { return }
    // Right to left, a horizontal stack runs from the right: its first view is rightmost,
    // and a vertical stack's leading alignment is its right edge.
    let rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
    if rightToLeft && stack.axis == .horizontal { shown.reverse() }
    let area =
      stack.isLayoutMarginsRelativeArrangement
      ? sb.rect.inset(by: effectiveMargins(of: stack)) : sb.rect
    let horizontal = stack.axis == .horizontal
    let rects = shown.compactMap { box(of: $0)?.rect.inset(by: $0.alignmentRectInsets) }
    guard rects.count == shown.count else { return }
    func lead(_ r: LinearRect) -> LinearExpression { horizontal ? r.minX : r.minY }
    func trail(_ r: LinearRect) -> LinearExpression { horizontal ? r.maxX : r.maxY }
    func length(_ r: LinearRect) -> LinearExpression { horizontal ? r.width : r.height }
    func crossLead(_ r: LinearRect) -> LinearExpression {
      horizontal ? r.minY : (rightToLeft ? r.maxX.times(-1) : r.minX)
    }
    func crossTrail(_ r: LinearRect) -> LinearExpression {
      horizontal ? r.maxY : (rightToLeft ? r.minX.times(-1) : r.maxX)
    }
    func crossMid(_ r: LinearRect) -> LinearExpression { horizontal ? r.midY : r.midX }
    func crossLength(_ r: LinearRect) -> LinearExpression { horizontal ? r.height : r.width }
    let spacing = Double(stack.spacing)

    // Along the axis.
    require(lead(rects[0]).minus(lead(area)), .equal, 0)
    require(trail(rects[rects.count - 1]).minus(trail(area)), .equal, 0)
    var firstGap: LinearExpression?
    for i in 1..<max(rects.count, 1) where rects.count > 1 {
      let gap = lead(rects[i]).minus(trail(rects[i - 1]))
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        require(gap, .equal, spacing)
      case .equalSpacing:
        require(gap, .greaterThanOrEqual, spacing)
        if let firstGap { require(gap.minus(firstGap), .equal, 0) } else { firstGap = gap }
      case .equalCentering:
        let step = Self.mid(lead(rects[i]), trail(rects[i])).minus(
          Self.mid(lead(rects[i - 1]), trail(rects[i - 1])))
        require(gap, .greaterThanOrEqual, spacing)
        if let firstGap { require(step.minus(firstGap), .equal, 0) } else { firstGap = step }
      }
    }
    switch stack.distribution {
    case .fillEqually:
      for r in rects.dropFirst() { require(length(r).minus(length(rects[0])), .equal, 0) }
    case .fillProportionally:
      let naturals = shown.map { intrinsicSize($0) }.map { horizontal ? $0.width : $0.height }
      if naturals.allSatisfy({ $0 > 0 }) {
        for (i, r) in rects.enumerated().dropFirst() {
          addRaw(
            Constraint(
              length(r).times(Double(naturals[0])).minus(
                length(rects[0]).times(Double(naturals[i]))), .equal,
              strength: Strength(uikitPriority: 999)))
        }
      }
    default: break
    }

    // Across the axis.
    let first = shown[0]
    for (view, r) in zip(shown, rects) {
      switch stack.alignment {
      case .fill:
        require(crossLead(r).minus(crossLead(area)), .equal, 0)
        require(crossTrail(r).minus(crossTrail(area)), .equal, 0)
        continue
      case .leading:
        require(crossLead(r).minus(crossLead(area)), .equal, 0)
      case .trailing:
        require(crossTrail(r).minus(crossTrail(area)), .equal, 0)
      case .center:
        require(crossMid(r).minus(crossMid(area)), .equal, 0)
      case .firstBaseline, .lastBaseline:
        if horizontal, view !== first,
          let fr = box(of: first)?.rect.inset(by: first.alignmentRectInsets)
        {
          let isFirst = stack.alignment == .firstBaseline
          require(
            baseline(isFirst, of: view, in: r).minus(baseline(isFirst, of: first, in: fr)),
            .equal, 0)
        } else if horizontal {
          // The first view's baseline leads, but it need not touch the top: a taller view
          // whose baseline sits lower pushes it down. Where nothing does, it sits at the top.
          addRaw(
            Constraint(
              crossLead(r).minus(crossLead(area)), .equal, strength: Strength(uikitPriority: 1)))
        } else {
          require(crossLead(r).minus(crossLead(area)), .equal, 0)
        }
      }
      require(crossLead(r).minus(crossLead(area)), .greaterThanOrEqual, 0)
      require(crossTrail(r).minus(crossTrail(area)), .lessThanOrEqual, 0)
      // A stack placed by constraints hugs its largest view across the axis.
      guard participates(stack) else { continue }
      addRaw(
        Constraint(
          crossLength(area).minus(crossLength(r)), .equal,
          strength: Strength(uikitPriority: 49)))
    }
  }

  static func mid(_ a: LinearExpression, _ b: LinearExpression) -> LinearExpression {
    a.plus(b).times(0.5)
  }
}
