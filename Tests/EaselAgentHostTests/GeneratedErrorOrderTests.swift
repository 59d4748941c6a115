import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentHost

/// A failed build's errors in the user's code come before those in the code Easel generated,
/// each with its notes: the compiler reports its files in whichever order its jobs finish,
/// and the generated code fails because of a user declaration (AhmedKhattak/GradientTest's
/// `TestView`, spent: "ambiguous use of 'anchorPoint'" in the generated key-value coding
/// came first, "overriding declaration requires an 'override' keyword" second).
struct GeneratedErrorOrderTests {
  static let file = "/p/TestView.swift"

  static func at(_ line: Int, _ column: Int) -> EaselDiagnostics.SourceLocation {
    EaselDiagnostics.SourceLocation(file: file, line: line, column: column)
  }

  @Test func theUsersErrorsComeFirst() {
    let ambiguous = "ambiguous use of 'anchorPoint' (in the key-value coding Easel generated for it)"
    let compiled: [Diagnostic] = [
      Diagnostic(.error, ambiguous, id: "designable-build", at: Self.at(22, 1)),
      Diagnostic(.note, "found this candidate", id: "designable-build", at: Self.at(22, 24)),
      Diagnostic(.error, ambiguous, id: "designable-build", at: Self.at(22, 1)),
      Diagnostic(
        .error, "overriding declaration requires an 'override' keyword", id: "designable-build",
        at: Self.at(22, 24)),
      Diagnostic(.note, "overridden declaration is here", id: "designable-build"),
    ]
    let ordered = AgentBuilder.userErrorsFirst(compiled, generated: [0, 2])
    #expect(ordered.map(\.message) == [
      "overriding declaration requires an 'override' keyword", "overridden declaration is here",
      ambiguous, "found this candidate", ambiguous,
    ])
    // Only generated errors, or none: the order stays.
    #expect(AgentBuilder.userErrorsFirst(Array(compiled.prefix(3)), generated: [0, 2]).map(\.message)
      == compiled.prefix(3).map(\.message))
    #expect(AgentBuilder.userErrorsFirst(compiled, generated: []).map(\.message)
      == compiled.map(\.message))
  }
}
