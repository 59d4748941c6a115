import Foundation

extension UIView {
  /// Whether `point` (in this view's coordinates) is inside the bounds.
  public func point(inside point: CGPoint, with event: AnyObject?) -> Bool {
    bounds.contains(point)
  }

  /// Called by the layer when its bounds change: resizes subviews by their autoresizing
  /// masks and redraws `.redraw` views, as UIKit does.
  func layerBoundsDidChange(from old: CGRect) {
    guard old.size != bounds.size else { return }
    if contentMode == .redraw { setNeedsDisplay() }
    if superview == nil { setNeedsAutoLayout() } else { subtreeSizeDidChange() }
    guard autoresizesSubviews else { return }
    // Views placed by constraints are the engine's to move, as in UIKit.
    for v in subviewStorage
    where !v.autoresizingMask.isEmpty && v.translatesAutoresizingMaskIntoConstraints {
      v.autoresize(from: old.size, to: bounds.size)
    }
  }

  /// Applies the autoresizing mask for a superview size change.
  func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    let f = frame
    let m = autoresizingMask
    func distribute(
      _ delta: CGFloat, _ parts: [(flexible: Bool, value: CGFloat)]
    ) -> [CGFloat] {
      let flexible = parts.filter(\.flexible)
      guard !flexible.isEmpty, delta != 0 else { return parts.map(\.value) }
      let total = flexible.reduce(0) { $0 + max($1.value, 0) }
      return parts.map { p in
        guard p.flexible else { return p.value }
        let share = total > 0 ? max(p.value, 0) / total : 1 / CGFloat(flexible.count)
        return p.value + delta * share
      }
    }
    let h = distribute(
      newSize.width - oldSize.width,
      [
        (m.contains(.flexibleLeftMargin), f.minX), (m.contains(.flexibleWidth), f.width),
        (m.contains(.flexibleRightMargin), oldSize.width - f.maxX),
      ])
    let v = distribute(
      newSize.height - oldSize.height,
      [
        (m.contains(.flexibleTopMargin), f.minY), (m.contains(.flexibleHeight), f.height),
        (m.contains(.flexibleBottomMargin), oldSize.height - f.maxY),
      ])
    frame = CGRect(x: h[0], y: v[0], width: max(h[1], 0), height: max(v[1], 0))
  }

}
