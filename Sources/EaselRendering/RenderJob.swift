import EaselAgentHost
import EaselAgentProcess
import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInspect
import EaselInterface
import EaselResources
import EaselUIKit
import Foundation

/// `easel render` as a library call: completes a `RenderRequest` (its scenes resolved, its
/// project found, the classes that did not build left out) and has it fulfilled through a
/// designables agent when the project's sources define classes the scenes use, in process
/// otherwise (`RenderRequest.fulfil`, the same code in both).
public struct RenderJob: Sendable {
  /// What to render and how. In `Mode.scenes`, its scenes are the ones rendered.
  public var request: RenderRequest
  /// What to render: the request's scenes, every scene to a folder, or the whole storyboard
  /// as one picture.
  public var mode = Mode.scenes
  /// Where the designable sources are; `nil` means the document's project.
  public var sources: URL?
  /// Seconds one stretch of a designable's code may run in the agent (`AgentDeadline`).
  public var timeout: Double = 20
  public var cacheDirectory: URL = AgentBuilder.defaultCacheDirectory()
  /// An agent that built every class these scenes use, from an earlier render
  /// (`Report.agentExecutable`): when a class now fails to build, the scenes are drawn by it,
  /// with the code as it last built, instead of drawing the class as its UIKit base class
  /// (the designer keeps the last good pixels beside the compiler's errors).
  public var lastGoodAgent: URL?
  /// Agents kept running between renders by a long-running host (`easel serve`); nil starts
  /// a fresh agent for every render, as the command line does.
  public var agentPool: AgentPool?
  /// The scan and the agents found, kept between renders by a long-running host while the
  /// sources stay as they are (`AgentPlanCache`); nil scans and looks up every time.
  public var planCache: AgentPlanCache?
  /// What renders in process keep between jobs (`RenderCache`), owned by a long-running
  /// host (the designer session); nil keeps nothing beyond this job.
  public var renderCache: RenderCache?
  /// The translator of the project's Objective-C; nil: Easel's (`ObjCTranslator`).
  public var translateObjC: ObjCBuild.Translate?
  /// Whether an agent the build cache does not hold is compiled before rendering; false
  /// draws the scenes at once with their designables as placeholders (their UIKit class, as
  /// Interface Builder shows a designable that is still building) and names them in
  /// `Report.notBuilt`, for a host that builds the agent in the background (`buildAgent()`).
  public var buildsAgent = true
  /// Hears of each module as its compile starts (its name, its number of files, and how many
  /// classes the agent is built for).
  public var buildProgress: (@Sendable (_ module: String, _ files: Int, _ classes: Int) -> Void)?
  /// How much lower than the host's the priority of a module agent's compile is (`nice`; 0:
  /// the same), for a host that builds it while pages draw from first agents.
  public var moduleNiceness: Int32 = 0

  /// A job rendering `document`'s initial scene (`mode` and `request` say otherwise).
  public init(document: URL) {
    request = RenderRequest(document: document.path)
  }

  /// The document's file.
  public var document: URL { URL(fileURLWithPath: request.document) }

  /// What a job renders.
  public enum Mode: Sendable {
    /// The request's scenes, each to its output.
    case scenes
    /// Every scene with a view, to `<folder>/<sceneID>.<format>`, and every view beside a
    /// scene's controller, to `<viewID>.<format>` (`IBDocument.canvasScenes`); scenes without
    /// a view (navigation and tab bar controllers, storyboard references) are skipped.
    case all(folder: URL)
    /// The whole storyboard as one PNG, like Interface Builder's canvas (see `Overview`);
    /// `scale` is pixels per canvas point, nil to fit it in about 4000 pixels.
    case overview(output: URL, scale: Double?)
  }

