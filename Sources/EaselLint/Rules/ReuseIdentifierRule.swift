import EaselDocument

/// IBLinter's `reuse_identifier` (opt-in, as there): a table or collection view cell with a
/// custom class whose reuse identifier is another name, for teams that dequeue each cell by
/// its class name. Cells of static table views are never dequeued and are left alone.
public struct ReuseIdentifierRule: LintRule {
  public let info = RuleInfo(
    id: "reuse-identifier",
    summary: "A table or collection view cell whose reuse identifier is not its custom class's name",
    severity: .warning, ibLinterID: "reuse_identifier", isOptIn: true)

  public init() {}

  static let cells: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView",
  ]

  /// Whether `cell` belongs to a table view whose content is static cells.
  static func isStatic(_ cell: IBElement) -> Bool {
    var e = cell.parent
    while let element = e {
      if element.name == "tableView" { return element["dataMode"] == "static" }
      e = element.parent
    }
    return false
  }

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for e in document.document.root.descendants() where Self.cells.contains(e.name) {
      guard let custom = e["customClass"], !Self.isStatic(e) else { continue }
      let identifier = e["reuseIdentifier"]
      guard identifier != custom else { continue }
      out.append(
        finding(
          identifier.map { "\(e.name) \(custom) has the reuse identifier '\($0)', not '\(custom)'" }
            ?? "\(e.name) \(custom) has no reuse identifier; give it '\(custom)'",
          at: identifier == nil
            ? e.location(ofAttribute: "customClass") : e.location(ofAttribute: "reuseIdentifier"),
          objectID: e.id))
    }
    return out
  }
}
