// Comparisons that build required constraints from linear quantities:
//   let c = (x + 8 == y).strength(.strong)      // or `(x + 8 == y) | .strong`
// `Variable == Variable` is also identity (Equatable); it builds a constraint where the
// context asks for one (`solver.add(x == y)`, `let c: Constraint = x == y`).

/// A required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([Term(rhs)]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([rhs]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(rhs.scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression(constant: rhs).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([Term(rhs)]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([rhs]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression([lhs]).plus(rhs.scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression(constant: rhs).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs.plus(Expression([Term(rhs)]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs.plus(Expression([rhs]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs.plus(rhs.scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs.plus(Expression(constant: rhs).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs).plus(Expression([Term(rhs)]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs).plus(Expression([rhs]).scaled(-1)), .equal)
}

/// A required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs).plus(rhs.scaled(-1)), .equal)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([Term(rhs)]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([rhs]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(rhs.scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression(constant: rhs).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([Term(rhs)]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([rhs]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression([lhs]).plus(rhs.scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression(constant: rhs).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs.plus(Expression([Term(rhs)]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs.plus(Expression([rhs]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs.plus(rhs.scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs.plus(Expression(constant: rhs).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs).plus(Expression([Term(rhs)]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs).plus(Expression([rhs]).scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs).plus(rhs.scaled(-1)), .lessThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([Term(rhs)]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(Expression([rhs]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression([Term(lhs)]).plus(rhs.scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(
    Expression([Term(lhs)]).plus(Expression(constant: rhs).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([Term(rhs)]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression([rhs]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(Expression([lhs]).plus(rhs.scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(Expression([lhs]).plus(Expression(constant: rhs).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs.plus(Expression([Term(rhs)]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs.plus(Expression([rhs]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs.plus(rhs.scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs.plus(Expression(constant: rhs).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(
    Expression(constant: lhs).plus(Expression([Term(rhs)]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(Expression(constant: lhs).plus(Expression([rhs]).scaled(-1)), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs).plus(rhs.scaled(-1)), .greaterThanOrEqual)
}
