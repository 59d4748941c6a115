import Testing

@testable import EaselLayout

/// Random small systems checked against a brute-force reference.
///
/// What it checks: for systems of 2–4 variables with random required equalities and
/// inequalities (small integer coefficients) and weighted preferences (equalities and
/// inequalities at weights 1…1000, plus a weak pin `x_j == c_j` on every variable so the
/// optimum is attained at a vertex), after every add, every remove and every suggested value:
/// 1. the solver refuses a required constraint exactly when the required ones would have no
///    common solution (the reference tries every vertex of the arrangement of all the
///    constraints' hyperplanes);
/// 2. the solver's values satisfy every required constraint (1e-6);
/// 3. a refusal names at least one conflicting constraint, all of them required and held;
/// 4. the weighted error `Σ weight · violation` of the solver's values equals the minimum the
///    reference finds over all feasible vertices (a piecewise-linear convex objective over a
///    polyhedron whose arrangement is pointed is minimized at one of its vertices).
@Suite struct RandomizedReferenceTests {
  /// `Σ coefficients · x + constant (relation) 0`, required when `weight` is nil.
  struct Linear {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var weight: Double?

    func value(_ x: [Double]) -> Double {
      zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
    }
    func violation(_ x: [Double]) -> Double {
      let v = value(x)
      switch relation {
      case .equal: return abs(v)
      case .lessThanOrEqual: return max(0, v)
      case .greaterThanOrEqual: return max(0, -v)
      }
    }
  }

