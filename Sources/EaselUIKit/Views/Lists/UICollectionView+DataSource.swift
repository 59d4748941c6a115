import Foundation

// The collection view's data source and delegate API. A collection view with a data source
// asks it for its cells at layout and places them with its flow layout (see
// `UICollectionView.layoutSubviews()`); one without shows the document's cells.

extension UICollectionView {
  /// Where an item scrolls to, as `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = Self(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = Self(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = Self(rawValue: 1 << 2)
    /// Left.
    public static let left = Self(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    /// Right.
    public static let right = Self(rawValue: 1 << 5)
  }

  static let dataSourceKey = ExtensionKey()
  static let delegateKey = ExtensionKey()

}

/// A collection view's data source, as `UICollectionViewDataSource`, with every member UIKit
/// declares (`scripts/facade-protocol-members`), the optional ones with UIKit's defaults. A
/// collection view asks `numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`
/// and `collectionView(_:cellForItemAt:)` at layout; the others are declared only.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// `collectionView:canMoveItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:indexPathForIndexTitle:atIndex:`.
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
  /// `collectionView:moveItemAtIndexPath:toIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// `indexTitlesForCollectionView:`.
  func indexTitles(for collectionView: UICollectionView) -> [String]?
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No: items do not move.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// The first item of section `index`.
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// A plain reusable view. Differs from UIKit: UIKit fails when its layout asks for one the data source does not give.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// None.
  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
}

/// A collection view's delegate, as `UICollectionViewDelegate`: every member UIKit declares,
/// optional, with UIKit's defaults; never called.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// An item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// `collectionView:canEditItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:canFocusItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:canPerformAction:forItemAtIndexPath:withSender:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool
  /// `collectionView:canPerformPrimaryActionForItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// `collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// `collectionView:contextMenuConfigurationForItemAtIndexPath:point:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// `collectionView:didBeginMultipleSelectionInteractionAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// `collectionView:didDeselectItemAtIndexPath:`.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// `collectionView:didEndDisplayingCell:forItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// `collectionView:didHighlightItemAtIndexPath:`.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// `collectionView:didUnhighlightItemAtIndexPath:`.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// `collectionView:didUpdateFocusInContext:withAnimationCoordinator:`.
  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// `collectionView:performAction:forItemAtIndexPath:withSender:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?)
  /// `collectionView:performPrimaryActionForItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
  /// `collectionView:previewForDismissingContextMenuWithConfiguration:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// `collectionView:previewForHighlightingContextMenuWithConfiguration:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// `collectionView:sceneActivationConfigurationForItemAtIndexPath:point:`.
  func collectionView(
    _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIWindowScene.ActivationConfiguration?
  /// `collectionView:selectionFollowsFocusForItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldDeselectItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldHighlightItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldSelectItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldShowMenuForItemAtIndexPath:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool
  /// `collectionView:shouldSpringLoadItemAtIndexPath:withContext:`.
  func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool
  /// `collectionView:shouldUpdateFocusInContext:`.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool
  /// `collectionView:targetContentOffsetForProposedContentOffset:`.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint
  /// `collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:` (deprecated on iOS).
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// `collectionView:transitionLayoutForOldLayout:newLayout:`.
  func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout
  /// `collectionView:willDisplayCell:forItemAtIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// `collectionView:willDisplayContextMenuWithConfiguration:animator:`.
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// `collectionView:willEndContextMenuInteractionWithConfiguration:animator:`.
  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// `collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:`.
  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// `collectionViewDidEndMultipleSelectionInteraction:`.
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
  /// `indexPathForPreferredFocusedViewInTableView:`.
  func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  public func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  /// None: the cell itself.
  public func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  /// None: the cell itself.
  public func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  /// None: no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// None: no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}
  /// None: the cell itself.
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None: the cell itself.
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None.
  public func collectionView(
    _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIWindowScene.ActivationConfiguration? { nil }
  /// The collection view's `selectionFollowsFocus`.
  public func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool {
    collectionView.selectionFollowsFocus
  }
  /// No.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  public func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool {
    false
  }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool { true }
  /// The proposed offset.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
  /// The proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// The proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// A transition layout between the two.
  public func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// Does nothing.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
  }
  /// None.
  public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    nil
  }
}

/// A flow layout's delegate, as `UICollectionViewDelegateFlowLayout`: every member UIKit
/// declares, each asked at layout, section by section (`FlowLayoutDelegateAsker`); the
/// defaults are the layout's properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// `collectionView:layout:insetForSectionAtIndex:` (asked at layout).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// `collectionView:layout:minimumInteritemSpacingForSectionAtIndex:` (asked at layout).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// `collectionView:layout:minimumLineSpacingForSectionAtIndex:` (asked at layout).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// `collectionView:layout:referenceSizeForFooterInSection:` (asked at layout).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
  /// `collectionView:layout:referenceSizeForHeaderInSection:` (asked at layout).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's item size (50×50 otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }
  /// The flow layout's `sectionInset` (none otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's `minimumInteritemSpacing` (10 otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  /// The flow layout's `minimumLineSpacing` (10 otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  /// The flow layout's `footerReferenceSize` (none otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
  /// The flow layout's `headerReferenceSize` (none otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
}
