import Foundation

/// A build configuration file (`.xcconfig`): `NAME = value` lines, `//` comments and
/// `#include "other.xcconfig"` (`#include?` when optional), read into one settings level.
///
/// Differs from Xcode: `$(inherited)` inside a file refers to the levels below the file,
/// not to an earlier line of it; a later line of the same name replaces an earlier one.
enum XCConfig {
  /// The settings of the file at `url`, with its includes; nil when it cannot be read.
  static func settings(at url: URL) -> [String: String]? {
    var settings: [String: String] = [:]
    var seen: Set<String> = []
    guard read(url, into: &settings, seen: &seen, depth: 0) else { return nil }
    return settings
  }

  private static func read(
    _ url: URL, into settings: inout [String: String], seen: inout Set<String>, depth: Int
  ) -> Bool {
    let path = url.standardizedFileURL.path
    guard depth < 16, seen.insert(path).inserted,
      let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return false }
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop { $0.isWhitespace }
      if line.hasPrefix("#include") {
        let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 2 else { continue }
        let included = String(quoted[1])
        let target =
          included.hasPrefix("/")
          ? URL(fileURLWithPath: included)
          : url.deletingLastPathComponent().appendingPathComponent(included)
        _ = read(target, into: &settings, seen: &seen, depth: depth + 1)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      let trimmed =
        value.hasSuffix(";")
        ? value.dropLast().trimmingCharacters(in: .whitespaces) : value
      if !name.isEmpty { settings[name] = trimmed }
    }
    return true
  }
}
