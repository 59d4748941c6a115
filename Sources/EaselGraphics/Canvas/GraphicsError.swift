import Foundation

/// What can go wrong when EaselGraphics makes surfaces, decodes or encodes images.
///
/// Each case carries a message naming the culprit (the size, the format, the library's own
/// words), so that a caller can report it without knowing Cairo.
public enum GraphicsError: Error, CustomStringConvertible, Sendable, Equatable {
  /// A width, height or scale that is not a positive finite number, or too large.
  case invalidSize(String)
  /// Image data that could not be decoded: corrupt, truncated or not an image.
  case decodeFailed(String)
  /// An image or document that could not be encoded.
  case encodeFailed(String)
  /// Data in a format EaselGraphics does not read (for example GIF or a CMYK JPEG).
  case unsupportedFormat(String)
  /// Cairo reported an error status.
  case cairo(String)

  /// A one-line human-readable description.
  public var description: String {
    switch self {
    case .invalidSize(let m): return "invalid size: \(m)"
    case .decodeFailed(let m): return "decoding failed: \(m)"
    case .encodeFailed(let m): return "encoding failed: \(m)"
    case .unsupportedFormat(let m): return "unsupported format: \(m)"
    case .cairo(let m): return "cairo error: \(m)"
    }
  }
}
