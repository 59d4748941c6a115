import EaselGraphics
import EaselUIKit
import Foundation

/// A container view (`<containerView>`): a plain view whose embedded controller is
/// another scene. Drawn as Interface Builder's canvas suggests it: the view's own
/// background, a thin dashed outline and, centred, the embedded controller's name in grey.
///
/// Differs from UIKit: UIKit makes a plain `UIView`; this subclass only adds the
/// placeholder drawing (the embedded controller's view is rendered as its own scene).
@MainActor
final class EmbeddedControllerPlaceholderView: UIView {
  /// The embedded controller's name (its title or class), if the embed segue names one.
  var caption: String? { didSet { setNeedsDisplay() } }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 4, bounds.height > 4 else {
      return
    }
    let grey = UIColor.systemGray3.rgba
    ctx.canvas.stroke(
      GraphicsPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), color: grey,
      style: StrokeStyle(lineWidth: 1, dashPattern: [4, 3]))
    let text = caption.map { "Container View: \($0)" } ?? "Container View"
    let layout = TextLayout(
      text: text, font: .system(size: 13), color: UIColor.tertiaryLabel.rgba,
      width: bounds.width - 8, maxLines: 1, alignment: .center, lineBreakMode: .truncateTail)
    guard layout.size.height < bounds.height else { return }
    ctx.canvas.draw(
      layout, at: CGPoint(x: bounds.minX + 4, y: bounds.midY - layout.size.height / 2))
  }
}
