internal import EaselGraphics
import Foundation

// Core Text's string attributes: the names (`kCTFontAttributeName` …) and how Easel reads an
// attributed string built with them for drawing. Each name is the string Core Text uses at
// run time, so that the names UIKit shares with it are the same keys
// (`kCTFontAttributeName` is `NSAttributedString.Key.font`'s "NSFont",
// `kCTParagraphStyleAttributeName` "NSParagraphStyle") and Core Text's own colours stay
// apart from UIKit's (`kCTForegroundColorAttributeName`, a `CGColor`, is
// "CTForegroundColor"; UIKit's `.foregroundColor`, a `UIColor`, is "NSColor").

/// The font (a `CTFont`, or a `UIFont`), as `kCTFontAttributeName`.
public let kCTFontAttributeName: CFString = "NSFont"
/// Whether the foreground is the context's fill colour, as
/// `kCTForegroundColorFromContextAttributeName`.
public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// Extra space after each character, in points, as `kCTKernAttributeName`.
public let kCTKernAttributeName: CFString = "NSKern"
/// Tracking, in points, as `kCTTrackingAttributeName`.
public let kCTTrackingAttributeName: CFString = "CTTracking"
/// Which ligatures are used, as `kCTLigatureAttributeName`.
public let kCTLigatureAttributeName: CFString = "NSLigature"
/// The text colour (a `CGColor`), as `kCTForegroundColorAttributeName`.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// The colour behind the text (a `CGColor`), as `kCTBackgroundColorAttributeName`.
public let kCTBackgroundColorAttributeName: CFString = "CTBackgroundColor"
/// The paragraph style (a `CTParagraphStyle`), as `kCTParagraphStyleAttributeName`.
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The stroke width, as `kCTStrokeWidthAttributeName`.
public let kCTStrokeWidthAttributeName: CFString = "NSStrokeWidth"
/// The stroke colour (a `CGColor`), as `kCTStrokeColorAttributeName`.
public let kCTStrokeColorAttributeName: CFString = "CTStrokeColor"
/// The underline (a `CTUnderlineStyle` raw value), as `kCTUnderlineStyleAttributeName`.
public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// Superscript (positive) or subscript (negative), as `kCTSuperscriptAttributeName`.
public let kCTSuperscriptAttributeName: CFString = "NSSuperScript"
/// Core Text's underline styles, with `CTStringAttributes.h`'s values (those of
/// `NSUnderlineStyle`: double is 0x09, not a third bit).
public struct CTUnderlineStyle: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int32
  /// Creates a style.
  public init(rawValue: Int32) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = CTUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = CTUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = CTUnderlineStyle(rawValue: 0x09)
}

/// Core Text's underline patterns, combined with a `CTUnderlineStyle`, with
/// `CTStringAttributes.h`'s values.
public struct CTUnderlineStyleModifiers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int32
  /// Creates a pattern.
  public init(rawValue: Int32) { self.rawValue = rawValue }
  /// A solid line.
  public static let patternSolid: CTUnderlineStyleModifiers = []
  /// Dots.
  public static let patternDot = CTUnderlineStyleModifiers(rawValue: 0x0100)
  /// Dashes.
  public static let patternDash = CTUnderlineStyleModifiers(rawValue: 0x0200)
  /// Dash, dot.
  public static let patternDashDot = CTUnderlineStyleModifiers(rawValue: 0x0300)
  /// Dash, dot, dot.
  public static let patternDashDotDot = CTUnderlineStyleModifiers(rawValue: 0x0400)
}

