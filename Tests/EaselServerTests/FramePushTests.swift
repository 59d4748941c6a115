import EaselGraphics
import EaselServer
import EaselTestSupport
import Foundation
import Testing

/// Frames pushed over the page's WebSocket (`FramePush`), on a real socket: a watch is
/// answered with the whole frame, each change of the document (an edit, another program's
/// write) with the rectangle that differs from the frame pushed before, which drawn over it
/// gives exactly what a fresh render gives.
struct FramePushTests {
  let served: ServedProject

  init() async throws {
    served = try await MainActor.run { try ServedProject() }
  }

  /// The page's socket: masked text frames out, whole messages in.
  final class PageSocket {
    let client: RawClient
    private var pending = Data()

    convenience init(_ served: ServedProject, timeout: Int = RawClient.defaultTimeout) throws {
      try self.init(port: served.port, token: served.token, timeout: timeout)
    }

    init(port: Int, token: String, timeout: Int = RawClient.defaultTimeout) throws {
      client = try RawClient(port: port, timeout: timeout)
      client.send(
        RawClient.upgrade(
          port: port, target: "/ws?token=\(token)", origin: "http://127.0.0.1:\(port)"))
      pending = client.receive { $0.range(of: Data("\r\n\r\n".utf8)) != nil }
      guard let end = pending.range(of: Data("\r\n\r\n".utf8)),
        String(decoding: pending[..<end.lowerBound], as: UTF8.self).hasPrefix("HTTP/1.1 101")
      else { throw RawClient.ClientError(message: "no upgrade") }
      pending = Data(pending[end.upperBound...])
    }

    deinit { client.close() }

    func send(_ json: String) { client.send(RawClient.textFrame(Data(json.utf8))) }

    /// The next message: its opcode (1 text, 2 binary) and payload.
    func next() throws -> (opcode: UInt8, payload: Data) {
      func need(_ count: Int) throws {
        while pending.count < count {
          let (more, stop) = client.receiveTelling { !$0.isEmpty }
          if more.isEmpty {
            throw RawClient.ClientError(
              message: stop == .timedOut ? "no message within the timeout" : "the socket closed")
          }
          pending.append(more)
        }
      }
      try need(2)
      let bytes = [UInt8](pending.prefix(10))
      var length = Int(bytes[1] & 0x7F)
      var header = 2
      if length == 126 {
        try need(4)
        let b = [UInt8](pending.prefix(4))
        length = Int(b[2]) << 8 | Int(b[3])
        header = 4
      } else if length == 127 {
        try need(10)
        let b = [UInt8](pending.prefix(10))
        length = (2..<10).reduce(0) { $0 << 8 | Int(b[$1]) }
        header = 10
      }
      try need(header + length)
      let start = pending.startIndex
      let payload = Data(pending[(start + header)..<(start + header + length)])
      pending = Data(pending[(start + header + length)...])
      return (bytes[0] & 0x0F, payload)
    }

    /// The next text message as JSON, skipping none.
    func nextText() throws -> [String: Any] {
      let (opcode, payload) = try next()
      guard opcode == 1 else { throw RawClient.ClientError(message: "not text: \(opcode)") }
      return try JSONSerialization.jsonObject(with: payload) as? [String: Any] ?? [:]
    }

    /// The next frame (text messages before it are skipped): head and expanded pixels.
    func nextFrame() throws -> (head: [String: Any], pixels: [UInt8]) {
      while true {
        let (opcode, payload) = try next()
        guard opcode == 2 else { continue }
        let bytes = [UInt8](payload)
        let length = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
        #expect((4 + length) % 4 == 0, "the runs start at a multiple of four")
        let head =
          try JSONSerialization.jsonObject(with: payload.subdata(in: 4..<(4 + length)))
          as? [String: Any] ?? [:]
        let count = (head["w"] as? Int ?? 0) * (head["h"] as? Int ?? 0)
        let runs = payload.subdata(in: (4 + length)..<payload.count)
        guard let pixels = RawFrame.expand(runs: runs, count: count) else {
          throw RawClient.ClientError(message: "malformed runs")
        }
        return (head, pixels)
      }
    }
  }