  /// The file a scene is written to by `Mode.all`: `<sceneID>.<format>`, with any
  /// character that is not a letter, digit, `-` or `_` replaced by `_`.
  public static func fileName(for scene: Scene, format: OutputFormat) -> String {
    let safe = String(
      scene.id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    return (safe.isEmpty ? "scene" : safe) + "." + format.rawValue
  }

  /// What happened.
  public struct Report: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Designable classes the document uses, with their status.
    public var statuses: [String: DesignableStatus] = [:]
    public var written: [URL] = []
    public var failures: [String] = []
    public var agentBuild: String?
    public var userOutput = ""
    /// The agent that drew the scenes, when every class built (for `lastGoodAgent`).
    public var agentExecutable: URL?
    /// What `debugObjectID` asked for.
    public var debug: ViewDebugReport?
    /// Whether a class failed to build and the scenes were drawn by `lastGoodAgent`.
    public var drewWithLastGoodAgent = false
    /// The scenes drawn from a view tree kept from an earlier render, with the edits since
    /// taken into it (`live`).
    public var drewLive: Set<String> = []
    /// Scenes not rendered because there is nothing to render (no view), with the reason.
    public var skipped: [(sceneID: String, reason: String)] = []
    /// How many times the job read and parsed the document (0 when the caller handed over
    /// the one it parsed), and how many times its agent did.
    public var documentsParsed = (host: 0, agent: 0)
    /// The designables drawn as placeholders because their agent is not built yet
    /// (`buildsAgent` false).
    public var notBuilt: Set<String> = []
    /// The designables not run because their code hung or crashed in this agent before
    /// (`AgentSupervisor.Outcome.notRunAgain`): drawn as their UIKit classes.
    public var notRunAgain: Set<String> = []
    /// The compiler's errors for each key whose extensions did not build (an error in
    /// `diagnostics` gives the first): printed in full, never in the summary.
    public var extensionErrors: [String: [Diagnostic]] = [:]

    /// Whether anything failed: a scene, or a designable.
    public var failed: Bool {
      !failures.isEmpty || statuses.values.contains { !$0.isOK }
        || diagnostics.contains { $0.severity == .error }
    }
  }

  /// The scenes this job renders: those `ids` name (`IBDocument.scene(matching:)`), else
  /// the initial view controller's scene, else the first scene with a view.
  public static func scenes(of document: IBDocument, ids: [String]) throws -> [Scene] {
    if ids.isEmpty {
      if let initial = document.initialScene { return [initial] }
      guard let first = document.scenes.first(where: { $0.rootView != nil }) else {
        throw RenderError.noScenes(path: document.path)
      }
      return [first]
    }
    return try ids.map { id throws(NoSuchSceneError) in try document.scene(matching: id) }
  }

  /// The scenes `outputs` name (an empty id: the initial scene, see `scenes(of:ids:)`),
  /// each with its output, the id resolved to the scene's.
  static func resolve(_ outputs: [SceneOutput], in document: IBDocument) throws -> [(
    Scene, SceneOutput
  )] {
    try outputs.map { output in
      let scene = try scenes(of: document, ids: output.sceneID.isEmpty ? [] : [output.sceneID])[0]
      return (scene, SceneOutput(sceneID: scene.id, path: output.path))
    }
  }

