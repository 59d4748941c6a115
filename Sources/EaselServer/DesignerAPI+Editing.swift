import EaselDocument
import Foundation

/// The editing endpoints beyond `/api/edit` (`docs/designer-api.md`), each a POST of a JSON
/// object with `document` and `baseVersion`:
/// - `move`: `objects` (ids), `by` (`[left, top, right, bottom]`, how far each edge moves);
/// - `pin`: `object`, `pins` (each `{pin, constant?}`: `pin` one of `leading`, `trailing`,
///   `top`, `bottom`, `width`, `height`, `centerX`, `centerY`; without a constant, the
///   present distance; `aspectRatio`, the present ratio; `to`, an edge's target: `nearest`,
///   `safeArea`, `superview`), `margins` (optional Boolean, "Constrain to margins"), added
///   as one step;
/// - `align`: `objects` (two or more), `align` (`leading`, `trailing`, `top`, `bottom`,
///   `centerX`, `centerY`, `firstBaseline`, `lastBaseline`, `equalWidths`, `equalHeights`):
///   each view after the first aligned with the first, as one step;
/// - `constant`: `constraint`, `constant`, `object` (the view inspected);
/// - `constraint`: `constraint`, any of `relation` (`equal`, `lessThanOrEqual`,
///   `greaterThanOrEqual`), `multiplier` (text: `0.5`, `16:9`), `priority` (1 to 1000),
///   `installed` (the "Installed" checkbox), `object`;
/// - `unpin`: `constraint`, `object` (the view inspected);
/// - `paste`: `objects`, `parent`, `offset` (`[dx, dy]`, optional);
/// - `embed`: `objects` (views of one superview), `in` (`view` or `stackView`);
/// - `update-frames`: `objects`: their stored frames (and their subviews') set to where the
///   scene laid out at its stored size puts them;
/// - `update-constraints`: `objects`: the constants of the constraints touching them (and
///   the views inside them) set to put them where their stored frames are;
/// - `font`: `object`, `font` (`{type: system|boldSystem|italicSystem|custom|textStyle,
///   size, weight?, name?, family?, style?}`);
/// - `title`: `object`, `title` (empty removes it), `state` (`normal` when left out,
///   `highlighted`, `selected`, `disabled`);
/// - `button-image`: `object`, `image` (a name; null or "" removes it), `system` (an SF
///   Symbol), `state`;
/// - `insets`: `object`, `kind` (`content`, `title`, `image`), `insets` (`[top, left,
///   bottom, right]`; all 0 removes them).
extension DesignerAPI {
  static let editingEndpoints = [
    "move", "pin", "align", "constant", "constraint", "unpin", "paste", "embed", "update-frames",
    "update-constraints", "font", "title", "button-image", "insets",
  ]

