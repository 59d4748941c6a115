import Foundation

// `NSString (UIStringDrawing)`'s font-based methods (`sizeWithFont:`, `drawAtPoint:withFont:`,
// `drawInRect:withFont:lineBreakMode:alignment:` …), which iOS 7 deprecated and Swift does
// not import, but Objective-C designables of that age still call (star ratings drawing "★").
// The Objective-C translation calls these; each does what its attributes-based replacement
// does, with the font given and, as UIKit documents for these methods, the current
// context's fill colour ("all draw in the current context using the current color").

/// The deprecated font-based string drawing and measuring of `NSString (UIStringDrawing)`.
///
/// Measuring is not isolated to the main actor, as the SDK's string measuring is not
/// (`boundingRect(with:…)`): a category on `NSString`, translated into an extension of
/// `String`, measures with these from any context; drawing reads the current context.
@MainActor
public enum ObjCStringDrawing {
  /// The attributes the old methods draw with: those they measure with, and the context's
  /// fill colour.
  static func attributes(
    _ font: UIFont?, lineBreakMode: NSLineBreakMode? = nil, alignment: NSTextAlignment? = nil
  ) -> [NSAttributedString.Key: Any] {
    var attributes = measuring(font, lineBreakMode: lineBreakMode, alignment: alignment)
    if let context = UIGraphicsGetCurrentContext() {
      attributes[.foregroundColor] = UIColor(rgba: context.state.fillColor)
    }
    return attributes
  }

