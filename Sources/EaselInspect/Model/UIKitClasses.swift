/// What Easel knows about UIKit's classes without importing UIKit.
public enum UIKitClasses {
  /// UIKit classes a document instantiates through `init?(coder:)`: views, controls,
  /// controllers, bar items, gesture recognizers, constraints.
  public static let coderInstantiable: Set<String> = [
    "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView",
    "UIScrollView", "UITableView", "UITableViewCell", "UITableViewHeaderFooterView",
    "UICollectionView", "UICollectionViewCell", "UICollectionReusableView", "UIStackView",
    "UISwitch", "UISlider", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
    "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UINavigationBar", "UITabBar",
    "UIToolbar", "UISearchBar", "UIVisualEffectView", "UIWindow", "UIViewController",
    "UINavigationController", "UITabBarController", "UITableViewController",
    "UICollectionViewController", "UIPageViewController", "UISplitViewController",
    "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem", "UIGestureRecognizer",
    "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
    "UIPinchGestureRecognizer", "UILongPressGestureRecognizer", "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer", "NSLayoutConstraint", "WKWebView", "MKMapView",
  ]

  /// UIKit classes that documents do not instantiate by coder (values and infrastructure).
  public static let otherClasses: Set<String> = [
    "NSObject", "UIResponder", "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer",
    "CAReplicatorLayer", "UIColor", "UIImage", "UIFont", "UIBezierPath", "UIScreen",
    "UIApplication", "UIStoryboard", "UINib", "UIStoryboardSegue",
    // Named like views or controllers, but made in code only: no `init?(coder:)` in UIKit.
    "UIPresentationController", "UIPopoverPresentationController",
    "UIDocumentInteractionController", "UIPrintInteractionController",
  ]

  /// Whether a subclass of `name` can be made from a document through `init?(coder:)`.
  /// Besides the list, UIKit-prefixed names of views, controls and controllers count.
  public static func isCoderInstantiable(_ name: String) -> Bool {
    if coderInstantiable.contains(name) { return true }
    guard name.hasPrefix("UI"), !otherClasses.contains(name) else { return false }
    let suffixes = ["View", "Control", "Controller", "Cell", "Bar", "Item", "Button", "Recognizer"]
    return suffixes.contains { name.hasSuffix($0) }
  }

  /// Views whose UIKit class hides UIView's `init(frame:)` behind its own designated
  /// initializer (`UICollectionView(frame:collectionViewLayout:)`).
  public static let withoutFrameInitializer: Set<String> = ["UICollectionView"]

  /// Whether subclasses of `name` have UIView's `init(frame:)`: views and controls, not
  /// controllers, bar items, gesture recognizers or constraints.
  public static func hasFrameInitializer(_ name: String) -> Bool {
    guard isCoderInstantiable(name), !name.hasSuffix("Controller"), !name.hasSuffix("Item"),
      !name.hasSuffix("Recognizer"), name != "NSLayoutConstraint",
      !withoutFrameInitializer.contains(name)
    else { return false }
    return true
  }

  /// Whether `name` is a UIKit class Easel knows of.
  public static func isKnownClass(_ name: String) -> Bool {
    coderInstantiable.contains(name) || otherClasses.contains(name) || isCoderInstantiable(name)
  }
}
