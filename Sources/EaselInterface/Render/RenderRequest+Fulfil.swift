import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Where a fulfilled request's results go: the job's report, when the request is fulfilled
/// in process; events on standard output, in the designables agent. User code's start and
/// end are told too (`DesignableObserver`), so that a supervisor can blame a crash or hang on
/// its class.
@MainActor
public protocol RenderReporter: DesignableObserver {
  /// A diagnostic found while rendering.
  func report(_ diagnostic: Diagnostic)
  /// A scene was written to its output; `live` when drawn from the view tree kept from an
  /// earlier request (`RenderRequest.live`).
  func rendered(_ scene: SceneOutput, live: Bool)
  /// A scene failed for a reason other than user code.
  func failed(_ scene: SceneOutput, message: String)
  /// What `RenderRequest.debugObjectID` asked for.
  func debugged(_ report: ViewDebugReport)
}

extension RenderRequest {
  /// Renders every scene of the request from `document` (the request's, as parsed), with
  /// `table`'s classes (in the agent: the user's designables with UIKit's), keeping what
  /// can be kept in `cache`, and tells `reporter` what became of each scene. Returns whether
  /// every scene was written.
  ///
  /// The request must be complete: its project root known and its scenes resolved.
  ///
  /// `mainRunLoopTurns`: the turns of the main run loop let pass before each scene is drawn
  /// (`SceneRenderer.mainRunLoopTurns`), in the agent, whose main queue is the designables'.
  @MainActor
  public func fulfil(
    document: IBDocument, table: KeyValueTable = .uiKit, cache: RenderCache,
    reporter: RenderReporter, mainRunLoopTurns: Int? = nil
  ) -> Bool {
    precondition(projectRoot != nil, "a request is fulfilled once its project is known")
    let diagnostics = DiagnosticLog()
    defer { diagnostics.diagnostics.forEach(reporter.report) }
    let project = ProjectRendering(
      document: document, at: URL(fileURLWithPath: self.document),
      projectRoot: URL(fileURLWithPath: projectRoot ?? self.document),
      language: settings.language, diagnostics: diagnostics, cache: cache,
      resourcesStamp: resourcesStamp)
    let renderer = project.renderer(
      settings: settings, table: table, disabled: disabledClasses,
      nonDesignable: nonDesignableClasses)
    renderer.notBuiltReasons = notBuiltReasons
    renderer.observer = reporter
    renderer.mainRunLoopTurns = mainRunLoopTurns
    var debugging = debugObjectID
    var allWritten = true
    for output in scenes {
      do {
        let scene = try document.scene(matching: output.sceneID)
        let rendered = try renderer.render(
          scene, to: URL(fileURLWithPath: output.path), scratch: scratchOutputs,
          debugging: debugging, live: live)
        if let file = viewFramesFile, output == scenes.first {
          try? ViewFrames.json(ViewFrames.of(rendered)).write(to: URL(fileURLWithPath: file))
        }
        if let report = rendered.debug {
          reporter.debugged(report)
          debugging = nil
        }
        reporter.rendered(output, live: rendered.drewLive)
      } catch {
        reporter.failed(output, message: "\(error)")
        allWritten = false
      }
    }
    return allWritten
  }
}
