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
    if moving {
      view.willMove(toSuperview: self)
      view.removeFromSuperview()
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