/// The underline colour (a `CGColor`), as `kCTUnderlineColorAttributeName`.
public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"
/// Vertical glyph forms, as `kCTVerticalFormsAttributeName`.
public let kCTVerticalFormsAttributeName: CFString = "CTVerticalForms"
/// Horizontal forms in vertical text, as `kCTHorizontalInVerticalFormsAttributeName`.
public let kCTHorizontalInVerticalFormsAttributeName: CFString = "CTHorizontalInVerticalForms"
/// A glyph to use, as `kCTGlyphInfoAttributeName`.
public let kCTGlyphInfoAttributeName: CFString = "NSGlyphInfo"
/// The character shape, as `kCTCharacterShapeAttributeName`.
public let kCTCharacterShapeAttributeName: CFString = "NSCharacterShape"
/// The text's language, as `kCTLanguageAttributeName`.
public let kCTLanguageAttributeName: CFString = "NSLanguage"
/// A run delegate, as `kCTRunDelegateAttributeName`.
public let kCTRunDelegateAttributeName: CFString = "CTRunDelegate"
/// The baseline class, as `kCTBaselineClassAttributeName`.
public let kCTBaselineClassAttributeName: CFString = "CTBaselineClass"
/// Baseline information, as `kCTBaselineInfoAttributeName`.
public let kCTBaselineInfoAttributeName: CFString = "CTBaselineInfo"
/// Reference baseline information, as `kCTBaselineReferenceInfoAttributeName`.
public let kCTBaselineReferenceInfoAttributeName: CFString = "CTBaselineReferenceInfo"
/// A baseline offset, in points, as `kCTBaselineOffsetAttributeName`.
public let kCTBaselineOffsetAttributeName: CFString = "CTBaselineOffset"
/// The writing direction, as `kCTWritingDirectionAttributeName`.
public let kCTWritingDirectionAttributeName: CFString = "NSWritingDirection"
/// A ruby annotation, as `kCTRubyAnnotationAttributeName`.
public let kCTRubyAnnotationAttributeName: CFString = "CTRubyAnnotation"

/// How lines progress in a frame, as `kCTFrameProgressionAttributeName`.
public let kCTFrameProgressionAttributeName: CFString = "CTFrameProgression"
/// The fill rule of a frame's path, as `kCTFramePathFillRuleAttributeName`.
public let kCTFramePathFillRuleAttributeName: CFString = "CTFramePathFillRule"
/// The width of a frame's path, as `kCTFramePathWidthAttributeName`.
public let kCTFramePathWidthAttributeName: CFString = "CTFramePathWidth"
/// Paths a frame's text flows around, as `kCTFrameClippingPathsAttributeName`.
public let kCTFrameClippingPathsAttributeName: CFString = "CTFrameClippingPaths"
/// One clipping path, as `kCTFramePathClippingPathAttributeName`.
public let kCTFramePathClippingPathAttributeName: CFString = "CTFramePathClippingPath"

/// The attributes Easel reads to draw Core Text's strings; any other one a string uses is
/// noted once as not drawn.
private let drawnCoreTextAttributes: Set<String> = [
  kCTFontAttributeName, kCTForegroundColorAttributeName, kCTForegroundColorFromContextAttributeName,
  kCTKernAttributeName, kCTParagraphStyleAttributeName, kCTUnderlineStyleAttributeName,
  kCTLigatureAttributeName, kCTLanguageAttributeName,
  NSAttributedString.Key.foregroundColor.rawValue,
  NSAttributedString.Key.strikethroughStyle.rawValue,
  NSAttributedString.Key.easelRunBoundary.rawValue,
]

