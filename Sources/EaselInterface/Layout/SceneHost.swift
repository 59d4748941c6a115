import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// What a view controller's window and bars give its root view for Auto Layout: the safe
/// area insets (status bar or notch, navigation bar, tab bar or toolbar, home indicator)
/// and the system minimum layout margins, for the screen the scene is laid out on.
///
/// Differs from UIKit: the notch and home-indicator sizes come from the screen size
/// (Interface Builder's simulated devices), not from a real window.
@MainActor
enum SceneHost {
  /// The safe area insets of a full-screen controller on a screen of `size`, with no bars
  /// but the status bar (hidden when `statusBarHidden`; a notch stays).
  static func screenInsets(size: CGSize, statusBarHidden: Bool) -> UIEdgeInsets {
    let (w, h) = (size.width, size.height)
    let landscape = w > h
    let long = max(w, h)
    let short = min(w, h)
    let phone = short < 600
    let notched = phone ? long >= 812 : [1133, 1180, 1194, 1210, 1366, 1376].contains(long)
    if phone && landscape {
      return notched ? UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : .zero
    }
    // The notched phones' status bars as Interface Builder simulates them: X/XS and the
    // 896-point XR/11 and XS Max 44 (stored by Xcode 10, 11 and 13 documents: 8 of 8 scenes of
    // the layout sample's working part; iOS 14 itself gives the XR 48), 12–14 47, 14 Pro and
    // later 59.
    let notchTops: [CGFloat: CGFloat] = [812: 44, 896: 44, 844: 47, 926: 47, 852: 59, 932: 59]
    let status =
      notchTops[long].map { phone ? $0 : SceneChrome.statusBarHeight(size: size) }
      ?? SceneChrome.statusBarHeight(size: size)
    let top: CGFloat
    if phone {
      top = notched ? status : (statusBarHidden ? 0 : 20)
    } else {
      top = statusBarHidden && !notched ? 0 : (notched ? 24 : 20)
    }
    let bottom: CGFloat = notched ? (phone ? 34 : 20) : 0
    return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  /// Whether `element` (a controller, or a xib's top-level view) is under no status bar on
  /// any screen: it sets none (`<nil key="simulatedStatusBarMetrics"/>`), or it is a
  /// controller presented as a popover (the destination of a `popoverPresentation` segue),
  /// whose content Interface Builder lays out from its own top (4 of 4 such controllers in
  /// the shared corpus and the other repositories fetched here, Xcode 10 and 14).
  static func hidesStatusBar(_ element: IBElement, document: IBDocument) -> Bool {
    if element.child(key: "simulatedStatusBarMetrics")?.name == "nil" { return true }
    guard let id = element.id, element.isViewControllerElement else { return false }
    return document.root.descendants().contains {
      $0.name == "segue" && $0["kind"] == "popoverPresentation" && $0["destination"] == id
    }
  }

  /// Whether the document's Interface Builder draws no status bar on phones without a notch:
  /// Xcode 11 and later (tools version 14800 and up) lay such a phone's canvas out from the
  /// top of the screen. Measured on the stored frames of views pinned to a safe area's top,
  /// on 4-, 4.7- and 5.5-inch phones in portrait (the shared corpus, the layout sample's
  /// working part and the other repositories fetched here): the full-screen controllers of
  /// Xcode 9 and 10 documents (tools versions 13196–14490) start their safe area at 20, or 64
  /// under a navigation bar (202 of 202, 22 repositories); those of Xcode 11 to 16
  /// (14868–23504) at 0, or 44 under a bar (28 of 30, 15 repositories; both others in one
  /// long-lived project), whatever their presentation, and so do xib views (11 of 11). A
  /// notch's status bar stays.
  static func omitsPlainStatusBar(_ document: IBDocument) -> Bool {
    document.toolsBuild >= 14800
  }

  /// Whether a screen of `size` is a phone's without a notch in portrait, whose status bar
  /// is the plain 20 points.
  static func hasPlainStatusBar(_ size: CGSize) -> Bool {
    size.width < size.height && size.width < 600 && size.height < 812
  }

  /// Whether `element` is under no status bar on the document's own device: it hides it
  /// (`hidesStatusBar`), or the device is a phone without a notch and the document's
  /// Interface Builder draws none there (`omitsPlainStatusBar`).
  static func simulatesNoStatusBar(_ element: IBElement, document: IBDocument) -> Bool {
    if hidesStatusBar(element, document: document) { return true }
    guard omitsPlainStatusBar(document), let screen = Device.of(document)?.size else {
      return false
    }
    return hasPlainStatusBar(screen)
  }

  /// The system minimum margins of a controller's root view: 16 points at the sides on
  /// narrow phones, 20 on wider screens; none at the top and bottom.
  static func rootMargins(width: CGFloat) -> UIEdgeInsets {
    let side: CGFloat = width > 390 ? 20 : 16
    return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// Gives a controller's root view its host's safe area and margins. `screen` is the
  /// device's screen (nil for a freeform controller, whose view is its screen). A view
  /// shorter than the screen under a navigation bar starts below the bar (an opaque bar,
  /// or a document that stores it so; or, without a bar found, one shorter by the status and
  /// navigation bars' height); one stored below the bars (`minY` > 0) starts there.
  /// `device`: the document's device; a freeform controller's view is under no taller
  /// status bar than the device's (not a notch guessed from the freeform size).
  /// `aboveBottomBars`: the height of the opaque bottom bars the view ends above
  /// (`SceneChrome`), which is no part of a gap the top bars leave.
  static func configure(
    _ view: UIView, storedFrame: CGRect?, screen: CGSize?, device: CGSize? = nil,
    statusBarHidden: Bool,
    navigationBar: UINavigationBar?, inferredNavigationBar: Bool = false, tabBar: Bool,
    toolbar: Bool, aboveBottomBars: CGFloat = 0
  ) {
    let viewSize = storedFrame?.size ?? view.bounds.size
    let size =
      screen ?? storedFrame.map { CGSize(width: $0.width, height: $0.maxY) } ?? view.bounds.size
    var insets = screenInsets(size: size, statusBarHidden: statusBarHidden)
    if screen == nil, let device {
      // A freeform size is no phone's: a tall one takes no notch the device has not.
      insets.top = min(
        insets.top, screenInsets(size: device, statusBarHidden: statusBarHidden).top)
    }
    let barsTop = insets.top + UINavigationBar.standardHeight
    if let bar = navigationBar {
      insets.top +=
        UINavigationBar.standardHeight
        + (bar.showsLargeTitleWhenTall ? UINavigationBar.largeTitleHeight : 0)
    } else if inferredNavigationBar {
      insets.top += UINavigationBar.standardHeight
    }
    if tabBar {
      insets.bottom = UITabBar.standardBarHeight(screenHeight: size.height, width: size.width)
    } else if toolbar {
      insets.bottom += 44
    }
    var top = storedFrame?.minY ?? 0
    let gap = size.height - viewSize.height - top - aboveBottomBars
    if top == 0, gap > 0.5, navigationBar != nil {
      top = min(insets.top, gap)
    } else if top == 0, gap >= barsTop - 0.5 {
      // Shorter than the screen by the status and navigation bars: it starts below them.
      top = barsTop
    }
    insets.top = max(0, insets.top - top)
    insets.bottom = max(0, insets.bottom - max(0, size.height - top - viewSize.height))
    view.autoLayout.hostSafeAreaInsets = insets
    view.layoutMargins = rootMargins(width: viewSize.width)
  }

  /// Whether Interface Builder infers a navigation bar for `vc`: a `show` or `push` segue
  /// leads to it from a controller that simulates one (`simulatedTopBarMetrics`) or infers
  /// one itself, as its Simulated Metrics "Inferred" setting does.
  static func infersNavigationBar(_ vc: IBElement, document: IBDocument) -> Bool {
    var visited: Set<String> = []
    func walk(_ vc: IBElement, depth: Int) -> Bool {
      guard depth < 8, let id = vc.id, visited.insert(id).inserted else { return false }
      if vc.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
        return depth > 0
      }
      for segue in document.root.descendants() where segue.name == "segue" {
        guard segue["destination"] == id, segue["kind"] == "show" || segue["kind"] == "push",
          let source = segue.ancestors.first(where: \.isViewControllerElement)
        else { continue }
        if source.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil
          || walk(source, depth: depth + 1)
        {
          return true
        }
      }
      return false
    }
    return walk(vc, depth: 0)
  }

  /// Gives a xib's top-level view a root view's side margins, and a plain view (not a
  /// cell; freeform only when screen-like, 400 points or taller) the safe area of the
  /// document's screen with the view at its top left, as Interface Builder simulates it
  /// (measured on the corpus: cells and small freeform views are laid out against their own
  /// edges).
  static func configureTopLevel(_ view: UIView, element: IBElement, document: IBDocument) {
    let size = element.frame?.size ?? view.bounds.size
    if element.child("edgeInsets", key: "layoutMargins") == nil {
      let side = rootMargins(width: size.width).left
      view.layoutMargins.left = side
      view.layoutMargins.right = side
    }
    let freeform = element.child("freeformSimulatedSizeMetrics") != nil
    guard element.name == "view", !freeform || size.height >= 400,
      let screen = Device.of(document)?.size
    else { return }
    let hidden = simulatesNoStatusBar(element, document: document)
    let s = screenInsets(size: screen, statusBarHidden: hidden)
    // A freeform view is not the screen: only the status bar covers it.
    view.autoLayout.hostSafeAreaInsets =
      freeform
      ? UIEdgeInsets(top: min(s.top, size.height), left: 0, bottom: 0, right: 0)
      : UIEdgeInsets(
        top: min(s.top, size.height), left: min(s.left, size.width),
        bottom: max(0, size.height - (screen.height - s.bottom)),
        right: max(0, size.width - (screen.width - s.right)))
  }

  /// Moves a controller's root view (one with host insets) to another screen size: the
  /// screen's part of the safe area is the new screen's, the bars' part stays, and the
  /// margins follow the width. `plainStatusBarHidden`: the document's Interface Builder
  /// draws no status bar on phones without a notch (`omitsPlainStatusBar`), before or after.
  /// `alone`: the view is shown outside any window (`SceneChrome.alone`), so it keeps no safe
  /// area at any size.
  static func resize(
    _ view: UIView, from old: CGSize, to new: CGSize, plainStatusBarHidden: Bool = false,
    alone: Bool = false
  ) {
    if alone, view.autoLayout.hostSafeAreaInsets != nil {
      // Shown alone (`SceneChrome.alone`): no safe area at any size.
      view.autoLayout.hostSafeAreaInsets = .zero
      view.layoutMargins = rootMargins(width: new.width)
      return
    }
    guard let insets = view.autoLayout.hostSafeAreaInsets else { return }
    let before = screenInsets(
      size: old, statusBarHidden: plainStatusBarHidden && hasPlainStatusBar(old))
    let after = screenInsets(
      size: new, statusBarHidden: plainStatusBarHidden && hasPlainStatusBar(new))
    let oldTab = UITabBar.standardBarHeight(screenHeight: old.height, width: old.width)
    let newTab = UITabBar.standardBarHeight(screenHeight: new.height, width: new.width)
    var bottom = max(0, insets.bottom - before.bottom) + after.bottom
    if abs(insets.bottom - oldTab) < 0.5 { bottom = newTab }
    view.autoLayout.hostSafeAreaInsets = UIEdgeInsets(
      top: max(0, insets.top - before.top) + after.top, left: after.left, bottom: bottom,
      right: after.right)
    view.layoutMargins = rootMargins(width: new.width)
  }
}
