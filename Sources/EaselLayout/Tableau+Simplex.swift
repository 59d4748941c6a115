// Adding and removing constraints, and the two simplex loops.
//
// A new constraint becomes a row over parametric symbols (basic variables substituted by
// their rows) plus its markers: a slack for an inequality, error symbols (weighed in the
// objective) when not required, and for a required equality a dummy when `keepsDummies`.
// The row's subject is an external variable if it has one, else one of its own restricted
// markers with a negative coefficient; failing both, an artificial variable is minimized to
// find a feasible basis (phase one), and failure there means the required constraints
// conflict.
//
// Dummies never enter the basis, so leaving them out changes no pivot: it only keeps them
// out of the rows. In a pinned chain each row would otherwise carry the dummies of every
// constraint before it (O(N²) entries, kiwi's `chainfix`). Without them a required equality
// cannot be removed in place; the solver rebuilds instead (see `Solver+Rebuild.swift`).
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

/// A required constraint that cannot hold; `dirty` when the tableau must be rebuilt.
struct Conflict: Error {
  var conflicting: [Constraint]
  var dirty: Bool
}

extension Tableau {
  static let blandAfter = 64

  /// Adds `constraint` to the tableau and re-optimizes, returning its markers.
  mutating func insert(_ constraint: Constraint) throws(Conflict) -> Markers {
    var markers = Markers()
    var row = makeRow(constraint, &markers)
    var subject = chooseSubject(row, markers)
    if subject < 0 && allDummies(row) {
      if !SparseRow.nearZero(row.constant) {
        let conflicting = row.symbols.compactMap { owners[Int($0)] }
        throw Conflict(conflicting: conflicting, dirty: false)
      }
      // Redundant: with a dummy it becomes that dummy's row, without one it needs no row.
      if markers.marker < 0 { return markers }
      subject = markers.marker
    }
    if subject < 0 {
      if let conflicting = addWithArtificialVariable(row, constraint) {
        throw Conflict(conflicting: conflicting, dirty: true)
      }
    } else {
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(basic: subject, row)
    }
    optimize()
    return markers
  }

  /// Removes a constraint's row (pivoting its marker into the basis first if needed).
  /// Returns false when it cannot be done in place (a required equality without a dummy).
  mutating func withdraw(_ markers: Markers, _ constraint: Constraint) -> Bool {
    let marker = markers.marker
    if marker < 0 { return false }
    removeMarkerEffects(markers, constraint.strength.weight)
    if rowOf[Int(marker)] >= 0 {
      _ = removeRow(basic: marker)
    } else {
      let leaving = markerLeavingRow(marker)
      precondition(leaving >= 0, "EaselLayout: no row holds the marker of \(constraint)")
      var row = removeRow(basic: leaving)
      row.add(leaving, -1)
      row.solve(for: marker)
      substitute(marker, by: row)
    }
    optimize()
    return true
  }

  /// Shifts an edit constraint's constant by `delta` and re-solves with the dual simplex.
  mutating func shiftEdit(_ markers: Markers, by delta: Double) {
    let plus = markers.marker
    let minus = markers.other
    if rowOf[Int(plus)] >= 0 {
      let r = Int(rowOf[Int(plus)])
      rows[r].constant -= delta
      if rows[r].constant < 0 { infeasible.append(plus) }
    } else if rowOf[Int(minus)] >= 0 {
      let r = Int(rowOf[Int(minus)])
      rows[r].constant += delta
      if rows[r].constant < 0 { infeasible.append(minus) }
    } else {
      for r in holders(of: plus) {
        let i = Int(r)
        let c = rows[i].coefficient(plus)
        rows[i].constant += delta * c
        let basic = basicOf[i]
        if isRestricted(basic) && rows[i].constant < 0 { infeasible.append(basic) }
      }
    }
    dualOptimize()
  }

