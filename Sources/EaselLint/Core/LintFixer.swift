import EaselDiagnostics
import EaselDocument
import Foundation

/// `easel lint --fix`: applies findings' fixes through the lossless document model, one
/// document at a time, and writes a document only when the result parses again and every
/// fix took; writes are atomic (`IBDocument.write(to:)`).
public enum LintFixer {
  /// What fixing one document did.
  public struct Outcome: Sendable {
    /// The document.
    public var path: String
    /// The findings fixed.
    public var fixed: [LintFinding]
    /// Why nothing was written, if the document was left as it was.
    public var failure: String?
  }

  /// Fixes every fixable finding, grouped by document.
  public static func fix(_ findings: [LintFinding]) -> [Outcome] {
    let fixable = findings.filter { $0.fix != nil && $0.diagnostic.location != nil }
    let byFile = Dictionary(grouping: fixable) { $0.diagnostic.location?.file ?? "" }
    return byFile.keys.sorted().map { fix(byFile[$0] ?? [], in: $0) }
  }

  /// Fixes `findings` in the document at `path`.
  static func fix(_ findings: [LintFinding], in path: String) -> Outcome {
    var outcome = Outcome(path: path, fixed: [], failure: nil)
    let url = URL(fileURLWithPath: path)
    do {
      let document = try IBDocument(contentsOf: url)
      var applied: [(objectID: String, keyPath: String)] = []
      for finding in findings {
        guard case .removeRuntimeAttribute(let objectID, let keyPath) = finding.fix else {
          continue
        }
        if applied.contains(where: { $0 == (objectID, keyPath) }) {
          outcome.fixed.append(finding)
          continue
        }
        if try document.removeRuntimeAttribute(keyPath: keyPath, on: objectID) {
          applied.append((objectID, keyPath))
          outcome.fixed.append(finding)
        }
      }
      guard !outcome.fixed.isEmpty else { return outcome }
      // Never write what cannot be opened again, or what still holds a removed attribute.
      let reopened = try IBDocument(bytes: document.bytes, path: path)
      for (objectID, keyPath) in applied {
        let left = reopened.element(withID: objectID)?.runtimeAttributes().contains {
          $0.keyPath == keyPath
        }
        if left != false {
          outcome.fixed = []
          outcome.failure = "removing '\(keyPath)' from \(objectID) did not take; nothing written"
          return outcome
        }
      }
      try document.write(to: url.resolvingSymlinksInPath())
    } catch {
      outcome.fixed = []
      outcome.failure = "\(error.description); nothing written"
    }
    return outcome
  }
}
