internal import EaselGraphics
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A description of a font by attributes, as `UIFontDescriptor`.
///
/// `UIFont(descriptor:size:)` resolves it: the system family (or a system design) gives the
/// system font with the descriptor's weight and slant; a name or family gives the installed
/// stand-in (see `UIFont+Names.swift`) with the bold and italic traits applied.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// A font attribute's name, as `UIFontDescriptor.AttributeName`.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The attribute's name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The family name (`String`).
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The PostScript name (`String`).
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face name (`String`).
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The size (`NSNumber`/`CGFloat`).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The visible name (`String`).
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The transform (stored).
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The character set (stored).
    public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
    /// Fallback fonts (stored).
    public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    /// The traits dictionary (`[UIFontDescriptor.TraitKey: Any]`).
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// A fixed advance (stored).
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    /// Typographic features (stored).
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// The Dynamic Type style (`String`).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of the traits dictionary, as `UIFontDescriptor.TraitKey`.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Symbolic traits (`NSNumber` of `SymbolicTraits.rawValue`).
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// Weight (`UIFont.Weight`, `NSNumber` or `CGFloat`, -1...1).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// Width (stored).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// Slant (positive is italic).
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// Stylistic traits, as `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt32
    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded (stored).
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed (stored).
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical (stored).
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimized for UI (stored).
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tight leading (stored).
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Loose leading (stored).
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A system font design, as `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The design's name.
    public let rawValue: String
    /// Creates a design.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// San Francisco.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// SF Rounded (drawn as the system font).
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// New York (drawn with an installed serif).
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// SF Mono (drawn with an installed monospaced font).
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The attributes.
  public let fontAttributes: [AttributeName: Any]

  /// Creates a descriptor from attributes.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    super.init()
  }

  /// Creates a descriptor.
  public convenience override init() { self.init(fontAttributes: [:]) }

  /// Creates a descriptor from an archive, with no attributes.
  ///
  /// Differs from UIKit: the archive is not read (Easel builds what a document holds itself).
  public required init?(coder: NSCoder) {
    fontAttributes = [:]
    super.init()
    UnimplementedAPI.use("UIFontDescriptor.init(coder:)", by: self)
  }

  /// Creates a descriptor for a PostScript name and size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// The point size (0 when not set).
  open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

  /// The PostScript name, if set.
  open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

  /// The transform (the identity).
  open var matrix: CGAffineTransform { .identity }

  /// The symbolic traits.
  open var symbolicTraits: SymbolicTraits {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    return SymbolicTraits(rawValue: UInt32(Self.number(traits?[.symbolic]) ?? 0))
  }

  /// The weight from the traits dictionary, if any.
  var weightTrait: UIFont.Weight? {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    if let w = traits?[.weight] as? UIFont.Weight { return w }
    return Self.number(traits?[.weight]).map { UIFont.Weight($0) }
  }

  /// The system design, if the descriptor is for one.
  var systemDesign: SystemDesign? {
    (fontAttributes[AttributeName(rawValue: "NSCTFontUIFontDesignTrait")] as? String)
      .map(SystemDesign.init(rawValue:))
  }

  /// A copy with `attributes` added (replacing those of the same name).
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
  }

  /// A copy with the traits replaced by `symbolicTraits`; the weight is kept.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
    return addingAttributes([.traits: traits])
  }

  /// A copy at `newPointSize`.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// A copy of the family `newFamily` (the name is dropped).
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var a = fontAttributes
    a[.name] = nil
    a[.family] = newFamily
    return UIFontDescriptor(fontAttributes: a)
  }

  /// A copy with the face `newFace` (`"Bold"`, `"Italic"`).
  open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

  /// A copy in a system design; nil unless the descriptor is for the system font.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard isSystem else { return nil }
    return addingAttributes([AttributeName(rawValue: "NSCTFontUIFontDesignTrait"): design.rawValue])
  }

  /// Whether the descriptor names the system font.
  var isSystem: Bool {
    let family = fontAttributes[.family] as? String ?? ""
    let name = fontAttributes[.name] as? String ?? ""
    return family.hasPrefix(".") || name.hasPrefix(".") || fontAttributes[.textStyle] != nil
      || (family.isEmpty && name.isEmpty)
  }

  /// The descriptor of the system font for a Dynamic Type style (at the Large size).
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([
      .textStyle: style.rawValue
    ])
  }

  /// The same, for traits (which are not consulted).
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    preferredFontDescriptor(withTextStyle: style)
  }

  /// A `CGFloat` from an `NSNumber`, a `CGFloat`, a `Double` or an `Int`.
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as UInt32: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }

  /// The receiver itself: instances are immutable, and UIKit's copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
    UnimplementedAPI.use("UIFontDescriptor.object(forKey:)", by: self); return nil
  }

  open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] {
    UnimplementedAPI.use("UIFontDescriptor.matchingFontDescriptors(withMandatoryKeys:)", by: self); return []
  }

  open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
    UnimplementedAPI.use("UIFontDescriptor.withMatrix(_:)", by: self); return self
  }
  // facade-inventory:end
}
