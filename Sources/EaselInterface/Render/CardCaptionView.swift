import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation

/// The controller's name, centred in grey, on a container controller's card.
@MainActor
final class CardCaptionView: UIView {
  var text = "" { didSet { setNeedsDisplay() } }
  /// A smaller grey line under the text.
  var subtitle: String? { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let title = TextLayout(
      text: text, font: .system(size: 17, weight: subtitle == nil ? 500 : 600),
      color: (subtitle == nil ? UIColor.tertiaryLabel : UIColor.label).rgba,
      width: bounds.width - 32, maxLines: 2, alignment: .center, lineBreakMode: .truncateTail)
    let sub = subtitle.map {
      TextLayout(
        text: $0, font: .system(size: 12), color: UIColor.secondaryLabel.rgba,
        width: bounds.width - 32, maxLines: 1, alignment: .center, lineBreakMode: .truncateTail)
    }
    let height = title.size.height + (sub.map { $0.size.height + 4 } ?? 0)
    var y = bounds.midY - height / 2
    ctx.canvas.draw(title, at: CGPoint(x: 16, y: y))
    y += title.size.height + 4
    if let sub { ctx.canvas.draw(sub, at: CGPoint(x: 16, y: y)) }
  }
}
