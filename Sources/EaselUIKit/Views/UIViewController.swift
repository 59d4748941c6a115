import Foundation

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
}
