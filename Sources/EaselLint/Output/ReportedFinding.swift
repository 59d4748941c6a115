import EaselDiagnostics
import Foundation

/// A finding as reports write it: its diagnostic with the path relative to the project's
/// root, and a fingerprint that stays the same when lines move.
///
/// The fingerprint hashes the rule id, the relative path, what the finding is about (by
/// default its object id and the first name its message quotes — the key, image or outlet —
/// so that a changed hint does not change it) and, for findings alike in all of these,
/// their order in the file: never the line or column. Baselines match on it, and SARIF carries it
/// as `partialFingerprints`, so a finding keeps its identity while the file around it
/// changes.
public struct ReportedFinding: Sendable, Hashable {
  /// The diagnostic, its location's file relative to the root when inside it.
  public var diagnostic: Diagnostic
  /// 16 hexadecimal digits.
  public var fingerprint: String
  /// Whether `--fix` can repair it.
  public var isFixable = false

  /// The findings of `diagnostics`, paths made relative to `root`; `subjects[i]` says what
  /// `diagnostics[i]` is about (defaults to `subject(of:)`).
  public static func report(
    _ diagnostics: [Diagnostic], subjects: [String?] = [], fixable: [Bool] = [], root: URL
  ) -> [ReportedFinding] {
    var seen: [String: Int] = [:]
    return diagnostics.indices.map { i in
      var d = diagnostics[i]
      if var location = d.location {
        location.file = relativePath(location.file, to: root)
        d.location = location
      }
      let subject = (i < subjects.count ? subjects[i] : nil) ?? Self.subject(of: d)
      let identity = [d.id, d.location?.file ?? "", subject].joined(separator: "\u{1E}")
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      return ReportedFinding(
        diagnostic: d, fingerprint: hash(identity + "\u{1E}\(occurrence)"),
        isFixable: i < fixable.count && fixable[i])
    }
  }

  /// What a diagnostic is about: its object id and the first name its message quotes
  /// (`'textAsKey'`), or its whole message when it quotes none.
  public static func subject(of d: Diagnostic) -> String {
    let parts = d.message.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
    let named = parts.count == 3 ? String(parts[1]) : d.message
    return (d.objectID ?? "") + "\u{1F}" + named
  }

  /// `path` relative to `root` when inside it, else as given.
  public static func relativePath(_ path: String, to root: URL) -> String {
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = root.standardizedFileURL.path + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
  }

  /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hexadecimal digits: stable across runs and
  /// machines (Swift's `Hasher` is seeded per process).
  static func hash(_ text: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      h ^= UInt64(byte)
      h = h &* 0x0000_0100_0000_01B3
    }
    let digits = String(h, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
