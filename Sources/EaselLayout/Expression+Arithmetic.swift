// Arithmetic on variables, terms, expressions and constants, building expressions:
//   let e = x + 2 * y - 8
// (see Constraint+Operators.swift for `==`, `<=`, `>=`).

extension Expression {
  /// Both expressions' terms and constants together (the solver sums repeated variables).
  func plus(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }
  /// Every coefficient and the constant times `factor`.
  func scaled(_ factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }
}

/// Sum of two linear quantities.
public func + (lhs: Variable, rhs: Variable) -> Expression {
  Expression([Term(lhs)]).plus(Expression([Term(rhs)]))
}

/// Sum of two linear quantities.
public func + (lhs: Variable, rhs: Term) -> Expression {
  Expression([Term(lhs)]).plus(Expression([rhs]))
}

/// Sum of two linear quantities.
public func + (lhs: Variable, rhs: Expression) -> Expression {
  Expression([Term(lhs)]).plus(rhs)
}

/// Sum of two linear quantities.
public func + (lhs: Variable, rhs: Double) -> Expression {
  Expression([Term(lhs)]).plus(Expression(constant: rhs))
}

/// Sum of two linear quantities.
public func + (lhs: Term, rhs: Variable) -> Expression {
  Expression([lhs]).plus(Expression([Term(rhs)]))
}

/// Sum of two linear quantities.
public func + (lhs: Term, rhs: Term) -> Expression {
  Expression([lhs]).plus(Expression([rhs]))
}

/// Sum of two linear quantities.
public func + (lhs: Term, rhs: Expression) -> Expression {
  Expression([lhs]).plus(rhs)
}

/// Sum of two linear quantities.
public func + (lhs: Term, rhs: Double) -> Expression {
  Expression([lhs]).plus(Expression(constant: rhs))
}

/// Sum of two linear quantities.
public func + (lhs: Expression, rhs: Variable) -> Expression {
  lhs.plus(Expression([Term(rhs)]))
}

/// Sum of two linear quantities.
public func + (lhs: Expression, rhs: Term) -> Expression {
  lhs.plus(Expression([rhs]))
}

/// Sum of two linear quantities.
public func + (lhs: Expression, rhs: Expression) -> Expression {
  lhs.plus(rhs)
}

/// Sum of two linear quantities.
public func + (lhs: Expression, rhs: Double) -> Expression {
  lhs.plus(Expression(constant: rhs))
}

/// Sum of two linear quantities.
public func + (lhs: Double, rhs: Variable) -> Expression {
  Expression(constant: lhs).plus(Expression([Term(rhs)]))
}

/// Sum of two linear quantities.
public func + (lhs: Double, rhs: Term) -> Expression {
  Expression(constant: lhs).plus(Expression([rhs]))
}

/// Sum of two linear quantities.
public func + (lhs: Double, rhs: Expression) -> Expression {
  Expression(constant: lhs).plus(rhs)
}

/// Difference of two linear quantities.
public func - (lhs: Variable, rhs: Variable) -> Expression {
  Expression([Term(lhs)]).plus(Expression([Term(rhs)]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Variable, rhs: Term) -> Expression {
  Expression([Term(lhs)]).plus(Expression([rhs]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Variable, rhs: Expression) -> Expression {
  Expression([Term(lhs)]).plus(rhs.scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Variable, rhs: Double) -> Expression {
  Expression([Term(lhs)]).plus(Expression(constant: rhs).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Term, rhs: Variable) -> Expression {
  Expression([lhs]).plus(Expression([Term(rhs)]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Term, rhs: Term) -> Expression {
  Expression([lhs]).plus(Expression([rhs]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Term, rhs: Expression) -> Expression {
  Expression([lhs]).plus(rhs.scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Term, rhs: Double) -> Expression {
  Expression([lhs]).plus(Expression(constant: rhs).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Expression, rhs: Variable) -> Expression {
  lhs.plus(Expression([Term(rhs)]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Expression, rhs: Term) -> Expression {
  lhs.plus(Expression([rhs]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Expression, rhs: Expression) -> Expression {
  lhs.plus(rhs.scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Expression, rhs: Double) -> Expression {
  lhs.plus(Expression(constant: rhs).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Double, rhs: Variable) -> Expression {
  Expression(constant: lhs).plus(Expression([Term(rhs)]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Double, rhs: Term) -> Expression {
  Expression(constant: lhs).plus(Expression([rhs]).scaled(-1))
}

/// Difference of two linear quantities.
public func - (lhs: Double, rhs: Expression) -> Expression {
  Expression(constant: lhs).plus(rhs.scaled(-1))
}

/// Scales by a constant.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)]).scaled(rhs) }

/// Scales by a constant.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)]).scaled(lhs) }

/// Divides by a constant.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)]).scaled(1 / rhs) }

/// Negates.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand)]).scaled(-1) }

/// Scales by a constant.
public func * (lhs: Term, rhs: Double) -> Expression { Expression([lhs]).scaled(rhs) }

/// Scales by a constant.
public func * (lhs: Double, rhs: Term) -> Expression { Expression([rhs]).scaled(lhs) }

/// Divides by a constant.
public func / (lhs: Term, rhs: Double) -> Expression { Expression([lhs]).scaled(1 / rhs) }

/// Negates.
public prefix func - (operand: Term) -> Expression { Expression([operand]).scaled(-1) }

/// Scales by a constant.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(rhs) }

/// Scales by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(lhs) }

/// Divides by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(1 / rhs) }

/// Negates.
public prefix func - (operand: Expression) -> Expression { operand.scaled(-1) }