  /// Renders; `parsed` is the document as the caller already read it (the command line
  /// checked it, the designer keeps the one it edits), drawn as it is; nil reads the file.
  @MainActor
  public func run(parsed: IBDocument? = nil) throws -> Report {
    // A language whose `.lproj` holds a whole copy of the document (not a `.strings`): iOS
    // loads that copy, so it is the one drawn. The host's versions are the base document's,
    // so the copy is drawn afresh.
    if let variant = localizedVariant() {
      var report = try variantJob(variant).run()
      report.diagnostics.insert(variantNote(variant), at: 0)
      return report
    }
    var report = Report()
    let doc: IBDocument
    if let parsed {
      doc = parsed
    } else {
      doc = try IBDocument(contentsOf: document)
      report.documentsParsed.host += 1
    }
    switch mode {
    case .scenes:
      let resolved = try Self.resolve(request.scenes, in: doc)
      try render(doc, resolved, settings: request.settings, report: &report)
    case .all(let folder):
      var scenes: [Scene] = []
      for scene in doc.canvasScenes {
        // A container controller or a storyboard reference is drawn as the canvas shows it.
        if scene.rootView != nil || scene.isDrawnAsCard {
          scenes.append(scene)
        } else if let object = scene.viewController {
          if doc.kind == .xib && !object.isViewControllerElement { continue }
          report.skipped.append((scene.id, "\(object.customClass ?? object.name) has no view"))
        } else {
          report.skipped.append((scene.id, "no view controller"))
        }
      }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw RenderJobError.cannotCreateFolder(folder.path, error.localizedDescription)
      }
      let format = request.settings.format
      let resolved = scenes.map {
        (
          $0,
          SceneOutput(
            sceneID: $0.id,
            path: folder.appendingPathComponent(Self.fileName(for: $0, format: format)).path)
        )
      }
      try render(doc, resolved, settings: request.settings, report: &report)
    case .overview(let output, let scale):
      try renderOverview(doc, to: output, scale: scale, report: &report)
    }
    return report
  }

  /// Renders as `run(parsed:)` does, with the part that may take long — planning, compiling
  /// and the designables agent's run, where user code may hang until the timeout — on
  /// `queue`, so that the main actor goes on with other work meanwhile; `done` hears the
  /// report on the main actor. Drawing in process (scenes without designables, placeholders,
  /// classes left out) stays on the main actor, where UIKit's classes live. `parsed` is only
  /// read on the main actor: the caller may edit it while the agent runs. Modes other than
  /// `scenes` render in one go. (Dispatch queues, not tasks: the work blocks on a compiler
  /// or an agent for seconds, and Swift's task threads are as few as the cores.)
  @MainActor
  public func run(
    parsed: IBDocument? = nil, workingOn queue: DispatchQueue,
    then done: @escaping @MainActor (Result<Report, any Error>) -> Void
  ) {
    if let variant = localizedVariant() {
      let note = variantNote(variant)
      variantJob(variant).run(workingOn: queue) { result in
        done(
          result.map { report in
            var report = report
            report.diagnostics.insert(note, at: 0)
            return report
          })
      }
      return
    }
    guard case .scenes = mode else {
      done(Result { try run(parsed: parsed) })
      return
    }
    var report = Report()
    let doc: IBDocument
    let resolved: [(Scene, SceneOutput)]
    do {
      if let parsed {
        doc = parsed
      } else {
        doc = try IBDocument(contentsOf: document)
        report.documentsParsed.host += 1
      }
      resolved = try Self.resolve(request.scenes, in: doc)
    } catch {
      done(.failure(error))
      return
    }
    guard !resolved.isEmpty else {
      done(.success(report))
      return
    }
    let uses = AgentPlan.SceneUses(document: doc, scenes: resolved.map(\.0))
    let (job, outputs, settings, sofar) = (self, resolved.map(\.1), request.settings, report)
    // Only touched on the main actor, before and after the work on `queue`.
    nonisolated(unsafe) let document = doc
    queue.async {
      let stage = Result { try job.agentStage(uses, outputs, settings: settings, report: sofar) }
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          done(
            stage.map { stage in
              var report = stage.report
              if let inProcess = stage.inProcess {
                job.fulfilInProcess(inProcess, document, report: &report)
              }
              return report
            })
        }
      }
    }
  }

  /// This job for a language's whole localized copy of the document, drawn afresh.
  private func variantJob(_ variant: URL) -> RenderJob {
    var job = self
    job.request.document = variant.path
    job.request.live = nil
    return job
  }

  /// The note that says a render was drawn from the localized copy `variant`.
  private func variantNote(_ variant: URL) -> Diagnostic {
    Diagnostic(
      .note,
      "drawn from \(variant.deletingLastPathComponent().lastPathComponent)/"
        + "\(variant.lastPathComponent), the document's whole "
        + "'\(request.settings.language ?? "")' localization, as iOS loads it",
      id: "localized-document", at: SourceLocation(file: variant.path, line: 1, column: 1))
  }

  /// The whole localized copy of the document for the request's language, if its project
  /// keeps one beside `Base.lproj` (`Localization.localizedDocument`); never for a
  /// pseudolanguage, which transforms the development language's text. The project's
  /// strings are indexed only when a folder beside `Base.lproj` holds a file of the
  /// document's name: the designer asks on every frame.
  private func localizedVariant() -> URL? {
    guard let language = request.settings.language, PseudoLanguage(code: language) == nil,
      Localization.mayHaveLocalizedCopies(document)
    else { return nil }
    return Localization(
      projectRoot: AgentPlan.projectRoot(of: document, sources: sources, planCache: planCache),
      document: document, language: language, diagnostics: DiagnosticLog()
    ).localizedDocument
  }

  /// Renders the storyboard's scenes at the overview's scale into a temporary folder (in
  /// one agent run when designables are involved), then composes them.
  @MainActor
  private func renderOverview(
    _ doc: IBDocument, to output: URL, scale: Double?, report: inout Report
  ) throws {
    let settings = request.settings
    // The canvas locations the overview places scenes at, checked as frames are: one beyond
    // ±1,000,000 points is read at the limit, and said.
    for scene in doc.scenes {
      guard let point = scene.element.child("point", key: "canvasLocation") else { continue }
      report.diagnostics += try doc.checkNumbers(under: point)
    }
    let overview = Overview(document: doc, canvasSize: settings.canvasSize)
    let layout = overview.layout(scale: scale.map { CGFloat($0) } ?? overview.automaticScale)
    let largest = max(layout.size.width, layout.size.height)
    let area = layout.size.width * layout.size.height
    if largest > Overview.maximumExtent || area > Overview.maximumArea {
      let fitting = Double(
        layout.scale
          * min(Overview.maximumExtent / largest, (Overview.maximumArea / area).squareRoot()))
      throw RenderJobError.overviewTooLarge(
        Int(layout.size.width), Int(layout.size.height),
        fittingScale: (fitting * 1000).rounded(.down) / 1000)
    }
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-overview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let drawn = overview.items.indices.filter { overview.items[$0].hasView }
    let resolved = drawn.map {
      let scene = overview.items[$0].scene
      return (
        scene,
        SceneOutput(
          sceneID: scene.id, path: temporary.appendingPathComponent("\($0).png").path)
      )
    }
    var sceneSettings = settings
    // Pictures composed at once: the fast encoder.
    sceneSettings.encoding = .png(.fast)
    sceneSettings.scale = Double(layout.scale)
    try render(doc, resolved, settings: sceneSettings, report: &report)
    let written = Set(report.written.map(\.path))
    report.written = []
    var pictures: [Int: Bitmap] = [:]
    for (index, (_, file)) in zip(drawn, resolved) where written.contains(file.path) {
      pictures[index] = try? Bitmap(contentsOf: URL(fileURLWithPath: file.path))
    }
    let compression: PNGCompression =
      if case .png(let asked) = settings.encoding { asked } else { .best }
    let data = try overview.pngData(layout: layout, compression: compression) { pictures[$0] }
    try OutputFile.write(data, to: output)
    report.written = [output]
  }

  /// Builds (or finds in the cache) the agent that rendering this job's scenes needs, without
  /// rendering: the designable classes with their status so far (Up to date: built; Build
  /// failed: the compiler's diagnostics). Runs off the main actor.
  ///
  /// With `allScenes`, for every scene of the document: the agent is the module's
  /// (`AgentPlan`), so this builds what every document of the module draws from.
  ///
  /// With `scenesOnly`, the agent of this job's scenes alone (the initial scene when it
  /// names none), from the files their classes' slices need: quick to build ahead of the
  /// module's, which renders then draw with until the module's is built
  /// (`AgentPlan.init(uses:…scenesOnly:)`).
  public func buildAgent(allScenes: Bool = false, scenesOnly: Bool = false) throws -> [String:
    DesignableStatus]
  {
    let doc = try IBDocument(contentsOf: document)
    let scenes =
      allScenes
      ? doc.canvasScenes
      : try Self.resolve(
        request.scenes.isEmpty ? [SceneOutput(sceneID: "", path: "")] : request.scenes, in: doc
      ).map(\.0)
    var job = self
    job.buildsAgent = true
    return try job.plan(
      AgentPlan.SceneUses(document: doc, scenes: scenes), request.settings,
      scenesOnly: scenesOnly
    ).buildStatuses
  }

  /// Whether an agent that can draw every scene of the document is in the build cache (the
  /// module's, or the first one of `buildAgent(scenesOnly:)` while the module's is not),
  /// without compiling. Runs off the main actor.
  public func agentIsBuilt() throws -> Bool {
    let doc = try IBDocument(contentsOf: document)
    var job = self
    job.buildsAgent = false
    return !(try job.plan(
      AgentPlan.SceneUses(document: doc, scenes: doc.canvasScenes), request.settings))
      .notBuilt
  }

  private func plan(
    _ uses: AgentPlan.SceneUses, _ settings: RenderSettings, scenesOnly: Bool = false
  ) throws -> AgentPlan {
    try AgentPlan(
      uses: uses, at: document, sources: sources, designTime: settings.designTime,
      cacheDirectory: cacheDirectory, planCache: planCache, translateObjC: translateObjC,
      compiling: buildsAgent, scenesOnly: scenesOnly, moduleNiceness: moduleNiceness,
      progress: buildProgress)
  }

  /// Renders `scenes`, each to its output, with `settings`: through the agent when the
  /// project's sources define classes they use, in process otherwise.
  @MainActor
  private func render(
    _ doc: IBDocument, _ scenes: [(Scene, SceneOutput)], settings: RenderSettings,
    report: inout Report
  ) throws {
    guard !scenes.isEmpty else { return }
    let uses = AgentPlan.SceneUses(document: doc, scenes: scenes.map(\.0))
    let stage = try agentStage(uses, scenes.map(\.1), settings: settings, report: report)
    report = stage.report
    if let inProcess = stage.inProcess { fulfilInProcess(inProcess, doc, report: &report) }
  }

  /// What the part of a render outside the main actor came to: the report so far, and the
  /// request still to be fulfilled in process, if any (no agent, placeholders, or the agent
  /// failed as a whole).
  struct AgentStage: Sendable {
    var report: Report
    var inProcess: RenderRequest?
  }

  /// The part of rendering `outputs` (scenes using what `uses` lists) that touches neither
  /// the document nor UIKit and may take long: the agent's plan (a scan, a compile when
  /// `buildsAgent`), then the agent's run, retried around classes that crash or hang.
  func agentStage(
    _ uses: AgentPlan.SceneUses, _ outputs: [SceneOutput], settings: RenderSettings,
    report: Report
  ) throws -> AgentStage {
    var report = report
    let plan = try plan(uses, settings)
    report.diagnostics += plan.diagnostics
    report.extensionErrors.merge(plan.keyErrors) { a, _ in a }
    for (name, errors) in plan.objectiveC {
      report.statuses[name] = .buildFailed(diagnostics: errors)
    }
    var request = self.request
    request.scenes = outputs
    request.settings = settings
    request.projectRoot = plan.root.path
    request.nonDesignableClasses = plan.nonDesignables
    request.notBuiltReasons = plan.notBuiltReasons
    request.disabledClasses = Set(plan.objectiveC.keys)
    if plan.notBuilt {
      // Placeholders until the agent is built: the designables as their UIKit classes.
      report.notBuilt = plan.designables
      request.disabledClasses.formUnion(plan.designables)
      return AgentStage(report: report, inProcess: request)
    }
    guard let build = plan.build else { return AgentStage(report: report, inProcess: request) }
    let designables = plan.designables
    // The agent is the module's: only the failures of these scenes' classes are theirs, and
    // of the extensions adding keys their runtime attributes set, which cost those keys only:
    // an error each (its first), the compiler's other errors kept for the full text.
    let failures = build.failures.filter {
      designables.contains($0.key) || AgentPlan.isExtensionsRoot($0.key)
    }
    for (name, errors) in failures.sorted(by: { $0.key < $1.key }) {
      if AgentPlan.isExtensionsRoot(name) {
        let key = AgentPlan.runtimeKey(ofRoot: name) ?? name
        if let failure = AgentPlan.extensionFailure(
          key: key, errors: errors, scan: plan.project.scan)
        {
          report.diagnostics.append(failure)
        }
        report.extensionErrors[key] = errors
      } else {
        report.statuses[name] = .buildFailed(
          diagnostics: plan.project.failureDiagnostics(of: name, errors))
      }
    }
    var failed = Set(failures.keys)
    var executable = build.executable
    if !failed.isEmpty, let lastGood = lastGoodAgent,
      FileManager.default.isExecutableFile(atPath: lastGood.path)
    {
      // Keep drawing with the last agent that built every class, as the code was then;
      // the failed classes still say Build failed.
      executable = lastGood
      report.drewWithLastGoodAgent = true
      failed = []
    }
    guard let executable else {
      report.agentBuild = "failed"
      request.disabledClasses.formUnion(designables)
      return AgentStage(report: report, inProcess: request)
    }
    report.agentBuild = build.cached ? "cached" : "built"
    if failures.isEmpty { report.agentExecutable = executable }
    report.diagnostics += build.notes
    var supervisor = AgentSupervisor(executable: executable, timeout: timeout)
    supervisor.pool = agentPool
    request.disabledClasses.formUnion(failed)
    let result: AgentSupervisor.Outcome
    do {
      result = try supervisor.run(request, classes: designables.subtracting(failed))
    } catch let failure as AgentFailure {
      // Nothing to blame but the agent itself: draw every designable as its base class.
      for name in designables.subtracting(failed) {
        report.statuses[name] = .crashed(
          phase: "the agent", signal: failure.message, backtrace: failure.output)
      }
      request.disabledClasses.formUnion(designables)
      request.nonDesignableClasses = []
      request.notBuiltReasons = [:]
      return AgentStage(report: report, inProcess: request)
    }
    let keepBuildFailures = report.drewWithLastGoodAgent
    report.statuses.merge(result.statuses) { old, new in keepBuildFailures ? old : new }
    let failedKeys = Set(report.extensionErrors.keys)
    report.diagnostics += result.diagnostics.filter {
      !AgentPlan.isAttributeFailure($0, through: failedKeys)
    }
    report.userOutput = result.userOutput
    report.debug = result.debug
    report.drewLive = result.drewLive
    report.notRunAgain = result.notRunAgain
    report.documentsParsed.agent += result.documentsParsed
    for output in request.scenes {
      if let path = result.rendered[output.sceneID] {
        report.written.append(URL(fileURLWithPath: path))
      } else {
        report.failures.append(
          "scene \(output.sceneID): \(result.failed[output.sceneID] ?? "not rendered")")
      }
    }
    return AgentStage(report: report, inProcess: nil)
  }

  /// Fulfils `request` in process, with UIKit's classes only, into `report`.
  @MainActor
  private func fulfilInProcess(_ request: RenderRequest, _ doc: IBDocument, report: inout Report) {
    let reporter = ReportFiller()
    _ = request.fulfil(document: doc, cache: renderCache ?? RenderCache(), reporter: reporter)
    let failedKeys = Set(report.extensionErrors.keys)
    report.diagnostics += reporter.diagnostics.filter {
      !AgentPlan.isAttributeFailure($0, through: failedKeys)
    }
    report.written += reporter.written
    report.failures += reporter.failures
    report.drewLive.formUnion(reporter.drewLive)
    if report.debug == nil { report.debug = reporter.debug }
  }
}

