import Foundation

/// The designer's safety checks on every request, before its body is read: loopback `Host`
/// (against DNS rebinding), the page's own `Origin` on state-changing requests and the
/// WebSocket upgrade (against cross-site requests), the access token on every API call and
/// the WebSocket, and the body's declared size (a body sent in chunks, whose size nothing
/// declares, is refused).
public struct RequestGuard: Sendable {
  /// The random token printed in the URL.
  public var token: String
  /// The largest request body accepted, in bytes.
  public var maximumBodySize: Int

  /// A guard for `token`.
  public init(token: String, maximumBodySize: Int = 1 << 20) {
    self.token = token
    self.maximumBodySize = maximumBodySize
  }

  /// A new random token: 32 hexadecimal digits from the system's random source.
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator))
    }
    .joined()
  }

  /// Why `request` is refused when the server listens on `port`, or nil to let it through.
  public func refusal(of request: HTTPRequest, port: Int) -> HTTPResponse? {
    guard let host = request.header("Host"), Self.isLoopback(host: host, port: port) else {
      return .error(403, "the Host header must name 127.0.0.1 or localhost")
    }
    let isSocket = request.path == "/ws"
    let changesState = !["GET", "HEAD"].contains(request.method)
    if isSocket || changesState, let origin = request.header("Origin"),
      !Self.ownOrigins(port: port).contains(origin)
    {
      return .error(403, "requests from \(origin) are not accepted; use the designer's own page")
    }
    if isSocket || request.path.hasPrefix("/api/") {
      let given = request.query["token"] ?? request.header("X-Easel-Token") ?? ""
      guard Self.equalInConstantTime(given, token) else {
        return .error(401, "a missing or wrong access token; open the URL easel serve printed")
      }
    }
    if request.header("Transfer-Encoding") != nil {
      return .error(411, "send the request body with a Content-Length, not in chunks")
    }
    if let length = request.header("Content-Length").flatMap({ Int($0) }),
      length > maximumBodySize
    {
      return .error(413, "the request body is larger than \(maximumBodySize) bytes")
    }
    return nil
  }

  /// Whether `host` (a Host header: name and optional port) names the loopback address
  /// on `port`.
  static func isLoopback(host: String, port: Int) -> Bool {
    var name = Substring(host.lowercased())
    if let colon = name.lastIndex(of: ":") {
      guard name[name.index(after: colon)...] == "\(port)" else { return false }
      name = name[..<colon]
    }
    return name == "127.0.0.1" || name == "localhost"
  }

  /// The origins of the designer's page.
  static func ownOrigins(port: Int) -> Set<String> {
    ["http://127.0.0.1:\(port)", "http://localhost:\(port)"]
  }

  /// Compares without stopping at the first difference, so timing tells nothing.
  static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count, !y.isEmpty else { return false }
    var difference: UInt8 = 0
    for i in x.indices { difference |= x[i] ^ y[i] }
    return difference == 0
  }
}
