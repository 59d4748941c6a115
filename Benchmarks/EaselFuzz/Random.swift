/// A small deterministic generator (SplitMix64): the same seed gives the same inputs on
/// every machine, so a crash found once is found again.
struct FuzzRandom {
  private var state: UInt64

  /// The generator for input `index` of a run seeded with `seed`: each input is made
  /// from its own stream, so a restarted child makes input N without making 0..<N.
  init(seed: UInt64, index: Int) {
    state = seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    _ = next()
    _ = next()
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "an empty range")
    return Int(next() % UInt64(bound))
  }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// FNV-1a, 64 bits, as 16 hex digits: the name a crashing input is saved under.
func fnvHash(_ bytes: [UInt8]) -> String {
  var h: UInt64 = 0xCBF2_9CE4_8422_2325
  for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
  let hex = String(h, radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}