/// Takes what a request fulfilled in process reports, for the job's report.
@MainActor
private final class ReportFiller: RenderReporter {
  var diagnostics: [Diagnostic] = []
  var written: [URL] = []
  var failures: [String] = []
  var drewLive: Set<String> = []
  var debug: ViewDebugReport?

  func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
  func rendered(_ scene: SceneOutput, live: Bool) {
    written.append(URL(fileURLWithPath: scene.path))
    if live { drewLive.insert(scene.sceneID) }
  }
  func failed(_ scene: SceneOutput, message: String) {
    failures.append("scene \(scene.sceneID): \(message)")
  }
  func debugged(_ report: ViewDebugReport) { debug = report }
  // No user code runs in process: UIKit's classes only.
  func willRun(_ phase: UserCodePhase, className: String, objectID: String) {}
  func didRun(_ phase: UserCodePhase, className: String, objectID: String) {}
}

/// Why a render job could not start.
public enum RenderJobError: Error, CustomStringConvertible {
  case cannotCreateFolder(String, String)
  case overviewTooLarge(Int, Int, fittingScale: Double)

  public var description: String {
    switch self {
    case .overviewTooLarge(let width, let height, let fitting):
      Severity.error.line(
        "the overview would be \(width)×\(height) pixels, too large to draw; "
          + "use --scale \(fitting) or less")
    case .cannotCreateFolder(let path, let reason):
      Severity.error.line("cannot create the output folder \(path): \(reason)")
    }
  }
}
