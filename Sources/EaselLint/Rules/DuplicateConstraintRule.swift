import EaselDocument

/// IBLinter's `duplicate_constraint`: two constraints of one view with the same items,
/// attributes, relation, multiplier and constant. One is redundant; when one of them is later
/// edited, the two conflict.
public struct DuplicateConstraintRule: LintRule {
  public let info = RuleInfo(
    id: "duplicate-constraint",
    summary: "Two constraints of one view that say the same thing",
    severity: .warning, ibLinterID: "duplicate_constraint")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for block in document.document.root.descendants() where block.name == "constraints" {
      let owner = block.parent?.id ?? ""
      let installed =
        block.parent.map(Self.sizeClasses(installing:)) ?? { _ in Self.everySizeClass }
      var earlier: [String: [(constraint: IBElement, sizeClasses: Set<String>)]] = [:]
      for c in block.children where c.name == "constraint" {
        guard let signature = Self.signature(c, owner: owner) else { continue }
        let classes = installed(c.id ?? "")
        if let same = earlier[signature]?.first(where: { !$0.sizeClasses.isDisjoint(with: classes) }
        )?
        .constraint {
          out.append(
            finding(
              "constraint \(c.id ?? "") repeats constraint \(same.id ?? "") (line "
                + "\(same.location.line)): same items, attributes, relation, multiplier, "
                + "constant and priority",
              at: c.location, objectID: c.id))
        }
        earlier[signature, default: []].append((c, classes))
      }
    }
    return out
  }

  /// The four size classes a device can be in (`compact`/`regular` width × height).
  static let everySizeClass: Set<String> = [
    "compact compact", "compact regular", "regular compact", "regular regular",
  ]

  /// The size classes (`"<width> <height>"`) in which each constraint of `view` is installed,
  /// by constraint id, as UIKit installs them: the `default` variation's constraints mask,
  /// then the width's, the height's and both's (`heightClass=regular-widthClass=compact`),
  /// each `include` or `exclude` overriding the less specific. Two constraints installed in no
  /// common size class are never active together, so they do not repeat each other.
  static func sizeClasses(installing view: IBElement) -> (String) -> Set<String> {
    var masks: [String: [String: Bool]] = [:]
    for variation in view.children where variation.name == "variation" {
      guard let key = variation["key"] else { continue }
      for mask in variation.children where mask.name == "mask" && mask["key"] == "constraints" {
        for item in mask.children {
          guard let id = item["reference"] else { continue }
          if item.name == "include" { masks[key, default: [:]][id] = true }
          if item.name == "exclude" { masks[key, default: [:]][id] = false }
        }
      }
    }
    guard !masks.isEmpty else { return { _ in everySizeClass } }
    return { id in
      var out: Set<String> = []
      for width in ["compact", "regular"] {
        for height in ["compact", "regular"] {
          var on = true
          for key in [
            "default", "widthClass=\(width)", "heightClass=\(height)",
            "heightClass=\(height)-widthClass=\(width)",
          ] {
            if let said = masks[key]?[id] { on = said }
          }
          if on { out.insert("\(width) \(height)") }
        }
      }
      return out
    }
  }

  /// What a constraint says, as `IBConstraint` reads it (its first item defaulting to the
  /// view that holds it, its multiplier a number whether written `1:2` or `0.5`, a
  /// `symbolic="YES"` constant without a value the standard spacing, not 0). Equal
  /// constraints written the other way round (`a = b` and `b = a`) count as one.
  static func signature(_ c: IBElement, owner: String) -> String? {
    let read = IBConstraint(c)
    guard let first = read.firstAttribute else { return nil }
    let constant = read.constant ?? 0
    let written = read.constant == nil && read.isSymbolic ? "standard" : "\(constant)"
    let negated = read.constant == nil && read.isSymbolic ? "-standard" : "\(-constant + 0)"
    let (multiplier, relation, priority) = (read.multiplier, read.relation, read.priority)
    let lhs = "\(read.firstItem ?? owner).\(first)"
    guard let secondItem = read.secondItem, let second = read.secondAttribute else {
      return "\(lhs) \(relation) \(written) ×\(multiplier) @\(priority)"
    }
    let rhs = "\(secondItem).\(second)"
    if relation == .equal, multiplier == 1 {
      return rhs < lhs
        ? "\(rhs) equal \(lhs) + \(negated) @\(priority)"
        : "\(lhs) equal \(rhs) + \(written) @\(priority)"
    }
    return "\(lhs) \(relation) \(rhs) ×\(multiplier) + \(written) @\(priority)"
  }
}
