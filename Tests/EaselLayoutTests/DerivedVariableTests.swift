import Testing

@testable import EaselLayout

/// Required equalities in new variables kept as definitions (`Tableau+Derived.swift`): the
/// same optimum as a tableau that derives nothing, rows that stay short along chains, and
/// definitions that are expanded once however many paths lead to them.
@Suite struct DerivedVariableTests {
  typealias Linear = RandomizedReferenceTests.Linear
  typealias Generator = RandomizedReferenceTests.Generator

  /// The number of entries in the tableau's rows.
  static func entries(_ solver: Solver) -> Int {
    solver.tableau.rows.reduce(0) { $0 + $1.count }
  }

  /// The random systems of `RandomizedReferenceTests` with the weak pins added last, so the
  /// required equalities meet new variables and become definitions. Before the pins, a
  /// refusal must match the reference's infeasibility and the required constraints must hold;
  /// after them, the weighted error must be the reference's minimum through edits and
  /// removals. Over all seeds, definitions must have been made.
  @Test func definitionsMatchReference() throws {
    var seedsThatDerived = 0
    for seed: UInt64 in 0..<300 {
      var g = Generator(state: seed &+ 1000)
      let n = Int.random(in: 2...4, using: &g)
      let xs = (0..<n).map { Variable("x\($0)") }
      let solver = Solver()
      var pins: [Linear] = []
      for j in 0..<n {
        var pin = Linear(
          coefficients: [Double](repeating: 0, count: n),
          constant: -Double(Int.random(in: -10...10, using: &g)), relation: .equal, weight: 1)
        pin.coefficients[j] = 1
        pins.append(pin)
      }
      var held: [(Linear, Constraint)] = []
      let weights: [Double?] = [nil, nil, nil, nil, 5, 1000]
      for k in 0..<Int.random(in: 2...6, using: &g) {
        let linear = RandomizedReferenceTests.randomLinear(
          n, &g, weight: weights.randomElement(using: &g)!)
        let c = RandomizedReferenceTests.constraint(linear, xs)
        // The pins make the arrangement pointed; they cannot make it infeasible.
        let feasible =
          RandomizedReferenceTests.reference(held.map(\.0) + pins + [linear], variables: n) != nil
        do {
          try solver.add(c)
          #expect(feasible, "seed \(seed): accepted \(c) though required ones conflict")
          held.append((linear, c))
        } catch SolverError.unsatisfiable(_, let conflicting) {
          #expect(!feasible, "seed \(seed): refused \(c) though the system is feasible")
          for other in conflicting {
            #expect(other.strength.isRequired && solver.contains(other))
          }
        }
        solver.updateVariables()
        let x = xs.map(\.value)
        for (linear, _) in held where linear.weight == nil {
          #expect(linear.violation(x) < 1e-6, "seed \(seed) add \(k): \(linear) violated")
        }
      }
      if !solver.tableau.derivations.isEmpty { seedsThatDerived += 1 }
      for pin in pins {
        let c = RandomizedReferenceTests.constraint(pin, xs)
        try solver.add(c)
        held.append((pin, c))
      }
      RandomizedReferenceTests.check(solver, xs, held.map(\.0), seed: seed, step: "pins")
      let edited = Int.random(in: 0..<n, using: &g)
      try solver.addEditVariable(xs[edited], strength: .strong)
      var edit = Linear(
        coefficients: [Double](repeating: 0, count: n), constant: 0, relation: .equal,
        weight: Strength.strong.weight)
      edit.coefficients[edited] = 1
      for step in 0..<2 {
        let value = Double(Int.random(in: -30...30, using: &g))
        try solver.suggestValue(value, for: xs[edited])
        edit.constant = -value
        RandomizedReferenceTests.check(
          solver, xs, held.map(\.0) + [edit], seed: seed, step: "suggest \(step)")
      }
      for step in 0..<2 where held.count > n {
        let i = Int.random(in: 0..<(held.count - n), using: &g)
        try solver.remove(held[i].1)
        held.remove(at: i)
        RandomizedReferenceTests.check(
          solver, xs, held.map(\.0) + [edit], seed: seed, step: "remove \(step)")
      }
    }
    #expect(seedsThatDerived >= 80, "only \(seedsThatDerived) of 300 seeds made a definition")
  }

