import EaselDiagnostics
import Foundation

/// A render's translations: the `.strings` tables `NSLocalizedString` reads, and the
/// document's own per-language strings, for one language — found the way an iOS app bundle
/// finds them once Xcode has merged every `<lang>.lproj` folder of the project into one.
///
/// **Tables** (`NSLocalizedString(key, tableName:)`, default table `Localizable`): the
/// language picks a localization among the project's `.lproj` folders
/// (``bestMatch(for:among:)``; no language means the development language); the table is
/// the first `<Table>.strings` found in that localization, its parent language
/// (`es-CO` → `es`), `Base.lproj`, the development language, then outside any `.lproj`.
/// As on iOS, a key missing from the table found is not looked up in the others: the app
/// shows the key, and Easel notes it (`missing-translation`). When several targets have a
/// table of the same name, the one nearest the document wins.
///
/// **Document strings** (only for a language asked for: with none, the document's own texts,
/// as Interface Builder's canvas shows them): for `…/Base.lproj/Main.storyboard`,
/// `…/<lang>.lproj/Main.strings`
/// maps `"<ObjectID>.<property>"` to a translation — `text`, `normalTitle` (and
/// `highlightedTitle`, `selectedTitle`, `disabledTitle`), `placeholder`, `title`,
/// `headerTitle`, `footerTitle`, `segmentTitles[0]`, `accessibilityLabel`, and
/// `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]` for the n-th runtime
/// attribute marked `localized="YES"`. If that folder holds a whole `Main.storyboard`
/// instead, iOS loads it: see ``localizedDocument``.
///
/// The language `Base` means no translation: no document strings, and tables from
/// `Base.lproj` or outside any `.lproj` only. Unreadable `.strings` files become
/// diagnostics, never thrown errors. Thread-safe: `NSLocalizedString` may run anywhere.
public final class Localization: @unchecked Sendable {
  /// The folder searched for `.lproj` folders.
  public let projectRoot: URL
  /// The document being rendered, if any.
  public let document: URL?
  /// The language asked for (`nil`: the development language).
  public let language: String?
  /// The pseudolanguage `language` names (`pseudo`, `pseudo-rtl`): texts are the development
  /// language's, transformed (`PseudoLanguage`).
  public let pseudo: PseudoLanguage?
  /// The project's development language (`developmentRegion`, else `en`).
  public let developmentLanguage: String
  /// The localization the language picked for tables, or `nil` for `Base` or none found.
  public let tableLanguage: String?
  /// The `.lproj` folder names searched for tables, in order (`nil`: outside any `.lproj`).
  public let tableSearchOrder: [String?]
  /// The document's `<lang>.lproj/<Name>.strings` for the language, if there is one.
  public let documentStringsURL: URL?
  /// A whole localized copy of the document (`<lang>.lproj/Main.storyboard`) that iOS loads
  /// instead of the `Base.lproj` one for this language; render it in place of ``document``.
  public let localizedDocument: URL?

  /// `.strings` files by folder language (`nil`: outside any `.lproj`), then table name.
  private let tableFiles: [String?: [String: [URL]]]
  /// Where problems found while translating go (`report(to:)`); guarded by `lock`.
  private var diagnostics: DiagnosticLog
  private let lock = NSLock()
  private var loaded: [URL: StringsFile?] = [:]
  private var noted: Set<String> = []
  /// Pseudolanguage texts handed out, with the texts they came from: seed 002's `textAsKey`
  /// looks up the label's text, which is by then already transformed.
  private var pseudoOriginals: [String: String] = [:]

