import EaselDiagnostics
import EaselDocument
import EaselInspect
import EaselResources
import Foundation

extension StringsCheck {
  /// A key the project uses, and where.
  struct Use {
    var key: String
    var table: String
    var location: SourceLocation
    var how: String
  }

  /// Keys used but missing from a language of their table (`Localizable` unless named).
  static func usedKeys(root: URL, tables: StringsTables) -> [Finding] {
    let uses = sourceUses(root: root) + documentUses(root: root)
    var languagesByTable: [String: [String: Set<String>]] = [:]
    for table in tables.tables where table.document == nil {
      for (language, file) in table.languages where language != "Base" {
        languagesByTable[table.name, default: [:]][language, default: []].formUnion(file.keys)
      }
    }
    var out: [Finding] = []
    for use in uses {
      guard let languages = languagesByTable[use.table] else { continue }
      for language in languages.keys.sorted() where languages[language]?.contains(use.key) != true {
        out.append(
          Finding(
            kind: .missing, table: use.table, language: language, key: use.key,
            diagnostic: Diagnostic(
              .warning,
              "'\(use.key)' (\(use.how)) is not in \(language).lproj/\(use.table).strings",
              id: Kind.missing.rawValue, at: use.location)))
      }
    }
    return out
  }

  /// `NSLocalizedString("key", …)` (Swift) and `NSLocalizedString(@"key", …)` calls, with
  /// their `tableName:`.
  static func sourceUses(root: URL) -> [Use] {
    guard
      let regex = try? NSRegularExpression(
        pattern: #"NSLocalizedString\(\s*@?"((?:[^"\\]|\\.)*)"([^)\n]*)"#)
    else { return [] }
    var out: [Use] = []
    for url in findSources(in: root) {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let ns = text as NSString
      let lines = LineIndex(text)
      for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        let key = ns.substring(with: m.range(at: 1))
        let rest = ns.substring(with: m.range(at: 2))
        var table = "Localizable"
        if let r = rest.range(of: #"tableName:\s*"([^"]*)""#, options: .regularExpression) {
          table = String(rest[r].split(separator: "\"").dropFirst().first ?? "Localizable")
        }
        let start = Range(m.range, in: text)?.lowerBound ?? text.startIndex
        out.append(
          Use(
            key: key, table: table,
            location: lines.location(
              of: text.utf8.distance(from: text.startIndex, to: start), in: url.path),
            how: "NSLocalizedString"))
      }
    }
    return out
  }

  /// Keys documents use through runtime attributes: texts of `…AsKey` labels, values of
  /// localization-key attributes.
  static func documentUses(root: URL) -> [Use] {
    var out: [Use] = []
    let documents = ProjectFiles.find(under: root) {
      ["storyboard", "xib"].contains($0.pathExtension)
    }
    for url in documents {
      guard let document = try? IBDocument(contentsOf: url) else { continue }
      for e in document.root.descendants() where e.name == "userDefinedRuntimeAttribute" {
        guard let keyPath = e["keyPath"], let owner = e.parent?.parent else { continue }
        let lower = keyPath.lowercased()
        if e.runtimeAttributeType == .boolean, e["value"] == "YES", lower.hasSuffix("askey"),
          let text = owner["text"], !text.isEmpty
        {
          out.append(
            Use(key: text, table: "Localizable", location: e.location, how: "\(keyPath) text"))
        } else if e.runtimeAttributeType == .string,
          lower.contains("localiz") || lower.contains("lockey"),
          let value = e["value"], !value.isEmpty
        {
          out.append(Use(key: value, table: "Localizable", location: e.location, how: keyPath))
        }
      }
    }
    return out
  }
}

extension StringsCheck {
  /// The arguments a format string takes, by position and kind (`["1:object"]`).
  public static func formatArguments(of text: String) -> [String] {
    FormatSpecifiers.arguments(of: text)
  }
}
