import Foundation

/// Pages of controllers, as `UIPageViewController`.
///
/// Differs from UIKit: the controllers are kept and read back; no page is shown or turned
/// (Easel renders scenes from the document) (COVERAGE.md).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn, as `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable, Hashable {
    case pageCurl = 0
    case scroll = 1
  }
  /// The direction pages run, as `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable, Hashable {
    case horizontal = 0
    case vertical = 1
  }
  /// The direction of a page turn, as `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable, Hashable {
    case forward = 0
    case reverse = 1
  }
  /// An option of the page controller, as `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Where the spine sits (page curl).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages (scroll).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages turn.
  public let transitionStyle: TransitionStyle
  /// The direction pages run.
  public let navigationOrientation: NavigationOrientation
  /// The controllers shown.
  public private(set) var viewControllers: [UIViewController]?
  /// Whether both sides of a page are shown (stored).
  open var isDoubleSided = false

  /// Creates a page controller.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a page controller from a storyboard (scrolling horizontally).
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    super.init(coder: coder)
  }

  /// Shows controllers (kept; nothing animates).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.viewControllers = viewControllers
    completion?(true)
  }
}

/// A primary and a secondary controller side by side, as `UISplitViewController`.
///
/// Differs from UIKit: the controllers are kept and read back, not laid out (COVERAGE.md).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The child controllers, primary first.
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
        old.removeFromParent()
      }
      for vc in viewControllers where vc.parent !== self { addChild(vc) }
    }
  }
  /// Whether the controllers are collapsed into one (false: a render is not compact).
  open var isCollapsed: Bool { false }
  /// The preferred width of the primary column as a fraction (stored).
  open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
}

/// A header or footer of a table section, as `UITableViewHeaderFooterView`.
///
/// Differs from UIKit: no default text label is laid out; the content view fills the view.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table reuses it by.
  open var reuseIdentifier: String?
  /// The view to add content to.
  public private(set) lazy var contentView: UIView = {
    let v = UIView(frame: bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(v)
    return v
  }()

  /// Creates a header or footer.
  public convenience init(reuseIdentifier: String?) {
    self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    self.reuseIdentifier = reuseIdentifier
  }

  /// Prepares the view for reuse (nothing to reset).
  open func prepareForReuse() {}
}
