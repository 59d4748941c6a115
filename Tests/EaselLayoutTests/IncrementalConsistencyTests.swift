import Testing

@testable import EaselLayout

/// Larger random systems (too large for the brute-force reference): after every step of a
/// long sequence of adds, suggested values and removals, the incremental solver must satisfy
/// every required constraint and reach the same weighted error as a fresh solver given only
/// the constraints now held (the optimum's value is unique even where the optimum is not),
/// in both tableau forms. This exercises long rows, the column index's pruning, phase one and
/// the rebuilds far more than the small systems do.
@Suite struct IncrementalConsistencyTests {
  typealias Linear = RandomizedReferenceTests.Linear

  static func sparseLinear(_ n: Int, _ g: inout RandomizedReferenceTests.Generator) -> Linear {
    var coefficients = [Double](repeating: 0, count: n)
    for _ in 0..<Int.random(in: 1...3, using: &g) {
      coefficients[Int.random(in: 0..<n, using: &g)] = Double(Int.random(in: -2...2, using: &g))
    }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<n, using: &g)] = 1 }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let weights: [Double?] = [nil, nil, 3, 1000]
    return Linear(
      coefficients: coefficients, constant: Double(Int.random(in: -50...50, using: &g)),
      relation: relations.randomElement(using: &g)!, weight: weights.randomElement(using: &g)!)
  }

  /// The weighted error of the values `solver` gives, after checking the required ones hold.
  static func cost(
    _ solver: Solver, _ xs: [Variable], _ held: [Linear], _ context: String
  ) -> Double {
    solver.updateVariables()
    let x = xs.map(\.value)
    for c in held where c.weight == nil {
      #expect(c.violation(x) < 1e-6, "\(context): required \(c) violated")
    }
    return held.reduce(0.0) { $0 + ($1.weight ?? 0) * $1.violation(x) }
  }

  @Test(arguments: 0..<12, [false, true])
  func incrementalMatchesFresh(seed: UInt64, keepsDummies: Bool) throws {
    var g = RandomizedReferenceTests.Generator(state: seed &+ 77)
    let n = 12
    let xs = (0..<n).map { Variable("x\($0)") }
    let solver = Solver(keepsDummies: keepsDummies)
    var held: [(Linear, Constraint)] = []
    for j in 0..<n {
      var pin = Linear(
        coefficients: [Double](repeating: 0, count: n),
        constant: -Double(Int.random(in: -20...20, using: &g)), relation: .equal, weight: 1)
      pin.coefficients[j] = 1
      let c = RandomizedReferenceTests.constraint(pin, xs)
      try solver.add(c)
      held.append((pin, c))
    }
    let edited = xs[0]
    try solver.addEditVariable(edited, strength: .strong)
    var edit = Linear(
      coefficients: [1] + [Double](repeating: 0, count: n - 1), constant: 0, relation: .equal,
      weight: Strength.strong.weight)

    func compare(_ step: String) throws {
      let context = "seed \(seed) dummies \(keepsDummies) \(step)"
      let all = held.map(\.0) + [edit]
      let incremental = Self.cost(solver, xs, all, context)
      let fresh = Solver(keepsDummies: false)
      for (_, c) in held { try fresh.add(c) }
      try fresh.addEditVariable(edited, strength: .strong)
      try fresh.suggestValue(-edit.constant, for: edited)
      let expected = Self.cost(fresh, xs, all, context + " (fresh)")
      #expect(
        abs(incremental - expected) <= 1e-6 * (1 + abs(expected)),
        "\(context): incremental error \(incremental), fresh \(expected)")
    }

    for step in 0..<60 {
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<6:
        let linear = Self.sparseLinear(n, &g)
        let c = RandomizedReferenceTests.constraint(linear, xs)
        do {
          try solver.add(c)
          held.append((linear, c))
        } catch SolverError.unsatisfiable {}
      case 6..<8 where held.count > n:
        let i = Int.random(in: n..<held.count, using: &g)
        try solver.remove(held[i].1)
        held.remove(at: i)
      default:
        let value = Double(Int.random(in: -100...100, using: &g))
        try solver.suggestValue(value, for: edited)
        edit.constant = -value
      }
      try compare("step \(step)")
    }
  }
}
