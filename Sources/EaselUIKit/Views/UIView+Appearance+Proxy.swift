import Foundation

// `UIView.appearance()`: UIKit's appearance proxy, which records what is set on it and applies
// it to instances as they enter a window. App code sets it (`UINavigationBar.appearance()
// .barTintColor = …` in an app delegate), which Interface Builder never runs; a designable
// that sets it in its own code would style views made later. At rest here: the proxy is a
// fresh instance of the class (made as `init(frame:)` through its metatype), what is set on it
// stays on it, and the use is noted once per class, as for other API Easel does not draw.

extension UIView: @preconcurrency UIAppearance {
  /// The class's appearance proxy: a fresh instance, whose settings style no other view.
  public class func appearance() -> Self {
    UnimplementedAPI.use("UIView.appearance()", by: self)
    return __easelInit(frame: .zero)
  }

  /// The proxy for views in `trait`'s environment (the same proxy at rest).
  public class func appearance(for trait: UITraitCollection) -> Self { appearance() }

  /// The proxy for views inside containers of `containerTypes` (the same proxy at rest).
  public class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self { appearance() }
}

// Views and view controllers contain the views a proxy may be limited to, as in UIKit.
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

// `UIBarItem.appearance()` (`UIBarButtonItem.appearance().setTitleTextAttributes(…)` in an app
// delegate), at rest as the views' proxy is: a fresh item whose settings style no other.
extension UIBarItem: @preconcurrency UIAppearance {
  /// The class's appearance proxy: a fresh item, whose settings style no other item. Traps,
  /// naming the class, for a project's subclass, which Easel cannot make through its class
  /// object (`init()` is not a required initializer).
  public class func appearance() -> Self {
    UnimplementedAPI.use("UIBarItem.appearance()", by: self)
    let made: UIBarItem? =
      switch ObjectIdentifier(self) {
      case ObjectIdentifier(UIBarItem.self): UIBarItem()
      case ObjectIdentifier(UIBarButtonItem.self): UIBarButtonItem()
      case ObjectIdentifier(UITabBarItem.self): UITabBarItem()
      default: nil
      }
    guard let proxy = made as? Self else {
      preconditionFailure(
        "Easel cannot make \(self)'s appearance proxy: only UIKit's bar item classes have one here"
      )
    }
    return proxy
  }

  /// The proxy for items in `trait`'s environment (the same proxy at rest).
  public class func appearance(for trait: UITraitCollection) -> Self { appearance() }

  /// The proxy for items inside containers of `containerTypes` (the same proxy at rest).
  public class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self { appearance() }
}
