/// A point where user code runs while a scene is built and drawn.
public enum UserCodePhase: String, Sendable, Codable, CaseIterable {
  case initialize = "init(coder:)"
  case initializeWithFrame = "init(frame:)"
  /// The document's own attributes set on a designable after `init(frame:)` (a label's
  /// `text`, a view's `backgroundColor`), which reach the class's overriding setters.
  case documentAttributes = "document attributes"
  case runtimeAttributes = "runtime attributes"
  case awakeFromNib = "awakeFromNib()"
  case prepareForInterfaceBuilder = "prepareForInterfaceBuilder()"
  case updateConstraints = "updateConstraints()"
  case layoutSubviews = "layoutSubviews()"
  case draw = "draw(_:)"
  case moveToWindow = "didMoveToWindow()"
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
