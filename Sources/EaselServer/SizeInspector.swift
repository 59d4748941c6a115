import EaselDocument
import Foundation

/// The Size inspector's content: the stored frame and, read-only until layout solving lands,
/// the constraints that touch the view.
enum SizeInspector {
  /// The Size inspector of `e`.
  static func size(of e: IBElement) -> ObjectInspector.Size {
    let id = e.id ?? ""
    var constraints: [String] = []
    // A constraint is held by the view or by an ancestor that both its items share.
    var holders = [e]
    var next = e.superviewElement
    while let ancestor = next {
      holders.append(ancestor)
      next = ancestor.superviewElement
    }
    for holder in holders {
      for c in holder.child("constraints")?.children("constraint") ?? [] {
        let first = c["firstItem"] ?? holder.id ?? ""
        guard first == id || c["secondItem"] == id else { continue }
        constraints.append(text(c, owner: holder.id ?? "", of: e))
      }
    }
    return ObjectInspector.Size(
      frame: e.frame.map { frame in
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }
      },
      // Interface Builder's own reading: without autoresizing and without a fixed frame, the
      // view is where its constraints put it (a view dropped from the library has a fixed
      // one).
      placedByConstraints: e["translatesAutoresizingMaskIntoConstraints"] == "NO"
        && e["fixedFrame"] != "YES",
      constraints: constraints)
  }

  /// `Self.width = 600`, `Self.centerX = Rbw-1a-x7K.centerX × 1 + 0`, with `Self` for `e`.
  static func text(_ c: IBElement, owner: String, of e: IBElement) -> String {
    func name(_ id: String) -> String { id == e.id ? "Self" : id }
    let first = name(c["firstItem"] ?? owner) + "." + (c["firstAttribute"] ?? "?")
    let relation =
      switch c["relation"] {
      case "greaterThanOrEqual": "≥"
      case "lessThanOrEqual": "≤"
      default: "="
      }
    let constant = c["constant"] ?? "0"
    var text = "\(first) \(relation) "
    if let second = c["secondItem"] {
      text += name(second) + "." + (c["secondAttribute"] ?? "?")
      if let multiplier = c["multiplier"] { text += " × " + multiplier }
      if constant != "0" { text += " + " + constant }
    } else {
      text += constant
    }
    if let priority = c["priority"] { text += " @" + priority }
    return text
  }
}
