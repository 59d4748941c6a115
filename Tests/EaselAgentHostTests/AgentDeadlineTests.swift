import EaselAgentProcess
import EaselInterface
import Foundation
import Testing

@testable import EaselAgentHost

/// The agent's timeout limits a designable's code, not Easel's own work nor the machine's
/// load (`AgentDeadline`): a slow start or many scenes are waited for, a hang in user code
/// is stopped and blamed.
struct AgentDeadlineTests {
  static let second: UInt64 = 1_000_000_000

  func event(_ kind: AgentEvent.Kind, _ name: String = "Card") -> AgentEvent {
    var e = AgentEvent(kind)
    e.className = name
    e.phase = .draw
    return e
  }

  @Test func easelsOwnWorkIsNotTimed() {
    // A 20 s timeout; the agent takes 90 s to start and draws scenes for minutes, a
    // designable's code taking a second at a time.
    var deadline = AgentDeadline(timeout: 20, start: 0)
    #expect(!deadline.hasPassed(at: 90 * Self.second))
    var t = 90 * Self.second
    for _ in 0..<14 {
      deadline.heard(event(.willRun), at: t)
      t += Self.second
      deadline.heard(event(.didRun), at: t)
      t += 30 * Self.second
      #expect(!deadline.hasPassed(at: t))
    }
  }

  @Test func userCodeIsTimedFromItsOutermostWillRun() {
    var deadline = AgentDeadline(timeout: 20, start: 0)
    deadline.heard(event(.willRun, "Card"), at: 100 * Self.second)
    deadline.heard(event(.willRun, "Badge"), at: 110 * Self.second)
    deadline.heard(event(.didRun, "Badge"), at: 111 * Self.second)
    #expect(deadline.inUserCode)
    #expect(!deadline.hasPassed(at: 119 * Self.second))
    #expect(deadline.hasPassed(at: 120 * Self.second))
  }

  @Test func anAgentSilentOutsideUserCodeForLongIsStuck() {
    var deadline = AgentDeadline(timeout: 20, silence: 600, start: 0)
    deadline.heard(AgentEvent(.ready), at: 5 * Self.second)
    #expect(!deadline.hasPassed(at: 604 * Self.second))
    #expect(deadline.hasPassed(at: 605 * Self.second))
  }

  /// An executable answering a request as `body` says (after reading it).
  func fakeAgent(_ body: String) throws -> (URL, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-deadline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("agent")
    try Data("#!/bin/sh\nread request\n\(body)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return (folder, script)
  }

  static func line(_ json: String) -> String { "printf '\\001EASEL \(json)\\n'" }

  @Test func aSlowAgentStartIsNoCrash() throws {
    // The agent takes 2 s before it says anything; the timeout is a quarter of that.
    let (folder, script) = try fakeAgent(
      [
        "sleep 2", Self.line(#"{"kind":"ready"}"#),
        Self.line(#"{"className":"Card","kind":"willRun","phase":"draw(_:)"}"#),
        Self.line(#"{"className":"Card","kind":"didRun","phase":"draw(_:)"}"#),
        Self.line(#"{"kind":"finished"}"#),
      ].joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let supervisor = AgentSupervisor(executable: script, timeout: 0.5)
    let outcome = try supervisor.run(RenderRequest(document: "Main.storyboard"), classes: ["Card"])
    #expect(outcome.statuses == ["Card": .upToDate])
  }

  @Test func aHangInUserCodeIsStoppedAndBlamed() throws {
    let (folder, script) = try fakeAgent(
      [
        Self.line(#"{"kind":"ready"}"#),
        Self.line(#"{"className":"Card","kind":"willRun","phase":"draw(_:)"}"#),
        "exec sleep 60",
      ].joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let agent = try RunningAgent(
      executable: script, environment: ProcessInfo.processInfo.environment)
    let start = Date()
    let run = agent.run(RenderRequest(document: "Main.storyboard"), timeout: 0.5)
    agent.stop()
    #expect(run.timedOut && !run.finished)
    #expect(Date().timeIntervalSince(start) < 30, "stopped at the timeout, not the hang's end")
    #expect(AgentSupervisor.openUserCode(in: run.events)?.className == "Card")
  }

  /// A crash whose report takes longer than the timeout (the backtracer symbolicating on a
  /// loaded machine) is a crash, not a hang.
  @Test func aCrashSlowToReportIsACrash() throws {
    let (folder, script) = try fakeAgent(
      [
        Self.line(#"{"kind":"ready"}"#),
        Self.line(#"{"className":"Card","kind":"willRun","phase":"draw(_:)"}"#),
        "echo 'Fatal error: Index out of range' >&2", "sleep 2",
        "echo '*** Program crashed: System trap at 0x0000' >&2", "kill -TRAP $$",
      ].joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let agent = try RunningAgent(
      executable: script, environment: ProcessInfo.processInfo.environment)
    let run = agent.run(RenderRequest(document: "Main.storyboard"), timeout: 0.5)
    agent.stop()
    #expect(!run.timedOut && !run.finished)
    #expect(run.signal == SIGTRAP)
    #expect(run.stderr.contains("Index out of range"))
    #expect(AgentSupervisor.openUserCode(in: run.events)?.className == "Card")
  }

  @Test func whatStartsACrashReport() {
    #expect(AgentDeadline.isCrashReport("Fatal error: Unexpectedly found nil\n"))
    #expect(AgentDeadline.isCrashReport("\n*** Signal 11: Backtracing from 0x1..."))
    #expect(!AgentDeadline.isCrashReport("note: RingView uses CALayer.compositingFilter"))
    var deadline = AgentDeadline(timeout: 20, start: 0)
    deadline.heard(event(.willRun), at: 0)
    #expect(deadline.hasPassed(at: 21 * Self.second))
    deadline.crashReported(at: 21 * Self.second)
    #expect(!deadline.hasPassed(at: 100 * Self.second))
    #expect(deadline.hasPassed(at: 142 * Self.second))
  }
}
