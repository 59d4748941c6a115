import EaselAgentHost
import EaselDocument
import EaselGraphics
import EaselInterface
import EaselResources
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Rendering a scene for the canvas, through the renderer set-up the command line uses
/// (`RenderJob`): designables are built and run as `easel render` builds and runs them.
extension DesignerSession {
  /// What the canvas asks for: the scene and how to draw it.
  public struct RenderRequest: Sendable {
    public var scene: String?
    public var scale: Double = 2
    public var dark = false
    public var language: String?
    public var device: String?
    public init() {}
  }

  /// The scene's PNG bytes and the designable statuses of the classes it uses.
  public func render(_ relative: String, _ request: RenderRequest) throws -> (
    png: Data, statuses: [String: [String: Any]]
  ) {
    let (png, statuses, _, _) = try render(relative, request, debugging: nil)
    return (png, statuses)
  }

  /// What the canvas draws after an edit: the scene rendered as a `RawFrame`, sent as the
  /// rectangle of pixels that differ from frame `have` (the one the page shows; the whole
  /// frame when the session no longer keeps it or there is none). `head` is `{id, width,
  /// height, x, y, w, h, live}` (pixels; `live` 1 when the kept view tree was drawn with the
  /// edit taken in, see `LiveScene`); `pixels` the rectangle's straight RGBA rows. A frame
  /// with nothing changed keeps `have`'s id.
  public func frame(_ relative: String, _ request: RenderRequest, have: Int?) throws -> (
    head: [String: Int], pixels: Data, statuses: [String: [String: Any]]
  ) {
    // Into a scratch file no kept frame is mapped from (there is one more than they).
    let used = Set(frames.map(\.file))
    guard let file = frameFiles.indices.first(where: { !used.contains($0) }) else {
      throw DesignerError(500, "no scratch file is free for the frame")
    }
    let (_, statuses, _, live) = try render(
      relative, request, debugging: nil, frameFile: frameFiles[file])
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
    let head = [
      "id": id, "width": frame.width, "height": frame.height, "x": rect.x, "y": rect.y,
      "w": rect.width, "h": rect.height, "live": live ? 1 : 0,
    ]
    return (head, rect.isEmpty ? Data() : frame.straightRGBARuns(in: rect), statuses)
  }

  /// How many sent frames the session keeps to send the next as a change of.
  nonisolated static let keptFrames = 6

  /// "Debug selected view": the scene rendered again, and what became of object `objectID`
  /// (`ViewDebugReport` as JSON: `{objectID, className, views, layers, drawCalls, timings,
  /// runtimeAttributes}`, with the designable statuses).
  public func debugView(_ relative: String, _ request: RenderRequest, objectID: String) throws
    -> [String: Any]
  {
    let (_, statuses, report, _) = try render(relative, request, debugging: objectID)
    guard let report else {
      throw DesignerError(
        404, "no view with id '\(objectID)' was made in the scene (it may not be a view)")
    }
    let data = try JSONEncoder().encode(report)
    var object = (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    object["statuses"] = statuses
    return object
  }

  /// Renders as PNG, or with `frameFile` as a `RawFrame` written there (and then returns no
  /// bytes: the caller maps the file).
  private func render(
    _ relative: String, _ request: RenderRequest, debugging objectID: String?,
    frameFile: URL? = nil
  ) throws -> (
    png: Data, statuses: [String: [String: Any]], debug: ViewDebugReport?, live: Bool
  ) {
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
    job.resourcesStamp = resourcesStamp
    job.debugObjectID = objectID
    job.scratchOutputs = true
    if let scene = request.scene, !scene.isEmpty { job.sceneIDs = [scene] }
    let target = RenderTarget(document: relative, scene: job.sceneIDs.first ?? "")
    job.lastGoodAgent = lastGoodAgents[target]
    job.settings.scale = request.scale
    job.settings.darkAppearance = request.dark
    job.settings.compressHard = false
    // Over loopback the encoder's time is what counts, not the bytes.
    job.settings.storedPNG = true
    job.settings.rawFrame = raw ? true : nil
    // The canvas's frames keep the scene's view tree between edits.
    if raw {
      job.live = LiveRendering(
        session: sessionID, version: state.version, changes: state.liveChanges)
    }
    job.settings.language = request.language.flatMap { $0.isEmpty ? nil : $0 }
    if let name = request.device, !name.isEmpty {
      guard let device = Device.named(name) else {
        throw DesignerError(400, "unknown device '\(name)'")
      }
      job.device = device
    }
    // A frame goes to the scratch file the caller names; a PNG through a folder of its own.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-serve-\(UUID().uuidString)")
    defer { if !raw { try? FileManager.default.removeItem(at: folder) } }
    if !raw {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw DesignerError(500, "cannot create a temporary folder: \(error)")
      }
    }
    let output = frameFile ?? folder.appendingPathComponent("scene.png")
    job.outputs = [output]
    let report: RenderJob.Report
    do {
      report = try job.run(parsed: parsed)
    } catch {
      throw DesignerError(422, "\(error)")
    }
    recentTargets.removeAll { $0 == target }
    recentTargets.append(target)
    if recentTargets.count > 8 { recentTargets.removeFirst() }
    if let agent = report.agentExecutable { lastGoodAgents[target] = agent }
    var found: [String: [String: Any]] = [:]
    for (name, status) in report.statuses {
      var item = statusItem(status)
      if report.drewWithLastGoodAgent, !status.isOK { item["lastGoodPixels"] = true }
      found[name] = item
    }
    statuses.merge(found) { _, new in new }
    // Mapped, not read: the megabytes are not copied into a fresh buffer (the mapping
    // outlives the file's removal below). A frame is mapped by the caller.
    guard report.written.contains(output),
      let png = raw ? Data() : try? Data(contentsOf: output, options: .alwaysMapped)
    else {
      throw DesignerError(
        422,
        report.failures.joined(separator: "\n").isEmpty
          ? "the scene was not rendered" : report.failures.joined(separator: "\n"))
    }
    return (png, found, report.debug, !report.drewLive.isEmpty)
  }

  /// The scratch files of a session's frames on their way to the page, one more than the
  /// frames kept: in shared memory when the system has it (a frame never reaches a disk),
  /// else in the temporary folder.
  nonisolated static func frameFiles() -> [URL] {
    let folder =
      access("/dev/shm", W_OK) == 0
      ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let stem = "easel-serve-\(getpid())-\(UUID().uuidString)"
    return (0...keptFrames).map { folder.appendingPathComponent("\(stem)-\($0).frame") }
  }
}
