internal import EaselGraphics
import Foundation

/// Options for measuring attributed text, as `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: Int
  /// Creates options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lay out as lines wrapped at the width (otherwise one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use glyph bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last visible line.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measuring context, as `NSStringDrawingContext` (kept for API compatibility).
public final class NSStringDrawingContext {
  /// The smallest font scale allowed.
  public var minimumScaleFactor: CGFloat = 0
  /// Creates a context.
  public init() {}
}

/// A Core Foundation array: Swift code writes `colors as CFArray` for `CGGradient`.
///
/// Differs from UIKit: a plain Swift array, not a toll-free bridged `CFArray`.
public typealias CFArray = [Any]

extension NSAttributedString {
  /// The runs for drawing: `.font` defaults to Helvetica 12, `.foregroundColor` to black,
  /// as UIKit's string drawing does.
  func drawingRuns(width: CGFloat?) -> [TextRun] {
    let font = UIFont.defaultHelvetica(size: 12)
    return textRuns(defaultFont: font, defaultColor: .black, containerWidth: width)
  }

  func layout(width: CGFloat?) -> TextLayout? {
    let runs = drawingRuns(width: width)
    guard !runs.isEmpty else { return nil }
    let style = firstParagraphStyle
    return TextLayout(
      runs: runs, width: width, maxLines: 0,
      alignment: (style?.alignment ?? .natural).textAlignment,
      lineBreakMode: (style?.lineBreakMode ?? .byWordWrapping).lineBreakMode,
      lineSpacing: style?.lineSpacing ?? 0, lineHeights: style?.lineHeights ?? LineHeights())
  }

  /// The size of the text on one line per paragraph.
  public func size() -> CGSize { layout(width: nil)?.size ?? .zero }

  /// The rectangle the text needs within `size` (wrapping with `.usesLineFragmentOrigin`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
    let s = layout(width: width)?.size ?? .zero
    return CGRect(origin: .zero, size: s)
  }

  /// Draws the text with its top-left at `point` in the current context.
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    guard let ctx = UIGraphicsGetCurrentContext(), let l = layout(width: nil) else { return }
    let pattern = foregroundPattern
    ctx.paintWithShadow { ctx.drawText(l, at: point, pattern: pattern) }
  }

  /// Draws the text wrapped in `rect` (clipped to it) in the current context.
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), let l = layout(width: rect.width) else { return }
    ctx.canvas.save()
    ctx.canvas.clip(to: GraphicsPath(rect: rect), rule: .nonZero)
    ctx.drawText(l, at: rect.origin, pattern: foregroundPattern)
    ctx.canvas.restore()
  }
}

extension String {
  /// The size of the string drawn with `attributes` on one line.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self, attributes: attrs).size()
  }

  /// The rectangle the string needs within `size`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self, attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// Draws the string with its top-left at `point`.
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    NSAttributedString(string: self, attributes: attrs).draw(at: point)
  }

  /// Draws the string wrapped in `rect`.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    NSAttributedString(string: self, attributes: attrs).draw(in: rect)
  }
}

extension NSString {
  /// The size of the string drawn with `attributes` on one line.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  /// The rectangle the string needs within `size`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string with its top-left at `point`.
  @preconcurrency @MainActor public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped in `rect`.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(in: rect, withAttributes: attrs)
  }
}
