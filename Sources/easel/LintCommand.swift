import EaselAgentHost
import EaselCommandLine
import EaselDiagnostics
import EaselInterface
import EaselLint
import EaselRendering
import Foundation

/// `easel lint`: the rules of `EaselLint` over documents, as located lines or JSON.
enum LintCommand {
  static let usage = """
    USAGE: easel lint [PATH...] [--format text|json|sarif|github] [--strict] [--fix]
                      [--config FILE] [--baseline FILE | --write-baseline FILE]
                      [--designables [--timeout SECONDS]]

    Checks storyboards and xibs against the project's sources and resources: stale and
    mistyped runtime attributes (the key that would crash with "this class is not key value
    coding-compliant"), unknown custom classes, missing images and colours, duplicate ids,
    outlets and actions whose source members are gone, misplaced views. It reads only,
    unless --designables asks it to build and draw the project's @IBDesignable classes too.
    Each finding is printed as 'path:line:col: warning|error|note: message [rule-id]', the
    path relative to the project root (the configuration's folder); the last line sums up.
    --format sarif writes a SARIF 2.1.0 log for code scanning, --format github workflow
    annotations. A baseline (--write-baseline, then --baseline) lets a team gate CI on new
    findings only. The rules and their ids are listed in the README ('easel lint --rules'
    prints them).

    \(LintOptions.helpSections)

    EXIT STATUS: 0 no errors; 1 errors (with --strict, warnings too; with --baseline, only
    those it does not record), no storyboard or xib found, or a configuration or baseline
    that cannot be read; 64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try LintOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    if options.has(\.rules) {
      for i in LintRules.infos {
        print(
          "\(i.id)\t\(i.severity.rawValue)\t\(i.ibLinterID ?? "-")\t\(i.isFixable ? "fix" : "-")\t"
            + "\(i.isOptIn ? "opt-in" : "-")\t\(i.summary)")
      }
      return 0
    }
    let configuration: LintConfiguration
    do {
      configuration = try self.configuration(options.value(of: \.config))
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
    if options.has(\.timeout) && !options.has(\.designables) {
      throw UsageError(message: "--timeout applies to --designables only")
    }
    let timeout = try options.seconds(\.timeout) ?? 20
    let format = try options.reportFormat(\.format, json: \.json)
    if options.has(\.baseline) && options.has(\.writeBaseline) {
      throw UsageError(message: "--baseline and --write-baseline do not go together")
    }
    var baseline: LintBaseline?
    if let path = options.value(of: \.baseline) {
      do {
        baseline = try LintBaseline(contentsOf: URL(fileURLWithPath: path))
      } catch {
        CommandOutput.error(error.description)
        return 1
      }
    }
    let paths = options.positionals.isEmpty ? ["."] : options.positionals
    try DocumentOpening.requireExisting(paths)
    var linter = Linter(configuration: configuration)
    var result = linter.lint(paths: paths)
    if result.documents.isEmpty {
      CommandOutput.error(
        Severity.error.line(
          "no storyboard or xib to lint in " + paths.joined(separator: ", ")
            + (configuration.excluded.isEmpty
              ? ""
              : " (the configuration excludes " + configuration.excluded.joined(separator: ", ")
                + ")")))
      return 1
    }
    if options.has(\.fix) {
      var fixed = 0
      for outcome in LintFixer.fix(result.findings) {
        if let failure = outcome.failure {
          CommandOutput.error(Severity.error.line("--fix: \(failure)", at: outcome.path))
          continue
        }
        fixed += outcome.fixed.count
        CommandOutput.error("fixed \(outcome.fixed.count) in \(outcome.path)")
      }
      CommandOutput.error("--fix: \(fixed) finding\(fixed == 1 ? "" : "s") fixed")
      // What is left, read again from the files as written.
      if fixed > 0 { result = linter.lint(paths: paths) }
    }
    if options.has(\.designables) {
      var outcomes: [DesignableOutcome] = []
      for project in result.projects {
        var job = DesignablesJob(root: URL(fileURLWithPath: project))
        job.timeout = timeout
        do {
          outcomes += try job.run().designables.map(outcome)
        } catch {
          throw CommandFailure("--designables: \(error)", at: project)
        }
      }
      result.findings += DesignableRules.findings(outcomes, configuration: configuration)
      result.designables = DesignablesCensus(outcomes)
    }
    if let path = options.value(of: \.writeBaseline) {
      let recorded = LintBaseline(LintReport.reported(result))
      do {
        try OutputFile.write(recorded.data, to: URL(fileURLWithPath: path))
      } catch {
        throw CommandFailure("cannot write the baseline: \(error.reason)", at: error.path)
      }
      CommandOutput.error(
        "wrote \(recorded.entries.count) finding\(recorded.entries.count == 1 ? "" : "s") to \(path)"
      )
    }
    if let baseline { result = result.applying(baseline) }
    print(LintReport.write(result, as: format), terminator: "")
    return result.exitStatus(strict: options.has(\.strict))
  }

  /// A designables report's entry as lint judges it.
  static func outcome(_ entry: DesignablesJob.Entry) -> DesignableOutcome {
    let status: DesignableOutcome.Status
    switch entry.outcome {
    case .buildFailed(let diagnostics):
      status = .buildFailed(errors: diagnostics.filter { $0.severity == .error })
    case .crashed:
      status = .crashed(status: entry.statusText, report: entry.diagnostics)
    case .timedOut: status = .timedOut(status: entry.statusText)
    case .upToDate:
      status = .drawn(seconds: entry.seconds ?? 0, phaseSeconds: entry.phaseSeconds ?? [:])
    }
    return DesignableOutcome(
      className: entry.class,
      location: SourceLocation(file: entry.file, line: entry.line, column: entry.column),
      status: status)
  }

  /// The configuration `--config` names, else `.easel-lint.json` in the current folder, else
  /// the default: lint's, `strings check`'s and `colors list`'s.
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
