import EaselDocument

/// IBLinter's `relative_to_margin`: a constraint to a margin (`leadingMargin`,
/// `topMargin`, …), whose constant then depends on the superview's layout margins, which
/// change with the device and iOS version. A note, and opt-in as in IBLinter: margins are
/// often what the team wants (278 of them on the corpus).
public struct RelativeToMarginRule: LintRule {
  public let info = RuleInfo(
    id: "relative-to-margin",
    summary: "A constraint relative to a margin (its distance changes with the layout margins)",
    severity: .note, ibLinterID: "relative_to_margin", isOptIn: true)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for e in document.document.root.descendants() where e.name == "constraint" {
      let read = IBConstraint(e)
      for (attribute, value) in [
        ("firstAttribute", read.firstAttribute), ("secondAttribute", read.secondAttribute),
      ] {
        guard let value, value.isRelativeToMargin else { continue }
        out.append(
          finding(
            "constraint \(e.id ?? "") is relative to the \(value.rawValue): its distance follows the "
              + "layout margins, which differ between devices and iOS versions",
            at: e.location(ofAttribute: attribute), objectID: e.ownerID))
        break
      }
    }
    return out
  }
}
