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

  /// A button's control states, as the Attributes inspector's State Config names them.
  public enum ButtonState: String, Sendable, CaseIterable {
    case normal, highlighted, selected, disabled

    /// The order Xcode writes a button's `<state>` elements in.
    static let written: [ButtonState] = [.normal, .disabled, .selected, .highlighted]
  }

  /// A button's insets, as the Size inspector's (pre-configuration) buttons have them.
  public enum ButtonInsets: String, Sendable, CaseIterable {
    case content, title, image

    /// The `<inset>`'s key.
    public var key: String { rawValue + "EdgeInsets" }
  }

  /// Sets a button's title for `state` (an empty title removes it): for the normal state on
  /// its configuration when it has one, else on its `<state key="…">`, made where Xcode
  /// writes it (states in the order normal, disabled, selected, highlighted, after the
  /// font and insets) when missing; a state other than normal left with nothing goes.
  public func setButtonTitle(
    _ title: String, for state: ButtonState = .normal, on objectID: String
  ) throws(DocumentError) {
    let e = try button(objectID)
    if state == .normal, e.child("buttonConfiguration", key: "configuration") != nil {
      try setStateAttributes(["title": title], removable: false) { () throws(DocumentError) in
        try self.object(objectID).child("buttonConfiguration", key: "configuration")
      }
      return
    }
    try refuseConfiguration(e, "a title for the \(state.rawValue) state")
    try setStateAttributes(["title": title], state: state, of: e)
  }

  /// Sets a button's image for `state`: an asset's name, or an SF Symbol's with `system`
  /// (`catalog="system"`); nil removes it.
  public func setButtonImage(
    _ name: String?, system: Bool = false, for state: ButtonState = .normal,
    on objectID: String
  ) throws(DocumentError) {
    let e = try button(objectID)
    try refuseConfiguration(e, "an image per state")
    if let name, name.isEmpty || name.contains(where: \.isNewline) || name.count > 200 {
      throw DocumentError(
        .invalidEdit, "an image name is one line of 1 to 200 characters", at: e.location)
    }
    try setStateAttributes(
      ["image": name ?? "", "catalog": name != nil && system ? "system" : ""], state: state,
      of: e)
  }

  /// Sets a button's content, title or image insets (`<inset key="contentEdgeInsets"
  /// minX="left" minY="top" maxX="right" maxY="bottom"/>`, after its font, before its
  /// states); all four 0 removes it.
  public func setButtonInsets(
    _ kind: ButtonInsets, top: Double, left: Double, bottom: Double, right: Double,
    on objectID: String
  ) throws(DocumentError) {
    let e = try button(objectID)
    try refuseConfiguration(e, "\(kind.rawValue) insets")
    for value in [top, left, bottom, right] where !value.isFinite || abs(value) > 10_000 {
      throw DocumentError(
        .invalidEdit, "an inset is a finite number of points, at most 10000 either way; got \(value)",
        at: e.location)
    }
    let existing = e.child("inset", key: kind.key)
    if top == 0, left == 0, bottom == 0, right == 0 {
      if let existing { try apply(removalPatches(for: [existing])) }
      return
    }
    let markup = XMLEscaping.tag(
      "inset",
      [
        ("key", kind.key), ("minX", XcodeNumber.format(left)), ("minY", XcodeNumber.format(top)),
        ("maxX", XcodeNumber.format(right)), ("maxY", XcodeNumber.format(bottom)),
      ])
    if let existing {
      if String(decoding: source.bytes[existing.span], as: UTF8.self) == markup { return }
      try apply([BytePatch(existing.span, markup)])
      return
    }
    let order = ButtonInsets.allCases.map(\.key)
    let rank = order.firstIndex(of: kind.key) ?? 0
    try insertInOrder(
      markup, into: e,
      after: { $0.name == "inset" && (order.firstIndex(of: $0.key ?? "") ?? 0) < rank },
      before: { $0.name == "inset" || $0.name == "state" || Self.followsStates($0) })
  }

  /// Whether Xcode writes `child` after a button's states (its background colour comes
  /// before them).
  static func followsStates(_ child: IBElement) -> Bool {
    buttonStateFollowers.contains(child.name)
      && !(child.name == "color" && child.key == "backgroundColor")
  }

  /// Inserts `markup` as a child of `e` where Xcode writes it: after the last child `after`
  /// matches, else before the first child `before` matches, else last.
  private func insertInOrder(
    _ markup: String, into e: IBElement, after: (IBElement) -> Bool,
    before: (IBElement) -> Bool
  ) throws(DocumentError) {
    let layout = self.layout
    let indent = layout.childIndent(of: e, unit: layout.unit(root: root))
    if let earlier = e.children.last(where: after) {
      try apply([layout.insertAfter(earlier, markup, indent: indent)])
    } else {
      let next = e.children.first(where: before)
      try apply([layout.insertChild(markup, into: e, before: next, indent: indent)])
    }
  }

  /// What Xcode writes after a button's states.
  static let buttonStateFollowers: Set<String> = [
    "buttonConfiguration", "connections", "userDefinedRuntimeAttributes", "variation",
    "accessibility", "color", "point",
  ]

  /// The button `objectID`, or an `invalidEdit` error naming what it is.
  private func button(_ objectID: String) throws(DocumentError) -> IBElement {
    let e = try object(objectID)
    guard e.name == "button" else {
      throw DocumentError(
        .invalidEdit, "'\(objectID)' is a \(e.name), not a button", at: e.location)
    }
    return e
  }

  /// Refuses `what` on a button with a configuration (Xcode 13's style), whose title,
  /// image and insets are its configuration's.
  private func refuseConfiguration(_ e: IBElement, _ what: String) throws(DocumentError) {
    guard e.child("buttonConfiguration", key: "configuration") != nil else { return }
    throw DocumentError(
      .invalidEdit,
      "'\(e.id ?? "")' has a button configuration (Xcode 13's style), which draws its own "
        + "title, image and insets: \(what) is not edited on it", at: e.location)
  }

  /// Sets (or, given "", removes) attributes of `state`'s `<state>` of button `e`, making the
  /// element where Xcode writes it when missing.
  private func setStateAttributes(
    _ values: [String: String], state: ButtonState, of e: IBElement
  ) throws(DocumentError) {
    if e.child("state", key: state.rawValue) != nil {
      let id = e.id ?? ""
      try setStateAttributes(values, removable: state != .normal) { () throws(DocumentError) in
        try self.object(id).child("state", key: state.rawValue)
      }
      return
    }
    let attributes = AttributeOrder.sorted(values.filter { !$0.value.isEmpty }.map { ($0.key, $0.value) })
    guard !attributes.isEmpty else { return }
    let markup = XMLEscaping.tag("state", [("key", state.rawValue)] + attributes)
    func rank(_ key: String?) -> Int {
      ButtonState(rawValue: key ?? "").flatMap { ButtonState.written.firstIndex(of: $0) } ?? 0
    }
    try insertInOrder(
      markup, into: e,
      after: { $0.name == "state" && rank($0.key) < rank(state.rawValue) },
      before: { $0.name == "state" || Self.followsStates($0) })
  }

  /// Sets (or, given "", removes) attributes of the element `find` finds (again after each
  /// change); with `removable`, one left with nothing but its key goes.
  private func setStateAttributes(
    _ values: [String: String], removable: Bool,
    find: () throws(DocumentError) -> IBElement?
  ) throws(DocumentError) {
    guard let holder = try find() else { return }
    let removing = values.filter { $0.value.isEmpty && holder.attribute($0.key) != nil }.map(\.key)
    let left = holder.attributes.filter { a in a.name != "key" && !removing.contains(a.name) }
    let adding = values.filter { !$0.value.isEmpty }
    if removable, left.isEmpty, adding.isEmpty, holder.children.isEmpty {
      try apply(removalPatches(for: [holder]))
      return
    }
    let patches = removing.compactMap { attributeRemovalPatch($0, on: holder) }
    if !patches.isEmpty { try apply(patches) }
    // Each attribute added after the ones before it are in, so Xcode's order holds.
    for (name, value) in AttributeOrder.sorted(adding.map { ($0.key, $0.value) }) {
      guard let current = try find() else { break }
      if current[name] == value { continue }
      try apply([attributePatch(name, value, on: current)])
    }
  }
}
