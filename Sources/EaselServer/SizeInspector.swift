import EaselDocument
import Foundation

/// The Size inspector's content: the stored frame and the constraints that touch the view,
/// each with its id and constant for the page to change.
enum SizeInspector {
  /// The Size inspector of `e`.
  static func size(of e: IBElement) -> ObjectInspector.Size {
    let id = e.id ?? ""
    var constraints: [String] = []
    var items: [ObjectInspector.Constraint] = []
    // A constraint is held by the view or by an ancestor that both its items share.
    var holders = [e]
    var next = e.superviewElement
    while let ancestor = next {
      holders.append(ancestor)
      next = ancestor.superviewElement
    }
    for holder in holders {
      for c in holder.child("constraints")?.children("constraint") ?? [] {
        let read = IBConstraint(c)
        guard (read.firstItem ?? holder.id) == id || read.secondItem == id else { continue }
        let line = text(read, owner: holder.id ?? "", of: e)
        constraints.append(line)
        if let constraintID = c.id {
          items.append(
            ObjectInspector.Constraint(
              id: constraintID, text: line,
              constant: read.constant ?? (read.isSymbolic ? 8 : 0),
              relation: read.relation.rawValue,
              multiplier: read.secondItem == nil ? nil : c["multiplier"] ?? "1",
              priority: Double(read.priority), installed: IBDocument.isInstalled(c)))
        }
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
      constraints: constraints, items: items)
  }

  /// `Self.width = 600`, `Self.centerX = Rbw-1a-x7K.centerX × 0.5 + 8 @750`, with `Self` for
  /// `e`; a multiplier of 1, a constant of 0 and a required priority left out.
  static func text(_ c: IBConstraint, owner: String, of e: IBElement) -> String {
    func name(_ id: String) -> String { id == e.id ? "Self" : id }
    func number(_ value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
    let first = name(c.firstItem ?? owner) + "." + (c.firstAttribute?.rawValue ?? "?")
    let relation =
      switch c.relation {
      case .greaterThanOrEqual: "≥"
      case .lessThanOrEqual: "≤"
      case .equal: "="
      }
    let constant = c.constant ?? 0
    var text = "\(first) \(relation) "
    if let second = c.secondItem {
      text += name(second) + "." + (c.secondAttribute?.rawValue ?? "?")
      if c.multiplier != 1 { text += " × " + number(c.multiplier) }
      if constant != 0 { text += " + " + number(constant) }
    } else {
      text += number(constant)
    }
    if c.priority != 1000 { text += " @" + number(Double(c.priority)) }
    return text
  }
}
