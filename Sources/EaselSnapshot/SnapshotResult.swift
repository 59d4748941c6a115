import Foundation

/// What happened to one scene in `record` or `verify`.
public struct SnapshotResult: Sendable {
  /// How it went.
  public enum Outcome: Sendable, Equatable {
    /// `record` wrote the reference.
    case recorded
    /// `verify`: the rendering matches the reference within the tolerance.
    case passed(differingPixels: Int)
    /// `verify`: pixels differ beyond the tolerance (or the sizes differ).
    case failed(differingPixels: Int, maxChannelDelta: Int, sameSize: Bool)
    /// `verify`: no reference recorded for this scene and options.
    case missing
    /// The scene could not be rendered, or a designable failed.
    case error(String)

    /// Whether this outcome fails the run.
    public var isFailure: Bool {
      switch self {
      case .recorded, .passed: false
      case .failed, .missing, .error: true
      }
    }
  }

  /// The document.
  public var document: URL
  /// The scene's id.
  public var sceneID: String
  /// The reference file.
  public var reference: URL
  /// How it went.
  public var outcome: Outcome
  /// For a failure: the rendering as it is now, and the difference image.
  public var actual: URL?
  /// Differing pixels in red over a faded copy of the rendering.
  public var difference: URL?

  /// `Main.storyboard BYZ-38-t0r: 1234 pixels differ (largest channel difference 255);
  /// difference: failures/Main/BYZ-38-t0r.diff.png`.
  public func line(relativeTo base: URL) -> String {
    func name(_ url: URL) -> String {
      let root = base.standardizedFileURL.path
      let path = url.standardizedFileURL.path
      return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
    let scene = "\(name(document)) \(sceneID)"
    switch outcome {
    case .recorded:
      return "recorded \(scene): \(name(reference))"
    case .passed(let n):
      return "passed \(scene)" + (n > 0 ? " (\(n) pixels within the allowance)" : "")
    case .failed(let n, let delta, let sameSize):
      let what =
        sameSize
        ? "\(n) pixel\(n == 1 ? "" : "s") differ (largest channel difference \(delta))"
        : "the size changed"
      var text = "FAILED \(scene): \(what)"
      if let difference { text += "; difference: \(name(difference))" }
      if let actual { text += "; actual: \(name(actual))" }
      return text
    case .missing:
      return "FAILED \(scene): no reference at \(name(reference)); run 'easel snapshot record'"
    case .error(let reason):
      return "FAILED \(scene): \(reason)"
    }
  }
}

/// What a `record` or `verify` run did.
public struct SnapshotReport: Sendable {
  /// One result a scene, document by document.
  public var results: [SnapshotResult] = []
  /// Documents not rendered, with why (WatchKit/AppKit documents).
  public var skipped: [(document: URL, reason: String)] = []
  /// Documents that could not be read, with the located error: they fail the run.
  public var unreadable: [(document: URL, error: String)] = []
  /// References of this variant whose scene the document no longer has.
  public var stale: [URL] = []
  /// Diagnostics of the renders (designables that failed, …), as printed lines.
  public var diagnostics: [String] = []

  /// Whether any scene failed.
  public var failed: Bool { !unreadable.isEmpty || results.contains { $0.outcome.isFailure } }

  /// `12 scenes: 11 passed, 1 failed, 0 missing, 0 errors; 2 documents skipped`.
  public var summary: String {
    var passed = 0
    var failed = 0
    var missing = 0
    var errors = 0
    var recorded = 0
    for r in results {
      switch r.outcome {
      case .recorded: recorded += 1
      case .passed: passed += 1
      case .failed: failed += 1
      case .missing: missing += 1
      case .error: errors += 1
      }
    }
    let n = results.count
    var text = "\(n) scene\(n == 1 ? "" : "s"): "
    text +=
      recorded > 0 && passed + failed + missing == 0
      ? "\(recorded) recorded, \(errors) error\(errors == 1 ? "" : "s")"
      : "\(passed) passed, \(failed) failed, \(missing) missing, \(errors) error\(errors == 1 ? "" : "s")"
    if !unreadable.isEmpty {
      text += "; \(unreadable.count) unreadable document\(unreadable.count == 1 ? "" : "s")"
    }
    if !skipped.isEmpty {
      text += "; \(skipped.count) document\(skipped.count == 1 ? "" : "s") skipped"
    }
    if !stale.isEmpty { text += "; \(stale.count) stale reference\(stale.count == 1 ? "" : "s")" }
    return text
  }
}
