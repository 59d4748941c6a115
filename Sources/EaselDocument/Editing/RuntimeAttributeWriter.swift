import Foundation

/// The markup Xcode writes for a `<userDefinedRuntimeAttribute>` and for colours.
enum RuntimeAttributeWriter {
  /// The element's markup; its first line is not indented, later lines are indented by
  /// `indent` (the element's own) and `indent + unit` (its child).
  static func markup(keyPath: String, value: RuntimeValue, indent: String, unit: String) -> String {
    var attributes: [(String, String)] = [("type", value.typeName), ("keyPath", keyPath)]
    var child: String?
    switch value {
    case .boolean(let b): attributes.append(("value", b ? "YES" : "NO"))
    case .number(let v, let isInteger):
      child =
        isInteger && v.rounded() == v && abs(v) < 9e18
        ? XMLEscaping.tag("integer", [("key", "value"), ("value", String(Int64(v)))])
        : XMLEscaping.tag("real", [("key", "value"), ("value", XcodeNumber.format(v))])
    case .string(let s, let localized):
      attributes.append(("value", s))
      if localized { attributes.append(("localized", "YES")) }
    case .color(let c): child = colorMarkup(c, key: "value")
    case .image(let name): attributes.append(("value", name))
    case .systemImage(let name): attributes += [("value", name), ("catalog", "system")]
    case .point(let p):
      child = XMLEscaping.tag(
        "point", [("key", "value"), ("x", XcodeNumber.format(p.x)), ("y", XcodeNumber.format(p.y))])
    case .size(let s):
      child = XMLEscaping.tag(
        "size",
        [
          ("key", "value"), ("width", XcodeNumber.format(s.width)),
          ("height", XcodeNumber.format(s.height)),
        ])
    case .rect(let r): child = rectMarkup(r, key: "value")
    case .range(let location, let length):
      child = XMLEscaping.tag(
        "range", [("key", "value"), ("location", String(location)), ("length", String(length))])
    case .nil: break
    }
    guard let child else { return XMLEscaping.tag("userDefinedRuntimeAttribute", attributes) }
    return XMLEscaping.tag("userDefinedRuntimeAttribute", attributes, selfClosing: false) + "\n"
      + indent + unit + child + "\n" + indent + "</userDefinedRuntimeAttribute>"
  }

  /// `<color key="…" …/>` in Xcode's attribute order.
  static func colorMarkup(_ color: ColorValue, key: String?) -> String {
    var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
    switch color {
    case .rgb(let r, let g, let b, let a, let space):
      attributes += [
        ("red", XcodeNumber.format(r)), ("green", XcodeNumber.format(g)),
        ("blue", XcodeNumber.format(b)), ("alpha", XcodeNumber.format(a)),
      ]
      attributes += space.xmlAttributes
    case .white(let w, let a, let space):
      attributes += [("white", XcodeNumber.format(w)), ("alpha", XcodeNumber.format(a))]
      attributes += space.xmlAttributes
    case .system(let name): attributes.append(("systemColor", name))
    case .cocoaTouchSystem(let name): attributes.append(("cocoaTouchSystemColor", name))
    case .named(let name): attributes.append(("name", name))
    case .catalogSystem(let name):
      attributes += [("name", name), ("catalog", "System"), ("colorSpace", "catalog")]
    }
    return XMLEscaping.tag("color", attributes)
  }

  /// `<rect key="…" x= y= width= height=/>`.
  static func rectMarkup(_ r: CGRect, key: String) -> String {
    XMLEscaping.tag(
      "rect",
      [
        ("key", key), ("x", XcodeNumber.format(r.origin.x)), ("y", XcodeNumber.format(r.origin.y)),
        ("width", XcodeNumber.format(r.size.width)), ("height", XcodeNumber.format(r.size.height)),
      ])
  }
}
