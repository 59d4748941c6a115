internal import EaselGraphics
import Foundation

/// A spinner, as `UIActivityIndicatorView`, drawn as its eight fading spokes.
///
/// As on iOS, a stopped indicator with `hidesWhenStopped` (the default) is hidden.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The size of the spinner, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable, Hashable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101
  }

  /// The style.
  open var style: Style = .medium {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The spokes' colour (default a grey; white for the old white styles).
  open var color: UIColor! {
    get { colorStorage ?? ((style == .white || style == .whiteLarge) ? .white : .secondaryLabel) }
    set {
      colorStorage = newValue
      setNeedsDisplay()
    }
  }
  private var colorStorage: UIColor?
  /// Whether the spinner hides when stopped (default true; turning it off shows a stopped
  /// spinner).
  open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
  /// Whether the spinner is spinning (drawn still).
  open private(set) var isAnimating = false

  /// Creates a spinner of a style (designated, as UIKit's is).
  public init(style: Style) {
    super.init(frame: .zero)
    isOpaque = false
    updateHidden()
    self.style = style
    frame.size = intrinsicContentSize
  }

  /// Creates a spinner of a style, as Swift 4 spells `init(style:)` (the same designated
  /// initializer of UIKit's, `initWithActivityIndicatorStyle:`: Swift 4 code overrides it).
  @available(swift, obsoleted: 4.2, renamed: "init(style:)")
  public init(activityIndicatorStyle style: Style) {
    super.init(frame: .zero)
    isOpaque = false
    updateHidden()
    self.style = style
    frame.size = intrinsicContentSize
  }

  /// Creates a spinner.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    updateHidden()
  }

  /// Creates a spinner from a storyboard or xib (see `UIView.init?(coder:)`); the decoded
  /// `hidden`, `hidesWhenStopped` and `animating` values stand as the document gives them.
  /// Not failable, as UIKit declares it for activity indicators.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!  // UIView's never fails
    isOpaque = false
  }

  /// Starts spinning (shows it).
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops spinning (hides it if `hidesWhenStopped`).
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }

  private var isLarge: Bool { style == .large || style == .whiteLarge }

  /// 20×20, or 37×37 for large styles.
  open override var intrinsicContentSize: CGSize {
    isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  /// Draws eight spokes around the centre, fading clockwise.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let base = color.resolvedRGBA(traitCollection)
    let size = intrinsicContentSize.width
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = size / 2
    let inner = outer * 0.5
    let width = isLarge ? 3.5 : 2.2
    for i in 0..<8 {
      let angle = CGFloat(i) * .pi / 4 - .pi / 2
      var p = GraphicsPath()
      p.move(to: CGPoint(x: c.x + inner * cos(angle), y: c.y + inner * sin(angle)))
      p.addLine(
        to: CGPoint(
          x: c.x + (outer - width / 2) * cos(angle), y: c.y + (outer - width / 2) * sin(angle)))
      let alpha = 1 - Double(i) * 0.1
      ctx.canvas.stroke(
        p, color: base.multiplyingAlpha(by: alpha),
        style: StrokeStyle(lineWidth: width, lineCap: .round))
    }
  }
}