  /// SplitMix64: a seeded generator, so every run checks the same systems.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Solves the square system `rows · x = rhs` by Gaussian elimination, nil when singular.
  static func solveSquare(_ rows: [[Double]], _ rhs: [Double]) -> [Double]? {
    let n = rhs.count
    var a = rows
    var b = rhs
    for col in 0..<n {
      guard let p = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }),
        abs(a[p][col]) > 1e-9
      else { return nil }
      a.swapAt(col, p)
      b.swapAt(col, p)
      for r in 0..<n where r != col {
        let f = a[r][col] / a[col][col]
        if f == 0 { continue }
        for c in col..<n { a[r][c] -= f * a[col][c] }
        b[r] -= f * b[col]
      }
    }
    return (0..<n).map { b[$0] / a[$0][$0] }
  }

  /// The minimum weighted error over points satisfying the required constraints, or nil when
  /// they have no common point.
  static func reference(_ system: [Linear], variables n: Int) -> Double? {
    var best: Double?
    var choice = [Int](repeating: 0, count: n)
    func visit(_ depth: Int, _ start: Int) {
      if depth == n {
        let rows = choice.map { system[$0].coefficients }
        let rhs = choice.map { -system[$0].constant }
        guard let x = solveSquare(rows, rhs) else { return }
        for c in system where c.weight == nil && c.violation(x) > 1e-7 { return }
        let cost = system.reduce(0.0) { $0 + ($1.weight ?? 0) * $1.violation(x) }
        if best == nil || cost < best! { best = cost }
        return
      }
      guard start < system.count else { return }
      for i in start..<system.count {
        choice[depth] = i
        visit(depth + 1, i + 1)
      }
    }
    visit(0, 0)
    return best
  }

  static func randomLinear(_ n: Int, _ g: inout Generator, weight: Double?) -> Linear {
    var coefficients = (0..<n).map { _ in Double(Int.random(in: -2...2, using: &g)) }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<n, using: &g)] = 1 }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    return Linear(
      coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &g)),
      relation: relations.randomElement(using: &g)!, weight: weight)
  }

  static func constraint(_ linear: Linear, _ xs: [Variable]) -> Constraint {
    let terms = zip(linear.coefficients, xs).map { Term($0.1, coefficient: $0.0) }
    let strength = linear.weight.map { Strength(weight: $0) } ?? .required
    return Constraint(
      Expression(terms, constant: linear.constant), linear.relation, strength: strength)
  }

  /// Checks the solver's values against the reference for the constraints now held.
  static func check(
    _ solver: Solver, _ xs: [Variable], _ held: [Linear], seed: UInt64, step: String
  ) {
    solver.updateVariables()
    let x = xs.map(\.value)
    for c in held where c.weight == nil {
      #expect(c.violation(x) < 1e-6, "seed \(seed) \(step): required \(c) violated at \(x)")
    }
    guard let best = reference(held, variables: xs.count) else {
      Issue.record("seed \(seed) \(step): reference found the held system infeasible")
      return
    }
    let cost = held.reduce(0.0) { $0 + ($1.weight ?? 0) * $1.violation(x) }
    #expect(
      abs(cost - best) <= 1e-6 * (1 + abs(best)),
      "seed \(seed) \(step): error \(cost) at \(x), reference minimum \(best)")
  }

  /// Both tableau forms: without dummies (the default; removals rebuild) and with kiwi's.
  @Test(arguments: 0..<300, [false, true])
  func solverMatchesReference(seed: UInt64, keepsDummies: Bool) throws {
    var g = Generator(state: seed)
    let n = Int.random(in: 2...4, using: &g)
    let xs = (0..<n).map { Variable("x\($0)") }
    let solver = Solver(keepsDummies: keepsDummies)
    var held: [(Linear, Constraint)] = []
    // Weak pins keep the optimum at a vertex.
    for j in 0..<n {
      var pin = Linear(
        coefficients: [Double](repeating: 0, count: n),
        constant: -Double(Int.random(in: -10...10, using: &g)), relation: .equal, weight: 1)
      pin.coefficients[j] = 1
      let c = Self.constraint(pin, xs)
      try solver.add(c)
      held.append((pin, c))
    }
    let weights: [Double?] = [nil, nil, nil, 2, 5, 1000]
    for k in 0..<Int.random(in: 3...7, using: &g) {
      let linear = Self.randomLinear(n, &g, weight: weights.randomElement(using: &g)!)
      let c = Self.constraint(linear, xs)
      let feasible = Self.reference(held.map(\.0) + [linear], variables: n) != nil
      do {
        try solver.add(c)
        #expect(feasible, "seed \(seed): accepted \(c) though required ones conflict")
        held.append((linear, c))
      } catch SolverError.unsatisfiable(_, let conflicting) {
        #expect(!feasible, "seed \(seed): refused \(c) though the system is feasible")
        // The explanation names held required constraints, and at least one.
        #expect(!conflicting.isEmpty, "seed \(seed): no conflicting constraint named")
        for other in conflicting {
          #expect(
            other.strength.isRequired && solver.contains(other),
            "seed \(seed): \(other) named as conflicting")
        }
      }
      Self.check(solver, xs, held.map(\.0), seed: seed, step: "add \(k)")
    }
    // An edit variable at a random strength, moved twice.
    let edited = Int.random(in: 0..<n, using: &g)
    let editWeight = [1.0, 3, 1000, 1_000_000].randomElement(using: &g)!
    try solver.addEditVariable(xs[edited], strength: Strength(weight: editWeight))
    var editLinear = Linear(
      coefficients: [Double](repeating: 0, count: n), constant: 0, relation: .equal,
      weight: editWeight)
    editLinear.coefficients[edited] = 1
    for step in 0..<2 {
      let value = Double(Int.random(in: -30...30, using: &g))
      try solver.suggestValue(value, for: xs[edited])
      editLinear.constant = -value
      Self.check(solver, xs, held.map(\.0) + [editLinear], seed: seed, step: "suggest \(step)")
    }
    // Remove up to three of the constraints beyond the pins, then the edit variable.
    for step in 0..<3 where held.count > n {
      let i = Int.random(in: n..<held.count, using: &g)
      try solver.remove(held[i].1)
      held.remove(at: i)
      Self.check(solver, xs, held.map(\.0) + [editLinear], seed: seed, step: "remove \(step)")
    }
    try solver.removeEditVariable(xs[edited])
    Self.check(solver, xs, held.map(\.0), seed: seed, step: "remove edit")
  }
}
