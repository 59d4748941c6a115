/// A runtime attribute that cannot be read: no key path, an unknown type, a value that is
/// not of its type (`boolean` other than YES/NO, a number without its `<real>`).
public struct MalformedRuntimeAttributeRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-malformed",
    summary: "A runtime attribute has no key path, an unknown type or an unreadable value",
    severity: .error)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.runtimeAttributes.filter { $0.outcome == .malformed }.map { v in
      finding(v.reason, at: v.location, objectID: v.objectID)
    }
  }
}
