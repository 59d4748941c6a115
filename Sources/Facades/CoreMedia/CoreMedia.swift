// The `CoreMedia` façade: `CMTime` and its arithmetic, as Core Media and its Swift overlay
// define them (a rational number of seconds, `value / timescale`, with flags for the invalid,
// infinite and indefinite times). Time is plain arithmetic, so it is implemented, not at
// rest; the rest of the framework (sample buffers, formats, clocks) is declared at rest in
// CoreMedia+Inventory.swift.
@_exported import CoreGraphics
import Foundation

/// A time's numerator, as `CMTimeValue`.
public typealias CMTimeValue = Int64
/// A time's denominator, the units a second is divided into, as `CMTimeScale`.
public typealias CMTimeScale = Int32
/// Which loop a time belongs to, as `CMTimeEpoch`.
public typealias CMTimeEpoch = Int64

/// A time's flags, as `CMTimeFlags` (Core Media's values).
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Set on every valid time.
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
  /// Set on a time that was rounded.
  public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
  /// Plus infinity.
  public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
  /// Minus infinity.
  public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
  /// A time not known yet (a live stream's duration).
  public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
  /// The flags that say the time is not a number of seconds.
  public static let impliedValueFlagsMask: CMTimeFlags = [
    .positiveInfinity, .negativeInfinity, .indefinite,
  ]
}

/// A rational time, `value / timescale` seconds, as `CMTime`.
public struct CMTime: Sendable, Hashable {
  /// The numerator.
  public var value: CMTimeValue
  /// The units a second is divided into.
  public var timescale: CMTimeScale
  /// Valid, rounded, infinite, indefinite.
  public var flags: CMTimeFlags
  /// The loop the time belongs to.
  public var epoch: CMTimeEpoch

  /// The invalid time (all zero), as C's `CMTime()`.
  public init() { (value, timescale, flags, epoch) = (0, 0, [], 0) }

  /// A time from its four fields.
  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
  }

  /// `value / timescale` seconds, valid when the timescale is positive (`CMTimeMake`).
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
  }

  /// `seconds` in units of `1 / preferredTimescale`, rounded to the nearest, as
  /// `CMTimeMakeWithSeconds`; infinite or indefinite for an infinite or NaN `seconds`.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    if seconds.isNaN {
      self = .indefinite
    } else if seconds.isInfinite {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
    } else {
      let scaled = (seconds * Double(preferredTimescale)).rounded()
      self.init(value: CMTimeValue(scaled), timescale: preferredTimescale)
      if scaled != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
    }
  }

  /// The zero time.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// The invalid time.
  public static let invalid = CMTime()
  /// A time not known yet.
  public static let indefinite = CMTime(
    value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  /// Plus infinity.
  public static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  /// Minus infinity.
  public static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

  /// Whether the time is valid.
  public var isValid: Bool { flags.contains(.valid) }
  /// Whether the time is plus infinity.
  public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
  /// Whether the time is minus infinity.
  public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
  /// Whether the time is not known yet.
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  /// Whether the time is a number of seconds.
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
  /// Whether the time was rounded.
  public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

  /// The time in seconds (`CMTimeGetSeconds`): NaN for an invalid or indefinite time,
  /// infinity for an infinite one.
  public var seconds: Double {
    if !isValid || isIndefinite { return .nan }
    if isPositiveInfinity { return .infinity }
    if isNegativeInfinity { return -.infinity }
    return Double(value) / Double(timescale)
  }

  /// The time in units of `newTimescale`, rounded to the nearest (`CMTimeConvertScale`).
  public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard isNumeric, newTimescale > 0 else { return self }
    let exact = Double(value) * Double(newTimescale) / Double(timescale)
    let rounded: Double
    switch method {
    case .roundTowardZero: rounded = exact.rounded(.towardZero)
    case .roundAwayFromZero: rounded = exact.rounded(.awayFromZero)
    case .roundTowardPositiveInfinity: rounded = exact.rounded(.up)
    case .roundTowardNegativeInfinity: rounded = exact.rounded(.down)
    default: rounded = exact.rounded(.toNearestOrAwayFromZero)
    }
    var out = CMTime(value: CMTimeValue(rounded), timescale: newTimescale)
    if rounded != exact || flags.contains(.hasBeenRounded) { out.flags.insert(.hasBeenRounded) }
    return out
  }

  /// Two numeric times over one timescale (their least common multiple, when it fits).
  fileprivate static func common(_ a: CMTime, _ b: CMTime) -> (
    CMTimeValue, CMTimeValue, CMTimeScale
  ) {
    if a.timescale == b.timescale { return (a.value, b.value, a.timescale) }
    let (x, y) = (Int64(a.timescale), Int64(b.timescale))
    var (g, h) = (x, y)
    while h != 0 { (g, h) = (h, g % h) }
    let lcm = x / g * y
    let scale = lcm <= Int64(Int32.max) ? CMTimeScale(lcm) : max(a.timescale, b.timescale)
    return (
      a.convertScale(scale, method: .default).value, b.convertScale(scale, method: .default).value,
      scale
    )
  }
}

