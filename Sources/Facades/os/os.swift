// The `os` façade: unified logging, inert. Easel's agent keeps the designables' output
// quiet, so messages are accepted and dropped.
//
// `import os.log` needs a Clang submodule `log` of a module `os`, which a Swift package
// cannot declare next to a Swift module of that name: only `import os` is served.
@_exported import Foundation

/// A message's level, as `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  /// The level's number.
  public let rawValue: UInt8
  /// Creates a level.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Default.
  public static let `default` = OSLogType(rawValue: 0)
  /// Information.
  public static let info = OSLogType(rawValue: 1)
  /// Debugging.
  public static let debug = OSLogType(rawValue: 2)
  /// An error.
  public static let error = OSLogType(rawValue: 16)
  /// A fault.
  public static let fault = OSLogType(rawValue: 17)
}

/// A log, as `OSLog`.
public final class OSLog: Sendable {
  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that records nothing.
  public static let disabled = OSLog(subsystem: "", category: "disabled")
  /// The subsystem.
  public let subsystem: String
  /// The category.
  public let category: String
  /// A log for a subsystem and category.
  public init(subsystem: String, category: String) {
    (self.subsystem, self.category) = (subsystem, category)
  }
}

/// Logs a message, as `os_log(_:log:type:_:)` (dropped).
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...
) {}

/// Logs a message, as `os_log(_:dso:log:_:_:)` with the level first (dropped).
public func os_log(
  _ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...
) {}

/// How an interpolated value is redacted, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
  private let level: Int
  /// The system decides.
  public static let auto = OSLogPrivacy(level: 0)
  /// Shown.
  public static let `public` = OSLogPrivacy(level: 1)
  /// Redacted.
  public static let `private` = OSLogPrivacy(level: 2)
  /// Redacted, even when private data is shown.
  public static let sensitive = OSLogPrivacy(level: 3)
}

/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation {
  /// The message's text, values interpolated.
  public let text: String

  /// A message from a literal.
  public init(stringLiteral value: String) { text = value }
  /// A message from an interpolation.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The interpolation, as `OSLogInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// Starts a message.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends text.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Appends a value, with a privacy level.
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto
    ) {
      text += String(describing: value())
    }
  }
}

/// A logger, as `Logger` (messages are dropped).
public struct Logger: Sendable {
  /// The log written to.
  public let log: OSLog
  /// A logger for the default log.
  public init() { log = .default }
  /// A logger for a subsystem and category.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  /// A logger writing to `log`.
  public init(_ log: OSLog) { self.log = log }

  /// Logs at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Logs a trace message.
  public func trace(_ message: OSLogMessage) {}
  /// Logs a debug message.
  public func debug(_ message: OSLogMessage) {}
  /// Logs information.
  public func info(_ message: OSLogMessage) {}
  /// Logs a notice.
  public func notice(_ message: OSLogMessage) {}
  /// Logs a warning.
  public func warning(_ message: OSLogMessage) {}
  /// Logs an error.
  public func error(_ message: OSLogMessage) {}
  /// Logs a critical error.
  public func critical(_ message: OSLogMessage) {}
  /// Logs a fault.
  public func fault(_ message: OSLogMessage) {}
}
