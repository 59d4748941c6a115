import EaselDiagnostics
import Foundation

/// A SARIF 2.1.0 log of findings, as GitHub code scanning reads one.
///
/// One run whose `tool.driver` is Easel with every rule's metadata (stable id, name, short
/// and full description, default level, `help`); results point into `tool.driver.rules` by
/// `ruleId` and `ruleIndex`, name their files relative to the project's root through the
/// `uriBaseId` `PROJECTROOT` (given in `originalUriBaseIds`), and carry the finding's
/// fingerprint under `partialFingerprints["easel/v1"]`, which does not change when lines
/// move.
public enum SARIFLog {
  /// The schema the log names in `$schema`.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The `uriBaseId` every artifact location is relative to.
  public static let rootID = "PROJECTROOT"

  /// The log of `findings`, with `rules` as the driver's rules and `root` the folder their
  /// paths are relative to.
  public static func json(_ findings: [ReportedFinding], rules: [RuleInfo], root: URL) -> String {
    var ruleIndex: [String: Int] = [:]
    var ruleObjects: [[String: Any]] = []
    func add(_ info: RuleInfo) {
      guard ruleIndex[info.id] == nil else { return }
      ruleIndex[info.id] = ruleObjects.count
      var properties: [String: Any] = ["tags": ["interface-builder"]]
      if let ib = info.ibLinterID { properties["ibLinterID"] = ib }
      if info.isOptIn { properties["optIn"] = true }
      ruleObjects.append([
        "id": info.id,
        "name": name(info.id),
        "shortDescription": ["text": info.summary],
        "fullDescription": [
          "text": info.summary + (info.isFixable ? " (easel lint --fix repairs it)" : "")
        ],
        "help": [
          "text": "Run 'easel lint --rules' for every rule; the README's Lint section explains "
            + info.id + "."
        ],
        "defaultConfiguration": ["level": level(info.severity)],
        "properties": properties,
      ])
    }
    rules.forEach(add)
    // A finding of a rule the table lacks (an unreadable document) still gets metadata.
    for f in findings where ruleIndex[f.diagnostic.id] == nil {
      add(RuleInfo(id: f.diagnostic.id, summary: f.diagnostic.id, severity: f.diagnostic.severity))
    }
    let results: [[String: Any]] = findings.map { f in
      let d = f.diagnostic
      var result: [String: Any] = [
        "ruleId": d.id,
        "ruleIndex": ruleIndex[d.id] ?? 0,
        "level": level(d.severity),
        "message": ["text": d.message],
        "partialFingerprints": ["easel/v1": f.fingerprint],
      ]
      if let l = d.location {
        var region: [String: Any] = ["startLine": max(l.line, 1)]
        if l.column > 0 { region["startColumn"] = l.column }
        var artifact: [String: Any] = ["uri": uri(l.file)]
        if !l.file.hasPrefix("/") { artifact["uriBaseId"] = rootID }
        var location: [String: Any] = [
          "physicalLocation": ["artifactLocation": artifact, "region": region]
        ]
        if let id = d.objectID {
          location["logicalLocations"] = [["name": id, "kind": "object"]]
        }
        result["locations"] = [location]
      }
      if f.isFixable { result["properties"] = ["fixable": true] }
      return result
    }
    let run: [String: Any] = [
      "tool": [
        "driver": [
          "name": "easel",
          "rules": ruleObjects,
        ]
      ],
      "originalUriBaseIds": [
        rootID: ["uri": URL(fileURLWithPath: root.standardizedFileURL.path + "/").absoluteString]
      ],
      "columnKind": "unicodeCodePoints",
      "results": results,
    ]
    let log: [String: Any] = ["$schema": schema, "version": "2.1.0", "runs": [run]]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// SARIF's levels: `error`, `warning`, `note`.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// `runtime-attribute-stale` → `RuntimeAttributeStale`: SARIF's rule `name`.
  static func name(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative path as a URI reference: each component percent-encoded.
  static func uri(_ path: String) -> String {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":?#[]@")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
