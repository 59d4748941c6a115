import EaselDocument

/// A reference to an object id the document does not have: a constraint's `firstItem` or
/// `secondItem`, a connection's `destination`, a size-class mask's `reference` (a merge or a
/// hand edit gone wrong). Interface Builder cannot resolve the object and ibtool does not
/// compile the document; at best the constraint or connection is lost.
public struct BrokenReferenceRule: LintRule {
  public let info = RuleInfo(
    id: "broken-reference",
    summary: "A constraint, connection or mask names an object id the "
      + "document does not have", severity: .error)

  /// The attributes that name another object, by element.
  static let references: [String: [String]] = [
    "constraint": ["firstItem", "secondItem"], "outlet": ["destination"],
    "action": ["destination"], "segue": ["destination"], "outletCollection": ["destination"],
    "include": ["reference"], "exclude": ["reference"],
  ]

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let elements = Array(document.document.root.descendants())
    let ids = Set(elements.compactMap(\.id))
    var out: [LintFinding] = []
    for e in elements {
      for attribute in Self.references[e.name] ?? [] {
        guard let id = e[attribute], !ids.contains(id) else { continue }
        out.append(
          finding(
            "\(e.name) \(e.id.map { "\($0)'s " } ?? "")\(attribute) '\(id)' names no object of "
              + "the document: Interface Builder cannot resolve it and ibtool does not compile "
              + "the document", at: e.location(ofAttribute: attribute), objectID: e.id))
      }
    }
    return out
  }
}
