import EaselDocument
import EaselGraphics
import EaselServer
import EaselTestSupport
import Foundation
import Testing

/// One designables build per project module, over the page's real socket: a scene whose agent
/// the build cache does not hold is pushed at once with its designables as placeholders
/// (Building), then drawn by the agent when the background build is done; every other
/// storyboard of the module draws from that one build, as does a restarted server; an edit
/// of a storyboard compiles nothing. Asserted on the session's log of background builds
/// (`agentBuilds`), not on time. The `SharedModule` fixture: First.storyboard uses Disc and
/// Stripes, Second.storyboard Disc only.
struct ModuleBuildTests {
  static let fixture = TestPaths.packageRoot.appendingPathComponent(
    "Tests/EaselEndToEndTests/Fixtures/SharedModule")

  static func statuses(_ head: [String: Any]) -> [String: String] {
    head["statuses"] as? [String: String] ?? [:]
  }

  /// The pixel at (`x`, `y`) of a whole frame's RGBA, `width` pixels wide.
  static func pixel(_ rgba: [UInt8], width: Int, x: Int, y: Int) -> [UInt8] {
    let i = (y * width + x) * 4
    return Array(rgba[i..<i + 4])
  }

  @Test(.timeLimit(.minutes(10)))
  func everyStoryboardOfTheModuleDrawsFromOneBuild() async throws {
    let cache = try TestPaths.temporaryFolder("easel-module-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let served = try await MainActor.run {
      try ServedProject(copying: Self.fixture, buildCache: cache)
    }
    defer { served.remove() }
    let page = try FramePushTests.PageSocket(served, timeout: 240)

    // At once: the scene with its designables as placeholders (their UIKit class: the
    // views' white backgrounds), while the module's agent builds in the background.
    page.send(#"{"type":"watch","document":"First.storyboard","scale":1,"tag":1}"#)
    let placeholder = try page.nextFrame()
    #expect(Self.statuses(placeholder.head) == ["Disc": "Building", "Stripes": "Building"])
    let width = try #require(placeholder.head["width"] as? Int)
    #expect(Self.pixel(placeholder.pixels, width: width, x: 50, y: 50) == [255, 255, 255, 255])
    // The page hears what is built: the module, its files, the classes the agent is for
    // (Disc and Stripes: every designable of the module, whichever the scene uses).
    var progress: [String: Any] = [:]
    while progress["module"] == nil {
      let message = try page.nextText()
      if message["type"] as? String == "building" { progress = message }
    }
    #expect(progress["module"] as? String == "SharedModule")
    #expect(progress["classes"] as? Int == 2 && progress["files"] as? Int == 2, "\(progress)")
    // Then, unasked, the scene drawn by the agent: the disc is green.
    let drawn = try page.nextFrame()
    #expect(Self.statuses(drawn.head) == ["Disc": "Up to date", "Stripes": "Up to date"])
    let picture = FramePushTests.apply(
      drawn.pixels, of: drawn.head, over: placeholder.pixels, width: width)
    let disc = Self.pixel(picture, width: width, x: 50, y: 50)
    #expect(disc[1] > 200 && disc[0] < 60, "\(disc)")

    // The other storyboard draws from the same build at once: no placeholder, no compile.
    page.send(#"{"type":"watch","document":"Second.storyboard","scale":1,"tag":2}"#)
    let second = try page.nextFrame()
    #expect(second.head["tag"] as? Int == 2)
    #expect(Self.statuses(second.head) == ["Disc": "Up to date"])
    // An edit of a storyboard never builds code.
    _ = try FramePushTests.post(
      served, "edit",
      ##"{"document":"Second.storyboard","object":"Snd-DC-001","baseVersion":1,"edit":{"op":"set-runtime","keyPath":"discColor","type":"color","value":"#0000FFFF"}}"##
    )
    let edited = try page.nextFrame()
    #expect(Self.statuses(edited.head) == ["Disc": "Up to date"])
    // One background build in all, for the first storyboard: one compile, of the module.
    let builds = await MainActor.run { served.server.api.session.agentBuilds }
    #expect(builds.map(\.document) == ["First.storyboard"])
    #expect(builds.flatMap(\.compiled) == ["SharedModule"], "one compile, of the module: \(builds)")

    // A restarted server (building every document's agent from its start, as `easel serve`
    // does) finds the module's agent in the build cache.
    let restarted = try await MainActor.run {
      served.server.stop()
      let server = DesignerServer(project: ProjectFolder(root: served.project))
      server.api.session.cacheDirectory = cache
      try server.start(port: 0, buildsInBackground: true)
      return server
    }
    defer { Task { @MainActor in restarted.stop() } }
    let (port, token) = await MainActor.run { (restarted.port, restarted.token) }
    let again = try FramePushTests.PageSocket(port: port, token: token, timeout: 240)
    again.send(#"{"type":"watch","document":"First.storyboard","scale":1,"tag":1}"#)
    let cached = try again.nextFrame()
    #expect(Self.statuses(cached.head) == ["Disc": "Up to date", "Stripes": "Up to date"])
    let rebuilt = await MainActor.run { restarted.api.session.agentBuilds }
    #expect(rebuilt.flatMap(\.compiled).isEmpty, "\(rebuilt)")
  }

  /// A storyboard whose classes no first agent built is drawn by a first agent of its own,
  /// built at once beside the module's agent, not after it: the module's build is held until
  /// the page has First drawn. Second (Disc) is watched first, so the queue builds Second's
  /// first agent and then stops before the module's; First (Disc and Stripes) then needs
  /// Stripes, which no agent built.
  @Test(.timeLimit(.minutes(10)))
  func aStoryboardNoAgentBuiltGetsAFirstAgentOfItsOwnAtOnce() async throws {
    let cache = try TestPaths.temporaryFolder("easel-module-cache")
    defer { try? FileManager.default.removeItem(at: cache) }
    let gate = DispatchSemaphore(value: 0)
    let served = try await MainActor.run {
      try ServedProject(copying: Self.fixture, buildCache: cache)
    }
    await MainActor.run { served.server.beforeModuleAgent = { gate.wait() } }
    defer {
      gate.signal()
      served.remove()
    }
    let page = try FramePushTests.PageSocket(served, timeout: 240)
    page.send(#"{"type":"watch","document":"Second.storyboard","scale":1,"tag":1}"#)
    var second = try page.nextFrame()
    #expect(Self.statuses(second.head) == ["Disc": "Building"])
    while Self.statuses(second.head) != ["Disc": "Up to date"] { second = try page.nextFrame() }

    page.send(#"{"type":"watch","document":"First.storyboard","scale":1,"tag":2}"#)
    var first = try page.nextFrame()
    while first.head["tag"] as? Int != 2 { first = try page.nextFrame() }
    #expect(Self.statuses(first.head) == ["Disc": "Building", "Stripes": "Building"])
    while Self.statuses(first.head).values.contains("Building") { first = try page.nextFrame() }
    #expect(Self.statuses(first.head) == ["Disc": "Up to date", "Stripes": "Up to date"])
    // The module's agent was not built: both storyboards were drawn by first agents.
    let builds = await MainActor.run { served.server.api.session.agentBuilds }
    #expect(builds.isEmpty, "\(builds)")
  }

  /// A designable that hangs costs one timeout: its class is then Timed out without being
  /// run, so a render after an unrelated edit does not wait for it. An edit of the hanging
  /// view itself lets its code run (and time out) again. The `Trouble` fixture: a good disc,
  /// a view that crashes in `draw(_:)`, one that never returns from `layoutSubviews()`.
  @Test(.timeLimit(.minutes(5)))
  func aHangingDesignableCostsOneTimeout() async throws {
    let folder = try TestPaths.temporaryFolder("easel-hang-once")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("Trouble")
    try FileManager.default.copyItem(
      at: DesignableTroubleTests.fixture, to: project)
    try await MainActor.run {
      let session = DesignerSession(project: ProjectFolder(root: project))
      // Long enough that a render of the other views never reaches it on a loaded machine (at
      // 4 s a render of the good and crashing views timed out beside the other suites), so
      // the only timeouts counted are the hanging view's.
      session.agentTimeout = 12
      let document = "Trouble.storyboard"
      let first = try session.render(document, DesignerSession.CanvasRequest())
      #expect(
        first.statuses["HangingView"]?.description.hasPrefix("Timed out in layoutSubviews()")
          == true)
      #expect(first.statuses["GoodDisc"]?.description == "Up to date")
      #expect(session.agents.timeouts == 1)

      // An unrelated edit, then renders: the hanging class is not run again.
      _ = try session.edit(
        document, objectID: "Trb-GD-001",
        edit: .setColor(key: "backgroundColor", value: try ColorValue(text: "#FF0000FF")),
        baseVersion: 1)
      let started = Date()
      for _ in 0..<3 {
        let later = try session.render(document, DesignerSession.CanvasRequest())
        #expect(later.statuses["HangingView"]?.description.hasPrefix("Timed out") == true)
        #expect(later.statuses["CrashingView"]?.description.hasPrefix("Crashed") == true)
        #expect(later.statuses["GoodDisc"]?.description == "Up to date")
      }
      #expect(session.agents.timeouts == 1, "three renders, no second timeout")
      print("three renders after the hang: \(Date().timeIntervalSince(started)) s")

      // Its own attributes changed: it is run again.
      _ = try session.edit(
        document, objectID: "Trb-HG-001",
        edit: .setColor(key: "backgroundColor", value: try ColorValue(text: "#00FF00FF")),
        baseVersion: 2)
      let retried = try session.render(document, DesignerSession.CanvasRequest())
      #expect(retried.statuses["HangingView"]?.description.hasPrefix("Timed out") == true)
      #expect(session.agents.timeouts == 2)
    }
  }
}
