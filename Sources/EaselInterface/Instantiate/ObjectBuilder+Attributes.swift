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
    if let mode = element["contentMode"] {
      if let m = Self.contentModes[mode] {
        view.contentMode = m
      } else {
        unsupported("contentMode=\"\(mode)\"", element)
      }
    }
  }

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
    "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
    "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
    "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]

  func applyLabelAttributes(of element: IBElement, to label: UILabel) {
    if let font = element.child("fontDescription", key: "fontDescription") {
      label.font = self.font(font)
    }
    if let c = element.child("color", key: "textColor") { label.textColor = color(c) }
    if let c = element.child("color", key: "highlightedColor") { label.highlightedTextColor = color(c) }
    if let text = element["text"] { label.text = text }
    if let align = element["textAlignment"] { label.textAlignment = textAlignment(align, element) }
    if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
    if let mode = element["lineBreakMode"] { label.lineBreakMode = lineBreakMode(mode, element) }
    if element["adjustsFontSizeToFit"] == "YES" { label.adjustsFontSizeToFitWidth = true }
    if let scale = element["minimumScaleFactor"].flatMap(Double.init) {
      label.minimumScaleFactor = CGFloat(scale)
    }
    if element["enabled"] == "NO" { label.isEnabled = false }
  }

  func applyImageViewAttributes(of element: IBElement, to imageView: UIImageView) {
    if let name = element["image"] {
      imageView.image = image(named: name, element)
    }
    if let name = element["highlightedImage"] {
      imageView.highlightedImage = image(named: name, element)
    }
  }

  func applyButtonAttributes(of element: IBElement, to button: UIButton) {
    if let font = element.child("fontDescription", key: "fontDescription") {
      button.titleLabel?.font = self.font(font)
    }
    for state in element.children("state") {
      let controlState: UIControl.State
      switch state.key {
      case "normal": controlState = .normal
      case "highlighted": controlState = .highlighted
      case "selected": controlState = .selected
      case "disabled": controlState = .disabled
      default:
        unsupported("button state \"\(state.key ?? "")\"", state)
        continue
      }
      if let title = state["title"] { button.setTitle(title, for: controlState) }
      if let name = state["image"] { button.setImage(image(named: name, state), for: controlState) }
      if let name = state["backgroundImage"] {
        button.setBackgroundImage(image(named: name, state), for: controlState)
      }
      if let c = state.child("color", key: "titleColor") {
        button.setTitleColor(color(c), for: controlState)
      }
    }
    if let mode = element["contentHorizontalAlignment"] {
      switch mode {
      case "left", "leading": button.contentHorizontalAlignment = .left
      case "right", "trailing": button.contentHorizontalAlignment = .right
      case "fill": button.contentHorizontalAlignment = .fill
      default: button.contentHorizontalAlignment = .center
      }
    }
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

  /// The font a `<fontDescription>` describes.
  func font(_ element: IBElement) -> UIFont {
    let size = element["pointSize"].flatMap(Double.init).map { CGFloat($0) } ?? 17
    if let style = element["style"] {
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    if let name = element["name"] {
      if let font = UIFont(name: name, size: size) { return font }
      diagnostics.report(
        Diagnostic(
          .note, "font '\(name)' is not installed; the system font stands in",
          id: "font-substituted", at: element.location, objectID: element.ownerID))
      return .systemFont(ofSize: size)
    }
    let weight: UIFont.Weight =
      switch element["weight"] {
      case "ultraLight": .ultraLight
      case "thin": .thin
      case "light": .light
      case "medium": .medium
      case "semibold": .semibold
      case "bold": .bold
      case "heavy": .heavy
      case "black": .black
      default: .regular
      }
    switch element["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    default: return .systemFont(ofSize: size, weight: weight)
    }
  }

  private func textAlignment(_ value: String, _ element: IBElement) -> NSTextAlignment {
    switch value {
    case "left": return .left
    case "center": return .center
    case "right": return .right
    case "justified": return .justified
    case "natural": return .natural
    default:
      unsupported("textAlignment=\"\(value)\"", element)
      return .natural
    }
  }

  private func lineBreakMode(_ value: String, _ element: IBElement) -> NSLineBreakMode {
    switch value {
    case "wordWrap": return .byWordWrapping
    case "characterWrap": return .byCharWrapping
    case "clip": return .byClipping
    case "headTruncation": return .byTruncatingHead
    case "tailTruncation": return .byTruncatingTail
    case "middleTruncation": return .byTruncatingMiddle
    default:
      unsupported("lineBreakMode=\"\(value)\"", element)
      return .byTruncatingTail
    }
  }

  func unsupported(_ what: String, _ element: IBElement) {
    diagnostics.report(
      Diagnostic(
        .warning, "Easel does not support \(what) yet", id: "unsupported-attribute",
        at: element.location, objectID: element.ownerID))
  }
}
