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

  /// The path of the rounded bounds (`cornerRadius`, `maskedCorners`), or nil when empty.
  var roundedBoundsPath: GraphicsPath {
    guard cornerRadius > 0 else { return GraphicsPath(rect: bounds) }
    let r = CGSize(width: cornerRadius, height: cornerRadius)
    func pick(_ c: CACornerMask) -> CGSize { maskedCorners.contains(c) ? r : .zero }
    return GraphicsPath(
      roundedRect: bounds,
      cornerRadii: CornerRadii(
        topLeft: pick(.layerMinXMinYCorner), topRight: pick(.layerMaxXMinYCorner),
        bottomRight: pick(.layerMaxXMaxYCorner), bottomLeft: pick(.layerMinXMaxYCorner)))
  }
}
