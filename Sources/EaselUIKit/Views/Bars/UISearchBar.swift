internal import EaselGraphics
import Foundation

/// A search field on a bar, as `UISearchBar`.
///
/// Draws the bar background (`.default` style: `barTintColor` or light grey; `.minimal`:
/// none), then a 36-point rounded field inset 8 points with a magnifier glyph and the text
/// or placeholder, and a Cancel button when `showsCancelButton`. A `prompt` is drawn
/// centred above the field when the bar is tall enough.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The look of a search bar, as `UISearchBar.Style`.
  public enum Style: Int, Sendable, Hashable {
    case `default`, prominent, minimal
  }

  /// The text in the field.
  open var text: String? { didSet { setNeedsDisplay() } }
  /// The grey hint shown while the text is empty.
  open var placeholder: String? { didSet { setNeedsDisplay() } }
  /// A line above the field.
  open var prompt: String? { didSet { setNeedsDisplay() } }
  /// The style.
  open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
  /// The bar's style (`.black` draws a dark bar).
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the system's.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether the bar is translucent (stored).
  open var isTranslucent = true
  /// Whether a Cancel button shows at the trailing edge.
  open var showsCancelButton = false { didSet { setNeedsDisplay() } }
  /// Whether the bookmark button shows (stored).
  open var showsBookmarkButton = false
  /// Whether the scope bar shows (stored; not drawn).
  open var showsScopeBar = false
  /// The scope bar's titles (stored).
  open var scopeButtonTitles: [String]?

  /// Creates a search bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Creates a search bar from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A 56-point bar, as wide as asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 56)
  }

  /// Draws the background, field, glyph, text and Cancel button.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let dark = barStyle == .black || traits.userInterfaceStyle == .dark
    if backgroundColor == nil && searchBarStyle != .minimal {
      let fill =
        barTintColor?.resolvedRGBA(traits)
        ?? (dark ? RGBA(white: 0.11) : RGBA(red: 0.976, green: 0.976, blue: 0.976))
      ctx.canvas.fill(GraphicsPath(rect: bounds), color: fill, rule: .nonZero)
    }
    var band = bounds
    if let prompt, !prompt.isEmpty, bounds.height >= 70 {
      let layout = BarDrawing.text(
        prompt, size: 13, color: UIColor.secondaryLabel.resolvedRGBA(traits))
      ctx.canvas.draw(
        layout, at: CGPoint(x: bounds.midX - layout.size.width / 2, y: bounds.minY + 6))
      band = CGRect(x: bounds.minX, y: bounds.maxY - 56, width: bounds.width, height: 56)
    }
    var right = band.maxX - 8
    let tint = (tintColor ?? .systemBlue).resolvedRGBA(traits)
    if showsCancelButton {
      let layout = BarDrawing.text("Cancel", size: 17, color: tint)
      right -= layout.size.width
      BarDrawing.draw(layout, ctx, x: right, midY: band.midY)
      right -= 8
    }
    let fieldHeight = min(36, band.height - 8)
    guard fieldHeight > 4, right - band.minX > 24 else { return }
    let field = CGRect(
      x: band.minX + 8, y: band.midY - fieldHeight / 2, width: right - band.minX - 8,
      height: fieldHeight)
    let fieldColor =
      dark
      ? RGBA(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.24)
      : RGBA(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
    ctx.canvas.fill(
      GraphicsPath(roundedRect: field, cornerRadius: 10), color: fieldColor, rule: .nonZero)
    let grey =
      dark
      ? RGBA(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.6)
      : RGBA(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    let glyph = CGRect(x: field.minX + 8, y: field.midY - 8, width: 16, height: 16)
    BarDrawing.draw(.magnifier, ctx, in: glyph, color: grey, lineWidth: 1.8)
    let hasText = !(text ?? "").isEmpty
    let shown = hasText ? (text ?? "") : (placeholder ?? "Search")
    guard !shown.isEmpty else { return }
    let textColor = hasText ? UIColor.label.resolvedRGBA(traits) : grey
    let layout = BarDrawing.text(
      shown, size: 17, color: textColor, width: field.maxX - glyph.maxX - 14)
    BarDrawing.draw(layout, ctx, x: glyph.maxX + 6, midY: field.midY)
  }
}
