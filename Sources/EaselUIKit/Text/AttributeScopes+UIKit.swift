import Foundation

// UIKit's attribute scope for Foundation's `AttributeContainer` and `AttributedString`, so
// that `container.font = …` and `container.foregroundColor = …` read as on iOS (a button
// configuration's `titleTextAttributesTransformer` sets them). Each key is the
// `NSAttributedString.Key` UIKit's attribute uses, so a container converts to the same
// dictionary an attributed string has.

extension AttributeScopes {
  /// UIKit's attributes, as `AttributeScopes.uiKit`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// The attributes UIKit draws text with, as `AttributeScopes.UIKitAttributes`.
  public struct UIKitAttributes: AttributeScope {
    /// The font.
    public let font: FontAttribute
    /// The text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Extra space between characters, in points.
    public let kern: KernAttribute
    /// The baseline's offset, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The font attribute (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// The text colour attribute (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    /// The background colour attribute (`NSAttributedString.Key.backgroundColor`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
    /// The kerning attribute (`NSAttributedString.Key.kern`).
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSKern"
    }
    /// The baseline offset attribute (`NSAttributedString.Key.baselineOffset`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSBaselineOffset"
    }
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

/// A function from a text's attributes to the attributes it is drawn with, as
/// `UIConfigurationTextAttributesTransformer` (a button configuration's title's).
public struct UIConfigurationTextAttributesTransformer {
  /// The transform.
  public let transform: (AttributeContainer) -> AttributeContainer
  /// A transformer running `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }
  /// The attributes `input` is drawn with.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
