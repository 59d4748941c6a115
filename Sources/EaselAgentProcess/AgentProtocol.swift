import EaselDiagnostics
import EaselInterface
import Foundation

// The designables agent protocol.
//
// The agent is a separate process, as Xcode's IBDesignablesAgent is: the user's designable
// sources, the generated registration code and a two-line `main` are compiled together
// against the UIKit façade. Easel starts it with `--serve` and writes it requests, each a
// `RenderRequest` as one line of JSON on its standard input; it answers each with events on
// its standard output, one JSON `AgentEvent` a line, each prefixed with `AgentEvent.prefix`
// so that the user's own `print`s pass through untouched, and ends the answer with
// `finished`. A one-off render writes one request and closes standard input; a long-lived
// host (the designer) keeps the agent for the next (`AgentPool`).
//
// Before user code runs for an object the agent says `willRun` (class, object, phase) and
// after it `didRun`. If the process dies or stops answering, the last `willRun` without its
// `didRun` names the class to blame; Easel marks it Crashed or Timed out and starts the
// agent again with that class disabled, so that the rest of the scene still renders.

/// One line of the agent's report.
public struct AgentEvent: Codable, Sendable, Equatable {
  /// What happened.
  public enum Kind: String, Codable, Sendable {
    /// The agent took a request and knows these classes (`classes`); `parsed` says whether
    /// it read and parsed the document for it (not when it kept it from an earlier request).
    case ready
    case willRun, didRun
    /// A diagnostic found while rendering.
    case diagnostic
    /// A scene was written to `path`.
    case rendered
    /// A scene failed for a reason other than user code (`message`).
    case failed
    /// The `ViewDebugReport` asked for by `RenderRequest.debugObjectID`, as JSON in `message`.
    case debug
    case finished
  }

  public static let prefix = "\u{1}EASEL "

  public var kind: Kind
  public var className: String?
  public var objectID: String?
  public var phase: UserCodePhase?
  public var sceneID: String?
  public var path: String?
  public var message: String?
  public var severity: String?
  public var ruleID: String?
  public var file: String?
  public var line: Int?
  public var column: Int?
  public var classes: [String]?
  /// On `didRun`: the seconds the user code took since its `willRun` (nested user code of
  /// the same object included).
  public var seconds: Double?
  /// On `rendered`: the scene was drawn from the view tree kept from an earlier request,
  /// with the request's edit taken into it (`RenderRequest.live`).
  public var live: Bool?
  /// On `ready`: whether the document was read and parsed for this request.
  public var parsed: Bool?

  public init(_ kind: Kind) { self.kind = kind }

  /// The diagnostic this event carries, if it is one.
  public var diagnostic: Diagnostic? {
    guard kind == .diagnostic, let message else { return nil }
    let location = file.map { SourceLocation(file: $0, line: line ?? 1, column: column ?? 1) }
    return Diagnostic(
      Severity(rawValue: severity ?? "warning") ?? .warning, message, id: ruleID ?? "agent",
      at: location, objectID: objectID)
  }

  /// An event for a diagnostic.
  public init(_ d: Diagnostic) {
    kind = .diagnostic
    message = d.message
    severity = d.severity.rawValue
    ruleID = d.id
    file = d.location?.file
    line = d.location?.line
    column = d.location?.column
    objectID = d.objectID
  }

  /// The event as one line, prefix included.
  public func encodedLine() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(self)) ?? Data()
    return Self.prefix + (String(data: data, encoding: .utf8) ?? "{}")
  }

  /// Parses one output line; `nil` for lines that are not events (the user's prints).
  public static func parse(line: Substring) -> AgentEvent? {
    guard line.hasPrefix(prefix) else { return nil }
    let json = line.dropFirst(prefix.count)
    return try? JSONDecoder().decode(AgentEvent.self, from: Data(json.utf8))
  }
}
