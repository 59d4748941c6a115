import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Values the control readers share: numbers, insets, attributed strings and images,
/// including SF Symbols.
extension ObjectBuilder {
  /// The styled text an `<attributedString>` describes: its fragments' text with their
  /// fonts, colours, paragraph styles, underlines and kerning.
  func attributedString(_ element: IBElement) -> NSAttributedString {
    var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
    for fragment in element.children("fragment") {
      let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
      var attributes: [NSAttributedString.Key: Any] = [:]
      for attribute in fragment.child("attributes")?.children ?? [] {
        switch (attribute.name, attribute.key) {
        case ("font", "NSFont"):
          attributes[.font] = attributedFont(attribute)
        case ("font", "NSOriginalFont"):
          continue  // Interface Builder's record of a substituted font; no effect on iOS.
        case ("color", "NSColor"):
          attributes[.foregroundColor] = color(attribute)
        case ("color", "NSBackgroundColor"):
          attributes[.backgroundColor] = color(attribute)
        case ("paragraphStyle", "NSParagraphStyle"):
          attributes[.paragraphStyle] = paragraphStyle(attribute)
        case (_, "NSUnderline"):
          attributes[.underlineStyle] = attribute.integer("value") ?? 1
        case (_, "NSStrikethrough"):
          attributes[.strikethroughStyle] = attribute.integer("value") ?? 1
        case (_, "NSKern"):
          attributes[.kern] = attribute.double("value").map { CGFloat($0) }
        case (_, "NSBaselineOffset"):
          attributes[.baselineOffset] = attribute.double("value").map { CGFloat($0) }
        default:
          unsupported("attributed string attribute \(attribute.key ?? attribute.name)", attribute)
        }
      }
      runs.append((content, attributes))
    }
    return NSAttributedString(runs: runs)
  }

