import EaselDiagnostics
import Foundation

/// The one checked way a number is read from a document.
///
/// Interface Builder writes plain decimal numbers. A value that is not a number, is NaN or
/// infinite, or lies beyond the range its role allows is refused here, with the reason, so
/// that nothing further on (surface sizes, integer conversions, layout) sees it: converting
/// `1e308` points to an `Int` traps.
public enum DocumentNumber {
  /// What a number stands for, which bounds it.
  public enum Role: Sendable {
    /// A coordinate or length in points (frames, canvas locations, sizes): at most
    /// ±`geometryLimit`.
    case geometry
    /// Any other value (runtime attributes, control values, font sizes): at most
    /// ±`valueLimit`, so that it converts to an `Int` exactly.
    case value

    /// The largest magnitude allowed.
    public var limit: Double {
      switch self {
      case .geometry: DocumentNumber.geometryLimit
      case .value: DocumentNumber.valueLimit
      }
    }
  }

  /// The largest coordinate or length, in points, a document may give (a million points is
  /// hundreds of screens; Xcode's canvas is far smaller).
  public static let geometryLimit: Double = 1_000_000
  /// The largest magnitude of any other number: 2^53, where doubles stop being whole.
  public static let valueLimit: Double = 9_007_199_254_740_992

  /// `text` without the white space around it; a text that starts and ends with printable
  /// ASCII, as numbers nearly always do, as it is (Foundation's trimming cost a tenth of
  /// building a scene's views).
  static func trimmed(_ text: String) -> String {
    let u = text.utf8
    if let first = u.first, let last = u.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
      return text
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// `text` as a number fit for `role`, or why it is not (a message without location).
  ///
  /// Strict: what an edit may write. Reading a document's geometry uses `readStored`, which
  /// takes a finite value beyond the range at the range's end.
  public static func read(_ text: String, role: Role) -> Result<Double, NumberProblem> {
    finite(text).flatMap { value in
      guard abs(value) <= role.limit else { return .failure(outOfRange(text, role: role)) }
      return .success(value)
    }
  }

  /// A number as a document stores it, read for drawing and layout.
  public struct Stored: Hashable, Sendable {
    /// The value used: the number, or the end of the role's range it lies beyond.
    public var value: Double
    /// Whether the number lay beyond the role's range and `value` is the range's end.
    public var clamped: Bool

    /// Creates a stored number.
    public init(value: Double, clamped: Bool) {
      self.value = value
      self.clamped = clamped
    }
  }

  /// `text` as a stored number for `role`: a finite number beyond the role's range is taken at
  /// the range's end (`clamped`), as the document still means a place or a size. Xcode saves
  /// such frames, billions of points tall, from an ambiguous layout, and opens them again;
  /// only text that is not a finite number is refused.
  public static func readStored(_ text: String, role: Role) -> Result<Stored, NumberProblem> {
    finite(text).map { value in
      abs(value) <= role.limit
        ? Stored(value: value, clamped: false)
        : Stored(value: value < 0 ? -role.limit : role.limit, clamped: true)
    }
  }

  /// Why a finite number beyond `role`'s range is refused where it must not be stored.
  static func outOfRange(_ text: String, role: Role) -> NumberProblem {
    NumberProblem("\(text) is out of range (at most ±\(XcodeNumber.format(role.limit)))")
  }

  /// `text` as a finite number, or why it is not.
  private static func finite(_ text: String) -> Result<Double, NumberProblem> {
    guard let value = Double(trimmed(text)) else {
      return .failure(NumberProblem("'\(text)' is not a number"))
    }
    guard value.isFinite else {
      return .failure(NumberProblem("'\(text)' is not a finite number"))
    }
    return .success(value)
  }

  /// `value` rounded to the nearest whole number, or nil when it is not finite or beyond
  /// ±`valueLimit`: the only conversion from a document's number to an `Int`.
  public static func integer(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) <= valueLimit else { return nil }
    return Int(exactly: value.rounded())
  }
}

/// Why a document's number was refused.
public struct NumberProblem: Error, Hashable, Sendable {
  /// The reason, without location.
  public var message: String

  /// Creates a problem with a message.
  public init(_ message: String) { self.message = message }
}

extension IBElement {
  /// The attribute as a checked number, or nil when absent or refused (see `DocumentNumber.read`).
  ///
  /// Geometry is read as stored (`DocumentNumber.readStored`): a finite frame or location
  /// beyond ±`geometryLimit` is taken at the limit, which `IBDocument.checkNumbers` reports.
  public func validNumber(_ attribute: String, role: DocumentNumber.Role = .value) -> Double? {
    guard let text = self[attribute] else { return nil }
    switch role {
    case .geometry: return try? DocumentNumber.readStored(text, role: role).get().value
    case .value: return try? DocumentNumber.read(text, role: role).get()
    }
  }

  /// The attribute as a checked whole number (rounded), or nil when absent or refused.
  public func validInteger(_ attribute: String) -> Int? {
    validNumber(attribute).flatMap(DocumentNumber.integer)
  }
}
