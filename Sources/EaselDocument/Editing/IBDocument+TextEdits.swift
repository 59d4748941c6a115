import Foundation

/// A label's or button's font and a button's title, as the Attributes inspector writes them:
/// `<fontDescription key="fontDescription" type="system" pointSize="17"/>` (a custom font by
/// `name` and `family`, a text style by `style`), and the normal state's `title` (a button
/// with a configuration, Xcode 13's style, keeps its title there).
extension IBDocument {
  /// A font as Interface Builder's font picker offers it.
  public enum FontValue: Sendable, Equatable {
    /// The system font; `weight` one of `weights` (nil: regular).
    case system(size: Double, weight: String?)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// A font by PostScript name (`Avenir-Heavy`) and family (`Avenir`).
    case custom(name: String, family: String, size: Double)
    /// A Dynamic Type text style (`UICTFontTextStyleBody`).
    case textStyle(String)

    /// The system font's weights, as Xcode writes them.
    public static let weights = [
      "ultraLight", "thin", "light", "medium", "semibold", "bold", "heavy", "black",
    ]
    /// The text styles.
    public static let textStyles = [
      "UICTFontTextStyleLargeTitle", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2",
      "UICTFontTextStyleTitle3", "UICTFontTextStyleHeadline", "UICTFontTextStyleSubhead",
      "UICTFontTextStyleBody", "UICTFontTextStyleCallout", "UICTFontTextStyleFootnote",
      "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2",
    ]

    /// The `<fontDescription>` markup.
    func markup() -> String {
      var attributes: [(String, String)] = [("key", "fontDescription")]
      switch self {
      case .system(let size, let weight):
        attributes += [("type", "system")]
        if let weight { attributes.append(("weight", weight)) }
        attributes.append(("pointSize", XcodeNumber.format(size)))
      case .boldSystem(let size):
        attributes += [("type", "boldSystem"), ("pointSize", XcodeNumber.format(size))]
      case .italicSystem(let size):
        attributes += [("type", "italicSystem"), ("pointSize", XcodeNumber.format(size))]
      case .custom(let name, let family, let size):
        attributes += [
          ("name", name), ("family", family), ("pointSize", XcodeNumber.format(size)),
        ]
      case .textStyle(let style):
        attributes.append(("style", style))
      }
      return XMLEscaping.tag("fontDescription", attributes)
    }
  }

  /// Sets the object's font: replaces its `<fontDescription>`, or inserts one after its
  /// frame, mask, subviews and constraints. Setting the font it has changes nothing.
  public func setFont(_ font: FontValue, on objectID: String) throws(DocumentError) {
    let e = try object(objectID)
    guard ["label", "button", "textField", "textView"].contains(e.name) else {
      throw DocumentError(
        .invalidEdit,
        "'\(objectID)' is a \(e.name): only labels, buttons and text fields "
          + "and views have a font", at: e.location)
    }
    let markup = font.markup()
    if let existing = e.child("fontDescription", key: "fontDescription") {
      let old = String(decoding: source.bytes[existing.span], as: UTF8.self)
      if old == markup { return }
      try apply([BytePatch(existing.span, markup)])
      return
    }
    let layout = self.layout
    let indent = layout.childIndent(of: e, unit: layout.unit(root: root))
    let leading: Set<String> = [
      "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide",
    ]
    if let last = e.children.last(where: { leading.contains($0.name) }) {
      try apply([layout.insertAfter(last, markup, indent: indent)])
    } else {
      try apply([layout.insertChild(markup, into: e, before: e.children.first, indent: indent)])
    }
  }

  /// Sets a button's title for the normal state (an empty title removes it): on its
  /// configuration when it has one, else on `<state key="normal">`, made where Xcode writes
  /// it (before the other states) when missing.
  public func setButtonTitle(_ title: String, on objectID: String) throws(DocumentError) {
    let e = try object(objectID)
    guard e.name == "button" else {
      throw DocumentError(
        .invalidEdit, "'\(objectID)' is a \(e.name), not a button", at: e.location)
    }
    let holder =
      e.child("buttonConfiguration", key: "configuration") ?? e.child("state", key: "normal")
    if let holder {
      if title.isEmpty {
        guard let a = holder.attribute("title") else { return }
        var start = a.nameSpan.lowerBound
        while start > 0, source.bytes[start - 1] == 0x20 { start -= 1 }
        try apply([BytePatch(start..<a.span.upperBound, "")])
      } else if holder["title"] != title {
        try apply([attributePatch("title", title, on: holder)])
      }
      return
    }
    guard !title.isEmpty else { return }
    let markup = XMLEscaping.tag("state", [("key", "normal"), ("title", title)])
    let layout = self.layout
    let indent = layout.childIndent(of: e, unit: layout.unit(root: root))
    let followers: Set<String> = [
      "state", "connections", "userDefinedRuntimeAttributes", "variation", "accessibility",
      "color", "point",
    ]
    let before = e.children.first { followers.contains($0.name) && $0["key"] != "backgroundColor" }
    try apply([layout.insertChild(markup, into: e, before: before, indent: indent)])
  }
}
