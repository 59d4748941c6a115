import EaselAgentProcess
import EaselInterface
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Designables agents kept running between renders (`agent --serve`), one per built
/// executable, for a long-running host such as `easel serve`: a render then costs a request
/// line on the agent's standard input instead of starting a process, loading the program and
/// setting up fonts.
///
/// Design note. A kept agent answers each request with the same events a fresh one writes.
/// When it dies or stops answering, its events so far are handed to `AgentSupervisor` as the
/// first of its runs — the open `willRun` names the class to blame, as with a fresh process —
/// and the pool forgets it; the supervisor's further runs use fresh processes, and the next
/// render starts a new kept agent. The few most recent executables are kept (a saved source
/// makes a new one); the others are ended.
///
/// A class whose code hung or crashed in an executable is remembered with its status
/// (`failures(of:)`): the supervisor does not run it again in that executable, so a hang
/// costs one timeout, not one per render. A changed source makes a new executable, which
/// runs the class again; the host forgets a class when its attributes change (`forget`).
public final class AgentPool: @unchecked Sendable {
  private let lock = NSLock()
  private var agents: [String: RunningAgent] = [:]
  private var recent: [String] = []
  /// The executables whose kept agent is answering a request.
  private var busy: Set<String> = []
  /// Per executable, the classes whose code hung or crashed in it, with that status.
  private var failed: [String: [String: DesignableStatus]] = [:]
  /// How many agent runs ended in a timeout (for tests: a hanging class costs one).
  public private(set) var timeouts = 0
  /// How many executables' agents are kept at once.
  public var capacity = 3
  private var started = 0

  public init() {
    // A write to an agent that just died must fail with EPIPE, not end the host.
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    for agent in agents.values { agent.stop() }
  }

  /// Runs `request` on the kept agent of `executable` (started when there is none): the
  /// run, as a fresh agent's would be. A kept agent answers one request at a time; while it
  /// answers another render's (one whose user code may be hanging until the timeout), this
  /// request is answered by a process of its own, so that renders on other threads never
  /// wait for each other's agent.
  func run(
    _ executable: URL, _ request: RenderRequest, timeout: Double, environment: [String: String]
  ) -> AgentRun {
    lock.lock()
    let key = executable.path
    if busy.contains(key) {
      started += 1
      lock.unlock()
      guard let fresh = try? RunningAgent(executable: executable, environment: environment) else {
        return AgentRun(notStarted: "the designables agent could not be started")
      }
      defer { fresh.stop() }
      return fresh.run(request, timeout: timeout)
    }
    var agent = agents[key]
    if agent == nil || agent?.isRunning == false {
      agent?.stop()
      agent = try? RunningAgent(executable: executable, environment: environment)
      agents[key] = agent
      started += 1
    }
    recent.removeAll { $0 == key }
    recent.append(key)
    while recent.count > capacity {
      let old = recent.removeFirst()
      // An agent answering a request is stopped when its run ends (below).
      if let ended = agents.removeValue(forKey: old), !busy.contains(old) { ended.stop() }
    }
    guard let agent else {
      lock.unlock()
      return AgentRun(notStarted: "the designables agent could not be started")
    }
    busy.insert(key)
    lock.unlock()
    let run = agent.run(request, timeout: timeout)
    lock.lock()
    defer { lock.unlock() }
    busy.remove(key)
    if !run.finished || agents[key] !== agent {
      agent.stop()
      if agents[key] === agent { agents[key] = nil }
    }
    return run
  }

  /// The classes whose code hung or crashed in `executable`, with their status.
  public func failures(of executable: URL) -> [String: DesignableStatus] {
    lock.lock()
    defer { lock.unlock() }
    return failed[executable.path] ?? [:]
  }

  /// Remembers that class `name`'s code hung or crashed in `executable`.
  func remember(_ status: DesignableStatus, of name: String, in executable: URL) {
    lock.lock()
    defer { lock.unlock() }
    failed[executable.path, default: [:]][name] = status
    if case .timedOut = status { timeouts += 1 }
  }

  /// Forgets the failures of the classes `names` (their attributes changed: they may run
  /// now), in every executable; every class's when `names` is nil.
  public func forget(_ names: Set<String>?) {
    lock.lock()
    defer { lock.unlock() }
    guard let names else {
      failed = [:]
      return
    }
    for key in failed.keys {
      // By the name the document writes, or qualified by its module.
      failed[key] = failed[key]?.filter { entry in
        !names.contains { entry.key == $0 || entry.key.hasSuffix("." + $0) }
      }
    }
  }

  /// How many agent processes the pool has started: kept ones, and those started for a
  /// request while the kept one was busy. A new process keeps no view tree, so its first
  /// frame is drawn fresh (for tests: a kept agent ended between requests by something
  /// else, the kernel's out-of-memory killer on a loaded machine, say).
  public var startedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return started
  }

  /// How many agents are running (for tests).
  public var runningCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return agents.values.filter(\.isRunning).count
  }
}

/// What one request to an agent came to: its events, parsed once as they were read, what
/// the user's code printed, and how the agent ended if it did not answer in full.
struct AgentRun {
  var events: [AgentEvent] = []
  /// The lines of standard output that were not events: the user's own prints.
  var userOutput: [Substring] = []
  /// Whether the agent answered in full (`finished`).
  var finished = false
  var timedOut = false
  /// The signal that ended the agent, if one did.
  var signal: Int32?
  var exitStatus: Int32 = 0
  /// What the agent wrote to standard error during the request, when it did not finish.
  var stderr = ""

