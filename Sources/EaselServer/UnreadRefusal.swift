import CSoup
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A refusal answered before the request's body is read, on a connection taken from libsoup.
///
/// libsoup reads a request's whole body once its headers are in, whatever status the early
/// handler set (only `Expect: 100-continue` spares it), and keeps it in memory: three refused
/// 768 MB bodies took the server to 2.4 GB. So a refused request that declares a body is
/// taken off libsoup (`soup_server_message_steal_connection`) at its headers, answered here
/// with the refusal and `Connection: close`, and its sending side shut. What the client
/// still sends meanwhile is read into one small buffer and dropped, for at most `lingering`
/// seconds or `lingeringBytes` bytes, then the socket is closed: closing at once, with bytes
/// unread, makes the kernel reset the connection, and a client still sending its body would
/// lose the answer with it (the "lingering close" of other HTTP servers).
final class UnreadRefusal: @unchecked Sendable {
  /// How long a refused connection is drained at most, in seconds.
  static let lingering = 2.0
  /// How many bytes a refused connection is drained of at most.
  static let lingeringBytes = 64 << 20

  private let stream: UnsafeMutablePointer<GIOStream>
  private let socket: UnsafeMutablePointer<GSocket>
  private let source: DispatchSourceRead
  private let deadline: DispatchSourceTimer
  private var drained = 0

  /// Takes `message`'s connection from libsoup and answers `response` on it; false when the
  /// message has no connection left to take (libsoup then answers as usual).
  @discardableResult
  static func answer(_ message: OpaquePointer, with response: HTTPResponse) -> Bool {
    guard let socket = soup_server_message_get_socket(message) else { return false }
    g_object_ref(socket)
    guard let stream = soup_server_message_steal_connection(message) else {
      g_object_unref(socket)
      return false
    }
    let refusal = UnreadRefusal(stream: stream, socket: socket)
    refusal.write(head(of: response) + response.body)
    refusal.drain()
    return true
  }

  private init(stream: UnsafeMutablePointer<GIOStream>, socket: UnsafeMutablePointer<GSocket>) {
    self.stream = stream
    self.socket = socket
    let queue = DispatchQueue(label: "easel-serve-refusal")
    source = DispatchSource.makeReadSource(fileDescriptor: g_socket_get_fd(socket), queue: queue)
    deadline = DispatchSource.makeTimerSource(queue: queue)
  }

  /// The response's status line and headers, as libsoup would write them for it.
  static func head(of response: HTTPResponse) -> Data {
    let phrase = soup_status_get_phrase(guint(response.status)).map { String(cString: $0) } ?? ""
    var lines = ["HTTP/1.1 \(response.status) \(phrase)"]
    var headers = response.headers
    headers["Content-Type"] = response.contentType
    headers["Content-Length"] = "\(response.body.count)"
    headers["Connection"] = "close"
    headers["Cache-Control"] = "no-store"
    headers["X-Content-Type-Options"] = "nosniff"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      lines.append("\(name): \(value)")
    }
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// Writes `bytes` (a small answer: it fits the socket's buffer) and shuts the sending side.
  private func write(_ bytes: Data) {
    let output = g_io_stream_get_output_stream(stream)
    var written: gsize = 0
    bytes.withUnsafeBytes { raw in
      _ = g_output_stream_write_all(output, raw.baseAddress, gsize(raw.count), &written, nil, nil)
    }
    _ = g_output_stream_flush(output, nil, nil)
    _ = g_socket_shutdown(socket, 0, 1, nil)
  }

  /// Reads and drops what the client still sends until it closes, the deadline passes or
  /// `lingeringBytes` were dropped; then closes the connection.
  private func drain() {
    let fd = g_socket_get_fd(socket)
    source.setEventHandler { [self] in
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      let n = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      if n > 0 { drained += n }
      let wouldBlock = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
      if n == 0 || (n < 0 && !wouldBlock) || drained >= Self.lingeringBytes { finish() }
    }
    // The connection is closed once no handler can run again; the sources keep `self` until
    // their handlers are let go here.
    source.setCancelHandler { [self] in
      deadline.cancel()
      deadline.setEventHandler(handler: nil)
      source.setEventHandler(handler: nil)
      _ = g_io_stream_close(stream, nil, nil)
      g_object_unref(stream)
      g_object_unref(socket)
    }
    deadline.schedule(deadline: .now() + Self.lingering)
    deadline.setEventHandler { [self] in finish() }
    deadline.resume()
    source.resume()
  }

  private func finish() {
    if !source.isCancelled { source.cancel() }
  }
}
