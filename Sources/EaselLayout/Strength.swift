/// How much a constraint matters: `required` ones must hold, the others are weighed
/// against each other (the weighted-sum formulation kiwi uses).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The weight of this constraint's error in the objective.
  public let weight: Double

  /// Makes a strength of a given weight; weights at or above `required.weight` are required.
  public init(weight: Double) { self.weight = max(0, min(weight, Strength.requiredWeight)) }

  static let requiredWeight = 1_001_001_000.0

  /// Must hold; adding a required constraint that cannot hold throws.
  public static let required = Strength(weight: requiredWeight)
  /// Strong: a million times medium.
  public static let strong = create(1, 0, 0)
  /// Medium: a thousand times weak.
  public static let medium = create(0, 1, 0)
  /// Weak.
  public static let weak = create(0, 0, 1)

  /// A strength from three tiers, each clipped to 0…1000: `strong·10⁶ + medium·10³ + weak`,
  /// times `weight`.
  public static func create(
    _ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1
  ) -> Strength {
    func clip(_ v: Double) -> Double { max(0, min(v * weight, 1000)) }
    return Strength(weight: clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
  }

  /// UIKit's priority scale: 1000 (or more) is required; p in 1…999 weighs `10^(p/111)`,
  /// less than 1 weighs as 1
  /// (from about 1 for p = 1 to 10⁹ for p = 999, about `strong`).
  ///
  /// Differs from UIKit: UIKit describes priorities as strictly ordered. Here each level
  /// weighs 2.1% more than the one below and a hundred and eleven levels weigh ten times
  /// more, so a higher priority wins any one-against-one conflict of equal error and
  /// 750 outweighs about 32 000 errors of the same size at 250; many 998s of large error can
  /// together outweigh one 999. Weights stay within 10⁹ so that sums keep their precision.
  /// A priority that is not a number is taken as UIKit's default, required.
  public init(uikitPriority: Float) {
    if uikitPriority.isNaN || uikitPriority >= 1000 {
      self = .required
    } else {
      let p = Double(max(uikitPriority, 0))
      self.init(weight: pow10(p / 111))
    }
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { weight >= Strength.requiredWeight }

  /// Orders by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

  /// `required`, `strong`, `medium`, `weak` or the weight.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: "strength(\(weight))"
    }
  }
}

/// 10^x without Foundation.
private func pow10(_ x: Double) -> Double {
  // exp(x · ln 10) by squaring the integer part and a series for the fraction.
  let whole = x.rounded(.down)
  var result = 1.0
  for _ in 0..<Int(whole) { result *= 10 }
  let f = (x - whole) * 2.302585092994046
  var term = 1.0
  var sum = 1.0
  for k in 1..<30 {
    term *= f / Double(k)
    sum += term
  }
  return result * sum
}
