/// A view method the renderer calls that a subclass — a user's designable — may override,
/// or a method of an object the app gave a view to ask (a data source or a delegate).
package enum ViewCallback: Hashable, Sendable {
  case layoutSubviews
  case updateConstraints
  case draw
  /// `willMove(toWindow:)` and `didMoveToWindow()`.
  case moveToWindow
  /// A method of a data source or delegate the app supplied, named as Swift names it
  /// (`collectionView(_:cellForItemAt:)`), called on `receiver`.
  case callout(String, receiver: ObjectIdentifier)

  /// The callback's name: the overridable method's, or the callout's.
  package var name: String {
    switch self {
    case .layoutSubviews: "layoutSubviews"
    case .updateConstraints: "updateConstraints"
    case .draw: "draw"
    case .moveToWindow: "moveToWindow"
    case .callout(let method, _): method
    }
  }
}

/// Told before and after the renderer calls a view's overridable methods, and before and after
/// the UIKit layer calls out to a data source or delegate the app gave a view.
///
/// The designables agent uses it to say which class's code was running when the process
/// crashed or hung, as Interface Builder's agent does.
@preconcurrency @MainActor
package protocol ViewCallbackObserver: AnyObject {
  func willCall(_ callback: ViewCallback, on view: UIView)
  func didCall(_ callback: ViewCallback, on view: UIView)
}

/// Runs `body`, which calls `method` of `receiver` — a data source or delegate the app gave
/// `view` (a collection view's `collectionView(_:cellForItemAt:)`, a layer delegate's
/// `draw(_:in:)`) — between the bound observer's `willCall` and `didCall`: that is user code,
/// run by UIKit, not by a method the user's class overrides.
@MainActor
func callOut<T>(
  _ method: String, to receiver: AnyObject, from view: UIView?, _ body: () throws -> T
) rethrows -> T {
  guard let view, let observer = ResourceEnvironment.currentObserver else { return try body() }
  let callback = ViewCallback.callout(method, receiver: ObjectIdentifier(receiver))
  observer.willCall(callback, on: view)
  defer { observer.didCall(callback, on: view) }
  return try body()
}
