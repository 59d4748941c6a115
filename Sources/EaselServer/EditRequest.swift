import EaselDocument
import Foundation

/// The `edit` object of `POST /api/edit`, read into a `DocumentEdit` field by field: each
/// value through the reader `easel edit` uses for it (`DocumentEdit.attributeName(_:)`,
/// `RuntimeValue(type:text:)`, `ColorValue(text:)`, …), so that both accept and refuse alike.
enum EditRequest {
  /// `{"op": "set-runtime", "keyPath", "type", "value"}`, `{"op": "remove-runtime",
  /// "keyPath"}`, `{"op": "set", "name", "value"}`, `{"op": "remove", "name"}`,
  /// `{"op": "color", "key", "value"}`, `{"op": "remove-color", "key"}`,
  /// `{"op": "frame", "value": "x,y,w,h"}`.
  static func edit(_ json: Any?) throws -> DocumentEdit {
    guard let object = json as? [String: Any], let op = object["op"] as? String else {
      throw DesignerError(400, "'edit' must be an object with an 'op'")
    }
    func field(_ name: String) throws -> String {
      guard let value = object[name] as? String else {
        throw DesignerError(400, "edit '\(op)' needs a string '\(name)'")
      }
      return value
    }
    /// The edit the fields' values make, or the reader's refusal as a `400`.
    func read(_ make: () throws -> DocumentEdit) throws -> DocumentEdit {
      do {
        return try make()
      } catch let error as EditValueError {
        throw DesignerError(400, "edit '\(op)': \(error.message)")
      }
    }
    switch op {
    case "set-runtime":
      let (keyPath, type, value) = (try field("keyPath"), try field("type"), try field("value"))
      return try read {
        .setRuntimeAttribute(
          keyPath: try DocumentEdit.keyPath(keyPath),
          value: try RuntimeValue(type: type, text: value))
      }
    case "remove-runtime":
      let keyPath = try field("keyPath")
      return try read { .removeRuntimeAttribute(keyPath: try DocumentEdit.keyPath(keyPath)) }
    case "set":
      let (name, value) = (try field("name"), try field("value"))
      return try read { .setAttribute(name: try DocumentEdit.attributeName(name), value: value) }
    case "remove":
      let name = try field("name")
      return try read { .removeAttribute(name: try DocumentEdit.attributeName(name)) }
    case "color":
      let (key, value) = (try field("key"), try field("value"))
      return try read {
        .setColor(key: try DocumentEdit.colorKey(key), value: try ColorValue(text: value))
      }
    case "remove-color":
      let key = try field("key")
      return try read { .removeColor(key: try DocumentEdit.colorKey(key)) }
    case "frame":
      let value = try field("value")
      return try read { .setFrame(try DocumentEdit.frame(value)) }
    default:
      throw DesignerError(
        400,
        "unknown edit op '\(op)'; expected set-runtime, remove-runtime, set, remove, color, "
          + "remove-color or frame")
    }
  }
}
