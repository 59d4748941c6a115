import Foundation

extension UIView {
  /// The smallest size that satisfies the view's constraints and content (subviews and
  /// their intrinsic sizes), pulled towards `targetSize` at `fittingSizeLevel`, as UIKit
  /// (`UIView.layoutFittingCompressedSize` for the smallest, `…ExpandedSize` for the largest).
  /// A view without constraints inside reports its intrinsic size where it has one, else its
  /// current size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that fits `targetSize` with the given priorities for each axis (`.required`
  /// fixes that axis at the target, as a cell's width when its height is measured).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    guard treeHasConstraints else {
      let i = intrinsicContentSize
      return CGSize(
        width: i.width == UIView.noIntrinsicMetric ? bounds.width : i.width,
        height: i.height == UIView.noIntrinsicMetric ? bounds.height : i.height)
    }
    let engine = LayoutEngine(root: self)
    engine.fitting = (targetSize, horizontal, vertical)
    engine.solve()
    return engine.box(of: self)?.frame.size ?? bounds.size
  }
}
