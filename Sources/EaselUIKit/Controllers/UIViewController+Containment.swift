import Foundation

/// How a controller is presented modally, as `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case blurOverFullScreen = 8
  case none = -1
  case automatic = -2
}

/// The transition of a modal presentation, as `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// An interface orientation, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  /// Whether it is a portrait orientation.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is a landscape orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of orientations, as `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = Self(rawValue: 1 << 1)
  /// Landscape left.
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  /// Landscape right.
  public static let landscapeRight = Self(rawValue: 1 << 3)
  /// Portrait upside down.
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  /// All.
  public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  /// All but upside down.
  public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIViewController {
  /// Adds `childController` as a child (its view is not added: the caller adds it, as on iOS).
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The nearest navigation controller above (or this one).
  public var navigationController: UINavigationController? {
    var c: UIViewController? = parent
    while let p = c {
      if let nav = p as? UINavigationController { return nav }
      c = p.parent
    }
    return nil
  }

  /// The nearest tab bar controller above.
  public var tabBarController: UITabBarController? {
    var c: UIViewController? = parent
    while let p = c {
      if let tabs = p as? UITabBarController { return tabs }
      c = p.parent
    }
    return nil
  }

  /// The controller this one presented (never: presentation is inert in a render).
  public var presentedViewController: UIViewController? { nil }

  /// Whether it is being presented (no).
  public var isBeingPresented: Bool { false }
  /// Whether it is being dismissed (no).
  public var isBeingDismissed: Bool { false }
  /// Whether it is moving to a parent (no).
  public var isMovingToParent: Bool { false }
  /// Whether it is moving from a parent (no).
  public var isMovingFromParent: Bool { false }

  /// Performs a segue: inert in a render (there is no storyboard flow).
  public func performSegue(withIdentifier identifier: String, sender: Any?) {}

  /// Asks for the status bar to be updated (inert: it is not drawn).
  public func setNeedsStatusBarAppearanceUpdate() {}

  /// Shows `vc`: pushes it on the navigation controller if there is one; else inert.
  public func show(_ vc: UIViewController, sender: Any?) {
    navigationController?.pushViewController(vc, animated: true)
  }

  /// Shows `vc` as detail: the same as `show(_:sender:)`.
  public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    show(vc, sender: sender)
  }

  /// Presents the transition between two children at once: `toViewController`'s view
  /// replaces `fromViewController`'s, `animations` run and `completion(true)` is called.
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    if let parentView = fromViewController.viewIfLoaded?.superview {
      parentView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
      fromViewController.view.removeFromSuperview()
    }
    animations?()
    completion?(true)
  }
}
