import EaselInspect
import EaselUIKit
import Testing

@testable import EaselLint

/// Lint's copy of the keys Easel sets (`UIKitKeys+Easel.swift`) is Easel's key-value table.
@MainActor
struct UIKitKeysTests {
  /// The keys `KeyValueTable.uiKit` sets, by class, inherited ones included: a colour on a
  /// `CALayer` is a `CGColor`.
  static func easelTable() -> [String: [String: PropertyType]] {
    let table = KeyValueTable.uiKit
    var types: [(String, AnyClass)] = table.classes.values.map { ($0.name, $0.type) }
    types.append(("CALayer", CALayer.self))
    var applied: [String: [String: PropertyType]] = [:]
    for (name, type) in types {
      var keys: [String: PropertyType] = [:]
      for entry in table.entries(for: type) {
        guard let kind = InspectableKind(rawValue: entry.type.rawValue) else { continue }
        keys[entry.key] = kind == .color && "\(entry.owner)" == "CALayer" ? .cgColor : .kind(kind)
      }
      applied[name] = keys
    }
    return applied
  }

  @Test func theCopyIsEaselsKeyValueTable() {
    let table = Self.easelTable()
    let copy = UIKitKeys.easel.applied
    var differences: [String] = []
    for name in Set(table.keys).union(copy.keys).sorted() {
      let (set, copied) = (table[name] ?? [:], copy[name] ?? [:])
      for key in Set(set.keys).union(copied.keys).sorted() where set[key] != copied[key] {
        let easel = set[key].map { "sets it as \($0)" } ?? "does not set it"
        let lint = copied[key].map { "has \($0)" } ?? "lacks it"
        differences.append("\(name).\(key): Easel \(easel), lint's copy \(lint)")
      }
    }
    let report = differences.joined(separator: "\n")
    #expect(
      differences.isEmpty,
      "update UIKitKeys+Easel.swift (easelKeysByOwner, easelClasses):\n\(report)")
  }

  @Test func inheritedKeysAndLayerColors() {
    let keys = UIKitKeys.easel
    #expect(keys.applied["UIButton"]?["backgroundColor"] == .kind(.color))
    #expect(keys.applied["UIButton"]?["enabled"] == .kind(.bool))
    #expect(keys.applied["CALayer"]?["borderColor"] == .cgColor)
    #expect(keys.applied["UIResponder"] == nil)
  }
}
