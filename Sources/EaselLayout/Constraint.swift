/// How a constraint's expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear constraint `expression (<= | == | >=) 0` at a strength. Identity is the object:
/// two constraints written alike are two constraints.
public final class Constraint: Hashable, CustomStringConvertible {
  /// The left side minus the right side.
  public let expression: Expression
  /// How the expression relates to zero.
  public let relation: Relation
  /// How much it matters.
  public let strength: Strength
  /// The caller's handle (for example the `NSLayoutConstraint`), echoed in errors and dumps.
  public var tag: AnyHashable?

  /// Makes `expression relation 0` at `strength`.
  public init(
    _ expression: Expression, _ relation: Relation, strength: Strength = .required,
    tag: AnyHashable? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.tag = tag
  }

  /// The same constraint at another strength (a new object).
  public func strength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength, tag: tag)
  }

  /// The same constraint at a UIKit priority (1…1000; a new object).
  public func priority(_ priority: Float) -> Constraint {
    strength(Strength(uikitPriority: priority))
  }

  /// Constraints are equal only when they are the same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// `x + -1 * y + 8 == 0 | strong`, with the tag when there is one.
  public var description: String {
    var text = "\(expression) \(relation) 0 | \(strength)"
    if let tag { text += " [\(tag)]" }
    return text
  }
}

/// Sets a constraint's strength: `(x == y) | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  constraint.strength(strength)
}

/// What the solver refuses, carrying the constraint or variable at fault.
/// It is `@unchecked Sendable` because it carries the solver's (non-Sendable) objects for the
/// caller to read; do not share them across threads.
public enum SolverError: Error, @unchecked Sendable, CustomStringConvertible {
  /// A required constraint cannot hold with the required ones already added; `conflicting`
  /// is a best-effort list of the required constraints it fights.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case requiredEditVariable(Variable)
  /// A coefficient, constant or suggested value is not finite or is larger in magnitude than
  /// `Solver.largestValue`: the simplex's arithmetic would overflow into infinities and NaNs.
  case valueOutOfRange(Constraint?, Double)

  /// One line saying what went wrong and with what.
  public var description: String {
    switch self {
    case .unsatisfiable(let c, let others):
      others.isEmpty
        ? "unsatisfiable constraint: \(c)"
        : "unsatisfiable constraint: \(c); conflicts with: "
          + others.map(\.description).joined(separator: "; ")
    case .duplicateConstraint(let c): "duplicate constraint: \(c)"
    case .unknownConstraint(let c): "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): "unknown edit variable: \(v)"
    case .requiredEditVariable(let v): "edit variable cannot be required: \(v)"
    case .valueOutOfRange(let c, let value):
      "value out of range (\(value)); the solver takes finite values up to 1e18"
        + (c.map { " in constraint: \($0)" } ?? "")
    }
  }
}
