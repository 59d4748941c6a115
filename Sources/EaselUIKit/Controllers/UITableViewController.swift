import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A controller whose view is a table view, as `UITableViewController`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table's style.
  public let style: UITableView.Style
  /// Whether the selection clears when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller with a table of `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller from a storyboard.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table view (the controller's view).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes the table view, with this controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  // MARK: Data source and delegate, for subclasses to override as on iOS (never called at
  // design time): every member of the protocols, with the protocols' defaults.

  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }

  // MARK: UITableViewDataSource

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Editable.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// None: no index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// No. Differs from UIKit: UIKit shows the reordering control when the data source implements `tableView(_:moveRowAt:to:)`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// The section at the title's position.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  // MARK: UITableViewDelegate

  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// None.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// None.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// None.
  open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Yes.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No.
  open func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Yes.
  open func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// None: no menu.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  /// None: the default Delete action.
  open func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath
  ) -> [UITableViewRowAction]? {
    nil
  }
  /// Delete, for an editable row.
  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    .delete
  }
  /// The automatic height.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// The automatic height.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// The automatic height.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// No indentation.
  open func tableView(
    _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int { 0 }
  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
  }
  /// None: the cell itself.
  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None: the cell itself.
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// The table's `selectionFollowsFocus`.
  open func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    tableView.selectionFollowsFocus
  }
  /// No.
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    false
  }
  /// Yes.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  open func tableView(
    _ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    true
  }
  /// The proposed index path.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }
  /// None: the localized "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    nil
  }
  /// None: the default actions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(
    _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// The row itself.
  open func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }
  /// Does nothing.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Leaves the target where it is.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// None: the scroll view does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Yes.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

  /// The table view's pull-to-refresh control, as `UITableViewController.refreshControl`.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }
}
