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
