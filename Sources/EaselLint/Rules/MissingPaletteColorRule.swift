import EaselDiagnostics
import EaselDocument

/// Seed 002's palette: a string runtime attribute whose key ends in `ColorName`
/// (`bgColorName`) names a colour by the `UIColor` class property that returns it. A name
/// that is neither such a property (Swift extension or Objective-C category) nor an
/// asset-catalog colour is ignored at run time: the view silently keeps its colour.
public struct MissingPaletteColorRule: LintRule {
  public let info = RuleInfo(
    id: "missing-palette-color",
    summary: "A colour-name runtime attribute (bgColorName) names no UIColor palette "
      + "property and no asset-catalog colour",
    severity: .warning)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let project = document.project
    guard project.hasSources else { return [] }
    var out: [LintFinding] = []
    for v in document.runtimeAttributes where v.outcome == .applied {
      guard case .string(let name, _) = v.value, !name.isEmpty,
        v.keyPath.lowercased().hasSuffix("colorname"),
        !project.palette.contains(name), !project.colors.contains(name)
      else { continue }
      let known = project.palette.sorted().joined(separator: ", ")
      out.append(
        finding(
          "runtime attribute '\(v.keyPath)' names colour '\(name)', but UIColor has no class "
            + "property '\(name)' and no asset catalog has it; the view keeps its Interface "
            + "Builder colour" + (known.isEmpty ? "" : " (palette: \(known))")
            + Suggestion.hint(for: name, among: project.palette),
          at: v.location, objectID: v.objectID))
    }
    return out
  }
}
