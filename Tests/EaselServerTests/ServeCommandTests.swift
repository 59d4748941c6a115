import EaselTestSupport
import Foundation
import Testing

/// `easel serve` as a user runs it: the URL on the first line, a free port with `--port 0`,
/// the API answering on 127.0.0.1, usage errors for a bad port.
struct ServeCommandTests {
  /// `easel serve` started on a copy of RainbowDemo in `folder`, and the first line it printed;
  /// `environment` is added to this process's.
  func serveRainbowDemo(in folder: URL, environment: [String: String] = [:]) throws -> (
    process: Process, firstLine: String
  ) {
    let project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    let process = Process()
    process.executableURL = TestPaths.easel
    process.arguments = ["serve", project.path, "--port", "0"]
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var firstLine = Data()
    while !firstLine.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      firstLine.append(chunk)
    }
    let line = String(decoding: firstLine, as: UTF8.self).split(separator: "\n").first
    return (process, line.map(String.init) ?? "")
  }

  @Test func printsTheURLFirstAndServesTheProject() throws {
    let folder = try TestPaths.temporaryFolder("easel-serve-command")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, url) = try serveRainbowDemo(in: folder)
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    let match = try #require(
      url.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{32})/), "\(url)")
    let port = try #require(Int(match.1))
    #expect(port > 0)
    let answer = try RawClient.request(port: port, "GET", "/api/documents?token=\(match.2)")
    #expect(answer.status == 200)
    #expect(answer.body.contains("RainbowDemo\\/Base.lproj\\/Main.storyboard"), "\(answer.body)")
    let page = try RawClient.request(port: port, "GET", "/")
    #expect(page.status == 200)
    #expect(page.body.contains("<script type=\"module\" src=\"/designer.js\">"))
  }

  /// The canvas's frames pass through scratch files in shared memory; a server stopped by a
  /// signal (Ctrl-C, `kill`) leaves none behind.
  @Test func aStoppedServerLeavesNoScratchFrames() throws {
    let folder = try TestPaths.temporaryFolder("easel-serve-signal")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, url) = try serveRainbowDemo(in: folder)
    let match = try #require(url.firstMatch(of: /127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{32})/))
    let port = try #require(Int(match.1))
    let answer = try RawClient.get(
      port: port,
      "/api/frame?token=\(match.2)&document=RainbowDemo/Base.lproj/Main.storyboard&scale=1&have=0",
      timeout: 240)
    #expect(answer.status == 200)
    let folders = ["/dev/shm", FileManager.default.temporaryDirectory.path]
    func scratch() -> [String] {
      folders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
        .filter { $0.hasPrefix("easel-serve-\(process.processIdentifier)-") }
    }
    #expect(!scratch().isEmpty, "the frame went through a scratch file")
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(scratch().isEmpty, "left behind: \(scratch())")
  }

  /// A server stopped by a signal while it compiles a designables agent in the background
  /// leaves no compiler running: the compiler (here a stand-in that records its id and waits)
  /// is interrupted, as Ctrl-C interrupts it, and the real driver then stops its frontends.
  @Test func aStoppedServerLeavesNoCompilerRunning() throws {
    let folder = try TestPaths.temporaryFolder("easel-serve-compiler")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pids = folder.appendingPathComponent("compiler-pids")
    let compiler = folder.appendingPathComponent("swiftc")
    try Data("#!/bin/sh\necho $$ >> \"$EASEL_TEST_COMPILER_PIDS\"\nexec sleep 300\n".utf8)
      .write(to: compiler)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: compiler.path)
    let (process, _) = try serveRainbowDemo(
      in: folder,
      environment: [
        "SWIFTC": compiler.path, "EASEL_TEST_COMPILER_PIDS": pids.path,
        "EASEL_CACHE_DIR": folder.appendingPathComponent("cache").path,
      ])
    // The background build starts at once; wait for its compiler.
    var started: [Int32] = []
    let deadline = Date().addingTimeInterval(120)
    while started.isEmpty && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      started = ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n")
        .compactMap { Int32($0) }
    }
    process.terminate()
    process.waitUntilExit()
    let compilerPID = try #require(started.first, "the server started no compiler")
    #expect(process.terminationReason == .exit)
    /// Running, as opposed to gone or a zombie waiting for its parent to read its status.
    func running(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(close, offsetBy: 2)] != "Z"
    }
    let gone = Date().addingTimeInterval(10)
    while running(compilerPID) && Date() < gone { Thread.sleep(forTimeInterval: 0.1) }
    #expect(!running(compilerPID), "the compiler \(compilerPID) still runs")
    if running(compilerPID) { kill(compilerPID, SIGKILL) }
  }

  @Test func aBadPortIsAUsageError() throws {
    let process = Process()
    process.executableURL = TestPaths.easel
    process.arguments = ["serve", "--port", "70000"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
  }
}
