import EaselDiagnostics
import EaselDocument

/// What becomes of one User Defined Runtime Attribute.
public enum RuntimeAttributeOutcome: String, Sendable, Hashable, CaseIterable, Codable {
  /// The key names a property settable by key, of a type the value fits.
  case applied
  /// No class of a fully known chain, nor any extension, has the key: iOS crashes with
  /// "this class is not key value coding-compliant for the key …".
  case stale
  /// The key exists but takes another type than the attribute gives.
  case mistyped
  /// A UIKit property that works on iOS but that Easel does not set yet.
  case unsupported
  /// The chain holds a class lint cannot see (not in the sources), or the project has no
  /// sources: whether the key exists cannot be told.
  case unverified
  /// The attribute itself cannot be read (unknown type, bad value).
  case malformed
}

extension RuntimeAttributeOutcome {
  /// The rule that reports attributes of this outcome; `nil` for `applied`.
  public var ruleID: String? {
    switch self {
    case .applied: nil
    case .stale: "runtime-attribute-stale"
    case .mistyped: "runtime-attribute-type"
    case .unsupported: "runtime-attribute-unsupported"
    case .unverified: "runtime-attribute-unverified"
    case .malformed: "runtime-attribute-malformed"
    }
  }
}

/// The verdict on one runtime attribute: its outcome and the sentence that explains it.
public struct RuntimeAttributeVerdict: Sendable {
  /// What becomes of it.
  public var outcome: RuntimeAttributeOutcome
  /// The key path as written.
  public var keyPath: String
  /// The value, when it could be read.
  public var value: RuntimeValue?
  /// The property's type, when the key names one.
  public var propertyType: PropertyType?
  /// The object's class as the document names it (`UILabel`, `RoundedView`).
  public var className: String
  /// The object the attribute is set on.
  public var objectID: String?
  /// Where the `<userDefinedRuntimeAttribute>` is.
  public var location: SourceLocation
  /// Why: a sentence for the diagnostic (empty for `applied`).
  public var reason: String
}

/// Counts of runtime attributes by outcome, over any number of documents.
public struct RuntimeAttributeCensus: Sendable, Hashable, Codable {
  /// Count per outcome.
  public var counts: [RuntimeAttributeOutcome: Int] = [:]
  /// The outcomes counted: those whose rules ran (`applied` always). An attribute whose
  /// outcome's rule the configuration turned off is not counted, nor named in the summary.
  public var shown: Set<RuntimeAttributeOutcome> = Set(RuntimeAttributeOutcome.allCases)

  /// An empty census.
  public init() {}

  /// Adds verdicts.
  public mutating func add(_ verdicts: [RuntimeAttributeVerdict]) {
    for v in verdicts { counts[v.outcome, default: 0] += 1 }
  }

  /// The count for one outcome.
  public subscript(outcome: RuntimeAttributeOutcome) -> Int { counts[outcome] ?? 0 }

  /// Every attribute counted.
  public var total: Int { counts.values.reduce(0, +) }

  /// `822 runtime attributes: 300 applied, 2 stale, …`.
  public var summary: String {
    let parts = RuntimeAttributeOutcome.allCases.filter(shown.contains).map {
      "\(self[$0]) \($0.rawValue)"
    }
    return "\(total) runtime attributes: " + parts.joined(separator: ", ")
  }
}
