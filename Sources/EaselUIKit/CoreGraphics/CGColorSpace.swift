internal import EaselGraphics
import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`: sRGB, display P3, linear or grey.
///
/// Differs from UIKit: colours are converted to sRGB (with LittleCMS, as
/// `ColorConversion` does) when made; a colour space only says how to read components.
public final class CGColorSpace: Hashable, Sendable {
  /// Whether the space is grey or RGB (the two kinds Easel reads), as Core Graphics'
  /// `CGColorSpaceModel`: code that switches over all of its cases compiles.
  public let model: CGColorSpaceModel
  /// The space's name, such as `CGColorSpace.sRGB`.
  public let name: String?

  /// The profile components in this space are converted from, and whether they may lie
  /// outside 0...1 (the extended spaces).
  var profile: (profile: ColorProfile, extended: Bool) {
    switch name {
    case CGColorSpace.displayP3: (.displayP3, false)
    case CGColorSpace.extendedSRGB: (.sRGB, true)
    case CGColorSpace.linearSRGB: (.linearSRGB, false)
    case CGColorSpace.genericGrayGamma2_2: (.grayGamma22, false)
    case CGColorSpace.linearGray: (.linearGray, false)
    case CGColorSpace.extendedGray: (.sRGBGray, true)
    default: (model == .rgb ? .sRGB : .sRGBGray, false)
    }
  }

  init(model: CGColorSpaceModel, name: String?) {
    self.model = model
    self.name = name
  }

  /// A named colour space; nil for names Easel does not know.
  public convenience init?(name: String) {
    switch name {
    case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
      CGColorSpace.displayP3:
      self.init(model: .rgb, name: name)
    case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
      self.init(model: .monochrome, name: name)
    default:
      return nil
    }
  }

  /// How many colour components (alpha excluded) a colour in this space has.
  public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

  /// The name of the sRGB space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The name of the extended sRGB space.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// The name of the linear sRGB space.
  public static let linearSRGB = "kCGColorSpaceLinearSRGB"
  /// The name of the display P3 space.
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// The name of the gamma 2.2 grey space.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  /// The name of the linear grey space.
  public static let linearGray = "kCGColorSpaceLinearGray"
  /// The name of the extended grey space.
  public static let extendedGray = "kCGColorSpaceExtendedGray"

  /// Spaces are equal when model and name are.
  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
    a.model == b.model && a.name == b.name
  }

  /// Hashes model and name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model == .rgb)
    hasher.combine(name)
  }
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
}

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

/// A colour gradient, as Core Graphics' `CGGradient`: colours at locations in 0...1.
public final class CGGradient: Sendable {
  /// The stops, sorted by location.
  package let stops: [GradientStop]

  /// Creates a gradient from `CGColor`s (other elements are skipped) and optional locations,
  /// one for each colour, as Core Graphics reads them (a Swift array converts to the pointer;
  /// Objective-C passes a C array); without locations the colours are spread evenly. Returns
  /// nil for no colours.
  public init?(
    colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?
  ) {
    let cgColors = colors.compactMap { CGGradient.color(from: $0) }
    guard !cgColors.isEmpty else { return nil }
    let n = cgColors.count
    let locs =
      locations.map { Array(UnsafeBufferPointer(start: $0, count: n)) }
      ?? (0..<n).map { n == 1 ? 0 : CGFloat($0) / CGFloat(n - 1) }
    stops = zip(locs, cgColors)
      .map { GradientStop(location: min(max($0.0, 0), 1), color: $0.1.rgba) }
      .sorted { $0.location < $1.location }
  }

  /// Creates a gradient from an `NSArray` of colours (Core Graphics takes a `CFArray`).
  public convenience init?(
    colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?
  ) {
    self.init(colorsSpace: space, colors: colors.map { $0 }, locations: locations)
  }

  /// Creates a gradient from component arrays, as `CGGradient(colorSpace:colorComponents:locations:count:)`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let per = space.numberOfComponents + 1
    var result: [GradientStop] = []
    for i in 0..<count {
      let base = colorComponents + i * per
      guard let color = CGColor(colorSpace: space, components: base) else { return nil }
      let loc = locations.map { $0[i] } ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
      result.append(GradientStop(location: loc, color: color.rgba))
    }
    stops = result.sorted { $0.location < $1.location }
  }

  /// Reads a `CGColor`, or anything with a `cgColor` such as `UIColor`.
  static func color(from value: Any) -> CGColor? {
    if let c = value as? CGColor { return c }
    if let c = value as? UIColor { return c.cgColor }
    return nil
  }
}

/// Whether a gradient continues past its start and end points, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt32
  /// Creates options from their bit mask.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extend the first colour before the start point.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Extend the last colour after the end point.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
