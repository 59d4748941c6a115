/// The element names Easel's typed layer knows, sorted into families.
public enum ElementCatalog {
  /// Elements that are views: what can appear in `<subviews>`, plus cells and their
  /// content views (`UIKitCatalog`'s view classes).
  public static let viewKinds: Set<String> = UIKitCatalog.elements(of: .view)

  /// Elements that are view controllers (`UIKitCatalog`'s controller classes).
  public static let viewControllerKinds: Set<String> = UIKitCatalog.elements(of: .controller)

  /// Every other element name seen in iOS documents: the other classes of `UIKitCatalog`
  /// (bar items, gesture recognizers, constraints) and `structureKinds`.
  public static let otherKinds: Set<String> =
    UIKitCatalog.elements(of: .other).union(structureKinds)

  /// Element names that are no class's objects: structure, values, resources.
  public static let structureKinds: Set<String> = [
    "accessibility", "accessibilityTraits", "action", "adaptation", "array", "attributedString",
    "attributes", "audiovisualMediaTypes", "autoresizingMask", "backgroundConfiguration",
    "behavior", "blurEffect", "bool", "buttonConfiguration", "capability",
    "cells", "collectionViewFlowLayout", "collectionViewLayout", "color", "connections",
    "constraints", "customFonts", "customObject", "date", "dependencies",
    "deployment", "designable", "designables", "device", "directionalEdgeInsets", "document",
    "edgeInsets", "exclude", "exit", "extendedEdge", "font", "fontDescription", "fragment",
    "frame", "freeformSimulatedSizeMetrics", "gestureRecognizers", "image", "imageReference",
    "include", "inferredMetricsTieBreakers", "inset", "integer", "items", "keyCommand",
    "keyCommands", "layoutGuides", "locale", "mask", "mutableData", "mutableString",
    "namedColor", "nil", "objects", "offsetWrapper", "outlet",
    "outletCollection", "paragraphStyle",
    "placeholder", "plugIn", "point", "popoverArrowDirection",
    "preferredSymbolConfiguration", "prototypes", "range", "real", "rect", "resources",
    "scene", "scenes",
    "searchDisplayController", "sections", "segment", "segments", "segue",
    "simulatedNavigationBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "simulatedStatusBarMetrics", "simulatedToolbarMetrics", "size", "state", "string",
    "subviews", "systemColor", "tableViewSection",
    "textAttributes", "textInputTraits", "toolbarItems",
    "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "value", "variation",
    "viewControllerLayoutGuide", "viewLayoutGuide", "wkPreferences", "wkWebViewConfiguration",
    "storyboardReference",
  ]

  /// Whether the typed layer knows `name`.
  public static func isKnown(_ name: String) -> Bool {
    viewKinds.contains(name) || viewControllerKinds.contains(name) || otherKinds.contains(name)
  }
}
