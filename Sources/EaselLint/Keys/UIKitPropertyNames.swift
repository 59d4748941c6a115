// Property names UIKit's classes have on iOS (key-value coding names: `hidden`, not
// `isHidden`; both spellings of Boolean getters are listed where documents use them), for
// the keys Easel's own key-value table (EaselUIKit's `UIKitKeys.swift`) does not set yet.
// A runtime attribute naming one of these is not stale: it works on iOS, and lint says
// Easel does not apply it (`runtime-attribute-unsupported`).

/// UIKit property names by declaring class; see the file comment.
enum UIKitPropertyNames {
  static let byClass: [String: Set<String>] = [
    "NSObject": [
      "isAccessibilityElement", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
      "accessibilityTraits", "accessibilityElementsHidden", "accessibilityViewIsModal",
      "shouldGroupAccessibilityChildren", "accessibilityLanguage", "accessibilityIdentifier",
    ],
    "UIView": [
      "semanticContentAttribute", "layoutMargins", "directionalLayoutMargins",
      "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
      "autoresizesSubviews", "autoresizingMask", "clearsContextBeforeDrawing", "exclusiveTouch",
      "isExclusiveTouch", "maskView", "mask", "transform", "contentScaleFactor",
      "restorationIdentifier", "gestureRecognizers", "motionEffects", "largeContentTitle",
      "showsLargeContentViewer", "focusGroupIdentifier", "accessibilityIgnoresInvertColors",
      "layer",
    ],
    "CALayer": [
      "shadowPath", "contents", "contentsGravity", "contentsRect", "contentsCenter",
      "cornerCurve", "maskedCorners", "doubleSided", "geometryFlipped",
      "allowsEdgeAntialiasing", "allowsGroupOpacity", "edgeAntialiasingMask",
      "minificationFilter", "magnificationFilter", "rasterizationScale", "transform",
      "sublayerTransform", "anchorPointZ", "frame", "needsDisplayOnBoundsChange",
      "drawsAsynchronously", "compositingFilter", "filters", "backgroundFilters", "speed",
      "timeOffset", "beginTime", "duration", "repeatCount", "autoreverses", "fillMode",
      "sublayers", "delegate", "style",
    ],
    "CAShapeLayer": [
      "path", "fillColor", "fillRule", "strokeColor", "strokeStart", "strokeEnd", "lineWidth",
      "miterLimit", "lineCap", "lineJoin", "lineDashPhase", "lineDashPattern",
    ],
    "CAGradientLayer": ["colors", "locations", "startPoint", "endPoint", "type"],
    "UILabel": [
      "font", "attributedText", "baselineAdjustment", "allowsDefaultTighteningForTruncation",
      "adjustsFontForContentSizeCategory", "showsExpansionTextWhenTruncated",
      "lineBreakStrategy", "enablesMarqueeWhenAncestorFocused", "preferredVibrancy",
    ],
    "UIControl": [
      "tracking", "touchInside", "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled",
      "toolTip",
    ],
    "UIButton": [
      "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "adjustsImageWhenDisabled",
      "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "buttonType",
      "configuration", "role", "menu", "changesSelectionAsPrimaryAction",
      "automaticallyUpdatesConfiguration", "pointerInteractionEnabled", "titleLabel",
      "imageView", "subtitleLabel", "currentTitle", "currentImage",
    ],
    "UIImageView": [
      "animationImages", "highlightedAnimationImages", "animationDuration",
      "animationRepeatCount", "preferredSymbolConfiguration",
      "adjustsImageSizeForAccessibilityContentSizeCategory", "animating",
    ],
    "UITextField": [
      "font", "attributedText", "attributedPlaceholder", "disabledBackground",
      "clearButtonMode", "leftView", "leftViewMode", "rightView", "rightViewMode",
      "minimumFontSize", "adjustsFontSizeToFitWidth", "clearsOnBeginEditing",
      "clearsOnInsertion", "allowsEditingTextAttributes", "defaultTextAttributes", "inputView",
      "inputAccessoryView", "keyboardType", "returnKeyType", "autocapitalizationType",
      "autocorrectionType", "spellCheckingType", "keyboardAppearance",
      "enablesReturnKeyAutomatically", "textContentType", "delegate", "editing",
    ],
    "UITextView": [
      "font", "textAlignment", "attributedText", "textContainerInset", "selectable",
      "isSelectable", "dataDetectorTypes", "linkTextAttributes", "allowsEditingTextAttributes",
      "typingAttributes", "keyboardType", "returnKeyType", "autocapitalizationType",
      "autocorrectionType", "usesStandardTextScaling", "textContainer", "delegate",
      "inputView", "inputAccessoryView",
    ],
    "UIScrollView": [
      "contentInset", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
      "pagingEnabled", "isPagingEnabled", "directionalLockEnabled",
      "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "indicatorStyle",
      "scrollIndicatorInsets", "decelerationRate", "delaysContentTouches",
      "canCancelContentTouches", "minimumZoomScale", "maximumZoomScale", "zoomScale",
      "bouncesZoom", "scrollsToTop", "keyboardDismissMode", "contentInsetAdjustmentBehavior",
      "automaticallyAdjustsScrollIndicatorInsets", "refreshControl", "delegate",
    ],
    "UITableView": [
      "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedRowHeight",
      "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorStyle",
      "separatorColor", "separatorInset", "separatorEffect", "backgroundView",
      "tableHeaderView", "tableFooterView", "allowsSelection", "allowsMultipleSelection",
      "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "editing",
      "sectionIndexColor", "sectionIndexBackgroundColor",
      "sectionIndexTrackingBackgroundColor", "sectionIndexMinimumDisplayRowCount",
      "cellLayoutMarginsFollowReadableWidth", "insetsContentViewsToSafeArea",
      "remembersLastFocusedIndexPath", "dragInteractionEnabled", "sectionHeaderTopPadding",
      "dataSource", "prefetchDataSource",
    ],
    "UITableViewCell": [
      "textLabel", "detailTextLabel", "imageView", "contentView", "backgroundView",
      "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryType",
      "accessoryView", "editingAccessoryType", "editingAccessoryView", "selectionStyle",
      "selected", "highlighted", "editing", "showsReorderControl", "shouldIndentWhileEditing",
      "indentationLevel", "indentationWidth", "separatorInset", "focusStyle",
      "userInteractionEnabledWhileDragging", "reuseIdentifier",
    ],
    "UICollectionView": [
      "collectionViewLayout", "backgroundView", "allowsSelection", "allowsMultipleSelection",
      "prefetchingEnabled", "dataSource", "dragInteractionEnabled",
      "remembersLastFocusedIndexPath",
    ],
    "UICollectionReusableView": ["reuseIdentifier"],
    "UICollectionViewCell": [
      "contentView", "backgroundView", "selectedBackgroundView", "selected", "highlighted",
    ],
    "UIStackView": [
      "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "arrangedSubviews",
    ],
    "UISwitch": ["onImage", "offImage", "preferredStyle", "title"],
    "UISlider": ["continuous", "minimumValueImage", "maximumValueImage"],
    "UISegmentedControl": [
      "momentary", "apportionsSegmentWidthsByContent", "numberOfSegments",
    ],
    "UIProgressView": ["progressViewStyle", "progressImage", "trackImage"],
    "UIActivityIndicatorView": ["activityIndicatorViewStyle", "style", "animating"],
    "UIPageControl": [
      "numberOfPages", "currentPage", "hidesForSinglePage", "pageIndicatorTintColor",
      "currentPageIndicatorTintColor", "backgroundStyle", "preferredIndicatorImage",
    ],
    "UIStepper": [
      "continuous", "autorepeat", "wraps", "value", "minimumValue", "maximumValue", "stepValue",
    ],
    "UIDatePicker": [
      "datePickerMode", "locale", "calendar", "timeZone", "date", "minimumDate", "maximumDate",
      "countDownDuration", "minuteInterval", "preferredDatePickerStyle",
    ],
    "UIPickerView": ["dataSource", "delegate", "showsSelectionIndicator"],
    "UINavigationBar": [
      "barStyle", "translucent", "shadowImage", "backIndicatorImage",
      "backIndicatorTransitionMaskImage", "titleTextAttributes", "largeTitleTextAttributes",
      "prefersLargeTitles", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
      "delegate",
    ],
    "UITabBar": [
      "barStyle", "translucent", "selectedImageTintColor", "backgroundImage",
      "selectionIndicatorImage", "shadowImage",
      "itemPositioning", "itemWidth", "itemSpacing", "standardAppearance",
      "scrollEdgeAppearance", "delegate", "items", "selectedItem",
    ],
    "UIToolbar": ["barStyle", "translucent", "standardAppearance", "items"],
    "UISearchBar": [
      "text", "placeholder", "prompt", "barStyle", "searchBarStyle", "translucent",
      "showsCancelButton", "showsBookmarkButton", "showsScopeBar",
      "scopeButtonTitles", "backgroundImage", "searchTextField", "delegate",
    ],
    "UIVisualEffectView": ["effect", "contentView"],
    "UIViewController": [
      "title", "view", "preferredContentSize", "modalPresentationStyle", "modalTransitionStyle",
      "definesPresentationContext", "providesPresentationContextTransitionStyle",
      "hidesBottomBarWhenPushed", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
      "automaticallyAdjustsScrollViewInsets", "restorationIdentifier", "navigationItem",
      "tabBarItem", "toolbarItems", "modalInPresentation", "isModalInPresentation",
      "overrideUserInterfaceStyle", "additionalSafeAreaInsets",
      "viewRespectsSystemMinimumLayoutMargins", "transitioningDelegate", "searchDisplayController",
    ],
    "UITableViewController": ["clearsSelectionOnViewWillAppear", "tableView", "refreshControl"],
    "UICollectionViewController": [
      "clearsSelectionOnViewWillAppear", "collectionView",
      "installsStandardGestureForInteractiveMovement",
    ],
    "UINavigationController": [
      "navigationBar", "toolbar", "navigationBarHidden", "toolbarHidden", "hidesBarsOnSwipe",
      "delegate", "viewControllers",
    ],
    "UITabBarController": ["tabBar", "selectedIndex", "delegate", "viewControllers"],
    "UIPageViewController": ["dataSource", "delegate"],
    "UISplitViewController": ["delegate", "preferredDisplayMode", "viewControllers"],
    "UIBarItem": [
      "title", "image", "landscapeImagePhone", "largeContentSizeImage", "enabled", "isEnabled",
      "tag", "imageInsets",
    ],
    "UIBarButtonItem": [
      "style", "width", "tintColor", "customView", "target", "action", "menu", "primaryAction",
      "hidden",
    ],
    "UITabBarItem": ["selectedImage", "badgeValue", "badgeColor", "titlePositionAdjustment"],
    "UINavigationItem": [
      "title", "titleView", "prompt", "backBarButtonItem", "backButtonTitle", "hidesBackButton",
      "leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems",
      "largeTitleDisplayMode", "searchController", "leftItemsSupplementBackButton",
    ],
    "NSLayoutConstraint": [
      "constant", "multiplier", "priority", "active", "isActive", "identifier",
      "shouldBeArchived", "firstItem", "secondItem",
    ],
    "UIGestureRecognizer": [
      "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
      "delegate", "name", "view",
    ],
    "UITapGestureRecognizer": ["numberOfTapsRequired", "numberOfTouchesRequired"],
    "UISwipeGestureRecognizer": ["direction", "numberOfTouchesRequired"],
    "UILongPressGestureRecognizer": [
      "minimumPressDuration", "allowableMovement", "numberOfTapsRequired",
      "numberOfTouchesRequired",
    ],
    "UIPanGestureRecognizer": ["minimumNumberOfTouches", "maximumNumberOfTouches"],
  ]
}
