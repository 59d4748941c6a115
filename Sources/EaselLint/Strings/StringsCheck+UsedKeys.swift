import EaselDiagnostics
import EaselDocument
import EaselInspect
import EaselResources
import Foundation

extension StringsCheck {
  /// A table's name within one project (`ProjectFiles.projectRoot`).
  struct TableInProject: Hashable {
    var project: String
    var name: String
  }

  /// A key the project uses, and where.
  struct Use {
    var key: String
    var table: String
    var location: SourceLocation
    var how: String
    /// `NSLocalizedString`'s `value:`: what the development language shows without an entry.
    var developmentText: String? = nil
    /// Whether the key is made at run time (`"\(name).title"`): not checked, said once.
    var isDynamic = false
  }

  /// Keys used but missing from a language of their table (`Localizable` unless named); a
  /// key with a `value:` is the development language's text and is missing only from the
  /// others; a key made at run time is one note.
  static func usedKeys(root: URL, tables: StringsTables, developmentLanguage: String)
    -> [Finding]
  {
    let uses = sourceUses(root: root) + documentUses(root: root)
    // A use is looked up in its own project's tables: the bundle it is built into holds
    // those, not another project's of the same folder.
    var languagesByTable: [TableInProject: [String: Set<String>]] = [:]
    for table in tables.tables where table.document == nil {
      let project = ProjectFiles.projectRoot(
        containing: table.folder.appendingPathComponent(table.name)
      ).standardizedFileURL.path
      for (language, file) in table.languages where language != "Base" {
        languagesByTable[TableInProject(project: project, name: table.name), default: [:]][
          language, default: []
        ].formUnion(Set(file.keys).union(table.pluralKeys[language] ?? []))
      }
    }
    var out: [Finding] = []
    for use in uses {
      let project = ProjectFiles.projectRoot(containing: URL(fileURLWithPath: use.location.file))
        .standardizedFileURL.path
      guard let languages = languagesByTable[TableInProject(project: project, name: use.table)]
      else { continue }
      if use.isDynamic {
        out.append(
          Finding(
            kind: .dynamicKey, table: use.table, language: "", key: use.key,
            diagnostic: Diagnostic(
              .note,
              "dynamic key, not checked: \(use.how)'s key \(use.key) is made at run time",
              id: Kind.dynamicKey.rawValue, at: use.location)))
        continue
      }
      for language in languages.keys.sorted() where languages[language]?.contains(use.key) != true {
        if use.developmentText != nil && language == developmentLanguage { continue }
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
  /// their `tableName:` and `value:`, keys decoded as the compiler decodes them
  /// (`LocalizedStringCalls`).
  static func sourceUses(root: URL) -> [Use] {
    var out: [Use] = []
    for url in findSources(in: root) {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let objectiveC = ["h", "m", "mm"].contains(url.pathExtension.lowercased())
      let lines = LineIndex(text)
      for call in LocalizedStringCalls.calls(in: text, objectiveC: objectiveC) {
        var use = Use(
          key: "", table: call.table, location: lines.location(of: call.offset, in: url.path),
          how: call.function, developmentText: call.value)
        switch call.key {
        case .literal(let key): use.key = key
        case .dynamic(let written):
          use.key = written
          use.isDynamic = true
        }
        out.append(use)
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
  /// `nil` when a `%` begins no specifier: the text is no format string.
  public static func formatArguments(of text: String) -> [String]? {
    FormatSpecifiers.arguments(of: text)
  }
}
