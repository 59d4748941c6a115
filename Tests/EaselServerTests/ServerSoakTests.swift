import EaselDocument
import EaselServer
import Foundation
import Testing

/// A bounded soak on loopback: many clients at once reading and editing one document through
/// a real `DesignerServer`, with refused uploads among them and a frame asked for by every
/// client at once. Every request is answered (an edit made on an older version with a 409;
/// a frame with its pixels, however many wait), every edit written leaves a document that
/// reads, and the versions count the edits written. `easel-bench soak` runs the same at a
/// larger scale and prints its figures (docs/designer-server.md).
struct ServerSoakTests {
  let served: ServedProject

  init() async throws {
    served = try await MainActor.run { try ServedProject() }
  }

  /// What the clients saw.
  final class Tally: @unchecked Sendable {
    let lock = NSLock()
    var statuses: [Int: Int] = [:]
    var written = 0
    var frames: [Int: Int] = [:]
    func addFrame(_ status: Int) { lock.withLock { frames[status, default: 0] += 1 } }
    func add(_ status: Int, edit: Bool) {
      lock.withLock {
        statuses[status, default: 0] += 1
        if edit, status == 200 { written += 1 }
      }
    }
  }

  // The limit only stops a wedged server: the suites beside it share two cores, and under
  // that load (and a loaded machine's) the soak has taken seven minutes where it takes one
  // alone. Its figures are what it checks.
  @Test(.timeLimit(.minutes(10)))
  func manyClientsReadAndEditAtOnce() throws {
    defer { served.remove() }
    let clients = 48
    let rounds = 4
    let tally = Tally()
    let port = served.port
    let token = served.token
    let document = ServedProject.document
    let object = ServedProject.rainbow
    @Sendable func soak(_ client: Int) {
      var version = 1
      for round in 0..<rounds {
        let outline = try? RawClient.request(
          port: port, "GET", "/api/outline?token=\(token)&document=\(document)")
        tally.add(outline?.status ?? 0, edit: false)
        if let body = outline?.body,
          let json = try? JSONSerialization.jsonObject(
            with: Data(body.utf8)) as? [String: Any], let now = json["version"] as? Int
        {
          version = now
        }
        let edit = Data(
          (#"{"document":"\#(document)","object":"\#(object)","baseVersion":\#(version),"#
            + #""edit":{"op":"set","name":"alpha","value":"0.\#((client + round) % 10)"}}"#).utf8)
        let answer = try? RawClient.request(
          port: port, "POST", "/api/edit?token=\(token)", body: edit)
        tally.add(answer?.status ?? 0, edit: true)
        if round == 0 {
          // Every client asks for the scene's frame at once: more than the scratch files
          // frames are drawn into, so most wait their turn (they were refused with 503).
          let frame = try? RawClient.request(
            port: port, "GET", "/api/frame?token=\(token)&document=\(document)&scale=1")
          tally.add(frame?.status ?? 0, edit: false)
          tally.addFrame(frame?.status ?? 0)
        }
        if client % 12 == 0, round == 0 {
          // A refused upload among them: no token, a body declared far over the limit.
          let refused = try? RawClient.request(
            port: port, "POST", "/api/edit", headers: ["Content-Length": "\(768 << 20)"])
          tally.add(refused?.status ?? 0, edit: false)
        }
      }
    }
    // One thread a client, all started together (concurrentPerform would run as many at
    // once as there are cores).
    let done = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for client in 0..<clients {
      done.enter()
      Thread {
        defer { done.leave() }
        start.wait()
        soak(client)
      }.start()
    }
    for _ in 0..<clients { start.signal() }
    done.wait()
    #expect(tally.statuses[0] == nil, "unanswered requests: \(tally.statuses)")
    #expect(
      Set(tally.statuses.keys).isSubset(of: [200, 401, 409]), "statuses: \(tally.statuses)")
    #expect(tally.statuses[401] == clients / 12)
    #expect(tally.frames == [200: clients], "frames asked at once: \(tally.frames)")
    #expect(tally.written > 0)
    let text = try Data(contentsOf: served.storyboard)
    #expect(throws: Never.self) { try IBDocument(bytes: Array(text), path: "Main.storyboard") }
    let versions = try RawClient.request(
      port: port, "GET", "/api/outline?token=\(token)&document=\(document)")
    let json = try JSONSerialization.jsonObject(with: Data(versions.body.utf8)) as? [String: Any]
    // An edit that set the alpha already there writes nothing and makes no version.
    #expect((json?["version"] as? Int ?? 0) <= 1 + tally.written)
    #expect((json?["version"] as? Int ?? 0) > 1)
  }
}
