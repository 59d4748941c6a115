import EaselUIKit
import Foundation
import Testing

/// Records the window changes UIKit sends it.
private final class WindowRecordingView: UIView {
  var events: [String] = []

  override func willMove(toWindow newWindow: UIWindow?) {
    events.append(newWindow == nil ? "willMove(nil)" : "willMove(window)")
  }

  override func didMoveToWindow() {
    events.append(window == nil ? "didMove(nil)" : "didMove(window)")
  }
}

/// Records the window-move calls the renderer's observer is told of.
private final class MoveObserver: ViewCallbackObserver {
  var calls: [String] = []
  func willCall(_ callback: ViewCallback, on view: UIView) {
    calls.append("will \(callback.name) \(type(of: view))")
  }
  func didCall(_ callback: ViewCallback, on view: UIView) {
    calls.append("did \(callback.name) \(type(of: view))")
  }
}

/// A view is in its superview's window; one hosted in a window (a scene's root view, while it
/// is laid out and drawn) is in it with its subviews, each told when it moves in or out.
@MainActor
@Suite struct ViewWindowTests {
  @Test func aViewOutsideAWindowHasNone() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let child = WindowRecordingView(frame: .zero)
    root.addSubview(child)
    #expect(root.window == nil)
    #expect(child.window == nil)
    #expect(child.events.isEmpty)
  }

  @Test func hostingARootPutsItsSubviewsInTheWindow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let child = WindowRecordingView(frame: .zero)
    root.addSubview(child)
    let window = UIWindow(frame: root.bounds)
    root.host(in: window)
    #expect(root.window === window)
    #expect(child.window === window)
    #expect(child.events == ["willMove(window)", "didMove(window)"])
    #expect(root.superview == nil, "the root stays the root of its hierarchy")
    #expect(window.window === window)
  }

  @Test func addingAndRemovingInAWindowTellsTheView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.host(in: UIWindow(frame: root.bounds))
    let container = UIView(frame: .zero)
    let child = WindowRecordingView(frame: .zero)
    container.addSubview(child)
    #expect(child.events.isEmpty)
    root.addSubview(container)
    #expect(child.events == ["willMove(window)", "didMove(window)"])
    // A move within the window changes no window.
    let other = UIView(frame: .zero)
    root.addSubview(other)
    other.addSubview(child)
    #expect(child.events.count == 2)
    container.removeFromSuperview()
    other.removeFromSuperview()
    #expect(child.window == nil)
    #expect(child.events == ["willMove(window)", "didMove(window)", "willMove(nil)", "didMove(nil)"])
  }

  /// Code run on moving to a window is user code the render observes, so that a designable
  /// that crashes there is blamed.
  @Test func theObserverIsToldOfWindowMoves() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(WindowRecordingView(frame: .zero))
    let observer = MoveObserver()
    let environment = ResourceEnvironment()
    environment.callbackObserver = observer
    withResourceEnvironment(environment) { root.host(in: UIWindow(frame: root.bounds)) }
    #expect(observer.calls.contains("will moveToWindow WindowRecordingView"))
    #expect(observer.calls.contains("did moveToWindow WindowRecordingView"))
    #expect(observer.calls.count == 8, "will and did, for each view, for each of the two calls")
  }
}
