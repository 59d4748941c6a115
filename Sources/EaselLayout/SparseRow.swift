/// A sparse linear row `constant + Σ coefficient · symbol` over integer symbol ids.
///
/// Entries sit in two parallel arrays (iteration order is insertion order, with
/// swap-removal, so it is deterministic). Rows of more than `linearLimit` entries also keep
/// an open-addressing table (linear probing, backward-shift deletion) from symbol to entry,
/// so finding one symbol in a long row costs O(1): substituting a short row into a long one
/// then costs the short row's length, not the long one's.
struct SparseRow {
  /// The constant part.
  var constant: Double
  /// The symbols of the entries.
  private(set) var symbols: [Int32] = []
  /// The coefficients, parallel to `symbols`.
  private(set) var coefficients: [Double] = []
  /// Entry index + 1 per slot (0 = empty); empty while the row is short.
  private var table: [Int32] = []

  static let linearLimit = 12
  static let initialCapacity = 8
  static let epsilon = 1e-8

  init(constant: Double = 0) { self.constant = constant }

  var count: Int { symbols.count }
  var isEmpty: Bool { symbols.isEmpty }

  @inline(__always)
  static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  @inline(__always)
  private static func slot(_ symbol: Int32, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: symbol)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
      & mask
  }

  /// The entry index of `symbol`, if the row holds it.
  @inline(__always)
  func index(of symbol: Int32) -> Int? {
    if table.isEmpty {
      for i in symbols.indices where symbols[i] == symbol { return i }
      return nil
    }
    let mask = table.count - 1
    var s = SparseRow.slot(symbol, mask)
    while true {
      let e = Int(table[s])
      if e == 0 { return nil }
      if symbols[e - 1] == symbol { return e - 1 }
      s = (s + 1) & mask
    }
  }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(_ symbol: Int32) -> Double {
    if let i = index(of: symbol) { return coefficients[i] }
    return 0
  }

  /// Adds `value` to the coefficient of `symbol`, dropping it when it becomes zero.
  /// Returns true when a new entry was made.
  @discardableResult
  mutating func add(_ symbol: Int32, _ value: Double) -> Bool {
    if let i = index(of: symbol) {
      let sum = coefficients[i] + value
      if SparseRow.nearZero(sum) { remove(at: i) } else { coefficients[i] = sum }
      return false
    }
    if SparseRow.nearZero(value) { return false }
    if symbols.capacity == 0 {
      // Most rows hold a handful of entries: one allocation instead of growing 1, 2, 4, 8.
      symbols.reserveCapacity(SparseRow.initialCapacity)
      coefficients.reserveCapacity(SparseRow.initialCapacity)
    }
    symbols.append(symbol)
    coefficients.append(value)
    if !table.isEmpty {
      if symbols.count * 2 > table.count { rebuildTable() } else { place(symbols.count - 1) }
    } else if symbols.count > SparseRow.linearLimit {
      rebuildTable()
    }
    return true
  }

  /// Removes `symbol`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    let c = coefficients[i]
    remove(at: i)
    return c
  }

  /// Adds `factor · other`, appending to `newSymbols` the symbols that got a new entry.
  mutating func add(_ other: SparseRow, times factor: Double, newSymbols: inout [Int32]) {
    constant += other.constant * factor
    let symbols = other.symbols
    let coefficients = other.coefficients
    for k in symbols.indices where add(symbols[k], coefficients[k] * factor) {
      newSymbols.append(symbols[k])
    }
  }

  /// Adds `factor · other`.
  mutating func add(_ other: SparseRow, times factor: Double) {
    constant += other.constant * factor
    let symbols = other.symbols
    let coefficients = other.coefficients
    for k in symbols.indices { add(symbols[k], coefficients[k] * factor) }
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(_ factor: Double) {
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
  }

  /// Solves `0 = self` for `symbol`: the row becomes the expression `symbol` equals.
  mutating func solve(for symbol: Int32) {
    let c = remove(symbol)
    scale(-1 / c)
  }

  private mutating func remove(at i: Int) {
    let last = symbols.count - 1
    if !table.isEmpty {
      deleteSlot(of: i)
      if i != last {
        // The last entry moves to i: repoint its slot.
        let mask = table.count - 1
        var s = SparseRow.slot(symbols[last], mask)
        while Int(table[s]) != last + 1 { s = (s + 1) & mask }
        table[s] = Int32(i + 1)
      }
    }
    symbols[i] = symbols[last]
    coefficients[i] = coefficients[last]
    symbols.removeLast()
    coefficients.removeLast()
  }

  private mutating func place(_ entry: Int) {
    let mask = table.count - 1
    var s = SparseRow.slot(symbols[entry], mask)
    while table[s] != 0 { s = (s + 1) & mask }
    table[s] = Int32(entry + 1)
  }

  private mutating func deleteSlot(of entry: Int) {
    let mask = table.count - 1
    var hole = SparseRow.slot(symbols[entry], mask)
    while Int(table[hole]) != entry + 1 { hole = (hole + 1) & mask }
    table[hole] = 0
    var j = hole
    while true {
      j = (j + 1) & mask
      let e = Int(table[j])
      if e == 0 { return }
      let home = SparseRow.slot(symbols[e - 1], mask)
      // The entry at j may move back to the hole unless its home lies in (hole, j].
      let stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
      if stays { continue }
      table[hole] = table[j]
      table[j] = 0
      hole = j
    }
  }

  private mutating func rebuildTable() {
    var size = 32
    while size < symbols.count * 3 { size *= 2 }
    table = [Int32](repeating: 0, count: size)
    for i in symbols.indices { place(i) }
  }
}
