import EaselAgentProcess
import EaselDiagnostics
import EaselInterface
import Foundation

/// Runs a built agent, and when user code crashes or hangs in it, blames the class whose
/// code was running, disables that class and runs the agent again, until the scene renders.
public struct AgentSupervisor: Sendable {
  public var executable: URL
  /// Seconds one stretch of a designable's code may run before the agent is killed; Easel's
  /// own work in the agent is not limited by it (`AgentDeadline`).
  public var timeout: Double
  /// Where the first run goes when set: the executable's kept agent (`AgentPool`) instead of
  /// a fresh process. The runs after a failure always start fresh processes.
  public var pool: AgentPool?

  public init(executable: URL, timeout: Double) {
    self.executable = executable
    self.timeout = timeout
  }

  /// What the runs came to.
  public struct Outcome: Sendable {
    public var statuses: [String: DesignableStatus] = [:]
    public var diagnostics: [Diagnostic] = []
    /// Scenes rendered, by id, to their output paths.
    public var rendered: [String: String] = [:]
    /// Scenes drawn from the view tree kept from an earlier request (`RenderRequest.live`).
    public var drewLive: Set<String> = []
    /// Scenes that failed for reasons other than user code, with the reason.
    public var failed: [String: String] = [:]
    /// The classes the final run knew.
    public var knownClasses: [String] = []
    /// What the user's code printed.
    public var userOutput = ""
    /// The report asked for by `RenderRequest.debugObjectID`.
    public var debug: ViewDebugReport?
    /// How many times the agent read and parsed the document (`RenderCache.documentsParsed`).
    public var documentsParsed = 0
    /// Seconds each class's own code ran in the run that finished, by phase
    /// (`UserCodePhase.rawValue`), summed over its objects; code of another designable
    /// nested inside it (a subview's `draw(_:)` during its layout) is not counted twice.
    public var userCodeSeconds: [String: [String: Double]] = [:]
    /// Classes not run at all: their code hung or crashed in this executable in an earlier
    /// run (`AgentPool.failures(of:)`), so they keep that status and are drawn as their
    /// UIKit class.
    public var notRunAgain: Set<String> = []
  }

  /// Renders `request`, retrying around failing classes. With a `pool`, a class whose code
  /// hung or crashed in this executable before is not run again: it keeps that status and is
  /// drawn as its UIKit class.
  public func run(_ request: RenderRequest, classes: Set<String>) throws -> Outcome {
    var outcome = Outcome()
    var request = request
    if let pool {
      for (name, status) in pool.failures(of: executable) where classes.contains(name) {
        outcome.statuses[name] = status
        outcome.notRunAgain.insert(name)
        request.disabledClasses.insert(name)
      }
    }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,output-to=stderr,sanitize=no,threads=crashed,limit=32"
    for attempt in 0...classes.count {
      let run: AgentRun
      if attempt == 0, let pool {
        run = pool.run(executable, request, timeout: timeout, environment: environment)
      } else {
        let agent = try RunningAgent(executable: executable, environment: environment)
        run = agent.run(request, timeout: timeout)
        agent.stop()
      }
      let events = run.events
      outcome.userOutput += run.userOutput.joined(separator: "\n")
      if run.finished {
        outcome.diagnostics += events.compactMap(\.diagnostic)
        for e in events {
          switch e.kind {
          case .rendered:
            guard let scene = e.sceneID, let path = e.path else { continue }
            outcome.rendered[scene] = path
            if e.live == true { outcome.drewLive.insert(scene) }
          case .failed: outcome.failed[e.sceneID ?? ""] = e.message ?? "failed"
          case .ready:
            outcome.knownClasses = e.classes ?? []
            if e.parsed == true { outcome.documentsParsed += 1 }
          case .debug:
            guard let json = e.message else { continue }
            outcome.debug = try? JSONDecoder().decode(ViewDebugReport.self, from: Data(json.utf8))
          default: continue
          }
        }
        outcome.userCodeSeconds = Self.userCodeSeconds(in: events)
        outcome.statuses = Self.statuses(
          after: outcome.diagnostics, of: classes, already: outcome.statuses)
        return outcome
      }
      guard let culprit = Self.openUserCode(in: events) else {
        throw AgentFailure(
          message: run.timedOut
            ? "the designables agent said nothing for \(Int(AgentDeadline.defaultSilence)) s "
              + "outside user code"
            : "the designables agent stopped outside user code (exit \(run.exitStatus))",
          output: run.stderr)
      }
      let status: DesignableStatus =
        run.timedOut
        ? .timedOut(phase: culprit.phase?.rawValue ?? "?", seconds: timeout)
        : .crashed(
          phase: culprit.phase?.rawValue ?? "?",
          signal: run.signal.map(signalName) ?? "exit status \(run.exitStatus)",
          backtrace: Self.trimmedBacktrace(run.stderr))
      let name = culprit.className ?? "?"
      outcome.statuses[name] = status
      request.disabledClasses.insert(name)
      pool?.remember(status, of: name, in: executable)
    }
    throw AgentFailure(message: "the designables agent kept failing", output: "")
  }

