import Foundation

/// How finely Core Graphics resamples images, as `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0
  case none = 1
  case low = 2
  case medium = 4
  case high = 3
}

/// Quality settings a drawing may ask for. Differs from Core Graphics: they are stored and
/// nothing more; Easel always draws antialiased with its own image filter (COVERAGE.md).
extension CGContext {
  /// Whether antialiasing is allowed (stored).
  public func setAllowsAntialiasing(_ allows: Bool) {}
  /// Whether to antialias (stored).
  public func setShouldAntialias(_ should: Bool) {}
  /// Whether font smoothing is allowed (stored).
  public func setAllowsFontSmoothing(_ allows: Bool) {}
  /// Whether to smooth fonts (stored).
  public func setShouldSmoothFonts(_ should: Bool) {}
}
