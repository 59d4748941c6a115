import EaselDiagnostics
import Foundation

/// GitHub Actions workflow commands, one a finding: `::warning file=App/Main.storyboard,
/// line=12,col=9,title=missing-image::no image named 'logo' …`.
///
/// As the Actions toolkit escapes them: in the message `%`, `\r` and `\n` become `%25`,
/// `%0D`, `%0A`; in a property, `:` and `,` also become `%3A` and `%2C`. Notes are
/// `::notice`.
public enum GitHubAnnotations {
  /// Every finding as a workflow command, then `summary` as a plain line.
  public static func text(_ findings: [ReportedFinding], summary: String) -> String {
    var lines = findings.map { command($0.diagnostic) }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One finding's command.
  public static func command(_ d: Diagnostic) -> String {
    let kind: String
    switch d.severity {
    case .error: kind = "error"
    case .warning: kind = "warning"
    case .note: kind = "notice"
    }
    var properties: [String] = []
    if let l = d.location {
      properties.append("file=" + escapeProperty(l.file))
      if l.line > 0 { properties.append("line=\(l.line)") }
      if l.column > 0 { properties.append("col=\(l.column)") }
    }
    properties.append("title=" + escapeProperty(d.id))
    return "::\(kind) " + properties.joined(separator: ",") + "::" + escapeData(d.message)
  }

  /// A message: `%`, carriage returns and line feeds escaped.
  public static func escapeData(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// A property's value: as a message, and `:` and `,` too.
  public static func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
