internal import EaselGraphics
import Foundation

// Core Animation's drawing order for one layer, in the layer's bounds space:
//   shadow (beneath everything, from the alpha of what follows) · the backdrop blurred
//   within the rounded bounds (an effect view's blur) ·
//   background colour in the rounded bounds · contents (recorded drawing clipped to the
//   bounds, or the `contents` image placed by `contentsGravity`) · the layer class's own
//   drawing (shape, gradient, text) · sublayers by `zPosition`, then insertion order ·
//   border, inside the bounds, on top of everything.
// `masksToBounds` clips contents and sublayers to the rounded bounds (and, as on iOS, hides
// the shadow). Opacity below 1, a mask or a shadow draws the layer into a group first, then
// paints the group faded, masked by the mask layer's alpha (drawn in this layer's space),
// over its shadow.

extension LayerRenderer {
  /// Draws `layer` and its subtree; the canvas is in the superlayer's space unless
  /// `applyingGeometry` is false (the root, already in its own space).
  func composite(_ layer: CALayer, on canvas: Canvas, applyingGeometry: Bool) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    var toSuperlayer = layer.toSuperlayer
    if applyingGeometry, let parent = layer.superlayer, parent.drawsSublayerTransformIn3D
      || !CATransform3DIsAffine(layer.transform)
    {
      let t = layer.transformToSuperlayer3D
      if t.hasPerspective { return compositeInPerspective(layer, t, on: canvas) }
      toSuperlayer = CATransform3DGetAffineTransform(t)
    }
    canvas.save()
    defer { canvas.restore() }
    if applyingGeometry { canvas.concatenate(toSuperlayer) }