  /// The attributes the old methods measure with: the font, and a paragraph style for the
  /// line break mode and alignment (colour does not change a size).
  nonisolated static func measuring(
    _ font: UIFont?, lineBreakMode: NSLineBreakMode? = nil, alignment: NSTextAlignment? = nil
  ) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let font { attributes[.font] = font }
    if lineBreakMode != nil || alignment != nil {
      let style = NSMutableParagraphStyle()
      if let lineBreakMode { style.lineBreakMode = lineBreakMode }
      if let alignment { style.alignment = alignment }
      attributes[.paragraphStyle] = style
    }
    return attributes
  }

  /// `sizeWithFont:`: the size of one line.
  nonisolated public static func size(_ string: String, font: UIFont?) -> CGSize {
    string.size(withAttributes: measuring(font))
  }

  /// `sizeWithFont:constrainedToSize:` and `…lineBreakMode:`: the size of the text wrapped to
  /// `size`'s width, at most `size`'s height.
  nonisolated public static func size(
    _ string: String, font: UIFont?, constrainedTo size: CGSize,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> CGSize {
    let bounds = string.boundingRect(
      with: size, options: .usesLineFragmentOrigin,
      attributes: measuring(font, lineBreakMode: lineBreakMode), context: nil)
    return CGSize(
      width: min(ceil(bounds.width), size.width), height: min(ceil(bounds.height), size.height))
  }

  /// `sizeWithFont:forWidth:lineBreakMode:`: one line, at most `width` wide.
  nonisolated public static func size(
    _ string: String, font: UIFont?, forWidth width: CGFloat, lineBreakMode: NSLineBreakMode
  ) -> CGSize {
    let one = size(string, font: font)
    return CGSize(width: min(ceil(one.width), width), height: ceil(one.height))
  }

  /// `drawAtPoint:withFont:`: one line from `point`; its size.
  @discardableResult
  public static func draw(_ string: String, at point: CGPoint, font: UIFont?) -> CGSize {
    let attributes = attributes(font)
    string.draw(at: point, withAttributes: attributes)
    return string.size(withAttributes: attributes)
  }

  /// `drawAtPoint:forWidth:withFont:lineBreakMode:`: one line from `point`, at most `width`
  /// wide; its size.
  @discardableResult
  public static func draw(
    _ string: String, at point: CGPoint, forWidth width: CGFloat, font: UIFont?,
    lineBreakMode: NSLineBreakMode
  ) -> CGSize {
    let measured = size(string, font: font, forWidth: width, lineBreakMode: lineBreakMode)
    string.draw(
      in: CGRect(origin: point, size: measured),
      withAttributes: attributes(font, lineBreakMode: lineBreakMode))
    return measured
  }

  /// `drawInRect:withFont:` and its `lineBreakMode:` and `alignment:` forms: the text wrapped
  /// in `rect`; the size it took.
  @discardableResult
  public static func draw(
    _ string: String, in rect: CGRect, font: UIFont?,
    lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .left
  ) -> CGSize {
    string.draw(
      in: rect,
      withAttributes: attributes(font, lineBreakMode: lineBreakMode, alignment: alignment))
    return size(string, font: font, constrainedTo: rect.size, lineBreakMode: lineBreakMode)
  }

  /// `sizeWithFont:minFontSize:actualFontSize:forWidth:lineBreakMode:`: one line at most
  /// `width` wide, its font shrunk from `font`'s size as far as `minimumSize` to fit; the size
  /// used is written to `actualSize`, as UIStringDrawing.h says, for `drawAtPoint:forWidth:
  /// withFont:fontSize:…` to draw with.
  nonisolated public static func size(
    _ string: String, font: UIFont?, minFontSize minimumSize: CGFloat,
    actualFontSize actualSize: UnsafeMutablePointer<CGFloat>?, forWidth width: CGFloat,
    lineBreakMode: NSLineBreakMode
  ) -> CGSize {
    let fitted = fittingFont(string, font: font, minimumSize: minimumSize, width: width)
    actualSize?.pointee = fitted?.pointSize ?? 0
    return size(string, font: fitted, forWidth: width, lineBreakMode: lineBreakMode)
  }

  /// `drawAtPoint:forWidth:withFont:fontSize:lineBreakMode:baselineAdjustment:`: one line from
  /// `point`, at most `width` wide, in `font` at `fontSize`, placed vertically in the line
  /// `font` itself would take as `baselineAdjustment` says; its size.
  @discardableResult
  public static func draw(
    _ string: String, at point: CGPoint, forWidth width: CGFloat, font: UIFont?,
    fontSize: CGFloat, lineBreakMode: NSLineBreakMode, baselineAdjustment: UIBaselineAdjustment
  ) -> CGSize {
    let sized = font.map { fontSize > 0 ? $0.withSize(fontSize) : $0 }
    let origin = CGPoint(
      x: point.x, y: point.y + offset(of: sized, in: font, adjustment: baselineAdjustment))
    return draw(string, at: origin, forWidth: width, font: sized, lineBreakMode: lineBreakMode)
  }

  /// `drawAtPoint:forWidth:withFont:minFontSize:actualFontSize:lineBreakMode:
  /// baselineAdjustment:`: the two above in one, measuring and drawing.
  @discardableResult
  public static func draw(
    _ string: String, at point: CGPoint, forWidth width: CGFloat, font: UIFont?,
    minFontSize minimumSize: CGFloat, actualFontSize actualSize: UnsafeMutablePointer<CGFloat>?,
    lineBreakMode: NSLineBreakMode, baselineAdjustment: UIBaselineAdjustment
  ) -> CGSize {
    let fitted = fittingFont(string, font: font, minimumSize: minimumSize, width: width)
    actualSize?.pointee = fitted?.pointSize ?? 0
    return draw(
      string, at: point, forWidth: width, font: font, fontSize: fitted?.pointSize ?? 0,
      lineBreakMode: lineBreakMode, baselineAdjustment: baselineAdjustment)
  }

  /// `font`, shrunk a point at a time (not below `minimumSize`) until one line of `string`
  /// fits `width`.
  nonisolated static func fittingFont(
    _ string: String, font: UIFont?, minimumSize: CGFloat, width: CGFloat
  ) -> UIFont? {
    guard var fitted = font else { return nil }
    while fitted.pointSize - 1 >= max(minimumSize, 1),
      string.size(withAttributes: measuring(fitted)).width > width
    {
      fitted = fitted.withSize(fitted.pointSize - 1)
    }
    return fitted
  }

  /// How far below the line `font` takes a smaller `sized` font's line starts: keeping the
  /// baseline (`.alignBaselines`), the middle (`.alignCenters`), or the top (`.none`).
  static func offset(
    of sized: UIFont?, in font: UIFont?, adjustment: UIBaselineAdjustment
  ) -> CGFloat {
    guard let sized, let font else { return 0 }
    switch adjustment {
    case .alignBaselines: return font.ascender - sized.ascender
    case .alignCenters: return (font.lineHeight - sized.lineHeight) / 2
    case .none: return 0
    }
  }
}
