internal import EaselGraphics
import Foundation

/// A continuous value picker, as `UISlider`, drawn in the iOS 13+ style.
@preconcurrency @MainActor
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
  /// An image at the minimum end, left of the track.
  open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
  /// An image at the maximum end, right of the track.
  open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

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

  /// Where the track runs: the bounds less the value images and their gaps.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var r = bounds
    if let image = minimumValueImage {
      r.origin.x += image.size.width + 12
      r.size.width -= image.size.width + 12
    }
    if let image = maximumValueImage { r.size.width -= image.size.width + 12 }
    r.size.width = max(r.size.width, 0)
    return r
  }

  /// Draws the value images, the two track parts and the thumb, vertically centred.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0 else { return }
    let traits = traitCollection
    let fullBounds = self.bounds
    for (image, atMinimum) in [(minimumValueImage, true), (maximumValueImage, false)] {
      guard let image, let cg = image.cgImage else { continue }
      let s = image.size
      let x = atMinimum ? fullBounds.minX : fullBounds.maxX - s.width
      let tint =
        image.renderingMode == .alwaysTemplate
        ? (tintColor ?? .systemBlue).resolvedRGBA(traits) : nil
      ctx.drawUpright(
        cg.bitmap,
        in: CGRect(x: x, y: fullBounds.midY - s.height / 2, width: s.width, height: s.height),
        tint: tint)
    }
    let bounds = trackRect(forBounds: fullBounds)
    guard bounds.width > 0 else { return }
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