  /// The statuses of `classes` after a run that finished, from what it reported: a class
  /// with no `init(frame:)`, one whose initializer returned nil, one the agent does not hold;
  /// every other class the run did not fail is Up to date.
  static func statuses(
    after diagnostics: [Diagnostic], of classes: Set<String>,
    already: [String: DesignableStatus]
  ) -> [String: DesignableStatus] {
    var statuses = already
    // Interface Builder's agent makes designables with init(frame:) and dies of "use of
    // unimplemented initializer" without one; the agent here says so and draws the base
    // class, and the class is Crashed as it would be there, never Up to date.
    for d in diagnostics {
      guard let name = ObjectBuilder.classWithoutFrameInitializer(in: d, among: classes)
      else { continue }
      statuses[name] = .crashed(
        phase: "init(frame:)", signal: "use of unimplemented initializer", backtrace: d.message)
    }
    // One whose Objective-C `initWithFrame:` returned nil is not made there either.
    for d in diagnostics {
      guard let name = ObjectBuilder.classWhoseInitializerReturnedNil(in: d, among: classes)
      else { continue }
      statuses[name] = .crashed(
        phase: "init(frame:)", signal: "initializer returned nil", backtrace: d.message)
    }
    // One the agent does not hold was planned but never compiled into it: it was not
    // made, laid out or drawn, so it is never Up to date.
    for d in diagnostics {
      guard let name = ObjectBuilder.designableNotInAgent(in: d, among: classes),
        statuses[name] == nil
      else { continue }
      statuses[name] = .buildFailed(diagnostics: [Self.notInAgent(name, seen: d)])
    }
    for name in classes where statuses[name] == nil {
      statuses[name] = .upToDate
    }
    return statuses
  }

  /// The error for a designable the built agent does not hold, at the place that placed it.
  static func notInAgent(_ name: String, seen d: Diagnostic) -> Diagnostic {
    var error = Diagnostic(
      .error,
      "\(name) is not in the designables agent Easel built: no build Easel planned compiled "
        + "its file, so it was not made or drawn",
      id: "designable-not-in-agent")
    error.location = d.location
    return error
  }

  /// The seconds each class's code took, by phase: each `didRun`'s own time less the time
  /// of the user code nested in it.
  static func userCodeSeconds(in events: [AgentEvent]) -> [String: [String: Double]] {
    var out: [String: [String: Double]] = [:]
    // Per open `willRun`, the seconds of the user code that ran inside it.
    var nested: [Double] = []
    for e in events {
      switch e.kind {
      case .willRun: nested.append(0)
      case .didRun:
        let inner = nested.popLast() ?? 0
        guard let seconds = e.seconds, let name = e.className, let phase = e.phase else {
          continue
        }
        out[name, default: [:]][phase.rawValue, default: 0] += max(0, seconds - inner)
        if !nested.isEmpty { nested[nested.count - 1] += seconds }
      default: continue
      }
    }
    return out
  }

  /// The last `willRun` with no matching `didRun`: the user code that was running.
  static func openUserCode(in events: [AgentEvent]) -> AgentEvent? {
    var stack: [AgentEvent] = []
    for e in events {
      switch e.kind {
      case .willRun: stack.append(e)
      case .didRun:
        if let i = stack.lastIndex(where: { $0.className == e.className && $0.phase == e.phase }) {
          stack.remove(at: i)
        }
      default: continue
      }
    }
    return stack.last
  }

  /// The crash report: the runtime's message and the crashed thread's frames, without the
  /// register and image dumps, at most 24 lines.
  static func trimmedBacktrace(_ stderr: String) -> String {
    var kept: [Substring] = []
    for line in stderr.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("Registers:") || text.hasPrefix("Images") { break }
      if text.hasPrefix("***") && text.contains("Backtracing") { continue }
      if text.hasPrefix("Platform:") || text == "..." { continue }
      kept.append(line)
      if kept.count == 24 { break }
    }
    return kept.joined(separator: "\n")
  }
}

/// The agent failed in a way no user class explains.
public struct AgentFailure: Error, CustomStringConvertible {
  public var message: String
  public var output: String
  public var description: String { Severity.error.line(message) + "\n" + output }
}
