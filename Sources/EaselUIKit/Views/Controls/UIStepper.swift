internal import EaselGraphics
import Foundation

/// A pair of minus and plus buttons, as `UIStepper`, drawn in the iOS 13+ style at its fixed
/// 94×32 size.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The value, kept within `minimumValue...maximumValue` (default 0).
  open var value: Double = 0 {
    didSet {
      let clamped = min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      setNeedsDisplay()
    }
  }
  /// The smallest value (default 0).
  open var minimumValue: Double = 0 {
    didSet {
      if value < minimumValue { value = minimumValue }
      setNeedsDisplay()
    }
  }
  /// The largest value (default 100).
  open var maximumValue: Double = 100 {
    didSet {
      if value > maximumValue { value = maximumValue }
      setNeedsDisplay()
    }
  }
  /// How much a tap changes the value (default 1).
  open var stepValue: Double = 1
  /// Whether holding a button repeats (stored; there are no touches).
  open var autorepeat = true
  /// Whether the value wraps around past its limits (stored; there are no touches).
  open var wraps = false
  /// Whether value changes are sent at once (stored; there are no events).
  open var isContinuous = true

  /// Creates a stepper.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a stepper from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  /// The fixed iOS size.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
  /// The fixed iOS size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the rounded background, the divider, and the minus and plus signs (dimmed at
  /// the limits) at the leading edge of the bounds.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let size = intrinsicContentSize
    // Vertically centred: documents from before iOS 13 give steppers a 29-point frame.
    let box = CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    let fade = isEnabled ? 1.0 : 0.4
    ctx.canvas.fill(
      GraphicsPath(roundedRect: box, cornerRadius: 8.9),
      color: UIColor.tertiarySystemFill.resolvedRGBA(traits).multiplyingAlpha(by: fade),
      rule: .nonZero)
    ctx.canvas.fill(
      GraphicsPath(rect: CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: 16)),
      color: UIColor.separator.resolvedRGBA(traits), rule: .nonZero)
    let glyph = UIColor.label.resolvedRGBA(traits)
    let stroke = StrokeStyle(lineWidth: 1.8, lineCap: .round)
    let minus = CGPoint(x: box.minX + box.width / 4, y: box.midY)
    let plus = CGPoint(x: box.minX + box.width * 3 / 4, y: box.midY)
    var m = GraphicsPath()
    m.move(to: CGPoint(x: minus.x - 7, y: minus.y))
    m.addLine(to: CGPoint(x: minus.x + 7, y: minus.y))
    ctx.canvas.stroke(
      m, color: glyph.multiplyingAlpha(by: fade * (value <= minimumValue ? 0.3 : 1)), style: stroke)
    var p = GraphicsPath()
    p.move(to: CGPoint(x: plus.x - 7, y: plus.y))
    p.addLine(to: CGPoint(x: plus.x + 7, y: plus.y))
    p.move(to: CGPoint(x: plus.x, y: plus.y - 7))
    p.addLine(to: CGPoint(x: plus.x, y: plus.y + 7))
    ctx.canvas.stroke(
      p, color: glyph.multiplyingAlpha(by: fade * (value >= maximumValue ? 0.3 : 1)), style: stroke)
  }
}
