import EaselDocument
import Foundation

/// Document values written as the text `RuntimeValue(type:text:)` and `ColorValue(text:)`
/// read back, so that the page shows and sends one form.
enum ValueText {
  /// A runtime attribute's value as text (`#FFC83DFF`, `12`, `YES`, `1,2,3,4`).
  static func text(_ value: RuntimeValue) -> String {
    switch value {
    case .boolean(let b): b ? "YES" : "NO"
    case .number(let v, let isInteger): isInteger ? String(Int64(v)) : number(v)
    case .string(let s, _): s
    case .color(let c): text(c)
    case .image(let name), .systemImage(let name): name
    case .point(let p): [p.x, p.y].map { number(Double($0)) }.joined(separator: ",")
    case .size(let s): [s.width, s.height].map { number(Double($0)) }.joined(separator: ",")
    case .rect(let r):
      [r.origin.x, r.origin.y, r.size.width, r.size.height].map { number(Double($0)) }
        .joined(separator: ",")
    case .range(let location, let length): "\(location),\(length)"
    case .nil: ""
    }
  }

  /// A colour as `#RRGGBBAA`, `system:NAME` or `named:NAME`.
  static func text(_ color: ColorValue) -> String {
    switch color {
    case .system(let name), .cocoaTouchSystem(let name), .catalogSystem(let name):
      return "system:" + name
    case .named(let name): return "named:" + name
    case .rgb, .white:
      guard let (r, g, b, a) = color.rgba else { return "" }
      return "#"
        + [r, g, b, a].map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }
        .joined()
    }
  }

  /// A number without a needless `.0`.
  static func number(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
  }
}
