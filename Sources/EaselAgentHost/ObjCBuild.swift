import EaselDiagnostics
import EaselObjC
import Foundation

/// How a designables build turns a module's Objective-C into Swift: the translator, the
/// `clang` it parses with, and the folder translations are kept in.
///
/// A module's `ObjCSourceSet` is translated once per content: the key hashes every `.m`, the
/// prefix headers and every header their `#import`s reach, so that editing any of them
/// translates (and then compiles) again. The Swift written (`<key>/NN-<File>.m.swift`) keeps
/// stable paths, which the scan, the slices and the compiler's incremental mode need; its
/// `#sourceLocation` lines name the `.m`, so compiler errors do too.
public struct ObjCBuild: Sendable {
  /// A translator: `ObjCTranslator.translate`, or a stand-in in tests.
  public typealias Translate =
    @Sendable (_ set: ObjCSourceSet, _ clang: URL, _ cacheDirectory: URL) -> ObjCTranslation

  /// The toolchain's `clang`.
  public var clang: URL
  /// Where translations, the translator's own cache and the header maps are kept.
  public var cacheDirectory: URL
  /// The translator.
  public var translate: Translate
  /// What changes when the translator does (for the real one, Easel's executable and the
  /// name tables it reads, `ObjCTranslator.tableFiles`): part of every translation's key.
  public var identity: String
  /// The façade's frameworks besides UIKit's own (CoreLocation, MapKit …), told to the
  /// translator so that their imports resolve.
  public var frameworks: [String] = []
  /// The modules an agent can import (`Toolchain.availableModules()`): what the builds whose
  /// Swift the reach follows find without the project.
  public var availableModules: Set<String> = []

  /// The translator Easel ships.
  public static let standardTranslator: Translate = { set, clang, cache in
    ObjCTranslator.translate(set, clang: clang, cacheDirectory: cache)
  }

  /// The build for `toolchain`, keeping translations in `<designablesCache>/objc`.
  /// `translate` and `identity` replace the translator (tests); nil: Easel's.
  public init(
    toolchain: Toolchain, designablesCache: URL, translate: Translate? = nil,
    identity: String? = nil
  ) {
    self.init(
      clang: toolchain.clang, cacheDirectory: designablesCache.appendingPathComponent("objc"),
      translate: translate ?? Self.standardTranslator,
      identity: identity
        ?? (translate == nil
          ? toolchain.identity(besides: ObjCTranslator.tableFiles) : "custom"))
    frameworks = ObjCStubHeaders.facadeFrameworks(in: toolchain.modulesDirectory)
    availableModules = toolchain.availableModules()
  }

  /// A build with every part given.
  public init(clang: URL, cacheDirectory: URL, translate: @escaping Translate, identity: String) {
    self.clang = clang
    self.cacheDirectory = cacheDirectory
    self.translate = translate
    self.identity = identity
  }

