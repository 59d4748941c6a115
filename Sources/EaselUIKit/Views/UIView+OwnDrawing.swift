import Foundation

extension UIView {
  /// The set-up of a control that draws itself in `draw(_:)` (sliders, switches, steppers…),
  /// shared by its `init(frame:)` and `init?(coder:)`: redrawn when resized, not opaque.
  func prepareForOwnDrawing() {
    contentMode = .redraw
    isOpaque = false
  }
}
