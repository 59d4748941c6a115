import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation

/// The render pipeline for one scene, in process (the CLI without designables, the contact
/// sheet) or inside a designables agent (`EaselAgentProcess.AgentMain`, with the user's classes
/// registered in `table`):
///
/// document scene ─▶ `SceneChrome` (bars and cards Interface Builder draws around it)
/// ─▶ `ObjectBuilder`: at design time, as Xcode's agent, a designable is made with
/// `init(frame:)`, its document attributes and User Defined Runtime Attributes set after
/// (generated key-value coding), `awakeFromNib()` skipped, `prepareForInterfaceBuilder()` run;
/// other custom classes are drawn as their UIKit class (`RenderSettings.designTime = false`
/// gives UINib's run-time order instead: `init(coder:)`, attributes, `awakeFromNib()`)
/// ─▶ `--device`: the root view resized, autoresizing masks applied
/// ─▶ `LayerRenderer` (layout pass, display pass, composite; user code's callbacks reported to
/// `observer`, so a crash or hang is pinned on its class) ─▶ a raster or vector surface
/// ─▶ PNG, SVG or PDF bytes.
///
/// Resources (`UIImage(named:)`, `UIColor(named:)`, strings, the render's scale) are the
/// project's for the duration of a render.
@MainActor
public final class SceneRenderer {
  public let document: IBDocument
  public let table: KeyValueTable
  public let resources: ProjectResources
  public let diagnostics: DiagnosticLog
  public var settings: RenderSettings
  public var disabledClasses: Set<String> = []
  /// Custom classes of the project that are not designable (see `ObjectBuilder`).
  public var nonDesignableClasses: Set<String> = []
  /// Why Xcode does not build some of them, though designable (see `ObjectBuilder`).
  public var notBuiltReasons: [String: String] = [:]
  /// How many turns of the main run loop pass between making a scene and drawing it, as in
  /// Interface Builder's agent, where the main queue's blocks that designables queue while
  /// made or laid out have run before the picture (`MainRunLoop.settle`); nil runs none (a
  /// render in process, whose main queue is Easel's own and which runs no user code).
  public var mainRunLoopTurns: Int?
  public weak var observer: DesignableObserver?
  /// Translations for `settings.language`: `NSLocalizedString` tables and document strings.
  public var localization: Localization?
  /// What the renderer keeps between renders for its owner (view trees of live scenes,
  /// frame files' mappings); a renderer of its own by default, which keeps nothing of use.
  public let cache: RenderCache
  /// Where a raw frame (`RenderSettings.Encoding.rawFrame`) is drawn in place: the surface is
  /// that file's shared mapping, so the file holds the frame once it is drawn, with nothing
  /// left to write (the bytes returned are the mapped ones); set while `render` writes to a
  /// scratch output. Nil draws in memory.
  var rawFrameFile: URL?

  public init(
    document: IBDocument, table: KeyValueTable, resources: ProjectResources,
    diagnostics: DiagnosticLog, settings: RenderSettings = RenderSettings(),
    cache: RenderCache = RenderCache()
  ) {
    self.document = document
    self.table = table
    self.resources = resources
    self.diagnostics = diagnostics
    self.settings = settings
    self.cache = cache
  }

  /// Renders `scene` in `settings.encoding`: the one way in. With `output`, the bytes are
  /// also written there — atomically, unless it is the caller's `scratch` file (a raw frame
  /// for a scratch file is drawn straight into the file's mapping). With `objectID`, what
  /// became of that object is reported too ("Debug selected view"). With `live` (and no
  /// object to report on), the scene's view tree is kept in `cache` for the next render, and
  /// the edits since the tree kept are taken into it (`LiveScene`).
  public func render(
    _ scene: Scene, to output: URL? = nil, scratch: Bool = false,
    debugging objectID: String? = nil, live: LiveRendering? = nil
  ) throws -> RenderedScene {
    if let live, objectID == nil {
      return try renderLive(scene, live: live, to: output, scratch: scratch)
    }
    return try write(to: output, scratch: scratch) {
      if let objectID { return try renderDebugging(scene, objectID: objectID) }
      return try renderFresh(scene)
    }
  }

