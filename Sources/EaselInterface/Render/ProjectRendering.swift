import EaselDiagnostics
import EaselDocument
import EaselResources
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

  /// As `init(document:at:projectRoot:language:diagnostics:)`, keeping what was read of
  /// the project's resources and translations while `resourcesStamp` stays the same (the
  /// host's token for them as they are: `easel serve` changes it when any of those files
  /// changes), so a long-lived agent reads them once, not for every render. The problems
  /// found reading them are reported to each render's log again.
  public init(
    document: IBDocument, at url: URL, projectRoot: URL, language: String?,
    diagnostics: DiagnosticLog, resourcesStamp: String
  ) {
    let key = [resourcesStamp, projectRoot.path, url.path, language ?? ""].joined(separator: "|")
    let kept: Kept
    if let found = Self.kept, found.key == key {
      kept = found
    } else {
      let reading = DiagnosticLog()
      let read = ProjectRendering(
        document: document, at: url, projectRoot: projectRoot, language: language,
        diagnostics: reading)
      kept = Kept(
        key: key, resources: read.resources, localization: read.localization,
        readingProblems: reading.diagnostics)
      Self.kept = kept
    }
    self.init(
      document: document, projectRoot: projectRoot, resources: kept.resources,
      localization: kept.localization, diagnostics: diagnostics)
    kept.resources.report(to: diagnostics)
    kept.localization.report(to: diagnostics)
    kept.readingProblems.forEach(diagnostics.report)
  }

  private init(
    document: IBDocument, projectRoot: URL, resources: ProjectResources,
    localization: Localization, diagnostics: DiagnosticLog
  ) {
    self.document = document
    self.projectRoot = projectRoot
    self.resources = resources
    self.localization = localization
    self.diagnostics = diagnostics
  }

  /// The resources and translations kept for a stamp (`init(…resourcesStamp:)`).
  private struct Kept {
    var key: String
    var resources: ProjectResources
    var localization: Localization
    var readingProblems: [Diagnostic]
  }
  private static var kept: Kept?

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

  /// Renders `scene` into the file at `output`, as `render(_:canvasSize:debugging:)` does:
  /// a raw frame for a caller's `scratch` file is drawn straight into the file's mapping
  /// (`rawFrameFile`); anything else is written after, atomically unless `scratch`. With
  /// `live` (and no object to report on), the scene's view tree is kept for the next render
  /// and an edit of one property is taken into it (`renderLive`).
  public func render(
    _ scene: Scene, canvasSize: CGSize?, debugging objectID: String?, to output: URL,
    scratch: Bool, live: LiveRendering? = nil
  ) throws -> ViewDebugReport? {
    drewLive = false
    if let live, objectID == nil {
      drewLive = try renderLive(
        scene, canvasSize: canvasSize, live: live, to: output, scratch: scratch)
      return nil
    }
    var report: ViewDebugReport?
    try draw(to: output, scratch: scratch) {
      let (data, debugged) = try render(scene, canvasSize: canvasSize, debugging: objectID)
      report = debugged
      return data
    }
    return report
  }

  /// Runs `render` so that what it draws ends up in the file at `output`: a raw frame for a
  /// caller's `scratch` file is drawn straight into the file's mapping (`rawFrameFile`);
  /// anything else is written after, atomically unless `scratch`.
  func draw(to output: URL, scratch: Bool, _ render: () throws -> Data) throws {
    let inPlace = settings.rawFrame == true && scratch
    rawFrameFile = inPlace ? output : nil
    defer { rawFrameFile = nil }
    let data = try render()
    if !inPlace { try OutputFile.write(data, to: output, atomically: !scratch) }
  }
}
