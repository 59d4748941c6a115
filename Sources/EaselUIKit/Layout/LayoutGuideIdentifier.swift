import Foundation

/// The identifiers of the layout guides the engine knows how to place.
package enum LayoutGuideIdentifier {
  /// `safeAreaLayoutGuide`.
  package static let safeArea = "UIViewSafeAreaLayoutGuide"
  /// `layoutMarginsGuide`.
  package static let layoutMargins = "UIViewLayoutMarginsGuide"
  /// `readableContentGuide`.
  package static let readableContent = "UIViewReadableContentGuide"
  /// A view controller's `topLayoutGuide`: from the top of its view to the safe area's top.
  package static let top = "_UILayoutGuide-top"
  /// A view controller's `bottomLayoutGuide`: from the safe area's bottom to the view's.
  package static let bottom = "_UILayoutGuide-bottom"
  /// A scroll view's `contentLayoutGuide`.
  package static let scrollContent = "UIScrollViewContentLayoutGuide"
  /// A scroll view's `frameLayoutGuide`.
  package static let scrollFrame = "UIScrollViewFrameLayoutGuide"
}
