internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a text layer aligns its text, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Natural.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Center.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

  var textAlignment: TextAlignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }
}

/// How a text layer truncates its text, as `CATextLayerTruncationMode` (`kCATruncationEnd`
/// is `"end"`, as Core Animation's constants are their names).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a mode from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// No truncation.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// Truncates at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// Truncates at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// Truncates in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")

  /// The text engine's truncating mode; nil for none (or a name Core Animation does not
  /// define, which it draws untruncated).
  var lineBreakMode: LineBreakMode? {
    switch self {
    case .end: .truncateTail
    case .middle: .truncateMiddle
    case .start: .truncateHead
    default: nil
    }
  }
}

/// A layer that draws a string at its top-left, as `CATextLayer` (basic).
open class CATextLayer: CALayer {
  /// A `String` or `NSAttributedString` to draw.
  open var string: Any?
  /// The font: a `UIFont`, a `CTFont`, a `CGFont`, a font name `String`, or nil for
  /// Helvetica (drawn with its stand-in); for a plain string only.
  open var font: Any?
  /// The font size (default 36, as Core Animation).
  open var fontSize: CGFloat = 36
  /// The text colour (default opaque white).
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Whether the text wraps at the bounds width.
  open var isWrapped = false
  /// The horizontal alignment.
  @available(swift, introduced: 4.2)
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// How the text is truncated when it does not fit the bounds: an unwrapped layer's each
  /// line at the bounds width, a wrapped layer's last line that fits the bounds height,
  /// with an ellipsis at its end, middle or start, as Core Animation draws it; `.none`
  /// (the default) lets an unwrapped line run past the bounds.
  @available(swift, introduced: 4.2)
  open var truncationMode = CATextLayerTruncationMode.none

  /// Creates a text layer.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let o = layer as? CATextLayer else { return }
    (string, font, fontSize, foregroundColor) = (o.string, o.font, o.fontSize, o.foregroundColor)
    (isWrapped, alignmentMode, truncationMode) = (o.isWrapped, o.alignmentMode, o.truncationMode)
  }

  /// Creates a text layer from an archive; nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The font to draw with, at `fontSize`.
  var resolvedFont: UIFont {
    if let f = font as? UIFont { return f.withSize(fontSize) }
    if let f = font as? CTFont { return f.font.withSize(fontSize) }
    if let name = font as? String, let f = UIFont(name: name, size: fontSize) { return f }
    if let name = (font as? CGFont)?.fullName, let f = UIFont(name: name, size: fontSize) {
      return f
    }
    return UIFont.defaultHelvetica(size: fontSize)
  }

  /// Draws the string from the top-left of the bounds.
  override func drawOwnContent(on canvas: Canvas) {
    let runs: [TextRun]
    let color = foregroundColor?.rgba ?? .white
    if let a = string as? NSAttributedString {
      // Core Text draws it: its attributes, UIKit's or Core Text's (`kCTFontAttributeName`'s
      // `CTFont`, `kCTForegroundColorAttributeName`'s `CGColor`), and Core Text's defaults
      // where it has none (Helvetica 12, black), as `font`, `fontSize` and
      // `foregroundColor` apply only to a plain string.
      runs = a.coreTextRuns()
    } else if let s = string as? String {
      runs = [TextRun(text: s, font: resolvedFont.fontSpec, color: color)]
    } else {
      return
    }
    guard !runs.isEmpty else { return }
    canvas.draw(layout(of: runs), at: bounds.origin)
  }

  /// The runs laid out in the bounds: wrapped at their width or not, truncated as
  /// `truncationMode` says.
  private func layout(of runs: [TextRun]) -> TextLayout {
    let alignment = alignmentMode.textAlignment
    guard let truncation = truncationMode.lineBreakMode else {
      return TextLayout(
        runs: runs, width: isWrapped || alignmentMode != .natural ? bounds.width : nil,
        maxLines: 0, alignment: alignment, lineBreakMode: isWrapped ? .wordWrap : .clip)
    }
    guard isWrapped else {
      // One line a paragraph, each cut at the bounds width.
      return TextLayout(
        runs: runs, width: bounds.width, alignment: alignment, lineBreakMode: truncation,
        oneLinePerParagraph: true)
    }
    // The lines that fit the bounds height, the last of them truncated.
    let wrapped = TextLayout(
      runs: runs, width: bounds.width, maxLines: 0, alignment: alignment,
      lineBreakMode: .wordWrap)
    return TextLayout(
      runs: runs, width: bounds.width, maxLines: wrapped.linesFitting(height: bounds.height),
      alignment: alignment, lineBreakMode: truncation)
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var allowsFontSubpixelQuantization: Bool {
    get {
      UnimplementedAPI.value(of: self, "CATextLayer.allowsFontSubpixelQuantization", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "CATextLayer.allowsFontSubpixelQuantization") }
  }
  // facade-inventory:end
}
