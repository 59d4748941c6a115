import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Button attributes: type, per-state titles, colours and images, insets and the iOS 15
/// `buttonConfiguration`.
extension ObjectBuilder {
  func applyButtonAttributes(of element: IBElement, to button: UIButton) {
    // Interface Builder leaves `buttonType` out for custom buttons.
    if let type: UIButton.ButtonType = enumeration("buttonType", of: element, absent: .custom) {
      button.setButtonType(type)
    }
    applyControlAttributes(of: element, to: button)
    if let font = element.child("fontDescription", key: "fontDescription") {
      button.titleLabel?.font = self.font(font)
    }
    if let mode: NSLineBreakMode = enumeration("lineBreakMode", of: element) {
      button.titleLabel?.lineBreakMode = mode
    }
    for state in element.children("state") {
      applyButtonState(state, to: button)
    }
    if let e = element.child("inset", key: "contentEdgeInsets") {
      button.contentEdgeInsets = insets(e)
    }
    if let e = element.child("inset", key: "titleEdgeInsets") { button.titleEdgeInsets = insets(e) }
    if let e = element.child("inset", key: "imageEdgeInsets") { button.imageEdgeInsets = insets(e) }
    if element["adjustsImageWhenHighlighted"] == "NO" {
      button.adjustsImageWhenHighlighted = false
    }
    if element["adjustsImageWhenDisabled"] == "NO" { button.adjustsImageWhenDisabled = false }
    if element["reversesTitleShadowWhenHighlighted"] == "YES" {
      button.reversesTitleShadowWhenHighlighted = true
    }
    // The title's shadow offset (Interface Builder's Shadow Offset), left out when zero.
    if let offset = element.child("size", key: "titleShadowOffset"), let w = offset.double("width"),
      let h = offset.double("height")
    {
      button.titleLabel?.shadowOffset = CGSize(width: w, height: h)
    }
    if let configuration = element.child("buttonConfiguration", key: "configuration") {
      button.configuration = buttonConfiguration(configuration)
    }
  }

  private func applyButtonState(_ state: IBElement, to button: UIButton) {
    let controlState: UIControl.State
    switch state.key {
    case "normal": controlState = .normal
    case "highlighted": controlState = .highlighted
    case "selected": controlState = .selected
    case "disabled": controlState = .disabled
    default:
      unsupported("button state \"\(state.key ?? "")\"", state)
      return
    }
    // The document's strings name a state's title `normalTitle`, `selectedTitle`, ….
    let owner = state.parent ?? state
    if let title = localizedText(owner, "\(state.key ?? "normal")Title", state.string("title")) {
      button.setTitle(title, for: controlState)
    }
    if let attributed = state.child("attributedString", key: "attributedTitle") {
      button.setAttributedTitle(attributedString(attributed), for: controlState)
    }
    let symbols = state.child("preferredSymbolConfiguration")
    if let image = image("image", of: state, symbolConfiguration: symbols) {
      button.setImage(image, for: controlState)
    }
    if let name = state["backgroundImage"] {
      button.setBackgroundImage(image(named: name, state), for: controlState)
    }
    if let c = state.child("color", key: "titleColor") {
      button.setTitleColor(color(c), for: controlState)
    }
    if let c = state.child("color", key: "titleShadowColor") {
      button.setTitleShadowColor(color(c), for: controlState)
    }
  }

  /// `<buttonConfiguration key="configuration" style="filled" title="…" image="…">`.
  func buttonConfiguration(_ element: IBElement) -> UIButton.Configuration {
    var configuration: UIButton.Configuration
    switch element["style"] {
    case "plain", nil: configuration = .plain()
    case "tinted": configuration = .tinted()
    case "gray": configuration = .gray()
    case "filled": configuration = .filled()
    case "borderless": configuration = .borderless()
    case "bordered": configuration = .bordered()
    case "borderedTinted": configuration = .borderedTinted()
    case "borderedProminent": configuration = .borderedProminent()
    case let other?:
      unsupported("button configuration style \"\(other)\"", element)
      configuration = .plain()
    }
    // Translated under the button's id, as ibtool exports them (`configuration.title`).
    let owner = element.parent ?? element
    if let title = localizedText(owner, "configuration.title", element.string("title")) {
      configuration.title = title
    }
    if let subtitle = localizedText(owner, "configuration.subtitle", element["subtitle"]) {
      configuration.subtitle = subtitle
    }
    let symbols = element.child("preferredSymbolConfiguration")
    if let image = image("image", of: element, symbolConfiguration: symbols) {
      configuration.image = image
    }
    if let c = element.child("color", key: "baseForegroundColor") {
      configuration.baseForegroundColor = color(c)
    }
    if let c = element.child("color", key: "baseBackgroundColor") {
      configuration.baseBackgroundColor = color(c)
    }
    if let f = element.child("fontDescription", key: "titleFontDescription") {
      configuration.titleFont = font(f)
    }
    if let padding = element.double("imagePadding") {
      configuration.imagePadding = CGFloat(padding)
    }
    // A value type: read, then set (`setEnumeration` sets properties of objects).
    if let placement: UIButton.Configuration.ImagePlacement = enumeration(
      "imagePlacement", of: element)
    {
      configuration.imagePlacement = placement
    }
    if let style: UIButton.Configuration.CornerStyle = enumeration("cornerStyle", of: element) {
      configuration.cornerStyle = style
    }
    if let size: UIButton.Configuration.Size = enumeration("buttonSize", of: element) {
      configuration.buttonSize = size
    }
    if let e = element.child("directionalEdgeInsets", key: "contentInsets") {
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: CGFloat(e.double("top") ?? 0), leading: CGFloat(e.double("leading") ?? 0),
        bottom: CGFloat(e.double("bottom") ?? 0), trailing: CGFloat(e.double("trailing") ?? 0))
    }
    return configuration
  }
}
