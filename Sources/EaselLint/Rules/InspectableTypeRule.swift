import EaselDiagnostics
import EaselDocument
import EaselInspect

/// An `@IBInspectable` whose type Interface Builder cannot show: the Attributes inspector has
/// no control for it, so it can never be set from a storyboard (an enum, a `CGColor`, an
/// array). Reported once per declaration, for projects whose documents are linted.
public struct InspectableTypeRule: LintRule {
  public let info = RuleInfo(
    id: "inspectable-unsupported-type",
    summary: "An @IBInspectable declared with a type Interface Builder cannot show",
    severity: .warning)

  public init() {}

  /// The types Interface Builder shows, for messages.
  static let shown =
    "Bool, an integer, CGFloat, Double, Float, String, CGPoint, CGSize, CGRect, NSRange, "
    + "UIColor or UIImage"

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let project = document.project
    var declared: [(owner: String, property: ScannedProperty)] = []
    for c in project.classes.values { declared += c.inspectables.map { (c.name, $0) } }
    for (type, extensions) in project.extensions {
      for e in extensions { declared += e.inspectables.map { (type, $0) } }
    }
    var seen: Set<SourceLocation> = []
    var out: [LintFinding] = []
    for (owner, p) in declared.sorted(by: { $0.property.location < $1.property.location })
    where p.kind == nil && !p.isStatic && seen.insert(p.location).inserted {
      guard let type = p.typeText ?? p.baseTypeName, !type.isEmpty else { continue }
      let advice =
        switch p.baseTypeName ?? type {
        case "CGColor": "; declare it as UIColor and convert (layer.borderColor = color.cgColor)"
        case let t where t.hasPrefix("[") || t.hasPrefix("Array"): ""
        default: "; for an enum, inspect an Int or String and convert in its setter"
        }
      out.append(
        finding(
          "@IBInspectable '\(p.name)' of \(owner) has type \(type), which Interface Builder "
            + "cannot show: the Attributes inspector offers no control for it and a storyboard "
            + "never sets it (it shows \(Self.shown))\(advice)",
          at: p.location, objectID: nil))
    }
    return out
  }
}
