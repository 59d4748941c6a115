import EaselDiagnostics
import Foundation

/// What became of one `@IBDesignable` class when `easel lint --designables` built it and drew
/// it once, as Interface Builder's agent does (the build and the drawing are
/// `EaselAgentHost`'s `DesignablesJob`; this is the part lint judges).
public struct DesignableOutcome: Sendable, Equatable {
  /// How the class fared.
  public enum Status: Sendable, Equatable {
    /// Built and drawn; its own code took `seconds` in all, `phaseSeconds` by phase
    /// (`init(frame:)`, `draw(_:)`, …).
    case drawn(seconds: Double, phaseSeconds: [String: Double])
    /// Did not compile: the compiler's errors, first first.
    case buildFailed(errors: [Diagnostic])
    /// The agent died in its code: Interface Builder's words (`Crashed in draw(_:)
    /// (SIGILL)`) and the crash report's lines.
    case crashed(status: String, report: [String])
    /// Its code did not return in time: Interface Builder's words (`Timed out in
    /// layoutSubviews() after 20.0 s`).
    case timedOut(status: String)
  }

  /// The class's (qualified) name.
  public var className: String
  /// Its declaration.
  public var location: SourceLocation
  /// What became of it.
  public var status: Status

  /// An outcome.
  public init(className: String, location: SourceLocation, status: Status) {
    self.className = className
    self.location = location
    self.status = status
  }
}

/// The rules `easel lint --designables` applies to the project's `@IBDesignable` classes,
/// each finding located at the class's declaration.
public enum DesignableRules {
  /// Interface Builder's render budget: a designable whose code takes longer makes the
  /// canvas stall (Xcode reports "the agent required too long to render").
  public static let budget = 0.2

  /// `designable-build-failed`.
  public static let buildFailed = RuleInfo(
    id: "designable-build-failed",
    summary: "An @IBDesignable that does not compile for Interface Builder (drawn as its base class)",
    severity: .error)
  /// `designable-crashed`.
  public static let crashed = RuleInfo(
    id: "designable-crashed",
    summary: "An @IBDesignable whose code crashes when it is made or drawn at design time",
    severity: .error)
  /// `designable-timed-out`.
  public static let timedOut = RuleInfo(
    id: "designable-timed-out",
    summary: "An @IBDesignable whose code does not return when it is made or drawn",
    severity: .error)
  /// `designable-slow`.
  public static let slow = RuleInfo(
    id: "designable-slow",
    summary: "An @IBDesignable whose code takes longer than Interface Builder's 200 ms to make and draw it",
    severity: .warning)

  /// The designable rules, in the README's order.
  public static let all: [RuleInfo] = [buildFailed, crashed, timedOut, slow]

  /// The findings for `outcomes`, as `configuration` allows them (rules disabled or scoped
  /// by the declaring file's path, severities overridden).
  public static func findings(
    _ outcomes: [DesignableOutcome], configuration: LintConfiguration
  ) -> [LintFinding] {
    var out: [LintFinding] = []
    for outcome in outcomes {
      guard let (rule, message) = judge(outcome),
        configuration.runs(rule.id, on: outcome.location.file)
      else { continue }
      out.append(
        LintFinding(
          diagnostic: Diagnostic(
            configuration.severity[rule.id] ?? rule.severity, message, id: rule.id,
            at: outcome.location)))
    }
    return out.sorted { $0.diagnostic.location! < $1.diagnostic.location! }
  }

  /// The rule `outcome` breaks and what to say, or `nil` when it is fine.
  static func judge(_ outcome: DesignableOutcome) -> (RuleInfo, String)? {
    let name = "@IBDesignable \(outcome.className)"
    switch outcome.status {
    case .drawn(let seconds, let phases):
      guard seconds > budget else { return nil }
      let slowest = phases.filter { $0.value >= 0.0005 }.sorted { $0.value > $1.value }
        .map { "\($0.key) \(milliseconds($0.value))" }
      return (
        slow,
        "\(name) took \(milliseconds(seconds)) to make and draw"
          + (slowest.isEmpty ? "" : " (\(slowest.joined(separator: ", ")))")
          + ", over Interface Builder's \(milliseconds(budget)) budget: the canvas stalls on it"
      )
    case .buildFailed(let errors):
      let first = errors.prefix(2).map(Self.shortened)
      var message = "\(name) does not build, so Interface Builder draws it as its base class"
      if !first.isEmpty { message += ": " + first.joined(separator: "; ") }
      if errors.count > 2 { message += " (and \(errors.count - 2) more)" }
      return (buildFailed, message)
    case .crashed(let status, let report):
      var message = "\(name): \(status) when made and drawn at design time"
      if let reason = report.first(where: { $0.contains("Fatal error") || $0.contains("error:") })
        ?? report.first(where: { !$0.hasPrefix("***") && !$0.hasPrefix("Thread") })
      {
        message += ": " + reason.trimmingCharacters(in: .whitespaces)
      }
      return (crashed, message + "; Interface Builder draws it as its base class")
    case .timedOut(let status):
      return (
        timedOut, "\(name): \(status); Interface Builder gives up and draws it as its base class"
      )
    }
  }

  /// An error at `/path/File.swift:9:5` as `File.swift:9:5: message`.
  static func shortened(_ error: Diagnostic) -> String {
    guard let place = error.location else { return error.message }
    let file = URL(fileURLWithPath: place.file).lastPathComponent
    return "\(file):\(place.line):\(place.column): \(error.message)"
  }

  /// `412 ms`.
  static func milliseconds(_ seconds: Double) -> String {
    "\(Int((seconds * 1000).rounded())) ms"
  }
}

/// How many designables lint built and drew, and how they fared.
public struct DesignablesCensus: Sendable, Equatable {
  /// Classes built and drawn, or tried.
  public var total = 0
  /// Drawn within the budget.
  public var upToDate = 0
  /// Drawn, but over the budget.
  public var slow = 0
  /// Did not compile.
  public var buildFailed = 0
  /// Crashed.
  public var crashed = 0
  /// Timed out.
  public var timedOut = 0

  /// An empty census.
  public init() {}

  /// Counts `outcomes`.
  public init(_ outcomes: [DesignableOutcome]) {
    for o in outcomes {
      total += 1
      switch o.status {
      case .drawn(let seconds, _): if seconds > DesignableRules.budget { slow += 1 } else { upToDate += 1 }
      case .buildFailed: buildFailed += 1
      case .crashed: crashed += 1
      case .timedOut: timedOut += 1
      }
    }
  }

  /// `3 designables: 1 up to date, 0 slow, 1 build failed, 1 crashed, 0 timed out`.
  public var summary: String {
    "\(total) designable\(total == 1 ? "" : "s"): \(upToDate) up to date, \(slow) slow, "
      + "\(buildFailed) build failed, \(crashed) crashed, \(timedOut) timed out"
  }
}
