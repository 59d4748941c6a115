// The Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001) in the formulation kiwi made popular: a tableau of rows
// `basic = constant + Σ c·parametric` kept in solved form, slack symbols for inequalities,
// error symbols (weighed in the objective by strength) for non-required constraints, dummy
// markers for required equalities, the primal simplex to optimize after each add or remove,
// and the dual simplex to re-optimize after an edit variable's suggested value changes.
//
// Scaling (kiwi walks every row on each substitution, so its adds cost O(rows)):
// - symbols are integer ids; per-symbol facts (kind, row, column) live in arrays;
// - rows are `SparseRow`s (open addressing past a few entries), so substituting a short row
//   into a long one touches only the short row's entries;
// - a column index (symbol → rows that hold it, pruned lazily) so substitutions, ratio tests
//   and edits visit only the rows that hold the symbol.
// See `Solver+Simplex.swift` for the pivoting rules and `Solver+Markers.swift` for the
// handling of required equalities.

/// An incremental Cassowary solver: add and remove linear constraints of any strength, edit
/// variables and suggest their values, and read the solution with `updateVariables()`.
///
/// Results are deterministic: the same calls in the same order give the same values.
public final class Solver {
  enum SymbolKind: UInt8 { case external, slack, error, dummy }

  /// What the solver keeps for a constraint it holds.
  struct Record {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    var order: Int
  }

  /// What the solver keeps for an edit variable.
  struct Edit {
    var variable: Variable
    var constraint: Constraint
    var constant: Double
  }

  // Symbols.
  var kinds: [SymbolKind] = []
  var rowOf: [Int32] = []
  var columns: [[Int32]] = []
  var owners: [Constraint?] = []
  var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
  var variables: [Variable] = []
  var variableSymbols: [Int32] = []

  // Rows.
  var rows: [SparseRow] = []
  var basicOf: [Int32] = []
  var freeRows: [Int32] = []
  var stamps: [UInt32] = []
  var stamp: UInt32 = 0
  var objective = SparseRow()
  var artificial: SparseRow?
  var infeasible: [Int32] = []

  // Constraints and edits.
  var records: [ObjectIdentifier: Record] = [:]
  var nextOrder = 0
  var edits: [ObjectIdentifier: Edit] = [:]

  /// Makes an empty solver.
  public init() {}

  /// Adds a constraint and re-solves.
  ///
  /// Throws `duplicateConstraint` if it is already there, `unsatisfiable` if it is required
  /// and cannot hold with the required constraints already added (the solver is then as it
  /// was before the call).
  public func add(_ constraint: Constraint) throws {
    let id = ObjectIdentifier(constraint)
    if records[id] != nil { throw SolverError.duplicateConstraint(constraint) }
    let record = try insert(constraint)
    records[id] = record
  }

  /// Removes a constraint and re-solves. Throws `unknownConstraint` if it is not there.
  public func remove(_ constraint: Constraint) throws {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw SolverError.unknownConstraint(constraint)
    }
    withdraw(record)
  }

  /// Whether the solver holds this constraint.
  public func contains(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// Makes `variable` an edit variable at a non-required strength; its suggested value starts
  /// at 0 (a weak pull until `suggestValue` says otherwise).
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
    let delta = value - edit.constant
    edit.constant = value
    edits[id] = edit
    guard let record = records[ObjectIdentifier(edit.constraint)] else { return }
    shiftEdit(record, by: delta)
  }

  /// Writes `value` of every variable the solver knows.
  public func updateVariables() {
    for i in variables.indices {
      let r = Int(rowOf[Int(variableSymbols[i])])
      variables[i].value = r >= 0 ? rows[r].constant : 0
    }
  }

  /// Forgets every constraint, edit and variable.
  public func reset() {
    kinds = []
    rowOf = []
    columns = []
    owners = []
    symbolOfVariable = [:]
    variables = []
    variableSymbols = []
    rows = []
    basicOf = []
    freeRows = []
    stamps = []
    objective = SparseRow()
    artificial = nil
    infeasible = []
    records = [:]
    edits = [:]
  }

  /// The number of constraints held (edit constraints included).
  public var constraintCount: Int { records.count }
}
