/// The element names Easel's typed layer knows, sorted into families.
public enum ElementCatalog {
  /// Elements that are views: what can appear in `<subviews>`, plus cells and their
  /// content views.
  public static let viewKinds: Set<String> = [
    "activityIndicatorView", "arscnView", "arskView", "button", "collectionReusableView",
    "collectionView", "collectionViewCell", "collectionViewCellContentView", "containerView",
    "datePicker", "glkView", "imageView", "label", "mapView", "mtkView", "navigationBar",
    "pageControl", "pickerView", "progressView", "sceneKitView", "scrollView", "searchBar",
    "segmentedControl", "skView", "slider", "stackView", "stepper", "switch", "tabBar",
    "tableView", "tableViewCell", "tableViewCellContentView", "textField", "textView", "toolbar",
    "view", "visualEffectView", "webView", "wkWebView",
  ]

  /// Elements that are view controllers.
  public static let viewControllerKinds: Set<String> = [
    "avPlayerViewController", "collectionViewController", "glkViewController",
    "hostingController", "navigationController", "pageViewController", "splitViewController",
    "tabBarController", "tableViewController", "viewController", "viewControllerPlaceholder",
  ]

  /// Every other element name seen in iOS documents (structure, values, resources).
  public static let otherKinds: Set<String> = [
    "accessibility", "accessibilityTraits", "action", "adaptation", "array", "attributedString",
    "attributes", "audiovisualMediaTypes", "autoresizingMask", "backgroundConfiguration",
    "barButtonItem", "behavior", "blurEffect", "bool", "buttonConfiguration", "capability",
    "cells", "collectionViewFlowLayout", "collectionViewLayout", "color", "connections",
    "constraint", "constraints", "customFonts", "customObject", "date", "dependencies",
    "deployment", "designable", "designables", "device", "directionalEdgeInsets", "document",
    "edgeInsets", "exclude", "exit", "extendedEdge", "font", "fontDescription", "fragment",
    "frame", "freeformSimulatedSizeMetrics", "gestureRecognizers", "image", "imageReference",
    "include", "inferredMetricsTieBreakers", "inset", "integer", "items", "keyCommand",
    "keyCommands", "layoutGuides", "locale", "mask", "mutableData", "mutableString",
    "namedColor", "navigationItem", "nil", "objects", "offsetWrapper", "outlet",
    "outletCollection", "panGestureRecognizer", "paragraphStyle", "pinchGestureRecognizer",
    "placeholder", "plugIn", "point", "pongPressGestureRecognizer", "popoverArrowDirection",
    "preferredSymbolConfiguration", "prototypes", "range", "real", "rect", "resources",
    "rotationGestureRecognizer", "scene", "scenes", "screenEdgePanGestureRecognizer",
    "searchDisplayController", "sections", "segment", "segments", "segue",
    "simulatedNavigationBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "simulatedStatusBarMetrics", "simulatedToolbarMetrics", "size", "state", "string",
    "subviews", "swipeGestureRecognizer", "systemColor", "tabBarItem", "tableViewSection",
    "tapGestureRecognizer", "textAttributes", "textInputTraits", "toolbarItems",
    "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "value", "variation",
    "viewControllerLayoutGuide", "viewLayoutGuide", "wkPreferences", "wkWebViewConfiguration",
    "storyboardReference",
  ]

  /// Whether the typed layer knows `name`.
  public static func isKnown(_ name: String) -> Bool {
    viewKinds.contains(name) || viewControllerKinds.contains(name) || otherKinds.contains(name)
  }
}
