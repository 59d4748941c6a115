import EaselAgentHost
import EaselDocument
import EaselGraphics
import EaselInterface
import EaselRendering
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the designer holds while it runs: for each document the page opened, the version it
/// has, the bytes last seen on disk and the undo and redo stacks. Every edit goes through the
/// lossless document model and is written at once, atomically; undo writes the bytes back.
@MainActor
public final class DesignerSession {
  /// The project being designed.
  public let project: ProjectFolder
  /// Where the designables' builds are cached (nil: Easel's default).
  public var cacheDirectory: URL?
  var states: [String: DocumentState] = [:]
  /// Designable statuses from the latest renders and builds, by class name.
  var statuses: [String: DesignerStatus] = [:]
  /// The project's source scan (`scan()`).
  var scanned: DesignablesProject?
  /// The sources' stamps when last looked at (`sourcesChanged()`).
  var sourceStamps: [String: FileStamp]?
  /// The resources' stamps when last looked at (`resourcesChanged()`).
  var resourceStamps: [String: FileStamp]?
  /// Goes up with every change `resourcesChanged()` finds.
  var resourcesGeneration = 0
  /// The project's resources read for the server's own layouts, by what they were read for
  /// (`projectResources(for:)`).
  var keptResources: [KeptResourcesKey: ProjectResources] = [:]
  /// Tells this session's resource stamps from another's.
  let sessionID = UUID().uuidString
  /// Seconds a designable's code may run in the agent before it is marked Timed out.
  public var agentTimeout: Double = 20
  /// The designables agents kept running between renders, one per built agent.
  public let agents = AgentPool()
  /// The source scan and the agents found, kept until a source changes.
  public let plans = AgentPlanCache()
  /// What renders in process keep between frames (live scenes' view trees, frame mappings).
  public let renderCache = RenderCache()
  /// How many times a document was read and parsed for this session: by the session (once
  /// per version it is asked about) and by the agents of its renders (`RenderCache`).
  public internal(set) var documentsParsed = 0
  /// The scenes rendered lately, latest last: what a saved source rebuilds for.
  var recentTargets: [RenderTarget] = []
  /// For each scene, the agent of its latest render in which every class built.
  var lastGoodAgents: [RenderTarget: URL] = [:]
  /// The scratch files the agent writes the session's frames to (`frame(_:_:have:)`),
  /// each written over in place when no kept frame is mapped from it.
  public nonisolated let frameFiles: [URL]
  /// Each scratch file's mapping, kept: the file is written over in place, and a new
  /// mapping costs a fault for every page.
  var frameMappings: [Int: Data] = [:]
  /// The frames sent lately (`frame(_:_:have:)`), latest last, with the scratch file each
  /// is mapped from (an index in `frameFiles`).
  var frames: [(id: Int, frame: RawFrame, file: Int)] = []
  /// The scratch files frames are being drawn into (indices in `frameFiles`).
  var framesDrawing: Set<Int> = []
  /// Frames asked for while every scratch file was in use, in the order asked: each is
  /// started when a frame being drawn is done (`frame(_:_:have:waitForBuild:then:)`).
  var framesWaiting: [@MainActor () -> Void] = []
  /// The id the next frame sent gets.
  var nextFrameID = 1
  /// Builds an agent in the background, for a frame drawn with placeholders
  /// (`frame(_:_:have:waitForBuild:)`); the server sets it. Without it frames wait for the
  /// build.
  public var agentNeeded: ((RenderJob) -> Void)?
  /// The documents whose agents were built in the background: their frames no longer wait
  /// on `agentNeeded` (the agent is cached, or its build failed and the render says why).
  var agentsBuilt: Set<String> = []
  /// The background builds of agents, in the order they ended.
  public internal(set) var agentBuilds: [AgentBuildRecord] = []

  /// One background build of a document's agent.
  public struct AgentBuildRecord: Sendable, Equatable {
    /// The document, relative to the project.
    public var document: String
    /// The modules compiled, in order: none when the build cache held the agent.
    public var compiled: [String]
    public var seconds: Double
  }

  /// A scene of a document, as the canvas renders it.
  struct RenderTarget: Hashable {
    var document: String
    /// The scene's id; empty for the document's initial scene.
    var scene: String
  }

  /// One open document's state.
  struct DocumentState {
    var url: URL
    /// Starts at 1; goes up with every edit, undo, redo and change made by another program.
    var version = 1
    var bytes: [UInt8]
    /// `bytes` read, once: what outlines, inspectors, renders and the next edit use.
    var parsed: IBDocument?
    var stamp: FileStamp?
    var undo: [Step] = []
    var redo: [Step] = []
    /// The latest versions made by an edit of one object, latest last: what a kept document
    /// and view tree can take in (`LiveRendering`). Eight: edits that come faster than
    /// frames are drawn a few at a time, and every render request carries them.
    var liveChanges: [LiveChange] = []
  }

