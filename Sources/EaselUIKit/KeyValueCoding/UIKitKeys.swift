import Foundation

// The keys of built-in UIKit classes that Interface Builder's User Defined Runtime
// Attributes (and the corpus) set by key path, with iOS's key names (`hidden`, not
// `isHidden`; both are accepted here) and iOS's conversions (numbers and booleans are both
// `NSNumber`). Object keys (`layer`, `titleLabel`, `imageView`) let dotted paths such as
// `layer.cornerRadius` or `titleLabel.textAlignment` resolve step by step.

extension KeyValueTable {
  /// Entries for built-in UIKit and Core Animation classes, and the built-in view classes
  /// documents can name.
  @preconcurrency @MainActor
  public static var uiKit: KeyValueTable {
    var table = KeyValueTable()
    table.add(viewEntries)
    table.add(layerEntries)
    table.add(labelEntries)
    table.add(controlEntries)
    table.add(imageViewEntries)
    table.add(textFieldEntries)
    table.add(otherViewEntries)
    table.addObjectKey("layer", owner: UIView.self) { ($0 as? UIView)?.layer }
    table.addObjectKey("titleLabel", owner: UIButton.self) { ($0 as? UIButton)?.titleLabel }
    table.addObjectKey("imageView", owner: UIButton.self) { ($0 as? UIButton)?.imageView }
    table.addObjectKey("mask", owner: CALayer.self) { ($0 as? CALayer)?.mask }
    table.addObjectKey("superlayer", owner: CALayer.self) { ($0 as? CALayer)?.superlayer }
    table.add(builtInClasses)
    return table
  }

  /// The built-in view classes a document's `customClass` can name, made through
  /// `init?(coder:)`; each is registered under its class name (`UILabel`), which is the name
  /// `UIKitCatalog` (EaselDocument) gives it.
  @preconcurrency @MainActor
  static let builtInViewTypes: [UIView.Type] = [
    UIView.self, UIControl.self, UILabel.self, UIImageView.self, UIButton.self,
    UITextField.self, UITextView.self, UIScrollView.self, UIStackView.self, UITableView.self,
    UITableViewCell.self, UICollectionView.self, UICollectionReusableView.self,
    UICollectionViewCell.self, UINavigationBar.self, UITabBar.self, UIToolbar.self,
    UISearchBar.self, UISwitch.self, UISlider.self, UIProgressView.self,
    UIActivityIndicatorView.self, UISegmentedControl.self, UIStepper.self, UIPageControl.self,
    UIPickerView.self, UIDatePicker.self, UIVisualEffectView.self, MKMapView.self,
    WKWebView.self,
  ]

  @preconcurrency @MainActor
  static var builtInClasses: [DesignableClass] {
    builtInViewTypes.map { type in
      DesignableClass(name: "\(type)", type: type) { type.init(coder: $0) }
    }
  }

  @preconcurrency @MainActor
  static var viewEntries: [KeyValueEntry] {
    [
      Entries.color(UIView.self, "backgroundColor", \.backgroundColor),
      Entries.color(UIView.self, "tintColor", \.tintColor),
      Entries.cgFloat(UIView.self, "alpha", default: 1, \.alpha),
      Entries.int(UIView.self, "tag", default: 0, \.tag),
      Entries.enumeration(
        UIView.self, "contentMode", default: UIView.ContentMode.scaleToFill, \.contentMode),
      Entries.enumeration(
        UIView.self, "tintAdjustmentMode", default: UIView.TintAdjustmentMode.automatic,
        \.tintAdjustmentMode),
      Entries.enumeration(
        UIView.self, "overrideUserInterfaceStyle", default: UIUserInterfaceStyle.unspecified,
        \.overrideUserInterfaceStyle),
      Entries.string(UIView.self, "accessibilityIdentifier", \.accessibilityIdentifier),
      Entries.string(UIView.self, "accessibilityLabel", \.accessibilityLabel),
      Entries.make(UIView.self, "frame", .rect, get: { .rect($0.frame) }) {
        $0.frame = try $1.rect(key: "frame")
      },
      Entries.make(UIView.self, "bounds", .rect, get: { .rect($0.bounds) }) {
        $0.bounds = try $1.rect(key: "bounds")
      },
      Entries.make(UIView.self, "center", .point, get: { .point($0.center) }) {
        $0.center = try $1.point(key: "center")
      },
    ]
      + Entries.bool(UIView.self, ["hidden", "isHidden"], default: false, \.isHidden)
      + Entries.bool(UIView.self, ["clipsToBounds"], default: false, \.clipsToBounds)
      + Entries.bool(UIView.self, ["opaque", "isOpaque"], default: true, \.isOpaque)
      + Entries.bool(
        UIView.self, ["userInteractionEnabled", "isUserInteractionEnabled"], default: true,
        \.isUserInteractionEnabled)
      + Entries.bool(
        UIView.self, ["translatesAutoresizingMaskIntoConstraints"], default: true,
        \.translatesAutoresizingMaskIntoConstraints)
      + Entries.bool(
        UIView.self, ["multipleTouchEnabled"], default: false, \.isMultipleTouchEnabled)
  }

