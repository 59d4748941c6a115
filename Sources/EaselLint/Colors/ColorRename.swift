import EaselDiagnostics
import EaselDocument
import EaselInspect
import EaselProject
import EaselResources
import Foundation

/// `easel colors rename OLD NEW`: seed 002's "global replace" of a colour's name, done
/// through the lossless document model and a lexer rather than by text substitution.
///
/// What is renamed depends on what `OLD` is — both, when it is both:
/// - an asset-catalog colour (a `.colorset`, or a `<color name=>` in a document): every
///   `<color name="OLD">` and `<namedColor name="OLD">` in the documents, the colour set's
///   folder, and the string literals that load it in code (`UIColor(named: "OLD")`,
///   `[UIColor colorNamed:@"OLD"]`, SwiftUI's `Color("OLD")`);
/// - a palette colour (a `UIColor` class property, as seed 002's `+ (UIColor *)blueClr`, or a
///   `…ColorName` runtime attribute's value): every such runtime attribute whose value is
///   `OLD`, and every identifier and plain string literal spelled `OLD` in the Swift and
///   Objective-C sources — the declaration, `UIColor.OLD`, `[UIColor OLD]`, a lookup table's
///   `"OLD"` — never inside a longer name, a comment or a label's text.
public struct ColorRename: Sendable {
  /// The name now.
  public var old: String
  /// The name after.
  public var new: String

  /// A rename of `old` to `new`.
  public init(old: String, new: String) {
    self.old = old
    self.new = new
  }

  /// The files a rename reads: documents, sources and asset catalogs under `paths`.
  struct Inputs {
    var documents: [URL] = []
    var sources: [URL] = []
    var colorSets: [(name: String, folder: URL)] = []

    init(paths: [String]) {
      let walk = ProjectWalk(
        skipsTestFolders: false, skipsPlaygrounds: false, skipsHiddenFiles: true,
        skipsSymbolicLinks: true)
      let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]
      for path in paths {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if ProjectWalk.isFolder(url) {
          documents += walk.files(under: url, extensions: ["storyboard", "xib"])
          sources += walk.files(under: url, extensions: sourceExtensions).filter {
            $0.lastPathComponent != "Package.swift"
          }
          for catalog in walk.find(under: url, where: { $0.pathExtension == "xcassets" }) {
            colorSets += Self.colorSets(in: catalog, prefix: "")
          }
        } else if ["storyboard", "xib"].contains(url.pathExtension) {
          documents.append(url)
        } else if sourceExtensions.contains(url.pathExtension.lowercased()) {
          sources.append(url)
        } else if url.pathExtension == "colorset" {
          colorSets.append((url.deletingPathExtension().lastPathComponent, url))
        }
      }
    }