  func post(_ endpoint: String, _ body: String) throws -> String {
    try Self.post(served, endpoint, body)
  }

  static func post(_ served: ServedProject, _ endpoint: String, _ body: String) throws -> String {
    let answer = try RawClient.request(
      port: served.port, "POST", "/api/\(endpoint)?token=\(served.token)",
      body: Data(body.utf8))
    #expect(answer.status == 200, "\(answer.body)")
    return answer.body
  }

  /// The whole frame `GET /api/frame` sends now, as RGBA.
  static func freshFrame(
    _ served: ServedProject, document: String = ServedProject.document
  ) throws -> [UInt8] {
    let answer = try RawClient.get(
      port: served.port,
      "/api/frame?token=\(served.token)&document=\(document)&scale=1&have=0", timeout: 240)
    #expect(answer.status == 200)
    let line = try #require(
      answer.head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("x-easel-frame:") })
    let head = try #require(
      try JSONSerialization.jsonObject(with: Data(line.dropFirst("x-easel-frame:".count).utf8))
        as? [String: Int])
    return try #require(
      RawFrame.expand(runs: answer.body, count: (head["w"] ?? 0) * (head["h"] ?? 0)))
  }

  /// `patch` (the rectangle of `head`) drawn over `picture`, `width` pixels wide.
  func apply(_ patch: [UInt8], of head: [String: Any], over picture: [UInt8], width: Int)
    -> [UInt8]
  {
    Self.apply(patch, of: head, over: picture, width: width)
  }

  static func apply(_ patch: [UInt8], of head: [String: Any], over picture: [UInt8], width: Int)
    -> [UInt8]
  {
    var picture = picture
    let (x, y) = (head["x"] as? Int ?? 0, head["y"] as? Int ?? 0)
    let (w, h) = (head["w"] as? Int ?? 0, head["h"] as? Int ?? 0)
    for row in 0..<h {
      let to = ((y + row) * width + x) * 4
      picture.replaceSubrange(to..<to + w * 4, with: patch[row * w * 4..<(row + 1) * w * 4])
    }
    return picture
  }

  @Test func aWatchedSceneIsPushedWholeThenEachChange() throws {
    defer { served.remove() }
    let original = try Data(contentsOf: served.storyboard)
    let page = try PageSocket(served)
    page.send(#"{"type":"watch","document":"\#(ServedProject.document)","scale":1,"tag":7}"#)
    let first = try page.nextFrame()
    let width = try #require(first.head["width"] as? Int)
    let height = try #require(first.head["height"] as? Int)
    #expect(first.head["type"] as? String == "frame")
    #expect(first.head["tag"] as? Int == 7 && first.head["base"] as? Int == 0)
    #expect(first.head["version"] as? Int == 1)
    #expect(first.head["w"] as? Int == width && first.head["h"] as? Int == height)
    #expect((first.head["statuses"] as? [String: String])?["Rainbow"] == "Up to date")
    #expect(first.pixels == (try Self.freshFrame(served)))
    let firstID = try #require(first.head["id"] as? Int)

    // An edit through the API: the changed rectangle of the Rainbow follows, unasked.
    _ = try post(
      "edit",
      ##"{"document":"\##(ServedProject.document)","object":"\##(ServedProject.rainbow)","baseVersion":1,"edit":{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}}"##
    )
    let edited = try page.nextFrame()
    #expect(edited.head["version"] as? Int == 2)
    // The Rainbow adds its rings in draw(_:) and has no didSet: a kept view would show the
    // old rings, so the agent's check finds it out and the frame is drawn fresh.
    #expect(edited.head["live"] as? Int == 0)
    #expect(edited.head["base"] as? Int == firstID)
    let editedID = try #require(edited.head["id"] as? Int)
    #expect(editedID != firstID)
    let w = try #require(edited.head["w"] as? Int)
    let h = try #require(edited.head["h"] as? Int)
    #expect(w > 0 && h > 0 && w * h < width * height / 2, "only the Rainbow's rings changed")
    var picture = apply(edited.pixels, of: edited.head, over: first.pixels, width: width)
    #expect(picture == (try Self.freshFrame(served)))

    // Another program's write (a `git checkout` of the file): pushed too, as a change of the
    // frame pushed before.
    try original.write(to: served.storyboard, options: .atomic)
    let outside = try page.nextFrame()
    #expect(outside.head["version"] as? Int == 3)
    #expect(outside.head["base"] as? Int == editedID)
    picture = apply(outside.pixels, of: outside.head, over: picture, width: width)
    #expect(picture == first.pixels)
    #expect(picture == (try Self.freshFrame(served)))
  }

  /// The agent keeps the scene's view tree between edits: a colour edit of the root view is
  /// set on the kept view (checked against a fresh tree the first time), and each frame
  /// drawn over the one before is what a fresh render draws.
  @Test func anEditOfOnePropertyIsTakenIntoTheKeptViewTree() async throws {
    defer { served.remove() }
    let page = try PageSocket(served)
    page.send(#"{"type":"watch","document":"\#(ServedProject.document)","scale":1,"tag":1}"#)
    let first = try page.nextFrame()
    #expect(first.head["live"] as? Int == 0)
    let width = try #require(first.head["width"] as? Int)
    var picture = first.pixels
    let agents = await MainActor.run { served.server.api.session.agents }
    for (version, hex) in [(1, "#3355AAFF"), (2, "#AA5533FF"), (3, "#3355AAFF")] {
      let started = agents.startedCount
      _ = try post(
        "edit",
        ##"{"document":"\##(ServedProject.document)","object":"8bC-Xf-vdC","baseVersion":\##(version),"edit":{"op":"color","key":"backgroundColor","value":"\##(hex)"}}"##
      )
      let frame = try page.nextFrame()
      #expect(frame.head["version"] as? Int == version + 1)
      // Drawn from the kept tree, unless its agent was ended meanwhile (killed from outside:
      // a new agent keeps nothing yet).
      let restarted = agents.startedCount > started
      #expect(
        frame.head["live"] as? Int == 1 || restarted,
        "edit \(version): \(agents.startedCount - started) agents started, \(agents.runningCount) running")
      picture = apply(frame.pixels, of: frame.head, over: picture, width: width)
      #expect(picture == (try Self.freshFrame(served)), "edit \(version)")
    }
    // One agent drew them all (a second only if the first was ended from outside).
    #expect(agents.startedCount <= 2, "\(agents.startedCount) agents started")
    // A frame edit cannot be taken in: a fresh tree.
    _ = try post(
      "edit",
      ##"{"document":"\##(ServedProject.document)","object":"\##(ServedProject.rainbow)","baseVersion":4,"edit":{"op":"frame","value":"10,10,200,200"}}"##
    )
    let moved = try page.nextFrame()
    #expect(moved.head["live"] as? Int == 0)
    picture = apply(moved.pixels, of: moved.head, over: picture, width: width)
    #expect(picture == (try Self.freshFrame(served)))
  }

  /// A setter that crashes while it is set on a kept view: the agent dies, the class is
  /// blamed for its runtime attributes and drawn as its UIKit class, a frame is still
  /// pushed, and the next edit is drawn by a new agent.
  @Test(.timeLimit(.minutes(5))) func aCrashInALiveEditIsBlamedOnItsClass() async throws {
    let trouble = TestPaths.packageRoot.appendingPathComponent(
      "Tests/EaselEndToEndTests/Fixtures/Trouble")
    self.served.remove()
    let served = try await MainActor.run {
      try ServedProject(copying: trouble) { project in
        let sources = project.appendingPathComponent("Sources")
        try FileManager.default.removeItem(at: sources)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.flakyDisc.write(
          to: sources.appendingPathComponent("FlakyDisc.swift"), atomically: true, encoding: .utf8)
        let storyboard = project.appendingPathComponent("Trouble.storyboard")
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        text = text.replacingOccurrences(
          of: "customClass=\"GoodDisc\"", with: "customClass=\"FlakyDisc\"")
        for crashing in ["CrashingView", "HangingView"] {
          text = text.replacingOccurrences(
            of:
              " customClass=\"\(crashing)\" customModule=\"Trouble\" customModuleProvider=\"target\"",
            with: "")
        }
        try text.write(to: storyboard, atomically: true, encoding: .utf8)
      }
    }
    defer { served.remove() }
    let page = try PageSocket(served, timeout: 240)
    page.send(#"{"type":"watch","document":"Trouble.storyboard","scale":1,"tag":1}"#)
    let first = try page.nextFrame()
    #expect((first.head["statuses"] as? [String: String])?["FlakyDisc"] == "Up to date")
    let width = try #require(first.head["width"] as? Int)
    var picture = first.pixels
    func edit(_ version: Int, radius: Int) throws -> [String: Any] {
      _ = try Self.post(
        served, "edit",
        ##"{"document":"Trouble.storyboard","object":"Trb-GD-001","baseVersion":\##(version),"edit":{"op":"set-runtime","keyPath":"radius","type":"number","value":"\##(radius)"}}"##
      )
      let frame = try page.nextFrame()
      picture = apply(frame.pixels, of: frame.head, over: picture, width: width)
      #expect(
        picture == (try Self.freshFrame(served, document: "Trouble.storyboard")),
        "radius \(radius)")
      return frame.head
    }
    #expect(try edit(1, radius: 40)["live"] as? Int == 1)
    #expect(try edit(2, radius: 60)["live"] as? Int == 1)
    let crashed = try edit(3, radius: 500)
    #expect(crashed["live"] as? Int == 0)
    #expect(
      (crashed["statuses"] as? [String: String])?["FlakyDisc"]?.hasPrefix(
        "Crashed in runtime attributes") == true,
      "\(crashed)")
    let mended = try edit(4, radius: 30)
    #expect((mended["statuses"] as? [String: String])?["FlakyDisc"] == "Up to date")
  }

  /// A designable whose setter has a bug: a radius over 100 indexes out of range.
  static let flakyDisc = """
    import UIKit

    @IBDesignable
    class FlakyDisc: UIView {
      @IBInspectable var radius: CGFloat = 20 {
        didSet {
          let steps = [0, 1]
          if radius > 100 { _ = steps[Int(radius)] }
          setNeedsDisplay()
        }
      }

      override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: radius, height: radius)).fill()
      }
    }
    """

  @Test func aWatchOfABadDocumentIsAnErrorAndTheSocketStaysOpen() throws {
    defer { served.remove() }
    let page = try PageSocket(served)
    for bad in [
      #"{"type":"watch"}"#, #"{"type":"watch","document":"../etc/passwd"}"#,
      #"{"type":"watch","document":"Nope.storyboard"}"#,
      #"{"type":"watch","document":"\#(ServedProject.document)","scale":"huge"}"#,
    ] {
      page.send(bad)
      let reply = try page.nextText()
      #expect(reply["type"] as? String == "error", "\(bad): \(reply)")
    }
    // A scene that is not there: the frame's error, located by the watch's tag.
    page.send(
      #"{"type":"watch","document":"\#(ServedProject.document)","scene":"no-such","tag":3}"#)
    let failed = try page.nextText()
    #expect(failed["type"] as? String == "frame-error" && failed["tag"] as? Int == 3, "\(failed)")
    #expect((failed["error"] as? String ?? "").contains("no-such"), "\(failed)")
    page.send(#"{"type":"ping"}"#)
    #expect(try page.nextText()["type"] as? String == "pong")
  }

  @Test func anUnwatchedSocketIsSentNoFrames() throws {
    defer { served.remove() }
    let page = try PageSocket(served)
    page.send(#"{"type":"watch","document":"\#(ServedProject.document)","scale":1}"#)
    _ = try page.nextFrame()
    page.send(#"{"type":"unwatch"}"#)
    // Answered in order: once the pong is in, the unwatch was done.
    page.send(#"{"type":"ping"}"#)
    #expect(try page.nextText()["type"] as? String == "pong")
    _ = try post(
      "edit",
      ##"{"document":"\##(ServedProject.document)","object":"\##(ServedProject.rainbow)","baseVersion":1,"edit":{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}}"##
    )
    // The change is told; then the pong to a ping, and no frame between.
    #expect(try page.nextText()["type"] as? String == "changed")
    page.send(#"{"type":"ping"}"#)
    let (opcode, payload) = try page.next()
    #expect(opcode == 1, "no frame after unwatch")
    #expect(String(decoding: payload, as: UTF8.self).contains("pong"))
  }
}
