internal import EaselGraphics
import Foundation

/// A view from a framework Easel does not draw (maps, web pages, OpenGL, SceneKit, ARKit,
/// SpriteKit, Metal), shown as Interface Builder shows it without live content: a plain
/// panel labelled with the class name.
///
/// Easel's own base class; not in UIKit. Differs from UIKit: the subclasses have the
/// frameworks' names but none of their API.
@preconcurrency @MainActor
open class FrameworkPlaceholderView: UIView {
  /// The label drawn in the middle (the class name).
  open var placeholderTitle: String { String(describing: type(of: self)) }
  /// The panel's colour when the view has no background colour.
  open var placeholderFill: UIColor {
    UIColor {
      $0.userInterfaceStyle == .dark
        ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.93, alpha: 1)
    }
  }

  /// Creates a placeholder view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates a placeholder view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the panel (unless the view has a background colour), a hairline frame and the
  /// centred class name.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else {
      return
    }
    let traits = traitCollection
    if backgroundColor == nil {
      ctx.canvas.fill(
        GraphicsPath(rect: bounds), color: placeholderFill.resolvedRGBA(traits), rule: .nonZero)
    }
    ctx.canvas.stroke(
      GraphicsPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)),
      color: UIColor.separator.resolvedRGBA(traits), style: StrokeStyle(lineWidth: 1))
    // The name at 15 points, smaller (down to 6) when the view is narrow.
    let available = max(bounds.width - 8, 1)
    let natural = TextLayout(text: placeholderTitle, font: FontSpec.system(size: 15, weight: 500))
    let size =
      natural.size.width > available
      ? max(15 * 0.96 * available / natural.size.width, 6) : 15
    let layout = TextLayout(
      text: placeholderTitle, font: FontSpec.system(size: size, weight: 500),
      color: UIColor.secondaryLabel.resolvedRGBA(traits), width: available, maxLines: 1,
      alignment: .center)
    ctx.canvas.draw(
      layout, at: CGPoint(x: bounds.minX + 4, y: bounds.midY - layout.size.height / 2))
  }
}

/// A map (MapKit), drawn as a labelled placeholder on a map-like tint.
@preconcurrency @MainActor
open class MKMapView: FrameworkPlaceholderView {
  open override var placeholderFill: UIColor {
    UIColor {
      $0.userInterfaceStyle == .dark
        ? UIColor(red: 0.16, green: 0.17, blue: 0.19, alpha: 1)
        : UIColor(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
    }
  }
}

/// A web page (WebKit), drawn as a labelled placeholder on white.
@preconcurrency @MainActor
open class WKWebView: FrameworkPlaceholderView {
  open override var placeholderFill: UIColor { .systemBackground }
}

/// The old web view, drawn as a labelled placeholder on white.
@preconcurrency @MainActor
open class UIWebView: FrameworkPlaceholderView {
  open override var placeholderFill: UIColor { .systemBackground }
}

/// An OpenGL ES view (GLKit), drawn as a labelled placeholder.
@preconcurrency @MainActor
open class GLKView: FrameworkPlaceholderView {}

/// A SceneKit view, drawn as a labelled placeholder.
@preconcurrency @MainActor
open class SCNView: FrameworkPlaceholderView {}

/// An ARKit SceneKit view, drawn as a labelled placeholder.
@preconcurrency @MainActor
open class ARSCNView: SCNView {}

/// A SpriteKit view, drawn as a labelled placeholder.
@preconcurrency @MainActor
open class SKView: FrameworkPlaceholderView {}

/// An ARKit SpriteKit view, drawn as a labelled placeholder.
@preconcurrency @MainActor
open class ARSKView: SKView {}

/// A Metal view (MetalKit), drawn as a labelled placeholder.
@preconcurrency @MainActor
open class MTKView: FrameworkPlaceholderView {}
