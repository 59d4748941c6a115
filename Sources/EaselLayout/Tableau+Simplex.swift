// The simplex loops: the primal simplex after adds and removes (and in phase one), the
// dual simplex after edits.
//
// Pivoting rules (deterministic): the entering symbol is the non-dummy symbol with a negative
// objective coefficient that the fewest rows hold (so a pivot touches few rows; ties to the
// lowest id); after `blandAfter` pivots in one call, Bland's rule (lowest id) takes over so
// degenerate cycling cannot last. The leaving row is the restricted row of minimum ratio
// `-constant / coefficient`, ties to the lowest basic symbol. The dual simplex takes
// infeasible rows last in first out and the entering symbol of minimum
// `objective coefficient / row coefficient`, ties to the one the fewest rows hold (equal
// strengths tie often: in a chain of equally weighted views, the last view then absorbs a
// resize in O(1) rows instead of the first in O(N)), then to the lowest id.

extension Tableau {
  /// Pivots in one optimize call after which Bland's rule takes over.
  static let blandAfter = 64

  /// The basic symbol of the row to pivot `marker` in with, or -1: to remove a constraint
  /// whose marker is parametric, the restricted row of minimum ratio where the marker's
  /// coefficient is negative, else where it is positive, else an unrestricted row.
  mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    for r in holders(of: marker) {
      let basic = basicOf[Int(r)]
      let c = rows[Int(r)].coefficient(marker)
      let constant = rows[Int(r)].constant
      if !isRestricted(basic) {
        if third < 0 || basic < third { third = basic }
      } else if c < 0 {
        let ratio = -constant / c
        if ratio < r1 || (ratio == r1 && basic < first) {
          r1 = ratio
          first = basic
        }
      } else {
        let ratio = constant / c
        if ratio < r2 || (ratio == r2 && basic < second) {
          r2 = ratio
          second = basic
        }
      }
    }
    return first >= 0 ? first : (second >= 0 ? second : third)
  }

  /// The entering symbol for the primal simplex, or -1 when the goal is optimal.
  func enteringSymbol(_ goal: SparseRow, bland: Bool) -> Int32 {
    var entering: Int32 = -1
    var bestLength = Int.max
    for k in goal.symbols.indices where goal.coefficients[k] < 0 {
      let s = goal.symbols[k]
      guard kinds[Int(s)] != .dummy else { continue }
      let length = bland ? 0 : columnLength(s)
      if length < bestLength || (length == bestLength && s < entering) {
        entering = s
        bestLength = length
      }
    }
    return entering
  }

  /// Primal simplex on the objective (or the artificial objective in phase one).
  mutating func optimize(artificialPhase: Bool = false) {
    // The objective was optimal when last left and nothing has lowered a coefficient since.
    if !artificialPhase && !objectiveChanged { return }
    defer { if !artificialPhase { objectiveChanged = false } }
    var pivots = 0
    while true {
      let goal = artificialPhase ? (artificial ?? SparseRow()) : objective
      let entering = enteringSymbol(goal, bland: pivots >= Tableau.blandAfter)
      if entering < 0 { return }
      var leaving: Int32 = -1
      var best = Double.infinity
      for r in holders(of: entering) {
        let basic = basicOf[Int(r)]
        guard isRestricted(basic) else { continue }
        let c = rows[Int(r)].coefficient(entering)
        guard c < 0 else { continue }
        let ratio = -rows[Int(r)].constant / c
        if ratio < best || (ratio == best && basic < leaving) {
          best = ratio
          leaving = basic
        }
      }
      if leaving < 0 {
        // No row bounds the entering symbol's increase, so in exact arithmetic the goal
        // could fall without end; but both goals are weighted sums of non-negative symbols
        // (errors, the artificial variable) and cannot fall below zero, so the coefficient
        // is rounding left by substitutions whose weights span up to nine orders of
        // magnitude (priority 999 against 1): it is dropped.
        if artificialPhase {
          _ = artificial?.remove(entering)
        } else {
          _ = objective.remove(entering)
        }
        continue
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
    }
  }

  /// Dual simplex: restores feasibility after an edit, keeping optimality.
  mutating func dualOptimize() {
    while let leaving = infeasible.popLast() {
      let r = Int(rowOf[Int(leaving)])
      guard r >= 0, rows[r].constant < 0 else { continue }
      var entering: Int32 = -1
      var best = Double.infinity
      let symbols = rows[r].symbols
      let coefficients = rows[r].coefficients
      for k in symbols.indices where coefficients[k] > 0 {
        let s = symbols[k]
        guard kinds[Int(s)] != .dummy else { continue }
        let ratio = objective.coefficient(s) / coefficients[k]
        if ratio < best {
          best = ratio
          entering = s
        } else if ratio == best {
          let (a, b) = (columnLength(s), columnLength(entering))
          if a < b || (a == b && s < entering) { entering = s }
        }
      }
      precondition(entering >= 0, "EaselLayout: dual optimize found no entering symbol")
      pivot(entering: entering, leaving: leaving)
    }
  }
}
