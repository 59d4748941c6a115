internal import EaselGraphics
import Foundation

// Core Text's font, as text-drawing code (Lottie's text layers) makes and measures it: a
// `CTFont` is a `UIFont` by name and size, so its metrics are the ones UIKit's text is laid
// out with. The rest of Core Text is declared by the generated inventory, at rest.

/// A font at a size, as `CTFont`.
///
/// Differs from iOS: it is not toll-free bridged to `UIFont` (`font as CTFont` does not
/// compile); `CTFontCreateWithName` makes one.
open class CTFont: NSObject, @unchecked Sendable {
  /// The `UIFont` drawn for this font.
  package let font: UIFont

  /// A font wrapping `font`.
  package init(_ font: UIFont) { self.font = font }
}

/// The font named `name` at `size` points, or the system font when no font has that name, as
/// `CTFontCreateWithName` (which falls back to Helvetica on iOS). The matrix is ignored.
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  let points = size > 0 ? size : 12
  return CTFont(UIFont(name: name, size: points) ?? .systemFont(ofSize: points))
}

/// The font `graphicsFont` is, at `size` points (12 for 0), as
/// `CTFontCreateWithGraphicsFont`: a font made from data (an icon font the project bundles,
/// read by `CGDataProvider(url:)`) is registered with the process's fonts and drawn as itself;
/// one made by name is that font. The matrix and attributes are ignored. Differs from Core
/// Text: the system font stands in for a font whose data no font library reads.
public func CTFontCreateWithGraphicsFont(
  _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
  _ attributes: CTFontDescriptor?
) -> CTFont {
  let points = size > 0 ? size : 12
  let registered = graphicsFont.data.flatMap { FontRegistry.register(data: $0).first }
  let name = registered?.postScriptName ?? graphicsFont.postScriptName
  return CTFont(name.flatMap { UIFont(name: $0, size: points) } ?? .systemFont(ofSize: points))
}

/// The point size, as `CTFontGetSize`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.font.pointSize }

/// The distance from the baseline to the top of the tallest glyphs, as `CTFontGetAscent`.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.font.ascender }

/// The distance from the baseline down to the lowest glyphs (positive), as `CTFontGetDescent`.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.font.descender }

/// The space between lines, as `CTFontGetLeading`.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.font.leading }

/// The height of capital letters, as `CTFontGetCapHeight`.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.font.capHeight }

/// The height of lower-case letters, as `CTFontGetXHeight`.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.font.xHeight }

/// The PostScript name, as `CTFontCopyPostScriptName`.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.font.fontName }

/// The family name, as `CTFontCopyFamilyName`.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.font.familyName }
