import Foundation

extension UIButton {
  /// An iOS 15 button's look: style, title, image, colours, corner style and insets, as
  /// `UIButton.Configuration`.
  @preconcurrency @MainActor
  public struct Configuration {
    /// The rounding of the background, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable, Hashable {
      case fixed = -1
      case dynamic, small, medium, large, capsule
    }

    /// The size class of the button, as `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable, Hashable {
      case mini, small, medium, large
    }

    /// Where the image sits relative to the title.
    public enum ImagePlacement: Int, Sendable, Hashable {
      case leading, trailing, top, bottom
    }

    /// The base styles.
    enum Background: Sendable, Hashable { case none, tinted, gray, filled }

    var background: Background = .none
    var bordered = false

    /// The title.
    public var title: String?
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The title and image colour (default: the tint, or white on `filled`).
    public var baseForegroundColor: UIColor?
    /// The background colour (default: from the style and the tint).
    public var baseBackgroundColor: UIColor?
    /// The background's rounding (default `.dynamic`).
    public var cornerStyle: CornerStyle = .dynamic
    /// The button's size class (default `.medium`).
    public var buttonSize: Size = .medium
    /// Where the image sits relative to the title (default leading).
    public var imagePlacement: ImagePlacement = .leading
    /// Space between image and title.
    public var imagePadding: CGFloat = 0
    /// Space around the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Whether the title and image are shown as if tapped (stored).
    public var showsActivityIndicator = false
    /// The title's font, as Interface Builder stores it (`titleFontDescription`).
    ///
    /// Differs from UIKit: UIKit keeps this in `attributedTitle`'s attributes (or a
    /// `titleTextAttributesTransformer`), which Easel does not model yet.
    public var titleFont: UIFont?
    /// What the title is drawn with: given the title's font and colour, it returns the
    /// attributes to draw it with (a nil font or colour keeps the configuration's).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// What the subtitle is drawn with (stored).
    ///
    /// Differs from UIKit: the subtitle is not drawn yet.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    /// Transparent background, tinted title.
    public static func plain() -> Configuration { Configuration() }
    /// Translucent tint background, tinted title.
    public static func tinted() -> Configuration { Configuration(background: .tinted) }
    /// Grey background, tinted title.
    public static func gray() -> Configuration { Configuration(background: .gray) }
    /// Tint background, white title.
    public static func filled() -> Configuration { Configuration(background: .filled) }
    /// As `plain()` (the pre-iOS 15 name).
    public static func borderless() -> Configuration { Configuration() }
    /// As `gray()`, as `UIButton.Configuration.bordered()`.
    public static func bordered() -> Configuration {
      Configuration(background: .gray, bordered: true)
    }
    /// As `tinted()`.
    public static func borderedTinted() -> Configuration {
      Configuration(background: .tinted, bordered: true)
    }
    /// As `filled()`.
    public static func borderedProminent() -> Configuration {
      Configuration(background: .filled, bordered: true)
    }

    /// The foreground colour for a tint.
    func foreground(tint: UIColor) -> UIColor {
      baseForegroundColor ?? (background == .filled ? .white : tint)
    }

    /// The background colour for a tint, or nil for none.
    func backgroundFill(tint: UIColor) -> UIColor? {
      switch background {
      case .none: return baseBackgroundColor
      case .filled: return baseBackgroundColor ?? tint
      case .tinted:
        return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
      case .gray: return baseBackgroundColor ?? .tertiarySystemFill
      }
    }

    /// The background's corner radius for a height.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .capsule: return height / 2
      case .small: return 4
      case .large: return 10
      case .fixed, .medium: return 6
      case .dynamic:
        switch buttonSize {
        case .mini, .small: return 4
        case .medium: return 6
        case .large: return 10
        }
      }
    }

    /// The title's font and colour: the configuration's, then its transformer's.
    func titleAttributes(foreground: UIColor) -> (font: UIFont, color: UIColor) {
      let font = titleFont ?? defaultFont
      guard let titleTextAttributesTransformer else { return (font, foreground) }
      var incoming = AttributeContainer()
      incoming.font = font
      incoming.foregroundColor = foreground
      let outgoing = titleTextAttributesTransformer(incoming)
      return (outgoing.font ?? font, outgoing.foregroundColor ?? foreground)
    }

    /// The default title font for the size.
    var defaultFont: UIFont {
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 12)
      case .small: return .systemFont(ofSize: 15)
      case .medium, .large: return .systemFont(ofSize: 17)
      }
    }
  }
}
