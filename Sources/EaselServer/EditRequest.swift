import EaselDocument
import Foundation

/// The `edit` object of `POST /api/edit`, read into a `DocumentEdit` through the same
/// parsing `easel edit` uses, so that both accept and refuse alike.
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
    let text: String
    switch op {
    case "set-runtime": text = "\(try field("keyPath")):\(try field("type"))=\(try field("value"))"
    case "remove-runtime": text = try field("keyPath")
    case "set": text = "\(try field("name"))=\(try field("value"))"
    case "remove": text = try field("name")
    case "color": text = "\(try field("key"))=\(try field("value"))"
    case "remove-color": text = try field("key")
    case "frame": text = try field("value")
    default:
      throw DesignerError(
        400,
        "unknown edit op '\(op)'; expected set-runtime, remove-runtime, set, remove, color, "
          + "remove-color or frame")
    }
    do {
      return try DocumentEdit(option: op, text: text)
    } catch {
      throw DesignerError(400, "edit '\(op)': \(error.message)")
    }
  }
}
