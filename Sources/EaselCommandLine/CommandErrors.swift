import EaselDiagnostics

/// A usage error: exit status 64, as `sysexits.h` has it.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong with the command line, in one sentence.
  public var message: String
  /// `error: message`.
  public var description: String { Severity.error.line(message) }

  /// Creates a usage error.
  public init(message: String) { self.message = message }
}

/// A command that could not do its work (a missing file, a folder it cannot write): exit
/// status 1, said in one line.
public struct CommandFailure: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, in one sentence.
  public var message: String
  /// The file or folder it concerns, or a place in one (`file:line:column`); nil for none.
  public var place: String?
  /// `place: error: message`, or `error: message`.
  public var description: String { Severity.error.line(message, at: place) }

  /// A failure concerning `place`, or none.
  public init(_ message: String, at place: String? = nil) {
    self.message = message
    self.place = place
  }
}