/// How a time is rounded to another timescale, as `CMTimeRoundingMethod`.
public enum CMTimeRoundingMethod: UInt32, Sendable {
  case roundHalfAwayFromZero = 1
  case roundTowardZero = 2
  case roundAwayFromZero = 3
  case quickTime = 4
  case roundTowardPositiveInfinity = 5
  case roundTowardNegativeInfinity = 6
  /// Core Media's default, half away from zero.
  public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

extension CMTime: Comparable {
  /// Core Media's order (`CMTimeCompare`): invalid times equal one another and come after
  /// every valid one; minus infinity first, indefinite after plus infinity.
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isNumeric ? seconds : 0)
    hasher.combine(flags.intersection(.impliedValueFlagsMask).rawValue)
  }
}

extension CMTime {
  /// The sum (`CMTimeAdd`); invalid if either is, infinite as the infinite one.
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
  /// The difference (`CMTimeSubtract`).
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
  /// Adds in place.
  public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
  /// Subtracts in place.
  public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
  /// The negated time.
  public static prefix func - (time: CMTime) -> CMTime {
    if time.isPositiveInfinity { return .negativeInfinity }
    if time.isNegativeInfinity { return .positiveInfinity }
    var out = time
    if time.isNumeric { out.value = -time.value }
    return out
  }
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// `seconds` in units of `1 / preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN when invalid or indefinite).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1 as `time1` is before, at or after `time2`, in Core Media's order.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
  func rank(_ t: CMTime) -> Int {
    if !t.isValid { return 4 }
    if t.isIndefinite { return 3 }
    if t.isPositiveInfinity { return 2 }
    if t.isNegativeInfinity { return 0 }
    return 1
  }
  let (a, b) = (rank(time1), rank(time2))
  if a != b { return a < b ? -1 : 1 }
  if a != 1 { return 0 }
  let (x, y, _) = CMTime.common(time1, time2)
  return x == y ? 0 : (x < y ? -1 : 1)
}

/// The sum: invalid if either is invalid, indefinite if either is, infinite as the infinite
/// one (plus and minus infinity: invalid).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  if !lhs.isValid || !rhs.isValid { return .invalid }
  if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
  if (lhs.isPositiveInfinity && rhs.isNegativeInfinity)
    || (lhs.isNegativeInfinity && rhs.isPositiveInfinity)
  {
    return .invalid
  }
  if lhs.isPositiveInfinity || rhs.isPositiveInfinity { return .positiveInfinity }
  if lhs.isNegativeInfinity || rhs.isNegativeInfinity { return .negativeInfinity }
  let (x, y, scale) = CMTime.common(lhs, rhs)
  var out = CMTime(value: x + y, timescale: scale)
  out.epoch = lhs.epoch
  return out
}

/// The difference `lhs - rhs`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeAdd(lhs, -rhs) }

/// The time multiplied by a whole number.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
  guard time.isNumeric else { return time }
  return CMTime(value: time.value * CMTimeValue(multiplier), timescale: time.timescale)
}

/// The time multiplied by a number, kept at its timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
  guard time.isNumeric else { return time }
  return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

/// The time in units of `newTimescale`.
public func CMTimeConvertScale(
  _ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod
) -> CMTime {
  time.convertScale(newTimescale, method: method)
}

/// The later of two times.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

/// The earlier of two times.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

/// The time's magnitude.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
  CMTimeCompare(time, .zero) < 0 ? -time : time
}

// `NSValue` boxes of times, as AVFoundation adds them on iOS (an image generator's times are
// `[NSValue]`). Linux Foundation's `NSValue(bytes:objCType:)` cannot encode structs, so a
// time is boxed as its four fields, 64-bit each (`[4q]`).
extension NSValue {
  private static let timeType = "[4q]"

  /// Boxes a time.
  public convenience init(time: CMTime) {
    var fields: [Int64] = [
      time.value, Int64(time.timescale), Int64(time.flags.rawValue), time.epoch,
    ]
    self.init(bytes: &fields, objCType: NSValue.timeType)
  }

  /// The boxed time (the invalid time when the value holds something else).
  public var timeValue: CMTime {
    guard String(cString: objCType) == NSValue.timeType else { return .invalid }
    var fields = [Int64](repeating: 0, count: 4)
    fields.withUnsafeMutableBytes { if let base = $0.baseAddress { getValue(base) } }
    return CMTime(
      value: fields[0], timescale: CMTimeScale(truncatingIfNeeded: fields[1]),
      flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: fields[2])), epoch: fields[3])
  }
}
