import EaselAgentHost
import EaselRendering
import Foundation

/// `easel serve`'s server: libsoup on its own thread, every request checked by the
/// `RequestGuard` there, then answered by the `DesignerAPI` on the main actor; changes of
/// documents (the designer's and other programs') and the frames of the scenes the pages
/// show are pushed over the WebSocket.
@MainActor
public final class DesignerServer {
  public let api: DesignerAPI
  public let token: String
  private var soup: SoupServer?
  private var poll: DispatchSourceTimer?
  private var ticks = 0
  /// Whether a walk of the project's files is under way off the main actor.
  private var walking = false
  /// Whether a background build runs, and whether sources changed again since it started.
  private var building = false
  private var rebuildAgain = false
  /// Agents to build in the background, one document's at a time (`buildAgents`), and the
  /// document whose agent is being built.
  private var agentQueue: [RenderJob] = []
  private var agentBuilding: String?
  /// The modules the background build under way compiled so far.
  private var compiled: [String] = []
  /// Where every background build runs, one at a time: two compiles at once would only
  /// share the machine's cores.
  private let buildQueue = DispatchQueue(label: "easel.designer.builds", qos: .userInitiated)
  /// Where the first agent of a document a page watches is built while `buildQueue` builds
  /// another document's agents (`buildFirstAgent`), one at a time, and the scenes whose
  /// first agents are built or queued there.
  private let firstAgentQueue = DispatchQueue(
    label: "easel.designer.first-agents", qos: .userInitiated)
  private var firstAgentsBuilding: Set<String> = []
  /// The scenes whose first agents were built there since the sources last changed: not
  /// built again (a class that failed in one would have its frames drawn again and again).
  private var firstAgentsBuilt: Set<String> = []
  /// How much lower than the server's the priority of a module agent's compile is: while it
  /// runs, the first agents of the documents pages watch are compiled beside it, and those
  /// are what the pages wait for.
  nonisolated static let moduleNiceness: Int32 = 10
  /// Called on the build queue before each module agent's build (tests hold it there).
  package var beforeModuleAgent: (@Sendable () -> Void)?

  /// A server for the project; nothing listens until `start(port:)`. Its frames pass
  /// through `frameFiles` (`DesignerSession.frameFiles()`).
  public init(
    project: ProjectFolder, token: String = RequestGuard.randomToken(),
    frameFiles: [URL] = DesignerSession.frameFiles()
  ) {
    api = DesignerAPI(session: DesignerSession(project: project, frameFiles: frameFiles))
    self.token = token
  }

  /// The port it listens on (0 before `start`).
  public var port: Int { soup?.port ?? 0 }

  /// The URL to open, with the token: `http://127.0.0.1:PORT/?token=…`.
  public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

