import Foundation

/// A controller whose view is a collection view, as `UICollectionViewController`.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  public let collectionViewLayout: UICollectionViewLayout
  /// Whether the selection clears when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether the layout changes with navigation (stored).
  open var useLayoutToLayoutNavigationTransitions = false

  /// Creates a controller with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout.
  public override init(nibName: String?, bundle: Bundle?) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller from a storyboard.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the controller's view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view, with this controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  // MARK: Data source and delegate, for subclasses to override as on iOS (asked at layout
  // when the controller made its collection view, `loadView()`): every member of the
  // protocols, with the protocols' defaults.

  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// A plain cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }

  // MARK: UICollectionViewDataSource

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No: items do not move.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// The first item of section `index`.
  open func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// A plain reusable view. Differs from UIKit: UIKit fails when its layout asks for one the data source does not give.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// None.
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  // MARK: UICollectionViewDelegate

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  open func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }
  /// None: the cell itself.
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  /// None: the cell itself.
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  /// None: no menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// None: no menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}
  /// None: the cell itself.
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None: the cell itself.
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
  /// None.
  open func collectionView(
    _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIWindowScene.ActivationConfiguration? { nil }
  /// The collection view's `selectionFollowsFocus`.
  open func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool {
    collectionView.selectionFollowsFocus
  }
  /// No.
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// No.
  open func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool {
    false
  }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  /// Yes.
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool { true }
  /// The proposed offset.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
  /// The proposed index path.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// The proposed index path.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// A transition layout between the two.
  open func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// Does nothing.
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
  }
  /// None.
  open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    nil
  }

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

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var installsStandardGestureForInteractiveMovement: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewController.installsStandardGestureForInteractiveMovement",
        default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self,
        "UICollectionViewController.installsStandardGestureForInteractiveMovement")
    }
  }
  // facade-inventory:end
}
