import EaselDiagnostics
import EaselDocument

/// A `customClass` that neither the project's sources nor UIKit declare: iOS logs "Unknown
/// class X in Interface Builder file" and makes the base class, and any runtime attribute
/// or outlet only X had then crashes. Projects without sources are not checked, nor is a
/// class whose document names a module lint did not read (`customModule="Lottie"` from a
/// remote Swift package, a binary framework or a pod not checked in): the build looks for
/// it there, and lint cannot. A class a checked-in dependency declares (committed pods,
/// Carthage, SwiftPM checkouts) is known too.
public struct UnknownCustomClassRule: LintRule {
  public let info = RuleInfo(
    id: "unknown-custom-class",
    summary: "A custom class (or its module) is in neither the project's sources nor UIKit",
    severity: .warning, ibLinterID: "custom_module")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let project = document.project
    guard project.hasSources else { return [] }
    var out: [LintFinding] = []
    for e in document.document.root.descendants() {
      guard let name = e.customClass, project.classes[name] == nil,
        UIKitCatalog.entry(named: name) == nil, !project.dependencyClasses.contains(name),
        !Self.isInUnreadModule(e, project: project)
      else { continue }
      let module = e.customModule.map { " (module \($0))" } ?? ""
      let hint = Suggestion.hint(for: name, among: project.classes.keys)
      var f = finding(
        "Unknown class \(name)\(module) in Interface Builder file: no Swift or Objective-C "
          + "class \(name) in the project's sources; iOS makes the base class instead\(hint)",
        at: e.location(ofAttribute: "customClass"), objectID: e.id)
      // The app target's own module must hold it: that is a real miss, not a pod.
      if e.customModuleProvider == "target" { f.diagnostic.severity = .error }
      out.append(f)
    }
    return out
  }

  /// Whether the element names a module other than its target's that lint did not read.
  static func isInUnreadModule(_ e: IBElement, project: ProjectKnowledge) -> Bool {
    guard let module = e.customModule, e.customModuleProvider != "target" else { return false }
    return !project.readModules.contains(module)
  }
}
