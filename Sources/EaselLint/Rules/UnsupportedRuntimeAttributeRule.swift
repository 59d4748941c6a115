/// A runtime attribute that works on iOS but that Easel does not apply yet (a UIKit property
/// missing from Easel's key-value table): the render may differ from the device.
public struct UnsupportedRuntimeAttributeRule: LintRule {
  public let info = RuleInfo(
    id: "runtime-attribute-unsupported",
    summary: "A runtime attribute sets a UIKit property Easel does not apply yet",
    severity: .note)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    document.runtimeAttributes.filter { $0.outcome == .unsupported }.map { v in
      finding(
        "runtime attribute '\(v.keyPath)' on \(v.className): \(v.reason)", at: v.location,
        objectID: v.objectID)
    }
  }
}
