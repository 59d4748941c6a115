import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// Lays out a document's scenes with Auto Layout at the device the document was designed
/// on, reports the constraints that conflict and the views whose layout is ambiguous, and
/// compares the solved frames with the frames Interface Builder stored.
///
/// Two figures, as issue 9 asks: *engine*, where views sized by their content take their
/// intrinsic size from the stored frame (this measures the solver and the reading of the
/// constraints), and *whole*, with Easel's own text measurement. Views the document marks
/// `misplaced` or `ambiguous` are left out, as are the controllers' root views (their frames
/// are given, not solved). A view hits when each of its frame's four numbers is within
/// `tolerance` of the stored one, in its superview's coordinates.
@MainActor
public struct LayoutCheck {
  /// How content-sized views get their intrinsic size.
  public enum Mode: String, Sendable, Codable {
    /// From the stored frame.
    case engine
    /// From Easel's own measurement (Pango for text).
    case whole
  }

  /// One view compared.
  public struct ViewResult: Sendable, Codable {
    /// The view's object id.
    public var id: String
    /// Its custom class, else its element name.
    public var className: String
    /// Where its element starts.
    public var location: SourceLocation
    /// The frame the document stored (its superview's coordinates).
    public var stored: CGRect
    /// The frame the engine solved.
    public var solved: CGRect
    /// Why it missed (nil: it hit).
    public var reason: String?
    /// Whether it landed within tolerance.
    public var hit: Bool { reason == nil }
  }

  /// One scene's results.
  public struct SceneReport: Sendable, Codable {
    /// The scene's id.
    public var sceneID: String
    /// The views compared, in document order, per mode.
    public var engine: [ViewResult] = []
    /// The same views with Easel's own text measurement.
    public var whole: [ViewResult] = []
    /// Views left out because the document marks them misplaced or ambiguous.
    public var excluded = 0
    /// Conflicting constraints and ambiguous views, as warnings.
    public var issues: [Diagnostic] = []
    /// Why the scene could not be laid out, if it could not.
    public var failure: String?
  }

  /// The document checked.
  public let document: IBDocument
  /// Its project's resources (images size image views).
  public let resources: ProjectResources
  /// The largest difference, in points, that still counts as a hit.
  public var tolerance: CGFloat = 0.5
  /// The Dynamic Type size text-style fonts take (a `UIContentSizeCategory` raw value; nil:
  /// Large, as Xcode laid the stored frames out).
  public var contentSizeCategory: String?

  /// A check of `document`.
  public init(document: IBDocument, resources: ProjectResources) {
    self.document = document
    self.resources = resources
  }

  /// Checks every scene with a view; `compareFrames` adds the frame comparison.
  public func run(compareFrames: Bool) -> [SceneReport] {
    document.scenes.compactMap { scene in
      guard scene.rootView != nil else { return nil }
      return check(scene, compareFrames: compareFrames)
    }
  }

  /// Checks one scene.
  public func check(_ scene: Scene, compareFrames: Bool) -> SceneReport {
    // Text is measured to the grid Interface Builder stored it on, in every solve (the
    // ambiguity probe solves again): the pixels of a 2× document's screen, but whole points
    // on a 3× one (its canvas is drawn at 2×; whole points are on both grids). Of the widths
    // and heights of labels and buttons placed by constraints in the 3× documents of the
    // corpus and the working part, 164 of 200 are whole points (a third-point grid would
    // leave two in three fractional). Rendering keeps UIKit's own rounding to the screen.
    let deviceScale = Device.of(document)?.scale ?? 2
    let scale: CGFloat = deviceScale == 3 ? 1 : deviceScale
    let environment = ResourceEnvironment(
      traitCollection: UITraitCollection(displayScale: scale))
    if let contentSizeCategory {
      environment.contentSizeCategory = UIContentSizeCategory(rawValue: contentSizeCategory)
    }
    return withResourceEnvironment(environment) {
      checkOnScreen(scene, compareFrames: compareFrames)
    }
  }

  private func checkOnScreen(_ scene: Scene, compareFrames: Bool) -> SceneReport {
    var report = SceneReport(sceneID: scene.id)
    do {
      let engineRun = try layOut(scene, mode: .engine)
      report.issues = engineRun.issues()
      if compareFrames {
        (report.engine, report.excluded) = compare(engineRun)
        let wholeRun = try layOut(scene, mode: .whole)
        (report.whole, _) = compare(wholeRun)
      }
    } catch {
      report.failure = "\(error)"
    }
    return report
  }

  // MARK: Laying out

  /// Instantiates the scene, hands every view to the engine and solves.
  func layOut(_ scene: Scene, mode: Mode) throws -> SceneLayout {
    let (root, entries) = try instantiateForLayout(scene, mode: mode)
    let engine = LayoutEngine(root: root)
    engine.prefersCurrentSizes = false
    engine.solve()
    return SceneLayout(
      document: document, rootElement: scene.rootView, root: root, engine: engine,
      entries: entries)
  }

