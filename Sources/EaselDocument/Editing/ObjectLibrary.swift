import Foundation

/// Interface Builder's object library: the UIKit basics a designer drops onto a scene, each
/// with the markup Xcode writes for a fresh one (its attributes in Xcode's order, a fixed
/// frame, the default size the library gives it).
public enum LibraryObject: String, CaseIterable, Sendable {
  case view, label, button, imageView, textField, `switch`, slider, stackView

  /// The name the library shows.
  public var title: String {
    switch self {
    case .view: "View"
    case .label: "Label"
    case .button: "Button"
    case .imageView: "Image View"
    case .textField: "Text Field"
    case .switch: "Switch"
    case .slider: "Slider"
    case .stackView: "Stack View"
    }
  }

  /// The item a designer drags out to place a view of UIKit class `root` (the class a custom
  /// class's superclass chain ends at) before setting its custom class: `UIButton` →
  /// Button, `UILabel` → Label, …; a class the library has no item of its own for (`UIView`,
  /// `UIControl`, cells) is placed as a View, as Interface Builder users do.
  public init(placing root: String) {
    switch root {
    case "UILabel": self = .label
    case "UIButton": self = .button
    case "UIImageView": self = .imageView
    case "UITextField": self = .textField
    case "UISwitch": self = .switch
    case "UISlider": self = .slider
    case "UIStackView": self = .stackView
    default: self = .view
    }
  }

  /// The size a new one gets.
  public var defaultSize: CGSize {
    switch self {
    case .view, .imageView, .stackView: CGSize(width: 240, height: 128)
    case .label: CGSize(width: 42, height: 21)
    case .button: CGSize(width: 46, height: 30)
    case .textField: CGSize(width: 97, height: 34)
    case .switch: CGSize(width: 51, height: 31)
    case .slider: CGSize(width: 118, height: 31)
    }
  }

  /// The start tag's attributes before `id`, as Xcode writes them; `customClass` names a
  /// custom class (a designable dropped as a view), with its module.
  func attributes(customClass: String?, module: String?) -> [(String, String)] {
    let fixed: [(String, String)] = [("fixedFrame", "YES")]
    let tail: [(String, String)] = [("translatesAutoresizingMaskIntoConstraints", "NO")]
    var custom: [(String, String)] = []
    if let customClass {
      custom.append(("customClass", customClass))
      if let module {
        custom += [("customModule", module), ("customModuleProvider", "target")]
      }
    }
    switch self {
    case .view:
      return [("contentMode", "scaleToFill")] + fixed + tail + custom
    case .label:
      return [
        ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
        ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"),
      ] + fixed + [
        ("text", "Label"), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
        ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
      ] + tail + custom
    case .button:
      return [("opaque", "NO"), ("contentMode", "scaleToFill")] + fixed + [
        ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
        ("buttonType", "system"), ("lineBreakMode", "middleTruncation"),
      ] + tail + custom
    case .imageView:
      return [
        ("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"),
        ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
        ("verticalHuggingPriority", "251"),
      ] + fixed + tail + custom
    case .textField:
      return [("opaque", "NO"), ("contentMode", "scaleToFill")] + fixed + [
        ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center"),
        ("borderStyle", "roundedRect"), ("textAlignment", "natural"), ("minimumFontSize", "17"),
      ] + tail + custom
    case .switch:
      return [
        ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"),
        ("verticalHuggingPriority", "750"),
      ] + fixed + [
        ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
        ("on", "YES"),
      ] + tail + custom
    case .slider:
      return [("opaque", "NO"), ("contentMode", "scaleToFill")] + fixed + [
        ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
        ("value", "0.5"), ("minValue", "0.0"), ("maxValue", "1"),
      ] + tail + custom
    case .stackView:
      return [("opaque", "NO"), ("contentMode", "scaleToFill")] + fixed + tail + custom
    }
  }

  /// The child elements after the frame and autoresizing mask.
  var extraChildren: [String] {
    switch self {
    case .view:
      [
        #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
      ]
    case .label:
      [
        #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        #"<nil key="textColor"/>"#, #"<nil key="highlightedColor"/>"#,
      ]
    case .button: [#"<state key="normal" title="Button"/>"#]
    case .textField:
      [
        #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
        #"<textInputTraits key="textInputTraits"/>"#,
      ]
    case .imageView, .switch, .slider, .stackView: []
    }
  }

  /// The element's markup, one line a string, children indented by `unit` (the first line
  /// carries no indentation).
  public func markup(id: String, frame: CGRect, customClass: String?, module: String?, unit: String)
    -> [String]
  {
    let start = XMLEscaping.tag(
      rawValue, attributes(customClass: customClass, module: module) + [("id", id)],
      selfClosing: false)
    let children =
      [
        RuntimeAttributeWriter.rectMarkup(frame, key: "frame"),
        #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
      ] + extraChildren
    return [start] + children.map { unit + $0 } + ["</\(rawValue)>"]
  }
}
