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

extension NSObject {
  /// Makes an instance of the class this is called on with `init()`, as `metatype.init()`
  /// does on iOS (`[[cls alloc] init]`): a project class through its generated factory
  /// (`ClassFactory`), a view as `-[UIView init]` does (`init(frame: .zero)`, the class's own
  /// override included), a layer with its `required init()`, one of the façade's classes
  /// with its `init()`. Traps, naming the class, when Easel has no way to make it (a class
  /// the registration cannot reach: private, generic, or with other designated
  /// initializers only, where iOS stops too: "unimplemented initializer 'init()'").
  public class func __easelInit() -> Self {
    let cls: AnyClass = self
    guard let made = onMainActor({ MetatypeFactory.make(cls) }) as? Self else {
      preconditionFailure(
        "Easel cannot make \(self) through a metatype (\(self).init()): the class declares no init() the generated registration can call (private, generic, or other designated initializers only)"
      )
    }
    return made
  }
}

/// Makes views by their class object.
@MainActor
enum MetatypeFactory {
  /// Makes `cls` with `init()`, as `[[cls alloc] init]`, or nil when nothing knows it.
  static func make(_ cls: AnyClass) -> AnyObject? {
    if let made = ObjCRuntime.shared.makeInstance(of: cls) { return made }
    if cls is UIView.Type { return make(cls, frame: .zero) }
    if let layer = cls as? CALayer.Type { return layer.init() }
    return facadeObjects[ObjectIdentifier(cls)]?()
  }

  /// The façade's classes besides views and layers that code makes by class object, each
  /// with its `init()`.
  static let facadeObjects: [ObjectIdentifier: @MainActor () -> AnyObject] = [
    ObjectIdentifier(NSObject.self): { NSObject() },
    ObjectIdentifier(UIResponder.self): { UIResponder() },
    ObjectIdentifier(UIViewController.self): { UIViewController() },
    ObjectIdentifier(UINavigationController.self): { UINavigationController() },
    ObjectIdentifier(UITabBarController.self): { UITabBarController() },
    ObjectIdentifier(UITableViewController.self): { UITableViewController() },
    ObjectIdentifier(UICollectionViewFlowLayout.self): { UICollectionViewFlowLayout() },
    ObjectIdentifier(UICollectionViewLayout.self): { UICollectionViewLayout() },
    ObjectIdentifier(UIGestureRecognizer.self): { UIGestureRecognizer() },
    ObjectIdentifier(UITapGestureRecognizer.self): { UITapGestureRecognizer() },
    ObjectIdentifier(UIPanGestureRecognizer.self): { UIPanGestureRecognizer() },
    ObjectIdentifier(UIBarButtonItem.self): { UIBarButtonItem() },
  ]

  /// Makes `cls` with `init(frame:)`, or nil when no factory knows it.
  static func make(_ cls: AnyClass, frame: CGRect) -> AnyObject? {
    let id = ObjectIdentifier(cls)
    for c in ObjCRuntime.shared.keyValueTable.classes.values
    where ObjectIdentifier(c.type) == id {
      // The object `init(frame:)` returned, which an Objective-C initializer may replace.
      if let make = c.makeWithFrame {
        return make(frame).map { ObjCInitializerReplacement.take($0) }
      }
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
