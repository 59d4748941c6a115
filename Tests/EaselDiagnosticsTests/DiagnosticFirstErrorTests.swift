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

/// A failure's diagnostics lead with the first error of a given file.
@Suite struct DiagnosticFirstErrorInFileTests {
  static func error(_ file: String?) -> Diagnostic {
    Diagnostic(
      .error, "cannot find 'x' in scope", id: "swiftc",
      at: file.map { SourceLocation(file: $0, line: 1, column: 1) })
  }

  @Test func theFilesFirstErrorAndItsNotesLead() {
    let other = Self.error("/p/Other.swift")
    let own = Self.error("/p/Own.swift")
    let note = DiagnosticFirstErrorTests.errorNote
    let ordered = [other, DiagnosticFirstErrorTests.warning, own, note, Self.error("/p/Own.swift")]
      .leadingWithFirstError(in: "/p/Own.swift")
    #expect(ordered == [own, note, other, DiagnosticFirstErrorTests.warning, Self.error("/p/Own.swift")])
    // A relative path matches the end of a diagnostic's path, on a path component.
    #expect([other, own].leadingWithFirstError(in: "Own.swift") == [own, other])
    #expect([other, Self.error("/p/NotOwn.swift")].leadingWithFirstError(in: "Own.swift")
      == [other, Self.error("/p/NotOwn.swift")])
    // Only an error whose message passes the test leads.
    let annotated = Diagnostic(
      .error, "cannot find 'y' in scope (the file imports Pod)", id: "swiftc",
      at: SourceLocation(file: "/p/Own.swift", line: 2, column: 1))
    #expect(
      [other, own, annotated].leadingWithFirstError(in: "/p/Own.swift") { $0.contains("imports") }
        == [annotated, other, own])
    // No error of that file, or one already first: unchanged.
    #expect([other, Self.error(nil)].leadingWithFirstError(in: "/p/Own.swift") == [other, Self.error(nil)])
    #expect([own, other].leadingWithFirstError(in: "/p/Own.swift") == [own, other])
  }
}
