internal import EaselGraphics
import Foundation

extension CGContext {
  /// Draws `image` scaled into `rect`.
  ///
  /// As on iOS, Core Graphics draws images y-up, so in a UIKit (flipped) context such as
  /// `draw(_:)`'s the image appears upside down; flip the context first, or use
  /// `UIImage.draw(in:)`, which draws upright. An image mask (`CGImage(maskWidth:…)`) paints
  /// the fill colour where its samples let it, as Core Graphics paints one.
  public func draw(_ image: CGImage, in rect: CGRect) {
    let opacity = state.alpha
    let fill = state.fillColor
    paintWithShadow {
      canvas.save()
      canvas.concatenate(
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
      if image.isMask {
        canvas.beginGroup()
        canvas.fill(GraphicsPath(rect: rect), color: fill, rule: .nonZero)
        let color = canvas.endGroup()
        canvas.beginGroup()
        canvas.draw(image.bitmap, in: rect, opacity: 1)
        let coverage = canvas.endGroup()
        canvas.paint(color, opacity: opacity, mask: coverage, shadow: nil)
      } else {
        canvas.draw(image.bitmap, in: rect, opacity: opacity)
      }
      canvas.restore()
    }
  }

  /// Draws `image` into `rect`, or, when `byTiling` is true, repeated at `rect`'s size from
  /// `rect`'s origin over the whole clip, as Core Graphics' tiled drawing fills the context.
  /// A clip of unknown extent is covered as far as the context's area; past 4096 tiles the
  /// rest is left undrawn.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
    guard byTiling else { return draw(image, in: rect) }
    let tile = rect.standardized
    guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite else {
      return
    }
    var area = boundingBoxOfClipPath
    if !(area.width.isFinite && area.height.isFinite) {
      area = convertToUserSpace(deviceArea)
    }
    guard area.width.isFinite, area.height.isFinite, !area.isEmpty else { return }
    let first = (
      column: ((area.minX - tile.minX) / tile.width).rounded(.down),
      row: ((area.minY - tile.minY) / tile.height).rounded(.down)
    )
    let last = (
      column: ((area.maxX - tile.minX) / tile.width).rounded(.up),
      row: ((area.maxY - tile.minY) / tile.height).rounded(.up)
    )
    guard (last.column - first.column) * (last.row - first.row) <= 4096 else { return }
    var row = first.row
    while row < last.row {
      var column = first.column
      while column < last.column {
        draw(
          image,
          in: CGRect(
            x: tile.minX + column * tile.width, y: tile.minY + row * tile.height,
            width: tile.width, height: tile.height))
        column += 1
      }
      row += 1
    }
  }

  /// Draws `image` upright into `rect`, with an optional tint replacing its colours (alpha
  /// kept), cut into nine parts when `slicing` is given (a resizable image's caps).
  func drawUpright(_ bitmap: Bitmap, in rect: CGRect, tint: RGBA?, slicing: NinePart? = nil) {
    paintWithShadow { drawUprightWithoutShadow(bitmap, in: rect, tint: tint, slicing: slicing) }
  }

  /// Draws `bitmap` as `drawUpright(_:in:tint:slicing:)` does, casting no shadow: for
  /// drawing that casts its shadow as a whole (text with its attachments).
  func drawUprightWithoutShadow(
    _ bitmap: Bitmap, in rect: CGRect, tint: RGBA?, slicing: NinePart? = nil
  ) {
    let opacity = state.alpha
    if let tint {
      canvas.beginGroup()
      canvas.fill(GraphicsPath(rect: rect), color: tint, rule: .nonZero)
      let color = canvas.endGroup()
      canvas.beginGroup()
      canvas.draw(bitmap, in: rect, slicedBy: slicing, opacity: 1)
      let mask = canvas.endGroup()
      canvas.paint(color, opacity: opacity, mask: mask, shadow: nil)
    } else {
      canvas.draw(bitmap, in: rect, slicedBy: slicing, opacity: opacity)
    }
  }

  /// Fills the clip with a linear gradient from `start` to `end`.
  ///
  /// Without `.drawsBeforeStartLocation`/`.drawsAfterEndLocation` nothing is drawn before the
  /// start or after the end, as in Core Graphics.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let stops = gradient.stops.map {
      GradientStop(location: $0.location, color: faded($0.color))
    }
    let area = gradientArea(start: start, end: end, options: options)
    paintWithShadow { canvas.fill(area, linearGradient: stops, from: start, to: end) }
  }

  /// Fills the clip with a radial gradient between two circles.
  ///
  /// Differs from UIKit: the area outside the circles is filled when an extend option is
  /// given, otherwise the larger circle bounds it.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    let stops = gradient.stops.map {
      GradientStop(location: $0.location, color: faded($0.color))
    }
    let area: GraphicsPath
    if options.contains(.drawsAfterEndLocation) {
      area = hugeRect()
    } else {
      let r = max(startRadius, endRadius)
      let c = endRadius >= startRadius ? endCenter : startCenter
      area = GraphicsPath(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }
    paintWithShadow {
      canvas.fill(
        area, radialGradient: stops, startCenter: startCenter, startRadius: startRadius,
        endCenter: endCenter, endRadius: endRadius)
    }
  }

  private func hugeRect() -> GraphicsPath {
    GraphicsPath(rect: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
  }

  /// The area a linear gradient covers: everything, or the band between the perpendiculars
  /// through its ends as the options say.
  private func gradientArea(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    -> GraphicsPath
  {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let len = (dx * dx + dy * dy).squareRoot()
    guard len > 0 else { return GraphicsPath() }
    let (ux, uy) = (dx / len, dy / len)
    let (nx, ny) = (-uy, ux)
    let big: CGFloat = 1e6
    let before = options.contains(.drawsBeforeStartLocation) ? big : 0
    let after = options.contains(.drawsAfterEndLocation) ? big : 0
    let a = CGPoint(x: start.x - ux * before, y: start.y - uy * before)
    let b = CGPoint(x: end.x + ux * after, y: end.y + uy * after)
    var p = GraphicsPath()
    p.move(to: CGPoint(x: a.x + nx * big, y: a.y + ny * big))
    p.addLine(to: CGPoint(x: b.x + nx * big, y: b.y + ny * big))
    p.addLine(to: CGPoint(x: b.x - nx * big, y: b.y - ny * big))
    p.addLine(to: CGPoint(x: a.x - nx * big, y: a.y - ny * big))
    p.closeSubpath()
    return p
  }
}
