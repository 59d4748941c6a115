import Foundation

/// A view whose content can be larger than its bounds, as `UIScrollView`.
///
/// As in UIKit, `contentOffset` is the bounds origin, so subviews are drawn shifted by it.
/// Scroll indicators are not drawn (they only show while scrolling).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// The pull-to-refresh control (stored; not added to the view or drawn, as it is hidden
  /// until a pull on iOS).
  open var refreshControl: UIRefreshControl?
  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// Whether the user can scroll (stored; there are no events).
  open var isScrollEnabled = true
  /// Whether scrolling bounces (stored).
  open var bounces = true
  /// Whether scrolling always bounces vertically (stored).
  open var alwaysBounceVertical = false
  /// Whether scrolling always bounces horizontally (stored).
  open var alwaysBounceHorizontal = false
  /// Whether scrolling snaps to pages (stored).
  open var isPagingEnabled = false
  /// Whether the horizontal indicator shows while scrolling (stored; not drawn at rest).
  open var showsHorizontalScrollIndicator = true
  /// Whether the vertical indicator shows while scrolling (stored; not drawn at rest).
  open var showsVerticalScrollIndicator = true
  /// The smallest zoom scale (stored).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (stored).
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale (stored).
  open var zoomScale: CGFloat = 1
  /// Whether zooming bounces (stored).
  open var bouncesZoom = true
  /// Whether scrolling locks to one axis (stored).
  open var isDirectionalLockEnabled = false
  /// How dragging dismisses the keyboard (stored).
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// How the safe area adjusts the content insets (stored; there is no safe area here).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// The scroll indicators' style (stored; indicators are not drawn at rest).
  open var indicatorStyle: IndicatorStyle = .default

  /// How dragging dismisses the keyboard, as `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable, Hashable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// How the safe area adjusts content insets, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
  }

  /// The colour scheme of the indicators, as `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable, Hashable {
    case `default`, black, white
  }

  /// Creates a scroll view (it clips to its bounds).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creates a scroll view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The scrolled-to point: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Scrolls to `offset` (never animated here).
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// The insets in effect (the content insets; there are no safe-area adjustments).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
}
