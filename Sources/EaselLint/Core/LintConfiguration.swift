import EaselDiagnostics
import Foundation

/// `.easel-lint.json`: which rules run, where, and how severe their findings are.
///
/// ```json
/// {
///   "enabled": ["relative-to-margin"],
///   "disabled": ["misplaced-view"],
///   "only": ["runtime-attribute-stale", "missing-image"],
///   "excluded": ["Pods/**", "Legacy/*.xib"],
///   "severity": { "runtime-attribute-unsupported": "warning" },
///   "rules": {
///     "missing-image": { "included": ["App/**"], "excluded": ["App/Old/**"] },
///     "view-as-device": { "device": "retina6_12" }
///   }
/// }
/// ```
///
/// Every key is optional; a rule's object in `"rules"` holds its scope and the settings its
/// `RuleInfo.options` name, nothing else. Paths are globs relative to the file's folder: `*` matches within
/// one path component, `**` across components, `?` one character.
public struct LintConfiguration: Sendable, Equatable {
  /// Opt-in rules (`RuleInfo.isOptIn`) that run.
  public var enabled: Set<String> = []
  /// Rules that do not run.
  public var disabled: Set<String> = []
  /// When set, the only rules that run (opt-in rules included).
  public var only: Set<String>?
  /// Documents not linted at all.
  public var excluded: [String] = []
  /// Severity overrides by rule id.
  public var severity: [String: Severity] = [:]
  /// Per-rule path scopes.
  public var scopes: [String: Scope] = [:]
  /// Per-rule settings (`RuleInfo.options`), by rule id, then by name.
  public var options: [String: [String: RuleOption]] = [:]
  /// The folder globs are relative to.
  public var base: URL

  /// Where one rule runs: documents matching `included` (all when empty), less `excluded`.
  public struct Scope: Sendable, Equatable {
    /// Globs of documents the rule runs on; empty means all.
    public var included: [String] = []
    /// Globs of documents the rule skips.
    public var excluded: [String] = []
  }

  /// The default configuration: every rule but the opt-in ones, everywhere, at its own
  /// severity.
  public init(base: URL) { self.base = base }

  /// The name lint looks for.
  public static let fileName = ".easel-lint.json"

  /// Reads a configuration file; throws `LintConfigurationError` naming the problem.
  public init(contentsOf url: URL) throws(LintConfigurationError) {
    self.init(base: url.deletingLastPathComponent())
    let place = url.path
    func invalid(_ message: String) -> LintConfigurationError {
      LintConfigurationError(message, at: place)
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    } catch {
      throw invalid("not readable JSON: \(error.localizedDescription)")
    }
    guard let json = object as? [String: Any] else {
      throw invalid("expected a JSON object at the top")
    }
    let known: Set<String> = ["enabled", "disabled", "only", "excluded", "severity", "rules"]
    for key in json.keys where !known.contains(key) {
      throw invalid("unknown key '\(key)' (known: \(known.sorted().joined(separator: ", ")))")
    }
    func strings(_ value: Any?, _ what: String) throws(LintConfigurationError) -> [String] {
      guard let value else { return [] }
      guard let list = value as? [String] else {
        throw invalid("'\(what)' must be a list of strings")
      }
      return list
    }
    func ruleIDs(_ ids: [String]) throws(LintConfigurationError) -> Set<String> {
      for id in ids where LintRules.info(withID: id) == nil {
        throw invalid(
          "no rule '\(id)'"
            + Suggestion.hint(for: id, among: LintRules.infos.map(\.id)))
      }
      return Set(ids)
    }
    enabled = try ruleIDs(try strings(json["enabled"], "enabled"))
    disabled = try ruleIDs(try strings(json["disabled"], "disabled"))
    if json["only"] != nil { only = try ruleIDs(try strings(json["only"], "only")) }
    excluded = try strings(json["excluded"], "excluded")
    if let table = json["severity"] {
      guard let table = table as? [String: String] else {
        throw invalid("'severity' must map rule ids to strings")
      }
      for (id, text) in table {
        _ = try ruleIDs([id])
        guard let s = Severity(rawValue: text) else {
          throw invalid("severity '\(text)' of \(id) must be note, warning or error")
        }
        severity[id] = s
      }
    }
    if let rules = json["rules"] {
      guard let rules = rules as? [String: Any] else {
        throw invalid("'rules' must map rule ids to objects")
      }
      for (id, value) in rules {
        _ = try ruleIDs([id])
        guard let scope = value as? [String: Any] else {
          throw invalid("'rules.\(id)' must be an object")
        }
        scopes[id] = Scope(
          included: try strings(scope["included"], "rules.\(id).included"),
          excluded: try strings(scope["excluded"], "rules.\(id).excluded"))
        let settings = LintRules.info(withID: id)?.options ?? [:]
        for (key, value) in scope where key != "included" && key != "excluded" {
          guard let kind = settings[key] else {
            let known = ["included", "excluded"] + settings.keys.sorted()
            throw invalid(
              "unknown key 'rules.\(id).\(key)' (known: "
                + known.joined(separator: ", ") + ")")
          }
          switch kind {
          case .string:
            guard let text = value as? String else {
              throw invalid("'rules.\(id).\(key)' must be \(kind.rawValue)")
            }
            options[id, default: [:]][key] = .string(text)
          case .table:
            guard let table = value as? [String: [String]] else {
              throw invalid("'rules.\(id).\(key)' must be \(kind.rawValue)")
            }
            options[id, default: [:]][key] = .table(table)
          }
        }
      }
    }
  }

