import Foundation

// `init(frame:)` through a metatype value (`type(of: self).init(frame:)`, `viewClass.init(
// frame:)`), which Swift allows on iOS because the initializer is Objective-C's. The source
// preparation makes such a call `__easelInit(frame:)` (`SourceRewriter+Metatypes.swift`);
// this makes the receiver's own class: a project class through its generated registration
// (`DesignableClass.makeWithFrame`, installed in `ObjCRuntime`), a UIKit view through the
// table below.

extension UIView {
  /// Makes an instance of the class this is called on with `init(frame:)`, as
  /// `metatype.init(frame:)` does on iOS. Traps, naming the class, when Easel has no way to
  /// make it (a class the registration cannot reach: private, generic).
  public class func __easelInit(frame: CGRect) -> Self {
    guard let made = MetatypeFactory.make(self, frame: frame) as? Self else {
      preconditionFailure(
        "Easel cannot make \(self) through a metatype (\(self).init(frame:)): the class is not in the generated registration (private or generic)"
      )
    }
    return made
  }
}

/// Makes views by their class object.
@MainActor
enum MetatypeFactory {
  /// Makes `cls` with `init(frame:)`, or nil when no factory knows it.
  static func make(_ cls: AnyClass, frame: CGRect) -> AnyObject? {
    let id = ObjectIdentifier(cls)
    for c in ObjCRuntime.shared.keyValueTable.classes.values
    where ObjectIdentifier(c.type) == id {
      if let make = c.makeWithFrame { return make(frame) }
    }
    return uiKit(cls, frame: frame)
  }

  /// A UIKit view class the façade declares, made with its `init(frame:)`; nil for others.
  static func uiKit(_ cls: AnyClass, frame: CGRect) -> UIView? {
    switch ObjectIdentifier(cls) {
    case ObjectIdentifier(UIView.self): return UIView(frame: frame)
    case ObjectIdentifier(UILabel.self): return UILabel(frame: frame)
    case ObjectIdentifier(UIButton.self): return UIButton(frame: frame)
    case ObjectIdentifier(UIImageView.self): return UIImageView(frame: frame)
    case ObjectIdentifier(UIControl.self): return UIControl(frame: frame)
    case ObjectIdentifier(UIScrollView.self): return UIScrollView(frame: frame)
    case ObjectIdentifier(UITextField.self): return UITextField(frame: frame)
    case ObjectIdentifier(UITextView.self): return UITextView(frame: frame)
    case ObjectIdentifier(UIStackView.self): return UIStackView(frame: frame)
    case ObjectIdentifier(UISwitch.self): return UISwitch(frame: frame)
    case ObjectIdentifier(UISlider.self): return UISlider(frame: frame)
    case ObjectIdentifier(UIStepper.self): return UIStepper(frame: frame)
    case ObjectIdentifier(UIProgressView.self): return UIProgressView(frame: frame)
    case ObjectIdentifier(UIActivityIndicatorView.self):
      return UIActivityIndicatorView(frame: frame)
    case ObjectIdentifier(UIPageControl.self): return UIPageControl(frame: frame)
    case ObjectIdentifier(UISegmentedControl.self): return UISegmentedControl(frame: frame)
    case ObjectIdentifier(UIDatePicker.self): return UIDatePicker(frame: frame)
    case ObjectIdentifier(UIPickerView.self): return UIPickerView(frame: frame)
    case ObjectIdentifier(UITableView.self): return UITableView(frame: frame)
    case ObjectIdentifier(UITableViewCell.self): return UITableViewCell(frame: frame)
    case ObjectIdentifier(UICollectionViewCell.self): return UICollectionViewCell(frame: frame)
    case ObjectIdentifier(UICollectionReusableView.self):
      return UICollectionReusableView(frame: frame)
    case ObjectIdentifier(UINavigationBar.self): return UINavigationBar(frame: frame)
    case ObjectIdentifier(UIToolbar.self): return UIToolbar(frame: frame)
    case ObjectIdentifier(UITabBar.self): return UITabBar(frame: frame)
    case ObjectIdentifier(UISearchBar.self): return UISearchBar(frame: frame)
    case ObjectIdentifier(UIVisualEffectView.self): return UIVisualEffectView(frame: frame)
    default: return nil
    }
  }
}