  /// Answers one of `editingEndpoints`.
  func editing(_ endpoint: String, _ body: [String: Any]) throws -> DocumentChange {
    let document = try Self.string(body, "document")
    let base = try Self.integer(body, "baseVersion")
    let inspecting = (body["object"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    switch endpoint {
    case "move":
      let by = try Self.numbers(body, "by", count: 4)
      return try session.move(
        document, objectIDs: try Self.strings(body, "objects"),
        by: IBDocument.EdgeMoves(left: by[0], top: by[1], right: by[2], bottom: by[3]),
        baseVersion: base, inspecting: inspecting)
    case "pin":
      guard let list = body["pins"] as? [[String: Any]], !list.isEmpty, list.count <= 8 else {
        throw DesignerError(400, "'pins' must be an array of 1 to 8 {pin, constant?} objects")
      }
      let pins = try list.map { item in
        let name = try Self.string(item, "pin")
        guard let pin = IBDocument.Pin(rawValue: name) else {
          throw DesignerError(
            400,
            "unknown pin '\(name)'; expected "
              + IBDocument.Pin.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let constant = try item["constant"].map { _ in try Self.number(item, "constant") }
        return (pin: pin, constant: constant)
      }
      let targets = try list.map { item in
        guard let value = item["to"] else { return IBDocument.PinTarget.nearest }
        guard let name = value as? String, let target = IBDocument.PinTarget(rawValue: name)
        else {
          throw DesignerError(
            400,
            "unknown pin target '\(value)'; expected "
              + IBDocument.PinTarget.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return target
      }
      let margins = try body["margins"].map { value in
        guard let flag = value as? Bool else {
          throw DesignerError(400, "'margins' must be true or false")
        }
        return flag
      }
      return try session.pin(
        document, objectID: try Self.string(body, "object"), pins: pins, targets: targets,
        margins: margins ?? false, baseVersion: base)
    case "align":
      let name = try Self.string(body, "align")
      guard let alignment = IBDocument.Alignment(rawValue: name) else {
        throw DesignerError(
          400,
          "unknown alignment '\(name)'; expected "
            + IBDocument.Alignment.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let objects = try Self.strings(body, "objects")
      guard objects.count >= 2 else { throw DesignerError(400, "aligning needs two views or more") }
      return try session.align(
        document, objectIDs: objects, alignment: alignment, baseVersion: base,
        inspecting: inspecting)
    case "constant":
      return try session.setConstant(
        document, constraintID: try Self.string(body, "constraint"),
        constant: try Self.number(body, "constant"), baseVersion: base, inspecting: inspecting)
    case "constraint":
      let relation = try (body["relation"] as? String).map { text in
        guard let relation = IBConstraint.Relation(rawValue: text) else {
          throw DesignerError(
            400,
            "unknown relation '\(text)'; expected equal, lessThanOrEqual or greaterThanOrEqual")
        }
        return relation
      }
      let multiplier = try body["multiplier"].map { value in
        guard let text = value as? String, !text.isEmpty, text.count <= 40 else {
          throw DesignerError(400, "'multiplier' must be a number or a ratio such as 16:9, as text")
        }
        return text
      }
      let priority = try body["priority"].map { _ in try Self.number(body, "priority") }
      let installed = try body["installed"].map { value in
        guard let flag = value as? Bool else {
          throw DesignerError(400, "'installed' must be true or false")
        }
        return flag
      }
      guard relation != nil || multiplier != nil || priority != nil || installed != nil else {
        throw DesignerError(
          400, "nothing to change: give a relation, multiplier, priority or installed")
      }
      return try session.setConstraint(
        document, constraintID: try Self.string(body, "constraint"), relation: relation,
        multiplier: multiplier, priority: priority, installed: installed, baseVersion: base,
        inspecting: inspecting)
    case "unpin":
      return try session.deleteConstraint(
        document, constraintID: try Self.string(body, "constraint"), baseVersion: base,
        inspecting: inspecting)
    case "paste":
      let offset = try body["offset"].map { _ in try Self.numbers(body, "offset", count: 2) }
      return try session.paste(
        document, objectIDs: try Self.strings(body, "objects"),
        parentID: try Self.string(body, "parent"),
        offset: CGPoint(x: offset?[0] ?? 0, y: offset?[1] ?? 0), baseVersion: base)
    case "embed":
      let name = try Self.string(body, "in")
      guard let kind = IBDocument.Embedding(rawValue: name) else {
        throw DesignerError(400, "unknown embedding '\(name)'; expected view or stackView")
      }
      return try session.embed(
        document, objectIDs: try Self.strings(body, "objects"), in: kind, baseVersion: base)
    case "update-frames":
      return try session.updateFrames(
        document, objectIDs: try Self.strings(body, "objects"), baseVersion: base)
    case "update-constraints":
      return try session.updateConstraints(
        document, objectIDs: try Self.strings(body, "objects"), baseVersion: base)
    case "font":
      return try session.setFont(
        document, objectID: try Self.string(body, "object"), font: try Self.font(body["font"]),
        baseVersion: base)
    case "button-image":
      let image: String?
      switch body["image"] {
      case nil, is NSNull: image = nil
      case let name as String: image = name.isEmpty ? nil : name
      default: throw DesignerError(400, "'image' must be a name, or null to remove it")
      }
      let system = try body["system"].map { value in
        guard let flag = value as? Bool else {
          throw DesignerError(400, "'system' must be true or false")
        }
        return flag
      }
      return try session.setButtonImage(
        document, objectID: try Self.string(body, "object"), image: image,
        system: system ?? false, state: try Self.buttonState(body), baseVersion: base)
    case "insets":
      let name = try Self.string(body, "kind")
      guard let kind = IBDocument.ButtonInsets(rawValue: name) else {
        throw DesignerError(400, "unknown insets '\(name)'; expected content, title or image")
      }
      return try session.setButtonInsets(
        document, objectID: try Self.string(body, "object"), kind: kind,
        insets: try Self.numbers(body, "insets", count: 4), baseVersion: base)
    default:
      guard let title = body["title"] as? String else {
        throw DesignerError(400, "missing string field 'title'")
      }
      return try session.setTitle(
        document, objectID: try Self.string(body, "object"), title: title,
        state: try Self.buttonState(body), baseVersion: base)
    }
  }

  /// A request's `state` field: a button's control state, normal when left out.
  static func buttonState(_ body: [String: Any]) throws -> IBDocument.ButtonState {
    guard let value = body["state"] else { return .normal }
    guard let name = value as? String, let state = IBDocument.ButtonState(rawValue: name) else {
      throw DesignerError(
        400, "unknown state '\(value)'; expected normal, highlighted, selected or disabled")
    }
    return state
  }

  /// A font field: `{type, size, weight?, name?, family?, style?}`, each part checked.
  static func font(_ json: Any?) throws -> IBDocument.FontValue {
    guard let object = json as? [String: Any], let type = object["type"] as? String else {
      throw DesignerError(400, "'font' must be an object with a 'type'")
    }
    func size() throws -> Double {
      let size = try number(object, "size")
      guard size > 0, size <= 1000 else {
        throw DesignerError(400, "font size must be above 0 and at most 1000, got \(size)")
      }
      return size
    }
    switch type {
    case "system":
      let weight = (object["weight"] as? String).flatMap {
        $0.isEmpty || $0 == "regular" ? nil : $0
      }
      if let weight, !IBDocument.FontValue.weights.contains(weight) {
        throw DesignerError(
          400,
          "unknown font weight '\(weight)'; expected regular, "
            + IBDocument.FontValue.weights.joined(separator: ", "))
      }
      return .system(size: try size(), weight: weight)
    case "boldSystem": return .boldSystem(size: try size())
    case "italicSystem": return .italicSystem(size: try size())
    case "custom":
      let name = try string(object, "name")
      guard !name.contains(where: { $0.isWhitespace || $0.isNewline }), name.count <= 200 else {
        throw DesignerError(400, "a font name is a PostScript name without spaces, got '\(name)'")
      }
      let family =
        (object["family"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        ?? String(name.split(separator: "-").first ?? Substring(name))
      guard !family.contains(where: \.isNewline) else {
        throw DesignerError(400, "a font family is one line")
      }
      return .custom(name: name, family: family, size: try size())
    case "textStyle":
      let style = try string(object, "style")
      guard IBDocument.FontValue.textStyles.contains(style) else {
        throw DesignerError(
          400,
          "unknown text style '\(style)'; expected "
            + IBDocument.FontValue.textStyles.joined(separator: ", "))
      }
      return .textStyle(style)
    default:
      throw DesignerError(
        400,
        "unknown font type '\(type)'; expected system, boldSystem, italicSystem, custom or "
          + "textStyle")
    }
  }

  /// A finite number field.
  static func number(_ body: [String: Any], _ name: String) throws -> Double {
    guard let value = body[name] as? NSNumber, value.doubleValue.isFinite
    else { throw DesignerError(400, "'\(name)' must be a finite number") }
    return value.doubleValue
  }

  /// A field of `count` finite numbers.
  static func numbers(_ body: [String: Any], _ name: String, count: Int) throws -> [Double] {
    guard let array = body[name] as? [Any], array.count == count else {
      throw DesignerError(400, "'\(name)' must be an array of \(count) numbers")
    }
    return try array.indices.map { i in
      try number(["\(name)[\(i)]": array[i]], "\(name)[\(i)]")
    }
  }

  /// A non-empty field of object ids.
  static func strings(_ body: [String: Any], _ name: String) throws -> [String] {
    guard let array = body[name] as? [String], !array.isEmpty, array.count <= 1000,
      array.allSatisfy({ !$0.isEmpty })
    else { throw DesignerError(400, "'\(name)' must be an array of object ids") }
    return array
  }
}
