import Foundation

/// A pull-to-refresh control, as `UIRefreshControl`.
///
/// Differs from UIKit: it is never drawn (on iOS it shows only while the content is pulled
/// down); its properties are stored (COVERAGE.md).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner (stored).
  open var attributedTitle: NSAttributedString?

  /// Starts a refresh.
  open func beginRefreshing() { isRefreshing = true }
  /// Ends a refresh.
  open func endRefreshing() { isRefreshing = false }
}

