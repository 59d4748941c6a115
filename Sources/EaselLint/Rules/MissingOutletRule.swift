import EaselDiagnostics
import EaselDocument

/// An outlet connection whose property the source class no longer declares: loading the
/// scene crashes with "this class is not key value coding-compliant for the key …", as a
/// stale runtime attribute does. Checked when the source's class is in the project's
/// sources and its whole superclass chain is known.
public struct MissingOutletRule: LintRule {
  public let info = RuleInfo(
    id: "missing-outlet",
    summary: "An outlet connects to a property the class no longer declares (iOS crashes: "
      + "not key value coding-compliant)",
    severity: .error)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let project = document.project
    var out: [LintFinding] = []
    for connections in document.document.root.descendants() where connections.name == "connections"
    {
      guard let source = connections.parent else { continue }
      let outlets = connections.children.filter {
        $0.name == "outlet" || $0.name == "outletCollection"
      }
      guard !outlets.isEmpty else { continue }
      let chain = ClassChain(element: source, project: project)
      guard case .scanned(let cls)? = chain.links.first, chain.firstUnknown == nil else {
        continue
      }
      let names = Self.names(of: chain, project)
      for outlet in outlets {
        guard let property = outlet["property"], !names.contains(property) else { continue }
        out.append(
          finding(
            "outlet '\(property)' of \(cls.name) (\(source.id ?? "no id")) is not declared in "
              + "\(cls.name) or its superclasses: loading this scene crashes with \"[<\(cls.name)> "
              + "setValue:forUndefinedKey:]: this class is not key value coding-compliant for "
              + "the key \(property).\""
              + Suggestion.hint(for: property, among: names),
            at: outlet.location(ofAttribute: "property"), objectID: outlet.id ?? source.id))
      }
    }
    return out
  }

  /// Every outlet, property and UIKit key name along the chain.
  static func names(of chain: ClassChain, _ project: ProjectKnowledge) -> Set<String> {
    var names: Set<String> = []
    for link in chain.links {
      names.formUnion(project.members.outlets[link.name] ?? [])
      for e in project.extensions[link.name] ?? [] { names.formUnion(e.properties.map(\.name)) }
    }
    names.formUnion(project.uiKit.names(along: chain.uiKitNames))
    return names
  }
}
