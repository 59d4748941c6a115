import EaselDiagnostics
import Foundation

/// A designable class's state, as Interface Builder's identity inspector shows it.
public enum DesignableStatus: Sendable, Equatable, CustomStringConvertible {
  /// Built and rendered.
  case upToDate
  /// The agent did not compile; the compiler's diagnostics say why.
  case buildFailed(diagnostics: [Diagnostic])
  /// The agent died while running this class's code.
  case crashed(phase: String, signal: String, backtrace: String)
  /// This class's code did not return in time.
  case timedOut(phase: String, seconds: Double)

  /// The short form Interface Builder uses.
  public var description: String {
    switch self {
    case .upToDate: "Up to date"
    case .buildFailed: "Build failed"
    case .crashed(let phase, let signal, _): "Crashed in \(phase) (\(signal))"
    case .timedOut(let phase, let seconds): "Timed out in \(phase) after \(seconds) s"
    }
  }

  /// Whether the class rendered as itself.
  public var isOK: Bool { self == .upToDate }
}

/// Signal names for the signals a crashing designable dies of.
func signalName(_ number: Int32) -> String {
  switch number {
  case SIGILL: "SIGILL"
  case SIGTRAP: "SIGTRAP"
  case SIGABRT: "SIGABRT"
  case SIGBUS: "SIGBUS"
  case SIGFPE: "SIGFPE"
  case SIGSEGV: "SIGSEGV"
  case SIGKILL: "SIGKILL"
  case SIGTERM: "SIGTERM"
  default: "signal \(number)"
  }
}
