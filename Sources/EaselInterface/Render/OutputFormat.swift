import Foundation

/// A file format Easel renders to.
public enum OutputFormat: String, Sendable, Codable, CaseIterable {
  case png, svg, pdf

  /// The format a file name's extension asks for, if any.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}
