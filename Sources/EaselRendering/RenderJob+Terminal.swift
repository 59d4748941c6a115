import EaselAgentHost
import EaselDiagnostics
import Foundation

/// What a render says on standard error: everything (`--verbose`, and the log file), or a
/// summary a person reads at a glance.
///
/// The summary keeps every error located in the user's documents, each class's status with
/// its first error (classes failing alike say so once), at most a few warnings and the top of
/// a backtrace, and says how much it left out and where the whole text is. A real project's
/// build can print thousands of notes (names declared in several files) and hundreds of
/// errors, one line each; its first error is what a person acts on.
extension RenderJob.Report {
  /// The two texts of a report.
  public struct TerminalText: Sendable, Equatable {
    /// Everything, as `--verbose` prints it.
    public var full: String
    /// The summary (the same as `full` when nothing was left out).
    public var summary: String
    /// Whether the summary left something out.
    public var isAbridged: Bool { summary != full }
  }

  /// Warnings the summary shows before counting the rest.
  static let summaryWarnings = 5
  /// The id of the compiler's diagnostics (`CompilerOutput`).
  static let compilerOutput = "designable-build"
  /// Backtrace lines the summary shows.
  static let summaryBacktraceLines = 4

  /// The report as text for standard error; `logPath`, when given, is named in the summary
  /// as where the full text is.
  public func terminalText(logPath: String? = nil) -> TerminalText {
    var full = ""
    var summary = ""
    var printed: Set<String> = []
    var hiddenNotes = 0
    var hiddenWarnings = 0
    var shownWarnings = 0
    var hiddenLines = 0
    var compilerErrors = 0
    var afterFirstCompilerError = 0
    for d in diagnostics where printed.insert(d.description).inserted {
      full += d.description + "\n"
      switch d.severity {
      case .error where d.id == Self.compilerOutput:
        // A compiler's errors outside any class's status (a build no class owns): the
        // first, then a count, as a status shows them.
        compilerErrors += 1
        if compilerErrors == 1 {
          summary += d.description + "\n"
          afterFirstCompilerError = summary.utf8.count
        } else {
          hiddenLines += 1
        }
      case .error:
        summary += d.description + "\n"
      case .warning:
        if shownWarnings < Self.summaryWarnings {
          summary += d.description + "\n"
          shownWarnings += 1
        } else {
          hiddenWarnings += 1
        }
      default:
        hiddenNotes += 1
      }
    }
    // The errors of extensions that did not build: their warning says the first.
    for key in extensionErrors.keys.sorted() {
      for d in extensionErrors[key] ?? [] where printed.insert(d.description).inserted {
        full += d.description + "\n"
        hiddenLines += 1
      }
    }
    var firstErrors: [String: String] = [:]
    for (name, status) in statuses.sorted(by: { $0.key < $1.key }) {
      switch status {
      case .upToDate:
        full += "Designables: \(name): \(status)\n"
        summary += "Designables: \(name): \(status)\n"
      case .buildFailed(let diagnostics):
        let head =
          Severity.error.line("Designables: \(name): Build failed; drawn as its base class") + "\n"
        full += head
        summary += head
        for d in diagnostics where printed.insert(d.description).inserted {
          full += d.description + "\n"
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard let first = errors.first ?? diagnostics.first else { continue }
        if let other = firstErrors[first.description] {
          summary += "    the same error as \(other)\n"
          hiddenLines += diagnostics.count
          continue
        }
        firstErrors[first.description] = name
        summary += first.description + "\n"
        let more = diagnostics.count - 1
        if more > 0 {
          let moreErrors = errors.count - 1
          summary +=
            "    and \(moreErrors) more error\(moreErrors == 1 ? "" : "s")"
            + (more > moreErrors
              ? ", \(more - moreErrors) other line\(more - moreErrors == 1 ? "" : "s")" : "")
            + "\n"
          hiddenLines += more
        }
      case .crashed(_, _, let backtrace):
        let head =
          Severity.error.line("Designables: \(name): \(status); drawn as its base class") + "\n"
        full += head
        summary += head
        let lines = backtrace.split(separator: "\n").map { "    " + $0 }
        full += lines.map { $0 + "\n" }.joined()
        let shown = Self.backtraceSummary(lines)
        summary += shown.map { $0 + "\n" }.joined()
        hiddenLines += lines.count - shown.count
      case .timedOut:
        let line =
          Severity.error.line("Designables: \(name): \(status); drawn as its base class") + "\n"
        full += line
        summary += line
      }
    }
    for failure in failures {
      full += Severity.error.line(failure) + "\n"
      summary += Severity.error.line(failure) + "\n"
    }
    if compilerErrors > 1 {
      let at = summary.utf8.index(summary.startIndex, offsetBy: afterFirstCompilerError)
      summary.insert(
        contentsOf: "    and \(compilerErrors - 1) more compiler error"
          + (compilerErrors == 2 ? "" : "s") + "\n", at: at)
    }
    if !userOutput.isEmpty {
      let lines = userOutput.split(separator: "\n").map { "designable output: " + $0 + "\n" }
      full += lines.joined()
      summary += lines.prefix(Self.summaryWarnings).joined()
      hiddenLines += max(0, lines.count - Self.summaryWarnings)
    }
    let left = [
      hiddenWarnings > 0 ? "\(hiddenWarnings) warning\(hiddenWarnings == 1 ? "" : "s")" : nil,
      hiddenNotes > 0 ? "\(hiddenNotes) note\(hiddenNotes == 1 ? "" : "s")" : nil,
      hiddenLines > 0
        ? "\(hiddenLines) line\(hiddenLines == 1 ? "" : "s") of errors and output" : nil,
    ].compactMap { $0 }
    if !left.isEmpty {
      summary +=
        Severity.note.line("not shown: \(left.joined(separator: ", ")); ")
        + (logPath.map { "everything is in \($0), or run again with --verbose\n" }
          ?? "run again with --verbose to see everything\n")
    }
    return TerminalText(full: full, summary: summary)
  }

  /// The lines of a backtrace a person needs: the crash's message, then the frames of the
  /// designables' own code (compiled into the agent), else the top frames.
  static func backtraceSummary(_ lines: [String]) -> [String] {
    let isFrame = { (line: String) -> Bool in
      line.drop { $0 == " " }.first?.isNumber == true
    }
    let message = lines.prefix { !isFrame($0) && !$0.contains("crashed:") }
      .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let frames = lines.filter(isFrame)
    let own = frames.filter { $0.contains(" in agent ") || $0.hasSuffix(" in agent") }
    let picked = (own.isEmpty ? frames : own).prefix(max(1, summaryBacktraceLines - 2))
    return Array(message.prefix(2)) + picked
  }
}
