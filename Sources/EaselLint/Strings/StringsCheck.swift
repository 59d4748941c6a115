import EaselDiagnostics
import EaselDocument
import EaselResources
import Foundation

/// `easel strings check`: missing, untranslated and unused keys per language, and format
/// specifiers that differ between languages.
///
/// A table's reference language is the project's development language when the table has
/// it, else `Base`; a table with neither takes every key any of its languages has. Keys the
/// project uses are checked too: `NSLocalizedString("key", …)` in the sources and, in
/// documents, the texts of labels whose `…AsKey` runtime attribute is on (seed 002's
/// `textAsKey`) and the values of string runtime attributes whose key path speaks of
/// localization (`localizeKey`, `xibLocKey`).
public enum StringsCheck {
  /// What the check finds about one key.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// In the reference language (or used), not in this language.
    case missing = "strings-missing"
    /// Same text as the reference language.
    case untranslated = "strings-untranslated"
    /// Different format arguments from the reference language.
    case formatMismatch = "strings-format-mismatch"
    /// A document table's key whose object the document no longer has.
    case unused = "strings-unused"
    /// A key the sources build at run time (`"\(name).title"`): not checked, said once.
    case dynamicKey = "strings-dynamic-key"
  }

  /// The strings rules, for `--rules`, the configuration and SARIF's rule metadata.
  public static let rules: [RuleInfo] = [
    RuleInfo(
      id: Kind.missing.rawValue,
      summary: "A key the reference language (or the project's code or documents) has that a "
        + "language's table lacks", severity: .warning),
    RuleInfo(
      id: Kind.formatMismatch.rawValue,
      summary: "A translation whose format arguments (as String(format:) reads them) differ "
        + "from the reference language's", severity: .error),
    RuleInfo(
      id: Kind.untranslated.rawValue,
      summary: "A text identical to the reference language's, in another language family",
      severity: .note),
    RuleInfo(
      id: Kind.unused.rawValue,
      summary: "A document table's translation of an object the document no longer has",
      severity: .warning),
    RuleInfo(
      id: Kind.dynamicKey.rawValue,
      summary: "An NSLocalizedString key made at run time, which cannot be checked",
      severity: .note),
    RuleInfo(
      id: "strings-syntax", summary: "A .strings file that cannot be read", severity: .error),
    RuleInfo(
      id: "strings-encoding", summary: "A .strings file in UTF-16 without a byte-order mark",
      severity: .warning),
    RuleInfo(
      id: "strings-duplicate-key",
      summary: "A key defined twice in one .strings file (the last wins)",
      severity: .warning),
    RuleInfo(
      id: "strings-ignored-text", summary: "Text in a .strings file that Foundation ignores",
      severity: .warning),
    RuleInfo(
      id: "strings-escape",
      summary: "An escape in a .strings file that Foundation reads otherwise "
        + "than it looks", severity: .warning),
  ]

  /// One finding, with the facts a test can check.
  public struct Finding: Sendable {
    public var kind: Kind
    /// The table's folder and name (`…/Resources/Localizable`).
    public var table: String
    public var language: String
    public var key: String
    public var diagnostic: Diagnostic
  }

  /// Checks every table under `root`, and the keys its sources and documents use.
  public static func check(root: URL, developmentLanguage: String) -> (
    findings: [Finding], diagnostics: [Diagnostic]
  ) {
    let tables = StringsTables(root: root)
    var findings: [Finding] = []
    for table in tables.tables {
      findings += check(table, developmentLanguage: developmentLanguage)
    }
    findings += usedKeys(
      root: root, tables: tables, developmentLanguage: developmentLanguage)
    return (findings, tables.diagnostics)
  }

  static func check(_ table: StringsTables.Table, developmentLanguage: String) -> [Finding] {
    let tableName = table.folder.appendingPathComponent(table.name).path
    let referenceLanguage = [developmentLanguage, "Base"].first { table.languages[$0] != nil }
    var reference: [String: (language: String, entry: StringsFile.Entry)] = [:]
    if let referenceLanguage, let file = table.languages[referenceLanguage] {
      for e in file.entries where reference[e.key] == nil {
        reference[e.key] = (referenceLanguage, e)
      }
    } else {
      for language in table.languages.keys.sorted() {
        for e in table.languages[language]?.entries ?? [] where reference[e.key] == nil {
          reference[e.key] = (language, e)
        }
      }
    }
    var out: [Finding] = []
    func add(
      _ kind: Kind, _ severity: Severity, _ language: String, _ key: String, _ message: String,
      _ at: SourceLocation
    ) {
      out.append(
        Finding(
          kind: kind, table: tableName, language: language, key: key,
          diagnostic: Diagnostic(severity, message, id: kind.rawValue, at: at)))
    }
    for language in table.languages.keys.sorted() where language != "Base" {
      guard let file = table.languages[language] else { continue }
      for key in reference.keys.sorted() {
        guard let (refLanguage, refEntry) = reference[key], refLanguage != language else {
          continue
        }
        guard let entry = file.entry(forKey: key) else {
          if table.has(key, in: language) { continue }
          add(
            .missing, .warning, language, key,
            "'\(key)' of \(table.name).strings has no \(language) translation "
              + "(\(language).lproj/\(table.name).strings)", refEntry.location)
          continue
        }
        // A reference text with a '%' that begins no specifier is no format string (a format
        // writes a literal '%' as '%%'): its translations' '%'s are prose too.
        let want = FormatSpecifiers.arguments(of: refEntry.value)
        let got = FormatSpecifiers.arguments(of: entry.value)
        if let want, want != got {
          func said(_ arguments: [String]?) -> String {
            guard let arguments else { return "a '%' that begins no format specifier" }
            return arguments.isEmpty ? "no arguments" : arguments.joined(separator: ", ")
          }
          add(
            .formatMismatch, .error, language, key,
            "'\(key)' formats \(said(got)) in \(language) but \(said(want)) in \(refLanguage): "
              + "String(format:) reads the wrong arguments", entry.location)
        } else if entry.value == refEntry.value && entry.value.contains(where: { $0.isLetter })
          && language.prefix(2) != refLanguage.prefix(2) && table.document == nil
        {
          add(
            .untranslated, .note, language, key,
            "'\(key)' is the same in \(language) as in \(refLanguage): not translated?",
            entry.location)
        }
      }
      if let documentURL = table.document,
        let document = try? IBDocument(contentsOf: documentURL)
      {
        for entry in file.entries {
          guard let id = entry.key.split(separator: ".").first.map(String.init),
            document.element(withID: id) == nil
          else { continue }
          add(
            .unused, .warning, language, entry.key,
            "'\(entry.key)' translates object \(id), which \(documentURL.lastPathComponent) "
              + "no longer has", entry.location)
        }
      }
    }
    return out
  }
}
