import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselLint

/// The `--designables` rules, each with a failing and a passing case; configuration applies
/// to them as to the document rules.
struct DesignableRulesTests {
  static let place = SourceLocation(file: "/p/App/Views/Card.swift", line: 4, column: 7)

  func findings(
    _ status: DesignableOutcome.Status, configuration: LintConfiguration = .init(base: URL(fileURLWithPath: "/p"))
  ) -> [LintFinding] {
    DesignableRules.findings(
      [DesignableOutcome(className: "Card", location: Self.place, status: status)],
      configuration: configuration)
  }

  @Test func buildFailed() {
    func error(_ message: String, _ line: Int, _ column: Int) -> Diagnostic {
      Diagnostic(
        .error, message, id: "designable-build",
        at: SourceLocation(file: "/p/App/Views/Card.swift", line: line, column: column))
    }
    let errors = [
      error("cannot find 'Theme' in scope", 9, 64),
      error("value of type 'Card' has no member 'x'", 12, 3), error("third", 13, 3),
    ]
    let found = findings(.buildFailed(errors: errors))
    #expect(found.count == 1)
    let d = try! #require(found.first?.diagnostic)
    #expect(d.id == "designable-build-failed" && d.severity == .error && d.location == Self.place)
    #expect(
      d.message
        == "@IBDesignable Card does not build, so Interface Builder draws it as its base class: "
        + "Card.swift:9:64: cannot find 'Theme' in scope; Card.swift:12:3: value of type 'Card' "
        + "has no member 'x' (and 1 more)")
    #expect(findings(.drawn(seconds: 0.01, phaseSeconds: [:])).isEmpty)
  }

  @Test func crashed() {
    let report = [
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      "*** Program crashed: Illegal instruction at 0x00007f2416b6df7f ***",
    ]
    let found = findings(.crashed(status: "Crashed in draw(_:) (SIGILL)", report: report))
    #expect(found.map(\.diagnostic.id) == ["designable-crashed"])
    #expect(
      found.first?.diagnostic.message
        == "@IBDesignable Card: Crashed in draw(_:) (SIGILL) when made and drawn at design time: "
        + "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range; Interface "
        + "Builder draws it as its base class")
    #expect(findings(.drawn(seconds: 0.199, phaseSeconds: [:])).isEmpty)
  }

  @Test func timedOut() {
    let found = findings(.timedOut(status: "Timed out in layoutSubviews() after 20.0 s"))
    #expect(found.map(\.diagnostic.id) == ["designable-timed-out"])
    #expect(found.first?.diagnostic.severity == .error)
    #expect(found.first?.diagnostic.message.contains("Timed out in layoutSubviews()") == true)
  }

  @Test func slowPassesAtTheBudgetAndWarnsOverIt() {
    #expect(findings(.drawn(seconds: 0.2, phaseSeconds: ["draw(_:)": 0.2])).isEmpty)
    let found = findings(
      .drawn(
        seconds: 0.3126,
        phaseSeconds: ["draw(_:)": 0.25, "init(frame:)": 0.0625, "layoutSubviews()": 0.0001]))
    #expect(found.map(\.diagnostic.id) == ["designable-slow"])
    #expect(found.first?.diagnostic.severity == .warning)
    // The phases slowest first; those under half a millisecond left out.
    #expect(
      found.first?.diagnostic.message
        == "@IBDesignable Card took 313 ms to make and draw (draw(_:) 250 ms, init(frame:) 63 ms), "
        + "over Interface Builder's 200 ms budget: the canvas stalls on it")
  }

  @Test func theConfigurationDisablesScopesAndRetunesThem() throws {
    let folder = try TestPaths.temporaryFolder("easel-lint-designables")
    let url = folder.appendingPathComponent(LintConfiguration.fileName)
    try Data(
      #"{"disabled": ["designable-crashed"], "severity": {"designable-slow": "error"}, "rules": {"designable-timed-out": {"excluded": ["Legacy/**"]}}}"#
        .utf8
    ).write(to: url)
    let c = try LintConfiguration(contentsOf: url)
    let slow = DesignableOutcome(
      className: "A", location: SourceLocation(file: folder.path + "/App/A.swift", line: 1, column: 1),
      status: .drawn(seconds: 1, phaseSeconds: [:]))
    let crash = DesignableOutcome(
      className: "B", location: SourceLocation(file: folder.path + "/App/B.swift", line: 1, column: 1),
      status: .crashed(status: "Crashed in init(frame:) (SIGSEGV)", report: []))
    let oldHang = DesignableOutcome(
      className: "C",
      location: SourceLocation(file: folder.path + "/Legacy/C.swift", line: 1, column: 1),
      status: .timedOut(status: "Timed out in draw(_:) after 20.0 s"))
    let found = DesignableRules.findings([slow, crash, oldHang], configuration: c)
    #expect(found.map(\.diagnostic.id) == ["designable-slow"])
    #expect(found.first?.diagnostic.severity == .error)
  }

  @Test func theCensusCountsEachOutcome() {
    let outcomes: [DesignableOutcome.Status] = [
      .drawn(seconds: 0.01, phaseSeconds: [:]), .drawn(seconds: 0.5, phaseSeconds: [:]),
      .buildFailed(errors: []), .crashed(status: "", report: []), .timedOut(status: ""),
    ]
    let census = DesignablesCensus(
      outcomes.map { DesignableOutcome(className: "X", location: Self.place, status: $0) })
    #expect(
      census.summary
        == "5 designables: 1 up to date, 1 slow, 1 build failed, 1 crashed, 1 timed out")
  }

  @Test func theRulesAreListedWithTheDocumentRules() {
    let ids = LintRules.infos.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in DesignableRules.all { #expect(LintRules.info(withID: rule.id) == rule) }
  }
}
