import Foundation

extension UIView {
  /// The subviews, back to front.
  public var subviews: [UIView] { subviewStorage }

  /// Adds `view` as the frontmost subview (its layer the frontmost sublayer), moving it from
  /// any previous superview. Adding a view to itself or to a descendant is ignored.
  public func addSubview(_ view: UIView) {
    insert(view, at: subviewStorage.count) { self.layer.addSublayer(view.layer) }
  }

  /// Inserts `view` at `index` among the subviews (clamped), its layer just below the layer
  /// of the subview that was at `index`.
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index) { placeLayer(of: view, at: index) }
  }

  /// Inserts `view` just below `sibling`.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      addSubview(view)
      return
    }
    detachIfChild(view)
    let i = subviewStorage.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: i)
  }

  /// Inserts `view` just above `sibling`.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      addSubview(view)
      return
    }
    detachIfChild(view)
    let i = (subviewStorage.firstIndex { $0 === sibling } ?? subviewStorage.count - 1) + 1
    insertSubview(view, at: i)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.append(view)
    layer.addSublayer(view.layer)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.insert(view, at: 0)
    layer.insertSublayer(view.layer, at: 0)
  }

  /// Swaps two subviews (and their layers).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2),
      index1 != index2
    else { return }
    let a = subviewStorage[index1]
    let b = subviewStorage[index2]
    subviewStorage.swapAt(index1, index2)
    let la = layer.sublayerStorage.firstIndex { $0 === a.layer }
    let lb = layer.sublayerStorage.firstIndex { $0 === b.layer }
    if let la, let lb { layer.sublayerStorage.swapAt(la, lb) }
  }

  /// Detaches the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviewStorage.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    parent.setNeedsAutoLayout()
    parent.setNeedsLayout()
    didMoveToSuperview()
  }

  /// Whether `view` is this view or one of its ancestors.
  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let c = v {
      if c === view { return true }
      v = c.superview
    }
    return false
  }

  /// The first view with `tag`, depth-first, starting with this one.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for v in subviewStorage {
      if let found = v.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func detachIfChild(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
  }

  private func insert(_ view: UIView, at index: Int, placeLayer: () -> Void) {
    guard view !== self, !isDescendant(of: view) else { return }
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

  private func placeLayer(of view: UIView, at index: Int) {
    let others = subviewStorage.filter { $0 !== view }
    if index < others.count, index >= 0 {
      layer.insertSublayer(view.layer, below: others[index].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }
}

extension UIView {
  /// Makes the view (or a subview) that is first responder resign; returns whether it did.
  /// Nothing is first responder in a still render, so there is nothing to end.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { true }
}
