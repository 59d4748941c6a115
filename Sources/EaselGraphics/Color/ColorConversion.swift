internal import CLittleCMS
import Foundation

/// Colours converted to the canvas's space (sRGB) as iOS converts them: through a
/// LittleCMS transform from the colour's `ColorProfile`, relative colorimetric.
///
/// The transforms are made once, the first time any is needed, and shared: LittleCMS's
/// floating-point transforms keep no state between calls, so concurrent conversions are
/// safe.
public enum ColorConversion {
  /// The colour with `components` (one for grey spaces, three for RGB) and `alpha` in
  /// `profile`, as sRGB.
  ///
  /// Components are clamped to 0...1 first unless `extended` (Core Graphics' extended
  /// spaces, whose components may lie outside); the result is clamped to 0...1, the
  /// canvas's range. A component count that does not fit the profile is a caller's bug.
  public static func sRGB(
    _ components: [Double], alpha: Double, in profile: ColorProfile, extended: Bool = false
  ) -> RGBA {
    precondition(
      components.count == (profile.isGray ? 1 : 3),
      "\(components.count) components for \(profile)")
    let input = extended ? components : components.map { min(max($0, 0), 1) }
    let output: [Double]
    if profile.isCanvasSpace {
      output = profile.isGray ? [input[0], input[0], input[0]] : input
    } else {
      output = Transforms.shared.convert(input, from: profile)
    }
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    return RGBA(
      red: clamp(output[0]), green: clamp(output[1]), blue: clamp(output[2]),
      alpha: clamp(alpha))
  }

  /// One LittleCMS transform to sRGB per profile, made together on first use.
  final class Transforms: @unchecked Sendable {
    // @unchecked: the transforms are made in `init` and only read after; LittleCMS's
    // floating-point transforms are safe to run from several threads at once.
    static let shared = Transforms()

    private let transforms: [ColorProfile: cmsHTRANSFORM]

    private init() {
      var made: [ColorProfile: cmsHTRANSFORM] = [:]
      let sRGB = cmsCreate_sRGBProfile()
      defer { cmsCloseProfile(sRGB) }
      for profile in ColorProfile.allCases where !profile.isCanvasSpace {
        guard let source = profile.makeProfile() else { continue }
        defer { cmsCloseProfile(source) }
        let format = profile.isGray ? easel_lcms_gray_double : easel_lcms_rgb_double
        made[profile] = cmsCreateTransform(
          source, format, sRGB, easel_lcms_rgb_double,
          cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
          cmsUInt32Number(cmsFLAGS_NOCACHE))
      }
      transforms = made
    }

    deinit { for t in transforms.values { cmsDeleteTransform(t) } }

    /// The sRGB red, green and blue of `input` in `profile`.
    func convert(_ input: [Double], from profile: ColorProfile) -> [Double] {
      guard let transform = transforms[profile] else {
        preconditionFailure("LittleCMS made no transform from \(profile)")
      }
      var output = [Double](repeating: 0, count: 3)
      input.withUnsafeBufferPointer { i in
        output.withUnsafeMutableBufferPointer { o in
          cmsDoTransform(transform, i.baseAddress, o.baseAddress, 1)
        }
      }
      return output
    }
  }
}
