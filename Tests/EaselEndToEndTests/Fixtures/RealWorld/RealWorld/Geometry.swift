import CoreGraphics

/// The largest square centred in `rect`, inset by `inset` on each side.
func centeredSquare(in rect: CGRect, inset: CGFloat) -> CGRect {
  let side = min(rect.width, rect.height) - 2 * inset
  return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
}
