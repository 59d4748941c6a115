internal import EaselGraphics
import Foundation

/// What UIKit's bars have in common: a bar style, translucency and a background tint
/// (`barStyle`, `isTranslucent`, `barTintColor`), and the background, hairline and item
/// custom views drawn and placed from them. `UINavigationBar`, `UITabBar` and `UIToolbar`
/// draw their backgrounds here; `UISearchBar` shares the attributes (documents and
/// `ObjectBuilder` set them alike) and draws its own opaque field bar.
///
/// Differs from UIKit: UIKit has no such type; each bar declares the properties itself, as
/// Easel's do, so that the classes keep UIKit's hierarchy (each a direct `UIView` subclass).
@preconcurrency @MainActor
package protocol StyledBar: UIView {
  /// The bar's style (`.black` draws a dark bar).
  var barStyle: UIBarStyle { get set }
  /// Whether the bar is translucent (the default background is then 94% opaque).
  var isTranslucent: Bool { get set }
  /// The bar's background colour; nil for the system's.
  var barTintColor: UIColor? { get set }
}

extension UINavigationBar: StyledBar {}
extension UITabBar: StyledBar {}
extension UIToolbar: StyledBar {}
extension UISearchBar: StyledBar {}

extension StyledBar {
  /// The colour the bar's background is filled with: `barTintColor`, else iOS's translucent
  /// light grey (dark for `.black` or a dark appearance); opaque when not translucent.
  func barFill(_ traits: UITraitCollection) -> RGBA {
    var fill =
      barTintColor?.resolvedRGBA(traits)
      ?? BarDrawing.defaultBackground(traits, black: barStyle == .black)
    if !isTranslucent { fill = fill.multiplyingAlpha(by: 1 / max(fill.alpha, 0.01)) }
    return fill
  }

  /// Fills the bounds with `barFill`.
  func fillBarBackground(_ ctx: CGContext) {
    ctx.canvas.fill(GraphicsPath(rect: bounds), color: barFill(traitCollection), rule: .nonZero)
  }

  /// Draws the hairline between the bar and the content across the bounds at `y` (the
  /// bottom edge for a bar at the top, just above the top edge for one at the bottom).
  func drawBarHairline(_ ctx: CGContext, y: CGFloat) {
    BarDrawing.drawHairline(
      ctx, y: y, from: bounds.minX, to: bounds.maxX, color: BarDrawing.hairline(traitCollection))
  }

  /// Adds the items' custom views as subviews (once) and gives them their frames.
  func placeCustomViews(_ placed: [(item: UIBarButtonItem, frame: CGRect)]) {
    for (item, frame) in placed {
      guard let view = item.customView else { continue }
      if view.superview !== self { addSubview(view) }
      view.frame = frame
    }
  }

  /// Draws the items that are neither custom views nor spaces, each in its own tint or
  /// `tint`.
  func drawItems(_ placed: [(item: UIBarButtonItem, frame: CGRect)], _ ctx: CGContext, tint: RGBA) {
    for (item, frame) in placed where item.customView == nil && !item.isSpace {
      BarDrawing.draw(
        item, ctx, in: frame, tint: item.tintColor?.resolvedRGBA(traitCollection) ?? tint)
    }
  }
}