  /// Builds the scene's view tree anew and draws it.
  func renderFresh(_ scene: Scene) throws -> RenderedScene {
    let (root, builder) = try instantiate(scene)
    return RenderedScene(data: try draw(root, builder: builder), root: root, builder: builder)
  }

  /// Runs `render` so that what it draws ends up in the file at `output` when there is one:
  /// a raw frame for a caller's `scratch` file is drawn straight into the file's mapping
  /// (`rawFrameFile`); anything else is written after, atomically unless `scratch`.
  func write(
    to output: URL?, scratch: Bool, _ render: () throws -> RenderedScene
  ) throws -> RenderedScene {
    guard let output else { return try render() }
    let inPlace = settings.encoding == .rawFrame && scratch
    rawFrameFile = inPlace ? output : nil
    defer { rawFrameFile = nil }
    let rendered = try render()
    if !inPlace { try OutputFile.write(rendered.data, to: output, atomically: !scratch) }
    return rendered
  }

  /// Builds the scene's view tree as stored (and returns the builder, which knows the
  /// designables); `instantiate(_:)` then fits it to the canvas.
  ///
  /// Throws a located `DocumentError` when the scene's frames or sizes are not finite numbers
  /// (`IBDocument.checkNumbers`, which also warns of those beyond ±1,000,000 points, read at
  /// the limit), and `RenderError.unsupportedPlatform` for WatchKit and AppKit documents.
  func makeTree(_ scene: Scene) throws -> (root: UIView, builder: ObjectBuilder) {
    if let refusal = document.renderRefusal { throw RenderError.unsupportedPlatform(refusal) }
    for warning in try document.checkNumbers(under: scene.viewController ?? scene.element) {
      diagnostics.report(warning)
    }
    let builder = ObjectBuilder(
      document: document, table: table, resources: resources, diagnostics: diagnostics)
    builder.designTime = settings.designTime
    builder.disabledClasses = disabledClasses
    builder.nonDesignableClasses = nonDesignableClasses
    builder.notBuiltReasons = notBuiltReasons
    builder.observer = observer
    builder.localization = localization
    if let id = settings.deviceID {
      // The canvas's device is portrait (`Device.size`); its size classes pick the variations.
      builder.traits = TraitVariations(deviceID: id, landscape: false)
    }
    if settings.designTime { builder.laidOutFrames = try laidOutFrames(of: scene) }
    // The root view with the bars Interface Builder shows, or a container controller's card;
    // at a size given as a snapshot test gives it, a controller's view alone.
    let alone = settings.viewSize != nil
    let root = try withEnvironment {
      try SceneChrome(scene: scene, builder: builder, alone: alone).makeRoot()
    }
    // The scene's root view sits at the canvas origin whatever its stored frame's origin.
    root.frame.origin = .zero
    // Interface Builder lays out and draws a scene in a window, so code that waits for one
    // (`didMoveToWindow()`, `window != nil`) runs, its designables' as their user code; a
    // view shown alone, as a snapshot test shows a controller's view, is in none.
    if !alone {
      // Held here: the environment holds its callback observer weakly.
      let bridge = CallbackBridge(builder: builder, observer: observer)
      withExtendedLifetime(bridge) {
        withEnvironment(callbacks: bridge) { root.host(in: UIWindow(frame: root.bounds)) }
      }
    }
    return (root, builder)
  }

  /// Turns the renderer's view callbacks into user-code events for the designables.
  private final class CallbackBridge: ViewCallbackObserver {
    let designables: [ObjectIdentifier: (className: String, objectID: String)]
    weak var observer: DesignableObserver?

    init(builder: ObjectBuilder, observer: DesignableObserver?) {
      var map: [ObjectIdentifier: (String, String)] = [:]
      for (id, entry) in builder.designables {
        map[ObjectIdentifier(entry.view)] = (entry.className, id)
      }
      designables = map
      self.observer = observer
    }

