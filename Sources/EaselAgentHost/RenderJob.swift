import EaselAgentProcess
import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInspect
import EaselInterface
import EaselUIKit
import Foundation

/// `easel render` as a library call: renders scenes of a document, through a designables
/// agent when the project's sources define classes the document uses, in-process otherwise.
public struct RenderJob: Sendable {
  public var document: URL
  /// Where the designable sources are; `nil` means the document's project.
  public var sources: URL?
  /// The caller's token for the project's resources as they are (`AgentRequest.resourcesStamp`):
  /// a long-lived host that watches them (`easel serve`) lets its agents keep what they read.
  public var resourcesStamp: String?
  /// The scenes to render; empty means the initial scene (or the first).
  public var sceneIDs: [String] = []
  /// One output file per scene.
  public var outputs: [URL] = []
  public var settings = RenderSettings()
  /// Seconds an agent run may take.
  public var timeout: Double = 20
  public var cacheDirectory: URL = AgentBuilder.defaultCacheDirectory()
  /// What to render: the scenes named by `sceneIDs` to `outputs`, every scene to a folder,
  /// or the whole storyboard as one picture.
  public var mode = Mode.scenes
  /// The device whose screen the scenes' root views are resized to, where frames allow
  /// (see `SceneRenderer.instantiate(_:canvasSize:)`); nil keeps the stored frames.
  public var device: Device?

  public init(document: URL) { self.document = document }

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
  /// An object of the (first) scene to report on (`Report.debug`): the designer's "Debug
  /// selected view".
  public var debugObjectID: String?
  /// The outputs are scratch files of the caller's, read once `run` returns (the designer's):
  /// written in place rather than atomically, sparing a temporary file and a sync per scene.
  public var scratchOutputs = false
  /// The caller's versions of the document (`LiveRendering`): a long-lived host's renders
  /// keep each scene's view tree, in process or in its agent, and take an edit of one
  /// property into it. Nil makes every tree fresh, as the command line does.
  public var live: LiveRendering?

  /// What a job renders.
  public enum Mode: Sendable {
    /// The scenes `sceneIDs` names, one to each of `outputs`.
    case scenes
    /// Every scene with a view, to `<folder>/<sceneID>.<format>`; scenes without a view
    /// (navigation and tab bar controllers, storyboard references) are skipped.
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

