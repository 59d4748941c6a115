import Foundation

extension UIView {
  /// The rectangle Auto Layout and nib decoding write for the view, in its superview's
  /// coordinates: its bounds' size about its `center` (the anchor point's place), which is
  /// its `frame` while it has no transform.
  ///
  /// UIKit places a view by setting its `bounds` and `center`, never its `frame`, which is
  /// undefined under a transform: the engine does, and a nib stores a view's bounds and
  /// centre, not its frame. So a view that scales or rotates itself keeps the size its
  /// constraints give it before the transform and stays centred where they put it, the
  /// transform drawn about that centre; and a control of fixed size (`UISwitch`) given a
  /// larger stored frame (the box Interface Builder stored for a switch scaled by its code)
  /// sits at its centre.
  package var engineFrame: CGRect {
    get {
      let size = bounds.size
      let anchor = layer.anchorPoint
      return CGRect(
        x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
        width: size.width, height: size.height)
    }
    set {
      // The anchor point's place in the rectangle: its centre, by default. A control of fixed
      // size (which keeps its own bounds) is centred there too.
      let anchor = layer.anchorPoint
      bounds.size = newValue.size
      center = CGPoint(
        x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
    }
  }
}
