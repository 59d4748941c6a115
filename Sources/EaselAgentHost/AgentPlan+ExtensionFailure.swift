import EaselDiagnostics
import EaselInspect
import Foundation

extension AgentPlan {
  /// What a render says when the extensions adding `key` (the root `extensionsRoot(for:)`,
  /// or an Objective-C category that did not translate) did not build, stopped by `errors`: a warning at the extension, naming the key, the
  /// first error with its place, and how many more. The runtime attributes setting the key
  /// are not applied; no class fails for it, as Interface Builder's agent would fail none
  /// that does not use the extension. Nil when `errors` hold no error.
  public static func extensionFailure(
    key: String, errors: [Diagnostic], scan: ScanResult
  ) -> Diagnostic? {
    let failing = errors.filter { $0.severity == .error }
    guard let first = failing.first else { return nil }
    let declaring =
      scan.extensions.first { $0.language == .swift && $0.runtimeKeys.contains(key) }
      ?? scan.extensions.first { $0.runtimeKeys.contains(key) }
    let more = failing.count - 1
    let rest = more > 0 ? " (and \(more) more error\(more == 1 ? "" : "s"))" : ""
    let place = first.location.map {
      "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)"
    }
    let firstError = (place.map { $0 + ": " } ?? "") + first.message
    return Diagnostic(
      .warning,
      "runtime attributes setting '\(key)' are not applied: the extension adding it does not "
        + "build here: \(firstError)\(rest); the classes of the document do not depend on it",
      id: "extension-build-failed", at: declaring?.location ?? first.location)
  }
}
