import EaselInspect
import Foundation
import Testing

/// The API the census of real designables found missing type-checks in Swift 5 mode, in the
/// shapes those libraries use it; and every UIKit class Easel's registration makes through
/// `init?(coder:)` (`UIKitClasses.coderInstantiable`) has the initializers the generated
/// code calls.
@Suite(
  .enabled(
    if: UIKitAPICompiler.found != nil,
    "swiftc or .build/debug/Modules is missing; the compile test needs both"))
struct CensusAPICompileTests {
  @Test func censusShapedCodeTypeChecks() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(Self.fixture)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  @Test func everyCoderInstantiableClassHasTheGeneratedInitializers() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let names = UIKitClasses.coderInstantiable.sorted()
    #expect(names.count > 40)
    var source = "import UIKit\nimport WebKit\nimport MapKit\n"
    for (i, name) in names.enumerated() {
      source += "final class Sub\(i): \(name) {}\n"
      source += "@MainActor func make\(i)(_ c: NSCoder) -> AnyObject? { Sub\(i)(coder: c) }\n"
      if UIKitClasses.hasFrameInitializer(name) {
        source += "@MainActor func frame\(i)() -> AnyObject { Sub\(i)(frame: .zero) }\n"
      }
    }
    let r = try compiler.typecheck(source)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  /// What iOS's `import UIKit` brings along compiles with it alone: Core Image (and ImageIO,
  /// which Core Image brings) and Security (which Foundation brings), in the shapes the
  /// seventh census draw met (a CIColor, a GIF's frames read through an image source, a
  /// random salt).
  @Test func coreImageImageIOAndSecurityNeedOnlyUIKit() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import UIKit

      @IBDesignable final class Glow: UIView {
        @IBInspectable var glowColor: UIColor = .red
        override func draw(_ rect: CGRect) {
          let ci = CIColor(color: glowColor)
          _ = UIColor(red: ci.red, green: ci.green, blue: ci.blue, alpha: ci.alpha)
          guard let filter = CIFilter(name: "CIGaussianBlur") else { return }
          filter.setValue(CIImage(color: ci).cropped(to: rect), forKey: kCIInputImageKey)
          filter.setValue(4, forKey: kCIInputRadiusKey)
          guard let output = filter.outputImage,
            let cg = CIContext(options: nil).createCGImage(output, from: rect)
          else { return }
          UIImage(cgImage: cg).draw(in: rect)
          _ = UIImage(ciImage: output).ciImage?.extent
        }
      }

