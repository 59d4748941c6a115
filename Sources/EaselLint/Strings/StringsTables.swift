import EaselDiagnostics
import EaselResources
import Foundation

/// A project's `.strings` tables: each table (`Localizable`, `Main`) is the files of one
/// name in the sibling `<language>.lproj` folders of one folder.
public struct StringsTables: Sendable {
  /// One table in every language it has.
  public struct Table: Sendable {
    /// The folder holding the `.lproj` folders.
    public var folder: URL
    /// The table's name (`Localizable`).
    public var name: String
    /// The parsed file of each language (`Base`, `en`, `zh-Hans`).
    public var languages: [String: StringsFile]
    /// The storyboard or xib of the same name in `Base.lproj` (or beside the `.lproj`
    /// folders), when the table translates a document.
    public var document: URL?
  }

  /// Every table, sorted by folder and name.
  public var tables: [Table]
  /// Files that could not be read (`strings-syntax` errors).
  public var diagnostics: [Diagnostic]

  /// Reads every `.strings` file under `root`.
  public init(root: URL) {
    var byKey: [String: Table] = [:]
    var diagnostics: [Diagnostic] = []
    let files = ProjectFiles.find(under: root) {
      $0.pathExtension == "strings" && $0.deletingLastPathComponent().pathExtension == "lproj"
    }
    for url in files {
      let lproj = url.deletingLastPathComponent()
      let folder = lproj.deletingLastPathComponent()
      let name = url.deletingPathExtension().lastPathComponent
      let language = lproj.deletingPathExtension().lastPathComponent
      let file: StringsFile
      do {
        file = try StringsFile.load(contentsOf: url)
      } catch {
        diagnostics.append(error.diagnostic)
        continue
      }
      diagnostics += file.diagnostics
      let key = folder.path + "/" + name
      var table = byKey[key] ?? Table(folder: folder, name: name, languages: [:], document: nil)
      table.languages[language] = file
      byKey[key] = table
    }
    for (key, table) in byKey {
      for candidate in [
        "Base.lproj/\(table.name).storyboard", "Base.lproj/\(table.name).xib",
        "\(table.name).storyboard", "\(table.name).xib",
      ] {
        let url = table.folder.appendingPathComponent(candidate)
        if FileManager.default.fileExists(atPath: url.path) {
          byKey[key]?.document = url
          break
        }
      }
    }
    tables = byKey.values.sorted { ($0.folder.path, $0.name) < ($1.folder.path, $1.name) }
    self.diagnostics = diagnostics
  }
}

/// The format specifiers of a string (`%@`, `%1$d`, `%.2f`), as (position, kind) pairs:
/// two strings agree when they take the same arguments, in whatever order they print them.
enum FormatSpecifiers {
  private static let regex = try? NSRegularExpression(
    pattern:
      #"%(?:(\d+)\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?([@dDiuUxXoOfFeEgGcCsSpaA%])"#
  )

  /// The arguments `text` formats, sorted by position: `["1:object", "2:integer"]`.
  static func arguments(of text: String) -> [String] {
    guard let regex else { return [] }
    let ns = text as NSString
    var next = 1
    var out: [(Int, String)] = []
    for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      let conversion = ns.substring(with: m.range(at: 2))
      if conversion == "%" { continue }
      var position = next
      if m.range(at: 1).location != NSNotFound, let p = Int(ns.substring(with: m.range(at: 1))) {
        position = p
      } else {
        next += 1
      }
      out.append((position, kind(conversion)))
    }
    return out.sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }
  }

  private static func kind(_ conversion: String) -> String {
    switch conversion {
    case "@": "object"
    case "f", "F", "e", "E", "g", "G", "a", "A": "double"
    case "s", "S": "C string"
    case "p": "pointer"
    default: "integer"
    }
  }
}
