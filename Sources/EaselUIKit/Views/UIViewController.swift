import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An object that manages a view, as `UIViewController` (minimal).
///
/// Easel renders views, not controllers; this class exists so that a project's controllers
/// compile next to its designables. The view is made on first access (`loadView()`, then
/// `viewDidLoad()`), as on iOS. There is no presentation, navigation or appearance cycle:
/// `viewWillAppear(_:)` and friends are never called by Easel.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var viewStorage: UIView?
  /// The name of the nib the view would be loaded from.
  public let nibName: String?
  /// The bundle of that nib.
  public let nibBundle: Bundle?
  /// The title (for navigation bars; stored).
  open var title: String?

  /// Creates a controller for a nib (which Easel does not load by itself).
  public init(nibName: String?, bundle: Bundle?) {
    self.nibName = nibName
    nibBundle = bundle
    super.init()
  }

  /// Creates a controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a controller from a storyboard.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The root view, made by `loadView()` on first access.
  open var view: UIView! {
    get {
      if viewStorage == nil {
        loadView()
        if viewStorage == nil { viewStorage = UIView() }
        viewDidLoad()
      }
      return viewStorage
    }
    set { viewStorage = newValue }
  }

  /// Whether the view has been made.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// The view if it has been made.
  open var viewIfLoaded: UIView? { viewStorage }

  /// Makes the root view; the default makes a plain `UIView`.
  open func loadView() { viewStorage = UIView() }

  /// Makes the view now if it has not been made.
  open func loadViewIfNeeded() { _ = view }

  /// Called after the view is made.
  open func viewDidLoad() {}
  /// Never called by Easel (there is no appearance cycle).
  open func viewWillAppear(_ animated: Bool) {}
  /// Never called by Easel.
  open func viewDidAppear(_ animated: Bool) {}
  /// Never called by Easel.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Never called by Easel.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Never called by Easel.
  open func viewWillLayoutSubviews() {}
  /// Never called by Easel.
  open func viewDidLayoutSubviews() {}
  /// Never called by Easel.
  open func didReceiveMemoryWarning() {}

  // Deprecated by iOS 5, 6 and 7 and hidden from Swift by its importer, but declared by the SDK
  // and working in Objective-C (UIViewController.h, UIPopoverSupport.h).
  /// Never called, as on iOS 6 and later, which no longer unload views.
  open func __objc_viewWillUnload() {}
  /// Never called, as on iOS 6 and later, which no longer unload views.
  open func __objc_viewDidUnload() {}
  /// Whether the controller rotates to `orientation`: UIKit's answer, portrait only. Never asked,
  /// as iOS 6 and later ask `supportedInterfaceOrientations` instead.
  open func __objc_shouldAutorotateToInterfaceOrientation(
    _ orientation: UIInterfaceOrientation
  ) -> Bool {
    orientation == .portrait
  }
  /// Never called, as on iOS 5 and later, which rotate in one step.
  open func __objc_willAnimateFirstHalfOfRotationToInterfaceOrientation(
    _ orientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// Never called, as on iOS 5 and later.
  open func __objc_didAnimateFirstHalfOfRotationToInterfaceOrientation(
    _ orientation: UIInterfaceOrientation
  ) {}
  /// Never called, as on iOS 5 and later.
  open func __objc_willAnimateSecondHalfOfRotationFromInterfaceOrientation(
    _ orientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// Whether appearance and rotation messages go to the children (UIKit's default, true).
  open func __objc_automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers()
    -> Bool
  { true }
  /// Presents `controller`: `present(_:animated:completion:)` without a completion, which
  /// replaced it.
  open func __objc_presentModalViewController(_ controller: UIViewController, animated: Bool) {
    present(controller, animated: animated, completion: nil)
  }
  /// Dismisses the presented controller: `dismiss(animated:completion:)` without a completion.
  open func __objc_dismissModalViewControllerAnimated(_ animated: Bool) {
    dismiss(animated: animated, completion: nil)
  }
  /// The presented controller: `presentedViewController`, which replaced it.
  open var __objc_modalViewController: UIViewController? { presentedViewController }
  /// The size of the content in a popover: `preferredContentSize`, which replaced it.
  open var __objc_contentSizeForViewInPopover: CGSize {
    get { preferredContentSize }
    set { preferredContentSize = newValue }
  }
  /// Whether the view lays out under the status bar: stored; iOS 7 and later lay out by
  /// `edgesForExtendedLayout`, which replaced it, and ignore it.
  open var __objc_wantsFullScreenLayout = false

  /// The traits of the view (or of the environment before it is made).
  open var traitCollection: UITraitCollection {
    viewStorage?.traitCollection ?? ResourceEnvironment.currentTraits
  }

  /// The controller that presented this one (never, here).
  open var presentingViewController: UIViewController? { nil }

  /// Presentation is not supported in a render: `completion` runs at once.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    completion?()
  }

  /// Dismissal is not supported in a render: `completion` runs at once.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }

  /// The next responder: the view's superview, if the view is made.
  open override var next: UIResponder? { viewStorage?.superview }

  // MARK: Presentation and containment (stored; see Controllers/UIViewController+Containment.swift)

  /// The status bar style the controller asks for (stored; the status bar is not drawn).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller hides the status bar (stored).
  open var prefersStatusBarHidden: Bool { false }
  /// How the status bar animates (stored).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The orientations the controller supports (stored).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
  /// Whether the controller rotates (stored).
  open var shouldAutorotate: Bool { true }
  /// How the controller is presented modally (stored).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The transition used to present it modally (stored).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// The object that vends custom transitions (stored, weakly held as on iOS).
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Whether its view covers when another controller is presented over the current context.
  open var definesPresentationContext = false
  /// The preferred size of its content (stored).
  open var preferredContentSize: CGSize = .zero
  /// The size for a child's content within a parent of `parentSize` (the parent's size).
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  /// Whether it refuses interactive dismissal (stored).
  open var isModalInPresentation = false
  /// Whether a tab bar hides when it is pushed (stored).
  open var hidesBottomBarWhenPushed = false
  /// The parent container, if any.
  open internal(set) weak var parent: UIViewController?
  /// The storyboard it came from (none: Easel makes controllers itself).
  open internal(set) var storyboard: UIStoryboard?
  /// Child controllers, in order.
  open internal(set) var children: [UIViewController] = []

  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller is added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}
  /// Called before a segue from this controller (never, here: there are no segues).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Whether a segue should be performed (true).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called when the traits change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The coordinator of the transition under way: none, since a render has no transitions.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  /// The identifier used for state restoration (and by `instantiateViewController`).
  open var restorationIdentifier: String? {
    get { extensionValue(self, UIViewController.restorationKey) }
    set { setExtensionValue(self, UIViewController.restorationKey, newValue) }
  }

  /// Adds `childController` as a child (its view is not added: the caller adds it, as on iOS).
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The nearest navigation controller above (or this one).
  open var navigationController: UINavigationController? {
    var c: UIViewController? = parent
    while let p = c {
      if let nav = p as? UINavigationController { return nav }
      c = p.parent
    }
    return nil
  }

  /// The nearest tab bar controller above.
  open var tabBarController: UITabBarController? {
    var c: UIViewController? = parent
    while let p = c {
      if let tabs = p as? UITabBarController { return tabs }
      c = p.parent
    }
    return nil
  }

  /// The controller this one presented (never: presentation is inert in a render).
  open var presentedViewController: UIViewController? { nil }

  /// Whether it is being presented (no).
  open var isBeingPresented: Bool { false }

  /// Whether it is being dismissed (no).
  open var isBeingDismissed: Bool { false }

  /// Whether it is moving to a parent (no).
  open var isMovingToParent: Bool { false }

  /// Whether it is moving from a parent (no).
  open var isMovingFromParent: Bool { false }

  /// Performs a segue: inert in a render (there is no storyboard flow).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}

  /// Asks for the status bar to be updated (inert: it is not drawn).
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// Shows `vc`: pushes it on the navigation controller if there is one; else inert.
  open func show(_ vc: UIViewController, sender: Any?) {
    navigationController?.pushViewController(vc, animated: true)
  }

  /// Shows `vc` as detail: the same as `show(_:sender:)`.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    show(vc, sender: sender)
  }

  /// Presents the transition between two children at once: `toViewController`'s view
  /// replaces `fromViewController`'s, `animations` run and `completion(true)` is called.
  open func transition(
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

  /// The item a navigation bar shows for this controller (made on first use, titled with
  /// `title`).
  open var navigationItem: UINavigationItem {
    if let item: UINavigationItem = extensionValue(self, UIViewController.navigationItemKey) {
      return item
    }
    let item = UINavigationItem()
    item.title = title
    setExtensionValue(self, UIViewController.navigationItemKey, item)
    return item
  }

  /// The item a tab bar shows for this controller (made on first use, titled with `title`).
  open var tabBarItem: UITabBarItem! {
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

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var toolbarItems: [UIBarButtonItem]? {
    get { UnimplementedAPI.value(of: self, "UIViewController.toolbarItems", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.toolbarItems") }
  }

  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    UnimplementedAPI.use("UIViewController.setToolbarItems(_:animated:)", by: self);
  }

  open var isModalInPopover: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.isModalInPopover", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.isModalInPopover") }
  }

  open var splitViewController: UISplitViewController? { nil }

  open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    UnimplementedAPI.use("UIViewController.collapseSecondaryViewController(_:for:)", by: self);
  }

  open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    UnimplementedAPI.use("UIViewController.separateSecondaryViewController(for:)", by: self); return nil
  }

  public static var showDetailTargetDidChangeNotification: NSNotification.Name { NSNotification.Name(rawValue: "UIViewController.showDetailTargetDidChangeNotification") }

  public static var hierarchyInconsistencyException: NSExceptionName { NSExceptionName(rawValue: "UIViewController.hierarchyInconsistencyException") }

  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    UnimplementedAPI.use("UIViewController.canPerformUnwindSegueAction(_:from:sender:)", by: self); return false
  }

  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
    UnimplementedAPI.use("UIViewController.canPerformUnwindSegueAction(_:from:withSender:)", by: self); return false
  }

  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    UnimplementedAPI.use("UIViewController.allowedChildrenForUnwinding(from:)", by: self); return []
  }

  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    UnimplementedAPI.use("UIViewController.childContaining(_:)", by: self); return nil
  }

  open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?) -> UIViewController? {
    UnimplementedAPI.use("UIViewController.forUnwindSegueAction(_:from:withSender:)", by: self); return nil
  }

  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    UnimplementedAPI.use("UIViewController.unwind(for:towards:)", by: self);
  }

  open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?) -> UIStoryboardSegue? {
    UnimplementedAPI.use("UIViewController.segueForUnwinding(to:from:identifier:)", by: self); return nil
  }

  open var providesPresentationContextTransitionStyle: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.providesPresentationContextTransitionStyle", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.providesPresentationContextTransitionStyle") }
  }

  open var restoresFocusAfterTransition: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.restoresFocusAfterTransition", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.restoresFocusAfterTransition") }
  }

  open var focusGroupIdentifier: String? {
    get { UnimplementedAPI.value(of: self, "UIViewController.focusGroupIdentifier", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.focusGroupIdentifier") }
  }

  open var interactionActivityTrackingBaseName: String? {
    get { UnimplementedAPI.value(of: self, "UIViewController.interactionActivityTrackingBaseName", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.interactionActivityTrackingBaseName") }
  }

  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.modalPresentationCapturesStatusBarAppearance", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.modalPresentationCapturesStatusBarAppearance") }
  }

  open var disablesAutomaticKeyboardDismissal: Bool { false }

  open var edgesForExtendedLayout: UIRectEdge {
    get { UnimplementedAPI.value(of: self, "UIViewController.edgesForExtendedLayout", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.edgesForExtendedLayout") }
  }

  open var extendedLayoutIncludesOpaqueBars: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.extendedLayoutIncludesOpaqueBars", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.extendedLayoutIncludesOpaqueBars") }
  }

  open var automaticallyAdjustsScrollViewInsets: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.automaticallyAdjustsScrollViewInsets", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.automaticallyAdjustsScrollViewInsets") }
  }

  open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    UnimplementedAPI.use("UIViewController.setContentScrollView(_:for:)", by: self);
  }

  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    UnimplementedAPI.use("UIViewController.contentScrollView(for:)", by: self); return nil
  }

  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    UnimplementedAPI.use("UIViewController.targetViewController(forAction:sender:)", by: self); return nil
  }

  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { UnimplementedAPI.value(of: self, "UIViewController.overrideUserInterfaceStyle", default: .unspecified) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.overrideUserInterfaceStyle") }
  }

  open class func attemptRotationToDeviceOrientation() {
    UnimplementedAPI.use("UIViewController.attemptRotationToDeviceOrientation()", by: UIViewController.self);
  }

  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .unknown }

  open func setNeedsUpdateOfSupportedInterfaceOrientations() {
    UnimplementedAPI.use("UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()", by: self);
  }

  open func rotatingHeaderView() -> UIView? {
    UnimplementedAPI.use("UIViewController.rotatingHeaderView()", by: self); return nil
  }

  open func rotatingFooterView() -> UIView? {
    UnimplementedAPI.use("UIViewController.rotatingFooterView()", by: self); return nil
  }

  open var interfaceOrientation: UIInterfaceOrientation { .unknown }

  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    UnimplementedAPI.use("UIViewController.willRotate(to:duration:)", by: self);
  }

  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    UnimplementedAPI.use("UIViewController.didRotate(from:)", by: self);
  }

  open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    UnimplementedAPI.use("UIViewController.willAnimateRotation(to:duration:)", by: self);
  }

  open var isEditing: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.isEditing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.isEditing") }
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    UnimplementedAPI.use("UIViewController.setEditing(_:animated:)", by: self);
  }

  open var editButtonItem: UIBarButtonItem { UnimplementedAPI.object(of: self, "UIViewController.editButtonItem") { UIBarButtonItem() } }

  open var searchDisplayController: UISearchDisplayController? { nil }

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    UnimplementedAPI.use("UIViewController.beginAppearanceTransition(_:animated:)", by: self);
  }

  open func endAppearanceTransition() {
    UnimplementedAPI.use("UIViewController.endAppearanceTransition()", by: self);
  }

  open var childForStatusBarStyle: UIViewController? { nil }

  open var childForStatusBarHidden: UIViewController? { nil }

  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
    UnimplementedAPI.use("UIViewController.setOverrideTraitCollection(_:forChild:)", by: self);
  }

  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    UnimplementedAPI.use("UIViewController.overrideTraitCollection(forChild:)", by: self); return nil
  }

  open func shouldAutomaticallyForwardRotationMethods() -> Bool {
    UnimplementedAPI.use("UIViewController.shouldAutomaticallyForwardRotationMethods()", by: self); return false
  }

  open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open func encodeRestorableState(with coder: NSCoder) {
    UnimplementedAPI.use("UIViewController.encodeRestorableState(with:)", by: self);
  }

  open func decodeRestorableState(with coder: NSCoder) {
    UnimplementedAPI.use("UIViewController.decodeRestorableState(with:)", by: self);
  }

  open func applicationFinishedRestoringState() {
    UnimplementedAPI.use("UIViewController.applicationFinishedRestoringState()", by: self);
  }

  open func updateViewConstraints() {
    UnimplementedAPI.use("UIViewController.updateViewConstraints()", by: self);
  }

  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { UnimplementedAPI.value(of: self, "UIViewController.additionalSafeAreaInsets", default: .zero) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.additionalSafeAreaInsets") }
  }

  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { .zero }

  open var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { UnimplementedAPI.value(of: self, "UIViewController.viewRespectsSystemMinimumLayoutMargins", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIViewController.viewRespectsSystemMinimumLayoutMargins") }
  }

  open func viewLayoutMarginsDidChange() {
    UnimplementedAPI.use("UIViewController.viewLayoutMarginsDidChange()", by: self);
  }

  open func viewSafeAreaInsetsDidChange() {
    UnimplementedAPI.use("UIViewController.viewSafeAreaInsetsDidChange()", by: self);
  }

  open func addKeyCommand(_ keyCommand: UIKeyCommand) {
    UnimplementedAPI.use("UIViewController.addKeyCommand(_:)", by: self);
  }

  open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    UnimplementedAPI.use("UIViewController.removeKeyCommand(_:)", by: self);
  }

  open var performsActionsWhilePresentingModally: Bool { false }

  open var presentationController: UIPresentationController? { nil }

  open var sheetPresentationController: UISheetPresentationController? { nil }

  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  open var activePresentationController: UIPresentationController? { nil }

  open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
    UnimplementedAPI.use("UIViewController.unregisterForPreviewing(withContext:)", by: self);
  }

  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
    UnimplementedAPI.use("UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()", by: self);
  }

  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

  open var prefersHomeIndicatorAutoHidden: Bool { false }

  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
    UnimplementedAPI.use("UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()", by: self);
  }

  open var childViewControllerForPointerLock: UIViewController? { nil }

  open var prefersPointerLocked: Bool { false }

  open func setNeedsUpdateOfPrefersPointerLocked() {
    UnimplementedAPI.use("UIViewController.setNeedsUpdateOfPrefersPointerLocked()", by: self);
  }

  open var previewActionItems: [any UIPreviewActionItem] { [] }
  // facade-inventory:end
}
