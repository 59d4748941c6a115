// The tableau's storage: symbols as integer ids with their facts in arrays, rows in slots,
// the objective, and the column index (symbol → slots of the rows holding it).
//
// The column index is pruned lazily: a slot stays listed after its row drops the symbol (or
// is removed, or the slot is reused); `holders(of:)` filters and deduplicates the list with
// a stamp per slot and stores the pruned list back. Every place that makes a new entry in a
// tableau row appends the slot, so the list is always a superset of the true holders.
//
// The tableau is a struct so that its hot loops run on `inout self` (no dynamic exclusivity
// checks on a class's stored properties); the `Solver` class owns one.

/// The kind of a tableau symbol.
enum SymbolKind: UInt8 { case external, slack, error, dummy }

/// Identifies one tableau to the variables that cache their slots in it.
final class TableauToken {}

/// A constraint's markers in the tableau (-1 when it has none).
struct Markers {
  var marker: Int32 = -1
  var other: Int32 = -1
}

struct Tableau {
  /// Whether required equalities carry a dummy marker (needed only to remove them in place).
  var keepsDummies: Bool

  // Symbols.
  var kinds: [SymbolKind] = []
  var rowOf: [Int32] = []
  var columns: [[Int32]] = []
  var owners: [Constraint?] = []
  var variableIndex: [Int32] = []
  var variables: [Variable] = []
  var variableSymbols: [Int32] = []

  // Variables: each one's slot is its external symbol (≥ 0) or, for a derived variable,
  // `-1 - index` of its definition (see `Tableau+Derived.swift`). The variable caches its
  // slot with this tableau's token, so most look-ups need no hashing; `slots` is the truth
  // (a variable may be registered in several tableaus, and caches only the last).
  let token = TableauToken()
  var slots: [ObjectIdentifier: Int32] = [:]
  var derivations: [Derivation] = []
  /// While `flatten(_:)` expands definitions: each one's coefficient, whether it is listed
  /// in `expansionOrder`, and the order (kept here so that expanding allocates nothing).
  var pendingCoefficients: [Double] = []
  var pendingListed: [Bool] = []
  var expansionOrder = IndexHeap()

  // Rows.
  var rows: [SparseRow] = []
  var basicOf: [Int32] = []
  var freeRows: [Int32] = []
  var stamps: [UInt32] = []
  var stamp: UInt32 = 0
  var objective = SparseRow()
  /// Set when an objective coefficient may have turned negative since the last optimize.
  var objectiveChanged = false
  var artificial: SparseRow?
  var infeasible: [Int32] = []
  var scratch: [Int32] = []
  /// A constraint's expression over symbols, made by `flatten(_:)`.
  var flatSymbols: [Int32] = []
  var flatCoefficients: [Double] = []

  init(keepsDummies: Bool) { self.keepsDummies = keepsDummies }

