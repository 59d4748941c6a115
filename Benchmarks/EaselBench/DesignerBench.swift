// easel-bench designer [edits] [saves]
//
// The live designer's latency, through the real server: `easel serve` (the `easel` built
// beside this program, or $EASEL) on a copy of each project, driven over loopback HTTP as
// the page drives it: edits over one kept-alive HTTP connection, frames over the page's
// WebSocket. An inspectable edit → new pixels received is one POST /api/edit and the frame
// the server then pushes (the pixels changed since the frame it pushed before), until the
// last byte of the changed rectangle is in and its runs are expanded into RGBA, as the page
// does before it draws. Printed as
// p50/p95/p99 for the Rainbow, the Profile scene and the largest scene of the shared
// corpus, beside the goal (16 ms, a frame) and Interface Builder's budget (it warns when
// one designable takes over 200 ms to render); the anchor measured in the same run is
// `easel render` of the same scene, the command-line path.
// 200 edits a scene unless told (with fewer, the p99 is the slowest one or two, which this
// machine's neighbours decide). Source save → redrawn: a line added to Rainbow.swift, until
// the server's background build is done and the new render is received; p95 beside the 2 s
// goal.
import EaselDocument
import EaselGraphics
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `easel` executable: $EASEL, else the one beside this program.
func easelExecutable() -> URL {
  if let path = ProcessInfo.processInfo.environment["EASEL"] { return URL(fileURLWithPath: path) }
  return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("easel")
}

/// Why the designer benchmark stopped.
struct DesignerBenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A TCP connection to 127.0.0.1:`port` with no delay on small writes and reads that wait
/// at most 300 s: its descriptor.
func connectLoopback(port: Int) throws -> Int32 {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw DesignerBenchError("no socket") }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else {
    close(fd)
    throw DesignerBenchError("cannot connect to port \(port)")
  }
  var timeout = timeval(tv_sec: 300, tv_usec: 0)
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var one: Int32 = 1
  setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  return fd
}

/// A loopback socket and the bytes read from it not consumed yet.
class LoopbackReader {
  var fd: Int32 = -1
  var pending = Data()

  deinit { if fd >= 0 { close(fd) } }

  /// Reads more bytes into `pending`; false when the server closed the connection.
  func fill() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = recv(fd, &buffer, buffer.count, 0)
    guard n > 0 else { return false }
    pending.append(contentsOf: buffer[0..<n])
    return true
  }
}

/// A kept-alive HTTP/1.1 connection to the server on loopback, as a browser keeps one: each
/// exchange reads the answer's head and exactly its `Content-Length` bytes of body.
final class LoopbackConnection: LoopbackReader {
  let port: Int

  init(port: Int) { self.port = port }

  private func connectIfNeeded() throws {
    guard fd < 0 else { return }
    fd = try connectLoopback(port: port)
    pending = Data()
  }

  /// One exchange: status, head and body bytes. A connection the server closed is opened
  /// again once.
  func request(_ method: String, _ target: String, json: String? = nil, retry: Bool = true)
    throws -> (status: Int, head: String, body: Data)
  {
    try connectIfNeeded()
    let body = Data((json ?? "").utf8)
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    if json != nil { head += "Content-Type: application/json\r\n" }
    head += "Content-Length: \(body.count)\r\n\r\n"
    let request = Data(head.utf8) + body
    let sent = request.withUnsafeBytes {
      send(fd, $0.baseAddress, request.count, Int32(MSG_NOSIGNAL))
    }
    var end = pending.range(of: Data("\r\n\r\n".utf8))
    while sent == request.count, end == nil, fill() {
      end = pending.range(of: Data("\r\n\r\n".utf8))
    }
    guard sent == request.count, let end else {
      close(fd)
      fd = -1
      if retry { return try self.request(method, target, json: json, retry: false) }
      throw DesignerBenchError("no answer to \(method) \(target)")
    }
    let text = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
    let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
    let length =
      text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
      ?? 0
    let start = end.upperBound
    while pending.distance(from: start, to: pending.endIndex) < length {
      guard fill() else { throw DesignerBenchError("the answer to \(target) was cut short") }
    }
    let bodyEnd = pending.index(start, offsetBy: length)
    let answer = Data(pending[start..<bodyEnd])
    pending = Data(pending[bodyEnd...])
    if text.lowercased().contains("connection: close") {
      close(fd)
      fd = -1
    }
    return (status, text, answer)
  }
}

