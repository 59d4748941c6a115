import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Reads a scene's Auto Layout from its document onto the views just made, as the nib
/// loader does: every installed `<constraint>` becomes an `NSLayoutConstraint` on the view
/// that holds it, layout guides become `UILayoutGuide`s, and the views get their Auto Layout
/// properties (`translatesAutoresizingMaskIntoConstraints`, autoresizing mask, hugging and
/// compression resistance, layout margins, placeholder intrinsic sizes).
///
/// Each element is read by `IBConstraint` (its defaults, its multiplier as a number or a
/// ratio); items may be views, a view's
/// `<viewLayoutGuide key="safeArea|layoutMargins|contentLayoutGuide|frameLayoutGuide">` or a
/// controller's old `<layoutGuides><viewControllerLayoutGuide type="top|bottom">`;
/// `symbolic="YES"` is the standard spacing, whose constant Interface Builder writes (8
/// between siblings, 20 to the superview's edge, used when none is written);
/// `placeholder="YES"` constraints are removed at build time; `<variation>` masks and
/// constants follow the document's size classes.
///
/// Views keep the frames the document stored (`keepsFrame`) until `releaseStoredFrames`
/// hands them to the engine, so a scene shown at its own device looks as Interface Builder
/// stored it, misplaced views included.
@MainActor
struct DocumentConstraints {
  let builder: ObjectBuilder
  var document: IBDocument { builder.document }

  /// Reads the constraints and layout properties of the views made from `start` on.
  func install(from start: Int) {
    let made = builder.made[start...]
    let traits = builder.traits
    var items: [String: AnyObject] = [:]
    for (element, view) in builder.made {
      if let id = element.id { items[id] = view }
    }
    for (element, view) in made {
      applyLayoutAttributes(of: element, to: view)
      for guide in element.children("viewLayoutGuide") {
        guard let id = guide.id else { continue }
        items[id] = layoutGuide(guide["key"] ?? "", of: view)
      }
      if let vc = element.parent, vc.isViewControllerElement, element.key == "view" {
        for guide in vc.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
          guard let id = guide.id else { continue }
          let g = UILayoutGuide()
          g.identifier =
            guide["type"] == "bottom" ? LayoutGuideIdentifier.bottom : LayoutGuideIdentifier.top
          view.addLayoutGuide(g)
          items[id] = g
        }
      }
    }
    for (element, view) in made {
      let installed = Set(traits.installedConstraintIDs(of: element))
      for c in element.child("constraints")?.children("constraint") ?? [] {
        let read = IBConstraint(c) { traits.attribute($0, of: c) }
        guard let id = c.id, installed.contains(id), !read.isPlaceholder else { continue }
        if let constraint = makeConstraint(read, owner: view, items: items) {
          view.addConstraint(constraint)
          builder.noteMade(constraint, id: id)
        }
      }
    }
  }

  /// The guide a `<viewLayoutGuide key=…>` names.
  private func layoutGuide(_ key: String, of view: UIView) -> UILayoutGuide {
    switch key {
    case "safeArea": return view.safeAreaLayoutGuide
    case "layoutMargins": return view.layoutMarginsGuide
    case "readableContent": return view.readableContentGuide
    default:
      let identifier =
        key == "contentLayoutGuide"
        ? LayoutGuideIdentifier.scrollContent
        : key == "frameLayoutGuide" ? LayoutGuideIdentifier.scrollFrame : key
      if let g = view.layoutGuides.first(where: { $0.identifier == identifier }) { return g }
      let g = UILayoutGuide()
      g.identifier = identifier
      view.addLayoutGuide(g)
      return g
    }
  }

  // MARK: One constraint

  private func makeConstraint(
    _ read: IBConstraint, owner: UIView, items: [String: AnyObject]
  ) -> NSLayoutConstraint? {
    let element = read.element
    let first: AnyObject
    if let id = read.firstItem {
      guard let item = items[id] else {
        report(element, "constraint's firstItem \(id) is not in the scene; left out")
        return nil
      }
      first = item
    } else {
      first = owner
    }
    guard let firstAttribute = read.firstAttribute.map(Self.attribute) else {
      report(element, "constraint attribute \(element["firstAttribute"] ?? "(none)") unknown")
      return nil
    }
    var second: AnyObject?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let id = read.secondItem {
      guard let item = items[id] else {
        report(element, "constraint's secondItem \(id) is not in the scene; left out")
        return nil
      }
      second = item
      guard let a = read.secondAttribute.map(Self.attribute) else {
        report(element, "constraint attribute \(element["secondAttribute"] ?? "(none)") unknown")
        return nil
      }
      secondAttribute = a
    }
    let relation: NSLayoutConstraint.Relation =
      switch read.relation {
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      }
    var constant = read.constant
    if constant == nil, read.isSymbolic {
      constant = Self.standardSpacing(first, second)
    }
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: CGFloat(read.multiplier),
      constant: CGFloat(constant ?? 0))
    constraint.priority = UILayoutPriority(read.priority)
    constraint.identifier = read.identifier ?? element.id
    return constraint
  }

  /// The standard spacing `symbolic="YES"` stands for: 8 points between siblings, 20 to the
  /// superview's edge, as Interface Builder writes them.
  static func standardSpacing(_ first: AnyObject, _ second: AnyObject?) -> Double {
    guard let a = first as? UIView, let b = second as? UIView else { return 20 }
    return a.superview === b.superview ? 8 : 20
  }

  /// A document's attribute as `NSLayoutConstraint.Attribute` (`baseline` is the last).
  static func attribute(_ attribute: IBConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .baseline, .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    case .notAnAttribute: .notAnAttribute
    }
  }

  private func report(_ element: IBElement, _ message: String) {
    builder.diagnostics.report(
      Diagnostic(
        .warning, message, id: "constraint-unreadable", at: element.location,
        objectID: element.id))
  }
}
