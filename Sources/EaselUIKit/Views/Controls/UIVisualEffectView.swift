internal import EaselGraphics
import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it, as `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
  /// The receiver itself: effects are immutable, and UIKit's copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur, as `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's material, as `UIBlurEffect.Style` (raw values as UIKit's).
  public enum Style: Int, Sendable, Hashable {
    case extraLight = 0
    case light, dark, extraDark
    case regular = 4
    case prominent
    case systemUltraThinMaterial = 6
    case systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The material.
  public let style: Style

  /// Creates a blur of a style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The standard deviation, in points, of the blur of what is behind: Apple does not
  /// publish the materials' radii; thinner materials blur less.
  var blurRadius: CGFloat {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      return 8
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 10
    default: return 12
    }
  }

  /// The colour laid over the blurred content behind.
  ///
  /// Differs from UIKit: the material's saturation boost is not applied; the style's tint is
  /// drawn at the opacity the material lets through.
  var tint: UIColor {
    func dynamic(_ alpha: CGFloat, light: CGFloat = 0.97, dark: CGFloat = 0.12) -> UIColor {
      UIColor {
        $0.userInterfaceStyle == .dark
          ? UIColor(white: dark, alpha: alpha) : UIColor(white: light, alpha: alpha)
      }
    }
    switch style {
    case .extraLight: return UIColor(white: 0.97, alpha: 0.85)
    case .light: return UIColor(white: 0.97, alpha: 0.75)
    case .dark: return UIColor(white: 0.11, alpha: 0.73)
    case .extraDark: return UIColor(white: 0.05, alpha: 0.8)
    case .regular: return dynamic(0.75)
    case .prominent: return dynamic(0.85, light: 0.93, dark: 0.16)
    case .systemUltraThinMaterial: return dynamic(0.45)
    case .systemThinMaterial: return dynamic(0.6)
    case .systemMaterial: return dynamic(0.75)
    case .systemThickMaterial: return dynamic(0.9)
    case .systemChromeMaterial: return dynamic(0.8, light: 0.95, dark: 0.15)
    case .systemUltraThinMaterialLight: return UIColor(white: 0.97, alpha: 0.45)
    case .systemThinMaterialLight: return UIColor(white: 0.97, alpha: 0.6)
    case .systemMaterialLight: return UIColor(white: 0.97, alpha: 0.75)
    case .systemThickMaterialLight: return UIColor(white: 0.97, alpha: 0.9)
    case .systemChromeMaterialLight: return UIColor(white: 0.95, alpha: 0.8)
    case .systemUltraThinMaterialDark: return UIColor(white: 0.12, alpha: 0.45)
    case .systemThinMaterialDark: return UIColor(white: 0.12, alpha: 0.6)
    case .systemMaterialDark: return UIColor(white: 0.12, alpha: 0.75)
    case .systemThickMaterialDark: return UIColor(white: 0.12, alpha: 0.9)
    case .systemChromeMaterialDark: return UIColor(white: 0.15, alpha: 0.8)
    }
  }
}

/// Vibrancy for content over a blur, as `UIVibrancyEffect`.
///
/// Differs from UIKit: content is drawn as it is, without vibrancy.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy sits on.
  public let blurEffect: UIBlurEffect

  /// Creates vibrancy for a blur.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that blurs what is behind it, as `UIVisualEffectView`; subviews go in
/// `contentView`.
///
/// A blur blurs what is drawn behind the view within its bounds (rounded by the layer's
/// corner radius), then lays its style's tint over it (see `UIBlurEffect`).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect (nil for none).
  open var effect: UIVisualEffect? {
    didSet {
      layer.backdropBlurRadius = (effect as? UIBlurEffect)?.blurRadius ?? 0
      setNeedsDisplay()
    }
  }
  /// The view subviews are added to; it fills the effect view.
  public let contentView = UIView()

  /// Creates an effect view.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    layer.backdropBlurRadius = (effect as? UIBlurEffect)?.blurRadius ?? 0
    setUpContentView()
  }

  /// Creates an effect view with no effect: a convenience initializer, as Swift imports
  /// UIKit's (`init(effect:)` and `init(coder:)` are the designated ones), so a subclass
  /// overriding those keeps it.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  /// Creates an effect view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() {
    contentMode = .redraw
    isOpaque = false
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if contentView.superview !== self { addSubview(contentView) }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the blur's tint over the bounds (vibrancy draws nothing of its own).
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    guard let blur = effect as? UIBlurEffect else { return }
    ctx.canvas.fill(
      GraphicsPath(rect: bounds), color: blur.tint.resolvedRGBA(traitCollection), rule: .nonZero)
  }
}
