import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Interface Builder attributes applied inside `init?(coder:)`: those of every view, and those
/// of the first slice's kinds (labels, image views, buttons).
extension ObjectBuilder {
  func applyViewAttributes(of element: IBElement, to view: UIView) {
    if let c = element.child("color", key: "backgroundColor") { view.backgroundColor = color(c) }
    if let c = element.child("color", key: "tintColor") { view.tintColor = color(c) }
    if let alpha = element["alpha"].flatMap(Double.init) { view.alpha = CGFloat(alpha) }
    if element["hidden"] == "YES" { view.isHidden = true }
    if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
    if element["opaque"] == "NO" { view.isOpaque = false }
    if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
    if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
    if element["multipleTouchEnabled"] == "YES" { view.isMultipleTouchEnabled = true }
    if element["clearsContextBeforeDrawing"] == "NO" { view.clearsContextBeforeDrawing = false }
    if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
      view.insetsLayoutMarginsFromSafeArea = false
    }
    if element["preservesSuperviewLayoutMargins"] == "YES" {
      view.preservesSuperviewLayoutMargins = true
    }
    setEnumeration(
      view, \.semanticContentAttribute, from: "semanticContentAttribute", of: element)
    setEnumeration(view, \.contentMode, from: "contentMode", of: element)
    // The Stretching box of older documents (iOS 6 deprecated it, Xcode still writes it).
    if let r = element.child("rect", key: "contentStretch"), let x = r.double("x"),
      let y = r.double("y"), let w = r.double("width"), let h = r.double("height")
    {
      view.__objc_contentStretch = CGRect(x: x, y: y, width: w, height: h)
    }
  }

  func applyLabelAttributes(of element: IBElement, to label: UILabel) {
    if let font = element.child("fontDescription", key: "fontDescription") {
      label.font = self.font(font)
    }
    if let c = element.child("color", key: "textColor") { label.textColor = color(c) }
    if let c = element.child("color", key: "highlightedColor") {
      label.highlightedTextColor = color(c)
    }
    if let text = localizedText(element, "text", element.string("text")) { label.text = text }
    setEnumeration(label, \.textAlignment, from: "textAlignment", of: element)
    if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
    setEnumeration(label, \.lineBreakMode, from: "lineBreakMode", of: element)
    if element["adjustsFontSizeToFit"] == "YES" { label.adjustsFontSizeToFitWidth = true }
    if let scale = element["minimumScaleFactor"].flatMap(Double.init) {
      label.minimumScaleFactor = CGFloat(scale)
    }
    if element["enabled"] == "NO" { label.isEnabled = false }
    if element["highlighted"] == "YES" { label.isHighlighted = true }
    setEnumeration(label, \.baselineAdjustment, from: "baselineAdjustment", of: element)
    if element["adjustsFontForContentSizeCategory"] == "YES" {
      label.adjustsFontForContentSizeCategory = true
    }
    if let c = element.child("color", key: "shadowColor") { label.shadowColor = color(c) }
    if let offset = element.child("size", key: "shadowOffset"), let w = offset.double("width"),
      let h = offset.double("height")
    {
      label.shadowOffset = CGSize(width: w, height: h)
    }
    if let attributed = element.child("attributedString", key: "attributedText") {
      label.attributedText = attributedString(attributed)
    }
  }

  func applyImageViewAttributes(of element: IBElement, to imageView: UIImageView) {
    let symbols = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
    if let image = image("image", of: element, symbolConfiguration: symbols) {
      imageView.image = image
    }
    if let image = image("highlightedImage", of: element, symbolConfiguration: symbols) {
      imageView.highlightedImage = image
    }
    if element["highlighted"] == "YES" { imageView.isHighlighted = true }
  }

  // MARK: Values

  func image(named name: String, _ element: IBElement) -> UIImage? {
    if let image = resources.image(named: name) { return image }
    diagnostics.report(
      Diagnostic(
        .warning, "no image named '\(name)' in the project", id: "unknown-image",
        at: element.location, objectID: element.ownerID))
    return nil
  }

  /// The font a `<fontDescription>` describes: a text style, a named font (the system font
  /// for Apple's private `.AppleSystemUIFont` names), or the system font by type and weight.
  func font(_ element: IBElement) -> UIFont {
    let size = element.double("pointSize").map { CGFloat($0) } ?? 17
    if let style = element["style"] {
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    let weight: UIFont.Weight = enumeration("weight", of: element) ?? .regular
    if let name = element["name"] {
      if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") {
        return .systemFont(ofSize: size, weight: weight)
      }
      if let font = UIFont(name: name, size: size) { return font }
      diagnostics.report(
        Diagnostic(
          .note, "font '\(name)' is not installed; the system font stands in",
          id: "font-substituted", at: element.location, objectID: element.ownerID))
      return .systemFont(ofSize: size, weight: weight)
    }
    switch element["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system", nil: return .systemFont(ofSize: size, weight: weight)
    case let other?:
      unsupported("font type \"\(other)\"", element)
      return .systemFont(ofSize: size, weight: weight)
    }
  }

  /// The attributes every `UIControl` has: enabled, selected, highlighted and the content
  /// alignments.
  func applyControlAttributes(of element: IBElement, to control: UIControl) {
    if element["enabled"] == "NO" { control.isEnabled = false }
    if element["selected"] == "YES" { control.isSelected = true }
    if element["highlighted"] == "YES" { control.isHighlighted = true }
    setEnumeration(
      control, \.contentHorizontalAlignment, from: "contentHorizontalAlignment", of: element)
    setEnumeration(
      control, \.contentVerticalAlignment, from: "contentVerticalAlignment", of: element)
  }

  func unsupported(_ what: String, _ element: IBElement) {
    diagnostics.report(
      Diagnostic(
        .warning, "Easel does not support \(what) yet", id: "unsupported-attribute",
        at: element.location, objectID: element.ownerID))
  }
}
