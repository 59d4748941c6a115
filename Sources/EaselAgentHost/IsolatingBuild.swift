import EaselDiagnostics
import EaselInspect
import Foundation

/// Builds an agent for several designable classes so that one failing class never sinks the
/// rest (Interface Builder fails them all).
///
/// Each class comes with its *slice*: the files its build needs. When a compile fails, the
/// files its errors are in are left out, every class whose slice holds one of them is marked
/// Build failed with the errors of its own files, and the others are built again without them
/// — until a build succeeds or no class is left. Errors that name no file (the linker's, the
/// driver's) fail every class still in the build.
public struct IsolatingBuild: Sendable {
  public var builder: AgentBuilder
  /// Compiles to try before giving up on the classes still in.
  public var maximumRounds = 6

  public init(builder: AgentBuilder) { self.builder = builder }

  /// What came of it.
  public struct Result: Sendable {
    /// The agent, holding every class not in `failures`; `nil` when none could be built.
    public var executable: URL?
    /// Whether the agent came from the cache.
    public var cached = false
    /// Classes that did not build, with the errors that stopped them.
    public var failures: [String: [Diagnostic]] = [:]
    /// Files left out of the build because they did not compile.
    public var excludedFiles: Set<String> = []
    /// Compiles run (0 when the agent was cached).
    public var rounds = 0
    /// What preparing the sources found and left alone (rewrites it could not make).
    public var notes: [Diagnostic] = []
  }

  /// Builds `plan` for `slices` (class name → paths of the files its build needs).
  public func build(_ plan: AgentBuildPlan, scan: ScanResult, slices: [String: Set<String>])
    throws -> Result
  {
    var result = Result()
    var active = slices
    let everything = Set(plan.allFiles.map(\.path))
    while !active.isEmpty {
      let needed = active.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      let current = plan.keeping(needed.intersection(everything))
      let outcome = try builder.build(current, scan: scan)
      switch outcome {
      case .built(let executable, let cached, let notes):
        result.executable = executable
        result.cached = cached
        result.notes = notes
        if !cached { result.rounds += 1 }
        return result
      case .failed(let failure):
        result.rounds += 1
        let blamed = failure.failingFiles.intersection(needed)
        let unlocated = failure.unlocatedErrors
        if blamed.isEmpty || result.rounds >= maximumRounds {
          // Nothing to leave out: every class still in shares the failure.
          let errors = unlocated.isEmpty ? failure.diagnostics : unlocated
          for name in active.keys {
            result.failures[name] = Self.ownErrors(failure, files: active[name] ?? [], or: errors)
          }
          return result
        }
        result.excludedFiles.formUnion(blamed)
        for (name, slice) in active where !slice.isDisjoint(with: blamed) {
          result.failures[name] = Self.ownErrors(failure, files: slice, or: unlocated)
          active[name] = nil
        }
      }
    }
    return result
  }

  /// The errors of `failure` located in `files`, the unlocated ones after them; `fallback` when
  /// there are none.
  static func ownErrors(
    _ failure: AgentBuilder.BuildFailure, files: Set<String>, or fallback: [Diagnostic]
  ) -> [Diagnostic] {
    let located = failure.diagnostics.filter { d in
      guard let file = d.location?.file else { return false }
      return files.contains(file)
    }
    let own = located + failure.unlocatedErrors
    return own.contains { $0.severity == .error } ? own : fallback + located
  }
}
