import Foundation

// The comparisons Apple's Core Graphics overlay gives the geometry types, named after
// `CGPointEqualToPoint` and friends (`if !position.equalTo(.zero)`, Lottie's keyframes).
// Linux's Foundation declares the types without them.

extension CGPoint {
  /// Whether the two points are equal, as `CGPointEqualToPoint`.
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are equal, as `CGSizeEqualToSize`.
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles are equal, as `CGRectEqualToRect` (standardized first).
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