    /// The colour sets of a catalog folder by the name `UIColor(named:)` takes: a folder
    /// whose `Contents.json` says `provides-namespace` prefixes its sets' names.
    static func colorSets(in folder: URL, prefix: String) -> [(name: String, folder: URL)] {
      let fm = FileManager.default
      guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return [] }
      var out: [(String, URL)] = []
      for name in names.sorted() where !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        guard ProjectWalk.isFolder(url) else { continue }
        let base = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "colorset":
          out.append((prefix + base, url))
        case "":
          let json = (try? Data(contentsOf: url.appendingPathComponent("Contents.json"))).flatMap {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
          }
          let properties = json?["properties"] as? [String: Any]
          let namespaced = (properties?["provides-namespace"] as? Bool) ?? false
          out += colorSets(in: url, prefix: namespaced ? prefix + base + "/" : prefix)
        default:
          continue
        }
      }
      return out
    }
  }

  /// Works out every change without writing anything.
  public func plan(paths: [String]) throws(ColorRenameError) -> ColorRenamePlan {
    let inputs = Inputs(paths: paths)
    var documents: [(url: URL, document: IBDocument)] = []
    for url in inputs.documents {
      do {
        documents.append((url, try IBDocument(contentsOf: url)))
      } catch {
        throw ColorRenameError(error.message + "; nothing was renamed", at: error.location)
      }
    }
    var sources: [(url: URL, bytes: [UInt8])] = []
    for url in inputs.sources {
      guard let data = try? Data(contentsOf: url) else {
        throw ColorRenameError("cannot read the file; nothing was renamed", at: url.path)
      }
      sources.append((url, [UInt8](data)))
    }

    // What the names are.
    let namedInDocuments = Set(
      documents.flatMap { d in
        d.document.root.descendants().filter { ["color", "namedColor"].contains($0.name) }
          .compactMap { $0["name"] }
      })
    let colorSetNames = Set(inputs.colorSets.map(\.name))
    let named = colorSetNames.union(namedInDocuments)
    let paletteInDocuments = Set(
      documents.flatMap { d in d.document.colorUses().filter { $0.kind == .palette }.map(\.name) })
    let declared = Self.paletteDeclarations(sources)
    let palette = declared.union(paletteInDocuments)

    try validate(named: named, palette: palette, declared: declared)
    let renamesNamed = named.contains(old)
    let renamesPalette = palette.contains(old)
    try checkScope(paths: paths, inputs: inputs, renamesNamed: renamesNamed, declared: declared)
    if renamesNamed && colorSetNames.contains(new) || renamesNamed && namedInDocuments.contains(new)
    {
      throw ColorRenameError(
        "a colour named '\(new)' already exists; renaming '\(old)' to it would merge two "
          + "colours. Nothing was renamed")
    }
    if renamesPalette && palette.contains(new) {
      throw ColorRenameError(
        "the palette already has a colour '\(new)'; renaming '\(old)' to it would merge two "
          + "colours. Nothing was renamed")
    }

    var plan = ColorRenamePlan(rename: self)
    if renamesNamed { plan.kinds.insert(.named) }
    if renamesPalette { plan.kinds.insert(.palette) }
    for (url, document) in documents {
      let patches = documentPatches(document, named: renamesNamed, palette: renamesPalette)
      guard !patches.isEmpty else { continue }
      plan.files.append(
        .init(
          url: url, original: document.bytes, patches: patches.map(\.patch),
          references: patches.map(\.location), isDocument: true))
    }
    for (url, bytes) in sources {
      let patches = sourcePatches(
        bytes, path: url.path, named: renamesNamed, palette: renamesPalette)
      guard !patches.isEmpty else { continue }
      plan.files.append(
        .init(
          url: url, original: bytes, patches: patches.map(\.patch),
          references: patches.map(\.location), isDocument: false))
    }
    if renamesNamed {
      for set in inputs.colorSets where set.name == old {
        let to = set.folder.deletingLastPathComponent().appendingPathComponent(
          (new.split(separator: "/").last.map(String.init) ?? new) + ".colorset")
        if FileManager.default.fileExists(atPath: to.path) {
          throw ColorRenameError("\(to.path) already exists; nothing was renamed")
        }
        plan.folders.append(.init(from: set.folder, to: to))
      }
    }
    return plan
  }

  /// Refuses a rename whose colour set or palette declaration lies in the project but
  /// outside `paths`: renaming the references alone would leave them naming nothing.
  func checkScope(
    paths: [String], inputs: Inputs, renamesNamed: Bool, declared: Set<String>
  ) throws(ColorRenameError) {
    var roots: [String] = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      // The project of a folder is the project of a document in it.
      let probe = ProjectWalk.isFolder(url) ? url.appendingPathComponent("_.storyboard") : url
      let root = ProjectFiles.projectRoot(containing: probe).standardizedFileURL.path
      if !roots.contains(root) && root != url.path { roots.append(root) }
    }
    guard !roots.isEmpty else { return }
    let project = Inputs(paths: roots)
    let scoped = Set(inputs.colorSets.map(\.folder.standardizedFileURL.path))
    if renamesNamed,
      let outside = project.colorSets.first(where: {
        $0.name == old && !scoped.contains($0.folder.standardizedFileURL.path)
      })
    {
      throw ColorRenameError(
        "the colour set \(outside.folder.path) is outside the paths given; rename within the "
          + "whole project (easel colors rename '\(old)' '\(new)' \(roots[0])). Nothing was renamed"
      )
    }
    if !declared.contains(old) {
      let everywhere = Self.paletteDeclarations(
        project.sources.compactMap { url in
          (try? Data(contentsOf: url)).map { (url, [UInt8]($0)) }
        })
      if everywhere.contains(old) {
        throw ColorRenameError(
          "the palette colour '\(old)' is declared outside the paths given; rename within the "
            + "whole project (easel colors rename \(old) \(new) \(roots[0])). Nothing was renamed")
      }
    }
  }

  /// Refuses names that cannot be renamed, or not to `new`.
  func validate(named: Set<String>, palette: Set<String>, declared: Set<String>)
    throws(ColorRenameError)
  {
    guard old != new else { throw ColorRenameError("'\(old)' and '\(new)' are the same name") }
    for name in [old, new] {
      if name.isEmpty { throw ColorRenameError("a colour name cannot be empty") }
      if name.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline || $0 == "<" }) {
        throw ColorRenameError(
          "'\(name)' is not a colour name (no quotes, backslashes, '<' or line breaks)")
      }
    }
    guard named.contains(old) || palette.contains(old) else {
      let all = named.union(palette)
      let hint = Suggestion.hint(for: old, among: all)
      throw ColorRenameError(
        "no colour named '\(old)': not a colour set, a <color name=> of a document, a UIColor "
          + "palette property or a …ColorName runtime attribute's value\(hint)")
    }
    if palette.contains(old) && !SourceTokens.isIdentifier(new) {
      throw ColorRenameError(
        "'\(old)' is a palette colour (a UIColor class property); '\(new)' is not a valid "
          + "Swift or Objective-C name")
    }
    if named.contains(old) {
      let oldSpace = old.split(separator: "/").dropLast()
      let newSpace = new.split(separator: "/").dropLast()
      guard oldSpace == newSpace, !new.hasSuffix("/") else {
        throw ColorRenameError(
          "'\(old)' and '\(new)' are in different asset-catalog namespaces; a rename keeps "
            + "the colour set in its folder")
      }
    }
  }

  /// `UIColor` class properties the sources declare: Swift `class var`/`static let` in
  /// `extension UIColor`, Objective-C `+ (UIColor *)name` in categories.
  static func paletteDeclarations(_ sources: [(url: URL, bytes: [UInt8])]) -> Set<String> {
    var names: Set<String> = []
    let objc = try? NSRegularExpression(
      pattern:
        #"\+\s*\(\s*UIColor\s*\*\s*(?:_Nonnull\s*|_Nullable\s*)?\)\s*([A-Za-z_][A-Za-z0-9_]*)\s*[;{]"#
    )
    for (url, bytes) in sources {
      let text = String(decoding: bytes, as: UTF8.self)
      if url.pathExtension == "swift" {
        let scan = ScanResult.scanFile(source: text, path: url.path)
        for m in scan.symbols.extensionMembers
        where m.extendedType == "UIColor" && ["var", "let"].contains(m.kind) {
          names.insert(m.name)
        }
      } else if let objc {
        let ns = text as NSString
        for m in objc.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
          names.insert(ns.substring(with: m.range(at: 1)))
        }
      }
    }
    return names
  }

  /// A patch with the location of what it renames.
  struct LocatedPatch {
    var patch: BytePatch
    var location: SourceLocation
  }

  /// The document's references to `old`.
  func documentPatches(_ document: IBDocument, named: Bool, palette: Bool) -> [LocatedPatch] {
    var out: [LocatedPatch] = []
    let escaped = XMLEscaping.attribute(new)
    for e in document.root.descendants() {
      let renames =
        (named && ["color", "namedColor"].contains(e.name) && e["name"] == old)
        || (palette && e.runtimeAttributeType == .string
          && e["keyPath"].map(ColorUse.isPaletteKey) == true && e["value"] == old)
      guard renames, let a = e.attribute(e.name == "userDefinedRuntimeAttribute" ? "value" : "name")
      else { continue }
      out.append(
        LocatedPatch(
          patch: BytePatch(a.valueSpan, escaped),
          location: e.source.location(at: a.valueSpan.lowerBound)))
    }
    return out
  }

  /// A source's references to `old`.
  func sourcePatches(_ bytes: [UInt8], path: String, named: Bool, palette: Bool) -> [LocatedPatch] {
    var out: [LocatedPatch] = []
    let lines = LineIndex(bytes)
    for token in SourceTokens(bytes).tokens where token.text == old {
      let renames =
        palette ? true : (named && token.kind == .string && Self.loadsNamedColor(bytes, token))
      guard renames else { continue }
      out.append(
        LocatedPatch(
          patch: BytePatch(token.range, new),
          location: lines.location(of: token.range.lowerBound, in: path)))
    }
    return out
  }

  /// Whether a string literal is the name argument of `UIColor(named:)`, `colorNamed:` or
  /// `Color(_:)`: what precedes its opening quote (spaces and `@` skipped) is `named:`,
  /// `colorNamed:` or `Color(`.
  static func loadsNamedColor(_ bytes: [UInt8], _ token: SourceTokens.Token) -> Bool {
    var i = token.range.lowerBound - 2  // before the opening quote
    while i >= 0, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "@")].contains(bytes[i]) { i -= 1 }
    guard i >= 0 else { return false }
    let before = String(decoding: bytes[max(0, i - 11)...i], as: UTF8.self)
    return before.hasSuffix("named:") || before.hasSuffix("Named:") || before.hasSuffix("Color(")
  }
}

/// Why a rename was refused or failed; nothing is written when it is thrown before writing.
public struct ColorRenameError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var message: String
  /// The file it concerns, or a place in one (`file:line:column`); nil for none.
  public var place: String?
  /// Creates an error concerning `place`, or no file.
  public init(_ message: String, at place: String? = nil) {
    self.message = message
    self.place = place
  }
  /// Creates an error at a place in a file.
  public init(_ message: String, at location: SourceLocation) {
    self.init(message, at: location.description)
  }
  /// `path:line:col: error: …` when located, else `error: …`.
  public var description: String { Severity.error.line(message, at: place) }
}
