/// A runtime attribute whose type does not fit the property its key names: a string for a
/// `CGFloat`, a Color for a `CGColor` (`layer.borderColor`), a number for a `String`.
public struct RuntimeAttributeTypeRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-type",
    summary: "A runtime attribute's type does not match the property's type",
    severity: .error)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.runtimeAttributes.filter { $0.outcome == .mistyped }.map { v in
      var f = finding(
        "runtime attribute '\(v.keyPath)' on \(v.className) (\(v.objectID ?? "no id")): "
          + v.reason,
        at: v.location, objectID: v.objectID)
      // A UIColor in a CGColor property is ignored on iOS, not a crash.
      if v.propertyType == .cgColor { f.diagnostic.severity = .warning }
      return f
    }
  }
}
