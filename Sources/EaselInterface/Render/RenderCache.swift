import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import Foundation

/// What renders keep between requests, owned by whoever makes them one after another: the
/// designables agent's serve loop, the designer session, a command-line run (which keeps
/// nothing of use, and makes one for its run). Nothing of it lives in static state, so two
/// owners never share or see each other's.
///
/// - the document parsed, by file, session and version: a request for the version kept
///   parses nothing, and one whose versions since were each made by an edit takes the edits
///   into it (`document(for:)`);
/// - the project's resources and translations while the host's `resourcesStamp` stays;
/// - each scene's view tree for `LiveRendering` (`LiveScene`), and the classes whose live
///   change once drew something other than a fresh tree;
/// - the mappings of the frame files drawn into again and again.
@MainActor
public final class RenderCache {
  public init() {}

  /// How many times a document was read and parsed for a request (`document(for:)`): what
  /// the tests read to see that a frame of an unchanged version parses nothing.
  public private(set) var documentsParsed = 0

  /// The document kept, and which file, session and version it is.
  private var kept: (path: String, session: String?, version: Int?, document: IBDocument)?

  /// The document `request` renders: the one kept when it is the same file of the same
  /// session at the same version; the kept one with the edits since taken in when every
  /// version since was made by an edit; else read and parsed from the file (and kept).
  public func document(for request: RenderRequest) throws -> IBDocument {
    let live = request.live
    if let live, let kept, kept.path == request.document, kept.session == live.session,
      let keptVersion = kept.version
    {
      if keptVersion == live.version { return kept.document }
      if let edits = live.edits(since: keptVersion), takeIn(edits, into: kept.document) {
        self.kept?.version = live.version
        return kept.document
      }
    }
    let document = try IBDocument(contentsOf: URL(fileURLWithPath: request.document))
    documentsParsed += 1
    kept = (request.document, live?.session, live?.version, document)
    return document
  }

  /// Applies each edit to `document`; false when one fails (the document is then read again).
  private func takeIn(_ edits: [LiveChange], into document: IBDocument) -> Bool {
    for change in edits {
      guard let edit = change.edit, (try? document.apply(edit, to: change.objectID)) != nil
      else {
        kept = nil
        return false
      }
    }
    return true
  }

  /// The resources and translations read for a stamp (`ProjectRendering`).
  struct KeptResources {
    var key: String
    var resources: ProjectResources
    var localization: Localization
    var readingProblems: [Diagnostic]
  }
  var resources: KeptResources?

  /// The scenes' view trees kept, the latest used last (`LiveScene`).
  var liveScenes: [LiveScene] = []
  /// How many trees are kept (scenes open in pages, and their light and dark forms).
  static let liveSceneLimit = 4
  /// The classes and properties (`"class kind key"`) whose live change once drew something
  /// other than a fresh tree: never taken in live again.
  var distrusted: Set<String> = []

  /// Takes the tree kept for `key` out of the store.
  func takeLiveScene(_ key: LiveScene.Key) -> LiveScene? {
    guard let index = liveScenes.firstIndex(where: { $0.key == key }) else { return nil }
    return liveScenes.remove(at: index)
  }

  /// Keeps `scene` (replacing any tree of the same key).
  func keep(_ scene: LiveScene) {
    liveScenes.removeAll { $0.key == scene.key }
    liveScenes.append(scene)
    if liveScenes.count > Self.liveSceneLimit { liveScenes.removeFirst() }
  }

  /// The mappings of the frame files raw frames are drawn into.
  public let frameMappings = FrameMappings()
}
