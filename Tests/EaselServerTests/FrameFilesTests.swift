import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

#if canImport(Glibc)
  import Glibc
#endif

/// The frame files of servers that ended without removing them (`SIGKILL`) are removed when
/// a server starts; those of live processes, and files that are not frame files, are kept.
struct FrameFilesTests {
  /// The id of a process that has ended: one started and waited for.
  static func endedProcess() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func onlyTheFramesOfEndedProcessesAreRemoved() throws {
    let folder = try TestPaths.temporaryFolder("easel-frame-files")
    defer { try? FileManager.default.removeItem(at: folder) }
    let ended = try Self.endedProcess()
    let uuid = UUID().uuidString
    let names = [
      "dead": "easel-serve-\(ended)-\(uuid)-0.frame",
      "deadLast": "easel-serve-\(ended)-\(uuid)-6.frame",
      "mine": "easel-serve-\(getpid())-\(uuid)-0.frame",
      "parent": "easel-serve-\(getppid())-\(uuid)-1.frame",
      "notAUUID": "easel-serve-\(ended)-not-a-uuid-0.frame",
      "other": "easel-serve-\(ended).txt",
      "stranger": "something-\(ended)-\(uuid)-0.frame",
    ]
    for name in names.values {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let removed = DesignerSession.removeEndedServersFrames(in: folder)
    #expect(Set(removed.map(\.lastPathComponent)) == [names["dead"]!, names["deadLast"]!])
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(left == Set(names.values).subtracting([names["dead"]!, names["deadLast"]!]))
  }

  @Test func aServerRemovesThemWhenItStarts() async throws {
    let folder = try TestPaths.temporaryFolder("easel-frame-files")
    defer { try? FileManager.default.removeItem(at: folder) }
    let left = folder.appendingPathComponent(
      "easel-serve-\(try Self.endedProcess())-\(UUID().uuidString)-3.frame")
    try Data("x".utf8).write(to: left)
    let project = TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo")
    try await MainActor.run {
      let server = DesignerServer(
        project: ProjectFolder(root: project),
        frameFiles: DesignerSession.frameFiles(in: folder))
      try server.start(port: 0)
      server.stop()
    }
    #expect(!FileManager.default.fileExists(atPath: left.path))
  }
}