      func salt() -> String? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let status = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
        return status == errSecSuccess ? Data(bytes).base64EncodedString() : nil
      }

      func frames(of data: Data) -> [UIImage] {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return [] }
        var images: [UIImage] = []
        for i in 0..<CGImageSourceGetCount(source) {
          let properties = CGImageSourceCopyPropertiesAtIndex(source, i, nil) as? [String: Any]
          let gif = properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
          _ = gif?[kCGImagePropertyGIFDelayTime as String] as? Double
          if let cg = CGImageSourceCreateImageAtIndex(source, i, nil) {
            images.append(UIImage(cgImage: cg))
          }
        }
        return images
      }
      """)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  static let fixture = """
    import UIKit
    import QuartzCore
    import CoreGraphics

    @IBDesignable final class Blurred: UIView {
      var style: UIBlurEffect.Style = .extraLight
      func add() {
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight] as UIView.AutoresizingMask
        addSubview(v)
        sendSubviewToBack(v)
        bringSubviewToFront(v)
        _ = accessibilityActivate()
        _ = window?.screen.bounds.size ?? .zero
        let snap = snapshotView(afterScreenUpdates: false)
        _ = snap?.resizableSnapshotView(
          from: bounds, afterScreenUpdates: true, withCapInsets: .zero)
        layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.drawsAsynchronously = true
        let r = CAReplicatorLayer()
        r.instanceCount = 12
        r.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        r.instanceDelay = 0.1
        r.instanceColor = UIColor.red.cgColor
        r.instanceAlphaOffset = -0.05
        layer.addSublayer(r)
        // LTMorphingLabel's sparkles and flames.
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 10, y: 10)
        emitter.emitterSize = CGSize(width: 10, height: 1)
        emitter.renderMode = .unordered
        emitter.emitterShape = .line
        emitter.emitterMode = CAEmitterLayerEmitterMode.outline
        emitter.renderMode = CAEmitterLayerRenderMode.additive
        let cell = CAEmitterCell()
        cell.name = "sparkle"
        cell.birthRate = 150.0
        cell.velocityRange = -80.0
        cell.emissionLongitude = CGFloat(Double.pi / 2)
        cell.scaleSpeed = -0.06
        cell.contents = UIImage(named: "Sparkle")?.cgImage
        emitter.emitterCells = [cell]
        if (emitter.emitterCells?.count ?? 0) > 0 { layer.addSublayer(emitter) }
        let link = CADisplayLink(target: self, selector: Selector("tick"))
        _ = Float(link.duration) / Float(link.frameInterval)
        let p = NSCoder.cgPoint(for: "{1, 2}")
        _ = NSStringFromUIEdgeInsets(UIEdgeInsetsFromString("{1, 2, 3, 4}"))
        _ = p
        _ = Double(NSEC_PER_SEC)
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.repeatCount = HUGE
        let s = NSMutableString(string: "")
        s.appendFormat("%d", 3)
      }
      override func forBaselineLayout() -> UIView { self }
      override var forLastBaselineLayout: UIView { self }
      override var minimumContentSizeCategory: UIContentSizeCategory? {
        get { super.minimumContentSizeCategory }
        set { super.minimumContentSizeCategory = newValue }
      }
      override var appliedContentSizeCategoryLimitsDescription: String { "" }
      override func accessibilityIncrement() {}
      override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
      override func draw(_ layer: CALayer, in ctx: CGContext) {}
    }

    final class Gradient: CALayer {
      override func draw(in ctx: CGContext) {
        let box = ctx.boundingBoxOfClipPath
        guard let bitmap = CGContext(
          data: nil, width: Int(box.width), height: Int(box.height), bitsPerComponent: 8,
          bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
          let image = bitmap.makeImage()
        else { return }
        _ = CGContext(
          data: nil, width: image.width, height: image.height,
          bitsPerComponent: image.bitsPerComponent, bytesPerRow: image.bytesPerRow,
          space: image.colorSpace!, bitmapInfo: image.bitmapInfo.rawValue)
        _ = image.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.clip(to: box, mask: image)
      }
    }

    extension UINavigationBar {
      func clear() {
        setBackgroundImage(nil, for: .default)
        setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
      }
    }

    final class Segments: UISegmentedControl {
      func style() {
        setBackgroundImage(nil, for: .normal, barMetrics: .default)
        setDividerImage(
          nil, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
      }
    }

    final class Table: UITableViewController {
      func setUp() {
        tableView.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
        refreshControl = UIRefreshControl()
        refreshControl?.beginRefreshing()
      }
    }

    final class Item: UIBarButtonItem {
      override func awakeFromNib() { super.awakeFromNib() }
      override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    }

    final class Tabs: UITabBarController {
      override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    }

    final class Presenter: UIPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect { .zero }
      override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
      ) -> CGSize { parentSize }
      override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
      override func presentationTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
          coordinator.animate(alongsideTransition: { _ in }, completion: nil)
        }
      }
    }

    final class Navigator: NSObject, UINavigationControllerDelegate {
      var last: UINavigationController.Operation = .pop
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { nil }
    }

    final class Growing: UITextView {
      override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
      func keep() {
        undoManager?.removeAllActions()
        scrollRangeToVisible(NSRange(location: 0, length: 0))
        if let marked = markedTextRange { _ = position(from: marked.start, offset: 0) }
        let selection = selectedTextRange
        selectedTextRange = selection
      }
    }
    func makeGrowing() -> Growing { Growing(frame: .zero) }

    extension UITextField {
      func caretToEnd() {
        let start = beginningOfDocument
        selectedTextRange = textRange(from: start, to: endOfDocument)
        undoManager?.removeAllActions()
      }
    }

    final class Button: UIButton {
      func legacy() {
        reversesTitleShadowWhenHighlighted = true
        showsTouchWhenHighlighted = true
      }
    }

    final class Tilting: UIImageView {
      func tilt() {
        let h = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        h.minimumRelativeValue = -10
        let group = UIMotionEffectGroup()
        group.motionEffects = [h]
        addMotionEffect(group)
        if !motionEffects.isEmpty { removeMotionEffect(group) }
        let kind: UIInterpolatingMotionEffectType = .tiltAlongVerticalAxis
        _ = kind
        let insets = image?.alignmentRectInsets ?? .zero
        image = image?.withAlignmentRectInsets(insets)
        image?.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        setValue(UIColor.red, forKeyPath: "layer.borderColor")
        _ = value(forKeyPath: "placeholderLabel.textColor") as? UIColor
        let mode: UIImage.RenderingMode = .alwaysTemplate
        _ = mode
        let style: UIImpactFeedbackGenerator.FeedbackStyle = .heavy
        _ = style
        let key: NSAttributedString.Key = .font
        _ = key
      }
    }

    func html(_ text: String) -> NSAttributedString {
      guard let data = text.data(using: .utf8) else { return NSAttributedString() }
      return (try? NSAttributedString(
        data: data,
        options: [NSAttributedString.DocumentReadingOptionKey.documentType:
          NSAttributedString.DocumentType.html],
        documentAttributes: nil)) ?? NSAttributedString()
    }
    final class Field: UITextField {
      var timer = Timer()
      func style() {
        attributedText = NSMutableAttributedString(string: text ?? "")
        let b = UIButton(type: UIButton.ButtonType.system)
        b.setImage(nil, for: UIControl.State.normal)
        let events: UIControl.Event = .touchUpInside
        _ = events
        let cell: UITableViewCell.CellStyle = .subtitle
        _ = cell
      }
    }

    final class Window: UIWindow {
      func raise() { windowLevel = UIWindow.Level.statusBar }
    }

    // UIKit's `window` is an optional requirement of optional type: a `UIWindow??` through
    // the protocol, while an app delegate declares its own `UIWindow?`.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func show() { window = UIWindow(); window?.makeKeyAndVisible() }
    }
    @MainActor func safeInsets() -> UIEdgeInsets {
      let fromDelegate = UIApplication.shared.delegate?.window??.safeAreaInsets
      if let window = UIApplication.shared.delegate?.window, let shown = window {
        return shown.safeAreaInsets
      }
      return fromDelegate ?? (UIApplication.shared.delegate as? AppDelegate)?.window?.safeAreaInsets ?? .zero
    }
    // Core Foundation's run loop modes are members of CFRunLoopMode, as Apple's importer names
    // kCFRunLoopCommonModes and kCFRunLoopDefaultMode.
    @MainActor func quietly(_ layer: CALayer) -> Bool {
      CATransaction.begin()
      CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
      layer.opacity = 0.5
      CATransaction.commit()
      return CATransaction.value(forKey: kCATransactionDisableActions) != nil
        && CFBooleanGetValue(kCFBooleanTrue) && !CFBooleanGetValue(kCFBooleanFalse)
    }
    @MainActor func schedule(_ timer: CFRunLoopTimer) {
      CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
      _ = CFRunLoopMode.defaultMode
    }
    // An app delegate's appearance proxies, a keyboard's traits (IQKeyboardManagerSwift), a
    // class's name (a nib named after it).
    @MainActor func style(_ field: UITextField, _ text: UITextView) -> String {
      UINavigationBar.appearance().barTintColor = .red
      UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .gray
      field.keyboardType = .numberPad
      field.returnKeyType = .done
      let traits: UITextInputTraits = text
      _ = traits.keyboardAppearance
      return UIView.description().components(separatedBy: ".").last ?? ""
    }

    // Key-value coding sent to a class, as NSObject's instance methods answer a class object
    // (OsTools' getAllStaticFields).
    extension NSObject {
      @MainActor static func field(_ key: String) -> String? { self.value(forKey: key) as? String }
    }

    // UIKit's designated initializers beyond init(frame:) and init(coder:), as subclasses
    // call them (UIImageViewAligned, SwiftyAvatar).
    final class Aligned: UIImageView {
      override init(image: UIImage?) { super.init(image: image) }
      override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
      }
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Avatar: UIImageView {
      init(size: CGFloat) { super.init(image: nil); frame.size = CGSize(width: size, height: size) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Spinner: UIActivityIndicatorView {
      override init(style: UIActivityIndicatorView.Style) { super.init(style: style) }
      required init(coder: NSCoder) { super.init(coder: coder) }
    }
    final class DesignatedSegments: UISegmentedControl {
      override init(items: [Any]?) { super.init(items: items) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Header: UITableViewHeaderFooterView {
      override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    """
}