extension NSAttributedString {
  /// The runs Core Text draws the string with: its font (`CTFont` or `UIFont`, Helvetica 12
  /// when none), its colour (`kCTForegroundColorAttributeName`'s `CGColor`, UIKit's
  /// `UIColor`, the context's fill colour with `kCTForegroundColorFromContextAttributeName`,
  /// else black), underline and kerning. An attribute Easel does not draw (a stroke, a
  /// background colour, a run delegate …) is noted once, by name.
  func coreTextRuns(contextColor: RGBA? = nil) -> [TextRun] {
    let defaultFont = UIFont.defaultHelvetica(size: 12)
    var runs: [TextRun] = []
    let ns = string as NSString
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attrs, range, _ in
      for key in attrs.keys where !drawnCoreTextAttributes.contains(key.rawValue) {
        UnimplementedAPI.use(
          "Core Text attribute \(coreTextName(of: key.rawValue))",
          by: UnimplementedAPI.designableCode)
      }
      let fontValue = attrs[NSAttributedString.Key(kCTFontAttributeName)]
      let font = (fontValue as? CTFont)?.font ?? (fontValue as? UIFont) ?? defaultFont
      var color = RGBA.black
      if let cg = coreTextColor(attrs[NSAttributedString.Key(kCTForegroundColorAttributeName)]) {
        color = cg
      } else if let ui = attrs[.foregroundColor] as? UIColor {
        color = ui.rgba
      }
      if let contextColor,
        NSAttributedString.boolValue(
          attrs[NSAttributedString.Key(kCTForegroundColorFromContextAttributeName)])
      {
        color = contextColor
      }
      let underline =
        NSAttributedString.intValue(attrs[NSAttributedString.Key(kCTUnderlineStyleAttributeName)])
        != 0
      let strike = NSAttributedString.intValue(attrs[.strikethroughStyle]) != 0
      let kernValue = attrs[NSAttributedString.Key(kCTKernAttributeName)]
      let kern =
        (kernValue as? NSNumber).map { CGFloat($0.doubleValue) }
        ?? (kernValue as? CGFloat) ?? (kernValue as? Double).map { CGFloat($0) }
      runs.append(
        TextRun(
          text: ns.substring(with: range), font: font.fontSpec, color: color,
          underline: underline, strikethrough: strike, kern: kern))
    }
    return runs
  }

  /// The first character's paragraph style as UIKit's alignment, line breaking, line
  /// spacing and line heights: a `CTParagraphStyle`'s, or an `NSParagraphStyle`'s.
  var coreTextParagraph:
    (
      alignment: TextAlignment, lineBreak: LineBreakMode, lineSpacing: CGFloat,
      lineHeights: LineHeights
    )
  {
    let value = length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil
    if let style = value as? CTParagraphStyle {
      return (
        style.alignment.textAlignment, style.lineBreakMode.lineBreakMode, style.lineSpacing,
        style.lineHeights
      )
    }
    if let style = value as? NSParagraphStyle {
      return (
        style.alignment.textAlignment, style.lineBreakMode.lineBreakMode, style.lineSpacing,
        style.lineHeights
      )
    }
    return (.natural, .wordWrap, 0, LineHeights())
  }

  static func boolValue(_ value: Any?) -> Bool {
    if let b = value as? Bool { return b }
    if let n = value as? NSNumber { return n.boolValue }
    return false
  }
}

/// A Core Text colour value: a `CGColor` (or a `UIColor`, which code passes by mistake and
/// iOS ignores; drawn here).
private func coreTextColor(_ value: Any?) -> RGBA? {
  guard let value else { return nil }
  if let cg = value as? CGColor { return cg.rgba }
  if let ui = value as? UIColor { return ui.rgba }
  return nil
}

/// The `kCT…AttributeName` constant whose value is `raw`, for notes ("NSStrokeWidth" is
/// `kCTStrokeWidthAttributeName`), or `raw` itself.
private func coreTextName(of raw: String) -> String {
  let names: [String: String] = [
    kCTStrokeWidthAttributeName: "kCTStrokeWidthAttributeName",
    kCTStrokeColorAttributeName: "kCTStrokeColorAttributeName",
    kCTBackgroundColorAttributeName: "kCTBackgroundColorAttributeName",
    kCTUnderlineColorAttributeName: "kCTUnderlineColorAttributeName",
    kCTSuperscriptAttributeName: "kCTSuperscriptAttributeName",
    kCTTrackingAttributeName: "kCTTrackingAttributeName",
    kCTVerticalFormsAttributeName: "kCTVerticalFormsAttributeName",
    kCTRunDelegateAttributeName: "kCTRunDelegateAttributeName",
    kCTBaselineOffsetAttributeName: "kCTBaselineOffsetAttributeName",
    kCTGlyphInfoAttributeName: "kCTGlyphInfoAttributeName",
    kCTRubyAnnotationAttributeName: "kCTRubyAnnotationAttributeName",
    kCTWritingDirectionAttributeName: "kCTWritingDirectionAttributeName",
  ]
  return names[raw] ?? raw
}

extension CTTextAlignment {
  /// The layout alignment.
  var textAlignment: TextAlignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    case .natural: .natural
    }
  }
}

extension CTLineBreakMode {
  /// The layout line breaking: Core Text's modes are UIKit's, value for value.
  var lineBreakMode: LineBreakMode {
    NSLineBreakMode(rawValue: Int(rawValue))?.lineBreakMode ?? .wordWrap
  }
}
