import EaselDocument

/// A named colour (`<color name="…">`) that no asset catalog of the project declares. The
/// document's `<namedColor>` fallback is what Interface Builder shows; on iOS
/// `UIColor(named:)` finds nothing.
public struct MissingColorRule: LintRule {
  public let info = RuleInfo(
    id: "missing-color",
    summary: "A named colour the document uses is in no asset catalog of the project",
    severity: .warning, ibLinterID: "color_resources")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for e in document.document.root.descendants() where e.name == "color" {
      guard let name = e["name"], e.parent?.name != "namedColor",
        !document.project.colors.contains(name)
      else { continue }
      out.append(
        finding(
          "no colour set named '\(name)' in the project's asset catalogs; "
            + "UIColor(named:) returns nil on iOS",
          at: e.location(ofAttribute: "name"), objectID: e.ownerID))
    }
    return out
  }
}
