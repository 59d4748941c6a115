import EaselAgentHost
import EaselDocument
import EaselGraphics
import EaselInterface
import EaselRendering
import EaselResources
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Rendering a scene for the canvas, through the renderer set-up the command line uses
/// (`RenderJob`): designables are built and run as `easel render` builds and runs them.
extension DesignerSession {
  /// What the canvas asks for: the scene and how to draw it, as the page says it (a device by
  /// name, an appearance); `render` makes the job's `RenderRequest` of it. (Named apart from
  /// `RenderRequest`, which is the render's one description.)
  public struct CanvasRequest: Sendable {
    public var scene: String?
    public var scale: Double = 2
    public var dark = false
    public var language: String?
    public var device: String?
    /// The size the scene's top view is given, laid out fresh at it (`RenderSettings.viewSize`).
    public var size: CGSize?
    /// Whether the device is turned on its side (the device named, else the document's).
    public var landscape = false
    public init() {}
  }

  /// Where a frame sent to the page sits, and what it is a change of.
  public struct FrameHead: Sendable, Equatable {
    /// The frame's id: the next frame may be sent as a change of it.
    public var id: Int
    /// The whole frame's size, in pixels.
    public var width: Int
    public var height: Int
    /// The rectangle sent, in pixels; empty when nothing changed.
    public var x: Int
    public var y: Int
    public var w: Int
    public var h: Int
    /// Whether the kept view tree was drawn with the edit taken in (`LiveScene`), not a
    /// fresh one made.
    public var live: Bool

    /// Whether the rectangle is the whole frame.
    public var isWhole: Bool { w == width && h == height }
  }

  /// "Debug selected view": what became of one object in a render, with the designable
  /// statuses of that render.
  public struct ViewDebugging: Sendable, Equatable {
    public var report: ViewDebugReport
    public var statuses: [String: DesignerStatus]
  }

  /// The scene's PNG bytes and the designable statuses of the classes it uses.
  public func render(_ relative: String, _ request: CanvasRequest) throws -> (
    png: Data, statuses: [String: DesignerStatus]
  ) {
    let (png, statuses, _, _, _) = try render(relative, request, debugging: nil)
    return (png, statuses)
  }

  /// The scene's PNG bytes, the designable statuses of the classes it uses, and where each
  /// view was laid out (`ViewFrames`: object id → `[x, y, w, h]` in the picture's points).
  public func renderWithFrames(_ relative: String, _ request: CanvasRequest) throws -> (
    png: Data, statuses: [String: DesignerStatus], views: [String: [Double]]
  ) {
    let (png, statuses, _, _, views) = try render(relative, request, debugging: nil)
    return (png, statuses, views)
  }

  /// What the canvas draws after an edit: the scene rendered as a `RawFrame`, sent as the
  /// rectangle of pixels that differ from frame `have` (the one the page shows; the whole
  /// frame when the session no longer keeps it or there is none); `pixels` are the
  /// rectangle's straight RGBA rows. A frame with nothing changed keeps `have`'s id. Without
  /// `waitForBuild`, a scene whose designables' agent is not built yet is drawn at once with
  /// them as placeholders (status Building) and the agent is asked of `agentNeeded`.
  public func frame(
    _ relative: String, _ request: CanvasRequest, have: Int?, waitForBuild: Bool = true
  ) throws -> Frame {
    let file = try reserveFrameFile()
    defer { releaseFrameFile(file) }
    let prepared = try prepare(
      relative, request, debugging: nil, frameFile: frameFiles[file], waitForBuild: waitForBuild)
    let rendered = try finish(prepared, try runHere(prepared))
    return try takeFrame(in: file, rendered, have: have)
  }

  /// As `frame(_:_:have:waitForBuild:)`, with what may take long (the agent's build and run,
  /// its user code) off the main actor: other requests are answered meanwhile, and so is
  /// another frame of another scene (each in a scratch file of its own). `done` hears the
  /// frame on the main actor.
  public func frame(
    _ relative: String, _ request: CanvasRequest, have: Int?, waitForBuild: Bool = true,
    then done: @escaping @MainActor (Result<Frame, any Error>) -> Void
  ) {
    let file: Int
    do {
      file = try reserveFrameFile()
    } catch {
      // Every scratch file is being drawn into: the frame waits its turn (a soak of 200
      // clients asking at once had 3,689 of its frames refused with 503 before), unless
      // too many already wait.
      guard framesWaiting.count < Self.framesWaitingAtMost else {
        done(.failure(error))
        return
      }
      framesWaiting.append { [self] in
        frame(relative, request, have: have, waitForBuild: waitForBuild, then: done)
      }
      return
    }
    renderElsewhere(
      {
        try prepare(
          relative, request, debugging: nil, frameFile: frameFiles[file],
          waitForBuild: waitForBuild)
      },
      { [self] rendered in try takeFrame(in: file, rendered, have: have) }
    ) { [self] result in
      releaseFrameFile(file, then: { done(result) })
    }
  }

