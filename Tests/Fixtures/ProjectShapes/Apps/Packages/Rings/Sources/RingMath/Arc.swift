import CoreGraphics

/// The angle, in radians, that `fraction` of a full turn spans, starting at twelve o'clock.
public func endAngle(for fraction: CGFloat) -> CGFloat {
  -.pi / 2 + 2 * .pi * max(0, min(1, fraction))
}
