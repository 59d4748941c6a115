import Foundation

// Class members as Swift 4 mode names them: the SDK's API notes rename them for Swift 4.2
// (their `SwiftVersions: - Version: 4` sections keep the old names, which
// `scripts/swift4-names --members` lists against the façade). Each forwards to the current
// name. Differs from UIKit: these are not `open`, so Swift 4 code that overrides an old name
// (`override func didMove(toParentViewController:)`) does not compile; calling them does.

extension UIViewController {
  /// The child controllers, as Swift 4's `childViewControllers` (today `children`).
  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }

  /// Adds a child controller, as Swift 4's `addChildViewController(_:)` (today `addChild(_:)`).
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  /// Removes the controller from its parent, as Swift 4's `removeFromParentViewController()`
  /// (today `removeFromParent()`).
  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }

  /// Called before a move to or from a container, as Swift 4's
  /// `willMove(toParentViewController:)` (today `willMove(toParent:)`).
  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }

  /// Called after a move to or from a container, as Swift 4's
  /// `didMove(toParentViewController:)` (today `didMove(toParent:)`).
  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }

  /// Whether it is moving to a parent, as Swift 4's `isMovingToParentViewController`.
  @available(swift, obsoleted: 4.2, renamed: "isMovingToParent")
  public var isMovingToParentViewController: Bool { isMovingToParent }

  /// Whether it is moving from a parent, as Swift 4's `isMovingFromParentViewController`.
  @available(swift, obsoleted: 4.2, renamed: "isMovingFromParent")
  public var isMovingFromParentViewController: Bool { isMovingFromParent }

  /// The child deciding the status bar style, as Swift 4's
  /// `childViewControllerForStatusBarStyle`.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarStyle")
  public var childViewControllerForStatusBarStyle: UIViewController? { childForStatusBarStyle }

  /// The child deciding whether the status bar hides, as Swift 4's
  /// `childViewControllerForStatusBarHidden`.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarHidden")
  public var childViewControllerForStatusBarHidden: UIViewController? { childForStatusBarHidden }

  /// The child deciding the deferred edges, as Swift 4's
  /// `childViewControllerForScreenEdgesDeferringSystemGestures`.
  @available(swift, obsoleted: 4.2, renamed: "childForScreenEdgesDeferringSystemGestures")
  public var childViewControllerForScreenEdgesDeferringSystemGestures: UIViewController? {
    childForScreenEdgesDeferringSystemGestures
  }

  /// The child deciding whether the home indicator hides, as Swift 4's
  /// `childViewControllerForHomeIndicatorAutoHidden`.
  @available(swift, obsoleted: 4.2, renamed: "childForHomeIndicatorAutoHidden")
  public var childViewControllerForHomeIndicatorAutoHidden: UIViewController? {
    childForHomeIndicatorAutoHidden
  }

  /// As Swift 4's `allowedChildViewControllersForUnwinding(from:)`.
  @available(swift, obsoleted: 4.2, renamed: "allowedChildrenForUnwinding(from:)")
  public func allowedChildViewControllersForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  { allowedChildrenForUnwinding(from: source) }

  /// As Swift 4's `childViewControllerContaining(_:)`.
  @available(swift, obsoleted: 4.2, renamed: "childContaining(_:)")
  public func childViewControllerContaining(_ source: UIStoryboardUnwindSegueSource)
    -> UIViewController?
  { childContaining(source) }

  /// As Swift 4's `unwind(for:towardsViewController:)`.
  @available(swift, obsoleted: 4.2, renamed: "unwind(for:towards:)")
  public func unwind(for unwindSegue: UIStoryboardSegue, towardsViewController: UIViewController) {
    unwind(for: unwindSegue, towards: towardsViewController)
  }

  /// As Swift 4's `setOverrideTraitCollection(_:forChildViewController:)`.
  @available(swift, obsoleted: 4.2, renamed: "setOverrideTraitCollection(_:forChild:)")
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChildViewController childViewController: UIViewController
  ) { setOverrideTraitCollection(collection, forChild: childViewController) }

  /// As Swift 4's `overrideTraitCollection(forChildViewController:)`.
  @available(swift, obsoleted: 4.2, renamed: "overrideTraitCollection(forChild:)")
  public func overrideTraitCollection(forChildViewController childViewController: UIViewController)
    -> UITraitCollection?
  { overrideTraitCollection(forChild: childViewController) }
}

extension UIActivityIndicatorView {
  /// The style, as Swift 4's `activityIndicatorViewStyle` (today `style`).
  @available(swift, obsoleted: 4.2, renamed: "style")
  public var activityIndicatorViewStyle: Style {
    get { style }
    set { style = newValue }
  }
}

extension NSLayoutXAxisAnchor {
  /// As Swift 4's `constraintEqualToSystemSpacingAfter(_:multiplier:)`.
  @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingAfter:multiplier:)")
  public func constraintEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { constraint(equalToSystemSpacingAfter: anchor, multiplier: multiplier) }

  /// As Swift 4's `constraintGreaterThanOrEqualToSystemSpacingAfter(_:multiplier:)`.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)"
  )
  public func constraintGreaterThanOrEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier)
  }

  /// As Swift 4's `constraintLessThanOrEqualToSystemSpacingAfter(_:multiplier:)`.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)"
  )
  public func constraintLessThanOrEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier)
  }
}

extension NSLayoutYAxisAnchor {
  /// As Swift 4's `constraintEqualToSystemSpacingBelow(_:multiplier:)`.
  @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingBelow:multiplier:)")
  public func constraintEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { constraint(equalToSystemSpacingBelow: anchor, multiplier: multiplier) }

  /// As Swift 4's `constraintGreaterThanOrEqualToSystemSpacingBelow(_:multiplier:)`.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)"
  )
  public func constraintGreaterThanOrEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier)
  }

  /// As Swift 4's `constraintLessThanOrEqualToSystemSpacingBelow(_:multiplier:)`.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)"
  )
  public func constraintLessThanOrEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier)
  }
}
