/// Interns element and attribute names (and repeated long values) during one parse, so
/// that each distinct spelling becomes one shared `String`.
///
/// An open-addressing hash table keyed by the bytes; lookups compare bytes, never
/// build a `String`. Local to a parse: no global state.
struct NameTable {
  private struct Entry {
    var start: Int = -1
    var length: Int = 0
    var hash: UInt32 = 0
    var string: String = ""
  }

  private var entries: [Entry]
  private var mask: Int
  private var count = 0

  init(capacity: Int = 128) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    entries = Array(repeating: Entry(), count: size)
    mask = size - 1
  }

  /// The shared string for `base[start..<start+length]`.
  mutating func intern(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> String {
    var h: UInt32 = 2_166_136_261
    let bytes = base + start
    for k in 0..<length { h = (h ^ UInt32(bytes[k])) &* 16_777_619 }
    let mask = self.mask
    let found: String? = entries.withUnsafeBufferPointer { table in
      var slot = Int(h) & mask
      while true {
        let entry = table[slot]
        if entry.start < 0 { return nil }
        if entry.hash == h && entry.length == length
          && (entry.start == start || memoryEqual(base + entry.start, bytes, length))
        {
          return entry.string
        }
        slot = (slot + 1) & mask
      }
    }
    if let found { return found }
    let string = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    insert(Entry(start: start, length: length, hash: h, string: string))
    count += 1
    if count * 2 > mask { grow() }
    return string
  }

  private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    for k in 0..<n where a[k] != b[k] { return false }
    return true
  }

  private mutating func insert(_ entry: Entry) {
    var slot = Int(entry.hash) & mask
    while entries[slot].start >= 0 { slot = (slot + 1) & mask }
    entries[slot] = entry
  }

  private mutating func grow() {
    let old = entries
    entries = Array(repeating: Entry(), count: (mask + 1) * 2)
    mask = entries.count - 1
    for entry in old where entry.start >= 0 { insert(entry) }
  }
}
