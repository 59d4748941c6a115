/// A view method the renderer calls that a subclass — a user's designable — may override.
package enum ViewCallback: String, Sendable {
  case layoutSubviews
  case updateConstraints
  case draw
  /// `willMove(toWindow:)` and `didMoveToWindow()`.
  case moveToWindow
}

/// Told before and after the renderer calls a view's overridable methods.
///
/// The designables agent uses it to say which class's code was running when the process
/// crashed or hung, as Interface Builder's agent does.
@preconcurrency @MainActor
package protocol ViewCallbackObserver: AnyObject {
  func willCall(_ callback: ViewCallback, on view: UIView)
  func didCall(_ callback: ViewCallback, on view: UIView)
}
