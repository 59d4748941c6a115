import Foundation

/// Runs a program to completion or a deadline, capturing its output through files (so that a
/// child that dies mid-line loses nothing it wrote).
enum Subprocess {
  struct Result {
    var exitStatus: Int32
    /// The signal that ended the process, if one did.
    var signal: Int32?
    var timedOut: Bool
    var stdout: String
    var stderr: String
  }

  /// Runs `executable`; with a positive `niceness` at that much lower a priority than this
  /// process (through `nice`, and its descendants kept there while it runs), so that work
  /// nobody waits for yields the processor to work somebody does.
  static func run(
    _ executable: URL, arguments: [String], timeout: Double, environment: [String: String]?,
    workingDirectory: URL? = nil, niceness: Int32 = 0
  ) throws -> Result {
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString)")
    try fm.createDirectory(at: tmp, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: tmp) }
    let outURL = tmp.appendingPathComponent("stdout")
    let errURL = tmp.appendingPathComponent("stderr")
    fm.createFile(atPath: outURL.path, contents: nil)
    fm.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    if niceness > 0, let nice = niceProgram {
      // `nice` execs the program: the process, its id and its signals are the program's.
      process.executableURL = nice
      process.arguments = ["-n", String(niceness), executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let environment { process.environment = environment }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    // A child inherits the signal mask of the thread that starts it, and a dispatch thread
    // blocks SIGINT: a compiler started from one could not be interrupted (its driver, told
    // to stop, would not hear it, and its frontends would run on). Started with none blocked,
    // as a shell starts it.
    var none = sigset_t()
    var previous = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &previous)
    let started = Swift.Result { try process.run() }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    try started.get()
    let pid = process.processIdentifier
    ChildProcesses.add(pid)
    defer { ChildProcesses.remove(pid) }
    var timedOut = false
    var finished = false
    let deadline = DispatchTime.now() + timeout
    if niceness > 0 {
      // The niceness `nice` gives the program does not always reach its descendants: a
      // compiler's driver run by root (as in a container) at niceness 10 starts its
      // frontend at 0 (from a dispatch thread, which root's may lower); run by a user, at
      // 10. So the program and its descendants are kept at its niceness while it runs.
      let target = min(19, Self.ownNiceness() + niceness)
      while DispatchTime.now() < deadline {
        if done.wait(timeout: min(deadline, .now() + Self.reniceInterval)) == .success {
          finished = true
          break
        }
        Self.lower(pid, andDescendantsTo: target)
      }
    }
    if !finished, done.wait(timeout: deadline) == .timedOut {
      timedOut = true
      // The compiler's driver stops the jobs it started (each in a process group of its own)
      // on SIGINT, as on Ctrl-C; SIGKILL would leave them running. Killed if it lingers.
      kill(pid, SIGINT)
      if done.wait(timeout: .now() + ChildProcesses.interruptGrace) == .timedOut {
        kill(pid, SIGKILL)
        done.wait()
      }
    }
    try? out.close()
    try? err.close()
    let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    let bySignal = process.terminationReason == .uncaughtSignal
    return Result(
      exitStatus: process.terminationStatus, signal: bySignal ? process.terminationStatus : nil,
      timedOut: timedOut, stdout: stdout, stderr: stderr)
  }
}

extension Subprocess {
  /// How often a niced program's new descendants are niced (`lower(_:andDescendantsTo:)`).
  static let reniceInterval = 0.25

  /// The calling thread's niceness (the one a program it starts inherits).
  static func ownNiceness() -> Int32 {
    getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
  }

  /// Sets every thread of `pid` and of its descendants running at a lower niceness than
  /// `niceness` to it (raising a niceness needs no privilege; Linux's niceness is per thread,
  /// so each of /proc/ID/task).
  static func lower(_ pid: pid_t, andDescendantsTo niceness: Int32) {
    let which = __priority_which_t(PRIO_PROCESS.rawValue)
    for id in descendants(of: pid) + [pid] {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(id)/task"))
      for task in tasks ?? [String(id)] {
        guard let tid = id_t(task) else { continue }
        errno = 0
        let now = getpriority(which, tid)
        if errno == 0, now < niceness { setpriority(which, tid, niceness) }
      }
    }
  }

  /// The descendants of `pid`: from each thread's /proc/ID/task/TID/children, which reads
  /// only the tree; where the kernel has no such file, from every process's parent in
  /// /proc/ID/stat (`scanningAll`: that way in any case).
  static func descendants(of pid: pid_t, scanningAll: Bool = false) -> [pid_t] {
    let fm = FileManager.default
    if !scanningAll, fm.fileExists(atPath: "/proc/\(pid)/task/\(pid)/children") {
      var found: [pid_t] = []
      var next = [pid]
      while let id = next.popLast() {
        for task in (try? fm.contentsOfDirectory(atPath: "/proc/\(id)/task")) ?? [] {
          let text = try? String(
            contentsOfFile: "/proc/\(id)/task/\(task)/children", encoding: .utf8)
          let children = (text ?? "").split(separator: " ").compactMap { pid_t($0) }
          found += children
          next += children
        }
      }
      return found
    }
    var parents: [pid_t: pid_t] = [:]
    for entry in (try? fm.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let id = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's closing parenthesis: the state, then the parent's id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { parents[id] = parent }
    }
    var tree: Set<pid_t> = [pid]
    var grew = true
    while grew {
      grew = false
      for (id, parent) in parents where tree.contains(parent) && !tree.contains(id) {
        tree.insert(id)
        grew = true
      }
    }
    return Array(tree.subtracting([pid]))
  }

  /// The `nice` program, if the system has one where coreutils puts it.
  static let niceProgram: URL? = ["/usr/bin/nice", "/bin/nice"].lazy
    .map { URL(fileURLWithPath: $0) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The programs `Subprocess` is running (compilers, `pkg-config`), kept where a signal handler
/// can read them, so that a server stopped by a signal stops them too instead of leaving a
/// compile running (`interruptAll()`).
public enum ChildProcesses {
  static let capacity = 64
  /// How long a program interrupted for taking too long has to stop before it is killed.
  static let interruptGrace = 5.0
  /// Process ids, 0 for a free slot: read by `interruptAll()` without a lock.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
    let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    p.initialize(repeating: 0, count: capacity)
    return p
  }()
  private static let lock = NSLock()

  static func add(_ pid: pid_t) {
    lock.withLock {
      for i in 0..<capacity where slots[i] == 0 {
        slots[i] = pid
        return
      }
    }
  }

  static func remove(_ pid: pid_t) {
    lock.withLock {
      for i in 0..<capacity where slots[i] == pid { slots[i] = 0 }
    }
  }

  /// The running programs' ids.
  public static var running: [pid_t] {
    lock.withLock { (0..<capacity).map { slots[$0] }.filter { $0 > 0 } }
  }

  /// Makes the slots now, so that the first `interruptAll()` (in a signal handler) does not.
  public static func prepare() { _ = slots }

  /// Sends SIGINT to every running program: a compiler's driver then stops the frontends it
  /// started and exits. Async-signal-safe (it only reads the slots and calls `kill`), for a
  /// server's signal handler just before it exits; `prepare()` must have been called.
  public static func interruptAll() {
    for i in 0..<capacity {
      let pid = slots[i]
      if pid > 0 { kill(pid, SIGINT) }
    }
  }
}
