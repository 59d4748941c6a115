/// A view Interface Builder marks `misplaced="YES"`: its stored frame is not where its
/// constraints put it, so the canvas and the device disagree.
public struct MisplacedViewRule: LintRule {
  public let info = RuleInfo(
    id: "misplaced-view",
    summary: "A view's stored frame differs from where its constraints place it",
    severity: .warning, ibLinterID: "misplaced")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.document.root.descendants().filter { $0["misplaced"] == "YES" }.map { e in
      finding(
        "\(e.customClass ?? e.name) (\(e.id ?? "no id")) is misplaced: its frame is not where "
          + "its constraints put it (Update Frames in Interface Builder)",
        at: e.location(ofAttribute: "misplaced"), objectID: e.id)
    }
  }
}
