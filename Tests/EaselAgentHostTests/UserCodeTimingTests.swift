import EaselAgentProcess
import EaselInterface
import Testing

@testable import EaselAgentHost

/// The seconds each class's own code took, from the agent's `willRun`/`didRun` events.
struct UserCodeTimingTests {
  func event(
    _ kind: AgentEvent.Kind, _ name: String, _ phase: UserCodePhase, _ seconds: Double? = nil
  ) -> AgentEvent {
    var e = AgentEvent(kind)
    e.className = name
    e.phase = phase
    e.seconds = seconds
    return e
  }

  @Test func phasesAreSummedAndNestedCodeIsCountedOnce() {
    let events = [
      event(.willRun, "Card", .initializeWithFrame),
      event(.didRun, "Card", .initializeWithFrame, 0.01),
      // Card's layout runs Badge's draw inside it: 0.25 s in all, 0.2 s of it Badge's.
      event(.willRun, "Card", .layoutSubviews),
      event(.willRun, "Badge", .draw), event(.didRun, "Badge", .draw, 0.2),
      event(.didRun, "Card", .layoutSubviews, 0.25),
      event(.willRun, "Card", .draw), event(.didRun, "Card", .draw, 0.1),
      // A second Card object adds to the same phase.
      event(.willRun, "Card", .draw), event(.didRun, "Card", .draw, 0.05),
      AgentEvent(.finished),
    ]
    let seconds = AgentSupervisor.userCodeSeconds(in: events)
    let card = seconds["Card"] ?? [:]
    #expect(abs((card["init(frame:)"] ?? 0) - 0.01) < 1e-9)
    #expect(abs((card["layoutSubviews()"] ?? 0) - 0.05) < 1e-9)
    #expect(abs((card["draw(_:)"] ?? 0) - 0.15) < 1e-9)
    #expect(abs((seconds["Badge"]?["draw(_:)"] ?? 0) - 0.2) < 1e-9)
  }

  @Test func eventsWithoutTimesCountNothing() {
    let events = [event(.willRun, "Old", .draw), event(.didRun, "Old", .draw)]
    #expect(AgentSupervisor.userCodeSeconds(in: events).isEmpty)
  }
}
