/// Sources that exercise the scanner's and the generator's corners; they compile.
enum TrickySources {
  /// Every inspectable type, optionality, access and storage form, nesting, `#if`.
  static let gauge = #"""
    import UIKit

    /* A block comment with @IBInspectable var fake: Int = 0 /* nested */ still comment */
    // @IBDesignable class NotAClass: UIView {}
    let banner = "@IBInspectable var inString: Int = 1"
    let poem = """
      @IBDesignable class InMultiline: UIView {}
      \(banner.count) "quoted" \("nested \("deep")")
      """
    let raw = #"@IBInspectable var inRaw: Int = "\(2)""#

    @IBDesignable
    public final class Gauge: UIView {
        @IBInspectable var count: Int = 3
        @IBInspectable var ratio = 0.5
        @IBInspectable var tint: UIColor!
        @IBInspectable public var title: String = "Gauge"
        @IBInspectable var origin: CGPoint = .zero
        @IBInspectable var size: CGSize = CGSize(width: 1, height: 2)
        @IBInspectable var frameRect: CGRect = CGRect.zero
        @IBInspectable var span: NSRange = NSRange(location: 0, length: 1)
        @IBInspectable var alphaLevel: Float = 1
        @IBInspectable var precise: Double = 2
        @IBInspectable var small: UInt8 = 0
        @IBInspectable var isOn: Bool = false {
            didSet { setNeedsLayoutIfNeeded() }
        }
        @objc @IBInspectable dynamic var cornerRadius: CGFloat = 0 {
            willSet { _ = newValue }
        }
        @IBInspectable
        var spacing = CGFloat(2)
        @IBInspectable var first = 0, second = 1
        @IBInspectable private(set) var locked: Int = 0
        @IBInspectable private var hidden: Int = 0
        @IBInspectable var badge: UIImage? = nil
        @objc var objcOnly: CGFloat = 0
        var plain: CGFloat = 0

        #if TARGET_INTERFACE_BUILDER
        @IBInspectable var designOnly: Bool = true
        #else
        @IBInspectable var runtimeOnly: Bool = true
        #endif

        func setNeedsLayoutIfNeeded() {
            class LocalClass: UIView {
                @IBInspectable var local: Int = 0
            }
            let closure = { (x: Int) -> Int in x + 1 }
            _ = closure(1)
        }
    }

    enum Theme {
        class Swatch: UIView {
            @IBInspectable var hue: CGFloat = 0
        }
    }

    class Box<T>: UIView {
        var item: T?
    }

    @objc(FancyButton) class Fancy: UIButton {
        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not from documents") }
    }

    class Tinted: Gauge.Base {}

    extension Gauge {
        class Base: UIView {}
    }

    extension UIView {
        @IBInspectable var borderWidth: CGFloat {
            get { layer.cornerRadius }
            set { layer.cornerRadius = newValue }
        }
    }
    """#

  /// Swift-6-clean sources (no global mutable state) for the Swift 6 mode check.
  static let swift6 = #"""
    import UIKit

    @IBDesignable
    final class Meter: UIView {
        @IBInspectable var level: Int = 1
        @IBInspectable var color: UIColor? = nil
        @IBInspectable var label: String = "m"
    }
    """#
}
