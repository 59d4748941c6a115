import EaselDiagnostics
import EaselDocument
import Foundation

/// `easel colors list`: the colours each document uses, with counts, as text or JSON.
public struct ColorsReport: Sendable {
  /// One document's colours.
  public struct DocumentColors: Sendable {
    /// The document's path, as found.
    public var path: String
    /// Every use, in document order.
    public var uses: [ColorUse]

    /// The distinct colours, by kind then name, each with its uses.
    public var colors: [(kind: ColorKind, name: String, uses: [ColorUse])] {
      ColorsReport.group(uses)
    }
  }

  /// The documents read, in path order.
  public var documents: [DocumentColors] = []
  /// Documents that could not be read.
  public var diagnostics: [Diagnostic] = []

  /// The folder reports write paths relative to (the configuration's).
  public var root: URL

  /// Reads every `.storyboard` and `.xib` that `paths` name (folders are searched), less
  /// those `configuration` excludes.
  public init(paths: [String], configuration: LintConfiguration? = nil) {
    root = configuration?.base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for (url, _) in Linter.documents(in: paths)
    where configuration?.includes(document: url.path) ?? true {
      do {
        let document = try IBDocument(contentsOf: url)
        documents.append(DocumentColors(path: url.path, uses: document.colorUses()))
      } catch {
        diagnostics.append(
          Diagnostic(.error, error.message, id: "document-unreadable", at: error.location))
      }
    }
  }

  /// Every use in every document.
  public var allUses: [ColorUse] { documents.flatMap(\.uses) }

  /// Uses grouped by colour, ordered by kind then name.
  static func group(_ uses: [ColorUse]) -> [(kind: ColorKind, name: String, uses: [ColorUse])] {
    struct Colour: Hashable {
      var kind: ColorKind
      var name: String
    }
    let grouped = Dictionary(grouping: uses) { Colour(kind: $0.kind, name: $0.name) }
    return grouped.keys.sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }.map {
      ($0.kind, $0.name, grouped[$0] ?? [])
    }
  }

  /// Per document: a heading, then one line per colour (kind, name, count); then, for more
  /// than one document, the same over all of them, with how many documents use each.
  public var text: String {
    var lines: [String] = []
    func table(_ colors: [(kind: ColorKind, name: String, uses: [ColorUse])], documents: Bool) {
      let width = colors.map(\.name.count).max() ?? 0
      for c in colors {
        let name = c.name.padding(toLength: max(width, 1), withPad: " ", startingAt: 0)
        var line =
          "  \(c.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
          + "\(name)  \(c.uses.count)"
        if documents {
          let n = Set(c.uses.map(\.location.file)).count
          line += " in \(n) document\(n == 1 ? "" : "s")"
        }
        lines.append(line)
      }
    }
    for d in documents {
      let colors = d.colors
      lines.append(
        "\(relative(d.path)): \(Self.summary(uses: d.uses.count, colors: colors.count))")
      table(colors, documents: false)
    }
    if documents.count > 1 {
      let colors = Self.group(allUses)
      lines.append(
        "all \(documents.count) documents: "
          + Self.summary(uses: allUses.count, colors: colors.count))
      table(colors, documents: true)
    }
    lines += ReportedFinding.report(diagnostics, root: root).map(\.diagnostic.description)
    if documents.isEmpty && diagnostics.isEmpty { lines.append("no storyboards or xibs found") }
    return lines.joined(separator: "\n") + "\n"
  }

  static func summary(uses: Int, colors: Int) -> String {
    "\(uses) use\(uses == 1 ? "" : "s") of \(colors) colour\(colors == 1 ? "" : "s")"
  }

  /// `path` relative to the root when it is under it.
  func relative(_ path: String) -> String { ReportedFinding.relativePath(path, to: root) }

  /// `{"documents": [{"path", "colors": [{"kind", "name", "count", "uses": [...]}]}],
  /// "totals": [{"kind", "name", "count", "documents"}], "errors": [...]}`, keys sorted.
  public var json: String {
    func use(_ u: ColorUse) -> [String: Any] {
      var item: [String: Any] = ["line": u.location.line, "column": u.location.column]
      if let key = u.key { item["key"] = key }
      if let id = u.objectID { item["objectID"] = id }
      return item
    }
    let documents: [[String: Any]] = self.documents.map { d in
      [
        "path": relative(d.path),
        "colors": d.colors.map { c in
          ["kind": c.kind.rawValue, "name": c.name, "count": c.uses.count, "uses": c.uses.map(use)]
            as [String: Any]
        },
      ]
    }
    let totals: [[String: Any]] = Self.group(allUses).map { c in
      [
        "kind": c.kind.rawValue, "name": c.name, "count": c.uses.count,
        "documents": Set(c.uses.map(\.location.file)).count,
      ]
    }
    let errors: [[String: Any]] = diagnostics.map { d in
      var item: [String: Any] = ["message": d.message]
      if let l = d.location {
        item["file"] = relative(l.file)
        item["line"] = l.line
        item["column"] = l.column
      }
      return item
    }
    let object: [String: Any] = ["documents": documents, "totals": totals, "errors": errors]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report in `format`: SARIF and GitHub annotations carry the documents that could
  /// not be read, as lint's findings.
  public func write(as format: ReportFormat) -> String {
    switch format {
    case .text: return text
    case .json: return json
    case .sarif, .github:
      let reported = ReportedFinding.report(diagnostics, root: root)
      if format == .github {
        let uses = allUses.count
        return GitHubAnnotations.text(
          reported,
          summary: "\(documents.count) documents: "
            + Self.summary(uses: uses, colors: Self.group(allUses).count))
      }
      let rule = RuleInfo(
        id: "document-unreadable", summary: "A storyboard or xib that cannot be read",
        severity: .error)
      return SARIFLog.json(reported, rules: [rule], root: root)
    }
  }

  /// 1 when a document could not be read, else 0.
  public var exitStatus: Int32 { diagnostics.isEmpty ? 0 : 1 }
}