  /// One edit as the bytes before and after it.
  struct Step {
    var before: [UInt8]
    var after: [UInt8]
    var summary: String
    /// The object the edit changed, the edit, and the property it set alone if it is one a
    /// kept view tree can take in (undo and redo change the same one).
    var change: EditedObject?
  }

  /// One object an edit changed: the edit, and the property it set alone (`LiveChange`).
  typealias EditedObject = (objectID: String, edit: DocumentEdit?, property: LiveChange.Property?)

  /// A session for `project`, its frames passing through `frameFiles` (fresh ones unless
  /// the caller keeps their paths, to remove them itself on a signal).
  public init(project: ProjectFolder, frameFiles: [URL] = DesignerSession.frameFiles()) {
    self.project = project
    self.frameFiles = frameFiles
  }

  deinit { for file in frameFiles { unlink(file.path) } }

  /// The state of the document at `relative`, read from disk the first time; a change made
  /// on disk by another program since is taken in (new version, undo history dropped).
  func state(_ relative: String) throws -> DocumentState {
    let url = try project.resolve(relative)
    if var state = states[relative] {
      if FileStamp(url) != state.stamp, let bytes = try? Array(Data(contentsOf: url)),
        bytes != state.bytes
      {
        state.bytes = bytes
        state.parsed = nil
        state.version += 1
        // Any object's attributes may have changed: classes that hung or crashed run again.
        agents.forget(nil)
        state.undo = []
        state.redo = []
        state.stamp = FileStamp(url)
        states[relative] = state
      } else {
        states[relative]?.stamp = FileStamp(url)
      }
      return states[relative] ?? state
    }
    guard let data = try? Data(contentsOf: url) else {
      throw DesignerError(404, "no such document: \(relative)")
    }
    let state = DocumentState(url: url, bytes: Array(data), stamp: FileStamp(url))
    states[relative] = state
    return state
  }

  /// The version the session has of the document at `relative`.
  public func version(of relative: String) throws -> Int {
    try state(relative).version
  }

  /// The parsed document at `relative`, as it is now: read once per version, and kept.
  func document(_ relative: String) throws -> (IBDocument, DocumentState) {
    var state = try state(relative)
    if let parsed = state.parsed { return (parsed, state) }
    let parsed: IBDocument
    do {
      parsed = try IBDocument(bytes: state.bytes, path: state.url.path)
      documentsParsed += 1
    } catch {
      throw DesignerError(422, error.description)
    }
    state.parsed = parsed
    states[relative]?.parsed = parsed
    return (parsed, state)
  }

  /// Applies `edit` to object `objectID` of the document, if `baseVersion` is the version
  /// the session has and the edit passes `AttributeCheck`; writes the file and answers the
  /// new version with the object's inspectors (and the outline, unless the edit was of one
  /// runtime attribute or colour).
  public func edit(
    _ relative: String, objectID: String, edit: DocumentEdit, baseVersion: Int
  ) throws -> DocumentChange {
    let (document, _) = try document(relative)
    guard let element = document.element(withID: objectID) else {
      throw DesignerError(422, "\(relative) has no object '\(objectID)'")
    }
    let edit = try AttributeCheck.checked(edit, on: element)
    let object: EditedObject = (objectID, edit, LiveChange.Property(of: edit))
    let changed = try change(
      relative, baseVersion: baseVersion, summary: "\(objectID): \(edit)", changed: object
    ) {
      try $0.apply(edit, to: objectID)
    }.changed
    return try answer(
      relative, changed: changed, outline: changed && object.property == nil,
      inspecting: objectID)
  }

  /// What the page needs after a change of `relative`: the version, the inspectors of
  /// `objectID` when the document has it, and with `outline` the outline.
  func answer(
    _ relative: String, changed: Bool, outline: Bool, inspecting objectID: String?,
    id: String? = nil
  ) throws -> DocumentChange {
    let state = try state(relative)
    return DocumentChange(
      version: state.version, changed: changed, canUndo: !state.undo.isEmpty,
      canRedo: !state.redo.isEmpty, id: id, ids: nil,
      // The object may be gone (an undone add): the page then shows no inspectors.
      inspect: objectID.flatMap { try? inspect(relative, objectID: $0) },
      outline: outline ? try self.outline(relative) : nil)
  }