  /// A `CGColor` property set by key. On iOS, Interface Builder hands such a key a
  /// `UIColor`, which is not a `CGColor`: the property does not take the colour (the border
  /// or shadow keeps its previous colour). Easel accepts the value and, faithfully, leaves
  /// the colour unchanged; lint reports the attribute.
  @preconcurrency @MainActor
  static func uiColorIntoCGColor(
    _ key: String, _ path: ReferenceWritableKeyPath<CALayer, CGColor?>
  ) -> KeyValueEntry {
    Entries.make(
      CALayer.self, key, .color,
      get: { $0[keyPath: path].map { .color(UIColor(cgColor: $0)) } ?? .null }
    ) { layer, value in
      switch value {
      case .color: break  // iOS: a UIColor is not a CGColor; nothing changes.
      case .null: layer[keyPath: path] = nil
      default:
        throw KeyValueCodingError.typeMismatch(key: key, expected: .color, got: value.kindName)
      }
    }
  }

  @preconcurrency @MainActor
  static var layerEntries: [KeyValueEntry] {
    [
      Entries.cgFloat(CALayer.self, "cornerRadius", default: 0, \.cornerRadius),
      Entries.cgFloat(CALayer.self, "borderWidth", default: 0, \.borderWidth),
      uiColorIntoCGColor("borderColor", \.borderColor),
      uiColorIntoCGColor("shadowColor", \.shadowColor),
      uiColorIntoCGColor("backgroundColor", \.backgroundColor),
      Entries.float(CALayer.self, "shadowOpacity", default: 0, \.shadowOpacity),
      Entries.cgFloat(CALayer.self, "shadowRadius", default: 3, \.shadowRadius),
      Entries.make(
        CALayer.self, "shadowOffset", .size, default: .size(CGSize(width: 0, height: -3)),
        get: { .size($0.shadowOffset) }
      ) { $0.shadowOffset = try $1.size(key: "shadowOffset") },
      Entries.float(CALayer.self, "opacity", default: 1, \.opacity),
      Entries.cgFloat(CALayer.self, "zPosition", default: 0, \.zPosition),
      Entries.cgFloat(CALayer.self, "contentsScale", default: 1, \.contentsScale),
      Entries.make(
        CALayer.self, "name", .string, get: { $0.name.map(InspectableValue.string) ?? .null }
      ) {
        $0.name = try $1.string(key: "name")
      },
      Entries.make(
        CALayer.self, "anchorPoint", .point, default: .point(CGPoint(x: 0.5, y: 0.5)),
        get: { .point($0.anchorPoint) }
      ) { $0.anchorPoint = try $1.point(key: "anchorPoint") },
      Entries.make(CALayer.self, "position", .point, get: { .point($0.position) }) {
        $0.position = try $1.point(key: "position")
      },
      Entries.make(CALayer.self, "bounds", .rect, get: { .rect($0.bounds) }) {
        $0.bounds = try $1.rect(key: "bounds")
      },
    ]
      + Entries.bool(CALayer.self, ["masksToBounds"], default: false, \.masksToBounds)
      + Entries.bool(CALayer.self, ["hidden", "isHidden"], default: false, \.isHidden)
      + Entries.bool(CALayer.self, ["shouldRasterize"], default: false, \.shouldRasterize)
  }

