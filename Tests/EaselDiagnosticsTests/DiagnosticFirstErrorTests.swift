import EaselDiagnostics
import Testing

/// A failure's diagnostics lead with their first error.
@Suite struct DiagnosticFirstErrorTests {
  static let declarer = Diagnostic(
    .note, "'bundle' is declared in Bundle+Alamofire.swift too; that file is left out",
    id: "slice-unbuildable-declarer")
  static let warning = Diagnostic(.warning, "'foo' is deprecated", id: "swiftc")
  static let error = Diagnostic(.error, "value of type 'Bundle' has no member 'bundle'", id: "swiftc")
  static let errorNote = Diagnostic(.note, "did you mean 'bundleURL'?", id: "swiftc")
  static let second = Diagnostic(.error, "cannot find 'x' in scope", id: "swiftc")

  @Test func notesBeforeTheFirstErrorFollowItAndItsOwnNotes() {
    let ordered = [Self.declarer, Self.warning, Self.error, Self.errorNote, Self.second]
      .leadingWithFirstError
    #expect(ordered == [Self.error, Self.errorNote, Self.declarer, Self.warning, Self.second])
  }

  @Test func anErrorThatLeadsOrNoErrorLeavesTheOrder() {
    let leading = [Self.error, Self.declarer, Self.second]
    #expect(leading.leadingWithFirstError == leading)
    let notes = [Self.declarer, Self.warning]
    #expect(notes.leadingWithFirstError == notes)
    #expect([Diagnostic]().leadingWithFirstError.isEmpty)
  }
}
