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
  public static func read(_ text: String, role: Role) -> Result<Double, NumberProblem> {
    guard let value = Double(trimmed(text)) else {
      return .failure(NumberProblem("'\(text)' is not a number"))
    }
    guard value.isFinite else {
      return .failure(NumberProblem("'\(text)' is not a finite number"))
    }
    guard abs(value) <= role.limit else {
      return .failure(
        NumberProblem("\(text) is out of range (at most ±\(XcodeNumber.format(role.limit)))"))
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
  /// The attribute as a checked number: nil when absent; throws a located `invalidNumber`
  /// error when it is not a finite number within `role`'s range.
  public func number(
    _ attribute: String, role: DocumentNumber.Role = .value
  ) throws(DocumentError) -> Double? {
    guard let text = self[attribute] else { return nil }
    switch DocumentNumber.read(text, role: role) {
    case .success(let value): return value
    case .failure(let problem):
      throw DocumentError(
        .invalidNumber, "\(name) \(attribute): \(problem.message)",
        at: location(ofAttribute: attribute))
    }
  }

  /// The attribute as a checked number, or nil when absent or refused (see `number`).
  public func validNumber(_ attribute: String, role: DocumentNumber.Role = .value) -> Double? {
    self[attribute].flatMap { try? DocumentNumber.read($0, role: role).get() }
  }

  /// The attribute as a checked whole number (rounded), or nil when absent or refused.
  public func validInteger(_ attribute: String) -> Int? {
    validNumber(attribute).flatMap(DocumentNumber.integer)
  }
}
