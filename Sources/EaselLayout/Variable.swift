/// A solver variable: an unknown of the linear system. Identity is the object.
///
/// `value` is written by `Solver.updateVariables()`; a variable no solver knows reads 0.
public final class Variable: Hashable, CustomStringConvertible {
  /// A name for dumps and error messages; it plays no part in solving.
  public var name: String { suffix.map { base + $0.description } ?? base }
  /// The name, or its first part when it is made of two (joined only when asked for: a
  /// layout engine names thousands of variables `view + ".minX"` and rarely prints one).
  private let base: String
  private let suffix: StaticString?
  /// The value the last `Solver.updateVariables()` gave it (0 before).
  @exclusivity(unchecked) public internal(set) var value: Double = 0
  /// The tableau that last looked the variable up, and its slot there (`Tableau.slot(of:)`).
  /// Only the solver's tableaus touch them, never while another access is under way, so
  /// they skip the run-time exclusivity checks (as `value` does: solvers write it in bulk).
  @exclusivity(unchecked) var registrar: TableauToken?
  @exclusivity(unchecked) var registeredSlot: Int32 = 0

  /// Makes a variable named `name` (for dumps only).
  public init(_ name: String = "") {
    base = name
    suffix = nil
  }

  /// Makes a variable named `base` followed by `suffix` (for dumps only).
  public init(_ base: String, _ suffix: StaticString) {
    self.base = base
    self.suffix = suffix
  }

  /// Variables are equal only when they are the same object.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The name, or `v` and the object's address when unnamed.
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
  }
}

/// A variable multiplied by a coefficient.
public struct Term: CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor it is multiplied by.
  public var coefficient: Double

  /// Makes `coefficient · variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
  /// `c * name`, or just the name when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
  }
}

/// A linear expression: Σ coefficient · variable + constant.
public struct Expression: CustomStringConvertible {
  /// The terms, in the order they were written (a variable may appear more than once).
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Makes `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
  /// The expression's value with the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }
  /// `a - 2.0 * b + 8.0`.
  public var description: String {
    var text = ""
    func append(_ value: Double, _ name: String?) {
      let magnitude = abs(value)
      let body = name.map { magnitude == 1 ? $0 : "\(magnitude) * \($0)" } ?? "\(magnitude)"
      if text.isEmpty {
        text = value < 0 ? "-" + body : body
      } else {
        text += (value < 0 ? " - " : " + ") + body
      }
    }
    for term in terms { append(term.coefficient, term.variable.description) }
    if constant != 0 || text.isEmpty { append(constant, nil) }
    return text
  }
}