  /// Chains in new variables, with soft and required widths, edits, and removals of
  /// definitions: the same weighted error as a kiwi-like tableau (dummies, no definitions)
  /// given the same calls, after every call.
  @Test(arguments: 0..<8)
  func chainsMatchTheDummyTableau(seed: UInt64) throws {
    var g = Generator(state: seed &+ 5000)
    let n = 30
    let width = Variable("W")
    let lefts = (0..<n).map { Variable("l\($0)") }
    let widths = (0..<n).map { Variable("w\($0)") }
    let xs = [width] + lefts + widths
    let plain = Solver()
    let kiwiLike = Solver(keepsDummies: true)
    var held: [(Linear, Constraint)] = []
    func linear(
      _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ w: Double?
    ) -> Linear {
      var coefficients = [Double](repeating: 0, count: xs.count)
      for (v, c) in terms { coefficients[xs.firstIndex(of: v)!] += c }
      return Linear(coefficients: coefficients, constant: constant, relation: relation, weight: w)
    }
    func add(_ l: Linear) throws {
      let c = RandomizedReferenceTests.constraint(l, xs)
      try plain.add(c)
      try kiwiLike.add(c)
      held.append((l, c))
    }
    var edit = linear([(width, 1)], 0, .equal, Strength.strong.weight)
    func compare(_ step: String) {
      let all = held.map(\.0) + [edit]
      let a = IncrementalConsistencyTests.cost(plain, xs, all, "seed \(seed) \(step)")
      let b = IncrementalConsistencyTests.cost(kiwiLike, xs, all, "seed \(seed) \(step) (kiwi)")
      #expect(abs(a - b) <= 1e-6 * (1 + abs(b)), "seed \(seed) \(step): \(a) against \(b)")
    }
    try add(linear([(lefts[0], 1)], -8, .equal, nil))
    for i in 0..<n {
      let soft = Bool.random(using: &g)
      try add(linear([(widths[i], 1)], -20, .equal, soft ? Strength.medium.weight : nil))
      if soft { try add(linear([(widths[i], 1)], 0, .greaterThanOrEqual, nil)) }
      if i > 0 {
        try add(linear([(lefts[i], 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -8, .equal, nil))
      }
    }
    try plain.addEditVariable(width, strength: .strong)
    try kiwiLike.addEditVariable(width, strength: .strong)
    try add(linear([(lefts[n - 1], 1), (widths[n - 1], 1), (width, -1)], 8, .equal, nil))
    #expect(!plain.tableau.derivations.isEmpty)
    compare("built")
    for step in 0..<12 {
      if Bool.random(using: &g) {
        let value = Double(Int.random(in: 0...1200, using: &g))
        try plain.suggestValue(value, for: width)
        try kiwiLike.suggestValue(value, for: width)
        edit.constant = -value
      } else {
        let i = Int.random(in: 0..<held.count, using: &g)
        try plain.remove(held[i].1)
        try kiwiLike.remove(held[i].1)
        held.remove(at: i)
      }
      compare("step \(step)")
    }
  }

  /// A chain of soft widths keeps O(N) entries in the tableau (as rows, view i's position
  /// would hold the error symbols of every view before it: about N² entries).
  @Test func softChainRowsStayShort() throws {
    let n = 400
    let solver = Solver()
    let width = Variable("W")
    let lefts = (0..<n).map { Variable("l\($0)") }
    let widths = (0..<n).map { Variable("w\($0)") }
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(Double(n) * 28 + 8 + 50, for: width)
    try solver.add(lefts[0] == 8)
    for i in 0..<n {
      try solver.add((widths[i] == 20) | .medium)
      try solver.add(widths[i] >= 0)
      if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
    }
    try solver.add(lefts[n - 1] + widths[n - 1] + 8 == width)
    #expect(solver.tableau.derivations.count == n)
    #expect(Self.entries(solver) < 12 * n, "\(Self.entries(solver)) entries")
    solver.updateVariables()
    #expect(abs(lefts[n - 1].value + widths[n - 1].value + 8 - width.value) < 1e-6)
    let stretched = widths.map { abs($0.value - 20) }.reduce(0, +)
    #expect(abs(stretched - 50) < 1e-6)
    for i in 1..<n {
      #expect(abs(lefts[i].value - lefts[i - 1].value - widths[i - 1].value - 8) < 1e-6)
    }
  }

  /// Definitions whose paths multiply (each level refers to both variables of the level
  /// before: 2⁶⁰ paths) are expanded once each, and evaluate right.
  @Test func sharedDefinitionsExpandOnce() throws {
    let solver = Solver()
    var a = Variable("a0")
    var b = Variable("b0")
    let a0 = a
    let b0 = b
    for i in 1...60 {
      let nextA = Variable("a\(i)")
      let nextB = Variable("b\(i)")
      try solver.add(nextA == 0.5 * a + 0.5 * b + 1)
      try solver.add(nextB == 0.5 * a + 0.5 * b - 1)
      a = nextA
      b = nextB
    }
    // a60 = (a0 + b0) / 2 + 1 and b60 = a60 - 2.
    try solver.add(a == 101)
    try solver.add(a0 == b0 + 10)
    solver.updateVariables()
    #expect(abs(a0.value - 105) < 1e-6)
    #expect(abs(b0.value - 95) < 1e-6)
    #expect(abs(a.value - 101) < 1e-6)
    #expect(abs(b.value - 99) < 1e-6)
  }

  /// An edit variable on a derived variable, and the dump's definitions.
  @Test func derivedVariablesCanBeEditedAndAreDumped() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(y == x + 10)
    try solver.add(z == 2 * y)
    try solver.add(x >= 0)
    try solver.addEditVariable(z, strength: .strong)
    try solver.suggestValue(60, for: z)
    solver.updateVariables()
    #expect(abs(x.value - 20) < 1e-9 && abs(y.value - 30) < 1e-9 && abs(z.value - 60) < 1e-9)
    try solver.suggestValue(4, for: z)
    solver.updateVariables()
    #expect(abs(x.value) < 1e-9 && abs(z.value - 20) < 1e-9)
    let dump = solver.debugDescription
    #expect(dump.contains("Derived\n  y = 10.0 + 1.0 * x\n  z = 0.0 + 2.0 * y\n"), "\(dump)")
  }
}
