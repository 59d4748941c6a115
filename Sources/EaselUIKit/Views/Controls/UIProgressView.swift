internal import EaselGraphics
import Foundation

/// A progress bar, as `UIProgressView`, drawn in the iOS 14+ style (a 4-point rounded bar).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The look of the bar, as `UIProgressView.Style`.
  public enum Style: Int, Sendable, Hashable {
    case `default`, bar
  }

  /// The progress, 0...1.
  open var progress: Float = 0 { didSet { setNeedsDisplay() } }
  /// The style.
  open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
  /// The filled part's colour (default the tint colour).
  open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The unfilled part's colour (default a system fill grey).
  open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// An image stretched over the filled part, instead of `progressTintColor`.
  open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
  /// An image stretched over the whole track, instead of `trackTintColor`.
  open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

  /// Creates a progress view of a style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    progressViewStyle = style
  }

  /// Creates a progress view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a progress view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  /// Sets the progress (never animated here).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// iOS's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the track and the filled part.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0 else { return }
    let traits = traitCollection
    let h = min(bounds.height, progressViewStyle == .bar ? 2.5 : 4)
    let track = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: h)
    let r = progressViewStyle == .bar ? 0 : h / 2
    if let image = trackImage, let cg = image.cgImage {
      ctx.drawUpright(cg.bitmap, in: track, tint: nil, slicing: image.ninePart)
    } else {
      let trackColor = (trackTintColor ?? .secondarySystemFill).resolvedRGBA(traits)
      ctx.canvas.fill(
        GraphicsPath(roundedRect: track, cornerRadius: r), color: trackColor, rule: .nonZero)
    }
    var filled = track
    filled.size.width = track.width * CGFloat(min(max(progress, 0), 1))
    guard filled.width > 0 else { return }
    if let image = progressImage, let cg = image.cgImage {
      ctx.drawUpright(cg.bitmap, in: filled, tint: nil, slicing: image.ninePart)
      return
    }
    let fill = (progressTintColor ?? tintColor ?? .systemBlue).resolvedRGBA(traits)
    ctx.canvas.fill(GraphicsPath(roundedRect: filled, cornerRadius: r), color: fill, rule: .nonZero)
  }
}
