import Foundation

/// Where `UIImage(named:)`, `UIColor(named:)` and `NSLocalizedString` find their resources,
/// and the traits a root view is drawn with: Easel's stand-in for `Bundle.main`.
///
/// This is the one piece of shared state in EaselUIKit besides the graphics-context stack:
/// UIKit's lookup APIs take no context argument, so the code that renders a document (the
/// interface layer) installs an environment for the document's asset catalogues and
/// `.strings`, runs the user's code, and restores the previous one. It is isolated to the
/// main actor, like UIKit, and scoped with `withResourceEnvironment(_:body:)` so that one
/// render's resources never leak into another's.
@preconcurrency @MainActor
public final class ResourceEnvironment {
  /// Finds an image by name (an asset catalogue's image set, or a file in the bundle).
  public var imageNamed: (String) -> UIImage?
  /// Finds a colour by name (an asset catalogue's colour set).
  public var colorNamed: (String) -> UIColor?
  /// Finds a localized string by key and table (`nil` table: `Localizable`).
  public var localizedString: (_ key: String, _ table: String?) -> String?
  /// Loads a nib by name, File's Owner's outlets connected to the owner: its top-level
  /// objects, or `nil` when the project has no such nib (`UINib`, `Bundle.loadNibNamed`).
  public var nibNamed: @MainActor (_ name: String, _ owner: Any?) -> [Any]? = { _, _ in nil }
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

  /// The environment in effect; an empty one unless a caller installed another.
  public static var current = ResourceEnvironment() {
    didSet { LocalizationMirror.shared.set(current.localizedString) }
  }
}

/// A lock-protected copy of the current environment's string lookup, so that
/// `EaselLocalizedString` (called from non-isolated code, as `NSLocalizedString` is) can
/// read it without the main actor. It mirrors `ResourceEnvironment.current` and is written
/// only when that changes.
final class LocalizationMirror: @unchecked Sendable {
  static let shared = LocalizationMirror()
  private let lock = NSLock()
  private var lookup: ((String, String?) -> String?)?

  func set(_ lookup: @escaping (String, String?) -> String?) {
    lock.lock()
    self.lookup = lookup
    lock.unlock()
  }

  func string(forKey key: String, table: String?) -> String? {
    lock.lock()
    let f = lookup
    lock.unlock()
    return f?(key, table)
  }
}

/// Runs `body` with `environment` current, restoring the previous environment afterwards.
@preconcurrency @MainActor
public func withResourceEnvironment<T>(
  _ environment: ResourceEnvironment, body: () throws -> T
) rethrows -> T {
  let previous = ResourceEnvironment.current
  ResourceEnvironment.current = environment
  defer { ResourceEnvironment.current = previous }
  return try body()
}
