import EaselServer
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The safety rules over a real socket: a `DesignerServer` on a copy of RainbowDemo, asked
/// with hand-written requests (any Host, Origin, path, size).
struct ServerSafetyTests {
  let served: ServedProject

  init() async throws {
    served = try await MainActor.run { try ServedProject() }
  }

  var api: String { "/api/documents?token=\(served.token)" }

  @Test func theTokenOpensTheAPI() throws {
    defer { served.remove() }
    let answer = try RawClient.request(port: served.port, "GET", api)
    #expect(answer.status == 200)
    #expect(answer.body.contains("Main.storyboard"))
  }

  @Test func aMissingOrWrongTokenIsRefused() throws {
    defer { served.remove() }
    #expect(try RawClient.request(port: served.port, "GET", "/api/documents").status == 401)
    #expect(
      try RawClient.request(port: served.port, "GET", "/api/documents?token=wrong").status == 401)
    let other = String(served.token.reversed())
    #expect(
      try RawClient.request(port: served.port, "GET", "/api/documents?token=\(other)").status
        == 401)
  }

  @Test func aForeignHostIsRefused() throws {
    defer { served.remove() }
    for host in ["evil.example", "evil.example:\(served.port)", "192.168.1.1:\(served.port)"] {
      let answer = try RawClient.request(port: served.port, "GET", api, headers: ["Host": host])
      #expect(answer.status == 403, "Host: \(host)")
    }
    #expect(
      try RawClient.request(port: served.port, "GET", "/", headers: ["Host": "evil.example"])
        .status == 403)
  }

  @Test func aForeignOriginCannotChangeAnything() throws {
    defer { served.remove() }
    let before = try Data(contentsOf: served.storyboard)
    let body = Data(
      """
      {"document":"\(ServedProject.document)","object":"\(ServedProject.rainbow)","baseVersion":1,
       "edit":{"op":"set","name":"hidden","value":"YES"}}
      """.utf8)
    let answer = try RawClient.request(
      port: served.port, "POST", "/api/edit?token=\(served.token)",
      headers: ["Origin": "http://evil.example"], body: body)
    #expect(answer.status == 403)
    #expect(try Data(contentsOf: served.storyboard) == before)
    let own = try RawClient.request(
      port: served.port, "POST", "/api/edit?token=\(served.token)",
      headers: ["Origin": "http://127.0.0.1:\(served.port)"], body: body)
    #expect(own.status == 200, "\(own.body)")
  }

  @Test func pathsOutsideTheProjectAreRefused() throws {
    defer { served.remove() }
    let outside = served.folder.appendingPathComponent("Outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: served.storyboard, to: outside.appendingPathComponent("Secret.storyboard"))
    try FileManager.default.createSymbolicLink(
      at: served.project.appendingPathComponent("Escape"), withDestinationURL: outside)
    for document in [
      "../Outside/Secret.storyboard", "..%2FOutside%2FSecret.storyboard",
      "%2E%2E/Outside/Secret.storyboard", "%252E%252E/Outside/Secret.storyboard",
      "Escape/Secret.storyboard", "/etc/passwd", "RainbowDemo/../../Outside/Secret.storyboard",
    ] {
      let answer = try RawClient.request(
        port: served.port, "GET", "/api/outline?token=\(served.token)&document=\(document)")
      #expect(answer.status == 403, "\(document): \(answer.status) \(answer.body)")
      #expect(!answer.body.contains("scenes"), "\(document)")
    }
    let listed = try RawClient.request(port: served.port, "GET", api)
    #expect(!listed.body.contains("Secret"), "the listing does not follow the link out")
    // A page path that is no page file is not looked up on disk.
    #expect(try RawClient.request(port: served.port, "GET", "/../../etc/passwd").status == 404)
  }

  @Test func anOversizedBodyIsRefused() throws {
    defer { served.remove() }
    let big = Data(repeating: 0x20, count: (1 << 20) + 1)
    let answer = try RawClient.request(
      port: served.port, "POST", "/api/edit?token=\(served.token)", body: big)
    #expect(answer.status == 413)
  }

  /// A refused request's answer comes while its body is still being sent: libsoup would
  /// read all 768 MB first (and keep them: three such took the server to 2.4 GB).
  @Test(arguments: [
    ("POST /api/edit", "", 401),  // no token
    ("POST /api/edit?token=TOKEN", "Origin: http://evil.example\r\n", 403),
    ("POST /api/edit?token=TOKEN", "", 413),  // over the body limit
  ])
  func aRefusedBodyIsAnsweredBeforeItIsRead(target: String, extra: String, status: Int) throws {
    defer { served.remove() }
    let client = try RawClient(port: served.port, timeout: 10)
    defer { client.close() }
    let line = target.replacingOccurrences(of: "TOKEN", with: served.token)
    client.send(
      Data(
        ("\(line) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\(extra)"
          + "Content-Type: application/json\r\nContent-Length: \(768 << 20)\r\n\r\n").utf8)
        + Data(repeating: 0x20, count: 1 << 20))
    let head = String(
      decoding: client.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") },
      as: UTF8.self)
    #expect(head.hasPrefix("HTTP/1.1 \(status) "), "\(head)")
    #expect(head.lowercased().contains("connection: close"), "\(head)")
    // The server is still up and answers the next request.
    #expect(try RawClient.request(port: served.port, "GET", api).status == 200)
  }

  @Test func aBodyInChunksIsRefusedUnread() throws {
    defer { served.remove() }
    let client = try RawClient(port: served.port, timeout: 10)
    defer { client.close() }
    client.send(
      Data(
        ("POST /api/edit?token=\(served.token) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n100000\r\n").utf8)
        + Data(repeating: 0x20, count: 1 << 16))
    let head = String(
      decoding: client.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") },
      as: UTF8.self)
    #expect(head.hasPrefix("HTTP/1.1 411 "), "\(head)")
  }

  @Test func aRefusalThatWaitsForContinueIsAnsweredWithoutTheBody() throws {
    defer { served.remove() }
    let client = try RawClient(port: served.port, timeout: 10)
    defer { client.close() }
    client.send(
      Data(
        ("POST /api/edit HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n"
          + "Expect: 100-continue\r\nContent-Length: \(768 << 20)\r\n\r\n").utf8))
    let head = String(
      decoding: client.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") },
      as: UTF8.self)
    #expect(head.hasPrefix("HTTP/1.1 401 "), "\(head)")
  }

  /// 300 clients connect at once and each is answered: the listen queue holds them (with
  /// libsoup's 10, the rest waited for the kernel's SYN retries, a second and more).
  @Test func manyConnectionsAtOnceAreQueuedAndAnswered() throws {
    defer { served.remove() }
    let count = 300
    var clients: [Int32] = []
    defer { for fd in clients { Glibc.close(fd) } }
    let began = Date()
    for _ in 0..<count {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(served.port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      clients.append(fd)
    }
    // Each sends its request as soon as it is connected; all must be answered.
    let request = Data(
      "GET \(api) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nConnection: close\r\n\r\n".utf8)
    var sent = Set<Int32>()
    var answered = Set<Int32>()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var allConnected = Double.infinity
    // The answers come from the main queue, which the other suites of a full run share: the
    // bound only keeps a server that never answers from hanging the run; it is not a speed.
    while answered.count < count, Date().timeIntervalSince(began) < 300 {
      var polls = clients.filter { !answered.contains($0) }.map {
        pollfd(fd: $0, events: Int16(sent.contains($0) ? POLLIN : POLLOUT), revents: 0)
      }
      // A signal (a child of the test process ending) interrupts the poll: poll again.
      guard poll(&polls, nfds_t(polls.count), 100) >= 0 || errno == EINTR else { break }
      for p in polls where p.revents != 0 {
        if !sent.contains(p.fd) {
          if sent.count == count - 1 { allConnected = Date().timeIntervalSince(began) }
          _ = request.withUnsafeBytes {
            send(p.fd, $0.baseAddress, request.count, Int32(MSG_NOSIGNAL))
          }
          sent.insert(p.fd)
        } else {
          let n = recv(p.fd, &buffer, buffer.count, 0)
          if n > 12, String(decoding: buffer[0..<n], as: UTF8.self).hasPrefix("HTTP/1.1 200") {
            answered.insert(p.fd)
          }
        }
      }
    }
    let seconds = Date().timeIntervalSince(began)
    #expect(answered.count == count, "\(answered.count) of \(count) answered in \(seconds) s")
    // No client waited for its SYN to be sent again (the first retry comes after a second):
    // the kernel completes every connection while the server takes them one by one.
    #expect(allConnected < 1, "\(count) clients took \(allConnected) s to connect")
  }

  /// A WebSocket frame that declares a payload over the limit is refused at its header:
  /// the socket closes (1009) without waiting for the 768 MB it announces.
  @Test func anOversizedWebSocketFrameIsRefusedAtItsHeader() throws {
    defer { served.remove() }
    let client = try RawClient(port: served.port, timeout: 10)
    defer { client.close() }
    client.send(
      RawClient.upgrade(
        port: served.port, target: "/ws?token=\(served.token)",
        origin: "http://127.0.0.1:\(served.port)"))
    let head = client.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
    #expect(String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101"))
    let length = 768 << 20
    var frame = Data([0x81, 0x80 | 127])
    frame.append(contentsOf: (0..<8).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) })
    frame.append(contentsOf: [0x12, 0x34, 0x56, 0x78] + [UInt8](repeating: 0x61, count: 1000))
    let began = Date()
    client.send(frame)
    // libsoup sends a close frame (1009, too big) and closes; with the rest unread the kernel
    // may reset the connection first. Either way it ends at once, with no answer.
    let closing = client.receive { $0.count >= 4 }
    let seconds = Date().timeIntervalSince(began)
    #expect(seconds < 5, "the socket stayed open \(seconds) s")
    if !closing.isEmpty {
      #expect(closing.first == 0x88, "\(Array(closing.prefix(4)))")
      #expect(closing.count >= 4 && Int(closing[2]) << 8 | Int(closing[3]) == 1009)
    }
    #expect(try RawClient.request(port: served.port, "GET", api).status == 200)
  }

  @Test func malformedRequestsGetErrorsAndTheServerStaysUp() throws {
    defer { served.remove() }
    for body in [
      "not json", "[1,2]", "{}", #"{"document":"x"}"#, String(repeating: "{", count: 5000),
    ] {
      let answer = try RawClient.request(
        port: served.port, "POST", "/api/edit?token=\(served.token)", body: Data(body.utf8))
      #expect(answer.status == 400 || answer.status == 403, "\(body.prefix(20)): \(answer.status)")
      #expect(answer.body.contains("\"error\""))
    }
    #expect(try RawClient.request(port: served.port, "GET", api).status == 200)
  }

  @Test func aWebSocketFromAForeignOriginIsRefused() throws {
    defer { served.remove() }
    for (origin, token) in [("http://evil.example", served.token), (nil, "wrong")] {
      let client = try RawClient(port: served.port)
      defer { client.close() }
      client.send(
        RawClient.upgrade(port: served.port, target: "/ws?token=\(token)", origin: origin))
      let head = String(decoding: client.receive { $0.count > 12 }, as: UTF8.self)
      #expect(!head.hasPrefix("HTTP/1.1 101"), "\(origin ?? "no origin"): \(head)")
      #expect(head.hasPrefix("HTTP/1.1 40"), "\(head)")
    }
  }

  @Test func theWebSocketAnswersMalformedMessagesAndRefusesOversizedOnes() throws {
    defer { served.remove() }
    let client = try RawClient(port: served.port)
    defer { client.close() }
    client.send(
      RawClient.upgrade(
        port: served.port, target: "/ws?token=\(served.token)",
        origin: "http://127.0.0.1:\(served.port)"))
    let head = client.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
    #expect(String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101"))
    client.send(RawClient.textFrame(Data("not json".utf8)))
    let (replied, stop) = client.receiveTelling { $0.count > 2 && $0.count >= 2 + Int($0[1]) }
    let reply = String(decoding: replied, as: UTF8.self)
    #expect(reply.contains("\"error\""), "\(reply) (\(stop))")
    client.send(RawClient.textFrame(Data(#"{"type":"ping"}"#.utf8)))
    let pong = String(
      decoding: client.receive { $0.count > 2 && $0.count >= 2 + Int($0[1]) }, as: UTF8.self)
    #expect(pong.contains("pong"), "\(pong)")
    client.send(RawClient.textFrame(Data(repeating: 0x61, count: 100_000)))
    // libsoup ends the connection: a close frame (1009, too big) or, with the rest of the
    // frame unread, a reset. Either way no answer to the message comes.
    let closing = client.receive()
    #expect(closing.isEmpty || closing.first == 0x88, "\(Array(closing.prefix(4)))")
    // The server is still up.
    #expect(try RawClient.request(port: served.port, "GET", api).status == 200)
  }
}
