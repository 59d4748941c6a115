import Testing

@testable import EaselServer

/// The guard's verdicts, request by request, without a network.
struct RequestGuardTests {
  let guard_ = RequestGuard(token: "0123456789abcdef0123456789abcdef", maximumBodySize: 100)
  let port = 4321

  func request(
    _ method: String = "GET", _ path: String = "/api/documents", token: String? = nil,
    headers: [String: String] = [:]
  ) -> HTTPRequest {
    var query: [String: String] = [:]
    if let token { query["token"] = token }
    return HTTPRequest(
      method: method, path: path, query: query,
      headers: ["Host": "127.0.0.1:\(port)"].merging(headers) { $1 })
  }

  @Test func acceptsTheTokenOnLoopback() {
    #expect(guard_.refusal(of: request(token: guard_.token), port: port) == nil)
    #expect(
      guard_.refusal(
        of: request(token: guard_.token, headers: ["Host": "localhost:\(port)"]), port: port)
        == nil)
  }

  @Test func refusesAMissingOrWrongToken() {
    #expect(guard_.refusal(of: request(), port: port)?.status == 401)
    #expect(guard_.refusal(of: request(token: "0123"), port: port)?.status == 401)
    #expect(
      guard_.refusal(of: request(token: String(repeating: "0", count: 32)), port: port)?.status
        == 401)
    #expect(guard_.refusal(of: request("GET", "/ws"), port: port)?.status == 401)
  }

  @Test func theTokenMayComeAsAHeader() {
    let r = request(headers: ["X-Easel-Token": guard_.token])
    #expect(guard_.refusal(of: r, port: port) == nil)
  }

  @Test func refusesAForeignHost() {
    for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:1", "127.0.0.2:\(port)", ""] {
      let r = request(token: guard_.token, headers: ["Host": host])
      #expect(guard_.refusal(of: r, port: port)?.status == 403, "Host: \(host)")
    }
    var missing = request(token: guard_.token)
    missing.headers["host"] = nil
    #expect(guard_.refusal(of: missing, port: port)?.status == 403)
  }

  @Test func refusesAForeignOriginOnChangesAndTheSocket() {
    let foreign = ["Origin": "http://evil.example"]
    #expect(
      guard_.refusal(
        of: request("POST", "/api/edit", token: guard_.token, headers: foreign),
        port: port)?.status == 403)
    #expect(
      guard_.refusal(of: request("GET", "/ws", token: guard_.token, headers: foreign), port: port)?
        .status == 403)
    // Another port of the loopback is another origin.
    let otherPort = ["Origin": "http://127.0.0.1:\(port + 1)"]
    #expect(
      guard_.refusal(
        of: request("POST", "/api/undo", token: guard_.token, headers: otherPort),
        port: port)?.status == 403)
    let own = ["Origin": "http://127.0.0.1:\(port)"]
    #expect(
      guard_.refusal(
        of: request("POST", "/api/edit", token: guard_.token, headers: own),
        port: port) == nil)
  }

  @Test func refusesADeclaredBodyOverTheLimit() {
    let r = request("POST", "/api/edit", token: guard_.token, headers: ["Content-Length": "101"])
    #expect(guard_.refusal(of: r, port: port)?.status == 413)
  }

  @Test func thePageNeedsNoTokenButTheHostCheck() {
    #expect(guard_.refusal(of: request("GET", "/"), port: port) == nil)
    #expect(
      guard_.refusal(of: request("GET", "/", headers: ["Host": "evil.example"]), port: port)?
        .status == 403)
  }

  @Test func tokensAreRandomAndLong() {
    let a = RequestGuard.randomToken()
    #expect(a.count == 32)
    #expect(a != RequestGuard.randomToken())
  }
}
