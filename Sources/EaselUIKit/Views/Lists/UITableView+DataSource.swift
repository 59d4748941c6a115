import Foundation

// The table's data source and delegate API, so that controllers and views written for iOS
// compile. Differs from UIKit: at design time the document's cells are drawn (see
// `UITableView`); data sources are stored and never asked, and `reloadData()` changes
// nothing (COVERAGE.md).

extension UITableViewCell {
  /// How a row is edited, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable, Hashable {
    case none, delete, insert
  }
}

extension UITableView {
  /// How rows animate in and out, as `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row scrolls to, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable, Hashable {
    case none, top, middle, bottom
  }

  static let dataSourceKey = ExtensionKey()
  static let delegateKey = ExtensionKey()
  static let registryKey = ExtensionKey()

  /// The registered reuse identifiers.
  public var registeredCellIdentifiers: Set<String> {
    extensionValue(self, UITableView.registryKey) ?? []
  }

}

/// A table's data source, as `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits an edit.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// A scroll view's delegate, as `UIScrollViewDelegate` (every method optional; never called).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content scrolled.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Dragging will begin.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Dragging will end; the delegate may change where scrolling stops.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Dragging ended.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Deceleration will begin.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// A scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming will begin.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Whether a tap on the status bar may scroll to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// The view scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Leaves the target where it is.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// None: the scroll view does not zoom.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Yes.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A table's delegate, as `UITableViewDelegate` (every method optional; never called).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell will show.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A section's header view.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's header height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section's footer view.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A section's footer height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// None.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// None.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
}
