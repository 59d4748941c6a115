import Foundation

/// Makes Cairo's SVG output independent of what else the process has drawn.
///
/// Cairo names some SVG elements after process-wide counters (`surface12`, `image7`, the
/// font ids in `glyph3-1`), so the same drawing can come out with different ids. This
/// renumbers each family of ids from 1 in order of first appearance, wherever a family
/// name follows `"` or `#` (an id or a reference) and is followed by digits.
enum SVGIdentifiers {
  /// The id families that depend on process-wide state, as bytes.
  private static let families: [[UInt8]] = [
    "surface", "image", "pattern", "source", "glyph", "mask", "clip",
  ].map { Array($0.utf8) }

  /// `svg` with its numbered ids renumbered in order of appearance.
  static func renumber(_ svg: Data) -> Data {
    let bytes = [UInt8](svg)
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + 64)
    var maps = [[UInt8]: [ArraySlice<UInt8>: Int]]()
    var i = 0
    let n = bytes.count
    while i < n {
      let byte = bytes[i]
      out.append(byte)
      i += 1
      guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
      for family in families
      where i + family.count < n && bytes[i..<(i + family.count)].elementsEqual(family) {
        var j = i + family.count
        while j < n, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
        guard j > i + family.count else { continue }
        let digits = bytes[(i + family.count)..<j]
        var map = maps[family, default: [:]]
        let number: Int
        if let known = map[digits] {
          number = known
        } else {
          number = map.count + 1
          map[digits] = number
          maps[family] = map
        }
        out += family
        out += Array(String(number).utf8)
        i = j
        break
      }
    }
    return Data(out)
  }
}
