internal import EaselGraphics
import Foundation

extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the text.
  ///
  /// Differs from UIKit: not drawn (COVERAGE.md).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSUnderlineStyle` raw value (`Int`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// An `NSUnderlineStyle` raw value (`Int`) for a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// Extra space after each character, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A baseline offset in points.
  ///
  /// Differs from UIKit: not drawn (COVERAGE.md).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link.
  ///
  /// Differs from UIKit: not drawn (COVERAGE.md).
  public static let link = NSAttributedString.Key("NSLink")
  /// An `NSTextAttachment` shown in place of an object replacement character (U+FFFC).
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
  /// The string's attribute ranges as runs for the text engine.
  ///
  /// Reads `.font`, `.foregroundColor`, `.underlineStyle`, `.strikethroughStyle`, `.kern`
  /// and `.attachment`; the defaults fill in what a range lacks, as `UILabel` does. An
  /// attachment's character is a run of its own, sized by the attachment for a line of
  /// `containerWidth` (nil: unbounded); on other characters `.attachment` means nothing, as
  /// UIKit fixes such attributes away.
  func textRuns(
    defaultFont: UIFont, defaultColor: RGBA, containerWidth: CGFloat? = nil
  ) -> [TextRun] {
    var runs: [TextRun] = []
    let full = NSRange(location: 0, length: length)
    let ns = string as NSString
    enumerateAttributes(in: full, options: []) { attrs, range, _ in
      let font = (attrs[.font] as? UIFont) ?? defaultFont
      // A pattern colour's text is laid out opaque, the mask its pattern is painted through
      // (`CGContext.drawText(_:at:pattern:)`).
      let color =
        (attrs[.foregroundColor] as? UIColor).map { $0.imagePattern == nil ? $0.rgba : .black }
        ?? defaultColor
      let underline = NSAttributedString.intValue(attrs[.underlineStyle]) != 0
      let strike = NSAttributedString.intValue(attrs[.strikethroughStyle]) != 0
      let kern =
        (attrs[.kern] as? NSNumber).map { CGFloat($0.doubleValue) }
        ?? (attrs[.kern] as? CGFloat) ?? (attrs[.kern] as? Double).map { CGFloat($0) }
      let run = TextRun(
        text: ns.substring(with: range), font: font.fontSpec, color: color,
        underline: underline, strikethrough: strike, kern: kern)
      guard let attachment = attrs[.attachment] as? NSTextAttachment else {
        runs.append(run)
        return
      }
      // Each attachment character alone, the text between them as it is.
      func piece(_ start: Int, _ end: Int) -> TextRun {
        var piece = run
        piece.text = ns.substring(with: NSRange(location: start, length: end - start))
        return piece
      }
      var text = range.location
      for i in range.location..<NSMaxRange(range)
      where Int(ns.character(at: i)) == NSTextAttachment.character {
        if i > text { runs.append(piece(text, i)) }
        var object = piece(i, i + 1)
        object.attachment = attachment.textAttachment(
          at: i, lineHeight: font.lineHeight, containerWidth: containerWidth, color: color)
        runs.append(object)
        text = i + 1
      }
      if NSMaxRange(range) > text { runs.append(piece(text, NSMaxRange(range))) }
    }
    return runs
  }

  /// The pattern of the first pattern colour the string's `.foregroundColor`s name, if any.
  var foregroundPattern: ImagePattern? {
    var found: ImagePattern?
    enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: length), options: []) {
      value, _, stop in
      if let pattern = (value as? UIColor)?.imagePattern {
        found = pattern
        stop.pointee = true
      }
    }
    return found
  }

  /// The paragraph style of the first character, if any.
  var firstParagraphStyle: NSParagraphStyle? {
    guard length > 0 else { return nil }
    return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
  }

  static func intValue(_ value: Any?) -> Int {
    if let i = value as? Int { return i }
    if let n = value as? NSNumber { return n.intValue }
    if let s = value as? NSUnderlineStyle { return s.rawValue }
    return 0
  }
}
