import Foundation

/// CocoaPods' file patterns (`Classes/**/*.{swift,h}`), matched as CocoaPods matches them:
/// relative to the podspec's folder, case-insensitively, `*` and `?` within one path
/// component, `**/` across any number of folders, `{a,b}` alternatives and `[abc]` sets. A
/// pattern naming a folder takes the files directly inside it.
enum PodGlob {
  /// The files under `folder` that one of `patterns` matches, sorted, each once. Hidden
  /// entries are skipped; folders are never returned.
  static func files(matching patterns: [String], in folder: URL) -> [URL] {
    var found: Set<String> = []
    for pattern in patterns {
      for alternative in expandBraces(normalized(pattern, in: folder)) {
        let (prefix, rest) = split(alternative)
        let base = prefix.isEmpty ? folder : folder.appendingPathComponent(prefix)
        if rest.isEmpty {
          if ProjectWalk.isFile(base) { found.insert(base.standardizedFileURL.path) }
          continue
        }
        guard let regex = regex(rest) else { continue }
        for (relative, url) in walk(base) where matches(regex, relative) {
          found.insert(url.standardizedFileURL.path)
        }
      }
    }
    return found.sorted().map { URL(fileURLWithPath: $0) }
  }

  /// The pattern without a leading `./`, and with `/*` added when it names a folder.
  static func normalized(_ pattern: String, in folder: URL) -> String {
    var p = pattern.trimmingCharacters(in: .whitespaces)
    while p.hasPrefix("./") { p.removeFirst(2) }
    while p.hasSuffix("/") { p.removeLast() }
    if !p.contains(where: { "*?[{".contains($0) }),
      ProjectWalk.isFolder(folder.appendingPathComponent(p))
    {
      p += p.isEmpty ? "*" : "/*"
    }
    return p
  }

  /// `a{b,c}d` → `abd`, `acd`; nested braces too.
  static func expandBraces(_ pattern: String) -> [String] {
    let chars = Array(pattern)
    guard let open = chars.firstIndex(of: "{") else { return [pattern] }
    var depth = 0
    var close: Int?
    var commas: [Int] = []
    for i in open..<chars.count {
      switch chars[i] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { close = i }
      case "," where depth == 1: commas.append(i)
      default: break
      }
      if close != nil { break }
    }
    guard let close else { return [pattern] }
    let head = String(chars[..<open])
    let tail = String(chars[(close + 1)...])
    var bounds = [open] + commas + [close]
    var out: [String] = []
    while bounds.count >= 2 {
      let option = String(chars[(bounds[0] + 1)..<bounds[1]])
      out += expandBraces(head + option + tail)
      bounds.removeFirst()
    }
    return out
  }

  /// The pattern's leading folders without wildcards, and the rest.
  static func split(_ pattern: String) -> (prefix: String, rest: String) {
    var components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    var prefix: [String] = []
    while components.count > 1, !components[0].contains(where: { "*?[".contains($0) }) {
      prefix.append(components.removeFirst())
    }
    if components.count == 1, !components[0].contains(where: { "*?[".contains($0) }) {
      return ((prefix + components).joined(separator: "/"), "")
    }
    return (prefix.joined(separator: "/"), components.joined(separator: "/"))
  }

  /// A regular expression matching the paths `pattern` matches.
  static func regex(_ pattern: String) -> NSRegularExpression? {
    var out = "^"
    let chars = Array(pattern)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "*" && i + 1 < chars.count && chars[i + 1] == "*" {
        if i + 2 < chars.count && chars[i + 2] == "/" {
          out += "(?:[^/]*/)*"  // `**/`: any number of folders, none included
          i += 3
        } else {
          out += "[^/]*"  // `**` elsewhere is `*`
          i += 2
        }
        continue
      }
      switch c {
      case "*": out += "[^/]*"
      case "?": out += "[^/]"
      case "[":
        if let end = chars[(i + 1)...].firstIndex(of: "]") {
          var set = String(chars[(i + 1)..<end])
          if set.hasPrefix("!") { set = "^" + set.dropFirst() }
          out += "[" + set.replacingOccurrences(of: "\\", with: "\\\\") + "]"
          i = end + 1
          continue
        }
        out += "\\["
      default: out += NSRegularExpression.escapedPattern(for: String(c))
      }
      i += 1
    }
    return try? NSRegularExpression(pattern: out + "$", options: [.caseInsensitive])
  }

  static func matches(_ regex: NSRegularExpression, _ path: String) -> Bool {
    regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
  }

  /// Every file under `folder` (hidden entries and version control skipped), with its path
  /// relative to `folder`.
  static func walk(_ folder: URL) -> [(String, URL)] {
    let walk = ProjectWalk(
      skipsTestFolders: false, skipsPlaygrounds: false, skipsHiddenFiles: true,
      skipsSymbolicLinks: true)
    let prefix = folder.standardizedFileURL.path + "/"
    return walk.find(under: folder) { ProjectWalk.isFile($0) }.map { url in
      (String(url.standardizedFileURL.path.dropFirst(prefix.count)), url)
    }
  }
}
