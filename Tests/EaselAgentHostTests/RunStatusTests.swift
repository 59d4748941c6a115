import EaselDiagnostics
import Testing

@testable import EaselAgentHost
@testable import EaselInterface

/// A designables run's statuses, from what the agent reported while it made the scene.
struct RunStatusTests {
  func unknownClass(_ name: String) -> Diagnostic {
    Diagnostic(
      .warning, ObjectBuilder.unknownClassPrefix(name) + "; drawn as UIView",
      id: ObjectBuilder.unknownClassRule, at: SourceLocation(file: "Main.storyboard", line: 12, column: 5))
  }

  @Test func aDesignableTheAgentDoesNotHoldIsNeverUpToDate() {
    let statuses = AgentSupervisor.statuses(
      after: [unknownClass("CardView")], of: ["CardView", "RingView"], already: [:])
    #expect(statuses["RingView"] == .upToDate)
    guard case .buildFailed(let diagnostics) = statuses["CardView"] else {
      Issue.record("CardView is \(String(describing: statuses["CardView"]))")
      return
    }
    #expect(diagnostics.first?.id == "designable-not-in-agent")
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.location?.line == 12)
    #expect(diagnostics.first?.message.contains("CardView is not in the designables agent") == true)
  }

  @Test func aStatusTheRunGaveIsKeptAndOtherClassesNamesDoNotMatch() {
    let crashed = DesignableStatus.crashed(phase: "draw(_:)", signal: "SIGILL", backtrace: "")
    let statuses = AgentSupervisor.statuses(
      after: [unknownClass("CardView"), unknownClass("CardViewCell")],
      of: ["CardView", "Card"], already: ["CardView": crashed])
    #expect(statuses["CardView"] == crashed)
    #expect(statuses["Card"] == .upToDate)
  }
}
