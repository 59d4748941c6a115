import Foundation

/// Frames pushed over the WebSocket. A page says which scene it shows and how
/// (`{"type": "watch", …}`) and is sent that scene's frame at once, then again whenever its
/// document changes — an edit, an undo, another program, a rebuilt designable — each as the
/// rectangle that differs from the frame sent before, in the runs `GET /api/frame` sends.
/// The page reads its messages in order, so the frame sent before is the one it shows.
@MainActor
public final class FramePush {
  /// What one page's socket watches.
  struct Watch {
    var document: String
    var request: DesignerSession.CanvasRequest
    /// The id of the frame last sent to it (0: none, or the page's own `have`).
    var sent: Int
    /// The page's mark for this watch, sent back with each frame (so that it can tell frames
    /// of a scene it no longer shows, already on their way, from the new one's).
    var tag: Int
    /// Whether the frame last sent drew designables as placeholders (status Building).
    var placeholders = false
  }

  private let session: DesignerSession
  private(set) var watches: [Int: Watch] = [:]
  /// Sockets whose frame is due, drawn together on the next turn of the main queue: edits in
  /// quick succession (a scrubbed number) are drawn once, as they are at that moment.
  private var due: Set<Int> = []
  private var scheduled = false
  /// Sockets whose frame is being drawn: one at a time each.
  private var drawing: Set<Int> = []
  /// Sockets whose frame was being drawn when an agent was built: drawn again if that frame
  /// shows placeholders.
  private var agentBuiltWhileDrawing: Set<Int> = []
  /// Sends a binary message to a socket; the server sets it.
  var sendBinary: (Int, Data) -> Void = { _, _ in }
  /// Sends a text message to a socket; the server sets it.
  var sendText: (Int, String) -> Void = { _, _ in }

  init(session: DesignerSession) {
    self.session = session
  }

  /// `{"type": "watch", "document", "scene"?, "scale"?, "appearance"?, "language"?,
  /// "device"?, "size"?, "have"?, "tag"?}`: from now on socket `socket` is sent the frames of that
  /// scene, the first soon, as a change of frame `have` (the one the page shows; 0: none).
  func watch(_ message: [String: Any], from socket: Int) throws {
    let document = try DesignerAPI.string(message, "document")
    // Refuses a path outside the project, or a document that is not there, now.
    _ = try session.version(of: document)
    var fields: [String: String] = [:]
    for key in ["scene", "appearance", "language", "device", "orientation", "size"] {
      if let value = message[key] as? String { fields[key] = value }
    }
    if let scale = message["scale"] {
      fields["scale"] = (scale as? String) ?? (scale as? NSNumber)?.stringValue ?? "?"
    }
    let request = try DesignerAPI.canvasRequest(fields)
    func integer(_ key: String) -> Int {
      (message[key] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) } ?? 0
    }
    watches[socket] = Watch(
      document: document, request: request, sent: integer("have"), tag: integer("tag"))
    schedule([socket])
  }

  /// Socket `socket` closed or asked for no more frames.
  func unwatch(_ socket: Int) {
    watches[socket] = nil
    due.remove(socket)
  }

  /// Sends the pages watching `document` (every page when nil: a rebuilt designable may be
  /// in any scene) their new frames, soon.
  func changed(_ document: String?) {
    schedule(watches.filter { document == nil || $0.value.document == document }.keys)
  }

  /// Sends the pages whose frames drew designables as placeholders their frames again, soon:
  /// an agent was built in the background. (The others' frames would not change.)
  func agentBuilt() {
    // A frame being drawn may or may not have been drawn with the new agent: whether it
    // shows placeholders is known when it is done.
    agentBuiltWhileDrawing.formUnion(drawing)
    schedule(watches.filter { $0.value.placeholders && !drawing.contains($0.key) }.keys)
  }

  private func schedule(_ sockets: some Sequence<Int>) {
    due.formUnion(sockets)
    guard !scheduled, !due.isEmpty else { return }
    scheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.sendDue() }
    }
  }

  /// Draws and sends every due frame, each socket's on its own: a socket whose frame is
  /// being drawn (its agent perhaps waiting for a designable's code until the timeout) stays
  /// due, and is drawn again, as things then stand, when that frame is sent; the others do
  /// not wait for it.
  func sendDue() {
    scheduled = false
    let sockets = due.subtracting(drawing).sorted()
    due.subtract(sockets)
    for socket in sockets { draw(socket) }
  }

  /// Draws socket `socket`'s frame, with the agent's part off the main actor, and sends it.
  private func draw(_ socket: Int) {
    guard let watch = watches[socket] else { return }
    drawing.insert(socket)
    let version = (try? session.version(of: watch.document)) ?? 0
    // Drawn at once: designables whose agent is not built yet are placeholders, and the
    // frame drawn by the agent follows when its background build is done.
    session.frame(watch.document, watch.request, have: watch.sent, waitForBuild: false) {
      [weak self] result in
      guard let self else { return }
      self.send(result, of: watch, version: version, to: socket)
      self.drawing.remove(socket)
      if self.agentBuiltWhileDrawing.remove(socket) != nil,
        self.watches[socket]?.placeholders == true
      {
        self.due.insert(socket)
      }
      if self.due.contains(socket) { self.schedule([]) }
    }
  }

  private func send(
    _ result: Result<DesignerSession.Frame, any Error>, of watch: Watch, version: Int,
    to socket: Int
  ) {
    var head: [String: Any] = [
      "type": "frame", "document": watch.document, "scene": watch.request.scene ?? "",
      "version": version, "tag": watch.tag,
    ]
    guard watches[socket] != nil else { return }
    do {
      let (frame, runs, statuses, views) = try result.get()
      for (key, value) in DesignerAPI.fields(frame) { head[key] = value }
      // The frame the rectangle changes; 0 when it is the whole frame, which needs none.
      head["base"] = frame.isWhole ? 0 : watch.sent
      head["statuses"] = DesignerAPI.statusTexts(statuses)
      // Where each view was laid out: the page picks and selects views with these.
      head["views"] = views
      // The page drops a frame of a watch it has replaced meanwhile (its tag is the old
      // one); the new watch's frames go on from the frame the page named.
      if var current = watches[socket], current.tag == watch.tag,
        current.document == watch.document, current.sent == watch.sent
      {
        current.sent = frame.id
        current.placeholders = statuses.values.contains(.building)
        watches[socket] = current
      }
      sendBinary(socket, Self.message(head: head, runs: runs))
    } catch {
      head["type"] = "frame-error"
      head["error"] = "\(error)"
      sendText(socket, DesignerAPI.encode(head))
    }
  }

  /// One pushed frame as a binary message: a 32-bit little-endian byte count, that many
  /// bytes of JSON (the head, padded with spaces so that the runs start at a multiple of
  /// four, where the page can read them as 32-bit words in place), then the rectangle's
  /// runs.
  static func message(head: [String: Any], runs: Data) -> Data {
    var json = Data(DesignerAPI.encode(head).utf8)
    json.append(contentsOf: repeatElement(UInt8(ascii: " "), count: (4 - json.count % 4) % 4))
    var count = UInt32(json.count).littleEndian
    var message = Data(bytes: &count, count: 4)
    message.reserveCapacity(4 + json.count + runs.count)
    message.append(json)
    message.append(runs)
    return message
  }
}
