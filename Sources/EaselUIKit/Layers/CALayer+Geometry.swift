internal import EaselGraphics
import Foundation

extension CALayer {
  /// Maps the layer's bounds coordinates to its superlayer's.
  var toSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    let t = CATransform3DGetAffineTransform(transform)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(t)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The affine part of `sublayerTransform`, applied about the anchor point, as a map
  /// from the sublayers' space to the layer's; nil when it is the identity.
  var sublayerTransformAboutAnchor: CGAffineTransform? {
    let t = CATransform3DGetAffineTransform(sublayerTransform)
    guard !t.isIdentity else { return nil }
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(t)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
  }

  /// Maps the layer's bounds coordinates to its root layer's.
  var toRoot: CGAffineTransform {
    var t = CGAffineTransform.identity
    var layer: CALayer? = self
    while let l = layer, l.superlayer != nil {
      t = t.concatenating(l.toSuperlayer)
      layer = l.superlayer
    }
    return t
  }

  /// The path of the rounded bounds (`cornerRadius`, `maskedCorners`, `cornerCurve`).
  var roundedBoundsPath: GraphicsPath {
    guard cornerRadius > 0 else { return GraphicsPath(rect: bounds) }
    return roundedPath(in: bounds, radius: cornerRadius)
  }

  /// `rect` with the corners `maskedCorners` names rounded by `radius`, in the layer's
  /// `cornerCurve`: circular arcs, or continuous corners as UIKit's rounded rectangles.
  func roundedPath(in rect: CGRect, radius: CGFloat) -> GraphicsPath {
    let r = CGSize(width: radius, height: radius)
    func pick(_ c: CACornerMask) -> CGSize { maskedCorners.contains(c) ? r : .zero }
    let radii = CornerRadii(
      topLeft: pick(.layerMinXMinYCorner), topRight: pick(.layerMaxXMinYCorner),
      bottomRight: pick(.layerMaxXMaxYCorner), bottomLeft: pick(.layerMinXMaxYCorner))
    return cornerCurve == .continuous
      ? GraphicsPath(continuousRoundedRect: rect, cornerRadii: radii)
      : GraphicsPath(roundedRect: rect, cornerRadii: radii)
  }
}

extension CALayer {
  /// The layer's whole 3D transform from its bounds space to its superlayer's, as Core
  /// Animation applies it: the transform about the anchor point, then the move to
  /// `position`, then the superlayer's `sublayerTransform` about its anchor point when that
  /// is not affine (`m34` for perspective, most often; an affine one is drawn by the
  /// superlayer, see `sublayerTransformAboutAnchor`).
  var transformToSuperlayer3D: CATransform3D {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    var t = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
      .concatenating(transform)
      .concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
    if let parent = superlayer, parent.drawsSublayerTransformIn3D {
      let b = parent.bounds
      let a = CGPoint(
        x: b.minX + parent.anchorPoint.x * b.width, y: b.minY + parent.anchorPoint.y * b.height)
      t = t.concatenating(CATransform3DMakeTranslation(-a.x, -a.y, 0))
        .concatenating(parent.sublayerTransform)
        .concatenating(CATransform3DMakeTranslation(a.x, a.y, 0))
    }
    return t
  }
}

extension CATransform3D {
  /// Whether points of the plane z = 0 are divided by a w other than 1 (`m34` and a
  /// rotation out of the plane, or a direct `m14`/`m24`/`m44`): what an affine transform
  /// cannot draw.
  var hasPerspective: Bool {
    abs(m14) > 1e-12 || abs(m24) > 1e-12 || abs(m44 - 1) > 1e-12
  }
}

extension CALayer {
  /// Whether the sublayers carry `sublayerTransform` in their own 3D transforms
  /// (`transformToSuperlayer3D`) rather than the layer drawing its affine part, because it has
  /// depth or perspective that the sublayers' depth feeds.
  var drawsSublayerTransformIn3D: Bool { !CATransform3DIsAffine(sublayerTransform) }
}
