import EaselDiagnostics
import EaselDocument

/// Decides, for every runtime attribute of a document, whether iOS would apply it, crash on
/// it, or take a value of the wrong type, by resolving its key path on the object's class
/// chain (`ClassChain`) step by step.
enum RuntimeAttributeAnalysis {
  /// The verdicts for every `<userDefinedRuntimeAttribute>` of `document`, in document order.
  static func verdicts(_ document: IBDocument, project: ProjectKnowledge)
    -> [RuntimeAttributeVerdict]
  {
    var out: [RuntimeAttributeVerdict] = []
    for block in document.root.descendants() where block.name == "userDefinedRuntimeAttributes" {
      guard let owner = block.parent else { continue }
      let log = DiagnosticLog()
      let attributes = owner.runtimeAttributes(diagnostics: log)
      let className =
        owner.customClass ?? UIKitCatalog.className(forElement: owner.name)
        ?? owner.name
      for d in log.diagnostics {
        out.append(
          RuntimeAttributeVerdict(
            outcome: .malformed, keyPath: "", value: nil, propertyType: nil,
            className: className, objectID: owner.id,
            location: d.location ?? owner.location, reason: d.message))
      }
      let chain = ClassChain(element: owner, project: project)
      for attribute in attributes {
        var verdict = resolve(attribute.keyPath, value: attribute.value, on: chain, project)
        verdict.className = className
        verdict.objectID = owner.id
        verdict.location = attribute.location
        out.append(verdict)
      }
    }
    return out.sorted { $0.location < $1.location }
  }

  /// Resolves `keyPath` from `chain`, one key at a time.
  static func resolve(
    _ keyPath: String, value: RuntimeValue, on start: ClassChain, _ project: ProjectKnowledge
  ) -> RuntimeAttributeVerdict {
    func verdict(_ outcome: RuntimeAttributeOutcome, _ reason: String, _ type: PropertyType? = nil)
      -> RuntimeAttributeVerdict
    {
      RuntimeAttributeVerdict(
        outcome: outcome, keyPath: keyPath, value: value, propertyType: type, className: "",
        objectID: nil, location: SourceLocation(file: "", line: 0, column: 0), reason: reason)
    }
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var chain = start
    var throughUnsupported: String?
    for (i, key) in keys.enumerated() {
      let here = chain.names.first ?? "?"
      let isLast = i == keys.count - 1
      if !isLast, let step = ObjectKeys.step(key, along: chain.uiKitNames) {
        if !step.isApplied { throughUnsupported = "\(step.owner).\(step.key)" }
        chain = ClassChain(startingAt: step.target, project: project)
        continue
      }
      switch chain.match(key, in: project) {
      case .property(let type, let owner, let baseTypeName):
        if !isLast {
          guard let next = baseTypeName else {
            return verdict(.unverified, "'\(key)' of \(owner) has a type lint cannot follow")
          }
          chain = ClassChain(startingAt: next, project: project)
          continue
        }
        if let through = throughUnsupported {
          return verdict(
            .unsupported, "Easel does not follow \(through) yet; it works on iOS", type)
        }
        if let problem = typeProblem(value, type) {
          return verdict(
            .mistyped,
            "'\(keyPath)' on \(here) is \(type) (declared by \(owner)), but the "
              + "attribute gives \(problem)", type)
        }
        return verdict(.applied, "", type)
      case .uiKitUnsupported(let owner):
        if !isLast {
          return verdict(.unsupported, "Easel does not follow \(owner).\(key) yet; it works on iOS")
        }
        return verdict(
          .unsupported, "Easel does not set \(owner).\(key) yet; it works on iOS")
      case .none:
        if let unknown = chain.firstUnknown {
          return verdict(
            .unverified,
            "\(unknown) is not in the project's sources, so whether \(here) has '\(key)' "
              + "cannot be checked")
        }
        if !project.hasSources {
          return verdict(
            .unverified,
            "\(here) has no '\(key)' in UIKit, and the project's sources are not there to "
              + "show an extension adding it")
        }
        let hint =
          Suggestion.hint(for: key, among: chain.candidateKeys(in: project))
        return verdict(
          .stale,
          "no '\(key)' on \(here), its superclasses or their extensions: at run time this "
            + "crashes with \"[<\(here)> setValue:forUndefinedKey:]: this class is not key "
            + "value coding-compliant for the key \(key).\"\(hint)")
      }
    }
    return verdict(.unverified, "empty key path")
  }

  /// Why `value` does not fit `type` ("a string"), or nil when it does.
  static func typeProblem(_ value: RuntimeValue, _ type: PropertyType) -> String? {
    let given = "\(article(value.typeName)) \(value.typeName)"
    switch (value, type) {
    case (.nil, _), (_, .unknown):
      return nil
    case (.color, .cgColor):
      return "a UIColor, which is not a CGColor: iOS stores it and draws no colour"
    case (_, .cgColor):
      return given
    case (.boolean, .kind(let k)), (.number, .kind(let k)):
      return [.bool, .int, .cgFloat, .double, .float].contains(k) ? nil : given
    case (.string, .kind(let k)):
      return k == .string ? nil : given
    case (.color, .kind(let k)):
      return k == .color ? nil : given
    case (.image, .kind(let k)), (.systemImage, .kind(let k)):
      return k == .image ? nil : given
    case (.point, .kind(let k)):
      return k == .point ? nil : given
    case (.size, .kind(let k)):
      return k == .size ? nil : given
    case (.rect, .kind(let k)):
      return k == .rect ? nil : given
    case (.range, .kind(let k)):
      return k == .range ? nil : given
    }
  }

  private static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