  /// Indexes the `.strings` files under `projectRoot` for `language`; nothing is parsed
  /// until a string is looked up.
  public init(
    projectRoot: URL, document: URL?, language: String?, diagnostics: DiagnosticLog
  ) {
    self.projectRoot = projectRoot
    self.document = document?.standardizedFileURL
    self.language = language
    self.diagnostics = diagnostics
    pseudo = PseudoLanguage(code: language)
    let development = Self.developmentLanguage(projectRoot: projectRoot)
    developmentLanguage = development

    var files: [String?: [String: [URL]]] = [:]
    for url in ProjectFiles.find(
      under: projectRoot, where: { ["lproj", "strings"].contains($0.pathExtension) })
    {
      if url.pathExtension == "strings" {
        files[nil, default: [:]][url.deletingPathExtension().lastPathComponent, default: []]
          .append(url)
        continue
      }
      let folder = Self.language(ofFolder: url.deletingPathExtension().lastPathComponent)
      files[folder] = files[folder] ?? [:]
      let contents =
        (try? FileManager.default.contentsOfDirectory(
          at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
      for file in contents where file.pathExtension == "strings" {
        files[folder, default: [:]][file.deletingPathExtension().lastPathComponent, default: []]
          .append(file)
      }
    }
    tableFiles = files

    let languages = Array(files.keys.compactMap { $0 })
    let requested = (pseudo == nil ? language : nil) ?? development
    var order: [String?] = []
    if requested == "Base" {
      tableLanguage = nil
    } else {
      let picked =
        Self.bestMatch(for: requested, among: languages)
        ?? Self.bestMatch(for: development, among: languages)
      tableLanguage = picked
      if var code = picked {
        order.append(code)
        while let dash = code.lastIndex(of: "-") {
          code = String(code[..<dash])
          if let parent = languages.first(where: { $0.lowercased() == code.lowercased() }) {
            order.append(parent)
          }
        }
      }
    }
    order.append("Base")
    if requested != "Base", let dev = Self.bestMatch(for: development, among: languages) {
      order.append(dev)
    }
    order.append(nil)
    var seen = Set<String?>()
    tableSearchOrder = order.filter { seen.insert($0).inserted }

    // No language asked: the document as Interface Builder's canvas shows it, with its own
    // texts. The development language's strings beside it are what ibtool extracted once,
    // and may be older than the document (a label emptied since still "Label" there).
    let localizations =
      language == nil ? [] : tableSearchOrder.prefix { $0 != "Base" }.compactMap { $0 }
    (documentStringsURL, localizedDocument) = Self.documentVariants(
      of: self.document, localizations: localizations)
  }

  // MARK: - Lookups

  /// Sends the problems found from now on to `log` (kept translations serving another
  /// render).
  public func report(to log: DiagnosticLog) {
    lock.withLock { diagnostics = log }
  }

  /// The translation of `key` in `table` (`nil`: `Localizable`), or `nil` when the table
  /// found has no such key or no table was found (`NSLocalizedString` then shows the key).
  /// In a pseudolanguage: the development language's translation, else the key, transformed.
  public func localizedString(key: String, table: String?) -> String? {
    guard pseudo != nil else { return lookUp(key: key, table: table) }
    let original = lock.withLock { pseudoOriginals[key] } ?? key
    return pseudoText(lookUp(key: original, table: table) ?? original)
  }

  /// `text` in the pseudolanguage, or as it is when there is none.
  public func pseudoText(_ text: String) -> String {
    guard let pseudo else { return text }
    let transformed = pseudo.transform(text)
    lock.withLock { pseudoOriginals[transformed] = text }
    return transformed
  }

  private func lookUp(key: String, table: String?) -> String? {
    let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    for folder in tableSearchOrder {
      guard let url = nearest(tableFiles[folder]?[name]), let file = strings(at: url) else {
        continue
      }
      if let value = file[key] { return value }
      note(
        "'\(key)' is not in \(folder.map { "\($0).lproj/" } ?? "")\(name).strings; "
          + "NSLocalizedString returns the key (or its value argument)", id: "missing-translation",
        once: "\(url.path)|\(key)",
        at: url)
      return nil
    }
    return nil
  }

  /// The document's translation of `property` of the object `objectID` (the key
  /// `"<objectID>.<property>"` of its `.strings`), or `nil` to keep the document's value.
  public func documentString(objectID: String, property: String) -> String? {
    guard let url = documentStringsURL else { return nil }
    return strings(at: url)?["\(objectID).\(property)"]
  }

  /// The translation of the `index`-th runtime attribute marked `localized="YES"` on
  /// `objectID` (`ibExternalUserDefinedRuntimeAttributesLocalizableStrings[index]`).
  public func runtimeAttributeString(objectID: String, index: Int) -> String? {
    documentString(
      objectID: objectID,
      property: "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]")
  }

  // MARK: - Files

  /// The parsed file at `url`, or `nil` (reported once) when it cannot be read.
  public func strings(at url: URL) -> StringsFile? {
    lock.withLock { () -> StringsFile? in
      if let cached = loaded[url] { return cached }
      let result = load(url)
      loaded[url] = .some(result)
      return result
    }
  }

  /// Parses `url`, reporting its warnings, or its error and `nil`.
  private func load(_ url: URL) -> StringsFile? {
    do {
      let file = try StringsFile.load(contentsOf: url)
      file.diagnostics.forEach(diagnostics.report)
      return file
    } catch {
      diagnostics.report(error.diagnostic)
      return nil
    }
  }

  /// Of several same-named tables (one per target), the one sharing the longest folder
  /// path with the document (or the first by path).
  private func nearest(_ urls: [URL]?) -> URL? {
    guard let urls, urls.count > 1, let document else { return urls?.first }
    let docParts = document.pathComponents
    func shared(_ url: URL) -> Int {
      zip(url.pathComponents, docParts).prefix { $0 == $1 }.count
    }
    return urls.max { a, b in
      let (sa, sb) = (shared(a), shared(b))
      return sa != sb ? sa < sb : a.path > b.path
    }
  }

  private func note(_ message: String, id: String, once key: String, at url: URL) {
    guard let log = lock.withLock({ noted.insert(key).inserted ? diagnostics : nil }) else {
      return
    }
    log.report(
      Diagnostic(.note, message, id: id, at: SourceLocation(file: url.path, line: 1, column: 1)))
  }

  /// For `…/Base.lproj/<Name>.<ext>`: the first of `localizations` (the app's chosen
  /// localization, then its parent language) whose sibling folder has a whole
  /// `<Name>.<ext>` (iOS loads that instead) or a `<Name>.strings`.
  private static func documentVariants(of document: URL?, localizations: [String])
    -> (strings: URL?, document: URL?)
  {
    guard let document, let folders = localizationFolders(beside: document) else {
      return (nil, nil)
    }
    let name = document.deletingPathExtension().lastPathComponent
    let fm = FileManager.default
    for code in localizations {
      for folder in folders {
        let folderLanguage = language(ofFolder: folder.deletingPathExtension().lastPathComponent)
        guard folderLanguage.lowercased() == code.lowercased() else { continue }
        let whole = folder.appendingPathComponent(document.lastPathComponent)
        if fm.fileExists(atPath: whole.path) { return (nil, whole) }
        let strings = folder.appendingPathComponent("\(name).strings")
        if fm.fileExists(atPath: strings.path) { return (strings, nil) }
      }
    }
    return (nil, nil)
  }

  /// The `.lproj` folders beside a document kept in `Base.lproj` (its own included); nil
  /// for a document kept elsewhere, which has no localized variants.
  private static func localizationFolders(beside document: URL) -> [URL]? {
    guard document.deletingLastPathComponent().lastPathComponent == "Base.lproj" else {
      return nil
    }
    let siblings = document.deletingLastPathComponent().deletingLastPathComponent()
    return
      ((try? FileManager.default.contentsOfDirectory(
        at: siblings, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? [])
      .filter { $0.pathExtension == "lproj" }
  }

  /// Whether a folder beside the `Base.lproj` that keeps `document` holds a whole copy of
  /// it, for some language: one directory read, without indexing the project's strings,
  /// so that a caller can skip `localizedDocument` when there can be none.
  public static func mayHaveLocalizedCopies(_ document: URL) -> Bool {
    let fm = FileManager.default
    let document = document.standardizedFileURL
    return (localizationFolders(beside: document) ?? []).contains {
      $0.lastPathComponent != "Base.lproj"
        && fm.fileExists(atPath: $0.appendingPathComponent(document.lastPathComponent).path)
    }
  }
}
