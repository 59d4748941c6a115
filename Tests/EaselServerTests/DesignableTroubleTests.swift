import EaselGraphics
import EaselServer
import EaselTestSupport
import Foundation
import Testing

/// A designable that crashes and one that hangs while a page is open: the server stays up
/// (the page's WebSocket still answers, the API too), the statuses say Crashed and Timed out
/// with their phase, and the rest of the scene renders (the end-to-end `Trouble` fixture:
/// a good disc, a crashing view, a hanging view).
struct DesignableTroubleTests {
  static let fixture = TestPaths.packageRoot.appendingPathComponent(
    "Tests/EaselEndToEndTests/Fixtures/Trouble")

  @Test(.timeLimit(.minutes(5)))
  func crashAndHangLeaveTheServerUpAndTheSceneDrawn() async throws {
    let folder = try TestPaths.temporaryFolder("easel-serve-trouble")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("Trouble")
    try FileManager.default.copyItem(at: Self.fixture, to: project)
    let server = try await MainActor.run {
      let server = DesignerServer(project: ProjectFolder(root: project))
      server.api.session.agentTimeout = 5
      try server.start(port: 0)
      return server
    }
    defer { Task { @MainActor in server.stop() } }
    let (port, token) = await MainActor.run { (server.port, server.token) }

    // The page: its WebSocket is open before the render and still answers after it.
    let page = try RawClient(port: port)
    defer { page.close() }
    page.send(
      RawClient.upgrade(
        port: port, target: "/ws?token=\(token)", origin: "http://127.0.0.1:\(port)"))
    let head = page.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
    #expect(String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101"))

    let render = try RawClient.get(
      port: port, "/api/render?token=\(token)&document=Trouble.storyboard&scale=2", timeout: 240)
    #expect(render.status == 200, "\(render.head)")
    let statuses =
      render.head.split(separator: "\r\n").first {
        $0.lowercased().hasPrefix("x-easel-statuses:")
      }.map(String.init) ?? ""
    #expect(statuses.contains(#""GoodDisc":"Up to date""#), "\(statuses)")
    #expect(statuses.contains(#""CrashingView":"Crashed in draw(_:)"#), "\(statuses)")
    #expect(statuses.contains(#""HangingView":"Timed out in layoutSubviews()"#), "\(statuses)")

    // The rest renders: the good disc is green; the failed views are drawn as UIViews, their
    // background colours only.
    let image = try Bitmap(data: render.body)
    let disc = image.pixel(x: 100, y: 100)
    #expect(disc.green > 0.9 && disc.red < 0.1, "the good designable rendered")
    let crashed = image.pixel(x: 300, y: 100)
    #expect(crashed.red > 0.95 && abs(crashed.green - 0.8) < 0.02 && crashed.blue < 0.05)
    let hung = image.pixel(x: 500, y: 100)
    #expect(hung.blue > 0.95 && abs(hung.green - 0.4) < 0.02 && hung.red < 0.05)

    // The server is up: the WebSocket answers a ping, the API answers, and the details of
    // each status are there for the page.
    page.send(RawClient.textFrame(Data(#"{"type":"ping"}"#.utf8)))
    var pong = ""
    for _ in 0..<20 where !pong.contains("pong") {
      // Pushes (a version change, a rebuild) may come first; read until the pong.
      pong += String(
        decoding: page.receive { $0.count > 2 && $0.count >= 2 + Int($0[1]) }, as: UTF8.self)
    }
    #expect(pong.contains("pong"), "\(pong)")
    let details = try RawClient.request(port: port, "GET", "/api/statuses?token=\(token)")
    #expect(details.status == 200)
    #expect(details.body.contains(#""phase":"draw(_:)""#), "\(details.body)")
    #expect(details.body.contains(#""phase":"layoutSubviews()""#), "\(details.body)")
    #expect(details.body.contains("CrashingView"), "the backtrace names the class")
    let documents = try RawClient.request(port: port, "GET", "/api/documents?token=\(token)")
    #expect(documents.status == 200)
    withExtendedLifetime(server) {}
  }
}
