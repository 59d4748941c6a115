import EaselAgentHost
import EaselDiagnostics
import EaselInspect
import EaselInterface
import EaselRendering
import EaselResources
import Foundation

/// Noticing a saved designable source and rebuilding for it in the background: the agent of
/// every scene rendered lately is built again off the main actor (`RenderJob.buildAgent()`),
/// so the render that follows finds it cached; while that runs the classes say Building.
extension DesignerSession {
  /// Whether any Swift or Objective-C source of the project was added, removed or changed
  /// since the last call (the first call only records them).
  public func sourcesChanged() -> Bool {
    sourcesChanged(Self.sourceStamps(under: project.root))
  }

  /// The stamps of the project's Swift and Objective-C sources under `root`: a walk of the
  /// whole project, so the server makes it off the main actor.
  nonisolated static func sourceStamps(under root: URL) -> [String: FileStamp] {
    FileStamp.of(findSources(in: root))
  }

  /// Whether the sources' `stamps` differ from those last looked at (the first call only
  /// records them).
  func sourcesChanged(_ stamps: [String: FileStamp]) -> Bool {
    defer { sourceStamps = stamps }
    guard let old = sourceStamps else { return false }
    guard old != stamps else { return false }
    scanned = nil
    plans.invalidate()
    return true
  }

  /// Whether any of the project's resources — an asset catalog's file, an image, a font, a
  /// strings file — was added, removed or changed since the last call (the first call only
  /// records them). A change gives the agents a new `resourcesStamp`, so they read the
  /// resources again.
  @discardableResult
  public func resourcesChanged() -> Bool {
    resourcesChanged(Self.resourceStamps(under: project.root))
  }

  /// The stamps of the project's resources under `root` (see `sourceStamps(under:)`).
  nonisolated static func resourceStamps(under root: URL) -> [String: FileStamp] {
    FileStamp.of(ProjectFiles.find(under: root, where: isResource))
  }

  /// Whether the resources' `stamps` differ from those last looked at (the first call only
  /// records them).
  @discardableResult
  func resourcesChanged(_ stamps: [String: FileStamp]) -> Bool {
    defer { resourceStamps = stamps }
    guard let old = resourceStamps, old != stamps else { return false }
    resourcesGeneration += 1
    return true
  }

  /// The token of the resources as last looked at (`RenderRequest.resourcesStamp`), or nil
  /// before the first look (the agents then read them every time).
  var resourcesStamp: String? {
    resourceStamps == nil ? nil : "\(sessionID)-\(resourcesGeneration)"
  }

  /// The files `resourcesChanged()` watches.
  private nonisolated static func isResource(_ url: URL) -> Bool {
    resourceExtensions.contains(url.pathExtension.lowercased())
  }
  private nonisolated static let resourceExtensions: Set<String> = [
    "json", "png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "ttf", "otf", "ttc", "strings",
    "stringsdict", "xcstrings",
  ]

  /// The designable statuses of the latest renders and builds, by class name.
  public func designableStatuses() -> [String: DesignerStatus] {
    statuses
  }

  /// The build jobs for the scenes rendered lately, to run off the main actor; marks the
  /// classes those scenes showed as Building.
  public func rebuildJobs() -> [RenderJob] {
    var jobs: [RenderJob] = []
    for target in recentTargets {
      guard let url = try? project.resolve(target.document) else { continue }
      var job = RenderJob(document: url)
      if let cacheDirectory { job.cacheDirectory = cacheDirectory }
      job.request.scenes = [SceneOutput(sceneID: target.scene, path: "")]
      job.planCache = plans
      job.timeout = agentTimeout
      jobs.append(job)
    }
    for name in statuses.keys { statuses[name] = .building }
    return jobs
  }

  /// Takes in what a background build found (`RenderJob.buildAgent()` of `rebuildJobs()`).
  public func built(_ found: [String: DesignableStatus]) {
    for (name, status) in found { statuses[name] = designerStatus(status) }
  }

  /// Takes in what the background build of `document`'s agent found (asked for by a frame
  /// drawn with placeholders, `agentNeeded`, or at the server's start): its frames are drawn
  /// by that agent from now on, and the build is logged (`agentBuilds`).
  public func builtInBackground(
    _ document: String, _ found: [String: DesignableStatus], compiled: [String], seconds: Double
  ) {
    agentsBuilt.insert(document)
    built(found)
    agentBuilds.append(AgentBuildRecord(document: document, compiled: compiled, seconds: seconds))
  }

  /// A status as the page reads it: build errors located relative to the project, with
  /// the source line each points at.
  func designerStatus(
    _ status: DesignableStatus, lastGoodPixels: Bool = false, notRunAgain: Bool = false
  ) -> DesignerStatus {
    guard case .buildFailed(let diagnostics) = status else {
      return .found(
        status, lastGoodPixels: lastGoodPixels,
        note: notRunAgain ? Self.notRunAgainNote(status) : nil)
    }
    return .found(status, lastGoodPixels: lastGoodPixels, problems: diagnostics.map(problem))
  }

  /// Why a class whose code hung or crashed before was drawn as its UIKit class without
  /// being run.
  nonisolated static func notRunAgainNote(_ status: DesignableStatus) -> String {
    let what =
      switch status {
      case .timedOut(let phase, let seconds): "timed out in \(phase) after \(seconds) s"
      case .crashed(let phase, _, _): "crashed in \(phase)"
      default: "failed"
      }
    return "not run: its code \(what) in an earlier render of this build, so it is drawn as "
      + "its UIKit class until its source or its attributes change"
  }

  /// A diagnostic located relative to the project, with its source line.
  private func problem(_ d: Diagnostic) -> DesignerStatus.Problem {
    var problem = DesignerStatus.Problem(severity: d.severity.rawValue, message: d.message)
    guard let location = d.location else { return problem }
    var shown = location
    let root = project.root.standardizedFileURL.path + "/"
    if shown.file.hasPrefix(root) { shown.file.removeFirst(root.count) }
    problem.location = shown.description
    if let text = try? String(contentsOfFile: location.file, encoding: .utf8) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if location.line >= 1, location.line <= lines.count {
        problem.source = String(lines[location.line - 1])
      }
    }
    return problem
  }
}
