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

/// A table's data source, as `UITableViewDataSource`, with every member UIKit declares
/// (`scripts/facade-protocol-members`), the optional ones with UIKit's defaults; never asked.
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
  /// `sectionIndexTitlesForTableView:`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// `tableView:canMoveRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// `tableView:moveRowAtIndexPath:toIndexPath:`.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// `tableView:sectionForSectionIndexTitle:atIndex:`.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
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
  /// None: no index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// No. Differs from UIKit: UIKit shows the reordering control when the data source implements `tableView(_:moveRowAt:to:)`.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// The section at the title's position.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
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

/// A table's delegate, as `UITableViewDelegate`: every member UIKit declares, optional, with
/// UIKit's defaults; never called.
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
  /// `indexPathForPreferredFocusedViewInTableView:`.
  func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  /// `tableView:accessoryButtonTappedForRowWithIndexPath:`.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// `tableView:canFocusRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// `tableView:canPerformAction:forRowAtIndexPath:withSender:` (deprecated on iOS).
  func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// `tableView:canPerformPrimaryActionForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool
  /// `tableView:contextMenuConfigurationForRowAtIndexPath:point:`.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// `tableView:didBeginMultipleSelectionInteractionAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// `tableView:didEndDisplayingCell:forRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// `tableView:didEndDisplayingFooterView:forSection:`.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// `tableView:didEndDisplayingHeaderView:forSection:`.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// `tableView:didEndEditingRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// `tableView:didHighlightRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// `tableView:didUnhighlightRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// `tableView:didUpdateFocusInContext:withAnimationCoordinator:`.
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// `tableView:editActionsForRowAtIndexPath:` (deprecated on iOS).
  func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath
  ) -> [UITableViewRowAction]?
  /// `tableView:editingStyleForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle
  /// `tableView:estimatedHeightForFooterInSection:`.
  func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat
  /// `tableView:estimatedHeightForHeaderInSection:`.
  func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat
  /// `tableView:estimatedHeightForRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// `tableView:indentationLevelForRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// `tableView:performAction:forRowAtIndexPath:withSender:` (deprecated on iOS).
  func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?)
  /// `tableView:performPrimaryActionForRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  /// `tableView:previewForDismissingContextMenuWithConfiguration:`.
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// `tableView:previewForHighlightingContextMenuWithConfiguration:`.
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// `tableView:selectionFollowsFocusForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool
  /// `tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// `tableView:shouldHighlightRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// `tableView:shouldIndentWhileEditingRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool
  /// `tableView:shouldShowMenuForRowAtIndexPath:` (deprecated on iOS).
  func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// `tableView:shouldSpringLoadRowAtIndexPath:withContext:`.
  func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool
  /// `tableView:shouldUpdateFocusInContext:`.
  func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool
  /// `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// `tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// `tableView:willBeginEditingRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// `tableView:willDeselectRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// `tableView:willDisplayContextMenuWithConfiguration:animator:`.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// `tableView:willDisplayFooterView:forSection:`.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// `tableView:willDisplayHeaderView:forSection:`.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// `tableView:willEndContextMenuInteractionWithConfiguration:animator:`.
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// `tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// `tableView:willSelectRowAtIndexPath:`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// `tableViewDidEndMultipleSelectionInteraction:`.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
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
  /// None.
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Yes.
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No.
  public func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// None: no menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  /// None: the default Delete action.
  public func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath
  ) -> [UITableViewRowAction]? {
    nil
  }
  /// Delete, for an editable row.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    .delete
  }
  /// The automatic height.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// The automatic height.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// The automatic height.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// No indentation.
  public func tableView(
    _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int { 0 }
  /// None.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  {}
  /// None: the cell itself.
  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None: the cell itself.
  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// The table's `selectionFollowsFocus`.
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    tableView.selectionFollowsFocus
  }
  /// No.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    false
  }
  /// Yes.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  {
    true
  }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  public func tableView(
    _ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath
  ) -> Bool { false }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    true
  }
  /// The proposed index path.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }
  /// None: the localized "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    nil
  }
  /// None: the default actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(
    _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// The row itself.
  public func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? { indexPath }
  /// Does nothing.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
}
