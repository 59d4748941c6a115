/// Two elements with one `id`: Interface Builder's object ids must be unique in a document
/// (a merge gone wrong); connections and translations then reach the wrong object.
public struct DuplicateIDRule: LintRule {
  public let info = RuleInfo(
    id: "duplicate-id", summary: "Two elements of a document share an id",
    severity: .error, ibLinterID: "duplicate_id")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var first: [String: Int] = [:]
    var out: [LintFinding] = []
    for e in document.document.root.descendants() {
      guard let id = e.id else { continue }
      if let line = first[id] {
        out.append(
          finding(
            "id '\(id)' is already used by the element on line \(line)",
            at: e.location(ofAttribute: "id"), objectID: id))
      } else {
        first[id] = e.location.line
      }
    }
    return out
  }
}