  /// The scene's views, made and handed to the engine (none keeps its stored frame; in
  /// `engine` mode content-sized views take their intrinsic size from it), with the scene's
  /// own views and their elements in document order.
  func instantiateForLayout(_ scene: Scene, mode: Mode) throws -> (
    root: UIView, entries: [(element: IBElement, view: UIView)]
  ) {
    let log = DiagnosticLog()
    let renderer = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: log)
    renderer.settings.contentSizeCategory = contentSizeCategory
    let (root, builder) = try renderer.instantiate(scene)
    let rootElement = scene.rootView
    var entries: [(element: IBElement, view: UIView)] = []
    for (element, view) in builder.made {
      view.autoLayout.keepsFrame = false
      if let stack = view as? UIStackView { stack.setNeedsLayout() }
      if mode == .engine, let f = TraitVariations.frame(of: element, in: document) {
        let i = LayoutEngine.defaultIntrinsicSize(view)
        let kind = Self.contentSizedAxes(element)
        let a = view.alignmentRectInsets
        view.autoLayout.intrinsicSizeOverride = CGSize(
          width: i.width == UIView.noIntrinsicMetric && !kind.width
            ? i.width : f.width - a.left - a.right,
          height: i.height == UIView.noIntrinsicMetric && !kind.height
            ? i.height : f.height - a.top - a.bottom)
      }
      if mode == .whole {
        if let size = Self.recordedImageSize(of: element, view, in: document) {
          view.autoLayout.intrinsicSizeOverride = size
        }
        if let button = view as? UIButton { Self.standInImages(of: element, button, in: document) }
      }
      if let rootElement,
        element === rootElement
          || element.ancestors.contains(where: {
            $0 === rootElement
          })
      {
        entries.append((element, view))
      }
    }
    return (root, entries)
  }

  /// The size Interface Builder recorded in the document's `<resources>` for an image view's
  /// image that the project does not give Easel (a document checked without its asset
  /// catalogs, or a catalog Easel cannot read): Xcode sized the view by that image, so its
  /// recorded size stands in as the intrinsic size. Nil when the image was found.
  static func recordedImageSize(of element: IBElement, _ view: UIView, in document: IBDocument)
    -> CGSize?
  {
    guard let imageView = view as? UIImageView, imageView.image == nil,
      let name = element["image"]
        ?? element.child("imageReference", key: "image")?["image"],
      let size = document.resources.images[name], size.width > 0, size.height > 0
    else { return nil }
    return size
  }

  /// Gives a button's normal state a blank image of the recorded size where the document
  /// names an image (or background image) the project does not give Easel, so that the
  /// button measures as Xcode measured it.
  static func standInImages(of element: IBElement, _ button: UIButton, in document: IBDocument) {
    guard
      let state = element.children("state").first(where: { $0.key == "normal" })
    else { return }
    func blank(_ name: String?) -> UIImage? {
      guard let name, let size = document.resources.images[name], size.width > 0,
        size.height > 0
      else { return nil }
      return UIGraphicsImageRenderer(size: size).image { _ in }
    }
    if button.image(for: .normal) == nil,
      let image = blank(state["image"] ?? state.child("imageReference", key: "image")?["image"])
    {
      button.setImage(image, for: .normal)
    }
    if button.backgroundImage(for: .normal) == nil, let image = blank(state["backgroundImage"]) {
      button.setBackgroundImage(image, for: .normal)
    }
  }

  // MARK: Comparing

  private func compare(_ run: SceneLayout) -> ([ViewResult], Int) {
    var results: [ViewResult] = []
    var excluded = 0
    var missed: Set<ObjectIdentifier> = []
    var ambiguous: [ObjectIdentifier: String]?
    let conflicted = run.conflictedViews()
    for (element, view) in run.entries {
      guard element !== run.rootElement, view !== run.root,
        let stored = TraitVariations.frame(of: element, in: document),
        let solved = run.engine.solvedFrame(of: view)
      else { continue }
      if element["misplaced"] == "YES" || element["ambiguous"] == "YES" {
        excluded += 1
        continue
      }
      var reason: String?
      if !Self.within(stored, solved, tolerance) {
        missed.insert(ObjectIdentifier(view))
        if ambiguous == nil { ambiguous = run.ambiguousViews() }
        reason = run.reason(
          for: view, element: element, solved: solved, stored: stored,
          conflicted: conflicted, ambiguous: ambiguous ?? [:], missed: missed)
      }
      results.append(
        ViewResult(
          id: element.id ?? "", className: element.customClass ?? element.name,
          location: element.location, stored: stored, solved: solved, reason: reason))
    }
    return (results, excluded)
  }

  /// The axes on which an element's kind is sized by its content on iOS, whatever Easel
  /// can measure (an image view's image may be missing here). A plain view or control of a
  /// custom class counts as content-sized too: Interface Builder sized it by the
  /// `intrinsicContentSize` its designable reported (Cosmos's star rating has no width or
  /// height constraint, and the document does not call it ambiguous); where constraints fix
  /// an axis, a content size changes nothing.
  static func contentSizedAxes(_ element: IBElement) -> (width: Bool, height: Bool) {
    if element.customClass != nil, element.name == "view" || element.name == "control" {
      return (true, true)
    }
    switch element.name {
    case "label", "button", "switch", "segmentedControl", "stepper", "activityIndicatorView",
      "pageControl", "textField":
      return (true, true)
    case "imageView":
      let hasImage = element["image"] != nil || element.child("imageReference", key: "image") != nil
      return (hasImage, hasImage)
    case "slider", "progressView", "searchBar", "tabBar", "toolbar", "navigationBar",
      "datePicker", "pickerView":
      return (false, true)
    default:
      return (false, false)
    }
  }

  static func within(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> Bool {
    abs(a.minX - b.minX) <= t && abs(a.minY - b.minY) <= t && abs(a.width - b.width) <= t
      && abs(a.height - b.height) <= t
  }
}
