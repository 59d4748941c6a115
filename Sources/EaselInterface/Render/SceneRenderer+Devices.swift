import EaselDocument
import EaselUIKit
import Foundation

extension SceneRenderer {
  /// Instantiates `scene` and, when it follows the device, resizes its root view to
  /// `canvasSize`: subviews keep their stored frames unless their autoresizing masks say
  /// otherwise. Differs from UIKit: constraints are not solved (Auto Layout comes later),
  /// so views laid out by constraints keep the frames Interface Builder stored.
  public func instantiate(
    _ scene: Scene, canvasSize: CGSize?
  ) throws -> (root: UIView, builder: ObjectBuilder) {
    let (root, builder) = try instantiate(scene)
    guard let canvasSize, scene.followsDevice, root.bounds.size != canvasSize else {
      return (root, builder)
    }
    for (element, view) in builder.made where view.autoresizingMask.isEmpty {
      if let mask = Self.autoresizingMask(of: element) { view.autoresizingMask = mask }
    }
    root.frame = CGRect(origin: .zero, size: canvasSize)
    return (root, builder)
  }

  /// Renders `scene` to bytes in `settings.format`, its root view resized to `canvasSize`
  /// when it follows the device (see `instantiate(_:canvasSize:)`).
  public func render(_ scene: Scene, canvasSize: CGSize?) throws -> Data {
    let (root, builder) = try instantiate(scene, canvasSize: canvasSize)
    return try render(root, builder: builder)
  }

  /// The `<autoresizingMask key="autoresizingMask" …>` of a view element, as UIKit's.
  static func autoresizingMask(of element: IBElement) -> UIView.AutoresizingMask? {
    guard let m = element.child("autoresizingMask", key: "autoresizingMask") else { return nil }
    var mask: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (attribute, flag) in flags where m[attribute] == "YES" { mask.insert(flag) }
    return mask
  }
}
