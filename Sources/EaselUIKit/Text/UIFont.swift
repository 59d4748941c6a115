internal import EaselGraphics
import Foundation

/// A font, as `UIFont`: a family, size, weight and slant, drawn with an installed font.
///
/// The system font (San Francisco on iOS) is drawn with Inter; iOS's named fonts with their
/// installed family or the closest installed stand-in (see `UIFont+IOSFaces.swift`). Metrics (`lineHeight`, `ascender`,
/// `descender`) are the installed font's, so text measures close to, not exactly as, iOS.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
  /// Stored first, for Core Foundation (`CoreFoundationTypeWord`).
  private let coreFoundationType = CoreFoundationTypeWord.swiftObject
  /// A font weight, as `UIFont.Weight` (-1...1; 0 is regular).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Compares by value.
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

    /// Ultra light.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)

    /// The CSS/OpenType weight (100...900) of the nearest named weight.
    public var cssWeight: Int {
      let table: [(Weight, Int)] = [
        (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
        (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
      ]
      return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
    }

    /// The named weight nearest a CSS weight.
    public init(cssWeight: Int) {
      let table: [Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      let i = min(max((cssWeight + 50) / 100 - 1, 0), 8)
      self = table[i]
    }
  }

  /// A Dynamic Type style, as `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as iOS spells it (`UICTFontTextStyleBody`).
    public let rawValue: String
    /// Creates a style.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title1.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title2.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title3.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption1.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption2.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// iOS's default (Large) size and weight for the style.
    var defaultMetrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// What is drawn: family, size, weight, slant.
  package let fontSpec: FontSpec
  /// The PostScript-like name (`.SFUI-Regular` for the system font, as iOS reports).
  public let fontName: String
  /// The family name (`.AppleSystemUIFont` for the system font).
  public let familyName: String

  /// Creates a font from what to draw and its names.
  package init(fontSpec: FontSpec, fontName: String, familyName: String) {
    self.fontSpec = fontSpec
    self.fontName = fontName
    self.familyName = familyName
  }

  /// The size in points.
  open var pointSize: CGFloat { fontSpec.size }

  /// The weight.
  public var weight: Weight { Weight(cssWeight: fontSpec.weight) }

  /// The system font at `size`.
  open class func systemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .regular)
  }

  /// The system font at `size` and `weight`.
  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    system(size: size, weight: weight, italic: false)
  }

  /// The bold system font.
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    system(size: size, weight: .bold, italic: false)
  }

  /// The italic system font.
  open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    system(size: size, weight: .regular, italic: true)
  }

  /// The monospaced-digit system font (drawn as the system font).
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    system(size: size, weight: weight, italic: false)
  }

  /// The monospaced system font (SF Mono on iOS; DejaVu Sans Mono here).
  open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontSpec: FontSpec(family: "DejaVu Sans Mono", size: size, weight: weight.cssWeight),
      fontName: ".SFMono-\(weightSuffix(weight))", familyName: ".AppleSystemUIFontMonospaced")
  }

  /// The system font for a Dynamic Type style at iOS's default (Large) content size.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let m = style.defaultMetrics
    let size = style.pointSize(for: ResourceEnvironment.current.contentSizeCategory)
    return system(size: size, weight: m.weight, italic: false)
  }

  /// The same style at the content size in effect (traits are not consulted).
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The system font size for labels (17).
  open class var labelFontSize: CGFloat { 17 }
  /// The system font size for buttons (18).
  open class var buttonFontSize: CGFloat { 18 }
  /// The small system font size (12).
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The standard system font size (14).
  open class var systemFontSize: CGFloat { 14 }

  static func system(size: CGFloat, weight: Weight, italic: Bool) -> UIFont {
    let name = italic ? ".SFUI-\(weightSuffix(weight))Italic" : ".SFUI-\(weightSuffix(weight))"
    return UIFont(
      fontSpec: FontSpec.system(size: size, weight: weight.cssWeight, italic: italic),
      fontName: name, familyName: ".AppleSystemUIFont")
  }

  static func weightSuffix(_ w: Weight) -> String {
    switch w.cssWeight {
    case ...100: "Ultralight"
    case ...200: "Thin"
    case ...300: "Light"
    case ...400: "Regular"
    case ...500: "Medium"
    case ...600: "Semibold"
    case ...700: "Bold"
    case ...800: "Heavy"
    default: "Black"
    }
  }

  /// The same font at another size.
  open func withSize(_ size: CGFloat) -> UIFont {
    var spec = fontSpec
    spec.size = size.isFinite && size > 0 ? size : spec.size
    return UIFont(fontSpec: spec, fontName: fontName, familyName: familyName)
  }

  /// The distance between baselines of single-spaced lines.
  open var lineHeight: CGFloat { FontMetricsCache.shared.metrics(for: fontSpec).lineHeight }
  /// The distance from the baseline to the top of the line.
  open var ascender: CGFloat { FontMetricsCache.shared.metrics(for: fontSpec).ascender }
  /// The distance from the baseline to the bottom of the line (negative).
  open var descender: CGFloat { -FontMetricsCache.shared.metrics(for: fontSpec).descent }
  /// The height of capital letters (approximated as 0.7 of the size).
  open var capHeight: CGFloat { fontSpec.size * 0.7 }
  /// The height of lower-case letters (approximated as 0.52 of the size).
  open var xHeight: CGFloat { fontSpec.size * 0.52 }
  /// Extra space between lines the font asks for (0).
  open var leading: CGFloat { 0 }

  /// Fonts are equal when they draw the same and have the same name.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let o = object as? UIFont else { return false }
    return o.fontSpec == fontSpec && o.fontName == fontName
  }

  /// Hashes what is drawn.
  open override var hash: Int { fontSpec.hashValue }

  /// `font-family: "…"; font-weight: …; font-size: …pt`, as iOS describes fonts.
  open override var description: String {
    "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weightSuffix); font-style: "
      + "\(fontSpec.italic ? "italic" : "normal"); font-size: \(fontSpec.size)pt"
  }

  private var weightSuffix: String { UIFont.weightSuffix(weight).lowercased() }

  /// A descriptor of this font: its names, size and traits.
  open var fontDescriptor: UIFontDescriptor {
    var symbolic = UIFontDescriptor.SymbolicTraits()
    if fontSpec.italic { symbolic.insert(.traitItalic) }
    if fontSpec.weight >= 700 { symbolic.insert(.traitBold) }
    if familyName.contains("Mono") || familyName == "Menlo" || familyName.hasPrefix("Courier") {
      symbolic.insert(.traitMonoSpace)
    }
    let traits: [UIFontDescriptor.TraitKey: Any] = [
      .symbolic: NSNumber(value: symbolic.rawValue),
      .weight: NSNumber(value: Double(weight.rawValue)),
    ]
    return UIFontDescriptor(fontAttributes: [
      .name: fontName, .family: familyName, .size: pointSize, .traits: traits,
    ])
  }

  /// The PostScript names of `familyName`'s faces, as iOS ships them (none for a family iOS
  /// lacks); each is accepted by `init(name:size:)`.
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    IOSFonts.faceNames(ofFamily: familyName)
  }

  /// The font families iOS ships, as `UIFont.familyNames`.
  ///
  /// Differs from UIKit: the list is iOS's, not the fonts installed; each is drawn with its
  /// installed family or a stand-in (`IOSFonts`). Fonts the app registers are not listed.
  open class var familyNames: [String] {
    IOSFonts.familyNames
  }

  /// The receiver itself: fonts are immutable, and UIKit's copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Line metrics of installed fonts, measured once per font spec.
final class FontMetricsCache: @unchecked Sendable {
  struct Metrics {
    var lineHeight: CGFloat
    var ascender: CGFloat
    var descent: CGFloat
  }

  static let shared = FontMetricsCache()
  private let lock = NSLock()
  private var cache: [FontSpec: Metrics] = [:]

  func metrics(for spec: FontSpec) -> Metrics {
    lock.lock()
    if let m = cache[spec] {
      lock.unlock()
      return m
    }
    lock.unlock()
    let layout = TextLayout(text: "Hg", font: spec, width: nil, maxLines: 1)
    let m = Metrics(
      lineHeight: layout.size.height, ascender: layout.firstBaseline,
      descent: layout.size.height - layout.firstBaseline)
    lock.lock()
    cache[spec] = m
    lock.unlock()
    return m
  }
}
