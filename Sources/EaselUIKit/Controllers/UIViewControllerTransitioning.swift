import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Custom controller transitions, as UIKit's transitioning protocols. Differs from UIKit:
// presentation is inert in a render, so Easel never asks for these objects; they exist so
// transition code compiles (COVERAGE.md).

/// A key for the controllers of a transition, as `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller being left.
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller being shown.
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// A key for the views of a transition, as `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view being left.
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  /// The view being shown.
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What a transition animator is given, as `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether it is interactive.
  var isInteractive: Bool { get }
  /// Whether it was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Reports interactive progress.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Finishes an interactive transition.
  func finishInteractiveTransition()
  /// Cancels an interactive transition.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// Ends the transition.
  func completeTransition(_ didComplete: Bool)
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The transform applied to the container.
  var targetTransform: CGAffineTransform { get }
  /// Where a controller's view starts.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where a controller's view ends.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, as `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The transition's duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the transition.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called when the transition ends.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// An object that vends transition animators, as `UIViewControllerTransitioningDelegate`
/// (every method optional).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator for presenting.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator for dismissing.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interactive driver for presenting.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interactive driver for dismissing.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// None.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// None.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// None.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// None.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// A driver that scrubs a transition by percentage, as `UIPercentDrivenInteractiveTransition`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// The progress, 0...1.
  open private(set) var percentComplete: CGFloat = 0
  /// The duration (stored).
  open var duration: CGFloat = 0
  /// The completion speed (stored).
  open var completionSpeed: CGFloat = 1
  /// The completion curve (stored).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactively (stored).
  open var wantsInteractiveStart = true
  private weak var context: (any UIViewControllerContextTransitioning)?

  /// Creates a driver.
  public override init() { super.init() }

  /// Starts the transition with `transitionContext`.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
  }

  /// Sets the progress.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses (inert).
  open func pause() { context?.pauseInteractiveTransition() }

  /// Cancels.
  open func cancel() { context?.cancelInteractiveTransition() }

  /// Finishes.
  open func finish() {
    percentComplete = 1
    context?.finishInteractiveTransition()
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var timingCurve: (any UITimingCurveProvider)? {
    get { UnimplementedAPI.value(of: self, "UIPercentDrivenInteractiveTransition.timingCurve", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIPercentDrivenInteractiveTransition.timingCurve") }
  }
  // facade-inventory:end
}

/// Manages a presented controller's chrome, as `UIPresentationController` (stored).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The controller presented.
  public let presentedViewController: UIViewController
  /// The controller presenting.
  public let presentingViewController: UIViewController
  /// The container view (none in a render).
  open var containerView: UIView? { nil }

  /// Creates a presentation controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
    super.init()
  }

  /// The presented view's frame (the container's bounds; zero without one).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// The presented view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// Called before the presentation starts.
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation ends.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal starts.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal ends.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Lays out the container's subviews.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container's subviews are laid out.
  open func containerViewDidLayoutSubviews() {}
  /// Whether the presentation covers the whole screen (true).
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenter's view is removed when the presentation ends (false).
  open var shouldRemovePresentersView: Bool { false }
  /// The size the presented content would like (stored).
  open var preferredContentSize: CGSize = .zero
  /// The size for a child's content within a parent of `parentSize` (the parent's size).
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var presentationStyle: UIModalPresentationStyle { .fullScreen }

  open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { UnimplementedAPI.value(of: self, "UIPresentationController.delegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIPresentationController.delegate") }
  }

  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    UnimplementedAPI.use("UIPresentationController.adaptivePresentationStyle(for:)", by: self); return .fullScreen
  }

  open var overrideTraitCollection: UITraitCollection? {
    get { UnimplementedAPI.value(of: self, "UIPresentationController.overrideTraitCollection", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIPresentationController.overrideTraitCollection") }
  }
  // facade-inventory:end
}