/// The page's WebSocket on loopback: a client's masked text frames out, the server's frames
/// in (text skipped, binary returned whole).
final class LoopbackWebSocket: LoopbackReader {
  init(port: Int, token: String) throws {
    super.init()
    fd = try connectLoopback(port: port)
    write(
      Data(
        ("GET /ws?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
          + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          + "Sec-WebSocket-Version: 13\r\n\r\n").utf8))
    var end = pending.range(of: Data("\r\n\r\n".utf8))
    while end == nil, fill() { end = pending.range(of: Data("\r\n\r\n".utf8)) }
    guard let end, String(decoding: pending[..<end.lowerBound], as: UTF8.self).contains(" 101 ")
    else { throw DesignerBenchError("the WebSocket upgrade was refused") }
    pending = Data(pending[end.upperBound...])
  }

  private func write(_ data: Data) {
    data.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let n = Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        if n <= 0 { return }
        sent += n
      }
    }
  }

  /// Sends `object` as a masked text frame.
  func send(_ object: [String: Any]) throws {
    let payload = [UInt8](try JSONSerialization.data(withJSONObject: object))
    let mask: [UInt8] = [0x5A, 0x17, 0xC3, 0x08]
    var frame: [UInt8] = [0x81]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    write(Data(frame))
  }

  /// The next binary message (text messages before it are skipped).
  func nextBinary() throws -> Data {
    while true {
      func need(_ count: Int) throws {
        while pending.count < count {
          guard fill() else { throw DesignerBenchError("the WebSocket closed") }
        }
      }
      try need(2)
      let start = pending.startIndex
      let opcode = pending[start] & 0x0F
      var length = Int(pending[start + 1] & 0x7F)
      var header = 2
      if length == 126 {
        try need(4)
        length = Int(pending[start + 2]) << 8 | Int(pending[start + 3])
        header = 4
      } else if length == 127 {
        try need(10)
        length = (0..<8).reduce(0) { $0 << 8 | Int(pending[start + 2 + $1]) }
        header = 10
      }
      try need(header + length)
      let payload = Data(pending[(start + header)..<(start + header + length)])
      pending = Data(pending[(start + header + length)...])
      if opcode == 2 { return payload }
      if opcode == 8 { throw DesignerBenchError("the server closed the WebSocket") }
    }
  }

  /// The next pushed frame: its head and its runs.
  func nextFrame() throws -> (head: [String: Any], runs: Data) {
    let message = try nextBinary()
    guard message.count >= 4 else { throw DesignerBenchError("a frame message is too short") }
    let length = message.prefix(4).enumerated().reduce(0) {
      $0 | Int($1.element) << (8 * $1.offset)
    }
    guard message.count >= 4 + length,
      let head = try JSONSerialization.jsonObject(
        with: message.subdata(in: 4..<(4 + length))) as? [String: Any]
    else { throw DesignerBenchError("a frame message's head is not JSON") }
    if head["type"] as? String != "frame" { throw DesignerBenchError("not a frame: \(head)") }
    return (head, message.subdata(in: (4 + length)..<message.count))
  }
}

/// `easel serve` on a project, on a free port; stopped by `stop()`.
final class ServedDesigner {
  let process = Process()
  let port: Int
  let token: String
  let connection: LoopbackConnection