  /// Translates `set` (or finds its translation kept), writing the Swift files.
  public func translation(of set: ObjCSourceSet) throws -> ObjCModuleTranslation {
    let fm = FileManager.default
    let headers = ObjCImports.reachedHeaders(from: set.files + set.prefixHeaders, set: set)
    var inputs: [(path: String, contents: Data)] = []
    for file in set.files + set.prefixHeaders + headers {
      inputs.append((file.path, (try? Data(contentsOf: file)) ?? Data()))
    }
    let key = cacheKey(
      sources: inputs,
      extra: "objc|" + identity + "|" + clang.path + "|" + set.moduleName + "|"
        + set.headerSearchPaths.map(\.path).joined(separator: ":") + "|"
        + set.frameworkSearchPaths.map(\.path).joined(separator: ":") + "|"
        + (set.swiftHeaderName ?? "") + "|" + (set.swiftHeader ?? "") + "|"
        + set.swiftSubclassed.sorted().joined(separator: ","))
    let folder = cacheDirectory.appendingPathComponent("translations").appendingPathComponent(
      String(key.prefix(32)))
    let recordURL = folder.appendingPathComponent("translation.json")
    if let data = try? Data(contentsOf: recordURL),
      let record = try? JSONDecoder().decode(Record.self, from: data),
      record.sources.allSatisfy({
        fm.fileExists(atPath: folder.appendingPathComponent($0.file).path)
      })
    {
      return record.translation(set: set, folder: folder, inputsKey: key)
    }
    let translatorCache = cacheDirectory.appendingPathComponent("translator")
    try fm.createDirectory(at: translatorCache, withIntermediateDirectories: true)
    var set = set
    set.frameworks = frameworks
    let translation = Self.namingHeadersWhereTheyAre(
      translate(set, clang, translatorCache), headerMaps: cacheDirectory.appendingPathComponent(
        "headermaps"))
    // Written to a fresh folder and moved into place: another Easel may translate the same
    // set meanwhile, and either copy is good.
    let staging = cacheDirectory.appendingPathComponent("translations")
      .appendingPathComponent("tmp-\(UUID().uuidString)")
    try fm.createDirectory(at: staging, withIntermediateDirectories: true)
    var record = Record(
      sources: [], diagnostics: translation.diagnostics, failedClasses: translation.failedClasses,
      parseErrors: translation.parseErrors,
      keyValueOnlyProperties: translation.keyValueOnlyProperties.sorted(),
      uses: translation.uses.mapValues { $0.sorted() })
    for (index, source) in translation.sources.enumerated() {
      let name = String(format: "%02d-", index) + source.original.lastPathComponent + ".swift"
      try Data(source.swift.utf8).write(to: staging.appendingPathComponent(name))
      record.sources.append(
        Record.Source(original: source.original.path, file: name, classes: source.classes))
    }
    try JSONEncoder().encode(record).write(to: staging.appendingPathComponent("translation.json"))
    try fm.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      try fm.moveItem(at: staging, to: folder)
    } catch  where fm.fileExists(atPath: folder.path) {
      try? fm.removeItem(at: staging)
      if let data = try? Data(contentsOf: recordURL),
        let kept = try? JSONDecoder().decode(Record.self, from: data)
      {
        record = kept
      }
    }
    return record.translation(set: set, folder: folder, inputsKey: key)
  }

  /// `translation` with every header that clang reached through Easel's header maps (links
  /// in `headerMaps`, `ObjCImports.headerMap`) named by the project's own path: in the
  /// located diagnostics and in the Swift's `#sourceLocation`s, which the compiler's errors
  /// and notes are placed by. A person reads the project's header, never Easel's cache.
  static func namingHeadersWhereTheyAre(_ translation: ObjCTranslation, headerMaps: URL)
    -> ObjCTranslation
  {
    let root = headerMaps.standardizedFileURL.path + "/"
    var links: [String: String] = [:]
    func link(_ path: String) -> String {
      guard path.hasPrefix(root) else { return path }
      if let known = links[path] { return known }
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
      links[path] = target
      return target
    }
    func relocated(_ d: Diagnostic) -> Diagnostic {
      var d = d
      if let file = d.location?.file { d.location?.file = link(file) }
      return d
    }
    var result = translation
    result.diagnostics = translation.diagnostics.map(relocated)
    result.failedClasses = translation.failedClasses.mapValues { $0.map(relocated) }
    result.parseErrors = Dictionary(
      translation.parseErrors.map { (link($0.key), $0.value.map(relocated)) },
      uniquingKeysWith: { $0 + $1 })
    for k in result.sources.indices where result.sources[k].swift.contains(root) {
      // `#sourceLocation(file: "…", line: n)`: each quoted path under the header maps.
      var rest = result.sources[k].swift[...]
      var text = ""
      while let start = rest.range(of: "\"" + root),
        let end = rest[start.upperBound...].firstIndex(of: "\"")
      {
        text += rest[..<start.lowerBound] + "\""
        text += link(String(rest[rest.index(after: start.lowerBound)..<end]))
        rest = rest[end...]
      }
      result.sources[k].swift = text + rest
    }
    return result
  }

  /// What a translation's folder keeps beside its Swift files.
  struct Record: Codable {
    struct Source: Codable {
      var original: String
      var file: String
      var classes: [String]
    }
    var sources: [Source]
    var diagnostics: [Diagnostic]
    var failedClasses: [String: [Diagnostic]]
    /// Absent from a translation cached before it was kept.
    var parseErrors: [String: [Diagnostic]]?
    /// Absent from a translation cached before it was kept.
    var keyValueOnlyProperties: [String]?
    /// Absent from a translation cached before it was kept.
    var uses: [String: [String]]?

    func translation(set: ObjCSourceSet, folder: URL, inputsKey: String) -> ObjCModuleTranslation {
      var translation = ObjCTranslation(
        diagnostics: diagnostics, failedClasses: failedClasses, parseErrors: parseErrors ?? [:],
        keyValueOnlyProperties: Set(keyValueOnlyProperties ?? []),
        uses: (uses ?? [:]).mapValues(Set.init))
      var files: [URL] = []
      for source in sources {
        let url = folder.appendingPathComponent(source.file)
        let text = String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
        translation.sources.append(
          TranslatedSource(
            original: URL(fileURLWithPath: source.original), swift: text, classes: source.classes))
        files.append(url)
      }
      return ObjCModuleTranslation(
        set: set, translation: translation, files: files, inputsKey: inputsKey)
    }
  }
}

/// One module's Objective-C, translated: the Swift files that join the module's Swift files.
public struct ObjCModuleTranslation: Sendable {
  /// What was translated.
  public var set: ObjCSourceSet
  /// What the translator gave.
  public var translation: ObjCTranslation
  /// The Swift written for each of `translation.sources`, in their order.
  public var files: [URL]
  /// The hash of every input (the `.m` files and the headers they reach).
  public var inputsKey: String

  /// The error diagnostics located in `file` (a `.m` or `.h`), the failed classes' included.
  public func errors(in file: String) -> [Diagnostic] {
    var seen: Set<String> = []
    let located = (translation.diagnostics + translation.failedClasses.values.flatMap { $0 })
      .filter { $0.severity == .error && $0.location?.file == file }
    return (located + translation.parseErrors[file, default: []]).filter {
      seen.insert($0.description).inserted
    }
  }
}
