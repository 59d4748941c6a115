import EaselDocument
import Foundation
import Testing

/// Damaged input never traps: every truncation and many random corruptions of a real
/// document either parse or throw a located `DocumentError`.
@Suite struct RobustnessTests {
  @Test func everyTruncationThrowsOrParses() throws {
    let bytes = Array(try Data(contentsOf: Fixtures.url("View.xib")))
    var thrown = 0
    for cut in 0..<bytes.count {
      if let error = parseError(Array(bytes[0..<cut])) {
        thrown += 1
        #expect(error.location.line >= 1 && error.location.column >= 1)
      }
    }
    // Only the cut after the root's end tag (and the final newline) parses.
    #expect(thrown >= bytes.count - 2)
  }

  @Test func randomCorruptionsThrowOrParse() throws {
    let bytes = Array(try Data(contentsOf: Fixtures.url("LaunchScreen.storyboard")))
    var rng = SplitMix(seed: 42)
    let specials = Array("<>&\"'/=![]?-;#x".utf8) + [0x00, 0xC3, 0xFF, 0x0A]
    for _ in 0..<3000 {
      var damaged = bytes
      for _ in 0..<(1 + Int(rng.next() % 4)) {
        let at = Int(rng.next() % UInt64(damaged.count))
        switch rng.next() % 3 {
        case 0: damaged[at] = specials[Int(rng.next() % UInt64(specials.count))]
        case 1: damaged.remove(at: at)
        default: damaged.insert(specials[Int(rng.next() % UInt64(specials.count))], at: at)
        }
      }
      if let error = parseError(damaged) {
        #expect(error.location.line >= 1)
      }
    }
  }
}

/// A small deterministic generator, so that failures reproduce.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
