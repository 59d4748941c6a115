import EaselAgentHost
import Foundation

/// A designable class's status as the designer shows it: what the latest render or
/// background build found, or Building while a saved source is rebuilt. The page reads its
/// `description` beside each frame and in the outline, and the whole (`Encodable`) in the
/// problems under the canvas.
public enum DesignerStatus: Sendable, Equatable, CustomStringConvertible {
  /// A saved source is being built again; the canvas keeps the last pixels.
  case building
  /// What a render or build found. `lastGoodPixels`: the class failed and the scene was
  /// drawn by the last agent in which every class built. `problems`: a failed build's
  /// diagnostics, located in the project. `note`: why the class was drawn as it was, when
  /// the status alone does not say (its code was not run again).
  case found(
    DesignableStatus, lastGoodPixels: Bool = false, problems: [Problem] = [], note: String? = nil)

  /// One diagnostic of a failed build, as the page shows it.
  public struct Problem: Sendable, Equatable, Encodable {
    /// `Folder/File.swift:12:5`, relative to the project.
    public var location: String?
    public var severity: String
    public var message: String
    /// The source line the location points at.
    public var source: String?
  }

  /// Interface Builder's short form: `Building`, `Up to date`, `Build failed`, ….
  public var description: String {
    switch self {
    case .building: "Building"
    case .found(let status, _, _, _): status.description
    }
  }

  /// Whether the class rendered as itself.
  public var isOK: Bool {
    switch self {
    case .building: false
    case .found(let status, _, _, _): status.isOK
    }
  }
}

extension DesignerStatus: Encodable {
  private enum Key: String, CodingKey {
    case status, ok, problems, phase, signal, backtrace, seconds, lastGoodPixels, note
  }

  /// `{status, ok, problems?, phase?, signal?, backtrace?, seconds?, lastGoodPixels?, note?}`
  /// (`GET /api/statuses`).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(description, forKey: .status)
    try c.encode(isOK, forKey: .ok)
    guard case .found(let status, let lastGoodPixels, let problems, let note) = self else {
      return
    }
    switch status {
    case .buildFailed:
      try c.encode(problems, forKey: .problems)
    case .crashed(let phase, let signal, let backtrace):
      try c.encode(phase, forKey: .phase)
      try c.encode(signal, forKey: .signal)
      try c.encode(backtrace, forKey: .backtrace)
    case .timedOut(let phase, let seconds):
      try c.encode(phase, forKey: .phase)
      try c.encode(seconds, forKey: .seconds)
    case .upToDate:
      break
    }
    if lastGoodPixels { try c.encode(true, forKey: .lastGoodPixels) }
    if let note { try c.encode(note, forKey: .note) }
  }
}
