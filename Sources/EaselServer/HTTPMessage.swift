import Foundation

/// An HTTP request as the designer sees it: what libsoup parsed, copied out of its objects.
public struct HTTPRequest: Sendable {
  /// `GET`, `POST`, …
  public var method: String
  /// The path, percent-encoded as it arrived (`/api/render`).
  public var path: String
  /// The query's fields, decoded.
  public var query: [String: String]
  /// Request headers by lower-cased name; the last of repeated headers wins.
  public var headers: [String: String]
  /// The body (empty in the early check, before the body is read).
  public var body: Data

  /// A request built by hand (the tests, the early check).
  public init(
    method: String, path: String, query: [String: String] = [:],
    headers: [String: String] = [:], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { $1 }
    self.body = body
  }

  /// The header `name` (any case), or nil.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether a body follows the headers now: one of a declared length over 0, or one sent
  /// in chunks, and the client does not wait to be told to send it (`Expect: 100-continue`,
  /// which a refusal answers without reading anything).
  public var sendsBody: Bool {
    if header("Expect")?.lowercased() == "100-continue" { return false }
    if let length = header("Content-Length").flatMap({ Int($0) }) { return length > 0 }
    return header("Transfer-Encoding") != nil
  }
}

/// An HTTP response: status, content type, body and extra headers.
public struct HTTPResponse: Sendable {
  public var status: Int
  public var contentType: String
  public var body: Data
  public var headers: [String: String] = [:]

  /// A response with these bytes.
  public init(status: Int = 200, contentType: String, body: Data, headers: [String: String] = [:]) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// A JSON response of `value`; a `500` when it holds what JSON cannot (a number that is
  /// not finite).
  public static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
    guard let data = JSONText.data(value) else {
      return error(500, "the answer holds a value JSON cannot (a number that is not finite)")
    }
    return HTTPResponse(
      status: status, contentType: "application/json; charset=utf-8", body: data)
  }

  /// The designer's error form: `{"error": message}` with `status`.
  public static func error(_ status: Int, _ message: String) -> HTTPResponse {
    json(["error": message], status: status)
  }
}
