import Foundation

/// A font request: family, size in points, weight and slant.
///
/// Families are resolved by fontconfig; an unknown family falls back to a default, and
/// characters the font lacks (Chinese, Japanese) fall back to Noto CJK.
public struct FontSpec: Hashable, Sendable {
  /// The family name, such as "Inter" or "Noto Sans CJK SC".
  public var family: String
  /// The size in points (1 unit = 1 point).
  public var size: CGFloat
  /// The CSS/OpenType weight, 100 (thin) to 900 (black); 400 is regular, 700 bold.
  public var weight: Int
  /// Whether the italic (or oblique) face is wanted.
  public var italic: Bool

  /// The family that stands in for Apple's system font (San Francisco): Inter.
  public static let systemFamily = "Inter"

  /// Creates a font request; the weight is clamped to 100...900 and a non-positive or
  /// non-finite size becomes 17 points (UIKit's body size).
  public init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.size = size.isFinite && size > 0 ? size : 17
    self.weight = min(max(weight, 100), 900)
    self.italic = italic
  }

  /// Whether this is the system font's stand-in, which Easel sets with San Francisco's line
  /// height and tracking (`systemLineHeight(size:)`, `systemTracking(size:)`).
  public var isSystem: Bool { family == Self.systemFamily }

  /// San Francisco's line height at `size` points: its ascender and descender, 1950 and 494
  /// units of 2048 (`UIFont.systemFont(ofSize: 17).lineHeight` is 20.287). Inter's own is
  /// 1.21 of the size, so unset, every system-font label would stand taller than on iOS.
  public static func systemLineHeight(size: CGFloat) -> CGFloat { size * (1950 + 494) / 2048 }

  /// The tracking, in points per character, that brings Inter's advances to San Francisco's
  /// at `size` points. Text sizes follow SF Pro's own size-specific tracking (Apple's
  /// Human Interface Guidelines table: +0.24 pt at 6 pt, 0 at 12, −0.43 at 17), for which
  /// Inter at 12 pt matches SF closely; from 20 pt iOS switches to SF Pro Display, whose
  /// narrower letters come to about −3% of the size beside Inter. Both checked against the
  /// widths Xcode stored for single-line system-font labels in the shared corpus.
  ///
  /// Differs from UIKit: Pango adds letter spacing between characters, not after the last.
  public static func systemTracking(size: CGFloat) -> CGFloat {
    let text: [CGFloat] = [
      0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,
    ]  // 6…19 pt
    guard size.isFinite, size > 0 else { return 0 }
    if size <= 6 { return text[0] }
    if size < 19 {
      let i = Int(size) - 6
      let f = size - size.rounded(.down)
      return text[i] + (text[i + 1] - text[i]) * f
    }
    if size < 20 { return text[13] }
    // Display sizes: −0.3 pt at 20, −3% of the size from 24 on.
    let display = -0.03 * size
    return size >= 24 ? display : -0.3 + (display + 0.3) * (size - 20) / 4
  }

  /// The system font (Inter) at `size` points.
  public static func system(size: CGFloat, weight: Int = 400, italic: Bool = false) -> FontSpec {
    FontSpec(family: systemFamily, size: size, weight: weight, italic: italic)
  }
}

/// A stretch of text with one style, as one range of an `NSAttributedString`.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var text: String
  /// The font.
  public var font: FontSpec
  /// The text colour.
  public var color: RGBA
  /// Whether a single underline is drawn.
  public var underline: Bool
  /// Whether a single strikethrough line is drawn.
  public var strikethrough: Bool
  /// Extra space in points after each character (`NSAttributedString.Key.kern`); nil for
  /// the font's default spacing.
  public var kern: CGFloat?
  /// An image set in the line in place of each of the run's characters (an
  /// `NSTextAttachment`); nil for text.
  public var attachment: TextAttachment?

  /// Creates a run.
  public init(
    text: String, font: FontSpec, color: RGBA = .black, underline: Bool = false,
    strikethrough: Bool = false, kern: CGFloat? = nil, attachment: TextAttachment? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.underline = underline
    self.strikethrough = strikethrough
    self.kern = kern
    self.attachment = attachment
  }
}

/// An image in a line of text, as UIKit's `NSTextAttachment`: the line leaves room for its
/// box as for a glyph, and the image is drawn in it.
public struct TextAttachment: Hashable, @unchecked Sendable {
  /// The box in points, from the point on the baseline where the attachment starts, y up
  /// (UIKit's `NSTextAttachment.bounds`): the line advances by its width and is at least as
  /// tall as it reaches above and below the baseline.
  public var bounds: CGRect
  /// The pixels drawn in the box, scaled to it; nil draws nothing.
  public var image: Bitmap?
  /// A colour the image's alpha is filled with (a template image), if any.
  public var tint: RGBA?

  /// Creates an attachment.
  public init(bounds: CGRect, image: Bitmap?, tint: RGBA? = nil) {
    self.bounds = bounds
    self.image = image
    self.tint = tint
  }

  /// Equal boxes and tints, and the same bitmap object.
  public static func == (a: TextAttachment, b: TextAttachment) -> Bool {
    a.bounds == b.bounds && a.image === b.image && a.tint == b.tint
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(bounds.origin.x)
    hasher.combine(bounds.origin.y)
    hasher.combine(bounds.size.width)
    hasher.combine(bounds.size.height)
    hasher.combine(image.map(ObjectIdentifier.init))
    hasher.combine(tint)
  }
}

/// Where an attachment was laid out: its box relative to the layout's top-left, y down.
public struct PlacedTextAttachment: Sendable {
  /// The attachment.
  public var attachment: TextAttachment
  /// Its box in the layout, in points.
  public var frame: CGRect
}

/// How lines sit horizontally in the layout's width, as `NSTextAlignment`.
public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the left edge, whatever the text's direction (UIKit's `.left` is
  /// absolute: a right-to-left paragraph starts at the left too).
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge, whatever the text's direction.
  case right
  /// Lines fill the width, except a paragraph's last line, which is aligned naturally (at
  /// the left for left-to-right text, the right for right-to-left text).
  case justified
  /// Left for left-to-right text, right for right-to-left text.
  case natural
}

/// How text that does not fit is wrapped or cut, as `NSLineBreakMode`.
///
/// As in `UILabel`, wrapping modes apply to every line, and truncation modes wrap by words
/// and put an ellipsis on the last line that fits (`maxLines` or the width for one line).
public enum LineBreakMode: Sendable, Hashable {
  /// Wrap at word boundaries (breaking a word that is longer than a line).
  case wordWrap
  /// Wrap at any character.
  case charWrap
  /// Wrap between words only (a longer word runs past the line); lines past `maxLines` are
  /// cut off without an ellipsis.
  case clip
  /// "…end": the ellipsis replaces the start of the last line.
  case truncateHead
  /// "start…": the ellipsis replaces the end of the last line.
  case truncateTail
  /// "sta…end": the ellipsis replaces the middle of the last line.
  case truncateMiddle
}
