import EaselDiagnostics
import Foundation
import Testing

@testable import EaselRendering

/// What `easel render` prints: a summary a person reads at a glance, everything on demand.
@Suite("A render's report on the terminal")
struct RenderReportTerminalTests {
  static func at(_ file: String, _ line: Int) -> EaselDiagnostics.SourceLocation {
    EaselDiagnostics.SourceLocation(file: file, line: line, column: 5)
  }

  /// A build like a large app's: thousands of notes about names declared twice, hundreds of
  /// errors in one class, a second class failing the same way, a crash with a long backtrace.
  static var bigFailure: RenderJob.Report {
    var report = RenderJob.Report()
    report.diagnostics = (1...1500).map {
      Diagnostic(.note, "'name\($0)' is declared in two files", id: "slice-duplicate")
    }
    report.diagnostics += (1...12).map {
      Diagnostic(
        .warning, "unknown class C\($0)", id: "unknown-class", at: at("Main.storyboard", $0))
    }
    report.diagnostics.append(
      Diagnostic(
        .error, "a runtime attribute failed", id: "runtime-attribute-failed",
        at: at("Main.storyboard", 99)))
    let errors = (1...300).map {
      Diagnostic(
        .error, "cannot find 'thing\($0)' in scope", id: "swiftc", at: at("Chat.swift", $0))
    }
    report.statuses["ChatView"] = .buildFailed(diagnostics: errors)
    report.statuses["ChatCell"] = .buildFailed(diagnostics: errors)
    report.statuses["Badge"] = .crashed(
      phase: "draw(_:)", signal: "SIGILL",
      backtrace: (0..<30).map { "frame \($0)" }.joined(separator: "\n"))
    report.statuses["Ring"] = .upToDate
    return report
  }

  @Test func theSummaryIsShortAndSaysWhatItLeftOut() {
    let text = Self.bigFailure.terminalText(logPath: "/cache/logs/Main.storyboard.log")
    let lines = text.summary.split(separator: "\n")
    #expect(text.isAbridged)
    #expect(lines.count <= 22, "\(text.summary)")
    // Every error located in the document, each class's status and first error.
    #expect(text.summary.contains("Main.storyboard:99:5: error: a runtime attribute failed"))
    #expect(text.summary.contains("error: Designables: ChatView: Build failed"))
    #expect(text.summary.contains("Chat.swift:1:5: error: cannot find 'thing1' in scope"))
    #expect(text.summary.contains("and 299 more errors"))
    #expect(
      text.summary.contains("ChatView: Build failed")
        && text.summary.contains("the same error as ChatCell"))
    #expect(text.summary.contains("error: Designables: Badge: Crashed in draw(_:) (SIGILL)"))
    #expect(text.summary.contains("Designables: Ring: Up to date"))
    #expect(!text.summary.contains("declared in two files"))
    #expect(!text.summary.contains("frame 10"))
    #expect(
      text.summary.contains(
        "note: not shown: 7 warnings, 1500 notes, 627 lines of errors and output; everything is in /cache/logs/Main.storyboard.log"
      ), "\(text.summary)")
  }

  @Test func theFullTextHasEverything() {
    let text = Self.bigFailure.terminalText()
    #expect(text.full.contains("'name1500' is declared in two files"))
    #expect(text.full.contains("Chat.swift:300:5: error: cannot find 'thing300' in scope"))
    #expect(text.full.contains("    frame 29"))
    #expect(text.full.contains("Main.storyboard:12:5: warning: unknown class C12"))
  }

  /// One class failing with one error: the summary prints the whole of it, and with a build
  /// of one designable, at most ~10 lines whatever the compiler said.
  @Test func aSmallReportIsPrintedWhole() {
    var report = RenderJob.Report()
    report.statuses["BrokenView"] = .buildFailed(diagnostics: [
      Diagnostic(
        .error, "cannot find 'x' in scope", id: "swiftc", at: Self.at("BrokenView.swift", 9))
    ])
    let text = report.terminalText(logPath: "/log")
    #expect(!text.isAbridged)
    #expect(text.summary == text.full)
    #expect(
      text.summary
        == "error: Designables: BrokenView: Build failed; drawn as its base class\nBrokenView.swift:9:5: error: cannot find 'x' in scope [swiftc]\n"
    )
  }

  /// A compiler's errors that reach the report outside any class's status (a build no class
  /// owns) are summarised as a status's are: the first, then how many more; and the errors of
  /// an extension that did not build are in the full text only, its warning in the summary.
  @Test func compilerErrorsOutsideAStatusAreGrouped() {
    var report = RenderJob.Report()
    report.diagnostics = (1...40).map {
      Diagnostic(
        .error, "cannot find 'helper\($0)' in scope", id: "designable-build",
        at: Self.at("Helpers.swift", $0))
    }
    report.diagnostics.append(
      Diagnostic(
        .warning, "runtime attributes setting 'shout' are not applied",
        id: "extension-build-failed", at: Self.at("UILabel+Shout.swift", 3)))
    report.extensionErrors["shout"] = (1...30).map {
      Diagnostic(
        .error, "cannot find 'loud\($0)' in scope", id: "designable-build",
        at: Self.at("UILabel+Shout.swift", $0))
    }
    report.statuses["Ring"] = .upToDate
    let text = report.terminalText(logPath: "/cache/logs/Main.storyboard.log")
    let lines = text.summary.split(separator: "\n")
    #expect(lines.count <= 10, "\(text.summary)")
    #expect(
      lines.prefix(2) == [
        "Helpers.swift:1:5: error: cannot find 'helper1' in scope [designable-build]",
        "    and 39 more compiler errors",
      ], "\(text.summary)")
    #expect(text.summary.contains("'shout' are not applied"))
    #expect(!text.summary.contains("loud1"))
    #expect(text.summary.contains("69 lines of errors and output"), "\(text.summary)")
    #expect(text.full.contains("Helpers.swift:40:5: error: cannot find 'helper40'"))
    #expect(text.full.contains("UILabel+Shout.swift:30:5: error: cannot find 'loud30'"))
  }
}
