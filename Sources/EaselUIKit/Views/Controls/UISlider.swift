import Foundation

/// A continuous value picker, as `UISlider`, drawn in the iOS 13+ style.
@MainActor
open class UISlider: UIControl {
  /// The value, clamped to `minimumValue...maximumValue` when drawn.
  open var value: Float = 0.5 { didSet { setNeedsDisplay() } }
  /// The smallest value (default 0).
  open var minimumValue: Float = 0 { didSet { setNeedsDisplay() } }
  /// The largest value (default 1).
  open var maximumValue: Float = 1 { didSet { setNeedsDisplay() } }
  /// The track colour left of the thumb (default the tint colour).
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The track colour right of the thumb (default a system fill grey).
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The thumb colour (default white).
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether value changes are sent while dragging (stored; there are no events).
  open var isContinuous = true

  /// Creates a slider.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    isOpaque = false
  }

  /// Creates a slider from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
    isOpaque = false
  }

  /// Sets the value (never animated here).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// iOS's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the two track parts and the thumb, vertically centred.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0 else { return }
    let traits = traitCollection
    let thumb: CGFloat = 28
    let span = maximumValue - minimumValue
    let t = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
    let midY = bounds.midY
    let usable = max(bounds.width - thumb, 0)
    let thumbX = bounds.minX + usable * t
    let track = CGRect(x: bounds.minX, y: midY - 2, width: bounds.width, height: 4)
    let fade = isEnabled ? 1.0 : 0.5
    let maxColor = (maximumTrackTintColor ?? .secondarySystemFill).resolvedRGBA(traits)
    let minColor = (minimumTrackTintColor ?? tintColor ?? .systemBlue).resolvedRGBA(traits)
    ctx.canvas.fill(
      GraphicsPath(roundedRect: track, cornerRadius: 2), color: maxColor.multiplyingAlpha(by: fade),
      rule: .nonZero)
    var left = track
    left.size.width = thumbX + thumb / 2 - bounds.minX
    ctx.canvas.fill(
      GraphicsPath(roundedRect: left, cornerRadius: 2), color: minColor.multiplyingAlpha(by: fade),
      rule: .nonZero)
    ctx.canvas.beginGroup()
    ctx.canvas.fill(
      GraphicsPath(ellipseIn: CGRect(x: thumbX, y: midY - thumb / 2, width: thumb, height: thumb)),
      color: (thumbTintColor ?? .white).resolvedRGBA(traits), rule: .nonZero)
    let group = ctx.canvas.endGroup()
    ctx.canvas.paint(
      group, opacity: fade, mask: nil,
      shadow: Shadow(
        color: RGBA(white: 0, alpha: 0.25), offset: CGSize(width: 0, height: 3), radius: 4))
  }
}
