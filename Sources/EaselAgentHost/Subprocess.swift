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

  static func run(
    _ executable: URL, arguments: [String], timeout: Double, environment: [String: String]?,
    workingDirectory: URL? = nil
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
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      done.wait()
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
