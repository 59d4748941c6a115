import Foundation

extension LayerRenderer {
  /// A rectangle, in `layer`'s own space, that holds everything the layer and its subtree
  /// draw (a shadow cast from the group's alpha aside: the canvas pads groups for those).
  ///
  /// Conservative, never tight: it lets the canvas size offscreen groups to what a layer
  /// covers instead of the whole surface, which is most of a group's cost for small layers
  /// such as the seed's shadowed caps. A shape layer's stroke is allowed its miter length.
  func inkBounds(of layer: CALayer) -> CGRect {
    if layer.masksToBounds { return layer.bounds }
    var rect = layer.bounds
    if let shape = layer as? CAShapeLayer, let path = shape.path?.graphicsPath, !path.isEmpty {
      var box = path.controlPointBounds
      if shape.strokeColor != nil && shape.lineWidth > 0 {
        let reach =
          shape.lineJoin == .miter
          ? shape.lineWidth / 2 * max(shape.miterLimit, 1)
          : shape.lineWidth / 2
        box = box.insetBy(dx: -reach - 1, dy: -reach - 1)
      }
      rect = rect.union(box)
    }
    if layer.shadowOpacity > 0, let path = layer.shadowPath?.graphicsPath, !path.isEmpty {
      // A shadow path is painted inside the layer's group (see `paintShadow`).
      let reach = 3 * layer.shadowRadius + 1
      rect = rect.union(
        path.controlPointBounds.offsetBy(
          dx: layer.shadowOffset.width, dy: layer.shadowOffset.height
        )
        .insetBy(dx: -reach, dy: -reach))
    }
    var subRect = CGRect.null
    for sublayer in layer.sublayerStorage where !sublayer.isHidden && sublayer !== layer.mask {
      subRect = subRect.union(inkBounds(of: sublayer).applying(sublayer.toSuperlayer))
    }
    guard !subRect.isNull else { return rect }
    if let t = layer.sublayerTransformAboutAnchor { subRect = subRect.applying(t) }
    if let replicator = layer as? CAReplicatorLayer {
      for instance in replicator.instances {
        rect = rect.union(subRect.applying(instance.transform))
      }
      return rect
    }
    return rect.union(subRect)
  }
}
