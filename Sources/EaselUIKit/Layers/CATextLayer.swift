internal import EaselGraphics
import Foundation

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

/// A layer that draws a string at its top-left, as `CATextLayer` (basic).
open class CATextLayer: CALayer {
  /// A `String` or `NSAttributedString` to draw.
  open var string: Any?
  /// The font: a `UIFont`, a `CGFont`, a font name `String`, or nil for Helvetica (drawn
  /// with its stand-in).
  open var font: Any?
  /// The font size (default 36, as Core Animation).
  open var fontSize: CGFloat = 36
  /// The text colour (default opaque white).
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Whether the text wraps at the bounds width.
  open var isWrapped = false
  /// The horizontal alignment.
  open var alignmentMode = CATextLayerAlignmentMode.natural
  /// How the text is truncated when it does not fit.
  ///
  /// Differs from UIKit: stored only; a wrapped layer clips, an unwrapped one runs on
  /// (COVERAGE.md).
  open var truncationMode: String = "none"

  /// Creates a text layer.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let o = layer as? CATextLayer else { return }
    (string, font, fontSize, foregroundColor) = (o.string, o.font, o.fontSize, o.foregroundColor)
    (isWrapped, alignmentMode) = (o.isWrapped, o.alignmentMode)
  }

  /// Creates a text layer from an archive; nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The font to draw with, at `fontSize`.
  var resolvedFont: UIFont {
    if let f = font as? UIFont { return f.withSize(fontSize) }
    if let name = font as? String, let f = UIFont(name: name, size: fontSize) { return f }
    if let name = (font as? CGFont)?.fullName, let f = UIFont(name: name, size: fontSize) {
      return f
    }
    return UIFont(name: "Helvetica", size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
  }

  /// Draws the string from the top-left of the bounds.
  override func drawOwnContent(on canvas: Canvas) {
    let runs: [TextRun]
    let color = foregroundColor?.rgba ?? .white
    if let a = string as? NSAttributedString {
      runs = a.textRuns(defaultFont: resolvedFont, defaultColor: color)
    } else if let s = string as? String {
      runs = [TextRun(text: s, font: resolvedFont.fontSpec, color: color)]
    } else {
      return
    }
    guard !runs.isEmpty else { return }
    let layout = TextLayout(
      runs: runs, width: isWrapped || alignmentMode != .natural ? bounds.width : nil,
      maxLines: 0, alignment: alignmentMode.textAlignment,
      lineBreakMode: isWrapped ? .wordWrap : .clip)
    canvas.draw(layout, at: bounds.origin)
  }
}
