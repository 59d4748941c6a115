import Foundation

/// What to render and how: the one description of a render. The command line, the designer
/// and the tests make one; a `RenderJob` completes it (the scenes resolved, the project
/// found, the classes that did not build left out) and it is fulfilled in process or, when
/// the project's designables are needed, by a designables agent, which gets it as one line
/// of JSON (`RenderRequest.fulfil(document:table:cache:reporter:)` in both).
public struct RenderRequest: Codable, Sendable {
  /// The document's file.
  public var document: String
  /// The folder searched for resources, `.lproj` folders and designable sources; nil until
  /// the job finds the document's project.
  public var projectRoot: String?
  /// Each scene to render and the file it is written to, in order. A scene id that is empty
  /// means the document's initial scene (else its first scene with a view), until the job
  /// resolves it.
  public var scenes: [SceneOutput] = []
  public var settings = RenderSettings()
  /// Classes drawn as their UIKit base class: they failed to build or crashed in the agent.
  public var disabledClasses: Set<String> = []
  /// Custom classes of the project that are not designable, so not run (`ObjectBuilder`).
  public var nonDesignableClasses: Set<String> = []
  /// Of `nonDesignableClasses`, the designables Xcode does not build either, each with why
  /// (its file is in no target): the note says so instead of "not @IBDesignable".
  public var notBuiltReasons: [String: String] = [:]
  /// An object of the first scene to report on (`ViewDebugReport`): the designer's "Debug
  /// selected view".
  public var debugObjectID: String?
  /// The outputs are the caller's scratch files, read once the render returns (the
  /// designer's): written in place, without the temporary file and sync an atomic write costs.
  public var scratchOutputs = false
  /// A long-lived host's versions of the document (`LiveRendering`): its session, the version
  /// to draw and the edits that made the latest versions. A long-lived renderer keeps the
  /// document parsed and each scene's view tree between requests and takes the edits into
  /// both. Nil reads the document afresh, as the command line does.
  public var live: LiveRendering?
  /// The host's token for the project's resources (asset catalogs, images, fonts, strings
  /// files) as they are: while it stays the same, a long-lived renderer keeps what it read of
  /// them (`RenderCache`). Nil reads them for every request.
  public var resourcesStamp: String?
  /// Where to write the laid-out frame of every view of the first scene, as JSON
  /// (`ViewFrames`); nil writes none. The designer's canvas picks views with them.
  public var viewFramesFile: String?

  public init(document: String) { self.document = document }
}

/// A scene of a request and the file it is written to.
public struct SceneOutput: Codable, Sendable, Hashable {
  public var sceneID: String
  public var path: String

  public init(sceneID: String, path: String) {
    self.sceneID = sceneID
    self.path = path
  }
}