  /// Renders; `parsed` is the document as the caller already read it (the designer keeps the
  /// one it edits), drawn as it is; nil reads `document`'s file.
  @MainActor
  public func run(parsed: IBDocument? = nil) throws -> Report {
    let doc = try parsed ?? IBDocument(contentsOf: document)
    var report = Report()
    switch mode {
    case .scenes:
      let scenes = try Self.scenes(of: doc, ids: sceneIDs)
      precondition(outputs.count == scenes.count, "one output per scene")
      try render(doc, scenes, to: outputs, settings: settings, report: &report)
    case .all(let folder):
      var scenes: [Scene] = []
      for scene in doc.scenes {
        if scene.rootView != nil {
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
      let outputs = scenes.map {
        folder.appendingPathComponent(Self.fileName(for: $0, format: settings.format))
      }
      try render(doc, scenes, to: outputs, settings: settings, report: &report)
    case .overview(let output, let scale):
      try renderOverview(doc, to: output, scale: scale, report: &report)
    }
    return report
  }

  /// Renders the storyboard's scenes at the overview's scale into a temporary folder (in
  /// one agent run when designables are involved), then composes them.
  @MainActor
  private func renderOverview(
    _ doc: IBDocument, to output: URL, scale: Double?, report: inout Report
  ) throws {
    let overview = Overview(document: doc, device: device)
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
    let scenes = drawn.map { overview.items[$0].scene }
    let files = drawn.map { temporary.appendingPathComponent("\($0).png") }
    var sceneSettings = settings
    sceneSettings.format = .png
    sceneSettings.scale = Double(layout.scale)
    sceneSettings.compressHard = false
    try render(doc, scenes, to: files, settings: sceneSettings, report: &report)
    let written = Set(report.written.map(\.path))
    report.written = []
    var pictures: [Int: Bitmap] = [:]
    for (index, file) in zip(drawn, files) where written.contains(file.path) {
      pictures[index] = try? Bitmap(contentsOf: file)
    }
    let data = try overview.pngData(
      layout: layout, compression: settings.compressHard ? .best : .fast
    ) { pictures[$0] }
    try OutputFile.write(data, to: output)
    report.written = [output]
  }

  /// What a render of some scenes needs from the designables agent: the classes it runs,
  /// and the agent built for them (nil when the scenes need none).
  struct AgentPlan {
    var root: URL
    var project: DesignablesProject
    var designables: Set<String>
    var nonDesignables: Set<String>
    var diagnostics: [Diagnostic] = []
    var build: IsolatingBuild.Result?
    /// Classes the scenes use that the project declares in Objective-C, which Easel does not
    /// compile yet: Build failed, with the diagnostic saying so.
    var objectiveC: [String: Diagnostic] = [:]
  }

  /// Works out which classes `scenes` need built and builds (or finds in the cache) their
  /// agent. Touches no main-actor state, so the designer runs it in the background after a
  /// source is saved (`buildAgent()`) and the render that follows finds the agent cached.
  private func planAgent(_ doc: IBDocument, _ scenes: [Scene], settings: RenderSettings)
    throws -> AgentPlan
  {
    let root =
      sources ?? planCache?.projectRoot(containing: document)
      ?? ProjectFiles.projectRoot(containing: document)
    let project = try planCache?.project(at: root) ?? DesignablesProject(root: root)
    let scan = project.scan
    // Only designables are built: Interface Builder draws any other custom class as its
    // UIKit base class.
    // At run time (UINib's order) every custom class the sources define is built.
    let buildable = Set(
      (settings.designTime
        ? project.designableClasses : project.scan.classes.filter { $0.language == .swift })
        .flatMap { [$0.name, $0.qualifiedName] })
    let used = Self.customClasses(in: scenes)
    let designables = used.filter { buildable.contains($0) }
    var nonDesignables = used.subtracting(designables).filter { project.definesSwiftClass($0) }
    var objectiveC: [String: Diagnostic] = [:]
    for name in used.subtracting(designables).subtracting(nonDesignables).sorted() {
      guard let c = scan.classes.first(where: { $0.language == .objectiveC && $0.name == name })
      else { continue }
      if settings.designTime && !c.isDesignable {
        nonDesignables.insert(name)  // Interface Builder draws it as its base class too
        continue
      }
      objectiveC[name] = Diagnostic(
        .error,
        "\(name) is an Objective-C \(c.isDesignable ? "designable" : "class"), which Easel does not compile yet; drawn as its base class",
        id: "objc-not-compiled", at: c.location)
    }
    var plan = AgentPlan(
      root: root, project: project, designables: designables, nonDesignables: nonDesignables,
      diagnostics: scan.diagnostics, objectiveC: objectiveC)
    let extensionKeys = Set(
      scan.extensions.filter { $0.language == .swift }.flatMap {
        $0.inspectables.map(\.name) + $0.objcMembers.compactMap(\.settableKey)
      })
    let usesExtensionKeys = scenes.contains { scene in
      guard let v = scene.rootView else { return false }
      return ([v] + v.descendants()).contains { e in
        doc.runtimeAttributes(of: e, diagnostics: DiagnosticLog()).contains {
          extensionKeys.contains($0.keyPath)
        }
      }
    }
    if designables.isEmpty && !usesExtensionKeys { return plan }

    var roots = designables
    if usesExtensionKeys { roots.insert(Self.extensionsRoot) }
    let fallbackModule = Self.moduleName(scenes: scenes, root: root)
    let key = [
      root.path, document.path, fallbackModule, cacheDirectory.path,
      roots.sorted().joined(separator: ","),
    ].joined(separator: "|")
    if let kept = planCache?.build(key) {
      plan.diagnostics += kept.notes
      plan.build = kept.build
      return plan
    }
    let toolchain = try Toolchain.locate()
    let builder = AgentBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
    let planned = project.build(
      for: roots, document: document, fallbackModule: fallbackModule,
      availableModules: toolchain.availableModules())
    plan.diagnostics += planned.notes
    let build = try IsolatingBuild(builder: builder).build(
      planned.plan, scan: scan, slices: planned.slices)
    planCache?.keep(build, notes: planned.notes, as: key)
    plan.build = build
    return plan
  }

  /// Builds (or finds in the cache) the agent that rendering this job's scenes needs, without
  /// rendering: the designable classes with their status so far (Up to date: built; Build
  /// failed: the compiler's diagnostics). Runs off the main actor.
  public func buildAgent() throws -> [String: DesignableStatus] {
    let doc = try IBDocument(contentsOf: document)
    let plan = try planAgent(
      doc, try Self.scenes(of: doc, ids: sceneIDs), settings: settings)
    var statuses: [String: DesignableStatus] = [:]
    for name in plan.designables { statuses[name] = .upToDate }
    for (name, errors) in plan.build?.failures ?? [:] where name != Self.extensionsRoot {
      statuses[name] = .buildFailed(diagnostics: errors)
    }
    for (name, d) in plan.objectiveC { statuses[name] = .buildFailed(diagnostics: [d]) }
    return statuses
  }

  /// Renders `scenes` to `outputs` with `settings`: through the agent when the project's
  /// sources define classes they use, in-process otherwise.
  @MainActor
  private func render(
    _ doc: IBDocument, _ scenes: [Scene], to outputs: [URL], settings: RenderSettings,
    report: inout Report
  ) throws {
    guard !scenes.isEmpty else { return }
    let log = DiagnosticLog()
    let plan = try planAgent(doc, scenes, settings: settings)
    let root = plan.root
    let designables = plan.designables
    let nonDesignables = plan.nonDesignables
    report.diagnostics += plan.diagnostics
    for (name, d) in plan.objectiveC { report.statuses[name] = .buildFailed(diagnostics: [d]) }
    let objectiveC = Set(plan.objectiveC.keys)
    guard let build = plan.build else {
      try renderInProcess(
        doc, scenes, to: outputs, settings: settings, root: root, disabled: objectiveC,
        nonDesignable: nonDesignables, log: log, report: &report)
      report.diagnostics += log.diagnostics
      return
    }
    for (name, errors) in build.failures {
      if name == Self.extensionsRoot {
        report.diagnostics += errors
      } else {
        report.statuses[name] = .buildFailed(diagnostics: errors)
      }
    }
    var failed = Set(build.failures.keys)
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
      try renderInProcess(
        doc, scenes, to: outputs, settings: settings, root: root,
        disabled: designables.union(objectiveC), nonDesignable: nonDesignables, log: log,
        report: &report)
      report.diagnostics += log.diagnostics
      return
    }
    report.agentBuild = build.cached ? "cached" : "built"
    if build.failures.isEmpty { report.agentExecutable = executable }
    report.diagnostics += build.notes
    var supervisor = AgentSupervisor(executable: executable, timeout: timeout)
    supervisor.pool = agentPool
    var agentSettings = settings
    agentSettings.canvasSize = device?.size
    var request = AgentRequest(
      documentPath: document.path, projectRoot: root.path, sceneIDs: scenes.map(\.id),
      outputPaths: outputs.map(\.path), settings: agentSettings,
      disabledClasses: failed.union(objectiveC).sorted())
    request.nonDesignableClasses = nonDesignables.sorted()
    request.debugObjectID = debugObjectID
    request.scratchOutputs = scratchOutputs
    request.resourcesStamp = resourcesStamp
    request.live = live
    let result: AgentSupervisor.Outcome
    do {
      result = try supervisor.run(request, classes: designables.subtracting(failed))
    } catch let failure as AgentFailure {
      // Nothing to blame but the agent itself: draw every designable as its base class.
      for name in designables.subtracting(failed) {
        report.statuses[name] = .crashed(
          phase: "the agent", signal: failure.message, backtrace: failure.output)
      }
      try renderInProcess(
        doc, scenes, to: outputs, settings: settings, root: root,
        disabled: designables.union(objectiveC), log: log, report: &report)
      report.diagnostics += log.diagnostics
      return
    }
    let keepBuildFailures = report.drewWithLastGoodAgent
    report.statuses.merge(result.statuses) { old, new in keepBuildFailures ? old : new }
    report.diagnostics += result.diagnostics
    report.userOutput = result.userOutput
    report.debug = result.debug
    report.drewLive = result.drewLive
    for scene in scenes {
      if let path = result.rendered[scene.id] {
        report.written.append(URL(fileURLWithPath: path))
      } else {
        report.failures.append("scene \(scene.id): \(result.failed[scene.id] ?? "not rendered")")
      }
    }
    report.diagnostics += log.diagnostics
  }

  @MainActor
  private func renderInProcess(
    _ doc: IBDocument, _ scenes: [Scene], to outputs: [URL], settings: RenderSettings, root: URL,
    disabled: Set<String>, nonDesignable: Set<String> = [], log: DiagnosticLog,
    report: inout Report
  ) throws {
    // The agent's set-up (`AgentMain`), so that both paths draw and translate alike.
    let project =
      resourcesStamp.map {
        ProjectRendering(
          document: doc, at: document, projectRoot: root, language: settings.language,
          diagnostics: log, resourcesStamp: $0)
      }
      ?? ProjectRendering(
        document: doc, at: document, projectRoot: root, language: settings.language,
        diagnostics: log)
    let renderer = project.renderer(
      settings: settings, disabled: disabled, nonDesignable: nonDesignable)
    for (scene, output) in zip(scenes, outputs) {
      do {
        let debugging = report.debug == nil ? debugObjectID : nil
        let debugged = try renderer.render(
          scene, canvasSize: device?.size, debugging: debugging, to: output,
          scratch: scratchOutputs, live: live)
        if debugging != nil { report.debug = debugged }
        if renderer.drewLive { report.drewLive.insert(scene.id) }
        report.written.append(output)
      } catch {
        report.failures.append("scene \(scene.id): \(error)")
      }
    }
  }

  /// The slice name under which the files of extensions adding inspectables to UIKit classes
  /// are built (seed 002's `textAsKey`); not a class, so it gets no status.
  static let extensionsRoot = "@extensions"

  /// The custom classes the scenes' views name.
  static func customClasses(in scenes: [Scene]) -> Set<String> {
    var names: Set<String> = []
    for scene in scenes {
      guard let root = scene.rootView else { continue }
      for e in [root] + root.descendants() {
        if let name = e.customClass, e.isViewElement || e === root { names.insert(name) }
      }
    }
    return names
  }

  /// The module the document's classes say they live in, else the project folder's name.
  static func moduleName(scenes: [Scene], root: URL) -> String {
    for scene in scenes {
      guard let v = scene.rootView else { continue }
      for e in [v] + v.descendants() {
        if let module = e.customModule, !module.isEmpty { return sanitize(module) }
      }
    }
    return sanitize(root.lastPathComponent)
  }

  static func sanitize(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = cleaned.first, first.isNumber { return "_" + cleaned }
    return cleaned.isEmpty ? "Designables" : cleaned
  }
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
