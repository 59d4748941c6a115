// The tableau's storage: symbols as integer ids with their facts in arrays, rows in slots,
// and the column index (symbol → slots of the rows holding it).
//
// The column index is pruned lazily: a slot stays listed after its row drops the symbol (or
// is removed, or the slot is reused); `holders(of:)` filters and deduplicates the list
// with a stamp per slot and stores the pruned list back. Every place that makes a new entry
// in a tableau row appends the slot, so the list is always a superset of the true holders.

extension Solver {
  /// Makes a new symbol of `kind`.
  func newSymbol(_ kind: SymbolKind, owner: Constraint? = nil) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    owners.append(owner)
    return symbol
  }

  /// The external symbol of `variable`, made on first use.
  func symbol(for variable: Variable) -> Int32 {
    let id = ObjectIdentifier(variable)
    if let symbol = symbolOfVariable[id] { return symbol }
    let symbol = newSymbol(.external)
    symbolOfVariable[id] = symbol
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

  /// Puts `row` in the tableau with `basic` as its basic symbol.
  func insertRow(basic: Int32, _ row: SparseRow) {
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
  func removeRow(basic: Int32) -> SparseRow {
    let r = Int(rowOf[Int(basic)])
    let row = rows[r]
    rows[r] = SparseRow()
    basicOf[r] = -1
    rowOf[Int(basic)] = -1
    freeRows.append(Int32(r))
    return row
  }

  /// The slots of the rows that hold `symbol`, pruned and stored back.
  func holders(of symbol: Int32) -> [Int32] {
    stamp &+= 1
    if stamp == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      stamp = 1
    }
    let listed = columns[Int(symbol)]
    columns[Int(symbol)] = []
    var kept: [Int32] = []
    kept.reserveCapacity(listed.count)
    for r in listed {
      let i = Int(r)
      if basicOf[i] >= 0 && stamps[i] != stamp && rows[i].index(of: symbol) != nil {
        stamps[i] = stamp
        kept.append(r)
      }
    }
    columns[Int(symbol)] = kept
    return kept
  }

  /// Adds `factor · source` to the tableau row in slot `r`, keeping the column index.
  @inline(__always)
  func addRow(_ source: SparseRow, times factor: Double, toSlot r: Int32) {
    let i = Int(r)
    rows[i].constant += source.constant * factor
    let symbols = source.symbols
    let coefficients = source.coefficients
    for k in symbols.indices where rows[i].add(symbols[k], coefficients[k] * factor) {
      columns[Int(symbols[k])].append(r)
    }
  }

  /// Replaces `symbol` by `expression` in every row holding it and in the objectives;
  /// restricted rows that turn infeasible are noted for the dual simplex.
  func substitute(_ symbol: Int32, by expression: SparseRow) {
    for r in holders(of: symbol) {
      let c = rows[Int(r)].remove(symbol)
      addRow(expression, times: c, toSlot: r)
      let basic = basicOf[Int(r)]
      if isRestricted(basic) && rows[Int(r)].constant < 0 { infeasible.append(basic) }
    }
    columns[Int(symbol)] = []
    let c = objective.remove(symbol)
    if c != 0 { objective.add(expression, times: c) }
    if artificial != nil {
      let a = artificial!.remove(symbol)
      if a != 0 { artificial!.add(expression, times: a) }
    }
  }
}

extension SparseRow {
  /// Adds `factor · other` (for rows outside the tableau: no column index to keep).
  mutating func add(_ other: SparseRow, times factor: Double) {
    constant += other.constant * factor
    let symbols = other.symbols
    let coefficients = other.coefficients
    for k in symbols.indices { add(symbols[k], coefficients[k] * factor) }
  }
}
