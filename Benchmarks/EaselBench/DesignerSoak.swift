// The designer server under load, bounded and on loopback only: `easel serve` (the `easel`
// built beside this program, or $EASEL) on a copy of Examples/RainbowDemo, then at once
// `connections` clients, each on a kept-alive HTTP connection of its own opened together
// (the listen backlog), making `rounds` rounds of what the page asks — the outline, the
// inspector, an edit of the Rainbow's alpha (against the version it last saw: a 409 is a
// conflict refused as it should be, counted apart, and the edit is made again on the version
// the refusal names, up to three tries), a frame — while `sockets` WebSockets
// watch the scene and receive its pushed frames, and every tenth client also sends a
// refused request that declares a 768 MB body (no token) and sends 1 MB of it: the refusal
// must come before the rest is sent, and the server's memory must not take the body in.
// Prints connections, requests, answers by status, errors (no answer, a reset, an
// unexpected status), latencies and the server's peak resident memory (VmHWM).
//
//   swift run easel-bench soak [connections] [rounds] [sockets]

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the soak's clients saw, counted from every thread.
final class SoakTally: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var connections = 0
  private(set) var requests = 0
  private(set) var statuses: [Int: Int] = [:]
  private(set) var errors: [String] = []
  private(set) var latencies: [Double] = []
  private(set) var framesPushed = 0
  private(set) var refusalsBeforeBody = 0
  private(set) var editsWritten = 0
  private(set) var editsStale = 0

  func connected() { lock.withLock { connections += 1 } }
  func answered(_ status: Int, seconds: Double) {
    lock.withLock {
      requests += 1
      statuses[status, default: 0] += 1
      latencies.append(seconds)
    }
  }
  func edited(_ status: Int) {
    lock.withLock {
      if status == 200 { editsWritten += 1 } else if status == 409 { editsStale += 1 }
    }
  }
  func failed(_ what: String) { lock.withLock { errors.append(what) } }
  func pushed() { lock.withLock { framesPushed += 1 } }
  func refusedEarly() { lock.withLock { refusalsBeforeBody += 1 } }
}

/// A process's resident memory now and at its peak (`VmRSS`, `VmHWM`), in MB.
func residentMemory(of pid: Int32) -> (now: Double, peak: Double)? {
  guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
    return nil
  }
  func field(_ name: String) -> Double? {
    text.split(separator: "\n").first { $0.hasPrefix(name + ":") }
      .flatMap {
        Double($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      }
      .map { $0 / 1024 }
  }
  guard let now = field("VmRSS"), let peak = field("VmHWM") else { return nil }
  return (now, peak)
}

/// One refused upload: headers declaring 768 MB without a token, then 1 MB of it; true when
/// the refusal (401) is read while most of the body was never sent.
func refusedUpload(port: Int) -> Bool {
  guard let fd = try? connectLoopback(port: port) else { return false }
  defer { close(fd) }
  var timeout = timeval(tv_sec: 10, tv_usec: 0)
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  let head =
    "POST /api/edit HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
    + "Content-Length: \(768 << 20)\r\n\r\n"
  let chunk = Data(head.utf8) + Data(repeating: 0x20, count: 1 << 20)
  _ = chunk.withUnsafeBytes { send(fd, $0.baseAddress, chunk.count, Int32(MSG_NOSIGNAL)) }
  var buffer = [UInt8](repeating: 0, count: 4096)
  let n = recv(fd, &buffer, buffer.count, 0)
  return n > 12 && String(decoding: buffer[0..<n], as: UTF8.self).hasPrefix("HTTP/1.1 401")
}

