internal import EaselGraphics
import Foundation

extension UILabel {
  /// The runs to lay out, with the font scaled by `scale`.
  func runs(scale: CGFloat) -> [TextRun] {
    let baseFont = font ?? UIFont.systemFont(ofSize: 17)
    // A pattern colour's text is laid out opaque, the mask its pattern is painted through.
    let text = effectiveTextColor
    let color = text.imagePattern == nil ? text.resolvedRGBA(traitCollection) : .black
    var runs: [TextRun]
    if let attributed = attributedStorage {
      runs = attributed.textRuns(defaultFont: baseFont, defaultColor: color)
      if !isEnabled || (isHighlighted && highlightedTextColor != nil) {
        for i in runs.indices { runs[i].color = color }
      }
    } else if let text = textStorage, !text.isEmpty {
      runs = [TextRun(text: text, font: baseFont.fontSpec, color: color)]
    } else {
      return []
    }
    if scale != 1 {
      for i in runs.indices { runs[i].font.size = max(runs[i].font.size * scale, 1) }
    }
    return runs
  }

  /// The pattern the text is painted with: the text colour's, or the first an attributed
  /// text's colours have.
  var textPattern: ImagePattern? {
    let uniform = !isEnabled || (isHighlighted && highlightedTextColor != nil)
    if let attributed = attributedStorage, !uniform { return attributed.foregroundPattern }
    return effectiveTextColor.imagePattern
  }

  /// Lays the text out at `width` (nil: unbounded) with at most `lines` lines.
  func layout(width: CGFloat?, lines: Int, scale: CGFloat) -> TextLayout? {
    let runs = runs(scale: scale)
    guard !runs.isEmpty else { return nil }
    let paragraph = attributedStorage?.firstParagraphStyle
    let alignment = paragraph?.alignment ?? textAlignment
    let breakMode = lines == 1 ? lineBreakMode : (paragraph?.lineBreakMode ?? lineBreakMode)
    var width = width
    if lines == 1, breakMode == .byClipping, let w = width {
      // One clipped line runs past the edge (the bounds clip it), as UILabel draws it.
      let natural = TextLayout(runs: runs, width: nil, maxLines: 1)
      if natural.size.width > w { width = nil }
    }
    // Layouts are kept by everything they are made from, so measuring for Auto Layout
    // and drawing again cost Pango nothing once the text and its styles are unchanged.
    let key = TextLayoutKey(
      runs: runs, width: width, maxLines: max(lines, 0), alignment: alignment.textAlignment,
      lineBreakMode: breakMode.lineBreakMode, lineSpacing: paragraph?.lineSpacing ?? 0,
      lineHeights: paragraph?.lineHeights ?? LineHeights(),
      naturalRightToLeft: naturalTextRightToLeft)
    if let kept = layoutCache[key] { return kept }
    let made = TextLayout(
      runs: runs, width: width, maxLines: max(lines, 0),
      alignment: alignment.textAlignment, lineBreakMode: breakMode.lineBreakMode,
      lineSpacing: paragraph?.lineSpacing ?? 0,
      lineHeights: paragraph?.lineHeights ?? LineHeights(),
      naturalRightToLeft: naturalTextRightToLeft)
    if layoutCache.count >= 8 { layoutCache.removeAll() }
    layoutCache[key] = made
    return made
  }

  /// The layout drawn in `rect`: shrunk to fit if `adjustsFontSizeToFitWidth`, and limited
  /// to the lines that fit the height.
  func fittedLayout(in rect: CGRect) -> TextLayout? {
    var scale: CGFloat = 1
    if adjustsFontSizeToFitWidth {
      scale = shrinkScale(in: rect)
    }
    guard var layout = layout(width: rect.width, lines: numberOfLines, scale: scale) else {
      return nil
    }
    // Drop lines that do not fit the height, truncating the last one shown.
    if layout.lineCount > 1, layout.size.height > rect.height + 0.5 {
      let fit = layout.linesFitting(height: rect.height)
      if fit < layout.lineCount,
        let shorter = self.layout(width: rect.width, lines: fit, scale: scale)
      {
        layout = shorter
      }
    }
    return layout
  }

  /// The font scale that makes the text fit `rect`, not below `minimumScaleFactor`.
  func shrinkScale(in rect: CGRect) -> CGFloat {
    let minimum = minimumScaleFactor > 0 ? min(minimumScaleFactor, 1) : 0.05
    if numberOfLines == 1 {
      guard let natural = layout(width: nil, lines: 1, scale: 1), natural.size.width > rect.width,
        natural.size.width > 0
      else { return 1 }
      var s = max(rect.width / natural.size.width, minimum)
      // Text width is not exactly linear in the size: step down until it fits.
      while s > minimum, let l = layout(width: nil, lines: 1, scale: s),
        l.size.width > rect.width
      {
        s = max(s - 0.01, minimum)
      }
      return s
    }
    var s: CGFloat = 1
    while s > minimum {
      guard let l = layout(width: rect.width, lines: 0, scale: s) else { return 1 }
      let fitsLines = numberOfLines == 0 || l.lineCount <= numberOfLines
      if fitsLines, l.size.height <= rect.height { break }
      s = max(s - 0.05, minimum)
    }
    return s
  }
}

/// What a label's text layout is made from: equal keys make identical layouts.
struct TextLayoutKey: Hashable {
  var runs: [TextRun]
  var width: CGFloat?
  var maxLines: Int
  var alignment: TextAlignment
  var lineBreakMode: LineBreakMode
  var lineSpacing: CGFloat
  var lineHeights: LineHeights
  var naturalRightToLeft: Bool?
}
