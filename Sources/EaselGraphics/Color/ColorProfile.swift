internal import CLittleCMS
import Foundation

/// The colour spaces a document or an asset names, as Core Graphics defines them: each is
/// an ICC profile LittleCMS builds from the space's published primaries, white point and
/// tone curve, and colours in it reach the canvas (sRGB) through LittleCMS's transform.
///
/// Design note: iOS draws into sRGB and converts a colour from its own space with
/// ColorSync, relative colorimetric (the source's white becomes the canvas's white).
/// Easel does the same with LittleCMS: `ColorConversion` holds one transform per space,
/// made once. Colours already in sRGB's curve and primaries (`sRGB`, and through it
/// `deviceRGB` and extended sRGB) are not transformed at all, so drawing code that makes
/// sRGB colours pays nothing.
public enum ColorProfile: Hashable, Sendable, CaseIterable {
  /// IEC 61966-2-1 sRGB: the canvas's own space, and iOS's device RGB.
  case sRGB
  /// Apple's Generic RGB (Interface Builder's `calibratedRGB`): the primaries of Apple's
  /// Generic RGB profile (red 0.630, 0.340; green 0.295, 0.605; blue 0.155, 0.077), D65
  /// white, gamma 1.8.
  case genericRGB
  /// Display P3: the DCI-P3 primaries with a D65 white and sRGB's tone curve.
  case displayP3
  /// sRGB's primaries and white with a linear tone curve (`extendedLinearSRGB`).
  case linearSRGB
  /// Apple's Generic Gray (Interface Builder's `calibratedWhite`): gamma 1.8.
  case genericGray
  /// Generic Gray Gamma 2.2 (`genericGamma22GrayColorSpace`, asset catalogs' `gray-gamma-22`).
  case grayGamma22
  /// Grey with sRGB's tone curve: UIKit's `UIColor(white:alpha:)` and asset catalogs'
  /// `extended-gray` (Core Graphics' extended grey space).
  case sRGBGray
  /// Grey with a linear tone curve (Core Graphics' `linearGray`).
  case linearGray

  /// Whether colours in this space have one component (grey) rather than three.
  public var isGray: Bool {
    switch self {
    case .genericGray, .grayGamma22, .sRGBGray, .linearGray: true
    case .sRGB, .genericRGB, .displayP3, .linearSRGB: false
    }
  }

  /// Whether the space is the canvas's own: colours in it need no transform.
  var isCanvasSpace: Bool { self == .sRGB || self == .sRGBGray }

  /// The space's ICC profile as a file holds it (what an image would embed).
  package func iccData() -> Data? {
    guard let profile = makeProfile() else { return nil }
    defer { cmsCloseProfile(profile) }
    var size: cmsUInt32Number = 0
    guard cmsSaveProfileToMem(profile, nil, &size) != 0, size > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    guard cmsSaveProfileToMem(profile, &bytes, &size) != 0 else { return nil }
    return Data(bytes.prefix(Int(size)))
  }

  // MARK: Building the profiles

  /// D65, as the sRGB and Display P3 specifications give it.
  private static let d65 = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)

  /// A new LittleCMS profile for the space (the caller closes it).
  func makeProfile() -> cmsHPROFILE? {
    switch self {
    case .sRGB:
      return cmsCreate_sRGBProfile()
    case .genericRGB:
      return Self.rgbProfile(
        red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077),
        curve: cmsBuildGamma(nil, 1.8))
    case .displayP3:
      return Self.rgbProfile(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
        curve: Self.sRGBCurve())
    case .linearSRGB:
      return Self.rgbProfile(
        red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060),
        curve: cmsBuildGamma(nil, 1))
    case .genericGray: return Self.grayProfile(curve: cmsBuildGamma(nil, 1.8))
    case .grayGamma22: return Self.grayProfile(curve: cmsBuildGamma(nil, 2.2))
    case .sRGBGray: return Self.grayProfile(curve: Self.sRGBCurve())
    case .linearGray: return Self.grayProfile(curve: cmsBuildGamma(nil, 1))
    }
  }

  /// sRGB's tone curve as ICC parametric curve type 4: Y = ((X + 0.055) / 1.055)^2.4 above
  /// 0.04045, X / 12.92 below.
  private static func sRGBCurve() -> OpaquePointer? {
    let parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    return cmsBuildParametricToneCurve(nil, 4, parameters)
  }

  private static func rgbProfile(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double),
    curve: OpaquePointer?
  ) -> cmsHPROFILE? {
    guard let curve else { return nil }
    defer { cmsFreeToneCurve(curve) }
    var white = d65
    var primaries = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
      Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
    var curves: [OpaquePointer?] = [curve, curve, curve]
    return curves.withUnsafeMutableBufferPointer {
      cmsCreateRGBProfile(&white, &primaries, $0.baseAddress)
    }
  }

  private static func grayProfile(curve: OpaquePointer?) -> cmsHPROFILE? {
    guard let curve else { return nil }
    defer { cmsFreeToneCurve(curve) }
    var white = d65
    return cmsCreateGrayProfile(&white, curve)
  }
}
