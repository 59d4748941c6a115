import Foundation

/// The unresolved merge conflicts of a `project.pbxproj`: the regions git leaves between
/// `<<<<<<<`, `=======` and `>>>>>>>` lines (with `|||||||` before the common base in
/// diff3 style) when both branches changed neighbouring lines.
///
/// Xcode refuses such a project ("damaged and cannot be opened due to a parse error …
/// unresolved source control conflicts"). Most conflicts in a project file are two branches
/// each adding objects, files or list entries beside each other, which keeping both sides
/// resolves, as git's `union` merge driver (often set for `*.pbxproj`) does. Differs from
/// Xcode: Easel reads the project with both sides of each conflict, ours then theirs (for a
/// key both sides set, theirs, as the parser keeps a key's last value), and warns.
struct MergeConflicts {
  /// The text with both sides of every conflict kept; the marker lines and the common base's
  /// lines are emptied, so every kept line keeps its number.
  let union: Data
  /// The line of each conflict's `<<<<<<<`, 1-based.
  let lines: [Int]

  /// The conflicts of `text`; nil when it holds none.
  init?(_ text: Data) {
    enum Region { case outside, ours, base, theirs }
    var out = Data()
    out.reserveCapacity(text.count)
    var region = Region.outside
    var starts: [Int] = []
    var line = 1
    var start = text.startIndex
    while start < text.endIndex {
      let end = text[start...].firstIndex(of: 0x0A) ?? text.endIndex
      let content = text[start..<end]
      var keep = region != .base
      switch (region, Self.marker(content)) {
      case (.outside, "<"):
        region = .ours
        starts.append(line)
        keep = false
      case (.ours, "|"):
        region = .base
        keep = false
      case (.ours, "="), (.base, "="):
        region = .theirs
        keep = false
      case (.theirs, ">"):
        region = .outside
        keep = false
      default:
        break
      }
      if keep { out.append(content) }
      if end < text.endIndex { out.append(0x0A) }
      start = end < text.endIndex ? text.index(after: end) : end
      line += 1
    }
    guard !starts.isEmpty, region == .outside else { return nil }
    union = out
    lines = starts
  }

  /// The marker a line is (`<`, `|`, `=` or `>`): seven of that character, then the end of
  /// the line or a space (and the branch's name); nil for any other line.
  static func marker(_ line: Data) -> Character? {
    guard line.count >= 7, let first = line.first,
      [0x3C, 0x7C, 0x3D, 0x3E].contains(first),
      line.prefix(7).allSatisfy({ $0 == first })
    else { return nil }
    let rest = line.dropFirst(7)
    guard rest.isEmpty || rest.first == 0x20 || rest.first == 0x0D else { return nil }
    return Character(UnicodeScalar(first))
  }
}