  /// Whether the document at `path` is linted at all.
  public func includes(document path: String) -> Bool {
    !excluded.contains { Glob.matches($0, relativePath(path)) }
  }

  /// Whether rule `id` runs on the document at `path`: not disabled, listed in `only` when
  /// there is one that names rules of its command (lint's, or `strings check`'s, which share
  /// the file), else enabled when it is opt-in; and within its scope.
  public func runs(_ id: String, on path: String) -> Bool {
    if disabled.contains(id) { return false }
    let stringsIDs = Set(StringsCheck.rules.map(\.id))
    let isStrings = stringsIDs.contains(id)
    if let only, only.contains(where: { stringsIDs.contains($0) == isStrings }) {
      if !only.contains(id) { return false }
    } else if LintRules.info(withID: id)?.isOptIn == true, !enabled.contains(id) {
      return false
    }
    guard let scope = scopes[id] else { return true }
    let relative = relativePath(path)
    if !scope.included.isEmpty && !scope.included.contains(where: { Glob.matches($0, relative) }) {
      return false
    }
    return !scope.excluded.contains { Glob.matches($0, relative) }
  }

  /// `path` relative to `base` when inside it, else as given.
  func relativePath(_ path: String) -> String {
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = base.standardizedFileURL.path + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}

/// A configuration file that cannot be used: the file and the problem.
public struct LintConfigurationError: Error, CustomStringConvertible, Sendable {
  /// What is wrong with the file.
  public var message: String
  /// The configuration file's path.
  public var path: String
  /// `path: error: message`.
  public var description: String { Severity.error.line(message, at: path) }
  init(_ message: String, at path: String) {
    self.message = message
    self.path = path
  }
}

/// Path globs: `*` within a component, `**` across components, `?` one character.
enum Glob {
  /// Whether `path` matches `pattern` (a pattern without `/` also matches any one
  /// component, so `Pods` excludes `Pods/…`).
  static func matches(_ pattern: String, _ path: String) -> Bool {
    if match(Array(pattern), 0, Array(path), 0) { return true }
    if !pattern.contains("/") {
      return path.split(separator: "/").dropLast().contains {
        match(Array(pattern), 0, Array($0), 0)
      }
        || match(Array(pattern), 0, Array((path as NSString).lastPathComponent), 0)
    }
    return match(Array(pattern + "/**"), 0, Array(path), 0)
  }

  private static func match(_ p: [Character], _ i: Int, _ s: [Character], _ j: Int) -> Bool {
    if i == p.count { return j == s.count }
    if p[i] == "*" {
      let crosses = i + 1 < p.count && p[i + 1] == "*"
      var next = crosses ? i + 2 : i + 1
      if crosses && next < p.count && p[next] == "/" { next += 1 }
      var k = j
      while true {
        if match(p, next, s, k) { return true }
        if k == s.count || (!crosses && s[k] == "/") { return false }
        k += 1
      }
    }
    guard j < s.count else { return false }
    if p[i] == "?" { return s[j] != "/" && match(p, i + 1, s, j + 1) }
    return p[i] == s[j] && match(p, i + 1, s, j + 1)
  }
}
