import Foundation

/// A tiny HTTP client.
public struct Client {
  public var baseURL: String
  public init(baseURL: String) { self.baseURL = baseURL }
}