  init() {}

  /// A run that could not start.
  init(notStarted reason: String) {
    exitStatus = 127
    stderr = reason
  }
}

/// One `agent --serve` process and its pipes: kept between requests by an `AgentPool`, or
/// asked once and stopped.
final class RunningAgent {
  private let process = Process()
  private let input: FileHandle
  private let output: Int32
  private let errorFile: URL
  private let folder: URL
  private var pending = Data()
  /// Signalled once when the process ends: waited on instead of `Process.waitUntilExit()`,
  /// which on Linux polls its run loop every 50 ms (a one-off render's agent would cost up
  /// to that much more).
  private let exited = DispatchSemaphore(value: 0)
  private var reaped = false
  /// The wait status `waitpid` gave, when Foundation's termination handler never came.
  private var reapedStatus: Int32?

  init(executable: URL, environment: [String: String]) throws {
    let fm = FileManager.default
    folder = fm.temporaryDirectory.appendingPathComponent("easel-agent-\(UUID().uuidString)")
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    errorFile = folder.appendingPathComponent("stderr")
    _ = fm.createFile(atPath: errorFile.path, contents: nil)
    let stdin = Pipe()
    let stdout = Pipe()
    process.executableURL = executable
    process.arguments = ["--serve"]
    process.environment = environment
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
    input = stdin.fileHandleForWriting
    output = stdout.fileHandleForReading.fileDescriptor
  }

  var isRunning: Bool { process.isRunning }

  func stop() {
    try? input.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    waitForExit()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Waits until the process has ended (once; later calls return at once). Foundation's
  /// handler comes from its SIGCHLD source, which has been seen to miss an agent that had
  /// ended (a zombie waited on for 19 minutes): each second without it, the kernel is asked.
  private func waitForExit() {
    guard !reaped else { return }
    defer { reaped = true }
    while exited.wait(timeout: .now() + 1) == .timedOut {
      var status: Int32 = 0
      if waitpid(process.processIdentifier, &status, WNOHANG) == process.processIdentifier {
        reapedStatus = status
        return
      }
      // 0: still running; -1: Foundation reaped it, and its handler is on its way.
    }
  }

  /// What the agent wrote on its standard error from byte `start` on.
  private func errorText(from start: Int) -> String {
    guard let data = try? Data(contentsOf: errorFile), data.count >= start else { return "" }
    return String(decoding: data[start...], as: UTF8.self)
  }

  /// Sends `request` as a line and reads its events until `finished`, the agent's end, or
  /// its deadline (then it is killed): `timeout` seconds of one stretch of user code, or
  /// `silence` seconds without an event outside it (`AgentDeadline`).
  func run(
    _ request: RenderRequest, timeout: Double, silence: Double = AgentDeadline.defaultSilence
  ) -> AgentRun {
    // `stat`, not `FileManager.attributesOfItem`, which also reads /etc/passwd and /etc/group.
    var info = stat()
    let errorStart = stat(errorFile.path, &info) == 0 ? Int(info.st_size) : 0
    var run = AgentRun()
    do {
      var line = try JSONEncoder().encode(request)
      line.append(0x0A)
      try input.write(contentsOf: line)
      var deadline = AgentDeadline(
        timeout: timeout, silence: silence, start: DispatchTime.now().uptimeNanoseconds)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      reading: while true {
        while let newline = pending.firstIndex(of: 0x0A) {
          let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          guard let event = AgentEvent.parse(line: Substring(text)) else {
            run.userOutput.append(Substring(text))
            continue
          }
          run.events.append(event)
          deadline.heard(event, at: DispatchTime.now().uptimeNanoseconds)
          if event.kind == .finished {
            run.finished = true
            break reading
          }
        }
        let now = DispatchTime.now().uptimeNanoseconds
        if deadline.hasPassed(at: now), !deadline.isWaitingForCrashReport,
          AgentDeadline.isCrashReport(errorText(from: errorStart))
        {
          deadline.crashReported(at: now)
        }
        guard !deadline.hasPassed(at: now) else {
          run.timedOut = true
          break
        }
        var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        let ready = poll(
          &poller, 1, Int32(min(1_000, (deadline.deadline - now) / 1_000_000 + 1)))
        if ready < 0 && errno != EINTR { break }
        if ready <= 0 { continue }
        let n = read(output, &buffer, buffer.count)
        if n <= 0 { break }  // the agent ended
        pending.append(contentsOf: buffer[0..<n])
      }
    } catch {
      // The agent is gone (EPIPE): what it wrote before is all there is.
    }
    guard !run.finished else { return run }
    if let rest = String(bytes: pending, encoding: .utf8), !rest.isEmpty {
      run.userOutput.append(Substring(rest))
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    waitForExit()
    run.stderr = errorText(from: errorStart)
    if let status = reapedStatus {
      // The wait status read as <sys/wait.h>'s macros read it (Swift imports none of them).
      let signal = status & 0x7f
      run.exitStatus = signal == 0 ? (status >> 8) & 0xff : signal
      if signal != 0 && !run.timedOut { run.signal = signal }
    } else {
      run.exitStatus = process.terminationStatus
      if process.terminationReason == .uncaughtSignal && !run.timedOut {
        run.signal = process.terminationStatus
      }
    }
    return run
  }
}