  init(easel: URL, project: URL) throws {
    process.executableURL = easel
    process.arguments = ["serve", project.path, "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let url = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init)
    let prefix = "http://127.0.0.1:"
    guard let url, url.hasPrefix(prefix), let slash = url.range(of: "/?token="),
      let port = Int(url[url.index(url.startIndex, offsetBy: prefix.count)..<slash.lowerBound])
    else { throw DesignerBenchError("easel serve printed no URL") }
    self.port = port
    token = String(url[slash.upperBound...])
    connection = LoopbackConnection(port: port)
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  func get(_ endpoint: String, _ fields: [String: String]) throws -> (head: String, body: Data) {
    var query = "token=\(token)"
    for (k, v) in fields.sorted(by: { $0.key < $1.key }) {
      query += "&\(k)=" + (v.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? v)
    }
    let answer = try connection.request("GET", "/api/\(endpoint)?\(query)")
    guard answer.status == 200 else {
      throw DesignerBenchError(
        "GET /api/\(endpoint): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
    }
    return (answer.head, answer.body)
  }

  func post(_ endpoint: String, _ object: [String: Any]) throws -> [String: Any] {
    let json = String(
      decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    let answer = try connection.request(
      "POST", "/api/\(endpoint)?token=\(token)", json: json)
    guard answer.status == 200,
      let result = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
    else {
      throw DesignerBenchError(
        "POST /api/\(endpoint): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
    }
    return result
  }

  /// GET /api/frame: the rectangle changed since frame `have`, with its `X-Easel-Frame` head.
  func frame(_ fields: [String: String], have: Int) throws -> (head: [String: Any], runs: Data) {
    var fields = fields
    fields["have"] = String(have)
    let (head, body) = try get("frame", fields)
    let line = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("x-easel-frame:") }
    guard let line,
      let object = try? JSONSerialization.jsonObject(
        with: Data(line.dropFirst("x-easel-frame:".count).utf8)) as? [String: Any]
    else { throw DesignerBenchError("GET /api/frame: no X-Easel-Frame header") }
    return (object, body)
  }

  func json(_ endpoint: String, _ fields: [String: String]) throws -> [String: Any] {
    (try JSONSerialization.jsonObject(with: try get(endpoint, fields).body) as? [String: Any])
      ?? [:]
  }
}

/// What one scene's edits are: the object, then the two edits made in turn.
struct DesignerCase {
  var name: String
  var source: URL
  var document: String
  var scene: String
  var object: String
  var edits: [[String: Any]]
}

/// The `p`th percentile (0…100) by nearest rank.
func percentile(_ values: [Double], _ p: Double) -> Double {
  let s = values.sorted()
  guard !s.isEmpty else { return .nan }
  let rank = Int((p / 100 * Double(s.count)).rounded(.up))
  return s[max(0, min(s.count - 1, rank - 1))]
}

/// The scene of the shared corpus with the most views, with its document (relative to its
/// repository folder) and its root view's id.
func largestCorpusScene() -> DesignerCase? {
  let corpus = sharedBench().deletingLastPathComponent().appendingPathComponent("corpus")
  guard
    let walker = FileManager.default.enumerator(
      at: corpus, includingPropertiesForKeys: nil)
  else { return nil }
  var best: (count: Int, file: URL, scene: String, root: String)?
  for case let file as URL in walker
  where file.pathExtension == "storyboard" || file.pathExtension == "xib" {
    guard let doc = try? IBDocument(contentsOf: file) else { continue }
    for scene in doc.scenes {
      guard let root = scene.rootView, let id = root.id else { continue }
      let count = root.descendants().filter(\.isViewElement).count + 1
      if count > best?.count ?? 0 { best = (count, file, scene.id, id) }
    }
  }
  guard let best else { return nil }
  let parts = best.file.path.dropFirst(corpus.path.count + 1).split(separator: "/")
  guard let repository = parts.first else { return nil }
  return DesignerCase(
    name: "corpus: \(parts.last ?? "") (\(best.count) views)",
    source: corpus.appendingPathComponent(String(repository)),
    document: parts.dropFirst().joined(separator: "/"), scene: best.scene, object: best.root,
    edits: [
      ["op": "color", "key": "backgroundColor", "value": "#FF3B30FF"],
      ["op": "color", "key": "backgroundColor", "value": "#34C759FF"],
    ])
}

/// Copies `source` into `work`, serves it, and makes `count` edits, each timed until the new
/// frame is received: pushed over the page's WebSocket (`pushed`, as the page has it), or
/// asked for with `GET /api/frame` after the edit's answer (as the page did before frames
/// were pushed; the reference in the same run). Also times `easel render` of the scene
/// (`cliRuns` runs).
func measureEdits(
  _ c: DesignerCase, count: Int, cliRuns: Int, pushed: Bool, easel: URL, work: URL
) throws -> (edits: [Double], cli: [Double], live: Int) {
  let project = work.appendingPathComponent(
    c.source.lastPathComponent + (pushed ? "-pushed" : "-asked"))
  try FileManager.default.copyItem(at: c.source, to: project)
  let server = try ServedDesigner(easel: easel, project: project)
  defer { server.stop() }
  var version = (try server.json("outline", ["document": c.document])["version"] as? Int) ?? 1
  let render = ["document": c.document, "scene": c.scene, "scale": "2"]
  // The page: its WebSocket watches the scene; the first frame (whole) builds the agent.
  let socket = pushed ? try LoopbackWebSocket(port: server.port, token: server.token) : nil
  try socket?.send([
    "type": "watch", "document": c.document, "scene": c.scene, "scale": 2, "have": 0, "tag": 1,
  ])
  var first = try socket?.nextFrame() ?? server.frame(render, have: 0)
  // Designables drawn as placeholders while the server builds their agent in the background:
  // the frame drawn by the agent follows, and the edits start from it.
  while let socket,
    (first.head["statuses"] as? [String: String])?.values.contains("Building") == true
  {
    first = try socket.nextFrame()
  }
  var shown = first.head["id"] as? Int ?? 0
  var times: [Double] = []
  var live = 0
  for i in 0..<count {
    var head: [String: Any] = [:]
    var pixels: [UInt8]?
    let ms = try milliseconds {
      let answer = try server.post(
        "edit",
        [
          "document": c.document, "object": c.object, "baseVersion": version,
          "edit": c.edits[i % c.edits.count],
        ])
      version = answer["version"] as? Int ?? version + 1
      let (frameHead, runs) = try socket?.nextFrame() ?? server.frame(render, have: shown)
      head = frameHead
      // The page expands the runs into its ImageData before it draws them.
      pixels = RawFrame.expand(
        runs: runs, count: (head["w"] as? Int ?? 0) * (head["h"] as? Int ?? 0))
    }
    let (w, h) = (head["w"] as? Int ?? 0, head["h"] as? Int ?? 0)
    guard w > 0, h > 0, pixels?.count == w * h * 4, head["id"] as? Int != shown,
      !pushed || (head["base"] as? Int == shown && head["version"] as? Int == version)
    else {
      throw DesignerBenchError("\(c.name): edit \(i) brought no new pixels (\(head))")
    }
    shown = head["id"] as? Int ?? 0
    if head["live"] as? Int == 1 { live += 1 }
    times.append(ms)
  }
  var cli: [Double] = []
  let output = work.appendingPathComponent("cli-\(UUID().uuidString).png")
  for _ in 0..<cliRuns {
    cli.append(
      try milliseconds {
        let p = Process()
        p.executableURL = easel
        p.arguments = [
          "render", project.appendingPathComponent(c.document).path, "--scene", c.scene,
          "--scale", "2", "-o", output.path,
        ]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        // Waited for through the termination handler: `waitUntilExit()` polls every 50 ms on
        // Linux, which would round the anchor up to the next 50 ms.
        let ended = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in ended.signal() }
        try p.run()
        ended.wait()
      })
  }
  return (times, cli, live)
}

/// Saves Rainbow.swift `count` times (a new line each time) and times each until the server's
/// background build is done and the new render is received.
func measureSaves(count: Int, easel: URL, examples: URL, work: URL) throws -> [Double] {
  let project = work.appendingPathComponent("RainbowDemo-saves")
  try FileManager.default.copyItem(at: examples.appendingPathComponent("RainbowDemo"), to: project)
  let server = try ServedDesigner(easel: easel, project: project)
  defer { server.stop() }
  let document = "RainbowDemo/Base.lproj/Main.storyboard"
  _ = try server.get("render", ["document": document])
  let source = project.appendingPathComponent("RainbowDemo/Rainbow.swift")
  var times: [Double] = []
  for i in 0..<count {
    let text = try String(contentsOf: source, encoding: .utf8)
    let start = DispatchTime.now().uptimeNanoseconds
    try (text + "// save \(i) at \(start)\n").write(to: source, atomically: true, encoding: .utf8)
    func status() throws -> String {
      let all = try server.json("statuses", [:])
      return (all["Rainbow"] as? [String: Any])?["status"] as? String ?? ""
    }
    var sawBuilding = false
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      let now = try status()
      if now == "Building" {
        sawBuilding = true
      } else if sawBuilding {
        break
      }
      usleep(10_000)
    }
    guard sawBuilding, try status() == "Up to date" else {
      throw DesignerBenchError("save \(i): the Rainbow did not rebuild (\(try status()))")
    }
    _ = try server.get("render", ["document": document])
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return times
}

func benchDesigner(edits: Int, saves: Int) throws {
  let easel = easelExecutable()
  guard FileManager.default.isExecutableFile(atPath: easel.path) else {
    throw DesignerBenchError("no easel at \(easel.path) (build it, or set EASEL)")
  }
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  let examples = root.appendingPathComponent("Examples")
  let work = FileManager.default.temporaryDirectory
    .appendingPathComponent("easel-bench-designer-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }

  var cases = [
    DesignerCase(
      name: "Rainbow (RainbowDemo)", source: examples.appendingPathComponent("RainbowDemo"),
      document: "RainbowDemo/Base.lproj/Main.storyboard", scene: "tne-QT-ifu",
      object: "Rbw-1a-x7K",
      edits: [
        ["op": "set-runtime", "keyPath": "firstColor", "type": "color", "value": "#FF00FFFF"],
        ["op": "set-runtime", "keyPath": "firstColor", "type": "color", "value": "#00C8FFFF"],
      ]),
    DesignerCase(
      name: "Profile (ProfileDemo)", source: examples.appendingPathComponent("ProfileDemo"),
      document: "ProfileDemo/Base.lproj/Main.storyboard", scene: "Prf-SC-001",
      object: "Civ-Ph-001",
      edits: [
        ["op": "set-runtime", "keyPath": "lineWidth", "type": "number", "value": "8"],
        ["op": "set-runtime", "keyPath": "lineWidth", "type": "number", "value": "2"],
      ]),
  ]
  if let corpus = largestCorpusScene() {
    cases.append(corpus)
  } else {
    print("(no shared corpus found: its largest scene is left out)")
  }
  print("easel: \(easel.path)")
  var cliMedian = Double.nan
  print(
    "inspectable edit → new pixels received (POST /api/edit, then the frame pushed over the "
      + "WebSocket as the page has it, or asked for with GET /api/frame; \(edits) each), ms")
  let header = [
    "scene".padding(toLength: 44, withPad: " ", startingAt: 0),
    "frame".padding(toLength: 6, withPad: " ", startingAt: 0),
    "p50".leftPad(8), "p95".leftPad(8), "p99".leftPad(8), "p95/16ms".leftPad(10),
    "p95/200ms".leftPad(10), "CLI p50".leftPad(9), "p50/CLI".leftPad(8), "live".leftPad(8),
  ]
  print(header.joined(separator: " "))
  for c in cases {
    for pushed in [true, false] {
      let (times, cli, live) = try measureEdits(
        c, count: edits, cliRuns: pushed ? min(20, max(3, edits / 5)) : 0, pushed: pushed,
        easel: easel, work: work)
      let p50 = percentile(times, 50)
      let p95 = percentile(times, 95)
      if pushed { cliMedian = median(cli) }
      let row = [
        (pushed ? c.name : "").padding(toLength: 44, withPad: " ", startingAt: 0),
        (pushed ? "pushed" : "asked").padding(toLength: 6, withPad: " ", startingAt: 0),
        fmt(p50).leftPad(8), fmt(p95).leftPad(8), fmt(percentile(times, 99)).leftPad(8),
        (fmt(p95 / 16, 1) + "x").leftPad(10), (fmt(p95 / 200, 2) + "x").leftPad(10),
        (pushed ? fmt(cliMedian) : "").leftPad(9), (fmt(p50 / cliMedian, 2) + "x").leftPad(8),
        "\(live)/\(times.count)".leftPad(8),
      ]
      print(row.joined(separator: " "))
    }
  }
  print("goal: p95 under 16 ms; Interface Builder warns past 200 ms a designable;")
  print("CLI: `easel render` of the same scene in this run (the anchor).")
  if saves > 0 {
    let times = try measureSaves(count: saves, easel: easel, examples: examples, work: work)
    print(
      "source save → rebuilt and redrawn (Rainbow.swift, \(saves) saves): p50 \(fmt(percentile(times, 50))) ms, "
        + "p95 \(fmt(percentile(times, 95))) ms; goal p95 under 2000 ms "
        + "(p95/goal \(fmt(percentile(times, 95) / 2000, 2))x)")
  }
}

func fmt(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

extension String {
  func leftPad(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
