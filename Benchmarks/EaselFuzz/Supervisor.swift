import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The parent side: runs a target's inputs in batches in a child process, restarting it
/// after the input in flight when it crashes (saved to `fuzz-crashes/<target>/<hash>`) or
/// hangs (killed; saved as a hang): spends over `hangSeconds` of processor time on one input,
/// or makes no progress for `stallSeconds` at all. Processor time, not the clock, so that a
/// child starved of the processor on a busy machine is not taken for a hang.
struct Supervisor {
  var executable: URL
  var seed: UInt64
  var crashFolder: URL
  var hangSeconds: Double = 10
  var stallSeconds: Double = 300

  /// What one target's run found.
  struct Result {
    var target: String
    var tried = 0
    var accepted = 0
    var crashes = 0
    var hangs = 0
    var seconds = 0.0
    var saved: [String] = []
  }

  func run(target: String, count: Int) -> Result {
    var result = Result(target: target)
    let start = Date()
    let state = Child.State(
      folder: FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-fuzz-\(target)-\(UUID().uuidString)"))
    try? FileManager.default.createDirectory(at: state.folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: state.folder) }
    var next = 0
    var startupFailures = 0
    while next < count {
      try? FileManager.default.removeItem(at: state.done)
      try? Data(repeating: 0xFF, count: 16).write(to: state.index)
      FileManager.default.createFile(atPath: state.log.path, contents: nil)
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "--child", target, "--seed", String(seed), "--from", String(next), "--to", String(count),
        "--state", state.folder.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try? FileHandle(forWritingTo: state.log)
      do { try process.run() } catch {
        FileHandle.standardError.write(Data("easel-fuzz: cannot start a child: \(error)\n".utf8))
        break
      }
      var lastIndex: Int64 = -2
      var lastProgress = Date()
      var lastProgressCPU = 0.0
      var hung = false
      let pid = process.processIdentifier
      while process.isRunning {
        usleep(20_000)
        let index = readIndex(state)
        let cpu = Self.processorSeconds(pid)
        if index != lastIndex {
          lastIndex = index
          lastProgress = Date()
          lastProgressCPU = cpu ?? 0
        } else {
          // Reading the seeds before the first input takes longer than any one input.
          let limit = hangSeconds * (index < 0 ? 10 : 1)
          let spent = cpu.map { $0 - lastProgressCPU } ?? Date().timeIntervalSince(lastProgress)
          if spent > limit || Date().timeIntervalSince(lastProgress) > stallSeconds {
            kill(pid, SIGKILL)
            hung = true
            break
          }
        }
      }
      process.waitUntilExit()
      Self.removeTargetFolders(of: pid)
      if process.terminationReason == .exit && process.terminationStatus == 0
        && FileManager.default.fileExists(atPath: state.done.path)
      {
        let counts =
          (try? String(contentsOf: state.done, encoding: .utf8))?
          .split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
          } ?? []
        result.accepted += counts.first ?? 0
        result.tried = count
        next = count
        break
      }
      let (index, acceptedBefore) = readProgress(state)
      guard index >= 0 else {
        // Died before its first input: not an input's fault.
        startupFailures += 1
        if startupFailures >= 3 {
          let log = (try? String(contentsOf: state.log, encoding: .utf8)) ?? ""
          FileHandle.standardError.write(
            Data("easel-fuzz: \(target): the child fails to start:\n\(log.suffix(2000))\n".utf8))
          break
        }
        continue
      }
      result.accepted += Int(acceptedBefore)
      let input = (try? [UInt8](Data(contentsOf: state.input))) ?? []
      let kind = hung ? "hang" : "crash"
      let name = save(input, target: target, kind: kind, index: Int(index), log: state.log)
      result.saved.append(name)
      if hung { result.hangs += 1 } else { result.crashes += 1 }
      print("  \(target): \(kind) at input \(index) -> \(name)")
      fflush(stdout)
      next = Int(index) + 1
      result.tried = next
    }
    result.seconds = Date().timeIntervalSince(start)
    return result
  }

  private func readIndex(_ state: Child.State) -> Int64 { readProgress(state).index }

  /// Removes the scratch folders the targets made in process `pid` (named for it).
  static func removeTargetFolders(of pid: Int32) {
    for name in ["easel-fuzz-render-\(pid)", "easel-fuzz-colors-\(pid)"] {
      try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory.appendingPathComponent(name))
    }
  }

  /// The processor time (user and system) process `pid` has used, from Linux's /proc; nil
  /// where that is not known (the clock is used then).
  static func processorSeconds(_ pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The input in flight and how many inputs of this child were accepted before it.
  private func readProgress(_ state: Child.State) -> (index: Int64, accepted: Int64) {
    guard let data = try? Data(contentsOf: state.index), data.count == 16 else { return (-1, 0) }
    let index = data.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    let accepted = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: Int64.self) }
    return (Int64(littleEndian: index), Int64(littleEndian: accepted))
  }

  /// Saves the input as `fuzz-crashes/<target>/<hash>` (hangs as `<hash>.hang`), with the
  /// child's last standard error beside it; returns the path.
  private func save(_ input: [UInt8], target: String, kind: String, index: Int, log: URL) -> String
  {
    let folder = crashFolder.appendingPathComponent(target)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = fnvHash(input) + (kind == "hang" ? ".hang" : "")
    let file = folder.appendingPathComponent(name)
    try? Data(input).write(to: file)
    let tail = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(4000)
    let note = "\(kind) in target \(target), seed \(seed), input \(index)\n\(tail)"
    try? Data(note.utf8).write(to: folder.appendingPathComponent(name + ".log"))
    return file.path
  }
}
