import Foundation

// Geometry that is not a number: a view laid out from 0/0, a path built from NaN. Core
// Graphics takes such a rect everywhere and gives CGRectNull for its intersection; Linux's
// Foundation traps in `CGRect.intersection(_:)` and `intersects(_:)`, so the façade's own
// clipping goes through these.

extension CGRect {
  /// Whether a coordinate or a length is NaN or an infinity (`CGRect.null`'s origin is one;
  /// `CGRect.infinite` is finite).
  package var hasNonFiniteValue: Bool {
    !(origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite)
  }

  /// The intersection of two rectangles as `CGRectIntersection` gives it for any input:
  /// `CGRect.null` where either is null or not a number, instead of trapping.
  package func intersectionOrNull(_ other: CGRect) -> CGRect {
    hasNonFiniteValue || other.hasNonFiniteValue ? .null : intersection(other)
  }
}