  /// Listens on 127.0.0.1:`port` (0 picks a free one) and starts watching open documents.
  /// Requests are answered on the main queue, which the caller keeps running. The frame
  /// files that ended servers left where this one keeps its own are removed first.
  ///
  /// With `buildsInBackground` (`easel serve`'s), the agents of the project's documents are
  /// built in the background at once (one per module: the first document of a module builds
  /// what the others draw from), and a watched scene whose agent is not built yet is pushed
  /// at once with its designables as placeholders, then again when the agent is built.
  /// Without it pushed frames wait for the build, as `GET /api/frame` does. `prebuilding`
  /// false builds an agent only when a frame needs it.
  public func start(port: Int, buildsInBackground: Bool = false, prebuilding: Bool = true)
    throws
  {
    if let folder = api.session.frameFiles.first?.deletingLastPathComponent() {
      DesignerSession.removeEndedServersFrames(in: folder)
    }
    let guard_ = RequestGuard(token: token)
    let api = self.api
    let soup = SoupServer(
      maximumBodySize: guard_.maximumBodySize,
      check: { request, port in guard_.refusal(of: request, port: port) },
      handler: { request, reply in
        DispatchQueue.main.async {
          MainActor.assumeIsolated { api.handle(request) { reply($0) } }
        }
      },
      onMessage: { socket, text, reply in
        DispatchQueue.main.async {
          if let answer = MainActor.assumeIsolated({ api.message(text, from: socket) }) {
            reply(answer)
          }
        }
      },
      onClose: { socket in
        DispatchQueue.main.async { MainActor.assumeIsolated { api.frames.unwatch(socket) } }
      })
    try soup.start(port: port)
    api.frames.sendBinary = { [weak soup] socket, data in soup?.send(data, to: socket) }
    api.frames.sendText = { [weak soup] socket, text in soup?.send(text, to: socket) }
    _ = api.session.sourcesChanged()
    api.session.resourcesChanged()
    self.soup = soup
    api.onChange = { [weak self] document in self?.changed(document, by: "the designer") }
    if buildsInBackground {
      api.session.agentNeeded = { [weak self] job in self?.buildAgent(job, first: true) }
      for document in prebuilding ? api.session.project.documents() : [] {
        guard let url = try? api.session.project.resolve(document) else { continue }
        var job = RenderJob(document: url)
        if let cacheDirectory = api.session.cacheDirectory { job.cacheDirectory = cacheDirectory }
        job.planCache = api.session.plans
        buildAgent(job, first: false)
      }
    }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 0.3, repeating: 0.3)
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        for (document, _) in self.api.session.externalChanges() {
          self.changed(document, by: "another program")
        }
        self.ticks += 1
        // Sources and resources are walked about once a second, documents every tick.
        if self.ticks % 3 != 2 { self.walk(sources: self.ticks % 3 == 0) }
      }
    }
    timer.resume()
    poll = timer
  }

  /// Walks the project's sources (or its resources) off the main actor — in a large project
  /// the walk takes long enough to hold up an edit's frame — and takes the stamps found in
  /// on it; a saved source starts a rebuild.
  private func walk(sources: Bool) {
    guard !walking else { return }
    walking = true
    let root = api.session.project.root
    DispatchQueue.global(qos: .utility).async { [weak self] in
      let stamps =
        sources
        ? DesignerSession.sourceStamps(under: root) : DesignerSession.resourceStamps(under: root)
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self, self.poll != nil else { return }
          self.walking = false
          if !sources {
            self.api.session.resourcesChanged(stamps)
          } else if self.api.session.sourcesChanged(stamps) {
            self.soup?.broadcast(DesignerAPI.encode(["type": "sources-changed"]))
            self.rebuild()
          }
        }
      }
    }
  }

  /// Stops watching the project and listening: a test's server, or one whose project went.
  public func stop() {
    poll?.cancel()
    poll = nil
    soup?.stop()
    soup = nil
    for file in api.session.frameFiles { unlink(file.path) }
  }

  /// Builds the agents of the scenes rendered lately in the background, after a source was
  /// saved: `{"type": "building"}` now, `{"type": "built", "statuses"}` when done (the page
  /// then renders again, and finds the agent cached). A save during a build starts another
  /// when it ends.
  private func rebuild() {
    firstAgentsBuilt = []
    if building {
      rebuildAgain = true
      return
    }
    let jobs = api.session.rebuildJobs()
    building = true
    soup?.broadcast(DesignerAPI.encode(["type": "building"]))
    buildQueue.async { [weak self] in
      var found: [String: DesignableStatus] = [:]
      for job in jobs {
        do {
          found.merge(try job.buildAgent()) { _, new in new }
        } catch {
          // The render that follows meets the same problem and reports it.
        }
      }
      let result = found
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self else { return }
          self.api.session.built(result)
          self.building = false
          self.soup?.broadcast(self.api.builtMessage())
          self.api.frames.changed(nil)
          if self.rebuildAgain {
            self.rebuildAgain = false
            self.rebuild()
          }
        }
      }
    }
  }

  /// Builds `job`'s agent in the background — ahead of those queued when `first` (a page
  /// waits for it) — unless it is queued already. The pages hear `{"type": "building",
  /// "document", "module"?, "files"?, "classes"?, "queued"}` when it starts and as each module's compile
  /// starts, and `{"type": "built", …}` when it is done; then the frames drawn with
  /// placeholders are drawn again (`FramePush.agentBuilt()`).
  private func buildAgent(_ job: RenderJob, first: Bool) {
    let document = job.document.path
    if agentBuilding == document { return }
    if let queued = agentQueue.firstIndex(where: { $0.document.path == document }) {
      guard first else { return }
      agentQueue.remove(at: queued)
    }
    if first { agentQueue.insert(job, at: 0) } else { agentQueue.append(job) }
    if first, let other = agentBuilding, other != document { buildFirstAgent(job) }
    buildNextAgent()
  }

  /// Builds the first agent of `job`'s document (its scene's classes from the files their
  /// slices need, `RenderJob.buildAgent(scenesOnly:)`) at once, beside the build of another
  /// document's agents, unless an agent that draws it is built; then its frames drawn with
  /// placeholders are drawn again. The document stays queued for its module's agent, which
  /// the queue then finds built or builds.
  private func buildFirstAgent(_ job: RenderJob) {
    var job = job
    job.timeout = api.session.agentTimeout
    // A document's scene: another scene of it may use other classes.
    let scene = ([job.document.path] + job.request.scenes.map(\.sceneID)).joined(separator: "#")
    guard !firstAgentsBuilt.contains(scene), firstAgentsBuilding.insert(scene).inserted
    else { return }
    let building = job
    firstAgentQueue.async { [weak self] in
      if (try? building.agentIsBuilt()) != true {
        _ = try? building.buildAgent(scenesOnly: true)
      }
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self else { return }
          self.firstAgentsBuilding.remove(scene)
          self.firstAgentsBuilt.insert(scene)
          self.api.frames.agentBuilt()
        }
      }
    }
  }

  /// Starts the first queued agent build, if none runs.
  private func buildNextAgent() {
    guard agentBuilding == nil, !agentQueue.isEmpty else { return }
    var job = agentQueue.removeFirst()
    // A background build may run classes to learn their statuses: the session's timeout
    // holds for them as for its renders.
    job.timeout = api.session.agentTimeout
    let document = job.document.path
    agentBuilding = document
    compiled = []
    let relative = (try? api.session.project.relative(job.document)) ?? document
    let queued = agentQueue.count
    soup?.broadcast(
      DesignerAPI.encode(["type": "building", "document": relative, "queued": queued]))
    job.buildProgress = { [weak self] module, files, classes in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self, self.agentBuilding == document else { return }
          self.compiled.append(module)
          self.soup?.broadcast(
            DesignerAPI.encode([
              "type": "building", "document": relative, "module": module, "files": files,
              "classes": classes, "queued": self.agentQueue.count,
            ]))
        }
      }
    }
    let started = Date()
    let building = job
    let beforeModule = beforeModuleAgent
    buildQueue.async { [weak self] in
      // Unless the module's agent is cached, the agent of the document's scene (the one a
      // page watches, else its initial scene) is built first from the files its classes
      // need, and the frames drawn with placeholders are drawn with it; then the module's.
      if (try? building.agentIsBuilt()) != true {
        _ = try? building.buildAgent(scenesOnly: true)
        DispatchQueue.main.async {
          MainActor.assumeIsolated { self?.api.frames.agentBuilt() }
        }
      }
      // The module's agent: below the first agents of documents watched meanwhile, which
      // are compiled beside it (`buildFirstAgent`).
      beforeModule?()
      var module = building
      module.moduleNiceness = Self.moduleNiceness
      let found = try? module.buildAgent(allScenes: true)
      let seconds = Date().timeIntervalSince(started)
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard let self else { return }
          self.agentBuilding = nil
          self.api.session.builtInBackground(
            relative, found ?? [:], compiled: self.compiled, seconds: seconds)
          self.soup?.broadcast(self.api.builtMessage())
          self.api.frames.agentBuilt()
          self.buildNextAgent()
        }
      }
    }
  }

  /// Tells every page that `document` has a new version, and sends the pages that show
  /// one of its scenes their new frames.
  private func changed(_ document: String, by whom: String) {
    guard let version = try? api.session.version(of: document) else { return }
    soup?.broadcast(
      DesignerAPI.encode([
        "type": "changed", "document": document, "version": version,
        "by": whom,
      ]))
    api.frames.changed(document)
  }
}
