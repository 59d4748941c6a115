import EaselDiagnostics
import EaselInspect
import Foundation

extension AgentPlan {
  /// What a render says when the extensions adding `key` (the root `extensionsRoot(for:)`,
  /// or an Objective-C category that did not translate) did not build, stopped by `errors`:
  /// an error at the first of them, in the user's file, with how many more follow and what it
  /// costs — the runtime attributes setting the key are not applied (no class fails for it, as
  /// Interface Builder's agent would fail none that does not use the extension). It is an
  /// error: the document asks for what its code does not build, and the render exits 1 as
  /// for a designable that failed to build. Nil when `errors` hold no error.
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
    let extensionPlace = declaring.map {
      " (\(($0.location.file as NSString).lastPathComponent):\($0.location.line))"
    }
    return Diagnostic(
      .error,
      first.message + rest + "; runtime attributes setting '\(key)' are not applied: the "
        + "extension adding it\(extensionPlace ?? "") does not build here, and no class of the "
        + "document depends on it",
      id: "extension-build-failed", at: first.location ?? declaring?.location)
  }

  /// Whether `diagnostic` is key-value coding's failure to set a key path through one of
  /// `keys` (`Failed to set (layer.bgColorName) …`): said already by the key's
  /// `extensionFailure`, so not said again.
  public static func isAttributeFailure(_ diagnostic: Diagnostic, through keys: Set<String>)
    -> Bool
  {
    let prefix = "Failed to set ("
    guard diagnostic.id == "runtime-attribute-failed", !keys.isEmpty,
      diagnostic.message.hasPrefix(prefix)
    else { return false }
    let path = diagnostic.message.dropFirst(prefix.count).prefix { $0 != ")" }
    return path.split(separator: ".").contains { keys.contains(String($0)) }
  }
}
