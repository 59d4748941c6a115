import EaselCommandLine
import EaselLint
import Foundation

/// `easel lint`: the rules of `EaselLint` over documents, as located lines or JSON.
enum LintCommand {
  static let usage = """
    USAGE: easel lint [PATH...] [--json] [--strict] [--fix] [--config FILE]

    Checks storyboards and xibs against the project's sources and resources: stale and
    mistyped runtime attributes (the key that would crash with "this class is not key value
    coding-compliant"), unknown custom classes, missing images and colours, duplicate ids,
    outlets and actions whose source members are gone, misplaced views. Each finding is
    printed as 'path:line:col: warning|error|note: message [rule-id]'; the last line sums up.
    The rules and their ids are listed in the README ('easel lint --rules' prints them).

    ARGUMENTS:
      PATH                     A .storyboard or .xib, or a folder searched for them
                               (default: the current folder).

    OPTIONS:
      --json                   Print the findings and the summary as JSON.
      --strict                 Exit 1 on warnings too.
      --fix                    Remove stale runtime attributes through the lossless
                               document model (each file's diff is exactly those elements),
                               atomically, never writing a file that does not reopen.
      --config FILE            The configuration (default: .easel-lint.json in the current
                               folder, if there is one). JSON: "disabled", "only",
                               "excluded", "severity", "rules" (per-rule "included" and
                               "excluded" globs).
      --rules                  List the rules: id, severity, IBLinter id, summary.
      -h, --help               Show this help.

    EXIT STATUS: 0 no errors; 1 errors (with --strict, warnings too), or a configuration
    that cannot be read; 64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    var parser = Arguments(arguments, table: OptionTable.lint)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    if options["--rules"] != nil {
      for rule in LintRules.all {
        let i = rule.info
        print(
          "\(i.id)\t\(i.severity.rawValue)\t\(i.ibLinterID ?? "-")\t\(i.isFixable ? "fix" : "-")\t\(i.summary)"
        )
      }
      return 0
    }
    let configuration: LintConfiguration
    do {
      configuration = try self.configuration(options["--config"]?.last)
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
    let paths = parser.positionals.isEmpty ? ["."] : parser.positionals
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      CommandOutput.error("error: no such file or folder: \(path)")
      return 1
    }
    var linter = Linter(configuration: configuration)
    var result = linter.lint(paths: paths)
    if options["--fix"] != nil {
      var fixed = 0
      for outcome in LintFixer.fix(result.findings) {
        if let failure = outcome.failure {
          CommandOutput.error("\(outcome.path): error: --fix: \(failure)")
          continue
        }
        fixed += outcome.fixed.count
        CommandOutput.error("fixed \(outcome.fixed.count) in \(outcome.path)")
      }
      CommandOutput.error("--fix: \(fixed) finding\(fixed == 1 ? "" : "s") fixed")
      // What is left, read again from the files as written.
      if fixed > 0 { result = linter.lint(paths: paths) }
    }
    print(
      options["--json"] != nil ? LintReport.json(result) : LintReport.text(result), terminator: "")
    return result.exitStatus(strict: options["--strict"] != nil)
  }

  /// The configuration `--config` names, else `.easel-lint.json` in the current folder, else
  /// the default.
  static func configuration(_ path: String?) throws(LintConfigurationError) -> LintConfiguration {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if let path { return try LintConfiguration(contentsOf: URL(fileURLWithPath: path)) }
    let local = cwd.appendingPathComponent(LintConfiguration.fileName)
    if FileManager.default.fileExists(atPath: local.path) {
      return try LintConfiguration(contentsOf: local)
    }
    return LintConfiguration(base: cwd)
  }
}
