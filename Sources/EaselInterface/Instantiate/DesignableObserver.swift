/// Where a designable's code was running: a method the class overrides that UIKit calls
/// (`init(frame:)`, `layoutSubviews()`, …), the document's attributes set on it, or a method
/// of a data source or delegate the app gave a UIKit view (`callout(_:)`).
public struct UserCodePhase: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let initialize = Self(rawValue: "init(coder:)")
  public static let initializeWithFrame = Self(rawValue: "init(frame:)")
  /// The document's own attributes set on a designable after `init(frame:)` (a label's
  /// `text`, a view's `backgroundColor`), which reach the class's overriding setters.
  public static let documentAttributes = Self(rawValue: "document attributes")
  public static let runtimeAttributes = Self(rawValue: "runtime attributes")
  public static let awakeFromNib = Self(rawValue: "awakeFromNib()")
  public static let prepareForInterfaceBuilder = Self(rawValue: "prepareForInterfaceBuilder()")
  public static let updateConstraints = Self(rawValue: "updateConstraints()")
  public static let layoutSubviews = Self(rawValue: "layoutSubviews()")
  public static let draw = Self(rawValue: "draw(_:)")
  public static let moveToWindow = Self(rawValue: "didMoveToWindow()")

  /// A method of a data source or delegate UIKit calls while the scene is laid out or drawn,
  /// named as Swift names it (`collectionView(_:cellForItemAt:)`).
  public static func callout(_ method: String) -> Self { Self(rawValue: method) }
}

/// Told before and after user code runs for an object, so that a supervisor can blame the
/// right class when the process crashes or hangs there.
@MainActor
public protocol DesignableObserver: AnyObject {
  func willRun(_ phase: UserCodePhase, className: String, objectID: String)
  func didRun(_ phase: UserCodePhase, className: String, objectID: String)
}

extension DesignableObserver {
  /// Runs `body` between `willRun` and `didRun`.
  func around<T>(
    _ phase: UserCodePhase, className: String, objectID: String, _ body: () throws -> T
  ) rethrows -> T {
    willRun(phase, className: className, objectID: objectID)
    defer { didRun(phase, className: className, objectID: objectID) }
    return try body()
  }
}
