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
      var first: [String: IBElement] = [:]
      for c in block.children where c.name == "constraint" {
        guard let signature = Self.signature(c, owner: owner) else { continue }
        if let earlier = first[signature] {
          out.append(
            finding(
              "constraint \(c.id ?? "") repeats constraint \(earlier.id ?? "") (line "
                + "\(earlier.location.line)): same items, attributes, relation, multiplier, "
                + "constant and priority",
              at: c.location, objectID: c.id))
        } else {
          first[signature] = c
        }
      }
    }
    return out
  }

  /// What a constraint says, as `IBConstraint` reads it (its first item defaulting to the
  /// view that holds it, its multiplier a number whether written `1:2` or `0.5`). Equal
  /// constraints written the other way round (`a = b` and `b = a`) count as one.
  static func signature(_ c: IBElement, owner: String) -> String? {
    let read = IBConstraint(c)
    guard let first = read.firstAttribute else { return nil }
    let constant = read.constant ?? 0
    let (multiplier, relation, priority) = (read.multiplier, read.relation, read.priority)
    let lhs = "\(read.firstItem ?? owner).\(first)"
    guard let secondItem = read.secondItem, let second = read.secondAttribute else {
      return "\(lhs) \(relation) \(constant) ×\(multiplier) @\(priority)"
    }
    let rhs = "\(secondItem).\(second)"
    if relation == .equal, multiplier == 1 {
      return rhs < lhs
        ? "\(rhs) equal \(lhs) + \(-constant + 0) @\(priority)"
        : "\(lhs) equal \(rhs) + \(constant) @\(priority)"
    }
    return "\(lhs) \(relation) \(rhs) ×\(multiplier) + \(constant) @\(priority)"
  }
}