  /// An attributed string's `<font>`: by name, or a "meta font" (`system`, `smallSystem`).
  private func attributedFont(_ element: IBElement) -> UIFont {
    let size = element.double("size").map { CGFloat($0) }
    if let name = element["name"] {
      if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") {
        return .systemFont(ofSize: size ?? 17)
      }
      if let font = UIFont(name: name, size: size ?? 17) { return font }
      diagnostics.report(
        Diagnostic(
          .note, "font '\(name)' is not installed; the system font stands in",
          id: "font-substituted", at: element.location, objectID: element.ownerID))
      return .systemFont(ofSize: size ?? 17)
    }
    let system = (bold: false, size: CGFloat(14))
    let meta = enumeration("metaFont", of: element, Self.metaFonts, absent: system) ?? system
    return meta.bold
      ? .boldSystemFont(ofSize: size ?? meta.size) : .systemFont(ofSize: size ?? meta.size)
  }

  /// `<font metaFont=…>`: the system font, bold or not, and its size when none is given.
  static let metaFonts: [String: (bold: Bool, size: CGFloat)] = [
    "smallSystem": (false, 12), "smallSystemBold": (true, 12), "systemBold": (true, 14),
    "boldSystem": (true, 14), "system": (false, 14), "label": (false, 17), "button": (false, 18),
  ]

  private func paragraphStyle(_ element: IBElement) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    setEnumeration(style, \.alignment, from: "alignment", of: element)
    if let mode = enumeration(
      "lineBreakMode", of: element, NSLineBreakMode.paragraphSpellings, what: "paragraph ")
    {
      style.lineBreakMode = mode
    }
    if let v = element.double("lineSpacing") { style.lineSpacing = CGFloat(v) }
    if let v = element.double("paragraphSpacing") { style.paragraphSpacing = CGFloat(v) }
    if let v = element.double("paragraphSpacingBefore") {
      style.paragraphSpacingBefore = CGFloat(v)
    }
    if let v = element.double("lineHeightMultiple") { style.lineHeightMultiple = CGFloat(v) }
    if let v = element.double("minimumLineHeight") { style.minimumLineHeight = CGFloat(v) }
    if let v = element.double("maximumLineHeight") { style.maximumLineHeight = CGFloat(v) }
    if let v = element.double("firstLineHeadIndent") { style.firstLineHeadIndent = CGFloat(v) }
    return style
  }

  /// `<inset minX= minY= maxX= maxY=>`: left, top, right, bottom.
  func insets(_ element: IBElement) -> UIEdgeInsets {
    func v(_ name: String) -> CGFloat {
      guard let d = element.double(name), d.isFinite, abs(d) > 1e-300 else { return 0 }
      return CGFloat(d)
    }
    return UIEdgeInsets(top: v("minY"), left: v("minX"), bottom: v("maxY"), right: v("maxX"))
  }

  // MARK: Images and SF Symbols

  /// An image by name: an SF Symbol stand-in when `catalog` is `system`, else the
  /// project's image (reported when missing).
  func image(
    named name: String, catalog: String?, _ element: IBElement,
    symbolConfiguration: IBElement? = nil
  ) -> UIImage? {
    guard catalog == "system" else { return image(named: name, element) }
    return symbol(named: name, configuration: symbolConfiguration, at: element)
  }

  /// `<imageReference key="image" image="…" catalog="system" symbolScale="…">`.
  func image(reference: IBElement, symbolConfiguration: IBElement?) -> UIImage? {
    guard let name = reference["image"] else { return nil }
    var result: UIImage?
    if reference["catalog"] == "system" {
      result = symbol(
        named: name, configuration: symbolConfiguration, scale: reference["symbolScale"],
        at: reference)
    } else {
      result = image(named: name, reference)
    }
    switch reference["renderingMode"] {
    case "template": result = result?.withRenderingMode(.alwaysTemplate)
    case "original": result = result?.withRenderingMode(.alwaysOriginal)
    default: break
    }
    return result
  }

  /// The image `element` gives for `key`: its `<imageReference key=…>`, else its attribute
  /// `key` (in its `catalog`), sized by `symbolConfiguration` if a symbol. `.some(nil)` when
  /// the image is named but missing (reported); `nil` when none is named, so that the
  /// caller leaves its image as it is.
  func image(_ key: String, of element: IBElement, symbolConfiguration: IBElement?) -> UIImage?? {
    if let reference = element.child("imageReference", key: key) {
      return image(reference: reference, symbolConfiguration: symbolConfiguration)
    }
    guard let name = element[key] else { return nil }
    return image(
      named: name, catalog: element["catalog"], element, symbolConfiguration: symbolConfiguration)
  }

  /// The stand-in for an SF Symbol, sized by a `<preferredSymbolConfiguration>` (its font's
  /// point size and weight, and its scale) and shaped by the document's recorded size. A
  /// symbol the stand-in does not draw as itself is reported at `element`, which names it.
  func symbol(
    named name: String, configuration: IBElement?, scale: String? = nil, at element: IBElement
  ) -> UIImage {
    noteSymbolStandIn(name, at: element)
    var pointSize: CGFloat = 17
    var weight: UIFont.Weight = .regular
    if let font = configuration?.child("fontDescription") {
      let f = self.font(font)
      pointSize = f.pointSize
      weight = f.weight
    }
    if let size = configuration?.double("pointSize") { pointSize = CGFloat(size) }
    let symbolScale: UIImage.SymbolScale =
      switch scale ?? configuration?["scale"] {
      case "small": .small
      case "large": .large
      default: .medium
      }
    let recorded = document.resources.images[name]
    let aspect = recorded.flatMap { $0.height > 0 ? $0.width / $0.height : nil }
    return UIImage.symbolPlaceholder(
      named: name, pointSize: pointSize, weight: weight, scale: symbolScale, aspect: aspect)
  }
}

extension ObjectBuilder {
  /// Reports at `element` an SF Symbol that the stand-in does not draw as itself.
  func noteSymbolStandIn(_ name: String, at element: IBElement) {
    guard !UIImage.symbolPlaceholderIsTheSymbol(named: name) else { return }
    diagnostics.report(
      Diagnostic(
        .note,
        "SF Symbol '\(name)' is not available off Apple platforms; a stand-in of another "
          + "shape is drawn", id: "symbol-substituted", at: element.location,
        objectID: element.ownerID))
  }
}

extension IBElement {
  /// An attribute read as a number, or nil when absent or refused by `DocumentNumber`
  /// (not a finite number within ±2^53).
  func double(_ attribute: String) -> Double? { validNumber(attribute) }

  /// An attribute read as a whole number, or nil when absent or refused by
  /// `DocumentNumber` (a huge value must not trap).
  func integer(_ attribute: String) -> Int? { validInteger(attribute) }
}
