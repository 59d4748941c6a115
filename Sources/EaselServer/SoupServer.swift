import CSoup
import EaselDiagnostics
import Foundation

/// An HTTP and WebSocket server on 127.0.0.1, libsoup's, running its GLib main loop on a
/// thread of its own. It only adapts: requests are copied into `HTTPRequest`s and handed to
/// the closures it was made with, on the loop's thread.
public final class SoupServer: @unchecked Sendable {
  /// Looks at a request's line and headers before its body is read; a response refuses it
  /// (WebSocket upgrades included), nil lets it through. The second argument is the port.
  public typealias Check = @Sendable (HTTPRequest, Int) -> HTTPResponse?
  /// Answers a request that passed the check by calling the reply (the second argument)
  /// once, from any thread; the loop goes on with other connections meanwhile.
  public typealias Handler = @Sendable (HTTPRequest, @escaping Reply) -> Void
  /// Takes the answer to a request.
  public typealias Reply = @Sendable (HTTPResponse) -> Void
  /// Takes a WebSocket text message from connection `id` (the first argument); the third
  /// argument sends a text back on that connection, from any thread, as often as needed.
  public typealias MessageHandler =
    @Sendable (Int, String, @escaping @Sendable (String) -> Void)
    -> Void
  /// Called when WebSocket connection `id` has closed.
  public typealias CloseHandler = @Sendable (Int) -> Void

  /// The port it listens on.
  public private(set) var port: Int = 0
  /// Largest request body and WebSocket message, in bytes.
  public let maximumBodySize: Int
  public let maximumMessageSize: Int
  /// How many connections wait to be accepted at most (the kernel may lower it to
  /// `net.core.somaxconn`).
  public let listenBacklog = 1024

  private let check: Check
  private let handler: Handler
  private let onMessage: MessageHandler
  private let onClose: CloseHandler
  private var context: OpaquePointer?
  private var loop: OpaquePointer?
  private var server: UnsafeMutablePointer<CSoup.SoupServer>?
  /// Open WebSocket connections by id (touched on the loop's thread only). Ids are counted,
  /// never reused: an answer that comes after its connection closed goes nowhere, where an
  /// id made of the address could name a new connection at the same address.
  private var sockets: [Int: OpaquePointer] = [:]
  /// The id of each open WebSocket connection, by its address (unique while it is open).
  private var socketIDs: [Int: Int] = [:]
  /// The id the next WebSocket connection gets.
  private var nextSocketID = 1
  /// The requests handed to the handler and not answered yet, by message address (touched
  /// on the loop's thread only; a message is kept alive until its answer comes).
  private var waiting: Set<Int> = []

  /// A server that is not listening yet; see `start(port:)`.
  public init(
    maximumBodySize: Int = 1 << 20, maximumMessageSize: Int = 64 << 10, check: @escaping Check,
    handler: @escaping Handler, onMessage: @escaping MessageHandler,
    onClose: @escaping CloseHandler = { _ in }
  ) {
    self.maximumBodySize = maximumBodySize
    self.maximumMessageSize = maximumMessageSize
    self.check = check
    self.handler = handler
    self.onMessage = onMessage
    self.onClose = onClose
  }

  /// Starts the loop thread and listens on 127.0.0.1:`port` (0: a free port); returns when
  /// it listens, or throws why it cannot.
  public func start(port requested: Int) throws {
    let ready = DispatchSemaphore(value: 0)
    // Written before `ready` is signalled, read after it is waited for.
    let failure = FailureBox()
    let thread = Thread { [self] in
      let context = g_main_context_new()
      g_main_context_push_thread_default(context)
      self.context = context
      self.loop = g_main_loop_new(context, 0)
      if let problem = self.listen(port: requested) {
        failure.problem = problem
        ready.signal()
        return
      }
      ready.signal()
      g_main_loop_run(self.loop)
    }
    thread.name = "easel-serve-loop"
    thread.start()
    ready.wait()
    if let problem = failure.problem { throw ServerError(message: problem) }
  }

