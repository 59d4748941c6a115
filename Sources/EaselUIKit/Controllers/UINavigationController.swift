import Foundation

/// A stack of controllers under a navigation bar, as `UINavigationController`.
///
/// Differs from UIKit: the stack is kept and read back, but transitions are not animated and
/// the controller's own view is a plain view (Easel renders scenes from the document, where
/// the bar is drawn from the storyboard's navigation bar) (COVERAGE.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The controllers on the stack, root first.
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
        old.removeFromParent()
      }
      for vc in viewControllers where vc.parent !== self { addChild(vc) }
      navigationBar.items = viewControllers.map(\.navigationItem)
    }
  }
  /// The navigation bar.
  public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  /// The toolbar.
  public let toolbar: UIToolbar! = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden (default true).
  open var isToolbarHidden = true
  /// Whether the bars hide on swipe (stored).
  open var hidesBarsOnSwipe = false
  /// The delegate (stored, weakly held).
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The interactive pop gesture (stored).
  public let interactivePopGestureRecognizer: UIGestureRecognizer? =
    UIScreenEdgePanGestureRecognizer()

  /// Creates a stack with `rootViewController`.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown (the top one: nothing is presented in a render).
  open var visibleViewController: UIViewController? { viewControllers.last }

  /// Pushes `viewController` (at once).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return viewControllers.popLast()
  }

  /// Pops down to the root and returns what was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = Array(viewControllers.prefix(1))
    return popped
  }

  /// Pops down to `viewController` and returns what was popped.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let i = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(viewControllers[(i + 1)...])
    viewControllers = Array(viewControllers[...i])
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
  /// Hides or shows the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation controller's delegate, as `UINavigationControllerDelegate` (optional methods).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// A controller will be shown.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// A controller was shown.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The animator for a push or pop.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interactive driver for a push or pop.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// None: the default transition.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// None: not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// Controllers behind tabs, as `UITabBarController` (stored, like `UINavigationController`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The controllers, one per tab.
  open var viewControllers: [UIViewController]? {
    didSet {
      for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
        old.removeFromParent()
      }
      for vc in viewControllers ?? [] where vc.parent !== self { addChild(vc) }
      tabBar.items = viewControllers?.map(\.tabBarItem)
      selectedIndex = min(selectedIndex, max((viewControllers?.count ?? 1) - 1, 0))
    }
  }
  /// The tab bar.
  public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
  /// An item of the tab bar was selected (as UIKit's `UITabBarDelegate` method; nothing
  /// selects one in a render).
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  /// The selected tab's index.
  open var selectedIndex = 0 {
    didSet {
      let items = tabBar.items ?? []
      tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
    }
  }
  /// The delegate (stored, weakly held).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get {
      guard let vcs = viewControllers, vcs.indices.contains(selectedIndex) else { return nil }
      return vcs[selectedIndex]
    }
    set {
      if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = i
      }
    }
  }

  /// Replaces the controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }
}

/// A tab bar controller's delegate, as `UITabBarControllerDelegate` (optional methods).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tab may be selected.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// A tab was selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Yes.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

extension UIViewController {
  private static let navigationItemKey = ExtensionKey()
  private static let tabBarItemKey = ExtensionKey()

  /// The item a navigation bar shows for this controller (made on first use, titled with
  /// `title`).
  public var navigationItem: UINavigationItem {
    if let item: UINavigationItem = extensionValue(self, UIViewController.navigationItemKey) {
      return item
    }
    let item = UINavigationItem()
    item.title = title
    setExtensionValue(self, UIViewController.navigationItemKey, item)
    return item
  }

  /// The item a tab bar shows for this controller (made on first use, titled with `title`).
  public var tabBarItem: UITabBarItem! {
    get {
      if let item: UITabBarItem = extensionValue(self, UIViewController.tabBarItemKey) {
        return item
      }
      let item = UITabBarItem()
      item.title = title
      setExtensionValue(self, UIViewController.tabBarItemKey, item)
      return item
    }
    set { setExtensionValue(self, UIViewController.tabBarItemKey, newValue) }
  }
}