  /// Marks scratch file `file` as drawn into no more, runs `then`, and starts the frame that
  /// has waited longest for a scratch file, if any: whichever way a frame was drawn, a frame
  /// waiting is never left behind one done.
  private func releaseFrameFile(_ file: Int, then: () -> Void = {}) {
    framesDrawing.remove(file)
    then()
    if !framesWaiting.isEmpty { framesWaiting.removeFirst()() }
  }

  /// A frame for the page: its head, the rectangle's runs, the statuses of the scene's
  /// designables, and where each view was laid out.
  public typealias Frame = (
    head: FrameHead, pixels: Data, statuses: [String: DesignerStatus], views: [String: [Double]]
  )

  /// A scratch file no kept frame is mapped from and no frame is being drawn into, marked as
  /// being drawn into.
  private func reserveFrameFile() throws -> Int {
    let used = Set(frames.map(\.file)).union(framesDrawing)
    guard let file = frameFiles.indices.first(where: { !used.contains($0) }) else {
      throw DesignerError(
        503, "every scratch file is in use by frames being drawn; ask again when one is done")
    }
    framesDrawing.insert(file)
    return file
  }

  /// The frame drawn into scratch file `file`, kept and sent as a change of frame `have`.
  private func takeFrame(in file: Int, _ rendered: Rendered, have: Int?) throws -> Frame {
    frameMappings[file] = RawFrame.map(frameFiles[file], reusing: frameMappings[file])
    guard let mapped = frameMappings[file], let frame = RawFrame(mapped) else {
      throw DesignerError(500, "the renderer wrote no frame")
    }
    let shown = have.flatMap { id in frames.last { $0.id == id } }
    let rect = shown.map { frame.changedRect(since: $0.frame) } ?? frame.bounds
    var id = shown?.id ?? 0
    if shown == nil || !rect.isEmpty {
      id = nextFrameID
      nextFrameID += 1
      frames.append((id, frame, file))
      if frames.count > Self.keptFrames { frames.removeFirst() }
    }
    let head = FrameHead(
      id: id, width: frame.width, height: frame.height, x: rect.x, y: rect.y, w: rect.width,
      h: rect.height, live: rendered.live)
    return (
      head, rect.isEmpty ? Data() : frame.straightRGBARuns(in: rect), rendered.statuses,
      rendered.views
    )
  }

  /// How many sent frames the session keeps to send the next as a change of.
  nonisolated static let keptFrames = 6
  /// How many frames may be drawn at once, each into a scratch file of its own: renders of
  /// different scenes go on side by side, one of them perhaps waiting for a designable's
  /// code until the timeout.
  nonisolated static let framesDrawnAtOnce = 4
  /// How many frames may wait for a scratch file; one asked for beyond that is refused
  /// (`503`, ask again), so that a flood of requests holds bounded memory.
  nonisolated static let framesWaitingAtMost = 1024

  /// "Debug selected view": the scene rendered again, and what became of object `objectID`.
  public func debugView(_ relative: String, _ request: CanvasRequest, objectID: String) throws
    -> ViewDebugging
  {
    let prepared = try prepare(relative, request, debugging: objectID)
    return try debugging(objectID, try finish(prepared, try runHere(prepared)))
  }

  /// As `debugView(_:_:objectID:)`, with the agent's run off the main actor; `done` hears
  /// the answer on the main actor.
  public func debugView(
    _ relative: String, _ request: CanvasRequest, objectID: String,
    then done: @escaping @MainActor (Result<ViewDebugging, any Error>) -> Void
  ) {
    renderElsewhere(
      { try prepare(relative, request, debugging: objectID) },
      { [self] rendered in try debugging(objectID, rendered) }, then: done)
  }

  private func debugging(_ objectID: String, _ rendered: Rendered) throws -> ViewDebugging {
    guard let report = rendered.debug else {
      throw DesignerError(
        404, "no view with id '\(objectID)' was made in the scene (it may not be a view)")
    }
    return ViewDebugging(report: report, statuses: rendered.statuses)
  }

  /// As `renderWithFrames(_:_:)`, with the agent's build and run off the main actor; `done`
  /// hears the PNG, the statuses and the views' frames on the main actor.
  public func renderWithFrames(
    _ relative: String, _ request: CanvasRequest,
    then done:
      @escaping @MainActor (
        Result<
          (png: Data, statuses: [String: DesignerStatus], views: [String: [Double]]), any Error
        >
      ) -> Void
  ) {
    renderElsewhere(
      { try prepare(relative, request, debugging: nil) },
      { rendered in (rendered.png, rendered.statuses, rendered.views) }, then: done)
  }

