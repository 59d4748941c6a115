import EaselTestSupport
import Foundation
import Testing

/// A command-line render reads and parses its document once: `easel` opens and checks it and
/// hands it to the job; with designables, the agent parses it once more (it runs in a process
/// of its own). `EASEL_TRACE` makes `easel render` say so.
struct RenderParseCountTests {
  func parses(_ document: URL) throws -> String? {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(
      ["render", document.path, "-o", dir.appendingPathComponent("out.png").path],
      environment: ["EASEL_TRACE": "1"])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stderr.split(separator: "\n").first { $0.hasPrefix("trace: documents parsed:") }
      .map(String.init)
  }

  @Test func aRenderWithDesignablesParsesOnceInEaselAndOnceInTheAgent() throws {
    #expect(
      try parses(Documents.rainbow)
        == "trace: documents parsed: 1 by easel, 0 by the job, 1 by the agent")
  }

  @Test func aRenderWithoutDesignablesParsesOnce() throws {
    #expect(
      try parses(Documents.spring)
        == "trace: documents parsed: 1 by easel, 0 by the job, 0 by the agent")
  }
}
