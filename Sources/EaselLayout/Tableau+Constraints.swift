// Adding and removing constraints, and moving edit constraints.
//
// A new constraint becomes a row over parametric symbols (basic variables substituted by
// their rows) plus its markers: a slack for an inequality, error symbols (weighed in the
// objective) when not required, and for a required equality a dummy when `keepsDummies`.
// The row's subject is the external variable in it that the fewest rows hold (a new one
// needs no substitution at all), else one of its own restricted markers with a negative
// coefficient, else another restricted symbol whose entering keeps every row feasible;
// failing all, an artificial variable is minimized to
// find a feasible basis (phase one), and failure there means the required constraints
// conflict.
//
// Dummies never enter the basis, so leaving them out changes no pivot: it only keeps them
// out of the rows. In a pinned chain each row would otherwise carry the dummies of every
// constraint before it (O(N²) entries, kiwi's `chainfix`). Without them a required equality
// cannot be removed in place; the solver rebuilds instead (see `Solver+Rebuild.swift`).
//
// The simplex loops and their pivoting rules are in `Tableau+Simplex.swift`.

/// A required constraint that cannot hold; `dirty` when the tableau must be rebuilt.
struct Conflict: Error, @unchecked Sendable {
  var conflicting: [Constraint]
  var dirty: Bool
}

extension Tableau {
  /// Adds `constraint` to the tableau and re-optimizes, returning its markers.
  mutating func insert(_ constraint: Constraint) throws(Conflict) -> Markers {
    if derive(constraint) { return Markers() }
    var markers = Markers()
    var row = makeRow(constraint, &markers)
    var subject = chooseSubject(row, markers)
    if subject < 0 && allDummies(row) {
      if !SparseRow.nearZero(row.constant) {
        var conflicting: [Constraint] = []
        for s in row.symbols {
          if let owner = owners[Int(s)], owner !== constraint,
            !conflicting.contains(where: { $0 === owner })
          {
            conflicting.append(owner)
          }
        }
        forget(markers)
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
    forget(markers)
    optimize()
    return true
  }

  /// Drops the markers' references to their constraint (which the caller may let go).
  mutating func forget(_ markers: Markers) {
    if markers.marker >= 0 { owners[Int(markers.marker)] = nil }
    if markers.other >= 0 { owners[Int(markers.other)] = nil }
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
    let constant = flatten(constraint.expression)
    let symbols = flatSymbols
    let coefficients = flatCoefficients
    // Start from a copy of the longest basic row the expression refers to (one copy of its
    // arrays instead of an insertion per entry: chains refer to long rows).
    var row = SparseRow()
    var start = -1
    var startLength = SparseRow.linearLimit
    for k in symbols.indices where !SparseRow.nearZero(coefficients[k]) {
      let r = Int(rowOf[Int(symbols[k])])
      if r >= 0 && rows[r].count > startLength {
        start = k
        startLength = rows[r].count
      }
    }
    if start >= 0 {
      row = rows[Int(rowOf[Int(symbols[start])])]
      row.scale(coefficients[start])
    }
    row.constant += constant
    for k in symbols.indices where k != start {
      let r = Int(rowOf[Int(symbols[k])])
      if r >= 0 {
        row.add(rows[r], times: coefficients[k])
      } else {
        row.add(symbols[k], coefficients[k])
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
  /// (ties to the lowest id), else a restricted own marker with a negative coefficient, else
  /// another restricted symbol that can enter feasibly.
  mutating func chooseSubject(_ row: SparseRow, _ markers: Markers) -> Int32 {
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
    return feasibleRestrictedSubject(row)
  }

  /// Column length past which `feasibleRestrictedSubject` does not look at a symbol.
  static let subjectSearchLimit = 64

  /// A parametric slack or error symbol with a negative coefficient in `row` whose entering
  /// keeps every restricted row feasible, or -1; the one the fewest rows hold first.
  ///
  /// Beyond kiwi (which takes only the constraint's own markers, held by no other row): the
  /// symbol's value becomes `constant / -coefficient` ≥ 0, and each restricted row holding it
  /// must stay non-negative. It saves phase one, for example for each row of table cells
  /// pinned to a shared container width.
  mutating func feasibleRestrictedSubject(_ row: SparseRow) -> Int32 {
    var candidates: [(length: Int, symbol: Int32, coefficient: Double)] = []
    for k in row.symbols.indices where row.coefficients[k] < 0 {
      let s = row.symbols[k]
      let kind = kinds[Int(s)]
      let length = columnLength(s)
      if (kind == .slack || kind == .error) && length <= Tableau.subjectSearchLimit {
        candidates.append((length, s, row.coefficients[k]))
      }
    }
    candidates.sort { ($0.length, $0.symbol) < ($1.length, $1.symbol) }
    for candidate in candidates {
      let value = row.constant / -candidate.coefficient
      var feasible = true
      for r in holders(of: candidate.symbol) where isRestricted(basicOf[Int(r)]) {
        let c = rows[Int(r)].coefficient(candidate.symbol)
        if rows[Int(r)].constant + c * value < 0 {
          feasible = false
          break
        }
      }
      if feasible { return candidate.symbol }
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
}
