import EaselDiagnostics
import EaselProject
import Foundation

/// The font files an app brings, as iOS registers them: each file its Info.plist lists under
/// `UIAppFonts` (a name or a path inside the bundle), plus those a document's
/// `<customFonts>` names (Interface Builder draws a document's custom fonts from the
/// project's files). Found by file name among the project's `.ttf`, `.otf`, `.ttc` and `.otc`
/// files; a listed font with no file is a located warning, as the app would run without it.
public struct ProjectFonts: Sendable {
  /// The font files to register, each once, in the order first listed.
  public let files: [URL]

  /// The extensions of the font files iOS reads.
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

  /// Finds the fonts of the project under `root` that its Info.plists list, plus the files
  /// named in `documentFonts` (a document's `customFonts` keys).
  public init(root: URL, documentFonts: [String] = [], diagnostics: DiagnosticLog) {
    self.init(
      listing: ProjectFiles.listing(under: root), documentFonts: documentFonts,
      diagnostics: diagnostics)
  }

  /// Finds the fonts of an already listed project (`ProjectFiles.listing(under:)`).
  public init(listing: ProjectListing, documentFonts: [String] = [], diagnostics: DiagnosticLog) {
    let found = listing.find { url in
      Self.fontExtensions.contains(url.pathExtension.lowercased())
        || url.lastPathComponent.hasSuffix("Info.plist")
    }
    let fonts = found.filter { Self.fontExtensions.contains($0.pathExtension.lowercased()) }
    var listed: [(name: String, plist: URL?)] = []
    for plist in found where plist.lastPathComponent.hasSuffix("Info.plist") {
      listed += Self.appFonts(in: plist).map { ($0, plist) }
    }
    listed += documentFonts.map { ($0, nil) }
    var files: [URL] = []
    var seen: Set<String> = []
    for (name, plist) in listed {
      let matches = Self.files(named: name, among: fonts)
      if matches.isEmpty, let plist {
        diagnostics.report(
          Diagnostic(
            .warning, "UIAppFonts lists '\(name)', which is not a font file in the project",
            id: "missing-font", at: Self.location(of: name, in: plist)))
      }
      for url in matches where seen.insert(url.standardizedFileURL.path).inserted {
        files.append(url)
      }
    }
    self.files = files
  }

  /// The `UIAppFonts` entries of the property list at `url` (none when it is not one).
  static func appFonts(in url: URL) -> [String] {
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any], let fonts = dictionary["UIAppFonts"] as? [Any]
    else { return [] }
    return fonts.compactMap { $0 as? String }.filter { !$0.isEmpty }
  }

  /// The font files `name` means: those whose path ends with it (`Fonts/Nexa-Bold.otf`), else
  /// those with its file name; compared without case, as the Mac's file system does.
  static func files(named name: String, among fonts: [URL]) -> [URL] {
    let wanted = name.lowercased()
    let fileName = (wanted as NSString).lastPathComponent
    let byName = fonts.filter { $0.lastPathComponent.lowercased() == fileName }
    guard wanted.contains("/") else { return byName }
    let byPath = byName.filter { $0.path.lowercased().hasSuffix("/" + wanted) }
    return byPath.isEmpty ? byName : byPath
  }

  /// Where the property list at `url` names `entry` (its line), else its first line.
  static func location(of entry: String, in url: URL) -> SourceLocation {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: ">\(entry)<") {
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 2
        return SourceLocation(file: url.path, line: i + 1, column: column)
      }
    }
    return SourceLocation(file: url.path, line: 1, column: 1)
  }
}