  /// A render prepared on the main actor (`prepare`), its agent part run off it, and what
  /// `make` takes from the result; `done` hears that, or the first error, on the main actor.
  private func renderElsewhere<Answer>(
    _ prepare: () throws -> PreparedRender,
    _ make: @escaping @MainActor (Rendered) throws -> Answer,
    then done: @escaping @MainActor (Result<Answer, any Error>) -> Void
  ) {
    let prepared: PreparedRender
    do {
      prepared = try prepare()
    } catch {
      done(.failure(error))
      return
    }
    runElsewhere(prepared) { [self] report in
      done(Result { try make(try finish(prepared, try report.get())) })
    }
  }

  /// A render made ready on the main actor: the job, the document as the session has it,
  /// and where the pixels and the views' frames go.
  struct PreparedRender {
    var job: RenderJob
    var parsed: IBDocument
    var target: RenderTarget
    var output: URL
    /// The folder a PNG goes through, removed when done; nil for a frame.
    var folder: URL?
    var viewFrames: URL
  }

  /// What a render came to, for the canvas.
  struct Rendered {
    var png: Data
    var statuses: [String: DesignerStatus]
    var debug: ViewDebugReport?
    var live: Bool
    var views: [String: [Double]]
  }

  /// Renders as PNG, or with `frameFile` as a `RawFrame` written there (and then returns no
  /// bytes: the caller maps the file).
  private func render(
    _ relative: String, _ request: CanvasRequest, debugging objectID: String?,
    frameFile: URL? = nil, waitForBuild: Bool = true
  ) throws -> (
    png: Data, statuses: [String: DesignerStatus], debug: ViewDebugReport?, live: Bool,
    views: [String: [Double]]
  ) {
    let prepared = try prepare(
      relative, request, debugging: objectID, frameFile: frameFile, waitForBuild: waitForBuild)
    let r = try finish(prepared, try runHere(prepared))
    return (r.png, r.statuses, r.debug, r.live, r.views)
  }

  /// The job's run on the main actor, start to end.
  private func runHere(_ prepared: PreparedRender) throws -> RenderJob.Report {
    do {
      return try prepared.job.run(parsed: prepared.parsed)
    } catch {
      clean(prepared)
      throw DesignerError(422, "\(error)")
    }
  }

  /// The job's run with its agent part off the main actor, on a thread of its own; `done`
  /// hears the report (or the error, as the designer answers it) on the main actor.
  private func runElsewhere(
    _ prepared: PreparedRender,
    then done: @escaping @MainActor (Result<RenderJob.Report, any Error>) -> Void
  ) {
    // A queue of its own: a serial queue gets a thread of its own when every other is busy,
    // where a concurrent one waits for the pool's few (as many as the cores), which hanging
    // designables could hold.
    let queue = DispatchQueue(label: "easel.designer.render", qos: .userInitiated)
    prepared.job.run(parsed: prepared.parsed, workingOn: queue) { [self] result in
      if case .failure(let error) = result {
        clean(prepared)
        done(.failure(DesignerError(422, "\(error)")))
      } else {
        done(result)
      }
    }
  }

  private func clean(_ prepared: PreparedRender) {
    if let folder = prepared.folder { try? FileManager.default.removeItem(at: folder) }
    unlink(prepared.viewFrames.path)
  }