    private func phase(_ callback: ViewCallback) -> UserCodePhase {
      switch callback {
      case .draw: .draw
      case .moveToWindow: .moveToWindow
      case .layoutSubviews: .layoutSubviews
      case .updateConstraints: .updateConstraints
      case .callout(let method, _): .callout(method)
      }
    }

    /// The designable whose code `callback` runs: the view's own overrides; for a callout,
    /// the receiver when it is a designable, else the nearest designable holding the view
    /// that called it (whose code gave the view that data source or delegate).
    private func designable(
      _ callback: ViewCallback, on view: UIView
    ) -> (className: String, objectID: String)? {
      guard case .callout(_, let receiver) = callback else {
        return designables[ObjectIdentifier(view)]
      }
      if let d = designables[receiver] { return d }
      var current: UIView? = view
      while let v = current {
        if let d = designables[ObjectIdentifier(v)] { return d }
        current = v.superview
      }
      return nil
    }

    func willCall(_ callback: ViewCallback, on view: UIView) {
      guard let d = designable(callback, on: view) else { return }
      observer?.willRun(phase(callback), className: d.className, objectID: d.objectID)
    }

    func didCall(_ callback: ViewCallback, on view: UIView) {
      guard let d = designable(callback, on: view) else { return }
      observer?.didRun(phase(callback), className: d.className, objectID: d.objectID)
    }
  }

  /// Draws an instantiated view tree to bytes in `settings.encoding` (for the package's
  /// tests that time building and drawing apart; everything else goes through `render`).
  package func draw(_ root: UIView, builder: ObjectBuilder? = nil) throws -> Data {
    let size = root.bounds.size
    guard size.width >= 1, size.height >= 1 else {
      throw RenderError.emptyView(size: size)
    }
    let bridge = builder.map { CallbackBridge(builder: $0, observer: observer) }
    defer { reportUnimplementedUses(builder: builder) }
    return try withEnvironment(callbacks: bridge) {
      if let turns = mainRunLoopTurns {
        root.updateTraitDependentColors()
        if MainRunLoop.settle(root.layer, maximumTurns: turns) {
          reportUnsettledMainQueue(turns: turns, builder: builder)
        }
      }
      let renderer = LayerRenderer()
      switch settings.encoding {
      case .png(let compression):
        let surface = try RasterSurface(
          width: size.width, height: size.height, scale: CGFloat(settings.scale))
        renderer.render(root, on: surface.canvas)
        return try surface.pngData(compression: compression)
      case .rawFrame:
        let surface = try RasterSurface(
          width: size.width, height: size.height, scale: CGFloat(settings.scale),
          frameFile: rawFrameFile, mappings: cache.frameMappings)
        renderer.render(root, on: surface.canvas)
        return surface.rawFrameData()
      case .svg, .pdf:
        let surface = try VectorSurface(format: settings.encoding == .svg ? .svg : .pdf, size: size)
        renderer.render(root, on: surface.canvas)
        return try surface.finish()
      }
    }
  }

  /// Reports, once per class, the API user code used that the façade declares without
  /// implementing (`UnimplementedAPI`): set, called or made, with no effect on the picture;
  /// and, once per face, the iOS fonts drawn with a stand-in (`FontSubstitutions`).
  private func reportUnimplementedUses(builder: ObjectBuilder?) {
    let objects = builder.map { b in
      Dictionary(b.designables.map { ($1.className, $0) }, uniquingKeysWith: min)
    }
    for use in UnimplementedAPI.shared.take() {
      diagnostics.report(
        Diagnostic(
          .note,
          "\(use.className) uses \(use.symbol), which Easel does not implement: "
            + "it has no effect in this render",
          id: "unimplemented-api", objectID: objects?[use.className]))
    }
    for substitution in FontSubstitutions.shared.take() {
      diagnostics.report(Diagnostic(.warning, substitution.message, id: "font-substituted"))
    }
  }

