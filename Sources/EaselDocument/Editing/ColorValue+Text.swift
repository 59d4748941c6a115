extension ColorValue {
  /// The forms `init(text:)` reads, for error messages and help text.
  public static let textForms =
    "#RRGGBB, #RRGGBBAA, r,g,b or r,g,b,a (numbers from 0 to 1), system:NAME or named:NAME"

  /// Reads a colour written as text:
  ///
  /// - `#RRGGBB` or `#RRGGBBAA` (hex) and `r,g,b` or `r,g,b,a` (numbers from 0 to 1):
  ///   custom sRGB components, as Xcode writes a colour picked in its sRGB panel;
  /// - `system:systemBackgroundColor`: a UIKit system colour (`systemColor=`);
  /// - `named:Brand`: an asset-catalog colour (`name=`).
  public init(text: String) throws(EditValueError) {
    let bad = EditValueError("expected a colour (\(Self.textForms)), got '\(text)'")
    if text.hasPrefix("system:") || text.hasPrefix("named:") {
      let isSystem = text.hasPrefix("system:")
      let name = String(text.dropFirst(isSystem ? 7 : 6))
      guard !name.isEmpty, !name.contains(where: { $0.isWhitespace }) else { throw bad }
      self = isSystem ? .system(name) : .named(name)
      return
    }
    if text.hasPrefix("#") {
      let hex = Array(text.utf8.dropFirst())
      guard hex.count == 6 || hex.count == 8 else { throw bad }
      var components: [Double] = []
      for i in stride(from: 0, to: hex.count, by: 2) {
        guard let high = Self.hexDigit(hex[i]), let low = Self.hexDigit(hex[i + 1]) else {
          throw bad
        }
        components.append(Double(high * 16 + low) / 255)
      }
      self = .rgb(
        red: components[0], green: components[1], blue: components[2],
        alpha: components.count == 4 ? components[3] : 1, space: .sRGB)
      return
    }
    guard
      let components = EditNumbers.parse(text, count: 4)
        ?? EditNumbers.parse(text, count: 3).map({ $0 + [1] }),
      components.allSatisfy({ (0...1).contains($0) })
    else { throw bad }
    self = .rgb(
      red: components[0], green: components[1], blue: components[2], alpha: components[3],
      space: .sRGB)
  }

  private static func hexDigit(_ c: UInt8) -> Int? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
