import EaselDocument

/// IBLinter's `enable_autolayout`: a document with Auto Layout turned off
/// (`useAutolayout` missing or `NO`): every view is placed by its frame and autoresizing
/// mask, so scenes do not adapt to other screens.
public struct AutoLayoutDisabledRule: LintRule {
  public let info = RuleInfo(
    id: "autolayout-disabled",
    summary: "A document with Auto Layout turned off",
    severity: .note, ibLinterID: "enable_autolayout")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let root = document.document.root
    guard document.document.platform == .iOS, root["useAutolayout"] != "YES" else { return [] }
    return [
      finding(
        "Auto Layout is off in this document (Use Auto Layout in the File inspector): views "
          + "keep their frames and do not adapt to other screen sizes",
        at: root.location(ofAttribute: "useAutolayout"), objectID: nil)
    ]
  }
}
