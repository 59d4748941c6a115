/// A place in a user's file: 1-based line and column (columns count UTF-8 bytes, as
/// compilers do).
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (l: SourceLocation, r: SourceLocation) -> Bool {
    (l.file, l.line, l.column) < (r.file, r.line, r.column)
  }
}

/// How bad a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
  public static func < (l: Severity, r: Severity) -> Bool { l.rank < r.rank }
}

/// A problem found in a user's documents or sources, collected while work goes on.
///
/// Operational failures are thrown instead; Easel's own bugs are preconditions.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  public var severity: Severity
  public var message: String
  /// A stable rule or category id, such as `unknown-element` or `designable-build-failed`.
  public var id: String
  public var location: SourceLocation?
  /// The Interface Builder object id the problem belongs to, if any.
  public var objectID: String?

  public init(
    _ severity: Severity, _ message: String, id: String, at location: SourceLocation? = nil,
    objectID: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.id = id
    self.location = location
    self.objectID = objectID
  }

  /// `file:line:col: severity: message [id]`, the form compilers and editors understand.
  public var description: String { severity.line("\(message) [\(id)]", at: location) }
}

/// A collector of diagnostics, passed to whatever may find problems.
public final class DiagnosticLog: @unchecked Sendable {
  private var items: [Diagnostic] = []
  private let lock = NSLockLike()

  public init() {}

  /// Records a diagnostic.
  public func report(_ d: Diagnostic) { lock.withLock { items.append(d) } }

  /// Everything recorded so far, in the order reported.
  public var diagnostics: [Diagnostic] { lock.withLock { items } }

  /// Whether any error has been recorded.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
