import EaselDiagnostics
import EaselDocument
import Foundation

/// An action connection whose method the target class no longer declares: the control
/// crashes with "unrecognized selector sent to instance" when used. Checked when the
/// target's class is in the project's sources and its whole chain is known.
public struct MissingActionRule: LintRule {
  public let info = RuleInfo(
    id: "missing-action",
    summary: "An action sends a selector the target class no longer declares (iOS crashes: "
      + "unrecognized selector)",
    severity: .error)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let project = document.project
    let doc = document.document
    var out: [LintFinding] = []
    for action in doc.root.descendants() where action.name == "action" {
      guard action.parent?.name == "connections", let selector = action["selector"],
        let targetID = action["destination"], let target = doc.element(withID: targetID)
      else { continue }
      let chain = ClassChain(element: target, project: project)
      guard case .scanned(let cls)? = chain.links.first, chain.firstUnknown == nil else {
        continue
      }
      var methods: Set<String> = []
      for link in chain.links { methods.formUnion(project.members.methods[link.name] ?? []) }
      let candidates = Self.methodNames(for: selector)
      guard !candidates.contains(where: methods.contains) else { continue }
      out.append(
        finding(
          "action '\(selector)' is sent to \(cls.name) (\(targetID)), which declares no "
            + "method '\(candidates[0])': using the control crashes with \"-[\(cls.name) "
            + "\(selector)]: unrecognized selector sent to instance\""
            + Suggestion.hint(for: candidates[0], among: methods),
          at: action.location(ofAttribute: "selector"), objectID: action.id))
    }
    return out
  }

  /// The Swift or Objective-C method names a selector can come from: `tap:` → `tap`;
  /// `tapWithSender:` → `tapWithSender`, `tap` (Swift's `func tap(sender:)`).
  static func methodNames(for selector: String) -> [String] {
    let first = String(selector.prefix { $0 != ":" })
    var out = [first]
    if let with = first.range(of: "With", options: .backwards),
      with.upperBound < first.endIndex, first[with.upperBound].isUppercase
    {
      out.append(String(first[..<with.lowerBound]))
    }
    return out
  }
}
