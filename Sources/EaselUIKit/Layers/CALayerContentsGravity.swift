import Foundation

/// How a layer's `contents` image is placed in its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name, as Core Animation spells it (`"resizeAspectFill"`).
  public let rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Center.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Top.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Bottom.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Left.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Right.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// Top left.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// Top right.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// Bottom left.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// Bottom right.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Resize.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Resize aspect.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Resize aspect fill.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// Where an image of `size` points lands in `bounds`.
  ///
  /// Core Animation names the vertical gravities in its y-up terms: "top always means Maximum
  /// Y" (CALayer.h). A layer on iOS is not geometry-flipped and its y grows downward, so
  /// `.top` (and `.topLeft`, `.topRight`) puts the image at the visual bottom and `.bottom` at
  /// the visual top, as on a device. `UIView.ContentMode`'s `.top` is the visual top: UIKit
  /// gives its layer `.bottom` (`ContentMode.contentsGravity`).
  /// An unknown gravity behaves like `.resize`, as Core Animation's does.
  public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
    let (w, h) = (size.width, size.height)
    func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
    let midX = bounds.midX - w / 2
    let midY = bounds.midY - h / 2
    let maxY = bounds.maxY - h  // "top": Core Animation's maximum Y
    let minY = bounds.minY  // "bottom": its minimum Y
    switch self {
    case .center: return at(midX, midY)
    case .top: return at(midX, maxY)
    case .bottom: return at(midX, minY)
    case .left: return at(bounds.minX, midY)
    case .right: return at(bounds.maxX - w, midY)
    case .topLeft: return at(bounds.minX, maxY)
    case .topRight: return at(bounds.maxX - w, maxY)
    case .bottomLeft: return at(bounds.minX, minY)
    case .bottomRight: return at(bounds.maxX - w, minY)
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else { return bounds }
      let sx = bounds.width / w
      let sy = bounds.height / h
      let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let (nw, nh) = (w * s, h * s)
      return CGRect(x: bounds.midX - nw / 2, y: bounds.midY - nh / 2, width: nw, height: nh)
    default: return bounds
    }
  }
}


/// Corners of a layer, as `CACornerMask` (`maskedCorners`).
///
/// Core Animation names corners in y-up terms: on iOS `layerMinXMinYCorner` is the visual
/// top-left, as here.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner on iOS.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner on iOS.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner on iOS.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner on iOS.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String
  /// Creates a curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Circular corners.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous corners, as UIKit's rounded rectangles have.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
