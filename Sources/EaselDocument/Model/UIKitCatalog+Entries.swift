// The rows of `UIKitCatalog`: one a class, with the element names documents write for it.

extension UIKitCatalog {
  /// `UIView` and its subclasses that documents name.
  static let views: [Entry] = [
    .view(
      "UIView", "UIResponder", "view", "containerView", "tableViewCellContentView",
      "collectionViewCellContentView"),
    .view("UIControl", "UIView"),
    .view("UILabel", "UIView", "label"),
    .view("UIButton", "UIControl", "button"),
    .view("UIImageView", "UIView", "imageView"),
    .view("UITextField", "UIControl", "textField"),
    .view("UIScrollView", "UIView", "scrollView"),
    .view("UITextView", "UIScrollView", "textView"),
    .view("UITableView", "UIScrollView", "tableView"),
    .view("UITableViewCell", "UIView", "tableViewCell"),
    .view("UITableViewHeaderFooterView", "UIView"),
    .view("UICollectionView", "UIScrollView", "collectionView"),
    .view("UICollectionReusableView", "UIView", "collectionReusableView"),
    .view("UICollectionViewCell", "UICollectionReusableView", "collectionViewCell"),
    .view("UIStackView", "UIView", "stackView"),
    .view("UISwitch", "UIControl", "switch"),
    .view("UISlider", "UIControl", "slider"),
    .view("UISegmentedControl", "UIControl", "segmentedControl"),
    .view("UIProgressView", "UIView", "progressView"),
    .view("UIActivityIndicatorView", "UIView", "activityIndicatorView"),
    .view("UIPageControl", "UIControl", "pageControl"),
    .view("UIStepper", "UIControl", "stepper"),
    .view("UIDatePicker", "UIControl", "datePicker"),
    .view("UIPickerView", "UIView", "pickerView"),
    .view("UINavigationBar", "UIView", "navigationBar"),
    .view("UITabBar", "UIView", "tabBar"),
    .view("UIToolbar", "UIView", "toolbar"),
    .view("UISearchBar", "UIView", "searchBar"),
    .view("UIVisualEffectView", "UIView", "visualEffectView"),
    .view("UIWindow", "UIView"),
    .view("UIWebView", "UIView", "webView"),
    .view("WKWebView", "UIView", "wkWebView", framework: "WebKit"),
    .view("MKMapView", "UIView", "mapView", framework: "MapKit"),
    .view("GLKView", "UIView", "glkView", framework: "GLKit"),
    .view("SCNView", "UIView", "sceneKitView", framework: "SceneKit"),
    .view("ARSCNView", "SCNView", "arscnView", framework: "ARKit"),
    .view("SKView", "UIView", "skView", framework: "SpriteKit"),
    .view("ARSKView", "SKView", "arskView", framework: "ARKit"),
    .view("MTKView", "UIView", "mtkView", framework: "MetalKit"),
  ]

  /// `UIViewController` and its subclasses that documents name.
  static let controllers: [Entry] = [
    // A storyboard reference's stand-in (`viewControllerPlaceholder`) is a view controller
    // too: the one the reference names.
    .controller(
      "UIViewController", "viewController", "viewControllerPlaceholder", superclass: "UIResponder"
    ),
    .controller("UINavigationController", "navigationController"),
    .controller("UITabBarController", "tabBarController"),
    .controller("UITableViewController", "tableViewController"),
    .controller("UICollectionViewController", "collectionViewController"),
    .controller("UIPageViewController", "pageViewController"),
    .controller("UISplitViewController", "splitViewController"),
    .controller("AVPlayerViewController", "avPlayerViewController", framework: "AVKit"),
    .controller("GLKViewController", "glkViewController", framework: "GLKit"),
    .controller("UIHostingController", "hostingController", framework: "SwiftUI"),
  ]

  /// Bar items, gesture recognizers and constraints, which documents make; and the values
  /// and infrastructure they never do.
  static let others: [Entry] = [
    .codeOnly("NSObject", nil, framework: "ObjectiveC"),
    .codeOnly("UIResponder", "NSObject"),
    .decoded("UIBarItem", "NSObject"),
    .decoded("UIBarButtonItem", "UIBarItem", "barButtonItem"),
    .decoded("UITabBarItem", "UIBarItem", "tabBarItem"),
    .decoded("UINavigationItem", "NSObject", "navigationItem"),
    .decoded("UIGestureRecognizer", "NSObject"),
    .decoded("UITapGestureRecognizer", "UIGestureRecognizer", "tapGestureRecognizer"),
    .decoded("UIPanGestureRecognizer", "UIGestureRecognizer", "panGestureRecognizer"),
    .decoded("UISwipeGestureRecognizer", "UIGestureRecognizer", "swipeGestureRecognizer"),
    .decoded("UIPinchGestureRecognizer", "UIGestureRecognizer", "pinchGestureRecognizer"),
    // Interface Builder spells this element `pongPressGestureRecognizer`.
    .decoded("UILongPressGestureRecognizer", "UIGestureRecognizer", "pongPressGestureRecognizer"),
    .decoded("UIRotationGestureRecognizer", "UIGestureRecognizer", "rotationGestureRecognizer"),
    .decoded(
      "UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer",
      "screenEdgePanGestureRecognizer"),
    .decoded("NSLayoutConstraint", "NSObject", "constraint"),
    .codeOnly("CALayer", "NSObject", framework: "QuartzCore"),
    .codeOnly("CAShapeLayer", "CALayer", framework: "QuartzCore"),
    .codeOnly("CAGradientLayer", "CALayer", framework: "QuartzCore"),
    .codeOnly("CATextLayer", "CALayer", framework: "QuartzCore"),
    .codeOnly("CAReplicatorLayer", "CALayer", framework: "QuartzCore"),
    .codeOnly("UIColor", "NSObject"),
    .codeOnly("UIImage", "NSObject"),
    .codeOnly("UIFont", "NSObject"),
    .codeOnly("UIBezierPath", "NSObject"),
    .codeOnly("UIScreen", "NSObject"),
    .codeOnly("UIApplication", "UIResponder"),
    .codeOnly("UIStoryboard", "NSObject"),
    .codeOnly("UINib", "NSObject"),
    .codeOnly("UIStoryboardSegue", "NSObject"),
    // Named like views or controllers, but made in code only: no `init?(coder:)` in UIKit.
    .codeOnly("UIPresentationController", "NSObject"),
    .codeOnly("UIPopoverPresentationController", "UIPresentationController"),
    .codeOnly("UIDocumentInteractionController", "NSObject"),
    .codeOnly("UIPrintInteractionController", "NSObject"),
  ]
}