  /// Notes, once per designable class of the scene, that main-queue work was still queued
  /// after `turns` turns (a block queuing itself again): drawn as it stood then.
  private func reportUnsettledMainQueue(turns: Int, builder: ObjectBuilder?) {
    let objects = builder.map { b in
      Dictionary(b.designables.map { ($1.className, $0) }, uniquingKeysWith: min)
    }
    for (className, objectID) in (objects ?? [:]).sorted(by: { $0.key < $1.key }) {
      diagnostics.report(
        Diagnostic(
          .note,
          "blocks were still queued on the main queue after \(turns) turns of the main run "
            + "loop (one that queues itself again each turn?); \(className) is drawn as it stood "
            + "then, and what is queued runs in the next scene's turns",
          id: "main-queue-unsettled", objectID: objectID))
    }
  }

  func withEnvironment<T>(
    callbacks: ViewCallbackObserver? = nil, _ body: () throws -> T
  ) rethrows -> T {
    resources.preferredScale = max(1, Int(settings.scale.rounded()))
    resources.appearance = settings.darkAppearance ? .dark : .light
    let environment = ResourceEnvironment(
      imageNamed: { [resources] in resources.image(named: $0) },
      colorNamed: { [resources, document] in resources.color(named: $0, document: document) },
      localizedString: { [localization] key, table in
        localization?.localizedString(key: key, table: table)
      },
      // The render's scale is the screen's: `UIScreen.main.scale`, `nativeScale` and every
      // view's `traitCollection.displayScale` report it while user code runs.
      traitCollection: UITraitCollection(
        userInterfaceStyle: settings.darkAppearance ? .dark : .light,
        displayScale: CGFloat(settings.scale > 0 ? settings.scale : 1)))
    environment.callbackObserver = callbacks
    let nibs = NibLoader(
      table: table, resources: resources, diagnostics: diagnostics, observer: observer,
      localization: localization)
    environment.nibNamed = { name, owner in nibs.load(name, owner: owner) }
    environment.bundlePath = resources.root.lastPathComponent
    var mismatches: Set<String> = []  // each once: a size is asked item by item
    environment.answerTypeMismatch = { [diagnostics] mismatch in
      guard mismatches.insert(mismatch.message).inserted else { return }
      diagnostics.report(Diagnostic(.warning, mismatch.message, id: "objc-answer-type"))
    }
    if PseudoLanguage(code: settings.language)?.isRightToLeft == true {
      environment.layoutDirection = .rightToLeft
    }
    if let category = settings.contentSizeCategory {
      environment.contentSizeCategory = UIContentSizeCategory(rawValue: category)
    }
    return try withResourceEnvironment(environment, body: body)
  }
}

/// A scene rendered: its bytes, the view tree drawn, and what else the render was asked for.
@MainActor
public struct RenderedScene {
  /// The bytes in the settings' encoding (for a raw frame drawn into its file, the file's
  /// mapped bytes).
  public var data: Data
  /// The view tree drawn, and the builder that made it (which knows the designables).
  public var root: UIView
  public var builder: ObjectBuilder
  /// What became of the object asked about (nil when the scene made no view of that id).
  public var debug: ViewDebugReport?
  /// Whether the view tree kept from an earlier render was drawn, with the edits since taken
  /// into it (`LiveRendering`).
  public var drewLive = false

  init(
    data: Data, root: UIView, builder: ObjectBuilder, debug: ViewDebugReport? = nil,
    drewLive: Bool = false
  ) {
    self.data = data
    self.root = root
    self.builder = builder
    self.debug = debug
    self.drewLive = drewLive
  }
}

/// Why a scene could not be rendered.
public enum RenderError: Error, CustomStringConvertible {
  case noView(scene: String, location: SourceLocation?)
  case emptyView(size: CGSize)
  case noScenes(path: String)
  /// A WatchKit or AppKit document: opened and edited, not rendered.
  case unsupportedPlatform(String)

  public var description: String {
    switch self {
    case .unsupportedPlatform(let message): Severity.error.line(message)
    case .noView(let scene, let location):
      Severity.error.line("scene \(scene) has no view to render", at: location)
    case .emptyView(let size):
      Severity.error.line("the view to render is empty (\(size.width)×\(size.height))")
    case .noScenes(let path):
      Severity.error.line("the document has no scene with a view to render", at: path)
    }
  }
}
