import EaselDocument

/// What the scanner needs to know of UIKit's classes, read from `UIKitCatalog` (the one
/// table of classes documents name) without importing UIKit.
public enum UIKitClasses {
  /// Frameworks whose façades give Easel's registration code the classes it subclasses
  /// (`import UIKit`, `WebKit`, `MapKit`).
  static let registeredFrameworks: Set<String> = ["UIKit", "WebKit", "MapKit"]

  /// UIKit classes a document instantiates through `init?(coder:)`: views, controls,
  /// controllers, bar items, gesture recognizers, constraints.
  public static let coderInstantiable: Set<String> = Set(
    UIKitCatalog.entries.filter { $0.isDecodable && registeredFrameworks.contains($0.framework) }
      .map(\.name))

  /// UIKit classes that documents do not instantiate by coder (values and infrastructure).
  public static let otherClasses: Set<String> = Set(
    UIKitCatalog.entries.filter { !$0.isDecodable }.map(\.name))

  /// Whether a subclass of `name` can be made from a document through `init?(coder:)`.
  /// Besides the list, UIKit-prefixed names of views, controls and controllers count.
  public static func isCoderInstantiable(_ name: String) -> Bool {
    if coderInstantiable.contains(name) { return true }
    guard name.hasPrefix("UI"), !otherClasses.contains(name) else { return false }
    let suffixes = ["View", "Control", "Controller", "Cell", "Bar", "Item", "Button", "Recognizer"]
    return suffixes.contains { name.hasSuffix($0) }
  }

  /// The classes of UIKit and Core Animation that adopt `NSCopying` in the iOS SDK's headers
  /// (iOS 16.5): their `-copyWithZone:` makes an instance of the receiver's own class with
  /// `init` (but for the immutable ones, whose copy is themselves), so a project's subclass
  /// must be made by class object.
  public static let copyingClasses: Set<String> = [
    "CAAnimation", "CAEDRMetadata", "NSCollectionLayoutAnchor",
    "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutDecorationItem",
    "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutGroup",
    "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutItem", "NSCollectionLayoutSection",
    "NSCollectionLayoutSize", "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem",
    "NSDataAsset", "NSDiffableDataSourceSectionSnapshotReference",
    "NSDiffableDataSourceSnapshotReference", "NSParagraphStyle", "NSShadow", "NSTextList",
    "NSTextTab", "UIAlertAction", "UIApplicationShortcutIcon", "UIApplicationShortcutItem",
    "UIBarAppearance", "UIBarButtonItemAppearance", "UIBezierPath",
    "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewLayoutAttributes",
    "UIColor", "UICommandAlternate", "UIDragPreview", "UIDropProposal", "UIEventAttribution",
    "UIFocusEffect", "UIFocusMovementHint", "UIFont", "UIFontDescriptor",
    "UIGraphicsRendererFormat", "UIKey", "UILexicon", "UILexiconEntry", "UILocalNotification",
    "UIMenuElement", "UIMotionEffect", "UIPasteConfiguration", "UIPointerAccessory",
    "UIPointerRegion", "UIPointerStyle", "UIPreviewAction", "UIPreviewActionGroup",
    "UIPreviewParameters", "UIPreviewTarget", "UIPrintFormatter", "UIPrintInfo", "UIRegion",
    "UISceneConfiguration", "UITabBarItemAppearance", "UITableViewRowAction",
    "UITargetedPreview", "UITextDropProposal", "UITextInputPasswordRules", "UITraitCollection",
    "UIUserNotificationAction", "UIUserNotificationCategory", "UIViewPropertyAnimator",
    "UIVisualEffect",
  ]

  /// Copying classes whose copy is the receiver itself (immutable), so that nothing makes a
  /// subclass by class object.
  static let copiedAsThemselves: Set<String> = [
    "UIColor", "UIFont", "UIFontDescriptor", "UITraitCollection", "UIVisualEffect",
    "NSParagraphStyle",
  ]

  /// Copying classes with no `init()` (their designated initializers take arguments, as in
  /// the SDK), whose subclasses the runtime cannot make with it.
  static let withoutPlainInitializer: Set<String> = [
    "UIViewPropertyAnimator", "UIInterpolatingMotionEffect",
  ]

