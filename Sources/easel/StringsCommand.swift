import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselLint
import EaselResources
import Foundation

/// `easel strings check|extract`: the project's `.strings` tables, language by language, and
/// the texts and keys that need translating.
enum StringsCommand {
  static let usage = """
    USAGE: easel strings check [PATH...] [--format text|json|sarif|github] [--strict]
                               [--config FILE]
           easel strings extract [PATH...] [-o FOLDER]

    Checks the .strings tables of the projects under each PATH (default: the current folder):
    keys missing from a language (against the development language's table, else Base's,
    else every key the table has anywhere), texts left untranslated, format specifiers that
    differ between languages (%@ against %d, a missing argument), translations of objects a
    storyboard no longer has, and keys the project uses — NSLocalizedString("key") in the
    sources, the texts of textAsKey labels, localization-key runtime attributes — that a
    language lacks. A key given a value: is the development language's text there; a key
    built at run time ("\\(name).title") is one note, not checked. The counts come first,
    per rule and language; then each finding as 'path:line:col: severity: message
    [rule-id]', one line per key and place with every language it concerns. Rule ids:
    strings-missing, strings-untranslated, strings-format-mismatch, strings-unused,
    strings-dynamic-key and strings-syntax; lint's configuration file applies to them.

    'extract' writes, for each storyboard and xib under PATH, what 'ibtool
    --export-strings-file' writes: its localizable texts as "<ObjectID>.<property>" =
    "text"; with ibtool's comment (labels, text fields and views, button state titles,
    segment titles, controller, navigation, bar and tab item titles, section headers and
    footers, search bars, accessibility labels and hints, localized runtime attributes);
    and, per table, the keys the project looks up (NSLocalizedString calls, textAsKey
    labels' texts, localization-key runtime attributes), each commented with where it is
    used. With -o, into FOLDER: <Document>.strings beside the documents' folders as under
    PATH, and <Table>.strings; else on standard output.

    \(StringsOptions.helpSections)

    EXIT STATUS: 0 no errors; 1 errors (with --strict, warnings too), or a document that
    cannot be read; 64 usage error.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    guard
      let action = try CommandAction.read(
        arguments, command: "strings", actions: ["check", "extract"], usage: usage)
    else { return 0 }
    guard
      let options = try StringsOptions.parse(Array(arguments.dropFirst()), orPrintHelp: usage)
    else { return 0 }
    let output = options.value(of: \.output)
    if action == "extract" {
      for option in [\StringsOptions.json, \.strict, \.format, \.config]
      where options.has(option) {
        throw UsageError(message: "\(options.name(option)) is for 'strings check'")
      }
      return try extract(options.positionals.isEmpty ? ["."] : options.positionals, output: output)
    }
    if output != nil { throw UsageError(message: "-o is for 'strings extract'") }
    let paths = options.positionals.isEmpty ? ["."] : options.positionals
    var roots: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandFailure("no such file or folder: \(path)")
      }
      let url = URL(fileURLWithPath: path).standardizedFileURL
      roots.append(isFolder.boolValue ? url : ProjectFiles.projectRoot(containing: url))
    }
    let format = try options.reportFormat(\.format, json: \.json)
    let configuration: LintConfiguration
    do {
      configuration = try LintCommand.configuration(options.value(of: \.config))
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
    let report = StringsReport(roots: roots, configuration: configuration) {
      Localization.developmentLanguage(projectRoot: $0)
    }
    print(report.write(as: format), terminator: "")
    return report.exitStatus(strict: options.has(\.strict))
  }

  /// `strings extract`: each document's texts and each table's keys, to `output` or stdout.
  static func extract(_ paths: [String], output: String?) throws -> Int32 {
    var status: Int32 = 0
    var files: [(name: String, text: String)] = []
    var roots: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandFailure("no such file or folder: \(path)")
      }
      let url = URL(fileURLWithPath: path).standardizedFileURL
      let root = isFolder.boolValue ? url : url.deletingLastPathComponent()
      if isFolder.boolValue || !roots.contains(ProjectFiles.projectRoot(containing: url)) {
        roots.append(isFolder.boolValue ? url : ProjectFiles.projectRoot(containing: url))
      }
      for (document, _) in Linter.documents(in: [path]) {
        do {
          let parsed = try IBDocument(contentsOf: document)
          let folder = document.deletingLastPathComponent().path
          let relative =
            folder.hasPrefix(root.path + "/")
            ? String(folder.dropFirst(root.path.count + 1)) + "/" : ""
          let name = relative + document.deletingPathExtension().lastPathComponent + ".strings"
          files.append((name, StringsExtract.stringsFile(StringsExtract.entries(of: parsed))))
        } catch {
          CommandOutput.error(error.description)
          status = 1
        }
      }
    }
    var tables: [String: [StringsExtract.UsedKey]] = [:]
    var tableRoot: [String: URL] = [:]
    for root in roots {
      for key in StringsExtract.usedKeys(root: root) {
        tables[key.table, default: []].append(key)
        tableRoot[key.table] = tableRoot[key.table] ?? root
      }
    }
    for table in tables.keys.sorted() {
      let root = tableRoot[table] ?? URL(fileURLWithPath: ".")
      files.append(
        (table + ".strings", StringsExtract.stringsFile(tables[table] ?? [], root: root)))
    }
    guard let output else {
      for file in files { print("/* ==> \(file.name) <== */" + file.text) }
      return status
    }
    let folder = URL(fileURLWithPath: output)
    for file in files {
      let url = folder.appendingPathComponent(file.name)
      do {
        try OutputFile.createFolder(url.deletingLastPathComponent())
        try OutputFile.write(Data(file.text.utf8), to: url)
        print("wrote \(url.path)")
      } catch {
        CommandOutput.error(Severity.error.line("\(error)"))
        status = 1
      }
    }
    return status
  }
}
