import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// The one renderer set-up for a document of a project, shared by `easel render` (in
/// process), the designables agent, the contact sheet and the designer (through the
/// agent): the project's resources (asset catalogs, fonts, images) and its translations for
/// a language, read once and handed to each scene's `SceneRenderer`.
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

  /// Reads the resources and indexes the translations of the project at `projectRoot` for
  /// `document` (read from `url`) in `language`.
  public init(
    document: IBDocument, at url: URL, projectRoot: URL, language: String?,
    diagnostics: DiagnosticLog
  ) {
    self.document = document
    self.projectRoot = projectRoot
    self.diagnostics = diagnostics
    resources = ProjectResources(root: projectRoot, diagnostics: diagnostics)
    localization = Localization(
      projectRoot: projectRoot, document: url, language: language, diagnostics: diagnostics)
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
      settings: settings)
    renderer.disabledClasses = disabled
    renderer.nonDesignableClasses = nonDesignable
    renderer.localization = localization
    return renderer
  }
}

extension SceneRenderer {
  /// Renders `scene`; with `objectID`, also reports on that object ("Debug selected view",
  /// `renderDebugging`), the report `nil` when the scene made no such view.
  public func render(_ scene: Scene, canvasSize: CGSize?, debugging objectID: String?) throws
    -> (data: Data, report: ViewDebugReport?)
  {
    guard let objectID else { return (try render(scene, canvasSize: canvasSize), nil) }
    return try renderDebugging(scene, objectID: objectID, canvasSize: canvasSize)
  }
}
