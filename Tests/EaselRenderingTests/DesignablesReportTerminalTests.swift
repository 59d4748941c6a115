import EaselAgentHost
import EaselDiagnostics
import Foundation
import Testing

@testable import EaselRendering

/// What `easel designables` prints: each class's status and first error at a glance,
/// everything with `--verbose` or in the log file the abridged text names.
@Suite("A designables report on the terminal")
struct DesignablesReportTerminalTests {
  static func entry(_ name: String, _ outcome: DesignableStatus) -> DesignablesJob.Entry {
    DesignablesJob.Entry(
      class: name, module: "App", file: "/p/\(name).swift", line: 3, column: 7, outcome: outcome,
      files: [])
  }

  static func error(_ file: String, _ line: Int, _ message: String) -> Diagnostic {
    Diagnostic(
      .error, message, id: "designable-build",
      at: SourceLocation(file: file, line: line, column: 9))
  }

  /// Like a real app whose pods are not checked in: two classes stopped by the same file,
  /// each with hundreds of errors, one with its own; notes about names declared twice.
  static var report: DesignablesJob.Report {
    var report = DesignablesJob.Report(root: "/p")
    report.notes = ["warning: target 'App' links Pods_App.framework [project-missing-dependency]"]
    report.notes += (1...40).map {
      "note: 'name\($0)' is declared in several files [slice-duplicate]"
    }
    let shared = (1...300).map { error("/p/Store.swift", $0, "cannot find type 'Key\($0)'") }
    report.designables = [
      entry("GoodView", .upToDate),
      entry("LabelView", .buildFailed(diagnostics: shared)),
      entry("ButtonView", .buildFailed(diagnostics: shared + [error("/p/B.swift", 1, "own")])),
      entry(
        "OtherView",
        .buildFailed(diagnostics: [
          error("/p/OtherView.swift", 4, "cannot find 'x' in scope"),
          Diagnostic(
            .note, "'x' declared here", id: "designable-build",
            at: SourceLocation(file: "/p/X.swift", line: 1, column: 1)),
        ])),
    ]
    report.summary.total = 4
    report.summary.upToDate = 1
    report.summary.buildFailed = 3
    return report
  }

  @Test func eachClassShowsItsStatusAndFirstErrorAndHowManyMore() {
    let text = Self.report.terminalText(logPath: "/cache/logs/designables-p.log")
    #expect(text.isAbridged)
    let lines = text.summary.split(separator: "\n").map(String.init)
    #expect(lines.count < 20, "\(text.summary)")
    #expect(lines.contains { $0.hasPrefix("GoodView ") && $0.contains("Up to date") })
    #expect(text.summary.contains("/p/Store.swift:1:9: error: cannot find type 'Key1'"))
    #expect(text.summary.contains("and 299 more errors\n"), "\(text.summary)")
    #expect(text.summary.contains("    the same error as LabelView\n"), "\(text.summary)")
    #expect(text.summary.contains("OtherView.swift:4:9: error: cannot find 'x' in scope"))
    #expect(text.summary.contains("and 0 more errors, 1 other line\n"), "\(text.summary)")
    // The project's warning is shown, its notes counted, and the log named.
    #expect(text.summary.contains("links Pods_App.framework"))
    #expect(text.summary.contains("name3'"))
    #expect(!text.summary.contains("name4'"))
    #expect(text.summary.contains("not shown: 37 notes, "), "\(text.summary)")
    #expect(text.summary.contains("everything is in /cache/logs/designables-p.log"))
    // The summary line stays last.
    #expect(lines.last == "4 designables: 1 up to date, 3 build failed, 0 crashed, 0 timed out")
  }

  @Test func theFullTextHasEveryLine() {
    let text = Self.report.terminalText()
    #expect(text.full.contains("Key300'"))
    #expect(text.full.contains("/p/B.swift:1:9: error: own"))
    #expect(text.full.contains("name40'"))
    #expect(text.summary.contains("run again with --verbose to see everything"))
    #expect(
      text.full.hasSuffix("4 designables: 1 up to date, 3 build failed, 0 crashed, 0 timed out\n"))
  }

  @Test func aShortReportIsNotAbridged() {
    var report = DesignablesJob.Report(root: "/p")
    report.designables = [
      Self.entry(
        "OtherView", .buildFailed(diagnostics: [Self.error("/p/O.swift", 4, "cannot find 'x'")]))
    ]
    report.summary.total = 1
    report.summary.buildFailed = 1
    let text = report.terminalText(logPath: "/log")
    #expect(!text.isAbridged, "\(text.summary)")
  }
}

/// `missingAPI` names what Easel lacks, never the project's own names or a missing pod's.
@Suite struct DesignablesMissingAPITests {
  static func error(_ message: String) -> Diagnostic {
    Diagnostic(.error, message, id: "designable-build")
  }

  @Test func aGapOfEaselsIsListed() {
    let found = DesignablesJob.missingAPI(
      in: [
        Self.error("value of type 'UIView' has no member 'focusGroupIdentifier'"),
        Self.error("no such module 'AudioToolbox'"),
        Self.error("cannot infer contextual base in reference to member 'valueChanged'"),
      ], projectNames: ["Theme"])
    #expect(
      found == ["UIView.focusGroupIdentifier", "module AudioToolbox", ".valueChanged"])
  }

  @Test func theProjectsOwnNamesAndAMissingPodsAreNot() {
    let found = DesignablesJob.missingAPI(
      in: [
        Self.error("cannot find type 'ThemeManager' in scope"),
        Self.error("value of type 'Theme' has no member 'accent'"),
        Self.error("value of type 'UIColor' has no member 'brand'"),
        Self.error(
          "cannot find type 'HDKeyPair' in scope (the file imports pcwf, which the designables "
            + "build cannot provide; its import is left out)"),
        // The echo of a name not found: its context is unknown, nothing is missing.
        Self.error("cannot infer contextual base in reference to member 'scaleAspectFit'"),
      ], projectNames: ["ThemeManager", "Theme", "brand"])
    #expect(found.isEmpty, "\(found)")
  }
}
