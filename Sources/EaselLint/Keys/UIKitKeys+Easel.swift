import EaselDocument

// The keys Easel's key-value table sets, as data: lint knows them without linking the renderer.
// Written from EaselUIKit's `KeyValueTable.uiKit` and kept equal to it by `UIKitKeysTests`,
// which lists what differs.

extension UIKitKeys {
  /// Easel's own table: the keys its key-value table (EaselUIKit's `KeyValueTable.uiKit`)
  /// sets on each class a document can name and on `CALayer`, inherited ones included, and
  /// the names in `UIKitPropertyNames`.
  public static let easel = UIKitKeys(
    applied: Dictionary(
      uniqueKeysWithValues: easelClasses.map { name in
        var keys: [String: PropertyType] = [:]
        for owner in UIKitCatalog.superclassChain(of: name).reversed() {
          keys.merge(easelKeysByOwner[owner] ?? [:]) { _, nearer in nearer }
        }
        return (name, keys)
      }),
    known: UIKitPropertyNames.byClass)

  /// The classes Easel's table sets keys on: the built-in view classes a document's
  /// `customClass` can name, and `CALayer`.
  static let easelClasses: [String] = [
    "CALayer", "MKMapView", "UIActivityIndicatorView", "UIButton", "UICollectionReusableView",
    "UICollectionView", "UICollectionViewCell", "UIControl", "UIDatePicker", "UIImageView",
    "UILabel", "UINavigationBar", "UIPageControl", "UIPickerView", "UIProgressView", "UIScrollView",
    "UISearchBar", "UISegmentedControl", "UISlider", "UIStackView", "UIStepper", "UISwitch",
    "UITabBar", "UITableView", "UITableViewCell", "UITextField", "UITextView", "UIToolbar",
    "UIView", "UIVisualEffectView", "WKWebView",
  ]

  /// The keys Easel sets, by the class declaring them, with their types.
  static let easelKeysByOwner: [String: [String: PropertyType]] = [
    "CALayer": [
      "anchorPoint": .kind(.point), "backgroundColor": .cgColor, "borderColor": .cgColor,
      "borderWidth": .kind(.cgFloat), "bounds": .kind(.rect), "contentsScale": .kind(.cgFloat),
      "cornerRadius": .kind(.cgFloat), "hidden": .kind(.bool), "isHidden": .kind(.bool),
      "masksToBounds": .kind(.bool), "name": .kind(.string), "opacity": .kind(.float),
      "position": .kind(.point), "shadowColor": .cgColor, "shadowOffset": .kind(.size),
      "shadowOpacity": .kind(.float), "shadowRadius": .kind(.cgFloat),
      "shouldRasterize": .kind(.bool), "zPosition": .kind(.cgFloat),
    ],
    "UIActivityIndicatorView": [
      "color": .kind(.color), "hidesWhenStopped": .kind(.bool),
    ],
    "UIButton": [
      "adjustsImageWhenHighlighted": .kind(.bool), "lineBreakMode": .kind(.int),
      "titleShadowOffset": .kind(.size),
    ],
    "UIControl": [
      "contentHorizontalAlignment": .kind(.int), "contentVerticalAlignment": .kind(.int),
      "enabled": .kind(.bool), "highlighted": .kind(.bool), "isEnabled": .kind(.bool),
      "isHighlighted": .kind(.bool), "isSelected": .kind(.bool), "selected": .kind(.bool),
    ],
    "UIImageView": [
      "highlighted": .kind(.bool), "highlightedImage": .kind(.image), "image": .kind(.image),
      "isHighlighted": .kind(.bool),
    ],
    "UILabel": [
      "adjustsFontSizeToFitWidth": .kind(.bool), "enabled": .kind(.bool),
      "highlighted": .kind(.bool), "highlightedTextColor": .kind(.color), "isEnabled": .kind(.bool),
      "isHighlighted": .kind(.bool), "lineBreakMode": .kind(.int),
      "minimumScaleFactor": .kind(.cgFloat), "numberOfLines": .kind(.int),
      "preferredMaxLayoutWidth": .kind(.cgFloat), "shadowColor": .kind(.color),
      "shadowOffset": .kind(.size), "text": .kind(.string), "textAlignment": .kind(.int),
      "textColor": .kind(.color),
    ],
    "UINavigationBar": ["barTintColor": .kind(.color)],
    "UIProgressView": [
      "progress": .kind(.float), "progressTintColor": .kind(.color),
      "trackTintColor": .kind(.color),
    ],
    "UIScrollView": [
      "contentOffset": .kind(.point), "contentSize": .kind(.size), "isScrollEnabled": .kind(.bool),
      "scrollEnabled": .kind(.bool),
    ],
    "UISearchBar": ["barTintColor": .kind(.color)],
    "UISegmentedControl": [
      "selectedSegmentIndex": .kind(.int), "selectedSegmentTintColor": .kind(.color),
    ],
    "UISlider": [
      "maximumTrackTintColor": .kind(.color), "maximumValue": .kind(.float),
      "minimumTrackTintColor": .kind(.color), "minimumValue": .kind(.float),
      "thumbTintColor": .kind(.color), "value": .kind(.float),
    ],
    "UIStackView": [
      "alignment": .kind(.int), "axis": .kind(.int), "distribution": .kind(.int),
      "spacing": .kind(.cgFloat),
    ],
    "UISwitch": [
      "isOn": .kind(.bool), "on": .kind(.bool), "onTintColor": .kind(.color),
      "thumbTintColor": .kind(.color),
    ],
    "UITabBar": ["barTintColor": .kind(.color), "unselectedItemTintColor": .kind(.color)],
    "UITextField": [
      "background": .kind(.image), "borderStyle": .kind(.int), "isSecureTextEntry": .kind(.bool),
      "placeholder": .kind(.string), "secureTextEntry": .kind(.bool), "text": .kind(.string),
      "textAlignment": .kind(.int), "textColor": .kind(.color),
    ],
    "UITextView": [
      "editable": .kind(.bool), "isEditable": .kind(.bool), "text": .kind(.string),
      "textColor": .kind(.color),
    ],
    "UIToolbar": ["barTintColor": .kind(.color)],
    "UIView": [
      "accessibilityIdentifier": .kind(.string), "accessibilityLabel": .kind(.string),
      "alpha": .kind(.cgFloat), "backgroundColor": .kind(.color), "bounds": .kind(.rect),
      "center": .kind(.point), "clipsToBounds": .kind(.bool), "contentMode": .kind(.int),
      "frame": .kind(.rect), "hidden": .kind(.bool), "isHidden": .kind(.bool),
      "isOpaque": .kind(.bool), "isUserInteractionEnabled": .kind(.bool),
      "multipleTouchEnabled": .kind(.bool), "opaque": .kind(.bool),
      "overrideUserInterfaceStyle": .kind(.int), "tag": .kind(.int),
      "tintAdjustmentMode": .kind(.int), "tintColor": .kind(.color),
      "translatesAutoresizingMaskIntoConstraints": .kind(.bool),
      "userInteractionEnabled": .kind(.bool),
    ],
  ]
}
