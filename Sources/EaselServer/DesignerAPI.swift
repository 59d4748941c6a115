import EaselDocument
import EaselInterface
import Foundation

/// The designer's JSON API (`docs/designer-api.md`): routes a request that passed the
/// `RequestGuard` to the session, turns the session's typed answers into JSON, and answers
/// every failure with `{"error": …}`.
@MainActor
public final class DesignerAPI {
  public let session: DesignerSession
  /// The frames pushed to the pages' WebSockets.
  public let frames: FramePush
  /// Called after the session wrote a document: `{"type":"changed", …}` for the WebSocket.
  public var onChange: (String) -> Void = { _ in }

  /// An API over `session`.
  public init(session: DesignerSession) {
    self.session = session
    frames = FramePush(session: session)
  }

  /// Answers `request`.
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    do {
      return try route(request)
    } catch {
      return Self.response(to: error)
    }
  }

  /// Answers `request` through `reply`, on the main actor: at once, or for a render
  /// (`render`, `frame`, `debug`) when it is done — its agent's build and run, where a
  /// designable's code may hang until the timeout, go on off the main actor while other
  /// requests are answered.
  public func handle(_ request: HTTPRequest, reply: @escaping @MainActor (HTTPResponse) -> Void) {
    let endpoint = request.path.hasPrefix("/api/") ? String(request.path.dropFirst(5)) : ""
    guard Self.renderEndpoints.contains(endpoint), request.method == "GET" else {
      reply(handle(request))
      return
    }
    do {
      try render(endpoint, request.query) { result in
        switch result {
        case .success(let response): reply(response)
        case .failure(let error): reply(Self.response(to: error))
        }
      }
    } catch {
      reply(Self.response(to: error))
    }
  }

  /// The endpoints that render a scene.
  static let renderEndpoints: Set<String> = ["render", "frame", "debug"]

  /// The answer to a failure.
  static func response(to error: any Error) -> HTTPResponse {
    if let error = error as? DesignerError { return .error(error.status, error.message) }
    if let error = error as? PathError { return .error(403, error.description) }
    return .error(500, "\(error)")
  }

  /// A render endpoint's answer, with the agent's part off the main actor.
  private func render(
    _ endpoint: String, _ q: [String: String],
    then done: @escaping @MainActor (Result<HTTPResponse, any Error>) -> Void
  ) throws {
    let document = try Self.field(q, "document")
    let r = try Self.canvasRequest(q)
    switch endpoint {
    case "debug":
      session.debugView(document, r, objectID: try Self.field(q, "object")) { result in
        done(result.map { HTTPResponse.json($0) })
      }
    case "frame":
      session.frame(document, r, have: q["have"].flatMap { Int($0) }) { result in
        done(result.map(Self.frameResponse))
      }
    default:
      session.renderWithFrames(document, r) { result in
        done(result.map { Self.pngResponse($0.png, $0.statuses, $0.views) })
      }
    }
  }

  static func pngResponse(
    _ png: Data, _ statuses: [String: DesignerStatus], _ views: [String: [Double]]
  ) -> HTTPResponse {
    HTTPResponse(
      contentType: "image/png", body: png,
      headers: [
        "X-Easel-Statuses": headerJSON(statusTexts(statuses)),
        "X-Easel-Views": headerJSON(views),
      ])
  }

  static func frameResponse(_ frame: DesignerSession.Frame) -> HTTPResponse {
    HTTPResponse(
      contentType: "application/octet-stream", body: frame.pixels,
      headers: [
        "X-Easel-Frame": headerJSON(fields(frame.head)),
        "X-Easel-Statuses": headerJSON(statusTexts(frame.statuses)),
        "X-Easel-Views": headerJSON(frame.views),
      ])
  }

  private func route(_ request: HTTPRequest) throws -> HTTPResponse {
    let path = request.path
    if !path.hasPrefix("/api/") {
      guard request.method == "GET" || request.method == "HEAD" else {
        throw DesignerError(405, "\(request.method) \(path) is not allowed")
      }
      if path == "/favicon.ico" {
        return HTTPResponse(status: 204, contentType: "image/x-icon", body: Data())
      }
      guard let page = PageResources.response(for: path) else {
        throw DesignerError(404, "no such page: \(path)")
      }
      return page
    }
    let endpoint = String(path.dropFirst("/api/".count))
    let reads = [
      "documents", "outline", "inspect", "render", "frame", "statuses", "assets", "library",
      "debug", "layout-issues",
    ]
    let writes = ["edit", "undo", "redo", "add", "delete"] + Self.editingEndpoints
    if reads.contains(endpoint), request.method != "GET" {
      throw DesignerError(405, "use GET for /api/\(endpoint)")
    }
    if writes.contains(endpoint), request.method != "POST" {
      throw DesignerError(405, "use POST for /api/\(endpoint)")
    }
    let q = request.query
    switch endpoint {
    case "documents":
      return .json(
        DocumentList(
          project: session.project.root.lastPathComponent, documents: session.project.documents()))
    case "statuses":
      return .json(session.designableStatuses())
    case "assets":
      return .json(["images": session.imageNames(), "colors": session.colorNames()])
    case "outline":
      return .json(try session.outline(try Self.field(q, "document")))
    case "inspect":
      return .json(
        try session.inspect(try Self.field(q, "document"), objectID: try Self.field(q, "object")))
    case "debug":
      return .json(
        try session.debugView(
          try Self.field(q, "document"), try Self.canvasRequest(q),
          objectID: try Self.field(q, "object")))
    case "render":
      let r = try Self.canvasRequest(q)
      let (png, statuses, views) = try session.renderWithFrames(try Self.field(q, "document"), r)
      return Self.pngResponse(png, statuses, views)
    case "frame":
      let have = q["have"].flatMap { Int($0) }
      return Self.frameResponse(
        try session.frame(try Self.field(q, "document"), try Self.canvasRequest(q), have: have))
    case "edit":
      let body = try Self.object(request.body)
      let document = try Self.string(body, "document")
      let change = try session.edit(
        document, objectID: try Self.string(body, "object"),
        edit: try EditRequest.edit(body["edit"]),
        baseVersion: try Self.integer(body, "baseVersion"))
      if change.changed { onChange(document) }
      return .json(change)
    case "library":
      return .json(session.library())
    case "layout-issues":
      return .json(
        try session.layoutIssues(try Self.field(q, "document"), sceneID: try Self.field(q, "scene"))
      )
    case "add":
      let body = try Self.object(request.body)
      let document = try Self.string(body, "document")
      let frame: CGRect
      do {
        frame = try DocumentEdit.frame(try Self.string(body, "frame"))
      } catch let error as EditValueError {
        throw DesignerError(400, "frame: \(error.message)")
      }
      let change = try session.add(
        document, kind: try Self.string(body, "kind"), customClass: body["customClass"] as? String,
        frame: frame, parentID: try Self.string(body, "parent"),
        baseVersion: try Self.integer(body, "baseVersion"))
      onChange(document)
      return .json(change)
    case "delete":
      let body = try Self.object(request.body)
      let document = try Self.string(body, "document")
      let change = try session.delete(
        document, objectID: try Self.string(body, "object"),
        baseVersion: try Self.integer(body, "baseVersion"))
      onChange(document)
      return .json(change)
    case "undo", "redo":
      let body = try Self.object(request.body)
      let document = try Self.string(body, "document")
      let change = try session.undo(
        document, redo: endpoint == "redo",
        inspecting: (body["object"] as? String).flatMap { $0.isEmpty ? nil : $0 })
      onChange(document)
      return .json(change)
    case _ where Self.editingEndpoints.contains(endpoint):
      let body = try Self.object(request.body)
      let change = try editing(endpoint, body)
      if change.changed, let document = body["document"] as? String { onChange(document) }
      return .json(change)
    default:
      throw DesignerError(404, "no such API: /api/\(endpoint)")
    }
  }

  /// `GET /api/documents`' answer.
  private struct DocumentList: Encodable {
    var project: String
    var documents: [String]
  }

  /// Each class's status as its short text: `X-Easel-Statuses`, a pushed frame's `statuses`.
  static func statusTexts(_ statuses: [String: DesignerStatus]) -> [String: String] {
    statuses.mapValues(\.description)
  }

  /// A frame's head as `X-Easel-Frame` and a pushed frame carry it: `{id, width, height, x,
  /// y, w, h, live}` (`live` 1 or 0).
  static func fields(_ head: DesignerSession.FrameHead) -> [String: Int] {
    [
      "id": head.id, "width": head.width, "height": head.height, "x": head.x, "y": head.y,
      "w": head.w, "h": head.h, "live": head.live ? 1 : 0,
    ]
  }

  /// `{"type": "built", "statuses": …as /api/statuses}`: the WebSocket message that says a
  /// background build is done.
  func builtMessage() -> String {
    struct Built: Encodable {
      var type = "built"
      var statuses: [String: DesignerStatus]
    }
    return JSONText.encoded(Built(statuses: session.designableStatuses()))
  }

  /// `object` as one line of JSON, for a response header.
  static func headerJSON(_ object: Any) -> String {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
      .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// The render fields of a query: `scene`, `scale`, `appearance`, `language`, `device`,
  /// `orientation` (`portrait` or `landscape`), `size` (`WxH`, the top view's size in
  /// points).
  static func canvasRequest(_ q: [String: String]) throws -> DesignerSession.CanvasRequest {
    var r = DesignerSession.CanvasRequest()
    r.scene = q["scene"]
    r.scale =
      try q["scale"].map { s in
        guard let v = Double(s) else { throw DesignerError(400, "scale must be a number") }
        return v
      } ?? 2
    r.dark = q["appearance"] == "dark"
    r.language = q["language"]
    r.device = q["device"]
    switch q["orientation"] ?? "" {
    case "", "portrait": r.landscape = false
    case "landscape": r.landscape = true
    case let other:
      throw DesignerError(400, "orientation must be portrait or landscape, got '\(other)'")
    }
    r.size = try q["size"].map { s in
      guard let size = RenderSettings.viewSize(parsing: s) else {
        throw DesignerError(400, "size must be WIDTHxHEIGHT in points, such as 320x568")
      }
      return size
    }
    return r
  }

  /// A WebSocket message's answer, from socket `socket`: `{"type":"pong"}` to
  /// `{"type":"ping"}`; nothing to `{"type":"watch", …}` (frames follow, `FramePush`) and to
  /// `{"type":"unwatch"}`; an error JSON for anything else.
  public func message(_ text: String, from socket: Int) -> String? {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let type = object["type"] as? String
    else { return Self.encode(["type": "error", "error": "expected a JSON object with a type"]) }
    switch type {
    case "ping": return Self.encode(["type": "pong"])
    case "watch":
      do {
        try frames.watch(object, from: socket)
        return nil
      } catch {
        // A `DesignerError` describes itself by its message alone.
        return Self.encode(["type": "error", "error": "\(error)"])
      }
    case "unwatch":
      frames.unwatch(socket)
      return nil
    default: return Self.encode(["type": "error", "error": "unknown message type '\(type)'"])
    }
  }

  /// The JSON text of `object`.
  static func encode(_ object: [String: Any]) -> String {
    JSONText.encode(object)
      ?? (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
      .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  static func field(_ query: [String: String], _ name: String) throws -> String {
    guard let value = query[name], !value.isEmpty else {
      throw DesignerError(400, "missing query field '\(name)'")
    }
    return value
  }

  static func object(_ body: Data) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      throw DesignerError(400, "the body must be a JSON object")
    }
    return object
  }

  static func string(_ body: [String: Any], _ name: String) throws -> String {
    guard let value = body[name] as? String, !value.isEmpty else {
      throw DesignerError(400, "missing string field '\(name)'")
    }
    return value
  }

  static func integer(_ body: [String: Any], _ name: String) throws -> Int {
    guard let value = body[name] as? NSNumber, let int = Int(exactly: value.doubleValue) else {
      throw DesignerError(400, "missing whole-number field '\(name)'")
    }
    return int
  }
}
