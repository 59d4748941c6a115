import Foundation

/// A storyboard, as `UIStoryboard`.
///
/// Differs from UIKit: Easel reads storyboards itself, outside user code; a storyboard made
/// by code instantiates plain controllers that carry the identifier asked for (COVERAGE.md).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  public let name: String
  /// The bundle it would be loaded from.
  public let bundle: Bundle?

  /// Creates a storyboard reference by name.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    bundle = storyboardBundleOrNil
    super.init()
  }

  /// The initial controller: a plain controller (there is no storyboard flow in user code).
  open func instantiateInitialViewController() -> UIViewController? {
    let vc = UIViewController()
    vc.storyboard = self
    return vc
  }

  /// The controller for `identifier`: a plain controller whose `restorationIdentifier` is
  /// the identifier (iOS raises for an unknown identifier; Easel never traps).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    let vc = UIViewController()
    vc.storyboard = self
    vc.restorationIdentifier = identifier
    return vc
  }
}

/// A transition between two controllers, as `UIStoryboardSegue` (inert).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue goes to.
  public let destination: UIViewController

  /// Creates a segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Performs the segue (inert in a render).
  open func perform() {}
}

extension UIViewController {
  static let restorationKey = ExtensionKey()

}
