import EaselAgentHost
import EaselDiagnostics
import EaselInspect
import Foundation

/// What `easel designables` prints: each class with its status and place, then what stops
/// the rest, the summary line last — in full (`--verbose`, and the log file), or abridged.
///
/// The abridged text keeps every class's status and its first error, says how many more
/// there are, and says "the same error as …" for a class stopped by an error another class
/// already showed (one failing file often stops every class that reaches it). A real
/// project's build prints hundreds of errors per class and notes about names declared in
/// several files; the first error is what a person acts on.
extension DesignablesJob.Report {
  /// Project warnings and notes of one kind the abridged text shows before counting the rest.
  static let summaryNotesOfAKind = 3
  /// The report as text; `logPath`, when given, is named in the abridged text as where
  /// the full text is.
  public func terminalText(logPath: String? = nil) -> RenderJob.Report.TerminalText {
    var full = ""
    var summary = ""
    var hiddenNotes = 0
    var hiddenLines = 0
    var shownByKind: [String: Int] = [:]
    for note in notes {
      full += note + "\n"
      // A few of each kind (the `[id]` that ends the line): a project can have hundreds of
      // names declared in several files, while a note about one class is read.
      let kind = note.hasSuffix("]") ? note.lastIndex(of: "[").map { String(note[$0...]) } : nil
      let shown = shownByKind[kind ?? "", default: 0]
      if shown < Self.summaryNotesOfAKind {
        summary += note + "\n"
        shownByKind[kind ?? ""] = shown + 1
      } else {
        hiddenNotes += 1
      }
    }
    let width = designables.map(\.class.count).max() ?? 0
    var firstErrors: [String: String] = [:]
    for entry in designables {
      let name = entry.class.padding(toLength: width, withPad: " ", startingAt: 0)
      let head = "\(name)  \(entry.statusText)  \(entry.file):\(entry.line)\n"
      full += head
      summary += head
      let lines = entry.diagnostics
      full += lines.map { "    " + $0 + "\n" }.joined()
      guard !lines.isEmpty else { continue }
      if case .crashed = entry.outcome {
        let shown = RenderJob.Report.backtraceSummary(lines.map { "    " + $0 })
          .prefix(RenderJob.Report.summaryBacktraceLines)
        summary += shown.map { $0 + "\n" }.joined()
        hiddenLines += lines.count - shown.count
        continue
      }
      let errors = lines.filter { $0.contains(": error: ") || $0.hasPrefix("error: ") }
      let first = errors.first ?? lines[0]
      if let other = firstErrors[first] {
        summary += "    the same error as \(other)\n"
        hiddenLines += lines.count
        continue
      }
      firstErrors[first] = entry.class
      summary += "    " + first + "\n"
      let more = lines.count - 1
      if more > 0 {
        let moreErrors = max(0, errors.count - 1)
        let others = more - moreErrors
        summary +=
          "    and \(moreErrors) more error\(moreErrors == 1 ? "" : "s")"
          + (others > 0 ? ", \(others) other line\(others == 1 ? "" : "s")" : "") + "\n"
        hiddenLines += more
      }
    }
    let rest = restText(width: width)
    full += rest + summaryText()
    summary += rest
    let left = [
      hiddenNotes > 0 ? "\(hiddenNotes) note\(hiddenNotes == 1 ? "" : "s")" : nil,
      hiddenLines > 0 ? "\(hiddenLines) line\(hiddenLines == 1 ? "" : "s") of errors" : nil,
    ].compactMap { $0 }
    if !left.isEmpty {
      summary +=
        Severity.note.line("not shown: \(left.joined(separator: ", ")); ")
        + (logPath.map { "everything is in \($0), or run again with --verbose\n" }
          ?? "run again with --verbose to see everything\n")
    }
    summary += summaryText()  // last, in both texts
    return RenderJob.Report.TerminalText(full: full, summary: summary)
  }

  /// What the classes not built are, in the summary's words (`AppKit`, `controllers`, …).
  public static func notBuiltKinds(_ classes: [DesignablesJob.NotBuilt]) -> String {
    let words = [
      "appkit": "AppKit views", "not-a-view": "not views", "no-project": "in no project",
      "not-compiled": "not compiled", "not-in-target": "in no target",
    ]
    var kinds: [String] = []
    for c in classes {
      let word = words[c.reason] ?? c.reason
      if !kinds.contains(word) { kinds.append(word) }
    }
    return kinds.joined(separator: ", ")
  }

  /// The classes not built and the missing API, names padded to `width`: the same in both
  /// texts.
  func restText(width: Int) -> String {
    var out = ""
    for c in notBuilt {
      let name = c.class.padding(toLength: max(width, c.class.count), withPad: " ", startingAt: 0)
      let why =
        switch c.reason {
        case "appkit":
          "Not built: an AppKit \(UIKitClasses.appKitKind(c.root) ?? "view") (\(c.root)), a macOS designable"
        case "no-project": "Not built: in a folder no project lists (\(c.root))"
        case "not-compiled": "Not built: no build Easel planned compiled its file"
        case "not-in-target": "Not built: in no target's sources (\(c.root))"
        default: "Not built: a \(c.root), not a view"
        }
      out += "\(name)  \(why)  \(c.file):\(c.line)\n"
    }
    if !missingAPI.isEmpty {
      out += "missing API (classes blocked):\n"
      for api in missingAPI {
        out += "  \(api.symbol): \(api.classes.count) (\(api.classes.joined(separator: ", ")))\n"
      }
    }
    return out
  }

  /// `N designables: U up to date, B build failed, C crashed, T timed out`, and the classes
  /// not built.
  func summaryText() -> String {
    let s = summary
    return "\(s.total) designables: \(s.upToDate) up to date, \(s.buildFailed) build failed, "
      + "\(s.crashed) crashed, \(s.timedOut) timed out"
      + (s.notBuilt > 0
        ? "; \(s.notBuilt) @IBDesignable \(s.notBuilt == 1 ? "class" : "classes") not built "
          + "(\(Self.notBuiltKinds(notBuilt)))" : "") + "\n"
  }
}
