import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Linux Foundation lacks it).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }
  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// Creates a vector from doubles.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// Creates a vector from integers.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// The zero vector.
  public static let zero = CGVector()
}