  /// Stops listening and ends the loop thread (from any thread); handlers are not called
  /// again.
  public func stop() {
    onLoop { [self] in
      if let server { soup_server_disconnect(server) }
      if let loop { g_main_loop_quit(loop) }
    }
  }

  /// Sends `text` to every open WebSocket (from any thread).
  public func broadcast(_ text: String) {
    onLoop { [self] in
      for socket in sockets.values
      where soup_websocket_connection_get_state(socket) == SOUP_WEBSOCKET_STATE_OPEN {
        soup_websocket_connection_send_text(socket, text)
      }
    }
  }

  /// Sends `text` to WebSocket connection `id`, if it is still open (from any thread).
  public func send(_ text: String, to id: Int) {
    withOpenSocket(id) { soup_websocket_connection_send_text($0, text) }
  }

  /// Sends `data` as one binary message to WebSocket connection `id`, if it is still open
  /// (from any thread; libsoup copies the bytes into its frame).
  public func send(_ data: Data, to id: Int) {
    withOpenSocket(id) { socket in
      data.withUnsafeBytes { raw in
        soup_websocket_connection_send_binary(socket, raw.baseAddress, gsize(raw.count))
      }
    }
  }

  /// Runs `body` with WebSocket connection `id` on the loop's thread, if it is still open.
  private func withOpenSocket(_ id: Int, _ body: @escaping (OpaquePointer) -> Void) {
    onLoop { [self] in
      guard let socket = sockets[id],
        soup_websocket_connection_get_state(socket) == SOUP_WEBSOCKET_STATE_OPEN
      else { return }
      body(socket)
    }
  }

  /// Runs `body` on the loop's thread.
  func onLoop(_ body: @escaping () -> Void) {
    guard let context else { return }
    let box = Unmanaged.passRetained(Callback(body)).toOpaque()
    g_main_context_invoke(
      context,
      { data in
        guard let data else { return 0 }
        Unmanaged<Callback>.fromOpaque(data).takeRetainedValue().body()
        return 0
      }, box)
  }