  /// Makes `body`'s change to the document, if `baseVersion` is the version the session has
  /// (else `409`, nothing written); writes the file atomically and records the undo step.
  /// `body` answers whether it changed anything.
  func change(
    _ relative: String, baseVersion: Int, summary: String,
    changed object: EditedObject? = nil,
    _ body: (IBDocument) throws -> Bool
  ) throws -> (version: Int, changed: Bool) {
    let (document, state) = try document(relative)
    guard baseVersion == state.version else {
      throw DesignerError(
        409,
        "\(relative) changed since version \(baseVersion) (it is now version \(state.version)); "
          + "reload it and make the edit again")
    }
    let changed: Bool
    do {
      changed = try body(document)
    } catch {
      // A failed edit may have changed the kept document part way: read it again next time.
      states[relative]?.parsed = nil
      throw error as? DesignerError ?? DesignerError(422, "\(error)")
    }
    guard changed else { return (state.version, false) }
    if let object { attributesChanged(of: object.objectID, in: document) }
    let after = document.bytes
    try write(after, to: relative, change: object)
    // The edited document is the new bytes read.
    states[relative]?.parsed = document
    states[relative]?.undo.append(
      Step(before: state.bytes, after: after, summary: summary, change: object))
    states[relative]?.redo = []
    return (states[relative]?.version ?? state.version, true)
  }

  /// Undoes (or redoes) the latest edit of the document; answers the new version with the
  /// inspectors of `objectID` (the object the page shows) and the outline, unless the edit
  /// was of one runtime attribute or colour.
  public func undo(
    _ relative: String, redo: Bool = false, inspecting objectID: String? = nil
  ) throws -> DocumentChange {
    let state = try state(relative)
    guard let step = redo ? state.redo.last : state.undo.last else {
      throw DesignerError(409, "nothing to \(redo ? "redo" : "undo") in \(relative)")
    }
    // Redo makes the edit again; undo sets the same property back, but by no edit of its own.
    let change = step.change.map {
      (objectID: $0.objectID, edit: redo ? $0.edit : nil, property: $0.property)
    }
    if let objectID = step.change?.objectID, let (document, _) = try? document(relative) {
      attributesChanged(of: objectID, in: document)
    }
    try write(redo ? step.after : step.before, to: relative, change: change)
    if redo {
      states[relative]?.redo.removeLast()
      states[relative]?.undo.append(step)
    } else {
      states[relative]?.undo.removeLast()
      states[relative]?.redo.append(step)
    }
    return try answer(
      relative, changed: true, outline: step.change?.property == nil, inspecting: objectID)
  }

  /// An edit of object `objectID` may change what its class's code is given: if that code
  /// hung or crashed, it runs again at the next render (`AgentPool.forget`).
  private func attributesChanged(of objectID: String, in document: IBDocument) {
    guard let name = document.element(withID: objectID)?.customClass else { return }
    agents.forget([name])
  }

  /// Writes `bytes` atomically, in the model's own save, and records them as the new version
  /// (made by `change`, when that is known: an edit of one object, or one property).
  private func write(
    _ bytes: [UInt8], to relative: String, change: EditedObject?
  ) throws {
    guard let url = states[relative]?.url else { throw DesignerError(404, "not open: \(relative)") }
    do {
      try IBDocument.write(bytes, to: url)
    } catch {
      throw DesignerError(500, error.description)
    }
    states[relative]?.bytes = bytes
    states[relative]?.parsed = nil
    states[relative]?.version += 1
    states[relative]?.stamp = FileStamp(url)
    if let change, change.edit != nil || change.property != nil,
      let version = states[relative]?.version
    {
      states[relative]?.liveChanges.append(
        LiveChange(
          version: version, objectID: change.objectID, edit: change.edit,
          property: change.property))
      if states[relative]?.liveChanges.count ?? 0 > 8 {
        states[relative]?.liveChanges.removeFirst()
      }
    }
  }

  /// The open documents changed on disk by another program since last seen, with their
  /// new versions.
  public func externalChanges() -> [(document: String, version: Int)] {
    var changed: [(String, Int)] = []
    for (relative, old) in states where FileStamp(old.url) != old.stamp {
      if let new = try? state(relative), new.version != old.version {
        changed.append((relative, new.version))
      }
    }
    return changed.sorted { $0.0 < $1.0 }
  }
}

/// A file's modification time and size, to notice another program's change cheaply.
struct FileStamp: Equatable {
  /// The stamps of `files` that exist, by path.
  static func of(_ files: [URL]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for url in files {
      if let stamp = FileStamp(url) { stamps[url.path] = stamp }
    }
    return stamps
  }

  var modified: Date
  var size: Int
  var inode: Int

  /// The file's stamp from `lstat` (as `FileManager.attributesOfItem`, without its look-up
  /// of the owner's and group's names, which reads /etc/passwd and /etc/group each time).
  init?(_ url: URL) {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    modified = Date(
      timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    size = Int(info.st_size)
    inode = Int(info.st_ino)
  }
}

/// A request the designer refuses: an HTTP status and a message for the page.
public struct DesignerError: Error, CustomStringConvertible {
  public var status: Int
  public var message: String
  public init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }
  public var description: String { message }
}
