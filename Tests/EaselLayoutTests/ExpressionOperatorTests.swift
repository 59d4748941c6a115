import Testing

@testable import EaselLayout

/// The operators build the expressions and constraints they spell.
@Suite struct ExpressionOperatorTests {
  /// Sums coefficients per variable, to compare expressions regardless of term order.
  func coefficients(_ e: Expression) -> [ObjectIdentifier: Double] {
    var sums: [ObjectIdentifier: Double] = [:]
    for t in e.terms { sums[ObjectIdentifier(t.variable), default: 0] += t.coefficient }
    return sums.filter { $0.value != 0 }
  }

  @Test func arithmeticCombinesTermsAndConstants() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x - y / 4 + 8 - (x - 3) * 0.5
    #expect(coefficients(e) == [ObjectIdentifier(x): 1.5, ObjectIdentifier(y): -0.25])
    #expect(e.constant == 9.5)
    let negated = -(x + 1)
    #expect(coefficients(negated) == [ObjectIdentifier(x): -1] && negated.constant == -1)
    let term = Term(y, coefficient: 3)
    let mixed = term + x - 2
    #expect(coefficients(mixed) == [ObjectIdentifier(x): 1, ObjectIdentifier(y): 3])
    #expect(mixed.constant == -2)
  }

  @Test func comparisonsMoveEverythingToTheLeft() {
    let x = Variable("x")
    let y = Variable("y")
    let c = x + 8 <= y * 2
    #expect(c.relation == .lessThanOrEqual && c.strength == .required)
    #expect(coefficients(c.expression) == [ObjectIdentifier(x): 1, ObjectIdentifier(y): -2])
    #expect(c.expression.constant == 8)
    let d = 10 >= x
    #expect(d.relation == .greaterThanOrEqual && d.expression.constant == 10)
    #expect(coefficients(d.expression) == [ObjectIdentifier(x): -1])
    let e: Constraint = x == y
    #expect(e.relation == .equal && coefficients(e.expression).count == 2)
  }

  @Test func strengthsAreSetByBarAndPriority() {
    let x = Variable("x")
    let c = (x == 1) | .strong
    #expect(c.strength == .strong && c.relation == .equal)
    #expect((x >= 0).priority(1000).strength.isRequired)
    #expect((x >= 0).priority(250).strength == Strength(uikitPriority: 250))
    #expect((x >= 0).strength(.weak).strength == .weak)
  }

  @Test func strengthsClipLikeKiwi() {
    #expect(Strength.create(2000, 0, 0) == Strength.create(1000, 0, 0))
    #expect(Strength.create(1, 2, 3).weight == 1_002_003)
    #expect(Strength.create(1, 0, 0, weight: 2) == Strength(weight: 2_000_000))
    #expect(Strength.strong > .medium && Strength.medium > .weak)
    #expect(Strength.create(1000, 1000, 1000) == .required)
    #expect(!Strength.strong.isRequired && Strength.required.isRequired)
    #expect(Strength(weight: 1e12) == .required)
  }

  @Test func uikitPrioritiesMapAsDocumented() {
    #expect(abs(Strength(uikitPriority: 999).weight - 1e9) < 1)
    // 10^(500/111) ≈ 31 956.
    let ratio = Strength(uikitPriority: 750).weight / Strength(uikitPriority: 250).weight
    #expect(ratio > 31_950 && ratio < 31_960)
    #expect(Strength(uikitPriority: 0).weight == 1)
    #expect(Strength(uikitPriority: 1200).isRequired)
  }

  @Test func descriptionsNameVariablesAndStrength() {
    let x = Variable("x")
    let c = (x + 8 >= 0) | .weak
    #expect(c.description == "x + 8.0 >= 0 | weak")
    c.tag = "leading"
    #expect(SolverError.unknownConstraint(c).description.contains("[leading]"))
    #expect(Expression().description == "0.0")
    let y = Variable("y")
    #expect((-x + 2 * y - 3).description == "-x + 2.0 * y - 3.0")
  }
}
