import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A test's raw TCP client to the designer: it sends exactly the bytes a test writes (any
/// Host, Origin, path) and reads what comes back, so that refusals are seen as a browser or
/// an attacker would see them.
struct RawClient {
  let fd: Int32

  /// How long a read waits for data unless a test says otherwise. The server answers its API
  /// and its WebSocket on the main actor, as `easel serve` does; in the test process the main
  /// actor is shared by every `@MainActor` test of the whole suite running beside these, so an
  /// answer can wait behind minutes of other suites' work on two loaded cores (two fresh-clone
  /// CI runs got no answer within 60 s, each passing alone).
  static let defaultTimeout = 300

  /// Connects to 127.0.0.1:`port`; a read waits at most `timeout` seconds for data.
  init(port: Int, timeout seconds: Int = RawClient.defaultTimeout) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if result != 0 { throw ClientError(message: "cannot connect to port \(port)") }
  }

  struct ClientError: Error { var message: String }

  /// Sends all of `data` (a send a signal interrupts goes on).
  func send(_ data: Data) {
    data.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let n = Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        sent += n
      }
    }
  }

  /// Why the last `receive` stopped reading before `until` held.
  enum Stop: Equatable { case none, closed, timedOut }

  /// Reads until the peer closes, `until` holds for what was read, or the timeout.
  func receive(until done: (Data) -> Bool = { _ in false }) -> Data {
    receiveTelling(until: done).data
  }

  /// As `receive(until:)`, and why it stopped. A read a signal interrupts goes on: with a
  /// receive timeout set, the kernel never restarts `recv` after a signal handler ran, and
  /// the test process's children (compilers, agents) end with a SIGCHLD that Foundation
  /// handles, on whichever thread it lands; that read had been taken for the peer's close.
  func receiveTelling(until done: (Data) -> Bool = { _ in false }) -> (data: Data, stop: Stop) {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !done(data) {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n < 0 && errno == EINTR { continue }
      if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return (data, .timedOut) }
      if n <= 0 { return (data, .closed) }
      data.append(contentsOf: buffer[0..<n])
    }
    return (data, .none)
  }

  func close() { _ = Glibc.close(fd) }

  /// One request on its own connection: status code and body.
  static func request(
    port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
    body: Data = Data()
  ) throws -> (status: Int, body: String) {
    let client = try RawClient(port: port)
    defer { client.close() }
    var head = "\(method) \(target) HTTP/1.1\r\n"
    var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"]
    if !body.isEmpty || method == "POST" { all["Content-Length"] = "\(body.count)" }
    all.merge(headers) { $1 }
    for (name, value) in all.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    client.send(Data((head + "\r\n").utf8) + body)
    let (data, stop) = client.receiveTelling()
    let text = String(decoding: data, as: UTF8.self)
    let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    guard let status else {
      // No status line: the body says why, for the failing expectation's message.
      return (0, stop == .timedOut ? "(no answer within the timeout)" : "(closed: \(text))")
    }
    let responseBody = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
    return (status, responseBody)
  }

  /// One GET on its own connection, answered in bytes: status, response head, body (read
  /// until the server closes; `timeout` seconds at most without data).
  static func get(port: Int, _ target: String, timeout: Int = RawClient.defaultTimeout) throws -> (
    status: Int, head: String, body: Data
  ) {
    let client = try RawClient(port: port, timeout: timeout)
    defer { client.close() }
    client.send(
      Data("GET \(target) HTTP/1.1\r\nConnection: close\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
    let data = client.receive()
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return (0, "", Data()) }
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
    let status = head.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    return (status ?? 0, head, Data(data[end.upperBound...]))
  }

  /// A WebSocket upgrade request's head.
  static func upgrade(port: Int, target: String, origin: String?) -> Data {
    var head =
      "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      + "Sec-WebSocket-Version: 13\r\n"
    if let origin { head += "Origin: \(origin)\r\n" }
    return Data((head + "\r\n").utf8)
  }

  /// A masked client text frame.
  static func textFrame(_ payload: Data) -> Data {
    var frame = Data([0x81])
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65536 {
      frame.append(0x80 | 126)
      frame.append(contentsOf: [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
    } else {
      frame.append(0x80 | 127)
      frame.append(contentsOf: (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) })
    }
    frame.append(contentsOf: mask)
    frame.append(contentsOf: payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    return frame
  }
}
