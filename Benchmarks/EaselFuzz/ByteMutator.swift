/// Byte-level mutations: flips, inserts, deletions and splices from another seed.
enum ByteMutator {
  /// Bytes that make parsers take unusual paths.
  static let interesting: [UInt8] =
    Array("<>/&;\"'=?![]-#x0123456789.eE+\\\n\r\t ".utf8) + [
      0x00, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0xFE, 0xBF, 0xEF,
    ]

  /// `bytes` with 1 to 8 random mutations; `other` is spliced from.
  static func mutate(_ bytes: [UInt8], other: [UInt8], rng: inout FuzzRandom) -> [UInt8] {
    var out = bytes
    for _ in 0...rng.below(8) {
      switch rng.below(6) {
      case 0 where !out.isEmpty:  // flip bits
        let i = rng.below(out.count)
        out[i] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8))
      case 1 where !out.isEmpty:  // overwrite with an interesting byte
        out[rng.below(out.count)] = rng.pick(interesting)
      case 2:  // insert interesting bytes
        let i = out.isEmpty ? 0 : rng.below(out.count + 1)
        let run = (0...rng.below(4)).map { _ in rng.pick(interesting) }
        out.insert(contentsOf: run, at: i)
      case 3 where !out.isEmpty:  // delete a run
        let i = rng.below(out.count)
        let n = min(out.count - i, 1 + rng.below(rng.chance(80) ? 8 : 512))
        out.removeSubrange(i..<(i + n))
      case 4 where !other.isEmpty:  // splice a run of another seed in
        let j = rng.below(other.count)
        let n = min(other.count - j, 1 + rng.below(256))
        let i = out.isEmpty ? 0 : rng.below(out.count + 1)
        out.insert(contentsOf: other[j..<(j + n)], at: i)
      case 5 where out.count > 1:  // duplicate a run in place
        let i = rng.below(out.count)
        let n = min(out.count - i, 1 + rng.below(64))
        out.insert(contentsOf: out[i..<(i + n)], at: i)
      default:
        out.append(rng.pick(interesting))
      }
    }
    return out
  }
}
