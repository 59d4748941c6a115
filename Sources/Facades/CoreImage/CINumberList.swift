import CoreGraphics
import Foundation

/// The text form Core Image gives colours and vectors: numbers separated by spaces, a vector's
/// in brackets (`"[0.5 1 0]"`), a whole number written without a fraction.
enum CINumberList {
  /// The numbers of `text`, brackets and commas allowed; an unreadable one is 0.
  static func read(_ text: String) -> [CGFloat] {
    text.trimmingCharacters(in: CharacterSet(charactersIn: "[] \n\t"))
      .split(whereSeparator: { $0 == " " || $0 == "," })
      .map { CGFloat(Double($0) ?? 0) }
  }

  /// The numbers separated by spaces.
  static func written(_ numbers: [CGFloat]) -> String {
    numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String(Double($0)) }
      .joined(separator: " ")
  }
}
