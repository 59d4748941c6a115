// The Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001) in the formulation kiwi made popular: a tableau of rows
// `basic = constant + Σ c·parametric` kept in solved form, slack symbols for inequalities,
// error symbols (weighed in the objective by strength) for non-required constraints, dummy
// markers for required equalities (here only where asked, see below), the primal simplex to
// optimize after each add or remove, and the dual simplex to re-optimize after an edit
// variable's suggested value changes.
//
// Scaling (kiwi walks every row on each substitution, so its adds cost O(rows)):
// - symbols are integer ids; per-symbol facts (kind, row, column) live in arrays;
// - rows are `SparseRow`s (open addressing past a few entries), so substituting a short row
//   into a long one touches only the short row's entries;
// - a column index (symbol → rows that hold it, pruned lazily) so substitutions, ratio tests
//   and edits visit only the rows that hold the symbol; subjects and entering symbols are
//   chosen among the valid ones to touch the fewest rows;
// - required equalities carry no dummy marker, so a pinned chain's rows stay short; removing
//   one marks the tableau for a rebuild, done once at the next add, edit or update.
// - a required equality in a variable nothing mentioned before becomes that variable's
//   definition, kept out of the tableau and expanded only where a later constraint refers
//   to it. In any solved form a chain of N views with soft widths makes view i's position a
//   row over the error symbols of the i views before it (Θ(N²) entries); as definitions the
//   positions cost O(1) each (`easel-bench layout`, `chain`).
// Adding N constraints then costs about O(N) when each row stays short (pinned chains,
// chains of soft widths, grids, independent cells).
// See `Tableau.swift` for the storage, `Tableau+Derived.swift` for the definitions, `Tableau+Simplex.swift` for the pivoting rules and
// `Solver+Rebuild.swift` for rebuilding and explaining conflicts.

/// An incremental Cassowary solver: add and remove linear constraints of any strength, edit
/// variables and suggest their values, and read the solution with `updateVariables()`.
///
/// Results are deterministic: the same calls in the same order give the same values.
public final class Solver {
  /// What the solver keeps for a constraint it holds.
  struct Record {
    var constraint: Constraint
    var markers: Markers
    var order: Int
  }

  /// What the solver keeps for an edit variable.
  struct Edit {
    var variable: Variable
    var constraint: Constraint
    var constant: Double
  }

  // The solver's state is only ever reached through its own methods, one at a time, so the
  // run-time exclusivity checks on these properties (several on every add) are left out.
  @exclusivity(unchecked) var tableau: Tableau
  @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
  @exclusivity(unchecked) var nextOrder = 0
  @exclusivity(unchecked) var edits: [ObjectIdentifier: Edit] = [:]
  /// Set when a constraint was removed that the tableau cannot remove in place.
  @exclusivity(unchecked) var needsRebuild = false

  /// Makes an empty solver.
  public convenience init() { self.init(keepsDummies: false) }

  /// Makes an empty solver; `keepsDummies` gives required equalities kiwi's dummy markers
  /// (removal in place instead of a rebuild, at the cost of longer rows).
  init(keepsDummies: Bool) { tableau = Tableau(keepsDummies: keepsDummies) }

  /// Makes room for about `constraints` constraints over about `variables` variables, so
  /// that adding them does not grow the solver's tables again and again.
  public func reserveCapacity(constraints: Int, variables: Int) {
    records.reserveCapacity(constraints)
    tableau.slots.reserveCapacity(variables)
    tableau.variables.reserveCapacity(variables)
  }

  /// The largest magnitude a coefficient, constant or suggested value may have: far beyond
  /// any layout (points), and small enough that the simplex's products stay finite.
  public static let largestValue = 1e18

  static func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestValue }

  /// Adds a constraint and re-solves.
  ///
  /// Throws `duplicateConstraint` if it is already there, `unsatisfiable` if it is required
  /// and cannot hold with the required constraints already added (the solver is then as it
  /// was before the call).
  public func add(_ constraint: Constraint) throws {
    let id = ObjectIdentifier(constraint)
    if records[id] != nil { throw SolverError.duplicateConstraint(constraint) }
    let e = constraint.expression
    if !Self.inRange(e.constant) { throw SolverError.valueOutOfRange(constraint, e.constant) }
    for term in e.terms where !Self.inRange(term.coefficient) {
      throw SolverError.valueOutOfRange(constraint, term.coefficient)
    }
    settle()
    do {
      let markers = try tableau.insert(constraint)
      records[id] = Record(constraint: constraint, markers: markers, order: nextOrder)
      nextOrder += 1
    } catch let conflict {
      if conflict.dirty { rebuild() }
      var conflicting = conflict.conflicting
      if conflicting.isEmpty && !tableau.keepsDummies { conflicting = explain(constraint) }
      throw SolverError.unsatisfiable(constraint, conflicting: conflicting)
    }
  }

  /// Removes a constraint and re-solves. Throws `unknownConstraint` if it is not there.
  ///
  /// Removing a required equality marks the solver for a rebuild, done once at the next
  /// add, edit or update, so removing many costs one rebuild.
  public func remove(_ constraint: Constraint) throws {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw SolverError.unknownConstraint(constraint)
    }
    if !needsRebuild && !tableau.withdraw(record.markers, constraint) { needsRebuild = true }
  }

  /// Whether the solver holds this constraint.
  public func contains(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// Makes `variable` an edit variable at a non-required strength; its suggested value starts
  /// at 0 (a pull of that strength until `suggestValue` says otherwise).
  public func addEditVariable(_ variable: Variable, strength: Strength) throws {
    let id = ObjectIdentifier(variable)
    if edits[id] != nil { throw SolverError.duplicateEditVariable(variable) }
    if strength.isRequired { throw SolverError.requiredEditVariable(variable) }
    let constraint = Constraint(Expression([Term(variable)]), .equal, strength: strength)
    try add(constraint)
    edits[id] = Edit(variable: variable, constraint: constraint, constant: 0)
  }

  /// Stops editing `variable` (removes its edit constraint).
  public func removeEditVariable(_ variable: Variable) throws {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw SolverError.unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves (dual simplex from the previous
  /// solution). Throws `unknownEditVariable` if it is not one.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    let id = ObjectIdentifier(variable)
    guard var edit = edits[id] else { throw SolverError.unknownEditVariable(variable) }
    guard Self.inRange(value) else { throw SolverError.valueOutOfRange(nil, value) }
    let delta = value - edit.constant
    edit.constant = value
    edits[id] = edit
    if needsRebuild {
      rebuild()
      return
    }
    guard let record = records[ObjectIdentifier(edit.constraint)] else { return }
    tableau.shiftEdit(record.markers, by: delta)
  }

  /// Writes `value` of every variable the held constraints mention (after a rebuild, a
  /// variable no held constraint mentions any more keeps its last value, as in kiwi).
  public func updateVariables() {
    settle()
    tableau.updateVariables()
  }

  /// Forgets every constraint, edit and variable.
  public func reset() {
    tableau = Tableau(keepsDummies: tableau.keepsDummies)
    records = [:]
    edits = [:]
    needsRebuild = false
  }

  /// The number of constraints held (edit constraints included).
  public var constraintCount: Int { records.count }

  /// The constraints held, in the order they were added (edit constraints included).
  public var constraints: [Constraint] {
    records.values.sorted { $0.order < $1.order }.map(\.constraint)
  }
}
