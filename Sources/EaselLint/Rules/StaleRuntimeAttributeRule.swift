/// The seeds' trap: a runtime attribute whose key no class of the object's chain, nor any
/// extension, has any more. iOS crashes loading the scene; `--fix` removes the attribute.
public struct StaleRuntimeAttributeRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-stale",
    summary: "A runtime attribute names a key the object's class, its superclasses and their "
      + "extensions do not have (iOS crashes: not key value coding-compliant)",
    severity: .error, isFixable: true)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.runtimeAttributes.filter { $0.outcome == .stale }.map { v in
      finding(
        "runtime attribute '\(v.keyPath)' on \(v.className) (\(v.objectID ?? "no id")): "
          + v.reason,
        at: v.location, objectID: v.objectID,
        fix: v.objectID.map { .removeRuntimeAttribute(objectID: $0, keyPath: v.keyPath) })
    }
  }
}
