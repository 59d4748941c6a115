import EaselDiagnostics
import EaselDocument
import EaselInterface
import Foundation

/// The project's resources (images, colours, fonts, nibs) for the server's own layouts
/// (layout issues, constraint constants): read once per project, not once per request, and
/// read again only when the resources' stamps change (`resourcesChanged()`), as the agents'
/// renders keep theirs (`RenderRequest.resourcesStamp`).
extension DesignerSession {
  /// What a kept `ProjectResources` was read for.
  struct KeptResourcesKey: Hashable {
    /// `resourcesStamp` when it was read.
    var stamp: String
    /// The font files the document's `customFonts` names, which are registered with it.
    var documentFonts: [String]
  }

  /// The project's resources for `document`: the set read earlier while the resources'
  /// stamps are the same, else read now (and kept). Before the stamps were first looked at,
  /// they are looked at now (one walk), so that what is read can be kept.
  func projectResources(for document: IBDocument) -> ProjectResources {
    if resourcesStamp == nil { resourcesChanged() }
    let fonts = document.resources.customFonts.keys.sorted()
    guard let stamp = resourcesStamp else {
      return ProjectResources(
        root: project.root, documentFonts: fonts, diagnostics: DiagnosticLog())
    }
    let key = KeptResourcesKey(stamp: stamp, documentFonts: fonts)
    if let kept = keptResources[key] {
      kept.report(to: DiagnosticLog())
      return kept
    }
    // Sets read for an older stamp are stale: only the current stamp's are kept.
    keptResources = keptResources.filter { $0.key.stamp == stamp }
    let resources = ProjectResources(
      root: project.root, documentFonts: fonts, diagnostics: DiagnosticLog())
    keptResources[key] = resources
    return resources
  }
}