  @preconcurrency @MainActor
  static var labelEntries: [KeyValueEntry] {
    [
      Entries.string(UILabel.self, "text", \.text),
      Entries.color(UILabel.self, "textColor", \.textColor),
      Entries.color(UILabel.self, "highlightedTextColor", \.highlightedTextColor),
      Entries.color(UILabel.self, "shadowColor", \.shadowColor),
      Entries.int(UILabel.self, "numberOfLines", default: 1, \.numberOfLines),
      Entries.cgFloat(UILabel.self, "minimumScaleFactor", default: 0, \.minimumScaleFactor),
      Entries.cgFloat(
        UILabel.self, "preferredMaxLayoutWidth", default: 0, \.preferredMaxLayoutWidth),
      Entries.enumeration(
        UILabel.self, "textAlignment", default: NSTextAlignment.natural, \.textAlignment),
      Entries.enumeration(
        UILabel.self, "lineBreakMode", default: NSLineBreakMode.byTruncatingTail, \.lineBreakMode),
      Entries.make(
        UILabel.self, "shadowOffset", .size, default: .size(CGSize(width: 0, height: -1)),
        get: { .size($0.shadowOffset) }
      ) { $0.shadowOffset = try $1.size(key: "shadowOffset") },
    ]
      + Entries.bool(
        UILabel.self, ["adjustsFontSizeToFitWidth"], default: false, \.adjustsFontSizeToFitWidth)
      + Entries.bool(UILabel.self, ["enabled", "isEnabled"], default: true, \.isEnabled)
      + Entries.bool(
        UILabel.self, ["highlighted", "isHighlighted"], default: false, \.isHighlighted)
  }

  @preconcurrency @MainActor
  static var controlEntries: [KeyValueEntry] {
    [
      Entries.enumeration(
        UIControl.self, "contentHorizontalAlignment",
        default: UIControl.ContentHorizontalAlignment.center, \.contentHorizontalAlignment),
      Entries.enumeration(
        UIControl.self, "contentVerticalAlignment",
        default: UIControl.ContentVerticalAlignment.center, \.contentVerticalAlignment),
    ]
      + Entries.bool(UIControl.self, ["enabled", "isEnabled"], default: true, \.isEnabled)
      + Entries.bool(UIControl.self, ["selected", "isSelected"], default: false, \.isSelected)
      + Entries.bool(
        UIControl.self, ["highlighted", "isHighlighted"], default: false, \.isHighlighted)
      + Entries.bool(
        UIButton.self, ["adjustsImageWhenHighlighted"], default: true, \.adjustsImageWhenHighlighted
      )
      // UIButton's title members of iOS 2, hidden from Swift for their deprecation: key-value
      // coding reaches them by Objective-C's names, the title label's, as on iOS (a
      // subclass's own member of the name is its instances' key).
      + [
        Entries.enumeration(
          UIButton.self, "lineBreakMode", default: NSLineBreakMode.byTruncatingMiddle,
          \.__objc_lineBreakMode),
        Entries.make(
          UIButton.self, "titleShadowOffset", .size, default: .size(.zero),
          get: { .size($0.__objc_titleShadowOffset) }
        ) { $0.__objc_titleShadowOffset = try $1.size(key: "titleShadowOffset") },
      ]
  }

  @preconcurrency @MainActor
  static var imageViewEntries: [KeyValueEntry] {
    [
      Entries.image(UIImageView.self, "image", \.image),
      Entries.image(UIImageView.self, "highlightedImage", \.highlightedImage),
    ]
      + Entries.bool(
        UIImageView.self, ["highlighted", "isHighlighted"], default: false, \.isHighlighted)
  }