    let opacity = Double(min(max(layer.opacity, 0), 1))
    let shadow = shadow(of: layer)
    guard opacity < 1 || layer.mask != nil || shadow != nil else {
      drawBody(of: layer, on: canvas)
      return
    }
    var maskGroup: CanvasGroup?
    let ink = inkBounds(of: layer)
    if let mask = layer.mask {
      canvas.beginGroup(bounds: ink)
      composite(mask, on: canvas, applyingGeometry: true)
      maskGroup = canvas.endGroup()
    }
    // A backdrop blur under a fade blurs a copy of what is behind, which the fade then mixes
    // with the original, as a translucent effect view shows.
    if layer.backdropBlurRadius > 0, shadow == nil {
      canvas.beginGroup(copyingBackdropIn: ink)
    } else {
      canvas.beginGroup(bounds: ink)
    }
    if let shadow, let path = layer.shadowPath?.graphicsPath, !path.isEmpty {
      paintShadow(shadow, of: path, on: canvas)
      drawBody(of: layer, on: canvas)
      canvas.paint(canvas.endGroup(), opacity: opacity, mask: maskGroup, shadow: nil)
    } else {
      drawBody(of: layer, on: canvas)
      canvas.paint(canvas.endGroup(), opacity: opacity, mask: maskGroup, shadow: shadow)
    }
  }

  /// Paints the shadow a `shadowPath` casts: the path's shape, blurred, offset and tinted in
  /// the shadow's colour; the shape itself is not drawn.
  func paintShadow(_ shadow: Shadow, of path: GraphicsPath, on canvas: Canvas) {
    canvas.beginGroup()
    canvas.fill(path, color: .black, rule: .nonZero)
    canvas.paintShadow(canvas.endGroup(), shadow: shadow)
  }

  /// The layer's shadow, or nil when it has none (or `masksToBounds` clips it away).
  func shadow(of layer: CALayer) -> Shadow? {
    guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
      !layer.masksToBounds
    else { return nil }
    let o = Double(min(max(layer.shadowOpacity, 0), 1))
    return Shadow(
      color: color.rgba.multiplyingAlpha(by: o), offset: layer.shadowOffset,
      radius: max(layer.shadowRadius, 0))
  }

  /// Background, contents, own drawing, sublayers and border, in the layer's space.
  func drawBody(of layer: CALayer, on canvas: Canvas) {
    let rounded = layer.roundedBoundsPath
    let hasArea = layer.bounds.width > 0 && layer.bounds.height > 0
    if hasArea, layer.backdropBlurRadius > 0,
      !canvas.blurBackdrop(in: rounded, sigma: layer.backdropBlurRadius)
    {
      UnimplementedAPI.use("a backdrop blur in vector output", by: layer.owningView ?? layer)
    }
    if hasArea, let bg = layer.backgroundColor, bg.alpha > 0 {
      canvas.fill(rounded, paint: paint(of: bg), rule: .nonZero)
    }

    canvas.save()
    if layer.masksToBounds { canvas.clip(to: rounded, rule: .nonZero) }
    drawContents(of: layer, on: canvas)
    layer.drawOwnContent(on: canvas)
    if !layer.drawsSublayerTransformIn3D, let t = layer.sublayerTransformAboutAnchor {
      canvas.concatenate(t)
    }
    if let replicator = layer as? CAReplicatorLayer {
      drawInstances(of: replicator, on: canvas)
    } else {
      drawSublayers(of: layer, on: canvas)
    }
    canvas.restore()

    if hasArea, layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
      let paint = border.imagePattern.map { Paint.pattern($0, opacity: 1) }
      drawBorder(of: layer, paint: paint ?? .color(border.rgba), on: canvas)
    }
  }

  /// A background colour's paint: a pattern colour's tiles start at the origin of the
  /// layer's own space (as a border's).
  func paint(of color: CGColor) -> Paint {
    color.imagePattern.map { .pattern($0, opacity: 1) } ?? .color(color.rgba)
  }

  /// The sublayers (not the mask), in drawing order.
  func drawSublayers(of layer: CALayer, on canvas: Canvas) {
    for sub in layer.sublayersInDrawingOrder where sub.maskOwner == nil {
      composite(sub, on: canvas, applyingGeometry: true)
    }
  }

  /// A replicator's sublayers, once per instance, each with its instance's transform and
  /// opacity (see `CAReplicatorLayer.instances`).
  func drawInstances(of replicator: CAReplicatorLayer, on canvas: Canvas) {
    for instance in replicator.instances where instance.opacity > 0 {
      canvas.save()
      canvas.concatenate(instance.transform)
      if instance.opacity < 1 {
        canvas.beginGroup()
        drawSublayers(of: replicator, on: canvas)
        canvas.paint(canvas.endGroup(), opacity: instance.opacity, mask: nil, shadow: nil)
      } else {
        drawSublayers(of: replicator, on: canvas)
      }
      canvas.restore()
    }
  }

  /// Whether the layer's drawing goes into a store without alpha: an opaque view's, unless
  /// its background colour is wholly transparent (`clearColor`, which Interface Builder and
  /// apps use to show what is beneath a drawn view), or an opaque layer's without a view.
  func hasOpaqueBackingStore(_ layer: CALayer) -> Bool {
    guard let view = layer.owningView else { return layer.isOpaque }
    return view.isOpaque && (layer.backgroundColor.map { $0.alpha > 0 } ?? true)
  }

  /// The recorded drawing (clipped to the bounds, as a backing store is) or the image.
  ///
  /// An opaque view's drawing (or an opaque layer's; see `hasOpaqueBackingStore(_:)`) is in a
  /// backing store without an alpha channel, as Core Animation makes one for an opaque
  /// layer: it starts black, a view's background colour filled into it first (UIKit fills the store with it before
  /// `draw(_:)`; `clearsContextBeforeDrawing` is ignored), and whatever the drawing leaves
  /// transparent (`CGContextClearRect`, translucent paint) shows that black through, not
  /// what lies beneath the view. A translucent background colour is so composited onto black.
  ///
  /// Only what `draw(_:)` itself drew makes a store (see `CALayer.drawsIntoBackingStore`):
  /// what Easel draws for UIKit's own private subviews and layers does not.
  ///
  /// Differs from UIKit: a blend mode other than normal combines with the store's
  /// transparent pixels rather than with its black (the store is composited onto black once,
  /// at the end); a `draw(_:)` that draws nothing leaves no store, where UIKit shows the
  /// background colour (or black) in its place.
  func drawContents(of layer: CALayer, on canvas: Canvas) {
    if let list = layer.recordedContents {
      let bounds = GraphicsPath(rect: layer.bounds)
      canvas.save()
      canvas.clip(to: bounds, rule: .nonZero)
      if layer.drawsIntoBackingStore, hasOpaqueBackingStore(layer) {
        canvas.beginGroup()
        if layer.owningView != nil, let bg = layer.backgroundColor, bg.alpha > 0 {
          canvas.fill(bounds, paint: paint(of: bg), rule: .nonZero)
        }
        list.replay(on: canvas, inBacking: true)
        let store = canvas.endGroup()
        canvas.fill(bounds, color: .black, rule: .nonZero)
        canvas.paint(store, opacity: 1, mask: nil, shadow: nil)
      } else {
        list.replay(on: canvas)
      }
      canvas.restore()
      return
    }
    guard let image = layer.contents.flatMap({ $0 as? CGImage }), image.width > 0,
      image.height > 0
    else { return }
    let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
    let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    let rect = layer.contentsGravity.rect(forContentSize: size, in: layer.bounds)
    guard rect.width > 0, rect.height > 0 else { return }
    let slicing = ninePart(of: layer, imageWidth: image.width, height: image.height)
    if let tint = layer.contentsTint {
      let color = tint.resolvedRGBA(layer.owningView?.traitCollection ?? UITraitCollection.current)
      canvas.beginGroup()
      canvas.fill(GraphicsPath(rect: rect), color: color, rule: .nonZero)
      let fill = canvas.endGroup()
      canvas.beginGroup()
      canvas.draw(image.bitmap, in: rect, slicedBy: slicing, opacity: 1)
      let alpha = canvas.endGroup()
      canvas.paint(fill, opacity: 1, mask: alpha, shadow: nil)
    } else {
      canvas.draw(image.bitmap, in: rect, slicedBy: slicing, opacity: 1)
    }
  }

  /// The nine parts `contentsCenter` cuts the contents into, in the image's pixels; nil for
  /// the default centre (the whole image), which scales it as a whole.
  func ninePart(of layer: CALayer, imageWidth width: Int, height: Int) -> NinePart? {
    let center = layer.contentsCenter.standardized
    let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
    guard center != whole || layer.contentsCenterTiles, !center.isNull,
      center.minX.isFinite, center.minY.isFinite, center.width.isFinite, center.height.isFinite
    else { return nil }
    func pixel(_ unit: CGFloat, of length: Int) -> Int {
      Int((min(max(unit, 0), 1) * CGFloat(length)).rounded())
    }
    return NinePart(
      top: pixel(center.minY, of: height), left: pixel(center.minX, of: width),
      bottom: height - pixel(center.maxY, of: height), right: width - pixel(center.maxX, of: width),
      mode: layer.contentsCenterTiles ? .tile : .stretch,
      scale: layer.contentsScale > 0 ? layer.contentsScale : 1)
  }

  /// The border: inside the bounds, following the rounded corners.
  func drawBorder(of layer: CALayer, paint: Paint, on canvas: Canvas) {
    let b = layer.bounds
    let w = min(layer.borderWidth, min(b.width, b.height) / 2)
    let inner = b.insetBy(dx: w / 2, dy: w / 2)
    guard inner.width >= 0, inner.height >= 0 else { return }
    let path: GraphicsPath
    if layer.cornerRadius > 0 {
      path = layer.roundedPath(in: inner, radius: max(layer.cornerRadius - w / 2, 0))
    } else {
      path = GraphicsPath(rect: inner)
    }
    canvas.stroke(path, paint: paint, style: StrokeStyle(lineWidth: w))
  }

  /// Draws `layer` under a transform with perspective (`t`, from its bounds to the
  /// superlayer's space): the layer and its subtree are drawn flat, at the canvas's
  /// resolution, then each device pixel takes the point of that picture the transform
  /// brings there, as Core Animation flattens a layer onto the screen. Nothing is drawn
  /// where the plane lies behind the viewer.
  func compositeInPerspective(_ layer: CALayer, _ t: CATransform3D, on canvas: Canvas) {
    let ink = inkBounds(of: layer).standardized
    guard ink.width > 0, ink.height > 0, ink.width.isFinite, ink.height.isFinite else { return }
    let device = canvas.transform
    let toDevice = Homography([
      t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44,
    ]).concatenating(Homography(device))
    let corners = [
      CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY),
      CGPoint(x: ink.maxX, y: ink.maxY), CGPoint(x: ink.minX, y: ink.maxY),
    ].compactMap(toDevice.apply)
    // A plane seen edge-on or crossing behind the viewer: what is in front is not drawn.
    guard corners.count == 4 else { return }
    let box = corners.dropFirst().reduce(CGRect(origin: corners[0], size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }.integral
    guard box.width >= 1, box.height >= 1, box.width <= 8192, box.height <= 8192 else { return }
    // The flat picture at the canvas's resolution (and at least a point a pixel).
    let resolution = max(1, min(4, sqrt(abs(device.a * device.d - device.b * device.c))))
    guard
      let flat = try? RasterSurface(width: ink.width, height: ink.height, scale: resolution)
    else { return }
    flat.canvas.concatenate(CGAffineTransform(translationX: -ink.minX, y: -ink.minY))
    composite(layer, on: flat.canvas, applyingGeometry: false)
    // Device pixel (u, v) of the box → the flat picture's pixel.
    let fromBox = Homography(CGAffineTransform(translationX: box.minX, y: box.minY))
    let toFlat = Homography(
      CGAffineTransform(translationX: -ink.minX, y: -ink.minY).scaledBy(
        x: resolution, y: resolution))
    guard let back = toDevice.inverted(),
      let picture = try? flat.bitmap().warped(
        width: Int(box.width), height: Int(box.height),
        inverse: fromBox.concatenating(back).concatenating(toFlat))
    else { return }
    canvas.save()
    canvas.concatenate(device.inverted())
    canvas.draw(picture, in: box, opacity: 1)
    canvas.restore()
  }
}
