internal import EaselGraphics
import Foundation

extension UIFont {
  /// The font described by `descriptor` at `pointSize` (the descriptor's size when 0).
  ///
  /// System descriptors give the system font (with a design: rounded as the system font,
  /// serif and monospaced with installed stand-ins); others resolve the name, then the
  /// family, with the bold and italic traits applied; an unknown name gives the system font,
  /// as iOS falls back.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let f = UIFont.resolve(descriptor, size: pointSize)
    self.init(fontSpec: f.fontSpec, fontName: f.fontName, familyName: f.familyName)
  }

  static func resolve(_ d: UIFontDescriptor, size requested: CGFloat) -> UIFont {
    let size = requested > 0 ? requested : (d.pointSize > 0 ? d.pointSize : 12)
    let traits = d.symbolicTraits
    let italic = traits.contains(.traitItalic)
    let boldWeight: Weight? = traits.contains(.traitBold) ? .bold : nil
    if d.isSystem {
      let nameWeight = (d.fontAttributes[.name] as? String).map { parseStyle(styleOf($0)).0 }
      let weight = boldWeight ?? d.weightTrait ?? nameWeight ?? .regular
      switch d.systemDesign {
      case .monospaced?:
        return monospacedSystemFont(ofSize: size, weight: weight)
      case .serif?:
        return UIFont(
          fontSpec: FontSpec(
            family: "DejaVu Serif", size: size, weight: weight.cssWeight,
            italic: italic),
          fontName: ".NewYork-\(weightSuffix(weight))", familyName: ".AppleSystemUIFontSerif")
      default:
        if traits.contains(.traitMonoSpace) {
          return monospacedSystemFont(ofSize: size, weight: weight)
        }
        return system(size: size, weight: weight, italic: italic)
      }
    }
    let base =
      (d.fontAttributes[.name] as? String).flatMap { UIFont(lookingUp: $0, size: size) }
      ?? (d.fontAttributes[.family] as? String).flatMap { UIFont(lookingUp: $0, size: size) }
    guard let base else {
      return system(size: size, weight: boldWeight ?? d.weightTrait ?? .regular, italic: italic)
    }
    var spec = base.fontSpec
    if let w = boldWeight ?? d.weightTrait { spec.weight = max(spec.weight, w.cssWeight) }
    spec.italic = spec.italic || italic
    let face = d.fontAttributes[.face] as? String
    if let face {
      let (w, i) = parseStyle(face)
      if w != .regular { spec.weight = w.cssWeight }
      spec.italic = spec.italic || i
    }
    let suffix = styleName(weight: Weight(cssWeight: spec.weight), italic: spec.italic)
    let name =
      spec == base.fontSpec
      ? base.fontName
      : IOSFonts.face(
        inFamily: base.familyName, weight: Weight(cssWeight: spec.weight), italic: spec.italic)?
        .postScriptName
        ?? String(base.fontName.split(separator: "-").first ?? "") + suffix
    return UIFont(fontSpec: spec, fontName: name, familyName: base.familyName)
  }

  private static func styleOf(_ name: String) -> String {
    let parts = name.split(separator: "-", maxSplits: 1)
    return parts.count > 1 ? String(parts[1]) : ""
  }

  private static func styleName(weight: Weight, italic: Bool) -> String {
    let w = weight == .regular ? "" : weightSuffix(weight)
    let s = w + (italic ? "Italic" : "")
    return s.isEmpty ? "" : "-\(s)"
  }
}

/// A Dynamic Type size, as `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// The category's name.
  public let rawValue: String
  /// Creates a category.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Unspecified.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large (the default).
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let order: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Orders categories from smallest to largest.
  public static func < (a: Self, b: Self) -> Bool {
    (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
  }
}

/// Scales fonts and values for Dynamic Type, as `UIFontMetrics`.
///
/// Fonts and values scale by the style's size at the content size in effect
/// (`ResourceEnvironment.contentSizeCategory`) over its size at Large, where the scale is 1.
/// Differs from UIKit: trait collections passed in are not consulted.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The style it scales for.
  public let textStyle: UIFont.TextStyle

  /// Metrics for `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// Metrics for the body style.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// The scale at the content size in effect.
  private var scale: CGFloat {
    textStyle.scale(for: ResourceEnvironment.current.contentSizeCategory)
  }

  /// `font` scaled for the content size (unchanged at Large).
  public func scaledFont(for font: UIFont) -> UIFont {
    scale == 1 ? font : font.withSize(font.pointSize * scale)
  }

  /// `font` scaled, at most `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    return maximumPointSize > 0 && scaled.pointSize > maximumPointSize
      ? scaled.withSize(maximumPointSize) : scaled
  }

  /// `font` scaled for the content size in effect (`traitCollection` is not consulted).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { scaledFont(for: font) }

  /// `value` scaled (unchanged at Large).
  public func scaledValue(for value: CGFloat) -> CGFloat { value * scale }

  /// `value` scaled for the content size in effect (`traitCollection` is not consulted).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { scaledValue(for: value) }
}

/// Objects whose fonts follow Dynamic Type, as `UIContentSizeCategoryAdjusting`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font updates when the content size changes (stored; it never changes here).
  var adjustsFontForContentSizeCategory: Bool { get set }
}

let adjustsKey = ExtensionKey()

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UITextField: UIContentSizeCategoryAdjusting {
}

extension UITextView: UIContentSizeCategoryAdjusting {
}
