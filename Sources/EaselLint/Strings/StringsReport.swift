import EaselDiagnostics
import Foundation

/// What `easel strings check` found under some folders, and how it is written.
///
/// The configuration lint reads applies: `excluded` files are not reported on, a rule
/// `disabled` (or left out of an `only` that names strings rules) does not report, a rule's
/// `rules` scope and `severity` apply by the file a finding is in. People read the text
/// grouped: the counts first, per rule and language, then one line per key and place with
/// every language it concerns, rather than one line per key and language.
public struct StringsReport: Sendable {
  /// Every finding the configuration lets through.
  public var findings: [StringsCheck.Finding] = []
  /// Files that could not be read, and the parser's warnings.
  public var diagnostics: [Diagnostic] = []
  /// The folder paths are written relative to.
  public var root: URL

  /// Checks every folder in `roots` under `configuration`.
  public init(
    roots: [URL], configuration: LintConfiguration,
    developmentLanguage: (URL) -> String
  ) {
    root = configuration.base
    func kept(_ d: inout Diagnostic) -> Bool {
      guard let file = d.location?.file else { return true }
      guard configuration.includes(document: file), configuration.runs(d.id, on: file) else {
        return false
      }
      if let s = configuration.severity[d.id] { d.severity = s }
      return true
    }
    for root in roots {
      let (f, d) = StringsCheck.check(root: root, developmentLanguage: developmentLanguage(root))
      for var finding in f where kept(&finding.diagnostic) { findings.append(finding) }
      for var diagnostic in d where kept(&diagnostic) { diagnostics.append(diagnostic) }
    }
  }

  /// Every diagnostic, one per finding, in file order.
  public var all: [Diagnostic] {
    (diagnostics + findings.map(\.diagnostic)).sorted {
      ($0.location?.description ?? "") < ($1.location?.description ?? "")
    }
  }

  /// Findings alike but for their language (same rule, key and place: a key the reference
  /// table has that three languages lack; an untranslated text wherever it is) as one
  /// diagnostic at the first, naming the other languages; then the files' own diagnostics;
  /// in file order.
  public var grouped: [Diagnostic] {
    struct Group: Hashable {
      var kind: StringsCheck.Kind
      var table: String
      var key: String
      var location: SourceLocation?
    }
    var order: [Group] = []
    var members: [Group: [StringsCheck.Finding]] = [:]
    for f in findings {
      // An untranslated text is a note in each language's file: one line a key says it.
      let place = f.kind == .untranslated ? nil : f.diagnostic.location
      let g = Group(kind: f.kind, table: f.table, key: f.key, location: place)
      if members[g] == nil { order.append(g) }
      members[g, default: []].append(f)
    }
    let merged: [Diagnostic] = order.compactMap { g in
      guard let group = members[g], var d = group.first?.diagnostic else { return nil }
      let others = group.dropFirst().map(\.language).filter { !$0.isEmpty }
      if !others.isEmpty { d.message += "; the same in " + others.joined(separator: ", ") }
      return d
    }
    return (diagnostics + merged).sorted {
      ($0.location?.description ?? "") < ($1.location?.description ?? "")
    }
  }

  /// `12 missing, 0 untranslated, 1 format mismatch, 2 unused, 1 dynamic; 1 error, 14
  /// warnings, 0 notes`.
  public var summary: String {
    func count(_ k: StringsCheck.Kind) -> Int { findings.filter { $0.kind == k }.count }
    func n(_ s: Severity) -> Int { all.filter { $0.severity == s }.count }
    return "\(count(.missing)) missing, \(count(.untranslated)) untranslated, "
      + "\(count(.formatMismatch)) format mismatches, \(count(.unused)) unused, "
      + "\(count(.dynamicKey)) dynamic keys; "
      + "\(n(.error)) errors, \(n(.warning)) warnings, \(n(.note)) notes"
  }

  /// Per rule with findings: `strings-missing: 12 (de 5, fr 7)`.
  public var counts: [String] {
    StringsCheck.Kind.allCases.compactMap { kind in
      let of = findings.filter { $0.kind == kind }
      guard !of.isEmpty else { return nil }
      let byLanguage = Dictionary(grouping: of.filter { !$0.language.isEmpty }, by: \.language)
      let languages = byLanguage.keys.sorted().map { "\($0) \(byLanguage[$0]?.count ?? 0)" }
      return "  \(kind.rawValue): \(of.count)"
        + (languages.isEmpty ? "" : " (" + languages.joined(separator: ", ") + ")")
    }
  }

  /// The grouped findings with their paths relative to `root`, and their fingerprints
  /// (rule, file, table and key).
  public var reported: [ReportedFinding] {
    let diagnostics = grouped
    return ReportedFinding.report(
      diagnostics, subjects: diagnostics.map { _ in nil }, root: root)
  }

  /// The report in `format`.
  public func write(as format: ReportFormat) -> String {
    switch format {
    case .text: text
    case .json: json
    case .sarif: SARIFLog.json(reported, rules: StringsCheck.rules, root: root)
    case .github: GitHubAnnotations.text(reported, summary: summary)
    }
  }

  /// The summary and the counts, then one located line per group of findings.
  public var text: String {
    ([summary] + counts + reported.map(\.diagnostic.description)).joined(separator: "\n") + "\n"
  }

  /// `{"diagnostics": [...], "summary": "..."}`: every finding, one per key and language.
  public var json: String {
    let items: [[String: Any]] = all.map { d in
      var item: [String: Any] = [
        "severity": d.severity.rawValue, "message": d.message, "rule": d.id,
      ]
      if let l = d.location {
        item["file"] = ReportedFinding.relativePath(l.file, to: root)
        item["line"] = l.line
        item["column"] = l.column
      }
      return item
    }
    let object: [String: Any] = ["diagnostics": items, "summary": summary]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// 1 when there are errors (with `strict`, warnings too), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    all.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? 1 : 0
  }
}
