import Foundation

extension UIView {
  /// Draws the view and its subviews, scaled into `rect`, into the current context, as
  /// iOS's snapshot drawing does. Returns false if there is no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else {
      return false
    }
    ctx.canvas.save()
    ctx.canvas.concatenate(
      CGAffineTransform(
        a: rect.width / bounds.width, b: 0, c: 0, d: rect.height / bounds.height,
        tx: rect.minX, ty: rect.minY))
    LayerRenderer().render(self, on: ctx.canvas)
    ctx.canvas.restore()
    return true
  }
}

/// The device, as `UIDevice`: an iPhone running a recent iOS, as Interface Builder
/// previews default to.
@preconcurrency @MainActor
public final class UIDevice {
  /// The kind of device, as `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
  }

  /// The device the render is for.
  public static var current: UIDevice { UIDevice() }

  /// The kind of device: a phone.
  public var userInterfaceIdiom: Idiom { .phone }
  /// The system name.
  public var systemName: String { "iOS" }
  /// The system version Easel's UIKit layer follows.
  public var systemVersion: String { "17.0" }
  /// The model.
  public var model: String { "iPhone" }
  /// The device's name.
  public var name: String { "iPhone" }
}

/// The kind of device, as `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UIDevice.Idiom
