import Foundation

extension UIView {
  /// A view showing what the view looks like now, as `snapshotView(afterScreenUpdates:)`.
  ///
  /// Differs from UIKit: the snapshot is an image view holding a picture of the hierarchy,
  /// drawn at once (`afterUpdates` changes nothing); nil when the view has no area.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
  }

  /// A view showing the part `rect` (in the view's bounds) of what the view looks like now,
  /// as `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
  ///
  /// Stretched, the snapshot keeps its caps (`capInsets`) at their size, as UIKit's. Differs
  /// from UIKit: nil when `rect` is empty.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let ctx = UIGraphicsGetCurrentContext() else { return nil }
    ctx.translateBy(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY)
    drawHierarchy(
      in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
    let snapshot = UIImageView(frame: CGRect(origin: .zero, size: rect.size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    snapshot.image =
      capInsets == .zero
      ? image : image?.resizableImage(withCapInsets: capInsets, resizingMode: .stretch)
    return snapshot
  }
}
