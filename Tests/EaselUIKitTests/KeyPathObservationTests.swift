import Foundation
import Testing

@testable import EaselUIKit

/// Block observation by key path, as the Swift overlay declares it on NSObject: `.initial`
/// calls the handler at once with the current value (and `.new` gives it); without
/// `.initial` nothing is sent, since later changes are not observed.
@MainActor
@Suite struct KeyPathObservationTests {
  final class Meter: NSObject {
    var level: Double = 0.25
  }

  @Test func initialSendsTheCurrentValue() {
    let meter = Meter()
    var seen: [Double?] = []
    let observation = meter.observe(\.level, options: [.initial, .new]) { object, change in
      #expect(object === meter)
      seen.append(change.newValue)
    }
    #expect(seen == [0.25])
    let quiet = meter.observe(\.level, options: [.new]) { _, _ in seen.append(nil) }
    meter.level = 1
    #expect(seen == [0.25])
    observation.invalidate()
    quiet.invalidate()
  }

  @Test func withoutNewTheValueIsNotGiven() {
    let meter = Meter()
    var change: NSKeyValueObservedChange<Double>?
    _ = meter.observe(\.level, options: [.initial]) { _, c in change = c }
    #expect(change != nil && change?.newValue == nil && change?.kind == .setting)
  }
}
