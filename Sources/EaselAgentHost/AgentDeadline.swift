import EaselAgentProcess

/// When an agent run has gone on too long: the timeout limits user code, not Easel.
///
/// The agent says `willRun` before a designable's code runs and `didRun` after it
/// (`AgentEvent`). While such code is open, the run may go on for `timeout` seconds from the
/// outermost open `willRun`: a designable that hangs is stopped and blamed. Outside user code
/// the agent does Easel's own work — starting, loading fonts, parsing the document, laying
/// out and drawing scene after scene — whose length depends on the document and on how
/// loaded the machine is, not on the user's code: the timeout does not apply to it (a render
/// of fourteen scenes on a busy machine must not be called a crash). Only an agent that says
/// nothing at all for `silence` seconds outside user code is taken to be stuck.
///
/// Times are the caller's (nanoseconds of a monotonic clock), so that tests give their own.
struct AgentDeadline {
  /// Seconds one stretch of user code may run.
  let timeout: Double
  /// Seconds the agent may go without an event outside user code.
  let silence: Double
  /// How many `willRun`s are open.
  private var open = 0
  /// When the outermost open `willRun` was heard.
  private var userCodeStart: UInt64 = 0
  /// When the last event was heard (or the request sent).
  private var lastHeard: UInt64
  /// Until when a crash the agent is reporting may go on (0: none is).
  private var reportingUntil: UInt64 = 0

  /// Seconds a crashing agent is given to finish reporting its crash: the runtime's
  /// backtracer symbolicates before the process ends, which takes seconds, and longer on a
  /// loaded machine; its class crashed, whatever the time it took.
  static let crashReportSeconds: Double = 120

  /// Seconds an agent may say nothing outside user code before it is taken to be stuck.
  static let defaultSilence: Double = 600

  /// A deadline for a request sent at `start`.
  init(timeout: Double, silence: Double = defaultSilence, start: UInt64) {
    self.timeout = timeout
    self.silence = max(silence, timeout)
    lastHeard = start
  }

  /// Whether user code is running: a `willRun` heard without its `didRun`.
  var inUserCode: Bool { open > 0 }

  /// Takes an event heard at `now`.
  mutating func heard(_ event: AgentEvent, at now: UInt64) {
    lastHeard = now
    switch event.kind {
    case .willRun:
      if open == 0 { userCodeStart = now }
      open += 1
    case .didRun: open = max(0, open - 1)
    default: break
    }
  }

  /// The time the run ends at if nothing more is heard.
  var deadline: UInt64 {
    max(
      reportingUntil,
      inUserCode
        ? userCodeStart + Self.nanoseconds(timeout) : lastHeard + Self.nanoseconds(silence))
  }

  /// Whether a crash report is being waited for.
  var isWaitingForCrashReport: Bool { reportingUntil != 0 }

  /// Takes that the agent began reporting a crash (`isCrashReport`) at `now`: the run ends
  /// when the agent does, or `crashReportSeconds` after now.
  mutating func crashReported(at now: UInt64) {
    reportingUntil = now + Self.nanoseconds(Self.crashReportSeconds)
  }

  /// Whether `stderr`, what the agent wrote since the request, is the Swift runtime's report
  /// of a crash under way (a fatal error's message, or the backtracer's banner).
  static func isCrashReport(_ stderr: some StringProtocol) -> Bool {
    stderr.contains("Fatal error:") || stderr.contains("*** Program crashed:")
      || stderr.contains("*** Signal ")
  }

  /// Whether the run has gone on too long at `now`.
  func hasPassed(at now: UInt64) -> Bool { now >= deadline }

  private static func nanoseconds(_ seconds: Double) -> UInt64 {
    UInt64(max(0, min(seconds, 1e9)) * 1e9)
  }
}