  /// Creates the libsoup server on the loop's thread and listens; the reason on failure.
  private func listen(port: Int) -> String? {
    // soup_server_new is variadic, which Swift cannot call.
    guard let server = g_object_new_with_properties(soup_server_get_type(), 0, nil, nil) else {
      return "cannot create the HTTP server"
    }
    let opaque = OpaquePointer(server)
    let server_ = UnsafeMutablePointer<CSoup.SoupServer>(opaque)
    self.server = server_
    let me = Unmanaged.passUnretained(self).toOpaque()
    // Handlers are found by the longest matching path, and the WebSocket's path is a handler
    // of its own: the check is added for "/" and for "/ws" both.
    for path in [nil, "/ws"] {
      soup_server_add_early_handler(
        server_, path,
        { _, message, _, query, data in
          guard let message, let data else { return }
          let me = Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue()
          let request = me.request(message, query: query, body: false)
          guard let refusal = me.check(request, me.port) else { return }
          // libsoup would read the whole body before answering (and keep it): a refusal
          // of a request that sends one is answered on the connection taken from it.
          if request.sendsBody, UnreadRefusal.answer(message, with: refusal) { return }
          me.respond(message, refusal)
        }, me, nil)
    }
    soup_server_add_handler(
      server_, nil,
      { _, message, _, query, data in
        guard let message, let data else { return }
        let me = Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue()
        let request = me.request(message, query: query, body: true)
        if request.body.count > me.maximumBodySize {
          me.respond(message, .error(413, "the request body is larger than the limit"))
          return
        }
        me.answerLater(message, request)
      }, me, nil)
    soup_server_add_websocket_handler(
      server_, "/ws", nil, nil,
      { _, _, _, connection, data in
        guard let connection, let data else { return }
        Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue().opened(connection)
      }, me, nil)
    var error: UnsafeMutablePointer<GError>?
    guard let socket = listeningSocket(port: port, &error),
      soup_server_listen_socket(server_, socket, SoupServerListenOptions(rawValue: 0), &error) != 0
    else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      g_clear_error(&error)
      return "cannot listen on 127.0.0.1:\(port): \(reason)"
    }
    g_object_unref(socket)
    if let uris = soup_server_get_uris(server_), let first = uris.pointee.data {
      self.port = Int(g_uri_get_port(OpaquePointer(first)))
      g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
    }
    return nil
  }

  /// A TCP socket listening on 127.0.0.1:`port` with a queue of `listenBacklog` pending
  /// connections: `soup_server_listen_local` queues libsoup's default of 10, and with 200
  /// clients at once the rest waited for the kernel's SYN retries (up to 109 s) or were reset.
  private func listeningSocket(
    port: Int, _ error: inout UnsafeMutablePointer<GError>?
  ) -> UnsafeMutablePointer<GSocket>? {
    guard
      let socket = g_socket_new(
        G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error)
    else { return nil }
    let loopback = g_inet_address_new_loopback(G_SOCKET_FAMILY_IPV4)
    let address = g_inet_socket_address_new(loopback, guint16(port))
    defer {
      g_object_unref(address)
      g_object_unref(loopback)
    }
    g_socket_set_listen_backlog(socket, gint(listenBacklog))
    guard g_socket_bind(socket, address, 1, &error) != 0, g_socket_listen(socket, &error) != 0
    else {
      g_object_unref(socket)
      return nil
    }
    return socket
  }

  /// Keeps a new WebSocket and listens to its messages.
  private func opened(_ connection: OpaquePointer) {
    g_object_ref(UnsafeMutableRawPointer(connection))
    // A frame over the limit is refused at its header, before its payload is read. A message
    // in many smaller fragments is bounded by its whole size only where libsoup can (3.7.1
    // and later); Debian 12's 3.2 cannot, and keeps the fragments until the last.
    soup_websocket_connection_set_max_incoming_payload_size(
      connection, guint64(maximumMessageSize))
    csoup_set_max_total_message_size(connection, guint64(maximumMessageSize))
    let id = nextSocketID
    nextSocketID += 1
    socketIDs[Self.address(of: connection)] = id
    sockets[id] = connection
    let me = Unmanaged.passUnretained(self).toOpaque()
    csoup_on_websocket_message(
      connection,
      { connection, type, bytes, data in
        guard let connection, let bytes, let data else { return }
        let me = Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue()
        var size: gsize = 0
        let text: String
        if let raw = g_bytes_get_data(bytes, &size), size > 0 {
          text = String(
            decoding: UnsafeRawBufferPointer(start: raw, count: Int(size)), as: UTF8.self)
        } else {
          text = ""
        }
        guard let id = me.socketIDs[SoupServer.address(of: connection)] else { return }
        if type == gint(SOUP_WEBSOCKET_DATA_TEXT.rawValue) {
          me.onMessage(id, text) { [weak me] reply in me?.send(reply, to: id) }
        } else {
          soup_websocket_connection_send_text(
            connection, #"{"type":"error","error":"send text messages (JSON)"}"#)
        }
      }, me)
    csoup_on_websocket_closed(
      connection,
      { connection, data in
        guard let connection, let data else { return }
        let me = Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue()
        guard let id = me.socketIDs.removeValue(forKey: SoupServer.address(of: connection))
        else { return }
        me.sockets[id] = nil
        g_object_unref(UnsafeMutableRawPointer(connection))
        me.onClose(id)
      }, me)
  }

  /// Hands `request` to the handler and waits for its answer without holding the loop: the
  /// message is paused (its connection reads and writes nothing), and resumed with the
  /// answer on the loop's thread — unless its client went meanwhile. Answering on the loop's
  /// thread while the main actor worked held every other connection, refusals and accepts
  /// included, behind it (a soak of 200 clients saw waits of 117 s).
  private func answerLater(_ message: OpaquePointer, _ request: HTTPRequest) {
    let id = Int(bitPattern: UnsafeRawPointer(message))
    g_object_ref(UnsafeMutableRawPointer(message))
    waiting.insert(id)
    csoup_on_server_message_finished(
      message,
      { message, data in
        guard let message, let data else { return }
        Unmanaged<SoupServer>.fromOpaque(data).takeUnretainedValue().waiting.remove(
          Int(bitPattern: UnsafeRawPointer(message)))
      }, Unmanaged.passUnretained(self).toOpaque())
    soup_server_message_pause(message)
    let box = MessageBox(message)
    handler(request) { [weak self] response in
      guard let self else { return }
      self.onLoop {
        let message = box.message
        if self.waiting.remove(id) != nil {
          self.respond(message, response)
          soup_server_message_unpause(message)
        }
        g_object_unref(UnsafeMutableRawPointer(message))
      }
    }
  }

  /// A connection's address, as a number.
  private static func address(of connection: OpaquePointer) -> Int {
    Int(bitPattern: UnsafeRawPointer(connection))
  }

  /// Copies what the designer needs out of a libsoup message.
  private func request(_ message: OpaquePointer, query: OpaquePointer?, body: Bool) -> HTTPRequest {
    let method = soup_server_message_get_method(message).map { String(cString: $0) } ?? "GET"
    let uri = soup_server_message_get_uri(message)
    let path = uri.flatMap { g_uri_get_path($0) }.map { String(cString: $0) } ?? "/"
    var fields: [String: String] = [:]
    if let query {
      var iterator = GHashTableIter()
      g_hash_table_iter_init(&iterator, query)
      var key: gpointer?
      var value: gpointer?
      while g_hash_table_iter_next(&iterator, &key, &value) != 0 {
        if let key, let value {
          fields[String(cString: key.assumingMemoryBound(to: CChar.self))] = String(
            cString: value.assumingMemoryBound(to: CChar.self))
        }
      }
    }
    var headers: [String: String] = [:]
    let requestHeaders = soup_server_message_get_request_headers(message)
    for name in [
      "Host", "Origin", "Content-Length", "Content-Type", "Transfer-Encoding", "Expect",
      "X-Easel-Token", "Upgrade",
    ] {
      if let value = soup_message_headers_get_one(requestHeaders, name) {
        headers[name.lowercased()] = String(cString: value)
      }
    }
    var data = Data()
    if body, let content = soup_server_message_get_request_body(message),
      let bytes = content.pointee.data, content.pointee.length > 0
    {
      data = Data(bytes: bytes, count: Int(content.pointee.length))
    }
    return HTTPRequest(method: method, path: path, query: fields, headers: headers, body: data)
  }

  /// Sets the response of a libsoup message.
  private func respond(_ message: OpaquePointer, _ response: HTTPResponse) {
    soup_server_message_set_status(message, guint(response.status), nil)
    let headers = soup_server_message_get_response_headers(message)
    for (name, value) in response.headers { soup_message_headers_replace(headers, name, value) }
    soup_message_headers_replace(headers, "Cache-Control", "no-store")
    soup_message_headers_replace(headers, "X-Content-Type-Options", "nosniff")
    response.body.withUnsafeBytes { raw in
      soup_server_message_set_response(
        message, response.contentType, SOUP_MEMORY_COPY,
        raw.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(raw.count))
    }
  }
}

/// Why listening failed, handed from the loop's thread to the starting one.
private final class FailureBox: @unchecked Sendable {
  var problem: String?
}

/// A libsoup message carried to another thread and back (only the loop's thread uses it).
private final class MessageBox: @unchecked Sendable {
  let message: OpaquePointer
  init(_ message: OpaquePointer) { self.message = message }
}

/// A closure boxed for a C callback's user data.
private final class Callback {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// Why the server could not start.
public struct ServerError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { Severity.error.line(message) }
}
