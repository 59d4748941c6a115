import EaselDocument

/// IBLinter's `use_base_class` (opt-in, as there): an element of a kind the team always
/// subclasses (`label` → `BaseLabel`) that has none of the allowed custom classes. The
/// kinds and classes are the rule's `"classes"` setting, keyed by the document's element
/// names (`label`, `button`, `view`): `{"label": ["BaseLabel", "TitleLabel"]}`.
public struct UseBaseClassRule: LintRule {
  public let info = RuleInfo(
    id: "use-base-class",
    summary: "An element without one of the custom classes its kind must have (setting \"classes\")",
    severity: .warning, ibLinterID: "use_base_class", isOptIn: true,
    options: ["classes": .table])

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    guard let classes = document.options[info.id]?["classes"]?.table, !classes.isEmpty else {
      return []
    }
    var out: [LintFinding] = []
    for e in document.document.root.descendants() {
      guard let allowed = classes[e.name] else { continue }
      let custom = e["customClass"]
      if let custom, allowed.contains(custom) { continue }
      let choices = allowed.map { "'\($0)'" }.joined(separator: ", ")
      out.append(
        finding(
          custom.map { "\(e.name) \(e.id ?? "") is a \($0), not one of \(choices)" }
            ?? "\(e.name) \(e.id ?? "") has no custom class; give it one of \(choices)",
          at: custom == nil ? e.location : e.location(ofAttribute: "customClass"),
          objectID: e.id))
    }
    return out
  }
}