  @preconcurrency @MainActor
  static var textFieldEntries: [KeyValueEntry] {
    [
      Entries.string(UITextField.self, "text", \.text),
      Entries.string(UITextField.self, "placeholder", \.placeholder),
      Entries.color(UITextField.self, "textColor", \.textColor),
      Entries.enumeration(
        UITextField.self, "textAlignment", default: NSTextAlignment.natural, \.textAlignment),
      Entries.enumeration(
        UITextField.self, "borderStyle", default: UITextField.BorderStyle.none, \.borderStyle),
      Entries.image(UITextField.self, "background", \.background),
    ]
      + Entries.bool(
        UITextField.self, ["secureTextEntry", "isSecureTextEntry"], default: false,
        \.isSecureTextEntry)
  }

  @preconcurrency @MainActor
  static var otherViewEntries: [KeyValueEntry] {
    [
      Entries.enumeration(
        UIStackView.self, "axis", default: NSLayoutConstraint.Axis.horizontal, \.axis),
      Entries.enumeration(
        UIStackView.self, "distribution", default: UIStackView.Distribution.fill, \.distribution),
      Entries.enumeration(
        UIStackView.self, "alignment", default: UIStackView.Alignment.fill, \.alignment),
      Entries.cgFloat(UIStackView.self, "spacing", default: 0, \.spacing),
      Entries.color(UISwitch.self, "onTintColor", \.onTintColor),
      Entries.color(UISwitch.self, "thumbTintColor", \.thumbTintColor),
      Entries.float(UISlider.self, "value", default: 0.5, \.value),
      Entries.float(UISlider.self, "minimumValue", default: 0, \.minimumValue),
      Entries.float(UISlider.self, "maximumValue", default: 1, \.maximumValue),
      Entries.color(UISlider.self, "minimumTrackTintColor", \.minimumTrackTintColor),
      Entries.color(UISlider.self, "maximumTrackTintColor", \.maximumTrackTintColor),
      Entries.color(UISlider.self, "thumbTintColor", \.thumbTintColor),
      Entries.float(UIProgressView.self, "progress", default: 0, \.progress),
      Entries.color(UIProgressView.self, "progressTintColor", \.progressTintColor),
      Entries.color(UIProgressView.self, "trackTintColor", \.trackTintColor),
      Entries.color(UIActivityIndicatorView.self, "color", \.color),
      Entries.int(
        UISegmentedControl.self, "selectedSegmentIndex", default: UISegmentedControl.noSegment,
        \.selectedSegmentIndex),
      Entries.color(
        UISegmentedControl.self, "selectedSegmentTintColor", \.selectedSegmentTintColor),
      // The bars' colours, which Interface Builder's inspector leaves out in some Xcode
      // versions (`unselectedItemTintColor`), so documents set them by key.
      Entries.color(UITabBar.self, "barTintColor", \.barTintColor),
      Entries.color(UITabBar.self, "unselectedItemTintColor", \.unselectedItemTintColor),
      Entries.color(UINavigationBar.self, "barTintColor", \.barTintColor),
      Entries.color(UIToolbar.self, "barTintColor", \.barTintColor),
      Entries.color(UISearchBar.self, "barTintColor", \.barTintColor),
      Entries.string(UITextView.self, "text", \.text),
      Entries.color(UITextView.self, "textColor", \.textColor),
      Entries.make(UIScrollView.self, "contentSize", .size, get: { .size($0.contentSize) }) {
        $0.contentSize = try $1.size(key: "contentSize")
      },
      Entries.make(UIScrollView.self, "contentOffset", .point, get: { .point($0.contentOffset) }) {
        $0.contentOffset = try $1.point(key: "contentOffset")
      },
    ]
      + Entries.bool(UISwitch.self, ["on", "isOn"], default: false, \.isOn)
      + Entries.bool(
        UIActivityIndicatorView.self, ["hidesWhenStopped"], default: true, \.hidesWhenStopped)
      + Entries.bool(
        UIScrollView.self, ["scrollEnabled", "isScrollEnabled"], default: true, \.isScrollEnabled)
      + Entries.bool(UITextView.self, ["editable", "isEditable"], default: true, \.isEditable)
  }
}