  /// Makes a new symbol of `kind`.
  mutating func newSymbol(_ kind: SymbolKind, owner: Constraint? = nil) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    owners.append(owner)
    variableIndex.append(-1)
    return symbol
  }

  /// The slot of `variable` (its symbol, or `-1 - index` when derived), nil when new.
  @inline(__always)
  func slot(of variable: Variable) -> Int32? {
    guard let registrar = variable.registrar else { return nil }  // in no tableau yet
    if registrar === token { return variable.registeredSlot }
    guard let slot = slots[ObjectIdentifier(variable)] else { return nil }
    variable.registrar = token
    variable.registeredSlot = slot
    return slot
  }

  /// Records the slot of a variable new to the tableau.
  mutating func register(_ variable: Variable, slot: Int32) {
    slots[ObjectIdentifier(variable)] = slot
    variable.registrar = token
    variable.registeredSlot = slot
  }

  /// The external symbol of `variable` (which is not derived), made on first use.
  mutating func symbol(for variable: Variable) -> Int32 {
    if let symbol = slot(of: variable) { return symbol }
    return newExternal(variable)
  }

  /// Makes the external symbol of a variable new to the tableau.
  mutating func newExternal(_ variable: Variable) -> Int32 {
    let symbol = newSymbol(.external)
    register(variable, slot: symbol)
    variableIndex[Int(symbol)] = Int32(variables.count)
    variables.append(variable)
    variableSymbols.append(symbol)
    return symbol
  }

  @inline(__always)
  func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

  /// The row whose basic symbol is `symbol`, if it is basic.
  @inline(__always)
  func row(of symbol: Int32) -> SparseRow? {
    let r = Int(rowOf[Int(symbol)])
    return r >= 0 ? rows[r] : nil
  }

  /// Writes every known variable's value, derived ones last.
  func updateVariables() {
    for i in variables.indices {
      let r = Int(rowOf[Int(variableSymbols[i])])
      variables[i].value = r >= 0 ? rows[r].constant : 0
    }
    updateDerivedVariables()
  }

  /// Puts `row` in the tableau with `basic` as its basic symbol.
  mutating func insertRow(basic: Int32, _ row: SparseRow) {
    let r: Int32
    if let free = freeRows.popLast() {
      r = free
      rows[Int(r)] = row
      basicOf[Int(r)] = basic
    } else {
      r = Int32(rows.count)
      rows.append(row)
      basicOf.append(basic)
      stamps.append(0)
    }
    rowOf[Int(basic)] = r
    for s in row.symbols { columns[Int(s)].append(r) }
  }

  /// Takes the row of basic symbol `basic` out of the tableau.
  mutating func removeRow(basic: Int32) -> SparseRow {
    let r = Int(rowOf[Int(basic)])
    let row = rows[r]
    rows[r] = SparseRow()
    basicOf[r] = -1
    rowOf[Int(basic)] = -1
    freeRows.append(Int32(r))
    return row
  }

  /// The slots of the rows that hold `symbol`, pruned and stored back.
  mutating func holders(of symbol: Int32) -> [Int32] {
    stamp &+= 1
    if stamp == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      stamp = 1
    }
    // Pruned in place: the list is taken out of `columns` so that it is uniquely held.
    var list: [Int32] = []
    swap(&list, &columns[Int(symbol)])
    var kept = 0
    for k in list.indices {
      let r = list[k]
      let i = Int(r)
      if basicOf[i] >= 0 && stamps[i] != stamp && rows[i].index(of: symbol) != nil {
        stamps[i] = stamp
        list[kept] = r
        kept += 1
      }
    }
    list.removeLast(list.count - kept)
    columns[Int(symbol)] = list
    return list
  }

  /// An upper bound of the number of rows holding `symbol` (the unpruned column).
  @inline(__always)
  func columnLength(_ symbol: Int32) -> Int { columns[Int(symbol)].count }

  /// Adds `factor · source` to the tableau row in slot `r`, keeping the column index.
  @inline(__always)
  mutating func addRow(_ source: SparseRow, times factor: Double, toSlot r: Int32) {
    rows[Int(r)].add(source, times: factor, newSymbols: &scratch)
    for s in scratch { columns[Int(s)].append(r) }
    scratch.removeAll(keepingCapacity: true)
  }

  /// Replaces `symbol` by `expression` in every row holding it and in the objectives;
  /// restricted rows that turn infeasible are noted for the dual simplex.
  mutating func substitute(_ symbol: Int32, by expression: SparseRow) {
    for r in holders(of: symbol) {
      let c = rows[Int(r)].remove(symbol)
      addRow(expression, times: c, toSlot: r)
      let basic = basicOf[Int(r)]
      if isRestricted(basic) && rows[Int(r)].constant < 0 { infeasible.append(basic) }
    }
    columns[Int(symbol)] = []
    let c = objective.remove(symbol)
    if c != 0 {
      objective.add(expression, times: c, newSymbols: &scratch)
      objectiveChanged = true
    }
    if artificial != nil {
      let a = artificial!.remove(symbol)
      if a != 0 { artificial!.add(expression, times: a, newSymbols: &scratch) }
    }
    scratch.removeAll(keepingCapacity: true)
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Int32, leaving: Int32) {
    var row = removeRow(basic: leaving)
    row.add(leaving, -1)
    row.solve(for: entering)
    substitute(entering, by: row)
    insertRow(basic: entering, row)
  }
}
