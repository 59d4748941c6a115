internal import EaselGraphics
import Foundation

/// A row of page dots, as `UIPageControl`, drawn in the iOS 14+ style: 7-point dots 16
/// points apart, centred in the bounds.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of pages (default 0).
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      if currentPage >= numberOfPages { currentPage = max(numberOfPages - 1, 0) }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The page shown (default 0), within `0..<numberOfPages`.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
      setNeedsDisplay()
    }
  }
  /// Whether a control with one page hides itself (default false).
  open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
  /// The other pages' dot colour (default translucent white, as on iOS).
  open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The current page's dot colour (default white, as on iOS).
  open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a page control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a page control from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  static let dot: CGFloat = 7
  static let pitch: CGFloat = 16
  /// The most dots drawn, however wide the control.
  static let maximumDots = 1024

  /// The size the dots of `pageCount` pages need.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * Self.pitch + 10, height: 26)
  }

  /// The dots' size.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the dots, the current one opaque.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), numberOfPages > 0 else { return }
    if hidesForSinglePage && numberOfPages == 1 { return }
    let traits = traitCollection
    let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)).resolvedRGBA(traits)
    let current = (currentPageIndicatorTintColor ?? .white).resolvedRGBA(traits)
    let total = CGFloat(numberOfPages - 1) * Self.pitch
    let startX = bounds.midX - total / 2
    // Only the dots inside the bounds (a huge page count must not loop forever), and at most
    // `maximumDots` of them: a control millions of points wide would otherwise record
    // millions of dots (a fuzzed document did; no screen shows more than a few hundred).
    let first = max(Int(((bounds.minX - startX) / Self.pitch).rounded(.down)), 0)
    let last = min(
      Int(((bounds.maxX - startX) / Self.pitch).rounded(.up)), numberOfPages - 1,
      first + Self.maximumDots - 1)
    guard first <= last else { return }
    for page in first...last {
      let c = CGPoint(x: startX + CGFloat(page) * Self.pitch, y: bounds.midY)
      let r = CGRect(
        x: c.x - Self.dot / 2, y: c.y - Self.dot / 2, width: Self.dot, height: Self.dot)
      ctx.canvas.fill(
        GraphicsPath(ellipseIn: r), color: page == currentPage ? current : other, rule: .nonZero)
    }
  }
}
