import EaselAgentHost
import EaselRendering
import EaselServer
import EaselTestSupport
import Foundation
import Testing

/// A render whose designable hangs holds up nothing else: while the agent waits for the
/// `Trouble` fixture's `HangingView` (it never returns from `layoutSubviews()`) until the
/// timeout, the server answers the API, the page's files and a render of another document
/// at once; the hung class then costs nothing on the next render, and its status says why
/// it was drawn as its UIKit class.
struct HangIsolationTests {
  /// Seconds the agent may run user code: long enough that an answer held up by the hang
  /// cannot pass for a prompt one on a loaded machine, nor one held up by other tests (the
  /// main actor is the test process's: a test that renders on it holds every server's).
  static let timeout = 60.0

  /// `work`, which blocks on a socket, on a thread of its own (a serial queue's), not on
  /// one of the few the tests' tasks share.
  static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { done in
      DispatchQueue(label: "easel.test.client").async { done.resume(with: Result { try work() }) }
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func aHangingRenderHoldsUpNoOtherRequest() async throws {
    let folder = try TestPaths.temporaryFolder("easel-hang-isolation")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("Trouble")
    try FileManager.default.copyItem(at: DesignableTroubleTests.fixture, to: project)
    // Another document of the project, without designables: the same views as UIViews.
    let trouble = try String(
      contentsOf: project.appendingPathComponent("Trouble.storyboard"), encoding: .utf8)
    let plain = trouble.replacingOccurrences(
      of: #" customClass="[A-Za-z]+" customModule="Trouble" customModuleProvider="target""#,
      with: "", options: .regularExpression)
    #expect(!plain.contains("customClass"))
    try plain.write(
      to: project.appendingPathComponent("Plain.storyboard"), atomically: true, encoding: .utf8)
    let cache = folder.appendingPathComponent("cache")

    // The agent built beforehand (off the main actor), so that the render below is at once
    // in the agent's run, waiting for the hanging view.
    var build = RenderJob(document: project.appendingPathComponent("Trouble.storyboard"))
    build.cacheDirectory = cache
    let built = try build.buildAgent(allScenes: true)
    #expect(built["HangingView"] == .upToDate, "\(built)")

    let server = try await MainActor.run {
      let server = DesignerServer(project: ProjectFolder(root: project))
      server.api.session.agentTimeout = Self.timeout
      server.api.session.cacheDirectory = cache
      try server.start(port: 0)
      return server
    }
    defer { Task { @MainActor in server.stop() } }
    let (port, token) = await MainActor.run { (server.port, server.token) }

    let started = Date()
    let hung = Task {
      try await Self.blocking {
        let answer = try RawClient.get(
          port: port, "/api/render?token=\(token)&document=Trouble.storyboard&scale=1",
          timeout: 300)
        return (answer, Date().timeIntervalSince(started))
      }
    }
    // Give the render time to reach the agent, then ask for other things while it waits.
    try await Task.sleep(for: .seconds(1.5))
    var answered: [(String, Int, Double)] = []
    for target in [
      "/api/documents?token=\(token)", "/api/outline?token=\(token)&document=Plain.storyboard",
      "/?token=\(token)", "/api/render?token=\(token)&document=Plain.storyboard&scale=1",
      "/api/statuses?token=\(token)",
    ] {
      let asked = Date()
      let answer = try await Self.blocking { try RawClient.get(port: port, target, timeout: 60) }
      answered.append((target, answer.status, Date().timeIntervalSince(asked)))
    }
    let doneAsking = Date().timeIntervalSince(started)
    let (render, renderSeconds) = try await hung.value
    for (target, status, _) in answered {
      #expect(status == 200, "\(target)")
    }
    // Every other answer came while the hanging render was still waiting for its agent: not
    // held up by it (no bound on each answer's seconds, which a loaded machine stretches).
    #expect(renderSeconds >= Self.timeout, "the render took \(renderSeconds) s")
    #expect(doneAsking < renderSeconds, "asked until \(doneAsking) s, rendered at \(renderSeconds)")
    #expect(render.status == 200, "\(render.head)")
    #expect(
      render.head.contains(#""HangingView":"Timed out in layoutSubviews()"#), "\(render.head)")
    #expect(render.head.contains(#""GoodDisc":"Up to date""#), "\(render.head)")

    // The next render does not run the hung class: no second timeout, and its status says
    // that it was drawn as its UIKit class, and why.
    let again = Date()
    let next = try await Self.blocking {
      try RawClient.get(
        port: port, "/api/render?token=\(token)&document=Trouble.storyboard&scale=1",
        timeout: 300)
    }
    let nextSeconds = Date().timeIntervalSince(again)
    #expect(next.status == 200)
    #expect(next.head.contains(#""HangingView":"Timed out in layoutSubviews()"#), "\(next.head)")
    #expect(nextSeconds < Self.timeout / 2, "the render after the hang took \(nextSeconds) s")
    let timeouts = await MainActor.run { server.api.session.agents.timeouts }
    #expect(timeouts == 1)
    let statuses = try RawClient.request(port: port, "GET", "/api/statuses?token=\(token)")
    #expect(
      statuses.body.contains(
        "not run: its code timed out in layoutSubviews() after \(Self.timeout) s in an earlier "
          + "render"), "\(statuses.body)")
    print(
      "hang isolation: other answers in \(answered.map { String(format: "%.3f", $0.2) }) s "
        + "during a \(String(format: "%.1f", renderSeconds)) s render; the next render "
        + "\(String(format: "%.2f", nextSeconds)) s")
    withExtendedLifetime(server) {}
  }
}
