import Foundation

extension UIView {
  func detachIfChild(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
  }

  /// Adds `view` at `index`. A view added to itself ends the process with UIKit's exception
  /// (ZGRatingView's `xibSetup()` calls `addSubview(self)` on the view it loaded: Interface
  /// Builder's agent crashes there, and Easel says so, where it once drew nothing).
  func insert(_ view: UIView, at index: Int, placeLayer: () -> Void) {
    if view === self {
      terminateWithUncaughtException(.invalidArgumentException, reason: "Can't add self as subview")
    }
    guard !isDescendant(of: view) else { return }
    let moving = view.superview !== self
    let oldWindow = view.window
    let newWindow = window ?? view.hostingWindow
    let changesWindow = moving && oldWindow !== newWindow
    if moving {
      view.willMove(toSuperview: self)
      if changesWindow { view.sendWillMove(toWindow: newWindow) }
      view.isChangingSuperview = true
      view.removeFromSuperview()
      view.isChangingSuperview = false
    } else {
      subviewStorage.removeAll { $0 === view }
    }
    let i = min(max(index, 0), subviewStorage.count)
    placeLayer()
    subviewStorage.insert(view, at: i)
    view.superview = self
    setNeedsAutoLayout()
    setNeedsLayout()
    if moving {
      if changesWindow { view.sendDidMoveToWindow() }
      view.didMoveToSuperview()
      didAddSubview(view)
      view.propagateTintChange()
    }
  }

  func placeLayer(of view: UIView, at index: Int) {
    let others = subviewStorage.filter { $0 !== view }
    if index < others.count, index >= 0 {
      layer.insertSublayer(view.layer, below: others[index].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }
}


extension UIView {
  /// Shows this root view in `window` (nil: in none), as a scene's root view is while
  /// Interface Builder lays it out and draws it, telling it and its subviews
  /// (`willMove(toWindow:)`, `didMoveToWindow()`). The window holds nothing: the view stays
  /// the root of its hierarchy, whose layout and drawing start at it.
  ///
  /// Differs from UIKit: the view is not among the window's subviews, and its superview
  /// stays nil.
  package func host(in window: UIWindow?) {
    let old = self.window
    guard old !== window else { return }
    sendWillMove(toWindow: window)
    hostingWindow = window
    sendDidMoveToWindow()
  }

  /// `willMove(toWindow:)` to the view and its subviews, the view first, as UIKit sends it.
  func sendWillMove(toWindow window: UIWindow?) {
    observingWindowMove { willMove(toWindow: window) }
    for sub in subviewStorage { sub.sendWillMove(toWindow: window) }
  }

  /// `didMoveToWindow()` to the view and its subviews, the view first.
  func sendDidMoveToWindow() {
    observingWindowMove { didMoveToWindow() }
    for sub in subviewStorage { sub.sendDidMoveToWindow() }
  }

  /// Runs a window-move method between the render's observer calls, so that a designable
  /// that crashes or hangs there is blamed.
  private func observingWindowMove(_ body: () -> Void) {
    let observer = ResourceEnvironment.currentObserver
    observer?.willCall(.moveToWindow, on: self)
    defer { observer?.didCall(.moveToWindow, on: self) }
    body()
  }
}
