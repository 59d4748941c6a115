/// A value for an edit, written as text (on the command line, in a designer request),
/// that does not have the form its type needs.
///
/// Its description says what was given and what was expected, in one sentence.
public struct EditValueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong and what was expected (`expected x,y,w,h numbers, got '1,2'`).
  public var message: String

  /// Creates an error with its message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// Reading the comma-separated numbers edit values are written with.
enum EditNumbers {
  /// `count` finite numbers separated by commas (spaces around them allowed), or `nil`.
  static func parse(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == count else { return nil }
    var out: [Double] = []
    for part in parts {
      guard let v = number(part.trimmingSpaces) else { return nil }
      out.append(v)
    }
    return out
  }

  /// A finite decimal number (`12`, `-0.5`, `1e3`) that `DocumentNumber` accepts; `nil` for
  /// anything else, including `nan`, `inf` and magnitudes over 2^53, which no document may
  /// hold.
  static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty else { return nil }
    return try? DocumentNumber.read(String(text), role: .value).get()
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return s
  }
}
