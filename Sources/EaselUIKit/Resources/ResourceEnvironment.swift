import Foundation

/// Where `UIImage(named:)`, `UIColor(named:)` and `NSLocalizedString` find their resources,
/// and the traits a root view is drawn with: Easel's stand-in for `Bundle.main`.
///
/// UIKit's lookup APIs take no context argument, so the code that renders a document (the
/// interface layer) binds an environment for the document's asset catalogues and `.strings`
/// around the user's code with `withResourceEnvironment(_:body:)`: a binding, not a global,
/// so one render's resources never leak into another's. It is isolated to the main actor,
/// like UIKit.
@preconcurrency @MainActor
public final class ResourceEnvironment {
  /// Finds an image by name (an asset catalogue's image set, or a file in the bundle).
  public var imageNamed: (String) -> UIImage?
  /// Finds a colour by name (an asset catalogue's colour set).
  public var colorNamed: (String) -> UIColor?
  /// Finds a localized string by key and table (`nil` table: `Localizable`).
  public var localizedString: (_ key: String, _ table: String?) -> String?
  /// Loads a nib by name, File's Owner's outlets connected to the owner: its top-level
  /// objects, or `nil` when the project has no such nib (which `UINib` and
  /// `Bundle.loadNibNamed` raise for, as UIKit does).
  public var nibNamed: @MainActor (_ name: String, _ owner: Any?) -> [Any]? = { _, _ in nil }
  /// The path UIKit's exception reasons name the main bundle by (`NSBundle <…> (loaded)`):
  /// the project's folder, which Easel's bundle is, never where Easel built the agent.
  public var bundlePath = "."
  /// Told of a delegate's answer of another type than UIKit reads (`ObjCAnswerTypeMismatch`).
  public var answerTypeMismatch: @MainActor (ObjCAnswerTypeMismatch) -> Void = { _ in }
  /// The traits root views are drawn with (appearance, display scale).
  public var traitCollection: UITraitCollection
  /// Told around every `layoutSubviews()` and `draw(_:)` the renderer calls.
  package weak var callbackObserver: ViewCallbackObserver?
  /// The screen size `UIScreen.main.bounds` reports (default: a 390×844-point iPhone).
  public var screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The app's layout direction (`UIApplication.userInterfaceLayoutDirection`): right to
  /// left for a right-to-left language, where leading and trailing constraints mirror.
  public var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
  /// The Dynamic Type size text-style fonts take (`--text-size`; default Large).
  public var contentSizeCategory: UIContentSizeCategory = .large

  /// Creates an environment; by default it finds nothing and draws light at scale 1.
  public init(
    imageNamed: @escaping (String) -> UIImage? = { _ in nil },
    colorNamed: @escaping (String) -> UIColor? = { _ in nil },
    localizedString: @escaping (_ key: String, _ table: String?) -> String? = { _, _ in nil },
    traitCollection: UITraitCollection = UITraitCollection(
      userInterfaceStyle: .light, displayScale: 1)
  ) {
    self.imageNamed = imageNamed
    self.colorNamed = colorNamed
    self.localizedString = localizedString
    self.traitCollection = traitCollection
  }

  /// The environment `withResourceEnvironment(_:body:)` binds for the code it runs.
  @TaskLocal fileprivate static var bound: ResourceEnvironment?

  /// The environment in effect: the one bound around the running code, else an empty one
  /// (a fresh one each time, so that nothing set on it outlives the caller).
  public static var current: ResourceEnvironment { bound ?? ResourceEnvironment() }

  /// The traits root views are drawn with, read without making an unbound environment:
  /// layout and drawing ask for every view.
  public static var currentTraits: UITraitCollection { bound?.traitCollection ?? unboundTraits }
  /// The app's layout direction, read likewise (asked for every leading/trailing constraint).
  public static var currentLayoutDirection: UIUserInterfaceLayoutDirection {
    bound?.layoutDirection ?? .leftToRight
  }
  /// The observer told around view callbacks, read likewise; none when unbound.
  package static var currentObserver: ViewCallbackObserver? { bound?.callbackObserver }
  /// The screen scale of the environment bound around a render (its traits' display scale),
  /// or nil when none is bound: the pixel grid Auto Layout's frames are rounded to.
  package static var boundDisplayScale: CGFloat? {
    guard let s = bound?.traitCollection.displayScale, s > 0 else { return nil }
    return s
  }
  /// An unbound environment's traits (UITraitCollection is immutable).
  private static let unboundTraits = UITraitCollection(userInterfaceStyle: .light, displayScale: 1)
}

/// Runs `body` with `environment` current, restoring the previous environment afterwards.
@preconcurrency @MainActor
public func withResourceEnvironment<T>(
  _ environment: ResourceEnvironment, body: () throws -> T
) rethrows -> T {
  try LocalizedStringLookup.$bound.withValue(LocalizedStringLookup(environment.localizedString)) {
    try ResourceEnvironment.$bound.withValue(environment, operation: body)
  }
}

/// The bound environment's string lookup, for `EaselLocalizedString`: `NSLocalizedString` is
/// called from any isolation, where the environment (main actor) cannot be read. Unchecked:
/// the lookup reads tables that do not change once installed.
struct LocalizedStringLookup: @unchecked Sendable {
  @TaskLocal static var bound: LocalizedStringLookup?
  let find: (_ key: String, _ table: String?) -> String?

  init(_ find: @escaping (_ key: String, _ table: String?) -> String?) { self.find = find }
}
