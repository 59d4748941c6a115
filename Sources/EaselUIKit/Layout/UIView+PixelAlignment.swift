import Foundation

extension UIView {
  /// The pixel grid frames are aligned to for a render at `displayScale`: its pixels, but
  /// never coarser than 2× — every iOS screen since 2010 has at least two pixels a point, and
  /// a render at 1× or below (a preview, the storyboard overview, the designer's canvas)
  /// stands for such a screen drawn smaller, as Interface Builder's 2× canvas does, so a
  /// frame Interface Builder stored on half points stays where it is.
  package static func pixelGridScale(forDisplayScale displayScale: CGFloat) -> CGFloat {
    max(displayScale, 2)
  }

  /// `rect` with each edge rounded to the pixel grid of `scale` (a half pixel up), as UIKit's
  /// engine rounds the frames it applies.
  package static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
    func round(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
    let (x0, y0) = (round(rect.minX), round(rect.minY))
    let (x1, y1) = (round(rect.maxX), round(rect.maxY))
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Aligns the frames of the views below this one that constraints place
  /// (`translatesAutoresizingMaskIntoConstraints` off) to the pixel grid of a render at
  /// `scale` (`pixelGridScale(forDisplayScale:)`), each
  /// edge rounded in this view's coordinates (a half pixel up), as UIKit's engine aligns the
  /// frames it applies; views placed by their autoresizing masks keep their frames, moved
  /// only with their superview.
  ///
  /// For a tree drawn at the frames a document stored: on iOS the engine lays such a view
  /// out when it first appears, so a frame Interface Builder stored on its 2× canvas
  /// (y = 283.5) is drawn on whole pixels at 3× (row 851), never blended across two.
  package func alignConstraintPlacedFrames(toScale scale: CGFloat) {
    guard scale > 0 else { return }
    alignSubviews(
      unaligned: .zero, aligned: .zero, scale: Self.pixelGridScale(forDisplayScale: scale))
  }

  private func alignSubviews(unaligned: CGPoint, aligned: CGPoint, scale: CGFloat) {
    let inner = CGPoint(x: -bounds.minX, y: -bounds.minY)
    for view in subviews {
      let f = view.frame
      let absolute = CGRect(
        x: unaligned.x + inner.x + f.minX, y: unaligned.y + inner.y + f.minY,
        width: f.width, height: f.height)
      var placed = CGPoint(x: aligned.x + inner.x + f.minX, y: aligned.y + inner.y + f.minY)
      if !view.translatesAutoresizingMaskIntoConstraints, view.transform.isIdentity,
        absolute.minX.isFinite, absolute.minY.isFinite, absolute.width.isFinite,
        absolute.height.isFinite
      {
        let edges = Self.pixelAligned(absolute, scale: scale)
        let frame = CGRect(
          x: edges.origin.x - aligned.x - inner.x, y: edges.origin.y - aligned.y - inner.y,
          width: edges.size.width, height: edges.size.height)
        if frame != f { view.frame = frame }
        placed = edges.origin
      }
      view.alignSubviews(unaligned: absolute.origin, aligned: placed, scale: scale)
    }
  }
}
