import EaselLayout
import Foundation

/// A linear expression of solver variables (`EaselLayout.Expression`; Foundation has an
/// `Expression` too).
typealias LinearExpression = EaselLayout.Expression

/// A rectangle whose edges are linear expressions of solver variables.
struct LinearRect {
  var minX: LinearExpression
  var minY: LinearExpression
  var width: LinearExpression
  var height: LinearExpression

  /// The rectangle inset by constant insets.
  func inset(by i: UIEdgeInsets) -> LinearRect {
    LinearRect(
      minX: minX.adding(Double(i.left)), minY: minY.adding(Double(i.top)),
      width: width.adding(-Double(i.left + i.right)),
      height: height.adding(-Double(i.top + i.bottom)))
  }

  var maxX: LinearExpression { minX.plus(width) }
  var maxY: LinearExpression { minY.plus(height) }
  var midX: LinearExpression { minX.plus(width.times(0.5)) }
  var midY: LinearExpression { minY.plus(height.times(0.5)) }
}

extension LinearExpression {
  /// `coefficient · variable + constant`.
  static func of(_ v: Variable, _ coefficient: Double = 1, constant: Double = 0) -> LinearExpression
  {
    LinearExpression([Term(v, coefficient: coefficient)], constant: constant)
  }

  /// A constant.
  static func number(_ c: Double) -> LinearExpression { LinearExpression([], constant: c) }

  /// The sum.
  func plus(_ other: LinearExpression) -> LinearExpression {
    LinearExpression(terms + other.terms, constant: constant + other.constant)
  }

  /// The difference.
  func minus(_ other: LinearExpression) -> LinearExpression { plus(other.times(-1)) }

  /// Every coefficient and the constant times `factor`.
  func times(_ factor: Double) -> LinearExpression {
    LinearExpression(
      terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The expression plus a constant.
  func adding(_ c: Double) -> LinearExpression { LinearExpression(terms, constant: constant + c) }
}