  /// The row of `constraint`: `expression` with basics substituted, plus its markers.
  mutating func makeRow(_ constraint: Constraint, _ markers: inout Markers) -> SparseRow {
    let expression = constraint.expression
    // Start from a copy of the longest basic row the expression refers to (one copy of its
    // arrays instead of an insertion per entry: chains refer to long rows).
    var row = SparseRow()
    var start = -1
    var startLength = SparseRow.linearLimit
    for (k, term) in expression.terms.enumerated() {
      if let symbol = symbolOfVariable[ObjectIdentifier(term.variable)] {
        let r = Int(rowOf[Int(symbol)])
        if r >= 0 && rows[r].count > startLength && !SparseRow.nearZero(term.coefficient) {
          start = k
          startLength = rows[r].count
        }
      }
    }
    if start >= 0 {
      let term = expression.terms[start]
      row = rows[Int(rowOf[Int(symbolOfVariable[ObjectIdentifier(term.variable)]!)])]
      row.scale(term.coefficient)
    }
    row.constant += expression.constant
    for (k, term) in expression.terms.enumerated()
    where k != start && !SparseRow.nearZero(term.coefficient) {
      let symbol = self.symbol(for: term.variable)
      let r = Int(rowOf[Int(symbol)])
      if r >= 0 {
        row.add(rows[r], times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: constraint)
      markers.marker = slack
      row.add(slack, sign)
      if !strength.isRequired {
        let error = newSymbol(.error, owner: constraint)
        markers.other = error
        row.add(error, -sign)
        objective.add(error, strength.weight)
      }
    case .equal:
      if strength.isRequired {
        if keepsDummies {
          let dummy = newSymbol(.dummy, owner: constraint)
          markers.marker = dummy
          row.add(dummy, 1)
        }
      } else {
        let plus = newSymbol(.error, owner: constraint)
        let minus = newSymbol(.error, owner: constraint)
        markers.marker = plus
        markers.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, strength.weight)
        objective.add(minus, strength.weight)
      }
    }
    if row.constant < 0 { row.scale(-1) }
    return row
  }

  /// The symbol to solve a new row for, or -1: the external variable the fewest rows hold
  /// (ties to the lowest id), else a restricted own marker with a negative coefficient.
  func chooseSubject(_ row: SparseRow, _ markers: Markers) -> Int32 {
    var best: Int32 = -1
    var bestLength = Int.max
    for s in row.symbols where kinds[Int(s)] == .external {
      let length = columnLength(s)
      if length < bestLength || (length == bestLength && s < best) {
        best = s
        bestLength = length
      }
    }
    if best >= 0 { return best }
    for marker in [markers.marker, markers.other] where marker >= 0 {
      let kind = kinds[Int(marker)]
      if (kind == .slack || kind == .error) && row.coefficient(marker) < 0 { return marker }
    }
    return -1
  }

  func allDummies(_ row: SparseRow) -> Bool {
    row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
  }

  /// Phase one for a row without a subject. Returns nil when the row now holds, or the
  /// required constraints it conflicts with (best effort) when it cannot.
  mutating func addWithArtificialVariable(
    _ row: SparseRow, _ constraint: Constraint
  ) -> [Constraint]? {
    let art = newSymbol(.slack)
    insertRow(basic: art, row)
    artificial = row
    optimize(artificialPhase: true)
    let final = artificial ?? SparseRow()
    artificial = nil
    var failed = !SparseRow.nearZero(final.constant)
    if rowOf[Int(art)] >= 0 {
      var artRow = removeRow(basic: art)
      if !artRow.isEmpty {
        var entering: Int32 = -1
        for s in artRow.symbols where isRestricted(s) && kinds[Int(s)] != .dummy {
          if entering < 0 || s < entering { entering = s }
        }
        if entering < 0 {
          failed = true
        } else {
          artRow.add(art, -1)
          artRow.solve(for: entering)
          substitute(entering, by: artRow)
          insertRow(basic: entering, artRow)
        }
      }
    }
    for r in holders(of: art) { rows[Int(r)].remove(art) }
    columns[Int(art)] = []
    objective.remove(art)
    guard failed else { return nil }
    var conflicting: [Constraint] = []
    for s in final.symbols {
      if let owner = owners[Int(s)], owner !== constraint, owner.strength.isRequired,
        !conflicting.contains(where: { $0 === owner })
      {
        conflicting.append(owner)
      }
    }
    return conflicting
  }

  /// Takes a constraint's errors out of the objective.
  mutating func removeMarkerEffects(_ markers: Markers, _ weight: Double) {
    objectiveChanged = true
    for marker in [markers.marker, markers.other]
    where marker >= 0 && kinds[Int(marker)] == .error {
      let r = Int(rowOf[Int(marker)])
      if r >= 0 {
        objective.add(rows[r], times: -weight)
      } else {
        objective.add(marker, -weight)
      }
    }
  }

  /// The basic symbol of the row to pivot `marker` in with, or -1.
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
      precondition(leaving >= 0, "EaselLayout: the objective is unbounded")
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
