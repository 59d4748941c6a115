import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentProcess

/// The agent's event lines.
struct AgentProtocolTests {
  @Test func eventsRoundTripAndUserPrintsAreNotEvents() throws {
    var e = AgentEvent(.willRun)
    e.className = "Rainbow"
    e.objectID = "Rbw-1a-x7K"
    e.phase = .draw
    let line = e.encodedLine()
    #expect(AgentEvent.parse(line: Substring(line)) == e)
    #expect(AgentEvent.parse(line: "drawing rainbow") == nil)
    #expect(AgentEvent.parse(line: "EASEL {}") == nil)
  }

  @Test func diagnosticsTravelWithTheirLocation() throws {
    let d = Diagnostic(
      .warning, "no image named 'x'", id: "unknown-image",
      at: SourceLocation(file: "/a/Main.storyboard", line: 12, column: 9), objectID: "abc")
    let event = try #require(AgentEvent.parse(line: Substring(AgentEvent(d).encodedLine())))
    #expect(event.diagnostic == d)
  }
}
