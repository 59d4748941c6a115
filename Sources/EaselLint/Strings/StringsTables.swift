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
    /// The keys of each language's `.stringsdict` of the same name: Foundation's
    /// `localizedString(forKey:value:table:)` finds a key there as in the `.strings` file.
    public var pluralKeys: [String: Set<String>] = [:]

    /// Whether `language` has `key`, in its `.strings` or its `.stringsdict`.
    public func has(_ key: String, in language: String) -> Bool {
      languages[language]?.entry(forKey: key) != nil || pluralKeys[language]?.contains(key) == true
    }
  }

  /// Every table, sorted by folder and name.
  public var tables: [Table]
  /// Files that could not be read (`strings-syntax` errors).
  public var diagnostics: [Diagnostic]

  /// Reads every `.strings` file under `root`, and the keys of the `.stringsdict` files beside
  /// them. Files inside a built framework (`*.framework`, `*.xcframework`: a vendored SDK's
  /// compiled tables) are the framework's, not the project's, and are not read.
  public init(root: URL) {
    var byKey: [String: Table] = [:]
    var diagnostics: [Diagnostic] = []
    let tableFiles = ProjectFiles.find(under: root) {
      ["strings", "stringsdict"].contains($0.pathExtension)
        && $0.deletingLastPathComponent().pathExtension == "lproj"
        && !$0.pathComponents.contains {
          $0.hasSuffix(".framework") || $0.hasSuffix(".xcframework")
        }
    }
    var pluralFiles: [URL] = []
    for url in tableFiles where url.pathExtension == "stringsdict" { pluralFiles.append(url) }
    for url in tableFiles where url.pathExtension == "strings" {
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
    for url in pluralFiles {
      let lproj = url.deletingLastPathComponent()
      let key =
        lproj.deletingLastPathComponent().path + "/"
        + url.deletingPathExtension().lastPathComponent
      let language = lproj.deletingPathExtension().lastPathComponent
      guard byKey[key] != nil, let data = try? Data(contentsOf: url),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
        let entries = plist as? [String: Any]
      else { continue }
      byKey[key]?.pluralKeys[language, default: []].formUnion(entries.keys)
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

/// The format specifiers of a string (`%@`, `%1$d`, `%.2f`, `% @`), read as Foundation's
/// `String(format:)` reads them: `%`, an optional position (`1$`), flags (`-`, `+`, space,
/// `#`, `0`, `'`), a width and a precision (digits, or `*` / `*2$`, which take an integer
/// argument of their own), a length (`hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`) and the
/// conversion. Two strings agree when they take the same arguments, by position and kind,
/// in whatever order they print them; flags, widths and lengths change how an argument
/// looks, not which one is read (an `int` and a `long` are both integers here). A `%` that
/// begins no specifier (`50% y`, a `%` at the end) means the text is no format string:
/// a format writes a literal `%` as `%%`.
enum FormatSpecifiers {
  /// The arguments `text` formats, sorted by position: `["1:object", "2:integer"]`; `nil`
  /// when a `%` begins no specifier.
  static func arguments(of text: String) -> [String]? {
    let c = Array(text.unicodeScalars)
    var i = 0
    var next = 1
    var out: [Int: String] = [:]
    func number() -> Int? {
      var n: Int?
      while i < c.count, ("0"..."9").contains(c[i]) {
        // Saturating: a width of a hundred digits is still just a width.
        n = min((n ?? 0), Int.max / 20) * 10 + Int(c[i].value - 48)
        i += 1
      }
      return n
    }
    /// `*` or `*n$`: an integer argument of its own.
    func star() {
      guard i < c.count, c[i] == "*" else {
        _ = number()
        return
      }
      i += 1
      let start = i
      if let n = number(), i < c.count, c[i] == "$" {
        i += 1
        out[n] = "integer"
      } else {
        i = start
        out[next] = "integer"
        next += 1
      }
    }
    while i < c.count {
      guard c[i] == "%" else {
        i += 1
        continue
      }
      i += 1
      var position: Int?
      let start = i
      if let n = number(), i < c.count, c[i] == "$" {
        position = n
        i += 1
      } else {
        i = start
      }
      while i < c.count, "-+ #0'".unicodeScalars.contains(c[i]) { i += 1 }
      star()
      if i < c.count, c[i] == "." {
        i += 1
        star()
      }
      for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
        let scalars = Array(length.unicodeScalars)
        if i + scalars.count <= c.count, Array(c[i..<i + scalars.count]) == scalars {
          i += scalars.count
          break
        }
      }
      guard i < c.count else { return nil }
      let conversion = c[i]
      i += 1
      if conversion == "%" { continue }
      guard let kind = kind(conversion) else { return nil }
      let at = position ?? next
      if position == nil { next += 1 }
      out[at] = kind
    }
    return out.keys.sorted().map { "\($0):\(out[$0] ?? "")" }
  }

  /// The argument a conversion reads; `nil` for what is not a conversion.
  private static func kind(_ conversion: Unicode.Scalar) -> String? {
    switch conversion {
    case "@": "object"
    case "d", "D", "i", "u", "U", "x", "X", "o", "O", "c", "C": "integer"
    case "f", "F", "e", "E", "g", "G", "a", "A": "double"
    case "s": "C string"
    case "S": "unichar string"
    case "p": "pointer"
    default: nil
    }
  }
}
