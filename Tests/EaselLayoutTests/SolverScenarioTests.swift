import Testing

@testable import EaselLayout

/// kiwi's test scenarios, told again in our own words.
@Suite struct SolverScenarioTests {
  @Test func simpleEqualitiesSolve() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x + 8 == y)
    try solver.add(x == 12)
    solver.updateVariables()
    #expect(x.value == 12)
    #expect(y.value == 20)
  }

  /// Room reserved for fewer constraints and variables than come still holds them all.
  /// Hostile numbers (a document's 1e308-point spacing, NaN) are refused at the door with a
  /// typed error, not left to overflow the simplex into an "unbounded" trap; the solver goes
  /// on solving what it holds.
  @Test(arguments: [1e300, -1e300, Double.nan, Double.infinity, 2e18])
  func valuesOutOfRangeAreRefused(_ value: Double) throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x == 10)
    #expect(throws: SolverError.self) { try solver.add(y == x + value) }
    #expect(throws: SolverError.self) { try solver.add(value * x <= 5) }
    try solver.add(y == x + 5)
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.self) { try solver.suggestValue(value, for: x) }
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 15)
  }

  @Test func reservedCapacityIsOnlyAHint() throws {
    let xs = (0..<20).map { Variable("x\($0)") }
    let solver = Solver()
    solver.reserveCapacity(constraints: 4, variables: 2)
    try solver.add(xs[0] == 1)
    for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 2) }
    solver.updateVariables()
    #expect(solver.constraints.count == 20)
    #expect(abs(xs[19].value - 39) < 1e-9)
  }

  @Test func inequalitiesBindAtTheirBound() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x == 0) | .weak)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    try solver.add(x <= 5 + 10)
    try solver.add((x == 40) | .medium)
    solver.updateVariables()
    #expect(abs(x.value - 15) < 1e-9)
  }

  @Test func strongerConstraintWins() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add((x == 10) | .weak)
    try solver.add((x == 20) | .strong)
    try solver.add((x == 30) | .medium)
    solver.updateVariables()
    #expect(abs(x.value - 20) < 1e-9)
  }

  @Test func equalStrengthsSplitByWeight() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add((x == 10) | .create(0, 1, 0, weight: 1))
    try solver.add((x == 20) | .create(0, 2, 0))
    solver.updateVariables()
    #expect(abs(x.value - 20) < 1e-9)
  }

  @Test func editVariablesAreManaged() throws {
    let v = Variable("v")
    let solver = Solver()
    #expect(!solver.hasEditVariable(v))
    try solver.addEditVariable(v, strength: .weak)
    #expect(solver.hasEditVariable(v))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v, strength: .medium) }
    try solver.removeEditVariable(v)
    #expect(!solver.hasEditVariable(v))
    #expect(throws: SolverError.self) { try solver.removeEditVariable(v) }
    #expect(throws: SolverError.self) { try solver.suggestValue(1, for: v) }
    #expect(throws: SolverError.self) { try solver.addEditVariable(v, strength: .required) }
  }

  @Test func suggestedValuesAreFollowed() throws {
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver()
    try solver.addEditVariable(a, strength: .medium)
    try solver.add(a + b == 0)
    try solver.suggestValue(2, for: a)
    solver.updateVariables()
    #expect(abs(a.value - 2) < 1e-9 && abs(b.value + 2) < 1e-9)
    try solver.addEditVariable(b, strength: .strong)
    try solver.suggestValue(10, for: b)
    solver.updateVariables()
    #expect(abs(a.value + 10) < 1e-9 && abs(b.value - 10) < 1e-9)
  }

  /// The classic "midpoint" example: xm stays between xl and xr within bounds.
  @Test func infeasibleEditsAreResolvedByTheDualSimplex() throws {
    let left = Variable("left")
    let middle = Variable("middle")
    let right = Variable("right")
    let solver = Solver()
    try solver.addEditVariable(middle, strength: .strong)
    try solver.addEditVariable(left, strength: .weak)
    try solver.addEditVariable(right, strength: .weak)
    try solver.add(2 * middle == left + right)
    try solver.add(left + 20 <= right)
    try solver.add(left >= -10)
    try solver.add(right <= 100)
    try solver.suggestValue(40, for: middle)
    try solver.suggestValue(50, for: right)
    try solver.suggestValue(30, for: left)
    solver.updateVariables()
    #expect(abs(left.value - 30) < 1e-9 && abs(middle.value - 40) < 1e-9)
    #expect(abs(right.value - 50) < 1e-9)
    // Both weak pulls cannot hold: any split of the 40 between them is optimal.
    try solver.suggestValue(60, for: middle)
    solver.updateVariables()
    #expect(abs(middle.value - 60) < 1e-9 && abs(left.value + right.value - 120) < 1e-9)
    #expect(abs(abs(left.value - 30) + abs(right.value - 50) - 40) < 1e-9)
    // right <= 100 now binds: the dual simplex must leave that vertex feasible.
    try solver.suggestValue(90, for: middle)
    solver.updateVariables()
    #expect(abs(left.value - 80) < 1e-9 && abs(middle.value - 90) < 1e-9)
    #expect(abs(right.value - 100) < 1e-9)
  }

  @Test func constraintsAreManaged() throws {
    let x = Variable("x")
    let c: Constraint = x + 1 >= 0
    let solver = Solver()
    #expect(!solver.contains(c))
    try solver.add(c)
    #expect(solver.contains(c))
    #expect(throws: SolverError.self) { try solver.add(c) }
    try solver.remove(c)
    #expect(!solver.contains(c))
    #expect(throws: SolverError.self) { try solver.remove(c) }
  }

  @Test func conflictingRequiredConstraintIsRefused() throws {
    let x = Variable("x")
    let solver = Solver()
    let ten: Constraint = x == 10
    try solver.add(ten)
    let twenty: Constraint = x == 20
    do {
      try solver.add(twenty)
      Issue.record("x == 20 was accepted beside x == 10")
    } catch SolverError.unsatisfiable(let culprit, let conflicting) {
      #expect(culprit === twenty)
      #expect(conflicting.count == 1 && conflicting.first === ten)
    }
    #expect(!solver.contains(twenty))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func conflictingInequalitiesAreRefusedAndLeaveTheSolverUsable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let low: Constraint = x >= 10
    try solver.add(low)
    try solver.add(y == x + 5)
    let cap: Constraint = x + 0 <= 5
    do {
      try solver.add(cap)
      Issue.record("x <= 5 was accepted beside x >= 10")
    } catch SolverError.unsatisfiable(_, let conflicting) {
      #expect(conflicting.contains { $0 === low })
    }
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9 && abs(y.value - 15) < 1e-9)
    try solver.add((x == 30) | .strong)
    solver.updateVariables()
    #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 35) < 1e-9)
  }

  @Test func removalRestoresTheEarlierSolution() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add((x == 10) | .weak)
    try solver.add(y == 2 * x)
    solver.updateVariables()
    #expect(abs(y.value - 20) < 1e-9)
    let strong = (x == 50) | .strong
    try solver.add(strong)
    let cap: Constraint = y <= 60
    try solver.add(cap)
    solver.updateVariables()
    #expect(abs(x.value - 30) < 1e-9 && abs(y.value - 60) < 1e-9)
    try solver.remove(cap)
    solver.updateVariables()
    #expect(abs(x.value - 50) < 1e-9)
    try solver.remove(strong)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9 && abs(y.value - 20) < 1e-9)
  }

  @Test func unknownVariablesReadZero() {
    let solver = Solver()
    let x = Variable("x")
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func manyConstraintsStayConsistent() throws {
    let solver = Solver()
    let xs = (0..<200).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    for i in xs.indices {
      let c: Constraint = i == 0 ? xs[i] == 5 : xs[i] == xs[i - 1] + 1
      constraints.append(c)
      try solver.add(c)
    }
    solver.updateVariables()
    #expect(abs(xs[199].value - 204) < 1e-6)
    try solver.remove(constraints[0])
    try solver.add((xs[0] == 100) | .medium)
    solver.updateVariables()
    #expect(abs(xs[199].value - 299) < 1e-6)
    for c in constraints.dropFirst() { try solver.remove(c) }
    solver.updateVariables()
    #expect(abs(xs[0].value - 100) < 1e-6)
    #expect(solver.constraintCount == 1)
  }

  @Test func dumpNamesRowsAndConstraints() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(x >= 3)
    let dump = solver.debugDescription
    #expect(dump.contains("x = 3.0"))
    #expect(dump.contains("Constraints"))
  }

  @Test func twoPartNamesJoinInDumps() throws {
    let x = Variable("label", ".minX")
    #expect(x.name == "label.minX" && x.description == "label.minX")
    let solver = Solver()
    try solver.add(x >= 3)
    #expect(solver.debugDescription.contains("label.minX = 3.0"))
  }

  @Test func uikitPrioritiesAreOrdered() {
    #expect(Strength(uikitPriority: 1000) == .required)
    #expect(Strength(uikitPriority: 999) > Strength(uikitPriority: 998))
    #expect(Strength(uikitPriority: 999) < .required)
    #expect(Strength(uikitPriority: 251) > Strength(uikitPriority: 250))
  }
}