  /// The job for a render, on the main actor.
  private func prepare(
    _ relative: String, _ request: CanvasRequest, debugging objectID: String?,
    frameFile: URL? = nil, waitForBuild: Bool = true
  ) throws -> PreparedRender {
    let raw = frameFile != nil
    let (parsed, state) = try document(relative)
    guard request.scale > 0, request.scale <= 4 else {
      throw DesignerError(400, "scale must be a number above 0 and at most 4")
    }
    var job = RenderJob(document: state.url)
    if let cacheDirectory { job.cacheDirectory = cacheDirectory }
    job.timeout = agentTimeout
    job.agentPool = agents
    job.planCache = plans
    job.renderCache = renderCache
    job.buildsAgent = waitForBuild || agentNeeded == nil || agentsBuilt.contains(relative)
    job.request.resourcesStamp = resourcesStamp
    job.request.debugObjectID = objectID
    job.request.scratchOutputs = true
    let target = RenderTarget(document: relative, scene: request.scene ?? "")
    job.lastGoodAgent = lastGoodAgents[target]
    job.request.settings.scale = request.scale
    job.request.settings.darkAppearance = request.dark
    // Over loopback the encoder's time is what counts, not the bytes: a raw frame, else PNG
    // stored without compression.
    job.request.settings.encoding = raw ? .rawFrame : .png(.stored)
    // The canvas's frames keep the document parsed and the scene's view tree between edits.
    if raw {
      job.request.live = LiveRendering(
        session: sessionID, version: state.version, changes: state.liveChanges)
    }
    job.request.settings.language = request.language.flatMap { $0.isEmpty ? nil : $0 }
    job.request.settings.canvasSize = try canvasSize(request, document: parsed)
    job.request.settings.viewSize = request.size
    // The canvas shows what the constraints do: a view is drawn, picked and moved where
    // they put it, at the stored size too.
    job.request.settings.layoutFresh = true
    // A frame goes to the scratch file the caller names; a PNG through a folder of its own.
    var folder: URL?
    let output: URL
    if let frameFile {
      output = frameFile
    } else {
      let made = FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-serve-\(UUID().uuidString)")
      do {
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      } catch {
        throw DesignerError(500, "cannot create a temporary folder: \(error)")
      }
      folder = made
      output = made.appendingPathComponent("scene.png")
    }
    job.request.scenes = [SceneOutput(sceneID: target.scene, path: output.path)]
    // Where each view was laid out, beside the pixels (written by the agent when one draws).
    let viewFrames = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-serve-views-\(UUID().uuidString).json")
    job.request.viewFramesFile = viewFrames.path
    return PreparedRender(
      job: job, parsed: parsed, target: target, output: output, folder: folder,
      viewFrames: viewFrames)
  }

  /// Takes in what the render reported — statuses, the last good agent, the scenes rendered
  /// lately — and reads its pixels (a PNG; a frame is mapped by the caller).
  private func finish(_ prepared: PreparedRender, _ report: RenderJob.Report) throws -> Rendered {
    defer { clean(prepared) }
    let target = prepared.target
    documentsParsed += report.documentsParsed.host + report.documentsParsed.agent
    recentTargets.removeAll { $0 == target }
    recentTargets.append(target)
    if recentTargets.count > 8 { recentTargets.removeFirst() }
    if let agent = report.agentExecutable { lastGoodAgents[target] = agent }
    var found: [String: DesignerStatus] = [:]
    for (name, status) in report.statuses {
      found[name] = designerStatus(
        status, lastGoodPixels: report.drewWithLastGoodAgent && !status.isOK,
        notRunAgain: report.notRunAgain.contains(name))
    }
    if !report.notBuilt.isEmpty {
      for name in report.notBuilt { found[name] = .building }
      var build = prepared.job
      build.request.scenes = [SceneOutput(sceneID: target.scene, path: "")]
      agentNeeded?(build)
    }
    statuses.merge(found) { _, new in new }
    let raw = prepared.folder == nil
    let output = prepared.output
    // Mapped, not read: the megabytes are not copied into a fresh buffer (the mapping
    // outlives the file's removal). A frame is mapped by the caller.
    guard report.written.contains(output),
      let png = raw ? Data() : try? Data(contentsOf: output, options: .alwaysMapped)
    else {
      throw DesignerError(
        422,
        report.failures.joined(separator: "\n").isEmpty
          ? "the scene was not rendered" : report.failures.joined(separator: "\n"))
    }
    return Rendered(
      png: png, statuses: found, debug: report.debug, live: !report.drewLive.isEmpty,
      views: ViewFrames.read(prepared.viewFrames) ?? [:])
  }

  /// The canvas a request draws on: the device named (else the document's, when turned on
  /// its side), portrait or landscape; nil keeps the stored size.
  func canvasSize(_ request: CanvasRequest, document: IBDocument) throws -> CGSize? {
    var device: Device?
    if let name = request.device, !name.isEmpty {
      guard let named = Device.named(name) else {
        throw DesignerError(400, "unknown device '\(name)'")
      }
      device = named
    } else if request.landscape {
      guard let stored = Device.of(document) else {
        throw DesignerError(
          400, "the document names no device Easel knows: choose a device to turn it")
      }
      device = stored
    }
    guard let size = device?.size else { return nil }
    let (short, long) = (min(size.width, size.height), max(size.width, size.height))
    return request.landscape
      ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
  }

}

extension DesignerSession.ViewDebugging: Encodable {
  private enum Key: String, CodingKey { case statuses }

  /// The report's fields (`{objectID, className, views, layers, drawCalls, timings,
  /// runtimeAttributes}`) with `statuses` beside them (`GET /api/debug`).
  public func encode(to encoder: any Encoder) throws {
    try report.encode(to: encoder)
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(statuses, forKey: .statuses)
  }
}
