import Foundation

/// Phase timings and counts on standard error when `EASEL_TRACE` is set: where a run's time
/// goes, and what it did (the end-to-end tests read the counts).
public final class PhaseTrace {
  private static var isEnabled: Bool { ProcessInfo.processInfo.environment["EASEL_TRACE"] != nil }
  private let enabled = PhaseTrace.isEnabled
  private let start = Date()
  private var last = Date()

  public init() {}

  /// Says how long the phase that just ended took.
  public func mark(_ phase: String) {
    guard enabled else { return }
    let now = Date()
    FileHandle.standardError.write(
      Data(String(format: "trace: %7.3f s  %@\n", now.timeIntervalSince(last), phase).utf8))
    last = now
  }

  /// Says how long the whole run took.
  public func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(
      Data(String(format: "trace: %7.3f s  in all\n", Date().timeIntervalSince(start)).utf8))
  }

  /// Says `fact` (`trace: fact`), when tracing.
  public static func note(_ fact: String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("trace: \(fact)\n".utf8))
  }
}
