import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation

/// The status bar Interface Builder simulates: the time and a battery, dark or light.
@MainActor
final class StatusBarView: UIView {
  /// Whether the content is white (`lightContent`).
  var isLight = false { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.height >= 12 else { return }
    let color = isLight ? RGBA(white: 1) : UIColor.label.rgba
    let tall = bounds.height > 30
    let midY = tall ? bounds.height * 0.55 : bounds.midY
    let time = TextLayout(
      text: "9:41", font: .system(size: tall ? 16 : 12, weight: 600), color: color, maxLines: 1)
    let timeX =
      tall ? bounds.width * 0.16 - time.size.width / 2 + 12 : bounds.midX - time.size.width / 2
    ctx.canvas.draw(time, at: CGPoint(x: timeX, y: midY - time.size.height / 2))
    let battery = CGRect(x: bounds.maxX - (tall ? 40 : 32), y: midY - 5.5, width: 24, height: 11)
    ctx.canvas.stroke(
      GraphicsPath(roundedRect: battery, cornerRadius: 3), color: color.multiplyingAlpha(by: 0.4),
      style: StrokeStyle(lineWidth: 1))
    ctx.canvas.fill(
      GraphicsPath(roundedRect: battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5), color: color,
      rule: .nonZero)
    ctx.canvas.fill(
      GraphicsPath(rect: CGRect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4)),
      color: color.multiplyingAlpha(by: 0.4), rule: .nonZero)
  }
}
