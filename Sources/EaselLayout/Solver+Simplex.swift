// Adding and removing constraints, and the two simplex loops.
//
// A new constraint becomes a row over parametric symbols (basic variables substituted by
// their rows) plus its markers: a slack for an inequality, a dummy for a required equality,
// error symbols (weighed in the objective) when not required. The row's subject (the symbol
// it is solved for) is an external variable if it has one, else a restricted marker with a
// negative coefficient; failing both, an artificial variable is minimized to find a feasible
// basis (phase one), and failure there means the required constraints conflict.
//
// Pivoting rules (deterministic, Bland-like to avoid cycling): the entering symbol is the
// lowest-numbered non-dummy symbol with a negative objective coefficient; the leaving row is
// the restricted row of minimum ratio `-constant / coefficient`, ties to the lowest basic
// symbol. The dual simplex takes infeasible rows (restricted, negative constant) last in
// first out, and the entering symbol of minimum `objective coefficient / row coefficient`.

extension Solver {
  /// Adds `constraint` to the tableau and re-optimizes, or throws with the tableau unchanged.
  func insert(_ constraint: Constraint) throws -> Record {
    var record = Record(constraint: constraint, marker: -1, other: -1, order: nextOrder)
    nextOrder += 1
    var row = makeRow(constraint, &record)
    var subject = chooseSubject(row, record)
    if subject < 0 && allDummies(row) {
      if !SparseRow.nearZero(row.constant) {
        let conflicting = row.symbols.compactMap { owners[Int($0)] }
        removeMarkerEffects(record)
        throw SolverError.unsatisfiable(constraint, conflicting: conflicting)
      }
      subject = record.marker
    }
    if subject < 0 {
      if let conflicting = addWithArtificialVariable(row, constraint) {
        // Phase one may have pivoted the failed row in: rebuild from the held constraints.
        rebuild()
        throw SolverError.unsatisfiable(constraint, conflicting: conflicting)
      }
    } else {
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(basic: subject, row)
    }
    optimize()
    return record
  }

  /// Removes a held constraint's row (pivoting its marker into the basis first if needed).
  func withdraw(_ record: Record) {
    removeMarkerEffects(record)
    let marker = record.marker
    if rowOf[Int(marker)] >= 0 {
      _ = removeRow(basic: marker)
    } else {
      let leaving = markerLeavingRow(marker)
      precondition(leaving >= 0, "EaselLayout: no row holds the marker of \(record.constraint)")
      var row = removeRow(basic: leaving)
      row.add(leaving, -1)
      row.solve(for: marker)
      substitute(marker, by: row)
    }
    optimize()
  }

  /// Shifts an edit constraint's constant by `delta` and re-solves with the dual simplex.
  func shiftEdit(_ record: Record, by delta: Double) {
    let plus = record.marker
    let minus = record.other
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
  func makeRow(_ constraint: Constraint, _ record: inout Record) -> SparseRow {
    let expression = constraint.expression
    var row = SparseRow(constant: expression.constant)
    for term in expression.terms where !SparseRow.nearZero(term.coefficient) {
      let symbol = self.symbol(for: term.variable)
      if let basicRow = self.row(of: symbol) {
        row.add(basicRow, times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: constraint)
      record.marker = slack
      row.add(slack, sign)
      if !strength.isRequired {
        let error = newSymbol(.error, owner: constraint)
        record.other = error
        row.add(error, -sign)
        objective.add(error, strength.weight)
      }
    case .equal:
      if strength.isRequired {
        let dummy = newSymbol(.dummy, owner: constraint)
        record.marker = dummy
        row.add(dummy, 1)
      } else {
        let plus = newSymbol(.error, owner: constraint)
        let minus = newSymbol(.error, owner: constraint)
        record.marker = plus
        record.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, strength.weight)
        objective.add(minus, strength.weight)
      }
    }
    if row.constant < 0 { row.scale(-1) }
    return row
  }

  /// The symbol to solve a new row for, or -1.
  func chooseSubject(_ row: SparseRow, _ record: Record) -> Int32 {
    var best: Int32 = -1
    for s in row.symbols where kinds[Int(s)] == .external && (best < 0 || s < best) { best = s }
    if best >= 0 { return best }
    for marker in [record.marker, record.other] where marker >= 0 {
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
  func addWithArtificialVariable(_ row: SparseRow, _ constraint: Constraint) -> [Constraint]? {
    let art = newSymbol(.slack)
    insertRow(basic: art, row)
    artificial = row
    optimize(artificialPhase: true)
    let final = artificial ?? SparseRow()
    artificial = nil
    let success = SparseRow.nearZero(final.constant)
    var failed = !success
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
  func removeMarkerEffects(_ record: Record) {
    let weight = record.constraint.strength.weight
    for marker in [record.marker, record.other]
    where marker >= 0 && kinds[Int(marker)] == .error {
      if let row = self.row(of: marker) {
        objective.add(row, times: -weight)
      } else {
        objective.add(marker, -weight)
      }
    }
  }

  /// The basic symbol of the row to pivot `marker` in with, or -1.
  func markerLeavingRow(_ marker: Int32) -> Int32 {
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    for r in holders(of: marker) {
      let row = rows[Int(r)]
      let basic = basicOf[Int(r)]
      let c = row.coefficient(marker)
      if !isRestricted(basic) {
        if third < 0 || basic < third { third = basic }
      } else if c < 0 {
        let ratio = -row.constant / c
        if ratio < r1 || (ratio == r1 && basic < first) {
          r1 = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / c
        if ratio < r2 || (ratio == r2 && basic < second) {
          r2 = ratio
          second = basic
        }
      }
    }
    return first >= 0 ? first : (second >= 0 ? second : third)
  }

  /// Primal simplex on the objective (or the artificial objective in phase one).
  func optimize(artificialPhase: Bool = false) {
    while true {
      let goal = artificialPhase ? (artificial ?? SparseRow()) : objective
      var entering: Int32 = -1
      for k in goal.symbols.indices where goal.coefficients[k] < 0 {
        let s = goal.symbols[k]
        if kinds[Int(s)] != .dummy && (entering < 0 || s < entering) { entering = s }
      }
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
    }
  }

  /// Dual simplex: restores feasibility after an edit, keeping optimality.
  func dualOptimize() {
    while let leaving = infeasible.popLast() {
      let r = Int(rowOf[Int(leaving)])
      guard r >= 0, rows[r].constant < 0 else { continue }
      let row = rows[r]
      var entering: Int32 = -1
      var best = Double.infinity
      for k in row.symbols.indices where row.coefficients[k] > 0 {
        let s = row.symbols[k]
        guard kinds[Int(s)] != .dummy else { continue }
        let ratio = objective.coefficient(s) / row.coefficients[k]
        if ratio < best || (ratio == best && s < entering) {
          best = ratio
          entering = s
        }
      }
      precondition(entering >= 0, "EaselLayout: dual optimize found no entering symbol")
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(entering: Int32, leaving: Int32) {
    var row = removeRow(basic: leaving)
    row.add(leaving, -1)
    row.solve(for: entering)
    substitute(entering, by: row)
    insertRow(basic: entering, row)
  }
}
