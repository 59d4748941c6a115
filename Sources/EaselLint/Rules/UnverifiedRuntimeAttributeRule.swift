/// A runtime attribute lint cannot check: its object's class (or a superclass) is not in
/// the project's sources, or the project has no sources at all.
public struct UnverifiedRuntimeAttributeRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-unverified",
    summary: "A runtime attribute's key cannot be checked: a class of the chain is not in "
      + "the sources",
    severity: .note)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.runtimeAttributes.filter { $0.outcome == .unverified }.map { v in
      finding(
        "runtime attribute '\(v.keyPath)' on \(v.className): \(v.reason)", at: v.location,
        objectID: v.objectID)
    }
  }
}
