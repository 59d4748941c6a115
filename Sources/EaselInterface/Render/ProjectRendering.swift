import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// The one renderer set-up for a document of a project, shared by every render (in process,
/// in the designables agent, the contact sheet): the project's resources (asset catalogs,
/// fonts, images) and its translations for a language, read once and handed to each scene's
/// `SceneRenderer`.
@MainActor
public struct ProjectRendering {
  /// The document rendered.
  public let document: IBDocument
  /// The folder searched for resources and `.lproj` folders.
  public let projectRoot: URL
  /// The project's asset catalogs and other resources.
  public let resources: ProjectResources
  /// Translations for the language asked for (`nil`: the development language).
  public let localization: Localization
  /// Where the renderers' diagnostics go.
  public let diagnostics: DiagnosticLog
  /// What the renderers keep between renders.
  public let cache: RenderCache

  /// Reads the resources and indexes the translations of the project at `projectRoot` for
  /// `document` (read from `url`) in `language`. With `resourcesStamp` (the host's token for
  /// those files as they are: `easel serve` changes it when any of them changes), what was
  /// read is kept in `cache` while the stamp stays the same, so a long-lived renderer reads
  /// them once, not for every render; the problems found reading them are reported to each
  /// render's log again.
  public init(
    document: IBDocument, at url: URL, projectRoot: URL, language: String?,
    diagnostics: DiagnosticLog, cache: RenderCache = RenderCache(), resourcesStamp: String? = nil
  ) {
    self.document = document
    self.projectRoot = projectRoot
    self.diagnostics = diagnostics
    self.cache = cache
    func read(reporting log: DiagnosticLog) -> (ProjectResources, Localization) {
      (
        ProjectResources(root: projectRoot, document: document, diagnostics: log),
        Localization(projectRoot: projectRoot, document: url, language: language, diagnostics: log)
      )
    }
    guard let resourcesStamp else {
      (resources, localization) = read(reporting: diagnostics)
      return
    }
    let key = [resourcesStamp, projectRoot.path, url.path, language ?? ""].joined(separator: "|")
    let kept: RenderCache.KeptResources
    if let found = cache.resources, found.key == key {
      kept = found
    } else {
      let reading = DiagnosticLog()
      let (resources, localization) = read(reporting: reading)
      kept = RenderCache.KeptResources(
        key: key, resources: resources, localization: localization,
        readingProblems: reading.diagnostics)
      cache.resources = kept
    }
    resources = kept.resources
    localization = kept.localization
    kept.resources.report(to: diagnostics)
    kept.localization.report(to: diagnostics)
    kept.readingProblems.forEach(diagnostics.report)
  }

  /// A renderer of the document's scenes with `settings`, `table`'s classes, and the
  /// classes drawn as their UIKit base class (`disabled`: failed in the agent) or left to
  /// run-time behaviour (`nonDesignable`).
  public func renderer(
    settings: RenderSettings, table: KeyValueTable = .uiKit, disabled: Set<String> = [],
    nonDesignable: Set<String> = []
  ) -> SceneRenderer {
    let renderer = SceneRenderer(
      document: document, table: table, resources: resources, diagnostics: diagnostics,
      settings: settings, cache: cache)
    renderer.disabledClasses = disabled
    renderer.nonDesignableClasses = nonDesignable
    renderer.localization = localization
    return renderer
  }
}
