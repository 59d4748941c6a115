import EaselCommandLine
import EaselInterface
import EaselLint
import Foundation

/// `easel strings check`: the project's `.strings` tables, language by language.
enum StringsCommand {
  static let usage = """
    USAGE: easel strings check [PATH...] [--json] [--strict]

    Checks the .strings tables of the projects under each PATH (default: the current folder):
    keys missing from a language (against the development language's table, else Base's,
    else every key the table has anywhere), texts left untranslated, format specifiers that
    differ between languages (%@ against %d, a missing argument), translations of objects a
    storyboard no longer has, and keys the project uses — NSLocalizedString("key") in the
    sources, the texts of textAsKey labels, localization-key runtime attributes — that a
    language lacks. Findings print as 'path:line:col: severity: message [rule-id]' with
    rule ids strings-missing, strings-untranslated, strings-format-mismatch,
    strings-unused and strings-syntax.

    OPTIONS:
      --json                   Print the findings and the summary as JSON.
      --strict                 Exit 1 on warnings too.
      -h, --help               Show this help.

    EXIT STATUS: 0 no errors; 1 errors (with --strict, warnings too); 64 usage error.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    guard let action = arguments.first, !action.hasPrefix("-") else {
      if arguments.contains("-h") || arguments.contains("--help") {
        print(usage)
        return 0
      }
      throw UsageError(message: "missing action: 'easel strings check [PATH...]'")
    }
    guard action == "check" else {
      throw UsageError(
        message: "unknown action '\(action)'" + Suggestion.hint(for: action, among: ["check"]))
    }
    var parser = Arguments(Array(arguments.dropFirst()), table: OptionTable.strings)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    let paths = parser.positionals.isEmpty ? ["."] : parser.positionals
    var roots: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        CommandOutput.error("error: no such file or folder: \(path)")
        return 1
      }
      let url = URL(fileURLWithPath: path).standardizedFileURL
      roots.append(isFolder.boolValue ? url : ProjectFiles.projectRoot(containing: url))
    }
    let report = StringsReport(roots: roots) {
      Localization.developmentLanguage(projectRoot: $0)
    }
    print(options["--json"] != nil ? report.json : report.text, terminator: "")
    return report.exitStatus(strict: options["--strict"] != nil)
  }
}
