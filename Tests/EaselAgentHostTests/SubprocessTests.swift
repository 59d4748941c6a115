import Foundation
import Testing

@testable import EaselAgentHost

/// A program that takes too long is told to stop (SIGINT, on which a compiler's driver stops
/// the frontends it started) and killed only if it does not.
struct SubprocessTests {
  @Test func aProgramTakingTooLongIsInterrupted() throws {
    let run = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], timeout: 0.5, environment: nil)
    #expect(run.timedOut)
    #expect(run.signal == SIGINT)
  }

  @Test func oneThatIgnoresTheInterruptIsKilled() throws {
    let run = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "trap '' INT; exec sleep 30"],
      timeout: 0.5, environment: nil)
    #expect(run.timedOut)
    #expect(run.signal == SIGKILL)
  }

  /// Started from a dispatch thread, which blocks SIGINT, the program still hears it.
  @Test func theProgramStartsWithNoSignalBlocked() throws {
    final class Output: @unchecked Sendable { var text = "" }
    let output = Output()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      output.text =
        (try? Subprocess.run(
          URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "grep SigBlk /proc/self/status"],
          timeout: 30, environment: nil))?.stdout ?? "not run"
      done.signal()
    }
    done.wait()
    #expect(output.text.contains("0000000000000000"), "\(output.text)")
  }

  /// A program run with a niceness runs, and starts its own programs, that much below this
  /// process; its id is the program's own (`nice` execs it), so signals reach it.
  @Test func aProgramRunsAtTheNicenessAsked() throws {
    errno = 0
    let own = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    try #require(errno == 0)
    let run = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "cut -d' ' -f19 /proc/$$/stat; sh -c 'cut -d\" \" -f19 /proc/$$/stat'"],
      timeout: 30, environment: nil, niceness: 7)
    let expected = String(min(19, own + 7))
    #expect(run.stdout.split(separator: "\n") == [Substring(expected), Substring(expected)])
    let plain = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cut -d' ' -f19 /proc/$$/stat"],
      timeout: 30, environment: nil)
    #expect(plain.stdout == "\(own)\n")
    // A descendant that raises its priority again (as a compiler's driver does, started by
    // root, for the frontends it starts from its dispatch threads; `nice -n -7` as root) is
    // set back to the niceness asked within a quarter of a second or so.
    let raised = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", #"nice -n -7 sh -c 'sleep 1; cut -d" " -f19 /proc/$$/stat' 2>/dev/null"#,
      ],
      timeout: 30, environment: nil, niceness: 7)
    #expect(raised.stdout == "\(expected)\n", "\(raised.stderr)")
    // Interrupted as any program is: the interrupt reaches the program, not only `nice`.
    let slow = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], timeout: 0.5, environment: nil,
      niceness: 7)
    #expect(slow.timedOut)
    #expect(slow.signal == SIGINT)
  }

  /// A program's descendants are its children and theirs, not the program: from the
  /// kernel's lists of children, and from every process's parent where it has none.
  @Test(arguments: [false, true]) func aProgramsDescendantsAreFound(scanningAll: Bool) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "sh -c 'sleep 5; :'; :"]
    try process.run()
    let pid = process.processIdentifier
    defer { process.terminate() }
    var found: [pid_t] = []
    for _ in 0..<50 where found.count < 2 {
      usleep(100_000)
      found = Subprocess.descendants(of: pid, scanningAll: scanningAll)
    }
    let names = found.map {
      (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8)) ?? "?"
    }
    #expect(names.sorted() == ["sh\n", "sleep\n"], "\(found)")
    for id in found { kill(id, SIGKILL) }
  }
}