/// Runs the soak this file's head describes and prints its figures; throws when any client
/// saw an error.
func benchSoak(connections: Int, rounds: Int, sockets: Int) throws {
  let easel = easelExecutable()
  guard FileManager.default.isExecutableFile(atPath: easel.path) else {
    throw DesignerBenchError("no easel at \(easel.path) (build it, or set EASEL)")
  }
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  let work = FileManager.default.temporaryDirectory
    .appendingPathComponent("easel-bench-soak-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }
  let project = work.appendingPathComponent("RainbowDemo")
  try FileManager.default.copyItem(
    at: root.appendingPathComponent("Examples/RainbowDemo"), to: project)
  let served = try ServedDesigner(easel: easel, project: project)
  defer { served.stop() }
  let pid = served.process.processIdentifier
  let document = "RainbowDemo/Base.lproj/Main.storyboard"
  let scene = "tne-QT-ifu"
  let object = "Rbw-1a-x7K"
  let token = served.token
  let port = served.port
  // The first render builds the Rainbow's agent; the soak measures the server, not a build.
  _ = try served.frame(["document": document, "scene": scene], have: 0)
  let before = residentMemory(of: pid)

  let tally = SoakTally()
  let done = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  var watchers: [LoopbackWebSocket] = []
  for _ in 0..<sockets {
    let socket = try LoopbackWebSocket(port: port, token: token)
    try socket.send(["type": "watch", "document": document, "scene": scene, "scale": 1])
    watchers.append(socket)
  }
  let watched = DispatchGroup()
  for socket in watchers {
    watched.enter()
    let thread = Thread {
      defer { watched.leave() }
      // Until the clients are done and the socket is shut below.
      while (try? socket.nextFrame()) != nil { tally.pushed() }
    }
    thread.start()
  }
  for client in 0..<connections {
    done.enter()
    let thread = Thread {
      defer { done.leave() }
      let connection = LoopbackConnection(port: port)
      start.wait()
      var version = 1
      let edit = "/api/edit?token=\(token)"
      let query = "token=\(token)&document=\(document)"
      /// One exchange, counted; the document's version read from the answer (a 409 says the
      /// version it is now). Answers the status, 0 when none came.
      func exchange(_ method: String, _ target: String, json: String? = nil) -> Int {
        let began = Date()
        do {
          let answer = try connection.request(method, target, json: json)
          tally.answered(answer.status, seconds: Date().timeIntervalSince(began))
          if method == "POST" { tally.edited(answer.status) }
          if answer.status != 200 && !(answer.status == 409 && method == "POST") {
            tally.failed("\(method) \(target.prefix(20)): \(answer.status)")
          }
          let object = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
          if let now = object?["version"] as? Int {
            version = now
          } else if let error = object?["error"] as? String,
            let now = error.range(of: "it is now version ").flatMap({ range in
              Int(error[range.upperBound...].prefix { $0.isNumber })
            })
          {
            version = now
          }
          return answer.status
        } catch {
          tally.failed("\(method) \(target.prefix(20)): \(error)")
          return 0
        }
      }
      for round in 0..<rounds {
        if exchange("GET", "/api/outline?\(query)") == 200, round == 0 { tally.connected() }
        _ = exchange("GET", "/api/inspect?\(query)&object=\(object)")
        // An edit made on an older version is made again on the version the refusal names,
        // as the page does after reloading; three tries.
        for _ in 0..<3 {
          let json =
            #"{"document":"\#(document)","object":"\#(object)","baseVersion":\#(version),"#
            + #""edit":{"op":"set","name":"alpha","value":"0.\#((client + round) % 10)"}}"#
          if exchange("POST", edit, json: json) != 409 { break }
        }
        _ = exchange("GET", "/api/frame?\(query)&scene=\(scene)&scale=1&have=0")
        if round == 0, client % 10 == 0 {
          if refusedUpload(port: port) {
            tally.refusedEarly()
          } else {
            tally.failed("a refused 768 MB upload was not answered before its body")
          }
        }
      }
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  let began = Date()
  for _ in 0..<connections { start.signal() }
  var peakDuring = before?.peak ?? 0
  while done.wait(timeout: .now() + 0.1) == .timedOut {
    if let memory = residentMemory(of: pid) { peakDuring = max(peakDuring, memory.now) }
  }
  let seconds = Date().timeIntervalSince(began)
  // The frames of the last edits are pushed once the main actor gets to them.
  Thread.sleep(forTimeInterval: 2)
  for socket in watchers { shutdown(socket.fd, Int32(SHUT_RDWR)) }
  watched.wait()
  let after = residentMemory(of: pid)
  let sorted = tally.latencies.sorted()
  func ms(_ p: Double) -> String {
    sorted.isEmpty ? "-" : fmt(percentile(sorted, p) * 1000)
  }
  print("easel: \(easel.path)")
  print(
    "soak: \(connections) clients × \(rounds) rounds (outline, inspect, edit, frame) at once, "
      + "\(sockets) WebSockets watching, on loopback")
  print("connections answered:   \(tally.connections) of \(connections)")
  print("requests:               \(tally.requests) in \(fmt(seconds, 1)) s")
  print(
    "answers by status:      "
      + tally.statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      .joined(separator: ", "))
  print("errors:                 \(tally.errors.count)")
  for error in tally.errors.prefix(10) { print("  \(error)") }
  print("latency ms:             p50 \(ms(50)), p99 \(ms(99)), max \(ms(100))")
  print(
    "edits:                  \(tally.editsWritten) written, \(tally.editsStale) refused as "
      + "made on an older version (409)")
  print("frames pushed:          \(tally.framesPushed) to \(sockets) WebSockets")
  print(
    "refused 768 MB uploads: \(tally.refusalsBeforeBody) answered before their body "
      + "(of \((connections + 9) / 10))")
  print(
    "server memory MB:       \(fmt(before?.now ?? 0)) before, "
      + "peak \(fmt(after?.peak ?? peakDuring)), "
      + "\(fmt(after?.now ?? 0)) after")
  if !tally.errors.isEmpty { throw DesignerBenchError("\(tally.errors.count) errors") }
}
