import Foundation

/// User space and device space, as Core Graphics converts between them: through the current
/// transformation matrix (`ctm`), which maps user space onto the device. A size is converted
/// by the matrix without its translation, a rectangle to the smallest one enclosing its
/// transformed corners.
extension CGContext {
  /// The affine transform from user space to device space: the CTM.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  /// `point` in device space.
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

  /// `point`, a device-space point, in user space.
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

  /// `size` in device space.
  public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

  /// `size`, a device-space size, in user space.
  public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

  /// `rect` in device space.
  public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

  /// `rect`, a device-space rectangle, in user space.
  public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
