import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// One scene laid out by the engine for a check: its views with their elements, and the
/// questions a report asks of the solution (conflicts, ambiguity, why a view missed).
@MainActor
struct SceneLayout {
  let document: IBDocument
  let rootElement: IBElement?
  let root: UIView
  let engine: LayoutEngine
  /// The scene's own views (under its root view element), in document order.
  let entries: [(element: IBElement, view: UIView)]

  /// The element of a view.
  func element(of view: UIView) -> IBElement? {
    entries.first { $0.view === view }?.element
  }

  /// The document element a constraint was read from.
  func element(of constraint: NSLayoutConstraint) -> IBElement? {
    guard let id = constraint.identifier else { return nil }
    return document.element(withID: id)
  }

  /// A readable name for an item: `Label "Name" (id)`.
  func name(of item: AnyObject?) -> String {
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map { name(of: $0) } ?? "?"
      switch guide.identifier {
      case LayoutGuideIdentifier.safeArea: return "Safe Area of \(owner)"
      case LayoutGuideIdentifier.layoutMargins: return "margins of \(owner)"
      case LayoutGuideIdentifier.top: return "Top Layout Guide"
      case LayoutGuideIdentifier.bottom: return "Bottom Layout Guide"
      default: return "guide of \(owner)"
      }
    }
    guard let view = item as? UIView else { return "nothing" }
    guard let e = element(of: view) else { return "\(type(of: view))" }
    let label = e.userLabel ?? e["text"] ?? e["title"]
    return (e.customClass ?? e.name) + (label.map { " \"\($0)\"" } ?? "") + " (\(e.id ?? "?"))"
  }

  /// A constraint as `first.attribute = second.attribute × m + c @priority`.
  func describe(_ c: NSLayoutConstraint) -> String {
    var text = "\(name(of: c.firstItem)).\(c.firstAttribute)"
    text += c.relation == .equal ? " = " : c.relation == .lessThanOrEqual ? " <= " : " >= "
    if c.secondItem != nil {
      text += "\(name(of: c.secondItem)).\(c.secondAttribute)"
      if c.multiplier != 1 { text += " × \(Self.number(c.multiplier))" }
      if c.constant != 0 { text += c.constant > 0 ? " + " : " - " }
      if c.constant != 0 { text += Self.number(abs(c.constant)) }
    } else {
      text += Self.number(c.constant)
    }
    if c.priority.rawValue < 1000 { text += " @\(Self.number(CGFloat(c.priority.rawValue)))" }
    return text
  }

  static func number(_ v: CGFloat) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
  }

  // MARK: Issues

  /// The views an unsatisfied constraint involves.
  func conflictedViews() -> [ObjectIdentifier: [NSLayoutConstraint]] {
    var result: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    for u in engine.unsatisfied {
      for item in [u.constraint.firstItem, u.constraint.secondItem] {
        if let v = LayoutEngine.view(of: item) {
          result[ObjectIdentifier(v), default: []].append(u.constraint)
        }
      }
    }
    return result
  }

  /// The ambiguous views, by what is open.
  func ambiguousViews() -> [ObjectIdentifier: String] {
    engine.ambiguousViews().mapValues { $0.joined(separator: ", ") }
  }

  /// Conflicting constraints and ambiguous views as located warnings, as Interface
  /// Builder's issue navigator lists them.
  func issues() -> [Diagnostic] {
    var out: [Diagnostic] = []
    for u in engine.unsatisfied {
      let e = element(of: u.constraint)
      var message = "conflicting constraint \(describe(u.constraint)): \(u.reason)"
      if !u.conflicting.isEmpty {
        message += " (" + u.conflicting.prefix(4).map(describe).joined(separator: "; ") + ")"
      }
      message += "; Auto Layout breaks it"
      out.append(
        Diagnostic(
          .warning, message, id: "layout-conflict", at: e?.location ?? rootElement?.location,
          objectID: e?.id))
    }
    let ambiguous = engine.ambiguousViews()
    for (element, view) in entries {
      guard let open = ambiguous[ObjectIdentifier(view)] else { continue }
      out.append(
        Diagnostic(
          .warning,
          "ambiguous layout: \(name(of: view)) needs constraints for its "
            + open.joined(separator: ", "),
          id: "layout-ambiguous", at: element.location, objectID: element.id))
    }
    return out.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
  }

  // MARK: Why a view missed

  /// The likeliest reason a view's solved frame differs from the stored one.
  func reason(
    for view: UIView, element: IBElement, solved: CGRect, stored: CGRect,
    conflicted: [ObjectIdentifier: [NSLayoutConstraint]], ambiguous: [ObjectIdentifier: String],
    missed: Set<ObjectIdentifier>
  ) -> String {
    let delta = "solved \(Self.text(solved)), stored \(Self.text(stored))"
    if let cs = conflicted[ObjectIdentifier(view)] {
      return "conflicting constraints (" + cs.prefix(2).map(describe).joined(separator: "; ")
        + "); " + delta
    }
    if let open = ambiguous[ObjectIdentifier(view)] {
      return "ambiguous \(open); " + delta
    }
    if let s = view.superview, missed.contains(ObjectIdentifier(s)),
      abs(solved.width - stored.width) > 0.5 || abs(solved.height - stored.height) > 0.5
        || abs(solved.minX - stored.minX) > 0.5 || abs(solved.minY - stored.minY) > 0.5
    {
      if let se = self.element(of: s) {
        return "its superview \(se.id ?? "?") missed; " + delta
      }
    }
    let i = LayoutEngine.defaultIntrinsicSize(view)
    if i.width != UIView.noIntrinsicMetric || i.height != UIView.noIntrinsicMetric {
      return "content size \(Self.number(i.width))×\(Self.number(i.height)); " + delta
    }
    if view.translatesAutoresizingMaskIntoConstraints, view.superview is UIStackView == false {
      return "autoresizing mask; " + delta
    }
    return delta
  }

  static func text(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
  }
}
