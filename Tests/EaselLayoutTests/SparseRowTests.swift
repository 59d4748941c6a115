import Testing

@testable import EaselLayout

/// `SparseRow` against a dictionary model, through the short (linear scan) and long (open
/// addressing) forms and back.
@Suite struct SparseRowTests {
  func expectMatches(_ row: SparseRow, _ model: [Int32: Double], _ step: Int) {
    var wrong: [Int32] = []
    for symbol in Int32(0)..<96 {
      let expected = model[symbol] ?? 0
      if abs(row.coefficient(symbol) - expected) > 1e-9
        || (row.index(of: symbol) != nil) != (model[symbol] != nil)
      {
        wrong.append(symbol)
      }
    }
    for (k, symbol) in row.symbols.enumerated() where row.index(of: symbol) != k {
      wrong.append(symbol)
    }
    #expect(row.count == model.count && wrong.isEmpty, "step \(step): symbols \(wrong)")
  }

  @Test(arguments: 0..<20)
  func randomOperationsMatchAModel(seed: UInt64) {
    var g = RandomizedReferenceTests.Generator(state: seed &+ 1000)
    var row = SparseRow()
    var model: [Int32: Double] = [:]
    // Grow, churn and shrink: the symbol range widens then narrows.
    for step in 0..<1500 {
      let range: Int32 = step < 500 ? 96 : (step < 1000 ? 40 : 8)
      let symbol = Int32.random(in: 0..<range, using: &g)
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<6:
        let value = Double(Int.random(in: -3...3, using: &g))
        row.add(symbol, value)
        let sum = (model[symbol] ?? 0) + value
        model[symbol] = sum == 0 ? nil : sum
      case 6..<9:
        let removed = row.remove(symbol)
        #expect(removed == (model[symbol] ?? 0), "step \(step)")
        model[symbol] = nil
      default:
        var other = SparseRow(constant: 1)
        for _ in 0..<Int.random(in: 0...20, using: &g) {
          other.add(Int32.random(in: 0..<96, using: &g), 1)
        }
        let factor = Double(Int.random(in: -2...2, using: &g))
        var fresh: [Int32] = []
        let before = model
        row.add(other, times: factor, newSymbols: &fresh)
        for (k, s) in other.symbols.enumerated() {
          let sum = (model[s] ?? 0) + other.coefficients[k] * factor
          model[s] = sum == 0 ? nil : sum
        }
        #expect(Set(fresh) == Set(model.keys.filter { before[$0] == nil }), "step \(step)")
      }
      expectMatches(row, model, step)
    }
  }

  @Test func solvingForASymbolExpressesIt() {
    // 0 = 6 + 2a - 3b  →  b = 2 + (2/3)a
    var row = SparseRow(constant: 6)
    row.add(1, 2)
    row.add(2, -3)
    row.solve(for: 2)
    #expect(row.constant == 2 && abs(row.coefficient(1) - 2.0 / 3) < 1e-12)
    #expect(row.index(of: 2) == nil)
  }
}
