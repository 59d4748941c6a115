import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

extension SceneRenderer {
  /// Builds the scene's view tree (and returns the builder, which knows the designables)
  /// and resizes its root view to `settings.viewSize` (any scene: xib views and freeform
  /// scenes too) or, when it follows the device, to `settings.canvasSize`, and lays it out
  /// fresh: the stored frames are handed to Auto Layout
  /// (views placed by constraints are solved for the new size, the others follow their
  /// autoresizing masks) and the controller's safe area and margins follow the device. At a
  /// Dynamic Type size other than Large (`settings.contentSizeCategory`) the scene is laid
  /// out fresh as well, at its own size if not the canvas's, since its text changes size;
  /// and so is every scene with `settings.layoutFresh`.
  public func instantiate(_ scene: Scene) throws -> (root: UIView, builder: ObjectBuilder) {
    let (root, builder) = try makeTree(scene)
    let canvas = settings.canvasSize
    // Right to left (`--language pseudo-rtl`) and at another Dynamic Type size, every scene
    // is laid out fresh, so that its leading and trailing constraints mirror and its text
    // takes its new size.
    let rightToLeft = PseudoLanguage(code: settings.language)?.isRightToLeft == true
    let textSized = settings.contentSizeCategory.map {
      $0 != UIContentSizeCategory.large.rawValue
    }
    let oldSize = root.bounds.size
    let target = settings.viewSize ?? canvas.flatMap { scene.followsDevice ? $0 : nil }
    let resized = target.flatMap { $0 != oldSize ? $0 : nil }
    // A controller's view shown alone at a given size (`SceneChrome.alone`) has lost the safe
    // area its stored frames were laid out in, so it is laid out fresh even at its own size.
    let alone = settings.viewSize != nil && scene.viewController?.isViewControllerElement == true
    guard resized != nil || alone || rightToLeft || textSized == true || settings.layoutFresh
    else {
      // Drawn at the stored frames: those constraints place are on the render's pixels, as
      // the engine UIKit runs when the view appears puts them (fresh layouts round in the
      // engine).
      root.alignConstraintPlacedFrames(toScale: CGFloat(settings.scale))
      return (root, builder)
    }
    let canvasSize = resized ?? oldSize
    let plainStatusBarHidden = SceneHost.omitsPlainStatusBar(document)
    for (element, view) in builder.made {
      view.autoLayout.keepsFrame = false
      if let stack = view as? UIStackView { stack.setNeedsLayout() }
      if view.autoresizingMask.isEmpty, let mask = Self.autoresizingMask(of: element) {
        view.autoresizingMask = mask
      }
      SceneHost.resize(
        view, from: oldSize, to: canvasSize, plainStatusBarHidden: plainStatusBarHidden,
        alone: alone)
    }
    root.frame = CGRect(origin: .zero, size: canvasSize)
    return (root, builder)
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
