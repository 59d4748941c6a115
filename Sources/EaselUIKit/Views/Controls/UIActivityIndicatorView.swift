internal import EaselGraphics
import Foundation

/// A spinner, as `UIActivityIndicatorView`, drawn as its eight fading spokes.
///
/// As on iOS, a stopped indicator with `hidesWhenStopped` (the default) is hidden, and the
/// spokes are drawn by a private image view, the indicator's first subview, of the style's size
/// and centred: code that reads `subviews[0]` (a subclass sizing its own artwork to the
/// spinner's bounds, or taking its layer away) finds it, as on iOS.
///
/// Differs from UIKit: the image view draws the spokes itself; it shows no image.
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
      placeSpokesView()
      invalidateIntrinsicContentSize()
    }
  }
  /// The spokes' colour (default a grey; white for the old white styles).
  open var color: UIColor! {
    get { colorStorage ?? ((style == .white || style == .whiteLarge) ? .white : .secondaryLabel) }
    set {
      colorStorage = newValue
      spokesView.setNeedsDisplay()
    }
  }
  private var colorStorage: UIColor?
  /// Whether the spinner hides when stopped (default true; turning it off shows a stopped
  /// spinner).
  open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
  /// Whether the spinner is spinning (drawn still).
  open private(set) var isAnimating = false
  /// The image view the spokes are drawn in, as UIKit's `_animatingImageView`.
  private let spokesView = ActivityIndicatorSpokesView(frame: .zero)

  /// Creates a spinner of a style (designated, as UIKit's is).
  public init(style: Style) {
    super.init(frame: .zero)
    isOpaque = false
    updateHidden()
    self.style = style
    frame.size = intrinsicContentSize
    addSpokesView()
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
    addSpokesView()
  }

  /// Creates a spinner.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    updateHidden()
    addSpokesView()
  }

  /// Creates a spinner from a storyboard or xib (see `UIView.init?(coder:)`); the decoded
  /// `hidden`, `hidesWhenStopped` and `animating` values stand as the document gives them.
  /// Not failable, as UIKit declares it for activity indicators.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!  // UIView's never fails
    isOpaque = false
    addSpokesView()
  }

  private func addSpokesView() {
    spokesView.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    placeSpokesView()
    addSubview(spokesView)
  }

  /// The spokes view the style's size, centred in the bounds.
  private func placeSpokesView() {
    let size = intrinsicContentSize
    spokesView.frame = CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
    spokesView.setNeedsDisplay()
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

  /// Draws eight spokes around the centre of `rect`, fading clockwise.
  func drawSpokes(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let base = color.resolvedRGBA(traitCollection)
    let size = intrinsicContentSize.width
    let c = CGPoint(x: rect.midX, y: rect.midY)
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

/// The image view a `UIActivityIndicatorView`'s spokes are drawn in: its first subview, of
/// the style's size and centred, as UIKit's indicator shows its spinner in an image view.
@MainActor
final class ActivityIndicatorSpokesView: UIImageView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func drawSystemContent(in rect: CGRect) {
    (superview as? UIActivityIndicatorView)?.drawSpokes(in: bounds)
  }
}
