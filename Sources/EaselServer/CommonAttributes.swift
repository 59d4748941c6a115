import EaselDocument
import Foundation

/// Interface Builder's common attributes of a view, as the Attributes inspector lists them,
/// with the document's values (`ObjectInspector.Attribute`).
enum CommonAttributes {
  /// One attribute the inspector shows.
  struct Spec {
    var key: String
    var label: String
    /// `color`, `number`, `bool`, `string` or `enum`.
    var type: String
    var defaultValue: String
    var options: [String] = []
    /// A number's range.
    var range: ClosedRange<Double>? = nil
    /// Whether a number must be whole.
    var wholeNumber = false
  }

  static let contentModes = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
    "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]

  /// Every view's: background, tint, alpha, hidden, content mode, clips to bounds.
  static let view: [Spec] = [
    Spec(key: "backgroundColor", label: "Background", type: "color", defaultValue: ""),
    Spec(key: "tintColor", label: "Tint", type: "color", defaultValue: ""),
    Spec(key: "alpha", label: "Alpha", type: "number", defaultValue: "1", range: 0...1),
    Spec(key: "hidden", label: "Hidden", type: "bool", defaultValue: "NO"),
    Spec(key: "clipsSubviews", label: "Clips to Bounds", type: "bool", defaultValue: "NO"),
    Spec(
      key: "contentMode", label: "Content Mode", type: "enum", defaultValue: "scaleToFill",
      options: contentModes),
  ]

  /// A label's: text, colour, alignment, lines.
  static let label: [Spec] = [
    Spec(key: "text", label: "Text", type: "string", defaultValue: ""),
    Spec(key: "textColor", label: "Color", type: "color", defaultValue: ""),
    Spec(
      key: "textAlignment", label: "Alignment", type: "enum", defaultValue: "natural",
      options: ["natural", "left", "center", "right", "justified"]),
    Spec(
      key: "numberOfLines", label: "Lines", type: "number", defaultValue: "1",
      range: 0...Double(Int32.max), wholeNumber: true),
  ]

  /// An image view's image name.
  static let imageView: [Spec] = [
    Spec(key: "image", label: "Image", type: "image", defaultValue: "")
  ]

  /// The specs for element `name`: its own first, then the view's.
  static func specs(for name: String) -> [Spec] {
    switch name {
    case "label": label + view
    case "imageView": imageView + view
    default: view
    }
  }

  /// The inspector rows of `e`.
  static func attributes(of e: IBElement) -> [ObjectInspector.Attribute] {
    specs(for: e.name).map { spec in
      let value: String? =
        spec.type == "color" ? e.color(forKey: spec.key).map(ValueText.text) : e[spec.key]
      return ObjectInspector.Attribute(
        key: spec.key, label: spec.label, type: spec.type,
        edit: spec.type == "color" ? "color" : "attribute", defaultValue: spec.defaultValue,
        overridden: value != nil, value: value, options: spec.options.isEmpty ? nil : spec.options,
        minimum: spec.range?.lowerBound, maximum: spec.range?.upperBound,
        wholeNumber: spec.type == "number" ? spec.wholeNumber : nil)
    }
  }
}
