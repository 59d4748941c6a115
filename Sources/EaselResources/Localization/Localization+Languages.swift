import Foundation

/// Which `.lproj` folders a project has and which one a language picks, as `Bundle` chooses
/// its localization.
extension Localization {
  /// Old Xcode projects name folders after languages in English (`English.lproj`).
  static let legacyFolderNames: [String: String] = [
    "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
    "italian": "it", "dutch": "nl",
  ]

  /// The language a `<name>.lproj` folder holds, with legacy names mapped (`English` → `en`).
  static func language(ofFolder name: String) -> String {
    legacyFolderNames[name.lowercased()] ?? name
  }

  /// Every localization under `projectRoot`: the names of its `.lproj` folders (legacy
  /// names mapped to codes), `Base` first, then the others sorted.
  public static func availableLanguages(projectRoot: URL) -> [String] {
    let names = Set(
      ProjectFiles.find(under: projectRoot) { $0.pathExtension == "lproj" }
        .map { language(ofFolder: $0.deletingPathExtension().lastPathComponent) })
    return names.sorted { a, b in
      if (a == "Base") != (b == "Base") { return a == "Base" }
      return a < b
    }
  }

  /// The project's development language: `developmentRegion` in its `project.pbxproj`
  /// (the first `.xcodeproj` found), else `en`.
  public static func developmentLanguage(projectRoot: URL) -> String {
    let projects = ProjectFiles.find(under: projectRoot) { $0.pathExtension == "xcodeproj" }
    for project in projects {
      let pbxproj = project.appendingPathComponent("project.pbxproj")
      guard let data = try? Data(contentsOf: pbxproj) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      guard let range = text.range(of: "developmentRegion = ") else { continue }
      let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        .trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
      if !value.isEmpty { return language(ofFolder: value) }
    }
    return "en"
  }

  /// The localization among `available` that `requested` picks, as iOS matches a preferred
  /// language against a bundle's localizations: the exact code (any case, `_` or `-`), then
  /// the code with trailing subtags dropped (`zh-Hans-CN` → `zh-Hans`, `es-CO` → `es`),
  /// with `zh-CN`/`zh-SG` meaning `zh-Hans` and `zh-TW`/`zh-HK`/`zh-MO` meaning `zh-Hant`;
  /// then any regional variant of the same language (`es` → `es-CO`). `Base` never matches.
  public static func bestMatch(for requested: String, among available: [String]) -> String? {
    let candidates = available.filter { $0 != "Base" }
    func find(_ code: String) -> String? {
      let wanted = normalized(code)
      return candidates.first { normalized(language(ofFolder: $0)) == wanted }
    }
    var code = requested.replacingOccurrences(of: "_", with: "-")
    let chineseScripts: [String: String] = [
      "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant",
      "zh-mo": "zh-Hant",
    ]
    if let script = chineseScripts[code.lowercased()] { code = script }
    while true {
      if let hit = find(code) { return hit }
      guard let dash = code.lastIndex(of: "-") else { break }
      code = String(code[..<dash])
    }
    let base = normalized(code)
    return candidates.sorted().first {
      normalized(language(ofFolder: $0)).split(separator: "-").first.map(String.init) == base
    }
  }

  private static func normalized(_ code: String) -> String {
    code.replacingOccurrences(of: "_", with: "-").lowercased()
  }
}
