import EaselDocument

/// IBLinter's `ambiguous`: a view Interface Builder marks `ambiguous="YES"`: its constraints
/// do not fix its position or size, so Auto Layout picks one, and devices may differ.
public struct AmbiguousViewRule: LintRule {
  public let info = RuleInfo(
    id: "ambiguous-view",
    summary: "A view whose constraints leave its position or size ambiguous",
    severity: .warning, ibLinterID: "ambiguous")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.document.root.descendants().filter { $0["ambiguous"] == "YES" }.map { e in
      finding(
        "\(e.customClass ?? e.name) (\(e.id ?? "no id")) has ambiguous constraints: they do not "
          + "fix its position or size ('easel layout' lists what is missing)",
        at: e.location(ofAttribute: "ambiguous"), objectID: e.id)
    }
  }
}
