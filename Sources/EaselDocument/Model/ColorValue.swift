/// The colour spaces Interface Builder writes on `<color>` elements.
public enum ColorSpace: Hashable, Sendable, Codable {
  /// `colorSpace="custom" customColorSpace="sRGB"` (Xcode 8 and later).
  case sRGB
  /// `colorSpace="calibratedRGB"` (older documents).
  case calibratedRGB
  /// `colorSpace="deviceRGB"`.
  case deviceRGB
  /// `customColorSpace="displayP3"`.
  case displayP3
  /// `customColorSpace="extendedSRGB"`.
  case extendedSRGB
  /// `customColorSpace="extendedLinearSRGB"`.
  case extendedLinearSRGB
  /// `colorSpace="calibratedWhite"` or `customColorSpace="calibratedWhite"`.
  case calibratedWhite
  /// `customColorSpace="genericGamma22GrayColorSpace"`.
  case genericGamma22Gray
  /// `colorSpace="deviceWhite"`.
  case deviceWhite
  /// Any other spelling, kept as written (`customColorSpace` if custom, else `colorSpace`).
  case other(String)

  /// The space for a `<color>`'s `colorSpace` and `customColorSpace` attributes.
  public init(colorSpace: String?, customColorSpace: String?) {
    let name = colorSpace == "custom" ? (customColorSpace ?? "custom") : (colorSpace ?? "")
    switch name {
    case "sRGB": self = .sRGB
    case "calibratedRGB": self = .calibratedRGB
    case "deviceRGB": self = .deviceRGB
    case "displayP3": self = .displayP3
    case "extendedSRGB": self = .extendedSRGB
    case "extendedLinearSRGB": self = .extendedLinearSRGB
    case "calibratedWhite": self = .calibratedWhite
    case "genericGamma22GrayColorSpace": self = .genericGamma22Gray
    case "deviceWhite": self = .deviceWhite
    default: self = .other(name)
    }
  }

  /// The attributes Xcode writes for this space, in its order.
  public var xmlAttributes: [(String, String)] {
    switch self {
    case .sRGB: [("colorSpace", "custom"), ("customColorSpace", "sRGB")]
    case .calibratedRGB: [("colorSpace", "calibratedRGB")]
    case .deviceRGB: [("colorSpace", "deviceRGB")]
    case .displayP3: [("colorSpace", "custom"), ("customColorSpace", "displayP3")]
    case .extendedSRGB: [("colorSpace", "custom"), ("customColorSpace", "extendedSRGB")]
    case .extendedLinearSRGB:
      [("colorSpace", "custom"), ("customColorSpace", "extendedLinearSRGB")]
    case .calibratedWhite: [("colorSpace", "calibratedWhite")]
    case .genericGamma22Gray:
      [("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")]
    case .deviceWhite: [("colorSpace", "deviceWhite")]
    case .other(let name): [("colorSpace", "custom"), ("customColorSpace", name)]
    }
  }
}

/// A colour as a document states it: components in a space, or a name to resolve.
public enum ColorValue: Hashable, Sendable, Codable {
  /// Red, green, blue and alpha components (0...1, extended spaces may exceed) in a space.
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: ColorSpace)
  /// A grey level and alpha in a space.
  case white(white: Double, alpha: Double, space: ColorSpace)
  /// A UIKit system colour (`systemColor="systemBackgroundColor"`), resolved through the
  /// document's `<resources><systemColor>` or the platform's table.
  case system(String)
  /// An old-style system colour (`cocoaTouchSystemColor="darkTextColor"`).
  case cocoaTouchSystem(String)
  /// A colour from the system catalog (`<color name="textColor" catalog="System"
  /// colorSpace="catalog"/>`), as Xcode 7 to 10 wrote a colour picked from the colour
  /// panel's Developer list: UIKit's names (`labelColor`, `systemRedColor`) and AppKit's
  /// (`controlAccentColor`, `textColor`, `gridColor`).
  case catalogSystem(String)
  /// A named colour (`<color name="Brand">`): an asset-catalog colour set, with the
  /// document's `<resources><namedColor>` as fallback.
  case named(String)

  /// Reads a `<color>` element; `nil` when it has none of the forms above.
  ///
  /// A `systemColor` wins over inline components (Xcode 11 wrote both; the components
  /// are the fallback, collected by `DocumentResources`).
  public init?(element e: IBElement) {
    if let name = e["systemColor"] {
      self = .system(name)
    } else if let name = e["cocoaTouchSystemColor"] {
      self = .cocoaTouchSystem(name)
    } else if let name = e["name"] {
      self = e["catalog"] == "System" ? .catalogSystem(name) : .named(name)
    } else if let components = Self.components(of: e) {
      self = components
    } else {
      return nil
    }
  }

  /// The inline components of a `<color>` element (ignoring any system or named colour).
  public static func components(of e: IBElement) -> ColorValue? {
    let space = ColorSpace(colorSpace: e["colorSpace"], customColorSpace: e["customColorSpace"])
    let alpha = e["alpha"].map { Double($0) } ?? 1
    if let r = e["red"], let g = e["green"], let b = e["blue"] {
      guard let r = Double(r), let g = Double(g), let b = Double(b), let alpha else { return nil }
      return .rgb(red: r, green: g, blue: b, alpha: alpha, space: space)
    }
    if let w = e["white"] {
      guard let w = Double(w), let alpha else { return nil }
      return .white(white: w, alpha: alpha, space: space)
    }
    return nil
  }

  /// Red, green, blue, alpha as the document writes them (grey becomes r = g = b), in the
  /// colour's own space; `nil` for system and named colours, which need `resolved(in:)`
  /// first. What they draw as, converted to sRGB, is `ColorResolver.sRGB(_:)`'s.
  public var rgba: (red: Double, green: Double, blue: Double, alpha: Double)? {
    switch self {
    case .rgb(let r, let g, let b, let a, _): (r, g, b, a)
    case .white(let w, let a, _): (w, w, w, a)
    default: nil
    }
  }

  /// The colour with system and named colours replaced by the document's definitions;
  /// `nil` when the document does not define the name.
  public func resolved(in resources: DocumentResources) -> ColorValue? {
    switch self {
    case .rgb, .white: self
    case .system(let name): resources.systemColors[name]
    case .cocoaTouchSystem(let name), .catalogSystem(let name): resources.systemColors[name]
    case .named(let name): resources.namedColors[name]
    }
  }
}
