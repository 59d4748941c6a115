import Testing

@testable import EaselLayout

/// Removing constraints (in place, or by the lazy rebuild for required equalities), reset,
/// and determinism.
@Suite struct SolverRemovalTests {
  @Test(arguments: [false, true])
  func removingARequiredEqualityFreesItsVariable(keepsDummies: Bool) throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver(keepsDummies: keepsDummies)
    let pin: Constraint = x == 10
    try solver.add(pin)
    try solver.add(y == x + 5)
    try solver.add((x == 1) | .weak)
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 15)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(abs(x.value - 1) < 1e-9 && abs(y.value - 6) < 1e-9)
    try solver.add(x == 20)
    solver.updateVariables()
    #expect(abs(y.value - 25) < 1e-9)
  }

  @Test func manyRemovalsThenOneUpdate() throws {
    let xs = (0..<50).map { Variable("x\($0)") }
    let solver = Solver()
    var pins: [Constraint] = []
    for (i, x) in xs.enumerated() {
      let pin: Constraint = x == Double(i)
      pins.append(pin)
      try solver.add(pin)
      try solver.add((x == -1) | .weak)
    }
    for pin in pins where Int(pin.expression.constant) % 2 == 0 { try solver.remove(pin) }
    solver.updateVariables()
    for (i, x) in xs.enumerated() {
      #expect(abs(x.value - (i % 2 == 0 ? -1 : Double(i))) < 1e-9, "x\(i)")
    }
  }

  @Test func suggestedValuesSurviveARebuild() throws {
    let width = Variable("width")
    let half = Variable("half")
    let solver = Solver()
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(300, for: width)
    let split: Constraint = half * 2 == width
    try solver.add(split)
    solver.updateVariables()
    #expect(abs(half.value - 150) < 1e-9)
    try solver.remove(split)
    try solver.add(half * 3 == width)
    try solver.suggestValue(600, for: width)
    solver.updateVariables()
    #expect(abs(width.value - 600) < 1e-9 && abs(half.value - 200) < 1e-9)
  }

  @Test func removingAnEditVariableDropsItsPull() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add((x == 5) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(40, for: x)
    solver.updateVariables()
    #expect(abs(x.value - 40) < 1e-9)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(abs(x.value - 5) < 1e-9)
  }

  @Test func resetForgetsEverything() throws {
    let x = Variable("x")
    let c: Constraint = x == 3
    let solver = Solver()
    try solver.add(c)
    try solver.addEditVariable(x, strength: .weak)
    solver.reset()
    #expect(!solver.contains(c) && !solver.hasEditVariable(x) && solver.constraintCount == 0)
    try solver.add(c)
    solver.updateVariables()
    #expect(x.value == 3)
  }

  @Test func constraintsListsWhatIsHeldInOrderOfAdding() throws {
    let x = Variable("x")
    let y = Variable("y")
    let a: Constraint = x == 3
    let b: Constraint = y >= x + 1
    let c: Constraint = (y == 10) | .weak
    let solver = Solver()
    for constraint in [c, a, b] { try solver.add(constraint) }
    try solver.remove(a)
    #expect(solver.constraints == [c, b])
    try solver.add(a)
    #expect(solver.constraints == [c, b, a])
  }

  /// A chain of equally weighted views: many optimal solutions, so the tie-breaking rules
  /// decide; two solvers given the same calls must agree exactly.
  @Test func sameCallsGiveTheSameSolution() throws {
    func solve() throws -> ([Double], String) {
      let solver = Solver()
      let width = Variable("W")
      let lefts = (0..<30).map { Variable("l\($0)") }
      let widths = (0..<30).map { Variable("w\($0)") }
      try solver.addEditVariable(width, strength: .strong)
      try solver.add(lefts[0] == 8)
      for i in 0..<30 {
        try solver.add((widths[i] == 20) | .medium)
        try solver.add(widths[i] >= 0)
        if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
      }
      try solver.add(lefts[29] + widths[29] + 8 == width)
      try solver.suggestValue(900, for: width)
      solver.updateVariables()
      return ((lefts + widths).map(\.value), solver.debugDescription)
    }
    let (first, dump) = try solve()
    let (second, again) = try solve()
    #expect(first == second)
    #expect(dump == again)
  }

  /// Both tableau forms solve a pinned chain alike.
  @Test func dummiesChangeNoValue() throws {
    func solve(_ keepsDummies: Bool) throws -> [Double] {
      let solver = Solver(keepsDummies: keepsDummies)
      let xs = (0..<40).map { Variable("x\($0)") }
      try solver.add(xs[0] == 0)
      for i in 1..<40 {
        try solver.add(xs[i] >= xs[i - 1] + 10)
        try solver.add((xs[i] == xs[i - 1]) | .weak)
      }
      try solver.add((xs[39] == 1000) | .strong)
      solver.updateVariables()
      return xs.map(\.value)
    }
    let plain = try solve(false)
    let kiwiLike = try solve(true)
    #expect(zip(plain, kiwiLike).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(abs(plain[39] - 1000) < 1e-9)
  }
}
