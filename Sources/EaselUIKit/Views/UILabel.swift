internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view that draws one or more lines of read-only text, as `UILabel`.
///
/// Text is laid out by the graphics layer's `TextLayout` and drawn vertically centred in
/// the bounds, as UILabel draws it; lines that do not fit the bounds height are dropped and
/// the last shown line truncated per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
  var textStorage: String?
  var attributedStorage: NSAttributedString?
  /// The last few text layouts made, by what they were made from (see `layout(width:…)`).
  var layoutCache: [TextLayoutKey: TextLayout] = [:]

  /// The text; setting it replaces any attributed text.
  open var text: String? {
    get { attributedStorage?.string ?? textStorage }
    set {
      textStorage = newValue
      attributedStorage = nil
      textDidChange()
    }
  }

  /// The styled text; attributes a range lacks come from `font`, `textColor` and
  /// `textAlignment`.
  open var attributedText: NSAttributedString? {
    get {
      if let attributedStorage { return attributedStorage }
      guard let textStorage else { return nil }
      return NSAttributedString(
        string: textStorage,
        attributes: [.font: font as Any, .foregroundColor: textColor as Any])
    }
    set {
      attributedStorage = newValue
      textStorage = newValue?.string
      textDidChange()
    }
  }

  /// The font (default: the system font at 17 points). UIKit declares it `null_resettable`:
  /// set to nil (`UIFont(name:size:)` of a font the app lacks), it is that default again.
  /// A font equal to the one set changes nothing and redraws nothing, as UIKit's label
  /// redraws only what is modified: a subclass whose `setNeedsDisplay` sets the font again
  /// stops there, as on iOS.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = UIFont.systemFont(ofSize: 17) }
      if font.isEqual(oldValue) { return }
      textDidChange()
    }
  }
  /// The text colour (default `.label`: black in light appearance, white in dark);
  /// `null_resettable`, as the font; an equal colour redraws nothing, as the font.
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      if textColor.isEqual(oldValue) { return }
      setNeedsDisplay()
    }
  }
  /// The horizontal alignment (default `.natural`: left here).
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The most lines shown; 0 for no limit (default 1).
  open var numberOfLines = 1 { didSet { textDidChange() } }
  /// How lines wrap and the last one truncates (default by truncating the tail).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
  /// Whether the font shrinks so the text fits the width (down to `minimumScaleFactor`).
  open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
  /// The smallest scale the font shrinks to; 0 for no limit.
  open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
  /// Whether the text is drawn dimmed (false) or in `textColor` (true).
  open var isEnabled = true { didSet { setNeedsDisplay() } }
  /// Whether `highlightedTextColor` is used.
  open var isHighlighted = false { didSet { setNeedsDisplay() } }
  /// The colour used while highlighted.
  open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The colour of a sharp text shadow (default nil: none).
  open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The text shadow's offset (default (0, -1), as UIKit).
  open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
  /// The width multi-line intrinsic sizes wrap at; 0 for none.
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// How the baseline moves when the font shrinks.
  ///
  /// Differs from UIKit: stored only; shrunk text stays vertically centred (COVERAGE.md).
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// Whether text is tightened before truncating.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  open var allowsDefaultTighteningForTruncation = false
  /// Whether the font follows the Dynamic Type setting (stored; content size is fixed at Large).
  open var adjustsFontForContentSizeCategory = false

  // Deprecated by iOS 6 and 7 and hidden from Swift by its importer, but declared by the SDK and
  // working in Objective-C.
  /// The smallest font size the text shrinks to: `minimumScaleFactor` times the font's size,
  /// as UILabel.h says ("deprecated - use minimumScaleFactor"); setting it sets the factor
  /// (0 for a font of no size).
  open var __objc_minimumFontSize: CGFloat {
    get { minimumScaleFactor * font.pointSize }
    set { minimumScaleFactor = font.pointSize > 0 ? newValue / font.pointSize : 0 }
  }
  /// Whether letter spacing tightens to fit the width: stored, and non-functional, as UILabel.h
  /// says of UIKit's own.
  open var __objc_adjustsLetterSpacingToFitWidth = false

  /// Creates a label with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    labelDefaults()
  }

  /// Creates a label from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    labelDefaults()
  }

  private func labelDefaults() {
    isUserInteractionEnabled = false
    contentMode = .redraw
    isOpaque = false
  }

  private func textDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// Draws the text in the bounds.
  open override func draw(_ rect: CGRect) { drawText(in: bounds) }

  /// Draws the text in `rect`, vertically centred; override to inset it.
  ///
  /// Differs from UIKit: Easel's stand-in for the system font is a few percent wider than
  /// San Francisco, so a one-line text that overflows its rectangle by at most
  /// `condensingTolerance` is drawn condensed to fit instead of truncated: labels and
  /// buttons that Interface Builder sized to fit their text still show all of it.
  open func drawText(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), rect.width > 0 else { return }
    let condensed = condensedLayout(in: rect)
    guard let layout = condensed?.layout ?? fittedLayout(in: rect) else { return }
    let origin = CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2)
    let pattern = textPattern
    let draw = {
      if let factor = condensed?.factor {
        let spare = rect.width - layout.size.width * factor
        let alignment = self.attributedStorage?.firstParagraphStyle?.alignment ?? self.textAlignment
        let dx: CGFloat =
          switch alignment {
          case .center: spare / 2
          case .right: spare
          case .natural where self.naturalTextRightToLeft == true: spare
          default: 0
          }
        ctx.canvas.save()
        ctx.canvas.concatenate(
          CGAffineTransform(translationX: origin.x + dx, y: origin.y).scaledBy(x: factor, y: 1))
        ctx.drawText(layout, at: .zero, pattern: pattern)
        ctx.canvas.restore()
      } else {
        ctx.drawText(layout, at: origin, pattern: pattern)
      }
    }
    if let shadow = shadowColor?.rgba, shadow.alpha > 0 {
      ctx.canvas.beginGroup()
      draw()
      let group = ctx.canvas.endGroup()
      ctx.canvas.paint(
        group, opacity: 1, mask: nil,
        shadow: Shadow(color: shadow, offset: shadowOffset, radius: 0))
    } else {
      draw()
    }
  }

  /// How far a one-line text may overflow before it is truncated rather than condensed
  /// (see `drawText(in:)`).
  static let condensingTolerance: CGFloat = 0.12

  /// The whole line and its horizontal scale (at most 1), when a one-line text just fits
  /// `rect` or overflows it by a little; nil otherwise. (A line exactly as wide as its
  /// rectangle would otherwise be truncated by sub-point rounding in the text engine.)
  func condensedLayout(in rect: CGRect) -> (layout: TextLayout, factor: CGFloat)? {
    guard numberOfLines == 1, !adjustsFontSizeToFitWidth, lineBreakMode != .byClipping,
      let natural = layout(width: nil, lines: 1, scale: 1), natural.size.width > rect.width - 1,
      natural.size.width <= rect.width * (1 + Self.condensingTolerance)
    else { return nil }
    return (natural, min(rect.width / natural.size.width, 1))
  }

  /// The rectangle the text occupies within `bounds` for at most `numberOfLines` lines.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    guard let layout = layout(width: bounds.width, lines: numberOfLines, scale: 1) else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    let size = CGSize(
      width: min(layout.size.width.rounded(.up), bounds.width),
      height: min(layout.size.height.rounded(.up), bounds.height))
    return CGRect(origin: bounds.origin, size: size)
  }

  /// The size the text needs within `size`'s width (wrapping unless one line), rounded up
  /// to the screen's pixels.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width: CGFloat? = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil)
    guard let layout = layout(width: width, lines: numberOfLines, scale: 1) else { return .zero }
    return CGSize(
      width: Self.ceilToPixel(layout.size.width), height: Self.ceilToPixel(layout.size.height))
  }

  /// The text's natural size (wrapping at `preferredMaxLayoutWidth` when set), rounded up to
  /// the screen's pixels, as UIKit does (a 17-point system label is 20.5 points tall at 2×,
  /// 20.33 at 3×).
  open override var intrinsicContentSize: CGSize {
    let width: CGFloat? =
      numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    guard let layout = layout(width: width, lines: numberOfLines, scale: 1) else {
      return .zero
    }
    return CGSize(
      width: Self.ceilToPixel(layout.size.width), height: Self.ceilToPixel(layout.size.height))
  }

  /// `length` rounded up to the pixel grid of the screen in effect (whole points at 1×).
  static func ceilToPixel(_ length: CGFloat) -> CGFloat {
    let s = ResourceEnvironment.currentTraits.displayScale
    let scale = s > 0 ? s : 1
    return (length * scale - 1e-6).rounded(.up) / scale
  }

  /// The colour text is drawn in now.
  var effectiveTextColor: UIColor {
    if isHighlighted, let h = highlightedTextColor { return h }
    if !isEnabled { return UIColor(white: 0.56, alpha: 1) }
    return textColor ?? .label
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
    get { UnimplementedAPI.value(of: self, "UILabel.lineBreakStrategy", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UILabel.lineBreakStrategy") }
  }

  open var showsExpansionTextWhenTruncated: Bool {
    get {
      UnimplementedAPI.value(of: self, "UILabel.showsExpansionTextWhenTruncated", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UILabel.showsExpansionTextWhenTruncated") }
  }
  // facade-inventory:end
}

/// How a shrunk label's baseline moves, as `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable, Hashable {
  case alignBaselines, alignCenters, none
}
