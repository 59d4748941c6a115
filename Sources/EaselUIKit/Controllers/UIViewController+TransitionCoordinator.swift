import Foundation

/// What a transition coordinator reports about the transition under way, as
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether it is interactive.
  var isInteractive: Bool { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
  /// The presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a controller transition, as
/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// An object whose content a container sizes, as `UIContentContainer`.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
  /// The size the content would like.
  var preferredContentSize: CGSize { get }
  /// The size for a child's content within a parent of `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

extension UIViewController: UIContentContainer {}

extension UIPresentationController: UIContentContainer {}

extension UINavigationController {
  /// The kind of a navigation transition, as `UINavigationController.Operation`.
  public enum Operation: Int, Sendable, Hashable {
    case none = 0
    case push = 1
    case pop = 2
  }
}
