import EaselDiagnostics
import Testing

/// `Severity.line(_:at:)`: the one writer of `error: `, `warning: `, `note: ` and the
/// located form before them.
struct SeverityLineTests {
  @Test func aLineWithoutAPlaceIsSeverityAndMessage() {
    #expect(Severity.error.line("no such file: a.xib") == "error: no such file: a.xib")
    #expect(Severity.warning.line("unchanged") == "warning: unchanged")
    #expect(Severity.note.line("not shown: 2 notes") == "note: not shown: 2 notes")
  }

  @Test func aPlaceComesFirst() {
    #expect(
      Severity.error.line("no scene 'x'", at: "Main.storyboard")
        == "Main.storyboard: error: no scene 'x'")
    let location = EaselDiagnostics.SourceLocation(file: "A.swift", line: 3, column: 7)
    #expect(Severity.note.line("engine miss", at: location) == "A.swift:3:7: note: engine miss")
    #expect(Severity.error.line("x", at: nil as EaselDiagnostics.SourceLocation?) == "error: x")
  }

  @Test func diagnosticsAndLocatedErrorsAreWrittenAlike() {
    let location = EaselDiagnostics.SourceLocation(file: "A.swift", line: 3, column: 7)
    let d = Diagnostic(.warning, "stale key", id: "runtime-attribute-stale", at: location)
    #expect(d.description == "A.swift:3:7: warning: stale key [runtime-attribute-stale]")
    #expect(Diagnostic(.error, "m", id: "i").description == "error: m [i]")
  }
}
