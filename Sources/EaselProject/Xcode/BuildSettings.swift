import Foundation

/// A target's build settings for one configuration: levels from the target's own values
/// down to the project's, with `$(inherited)` and `$(NAME)`/`${NAME}` references resolved.
///
/// Xcode's levels, highest first: the target's settings, the target's `.xcconfig`, the
/// project's settings, the project's `.xcconfig`. `$(inherited)` at one level is the value
/// of the levels below it.
///
/// Differs from Xcode: the SDK's own defaults are not known; a reference to a setting
/// nobody defines expands to nothing.
public struct BuildSettings: Hashable, Sendable {
  /// The levels as written, highest (the target's own settings) first.
  public var levels: [[String: String]]
  /// Values Xcode defines for every target (`TARGET_NAME`, `SRCROOT`, `PROJECT_DIR`, …).
  public var builtIn: [String: String]

  /// Creates settings from levels, highest first, and the built-in values.
  public init(levels: [[String: String]], builtIn: [String: String] = [:]) {
    self.levels = levels
    self.builtIn = builtIn
  }

  /// Creates settings from a target's and a project's values.
  public init(
    target: [String: String], project: [String: String] = [:], builtIn: [String: String] = [:]
  ) {
    self.init(levels: [target, project], builtIn: builtIn)
  }

  /// The resolved value of `name`, or nil when no level defines it.
  public subscript(name: String) -> String? {
    var visiting: Set<String> = []
    return resolve(name, from: 0, visiting: &visiting)
  }

  /// The resolved value of `name` split into words, as Xcode splits list settings: on white
  /// space, with double or single quotes grouping.
  public func list(_ name: String) -> [String] {
    self[name].map(Self.words) ?? []
  }

  /// The value of `name` from level `start` down; `visiting` breaks reference cycles.
  private func resolve(_ name: String, from start: Int, visiting: inout Set<String>) -> String? {
    let key = "\(start) \(name)"
    guard visiting.insert(key).inserted else { return nil }
    defer { visiting.remove(key) }
    for index in start..<max(start, levels.count) {
      guard let raw = levels[index][conditionFree: name] else { continue }
      return expand(raw, name: name, level: index, visiting: &visiting)
    }
    return builtIn[name]
  }

  /// Replaces `$(inherited)` by the value below `level` and every other `$(X)`/`${X}`/`$X`
  /// by X's value.
  private func expand(_ raw: String, name current: String, level: Int, visiting: inout Set<String>)
    -> String
  {
    guard raw.contains("$") else { return raw }
    var out = ""
    var rest = Substring(raw)
    while let dollar = rest.firstIndex(of: "$") {
      out += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex else {
        out += "$"
        rest = rest[after...]
        break
      }
      let open = rest[after]
      let close: Character? = open == "(" ? ")" : open == "{" ? "}" : nil
      var name: Substring
      if let close {
        let nameStart = rest.index(after: after)
        guard let end = rest[nameStart...].firstIndex(of: close) else {
          out += rest[dollar...]
          rest = rest[rest.endIndex...]
          break
        }
        name = rest[nameStart..<end]
        rest = rest[rest.index(after: end)...]
      } else {
        let end =
          rest[after...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") }
          ?? rest.endIndex
        name = rest[after..<end]
        rest = rest[end...]
        if name.isEmpty {
          out += "$"
          continue
        }
      }
      // `$(NAME:operator)`: keep the name; operators such as `:c99extidentifier` are applied
      // where they matter (module names) by the caller.
      if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
      if name == "inherited" {
        out += resolve(current, from: level + 1, visiting: &visiting) ?? ""
      } else {
        out += resolve(String(name), from: 0, visiting: &visiting) ?? ""
      }
    }
    out += rest
    return out
  }

  /// Splits a list setting into words.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var hasWord = false
    var escaped = false
    for c in text {
      if escaped {
        current.append(c)
        escaped = false
      } else if c == "\\" {
        escaped = true
        hasWord = true
      } else if let q = quote {
        if c == q { quote = nil } else { current.append(c) }
      } else if c == "\"" || c == "'" {
        quote = c
        hasWord = true
      } else if c.isWhitespace {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(c)
        hasWord = true
      }
    }
    if hasWord { words.append(current) }
    return words
  }
}

extension Dictionary where Key == String, Value == String {
  /// The value of `name`, or of its first conditional form (`NAME[sdk=iphoneos*]`) when the
  /// plain form is absent; iOS device conditions are preferred.
  fileprivate subscript(conditionFree name: String) -> String? {
    if let v = self[name] { return v }
    let prefix = name + "["
    let conditional = keys.filter { $0.hasPrefix(prefix) }.sorted()
    let preferred = conditional.first { $0.contains("sdk=iphoneos") } ?? conditional.first
    return preferred.flatMap { self[$0] }
  }
}
