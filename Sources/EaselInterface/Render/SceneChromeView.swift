import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation

/// The bars over a controller's view, laid out for the view's size (so they follow a
/// `--device` resize): the status bar and navigation bar at the top, the tab bar and the
/// toolbar above it at the bottom.
@MainActor
final class SceneChromeView: UIView {
  var statusBar: StatusBarView? { didSet { adopt(oldValue, statusBar) } }
  var navigationBar: UINavigationBar? { didSet { adopt(oldValue, navigationBar) } }
  var toolbar: UIToolbar? { didSet { adopt(oldValue, toolbar) } }
  var tabBar: UITabBar? { didSet { adopt(oldValue, tabBar) } }
  /// Whether the status bar is set to none (`<nil key="simulatedStatusBarMetrics"/>`, or a
  /// popover's content).
  var statusBarHidden = false { didSet { setNeedsLayout() } }
  /// Whether a phone without a notch shows no status bar (documents from Xcode 11 on:
  /// `SceneHost.omitsPlainStatusBar`); a notched screen it is resized to still shows one.
  var plainStatusBarHidden = false { didSet { setNeedsLayout() } }
  /// A freeform controller's device: its size is no phone's, so its status bar is no taller
  /// than the device's, as `SceneHost.configure` lays its view out (a 400×1000 scene for a
  /// 4.7-inch phone is under 20 points, not a guessed notch).
  var freeformDevice: CGSize? { didSet { setNeedsLayout() } }
  /// Scroll views under the navigation bar, with their tops in the root view: their content
  /// is inset to start below the bar, whatever its height.
  var scrollViewsUnderBar: [(view: UIScrollView, top: CGFloat)] = [] {
    didSet { setNeedsLayout() }
  }
  /// The inset given to each of them so far.
  private var appliedInsets: [CGFloat] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
  }

  private func adopt(_ old: UIView?, _ new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    if let status = statusBar { bringSubviewToFront(status) }
    setNeedsLayout()
  }

  /// The status bar's height now.
  var statusBarHeight: CGFloat { statusBarHeight(size: bounds.size) }

  /// The status bar's height on a screen of `size`.
  func statusBarHeight(size: CGSize) -> CGFloat {
    if statusBarHidden || navigationBar == nil { return 0 }
    if plainStatusBarHidden, SceneHost.hasPlainStatusBar(size) { return 0 }
    let height = SceneChrome.statusBarHeight(size: size)
    guard let device = freeformDevice else { return height }
    return min(height, SceneChrome.statusBarHeight(size: device))
  }

  /// The height the status and navigation bars cover at the top.
  var topBarHeight: CGFloat { topBarHeight(size: bounds.size) }

  /// The height the status and navigation bars cover at the top of a screen of `size`.
  func topBarHeight(size: CGSize) -> CGFloat {
    guard let bar = navigationBar else { return 0 }
    return statusBarHeight(size: size) + UINavigationBar.standardHeight
      + (bar.showsLargeTitleWhenTall ? UINavigationBar.largeTitleHeight : 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    navigationBar?.frame = CGRect(x: 0, y: 0, width: width, height: topBarHeight)
    statusBar?.frame = CGRect(x: 0, y: 0, width: width, height: statusBarHeight)
    var bottom = bounds.height
    if let bar = tabBar {
      let height = UITabBar.standardBarHeight(screenHeight: bounds.height, width: width)
      bar.frame = CGRect(x: 0, y: bottom - height, width: width, height: height)
      bottom -= height
    }
    toolbar?.frame = CGRect(x: 0, y: bottom - 44, width: width, height: 44)
    insetScrollViews()
  }

  /// Insets the scroll views under the bar by the bar's current height.
  private func insetScrollViews() {
    if appliedInsets.count != scrollViewsUnderBar.count {
      appliedInsets = Array(repeating: 0, count: scrollViewsUnderBar.count)
    }
    for (i, entry) in scrollViewsUnderBar.enumerated() {
      let inset = max(0, topBarHeight - entry.top)
      let scroll = entry.view
      scroll.contentInset.top += inset - appliedInsets[i]
      appliedInsets[i] = inset
      scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.contentInset.top)
    }
  }
}
