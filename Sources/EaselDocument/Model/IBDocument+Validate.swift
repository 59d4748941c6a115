import EaselDiagnostics

extension IBDocument {
  /// Reports what the typed layer does not model, as warnings; never fails.
  ///
  /// - `unknown-element`: an element name outside `ElementCatalog` (kept in the tree and
  ///   saved unchanged, but not rendered).
  /// - `runtime-attribute-malformed`: a runtime attribute of unknown type or bad value.
  /// - `color-unreadable`: a `<color>` with none of the known forms.
  public func validate(into log: DiagnosticLog) {
    var reportedNames: Set<String> = []
    for e in root.descendants() {
      if !ElementCatalog.isKnown(e.name) {
        // One warning per element name keeps the report readable on large documents.
        if reportedNames.insert(e.name).inserted {
          log.report(
            Diagnostic(
              .warning, "element <\(e.name)> is not modelled by Easel; it is kept but not rendered",
              id: "unknown-element", at: e.location, objectID: e.id ?? e.parent?.id))
        }
        continue
      }
      switch e.name {
      case "userDefinedRuntimeAttributes":
        if let owner = e.parent { _ = owner.runtimeAttributes(diagnostics: log) }
      case "color":
        if ColorValue(element: e) == nil {
          log.report(
            Diagnostic(
              .warning, "colour \(e.key.map { "'\($0)' " } ?? "")has no readable value",
              id: "color-unreadable", at: e.location, objectID: e.parent?.id))
        }
      default:
        break
      }
    }
  }
}
