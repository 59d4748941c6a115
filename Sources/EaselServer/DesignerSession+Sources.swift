import EaselInspect
import Foundation

/// Noticing a saved designable source: the next render rebuilds it (the agent's build is
/// cached by content hash, so only a changed source costs a build) and the scan of
/// inspectables is made again.
extension DesignerSession {
  /// Whether any Swift or Objective-C source of the project was added, removed or changed
  /// since the last call (the first call only records them).
  public func sourcesChanged() -> Bool {
    var stamps: [String: FileStamp] = [:]
    for url in findSources(in: project.root) {
      if let stamp = FileStamp(url) { stamps[url.path] = stamp }
    }
    defer { sourceStamps = stamps }
    guard let old = sourceStamps else { return false }
    guard old != stamps else { return false }
    scanned = nil
    return true
  }

  /// The designable statuses of the latest renders: `{Class: {status, ok, diagnostics?,
  /// backtrace?}}`.
  public func designableStatuses() -> [String: Any] {
    statuses
  }
}