  /// Whether the runtime makes subclasses of `name` by class object with `init()` (a
  /// `ClassFactory` in the generated registration): `NSObject` itself, or a class whose SDK
  /// chain reaches one of `copyingClasses` that copies by making the receiver's class.
  public static func isMadeByClassObject(_ name: String) -> Bool {
    var current = name.split(separator: ".").last.map(String.init) ?? name
    if current == "NSObject" { return true }
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      if withoutPlainInitializer.contains(current) || copiedAsThemselves.contains(current) {
        return false
      }
      if copyingClasses.contains(current) { return true }
      guard let next = sdkSuperclasses[current] else { return false }
      current = next
    }
    return false
  }

  /// The classes `name` (an SDK class, module qualifier optional) inherits from in the iOS
  /// SDK, nearest first (`UIButton` → `UIControl`, `UIView`, `UIResponder`, `NSObject`); empty
  /// for a class the SDK does not declare.
  public static func sdkSuperclasses(of name: String) -> [String] {
    var chain: [String] = []
    var current = name.split(separator: ".").last.map(String.init) ?? name
    while let next = sdkSuperclasses[current], !chain.contains(next) {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// Views whose header marks designated initializers that leave out `-initWithFrame:`
  /// (`NS_DESIGNATED_INITIALIZER`), each with their argument labels besides `coder:`: Swift
  /// imports their `init(frame:)` as a convenience initializer, which a subclass keeps only by
  /// overriding all of these (iPhoneOS16.5.sdk's UIKit and MapKit headers). The façade
  /// declares them so (`FacadeDesignatedInitializerTests`).
  public static let designatedInitializersBesidesFrame: [String: Set<String>] = [
    "UITableViewCell": ["style:reuseIdentifier:"],
    "UITableViewHeaderFooterView": ["reuseIdentifier:"],
    "UITableView": ["frame:style:"],
    "UICollectionView": ["frame:collectionViewLayout:"],
    "UITextView": ["frame:textContainer:"],
    "UIVisualEffectView": ["effect:"],
    "UIInputView": ["frame:inputViewStyle:"],
    "MKAnnotationView": ["annotation:reuseIdentifier:"],
  ]

  /// The designated initializers of the UIKit view `name` besides `init(coder:)`, by argument
  /// labels, walking up the UIKit hierarchy the catalog knows: `frame:` unless
  /// `designatedInitializersBesidesFrame` says otherwise.
  public static func designatedInitializers(of name: String) -> Set<String> {
    var current: String? = name
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      if let found = designatedInitializersBesidesFrame[n] { return found }
      current = UIKitCatalog.entry(named: n)?.superclass
    }
    return ["frame:"]
  }

  /// Whether subclasses of `name` have UIView's `init(frame:)`: views and controls, not
  /// controllers, bar items, gesture recognizers or constraints.
  public static func hasFrameInitializer(_ name: String) -> Bool {
    guard isCoderInstantiable(name) else { return false }
    if let entry = UIKitCatalog.entry(named: name) { return entry.family == .view }
    return !name.hasSuffix("Controller") && !name.hasSuffix("Item")
      && !name.hasSuffix("Recognizer")
  }

  /// Whether `name` is a Core Animation layer class (`CALayer`, `CAShapeLayer`, …) or one of
  /// the frameworks' layers built on it (`AVPlayerLayer`).
  public static func isLayer(_ name: String) -> Bool {
    (name.hasPrefix("CA") || name.hasPrefix("AV")) && name.hasSuffix("Layer")
  }

  /// Whether subclasses of `name` are views (Interface Builder draws only views live):
  /// views and controls, `UICollectionView` included; not controllers, bar items, gesture
  /// recognizers or constraints.
  public static func isView(_ name: String) -> Bool {
    hasFrameInitializer(name)
  }

  /// Whether `name` (a designable's first non-project superclass) is a class the iOS SDK
  /// declares, or documents name, that is not a view (`UICollectionViewFlowLayout`,
  /// `CALayer`, `UIViewController`): Interface Builder draws only `UIView` subclasses live,
  /// and Xcode ignores `@IBDesignable` on anything else. False for a class neither knows
  /// (a pod's base class Easel did not scan), which may well be a view.
  public static func isKnownNonView(_ name: String) -> Bool {
    let bare = name.split(separator: ".").last.map(String.init) ?? name
    var chain = [bare]
    while let next = sdkSuperclasses[chain[chain.count - 1]]
      ?? UIKitCatalog.entry(named: chain[chain.count - 1])?.superclass,
      !chain.contains(next)
    {
      chain.append(next)
    }
    let known = chain.count > 1 || UIKitCatalog.entry(named: bare) != nil
    return known && !chain.contains("UIView") && !isView(bare)
  }

  /// AppKit's view and control classes, which macOS designables subclass: Interface Builder
  /// draws those in a macOS document, and Easel, which draws iOS documents against UIKit,
  /// lists them apart instead of failing to build them.
  public static let appKitViews: Set<String> = [
    "NSView", "NSControl", "NSButton", "NSTextField", "NSSecureTextField", "NSSearchField",
    "NSTokenField", "NSComboBox", "NSImageView", "NSSlider", "NSStepper", "NSSegmentedControl",
    "NSPopUpButton", "NSColorWell", "NSDatePicker", "NSLevelIndicator", "NSProgressIndicator",
    "NSBox", "NSTabView", "NSTableView", "NSOutlineView", "NSTableCellView", "NSTableRowView",
    "NSTableHeaderView", "NSCollectionView", "NSScrollView", "NSClipView", "NSStackView",
    "NSSplitView", "NSVisualEffectView", "NSTextView", "NSPathControl", "NSSwitch",
    "NSGridView", "NSBrowser", "NSMatrix", "NSOpenGLView", "NSScroller", "NSRulerView",
    "NSPredicateEditor", "NSRuleEditor",
  ]

  /// AppKit's cells, which draw inside its controls (`NSTextFieldCell` in an `NSTextField`):
  /// macOS classes too, not views, which a macOS designable may subclass as well.
  public static let appKitCells: Set<String> = [
    "NSCell", "NSActionCell", "NSTextFieldCell", "NSSecureTextFieldCell", "NSSearchFieldCell",
    "NSTokenFieldCell", "NSComboBoxCell", "NSButtonCell", "NSMenuItemCell", "NSPopUpButtonCell",
    "NSImageCell", "NSSliderCell", "NSStepperCell", "NSSegmentedCell", "NSLevelIndicatorCell",
    "NSDatePickerCell", "NSPathCell", "NSPathComponentCell", "NSBrowserCell", "NSFormCell",
    "NSTableHeaderCell", "NSTextAttachmentCell",
  ]

  /// What AppKit class `name` (a designable's first non-project superclass) is, "view" or
  /// "cell", or nil when it is none of AppKit's: AppKit's whatever its superclass chain.
  public static func appKitKind(_ name: String) -> String? {
    let bare =
      name.hasPrefix("AppKit.") || name.hasPrefix("Cocoa.")
      ? name.split(separator: ".").last.map(String.init) ?? name : name
    if appKitViews.contains(bare) { return "view" }
    if appKitCells.contains(bare) { return "cell" }
    return nil
  }

  /// Whether `name` (a designable's first non-project superclass) is an AppKit class: a view
  /// or a cell.
  public static func isAppKitView(_ name: String) -> Bool { appKitKind(name) != nil }

  /// Whether `name`, a class the sources do not declare, is one of the SDK's Objective-C
  /// classes: UIKit's known classes, `NSObject`, and the frameworks' prefixed names
  /// (`UIColor`, `NSLayoutConstraint`, `CALayer`: a framework prefix and a capital).
  public static func isFrameworkObjCClass(_ name: String) -> Bool {
    if name == "NSObject" || isCoderInstantiable(name) || otherClasses.contains(name) {
      return true
    }
    for prefix in ["UI", "CA", "NS", "MK", "WK", "AV", "SK", "SCN", "GL"]
    where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let c = rest.first, c.isUppercase, !rest.contains(".") && !rest.contains("<") {
        return true
      }
    }
    return false
  }
}
