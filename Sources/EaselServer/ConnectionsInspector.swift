import EaselDocument
import Foundation

/// Interface Builder's Connections inspector: the outlets, outlet collections, actions and
/// segues an object holds, then those other objects hold that point at it, each with both
/// ends' classes and whether the code declares it: an outlet's property in the source's
/// class, an action's method in the destination's.
enum ConnectionsInspector {
  /// The connections of `e` and to it in `document`; `members(kind, class, name)` says
  /// whether a class declares an outlet's property or an action's method (nil: unknown).
  static func connections(
    of e: IBElement, in document: IBDocument, members: (String, String, String) -> Bool?
  ) -> [ObjectInspector.Connection] {
    let kinds: Set<String> = ["outlet", "outletCollection", "action", "segue"]
    var own: [ObjectInspector.Connection] = []
    var incoming: [ObjectInspector.Connection] = []
    let id = e.id ?? ""
    for x in document.root.descendants() where kinds.contains(x.name) {
      guard let holder = x.parent, holder.name == "connections", let source = holder.parent
      else { continue }
      let isOwn = source === e
      guard isOwn || x["destination"] == id else { continue }
      let connection = self.connection(x, source: source, in: document, members: members)
      if isOwn { own.append(connection) } else { incoming.append(connection) }
    }
    return own + incoming
  }

  private static func connection(
    _ x: IBElement, source: IBElement, in document: IBDocument,
    members: (String, String, String) -> Bool?
  ) -> ObjectInspector.Connection {
    let destination = x["destination"] ?? ""
    let name =
      switch x.name {
      case "action": x["selector"] ?? ""
      case "segue": x["kind"] ?? ""
      default: x["property"] ?? ""
      }
    let sourceClass = className(source)
    var exists: Bool?
    if x.name == "outlet" || x.name == "outletCollection", let custom = source.customClass {
      exists = members(x.name, custom, name)
    } else if x.name == "action", let custom = document.element(withID: destination)?.customClass {
      exists = members(x.name, custom, name)
    }
    return ObjectInspector.Connection(
      kind: x.name, name: name, source: source.id ?? "", sourceClass: sourceClass,
      destination: destination,
      destinationClass: document.element(withID: destination).map(className) ?? "missing",
      event: x["eventType"], id: x.id ?? "", exists: exists)
  }

  /// An object's class as the inspector names it: its custom class, else UIKit's.
  static func className(_ e: IBElement) -> String {
    if let custom = e.customClass { return custom }
    if e.name == "placeholder" { return e["placeholderIdentifier"] ?? "placeholder" }
    return DesignerSession.className(of: e)
  }
}

/// The Attributes inspector's text parts: a font, a button's title.
enum TextInspector {
  /// The font of a label, button, text field or text view, as its `<fontDescription>` says.
  static func font(of e: IBElement) -> ObjectInspector.Font? {
    guard ["label", "button", "textField", "textView"].contains(e.name) else { return nil }
    guard let f = e.child("fontDescription", key: "fontDescription") else {
      return ObjectInspector.Font(type: "system", size: 17)
    }
    let size = f["pointSize"].flatMap { Double($0) }
    if let style = f["style"] {
      return ObjectInspector.Font(type: "textStyle", size: size, style: style)
    }
    if let name = f["name"] {
      return ObjectInspector.Font(type: "custom", size: size, name: name, family: f["family"])
    }
    return ObjectInspector.Font(type: f["type"] ?? "system", size: size, weight: f["weight"])
  }

  /// A button's title for the normal state: its configuration's, else the state's; "" when
  /// it has none. Nil for other objects.
  static func title(of e: IBElement) -> String? {
    guard e.name == "button" else { return nil }
    let holder =
      e.child("buttonConfiguration", key: "configuration") ?? e.child("state", key: "normal")
    return holder?["title"] ?? ""
  }

  /// A button's four states and three insets, as the Attributes and Size inspectors show
  /// them; nil for other objects.
  static func button(of e: IBElement) -> ObjectInspector.Button? {
    guard e.name == "button" else { return nil }
    let states = IBDocument.ButtonState.allCases.map { state in
      let s = e.child("state", key: state.rawValue)
      return ObjectInspector.ButtonState(
        state: state.rawValue, title: s?["title"], image: s?["image"],
        system: s?["catalog"] == "system")
    }
    var insets: [String: [Double]] = [:]
    for kind in IBDocument.ButtonInsets.allCases {
      let i = e.child("inset", key: kind.key)
      func v(_ name: String) -> Double { i?[name].flatMap(Double.init) ?? 0 }
      insets[kind.rawValue] = [v("minY"), v("minX"), v("maxY"), v("maxX")]
    }
    return ObjectInspector.Button(
      states: states, insets: insets,
      configured: e.child("buttonConfiguration", key: "configuration") != nil)
  }
}
