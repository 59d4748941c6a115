import EaselDocument

/// A runtime attribute whose value is out of the property's range: an alpha above 1, a
/// negative corner radius or border width, a fraction for an integer, a NaN.
public struct RuntimeAttributeValueRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-value",
    summary: "A runtime attribute's value is out of range for its property (alpha above 1, "
      + "negative width, fraction for an integer)",
    severity: .warning)

  public init() {}

  /// Closed ranges by the last key of the path.
  static let ranges: [String: ClosedRange<Double>] = [
    "alpha": 0...1, "opacity": 0...1, "shadowOpacity": 0...1, "progress": 0...1,
    "strokeStart": 0...1, "strokeEnd": 0...1, "minimumScaleFactor": 0...1,
    "cornerRadius": 0...Double.greatestFiniteMagnitude,
    "borderWidth": 0...Double.greatestFiniteMagnitude,
    "shadowRadius": 0...Double.greatestFiniteMagnitude,
    "lineWidth": 0...Double.greatestFiniteMagnitude,
    "numberOfLines": 0...Double.greatestFiniteMagnitude,
    "textAlignment": 0...4, "contentMode": 0...12,
  ]

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for v in document.runtimeAttributes where v.outcome == .applied || v.outcome == .unsupported {
      guard let problem = Self.problem(v) else { continue }
      out.append(
        finding(
          "runtime attribute '\(v.keyPath)' on \(v.className): \(problem)", at: v.location,
          objectID: v.objectID))
    }
    return out
  }

  /// What is wrong with the value, or nil.
  static func problem(_ v: RuntimeAttributeVerdict) -> String? {
    let key = v.keyPath.split(separator: ".").last.map(String.init) ?? v.keyPath
    switch v.value {
    case .number(let n, _):
      if !n.isFinite { return "\(n) is not a finite number" }
      if v.propertyType == .kind(.int) && n.rounded() != n {
        return "\(n) has a fraction, but the property is an integer (iOS truncates it)"
      }
      if let range = ranges[key], !range.contains(n) {
        let upper = range.upperBound == .greatestFiniteMagnitude ? "" : " to \(range.upperBound)"
        return "\(n) is out of range (\(range.lowerBound)\(upper))"
      }
    case .size(let s):
      if s.width < 0 || s.height < 0 { return "a size cannot be negative (\(s))" }
    case .rect(let r):
      if r.width < 0 || r.height < 0 { return "a rectangle's size cannot be negative (\(r))" }
    case .range(let location, let length):
      if location < 0 || length < 0 { return "a range cannot be negative" }
    default:
      break
    }
    return nil
  }
}
