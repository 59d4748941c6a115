import EaselLayout
import Foundation

extension LayoutEngine {
  /// The required constraints the solved frames break by more than `tolerance` points,
  /// leaving out those the solve reported as unsatisfiable and those between views kept at
  /// their frames (the solve leaves them out): the invariant every layout must keep, for
  /// tests and for checking scenes laid out for other devices.
  package func brokenRequiredConstraints(tolerance: Double = 0.01) -> [NSLayoutConstraint] {
    let reported = Set(unsatisfied.map { ObjectIdentifier($0.constraint) })
    var broken: [NSLayoutConstraint] = []
    for view in views {
      for c in view.constraints
      where c.isActive && c.priority.rawValue >= 1000 && !reported.contains(ObjectIdentifier(c)) {
        let items = [c.firstItem, c.secondItem].compactMap(Self.view(of:))
        let mirrored = mirrors(c)
        guard let first = c.firstItem, !items.allSatisfy(keepsPlace),
          let lhs = expression(
            c.firstAttribute, of: first, from: c.firstOrigin, other: c.secondItem,
            mirrored: mirrored)
        else { continue }
        var rhs = Double(c.constant) * (mirrored ? -1 : 1)
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
          guard
            let e = expression(
              c.secondAttribute, of: second, from: c.secondOrigin, other: first,
              mirrored: mirrored)
          else { continue }
          rhs += Double(c.multiplier) * e.value
        }
        let d = lhs.value - rhs
        let holds =
          switch c.relation {
          case .equal: abs(d) <= tolerance
          case .lessThanOrEqual: d <= tolerance
          case .greaterThanOrEqual: d >= -tolerance
          }
        if !holds { broken.append(c) }
      }
    }
    return broken
  }
}
