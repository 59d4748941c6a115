import EaselDiagnostics
import EaselInspect
import EaselObjC
import EaselProject
import Foundation

/// Objective-C designables and categories: each module's `.m` files (with the headers,
/// search paths and prefix header its target gives them) are translated into Swift, which
/// then joins the module's Swift files everywhere they go — the scan (so the registration
/// plan sees Objective-C classes and inspectables as it sees Swift ones), the slices, source
/// preparation, the compile and the cache key. What does not translate is Build failed with
/// the translator's located errors (`objectiveCFailures`).
extension DesignablesProject {
  /// The key under which the Objective-C no target compiles (or, without a project, the
  /// folder's) is translated.
  public static let folderModule = "@folder"

  /// One module's Objective-C, as the project builds it.
  struct ObjCModule {
    /// `objectiveC`'s key: the module's (`objcKey(of:)`), or `folderModule`.
    var key: String
    /// The module name its Swift is compiled as.
    var name: String
    var files: ObjCFiles
    /// The names `#import <Name/Header.h>` reaches its headers by: the module's, and a pod's
    /// own name when its module is named otherwise (`module_name`).
    var headerDirectories: [String] = []
    /// Whether nothing links it (an app, an app extension, the files no target compiles):
    /// what other modules name never reaches it (`ObjCReach.files(of:outlines:)`).
    var isLinkedIntoNothing = true
    /// The project folder it belongs to (`home(of:among:)`): its headers are found among that
    /// project's, never another's.
    var home: String = ""
    /// The modules it links (`ModuleSources.dependencies`): an app's pods, a `:path` pod of
    /// its Podfile among them, whose public headers its `#import "Header.h"` finds.
    var dependencies: [String] = []
  }

  /// The project folder `url` (a project, a pod's folder or podspec, a file) belongs to: the
  /// innermost of `folders` (the layout's project folders, by their real paths) holding it,
  /// else the root. A repository of several apps has one per app.
  func home(of url: URL, among folders: [String]) -> String {
    let path = Self.identity(url)
    return folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? root.path
  }

  func home(of module: ModuleSources, among folders: [String]) -> String {
    switch module.origin {
    case .xcodeTarget(let project, _), .podTarget(let project, _):
      return home(of: project, among: folders)
    case .podFolder(let url), .podspec(let url): return home(of: url, among: folders)
    case .packageTarget(let manifest, _): return home(of: manifest, among: folders)
    }
  }

  /// Whether `key` is one of `objectiveC`'s keys for the files no target compiles.
  static func isFolderKey(_ key: String) -> Bool {
    key == folderModule || key.hasPrefix(folderModule + " (")
  }

  /// The Swift translated from the files no target compiles, every project's.
  var folderTranslations: [URL] {
    objectiveC.keys.filter(Self.isFolderKey).sorted().flatMap { objectiveC[$0]?.files ?? [] }
  }

  /// The names `#import <Name/…>` finds `module`'s headers by.
  static func headerDirectories(of module: ModuleSources) -> [String] {
    var names = [module.name]
    switch module.origin {
    case .podTarget(_, let target), .xcodeTarget(_, let target): names.append(target)
    case .podFolder(let folder): names.append(folder.lastPathComponent)
    case .podspec(let spec):
      var name = spec.lastPathComponent
      for suffix in [".json", ".podspec"] where name.hasSuffix(suffix) {
        name.removeLast(suffix.count)
      }
      names.append(name)
    case .packageTarget: break
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The key `objectiveC` holds `module`'s translation under: its name with the project and
  /// target it comes from, as a repository of several apps (or copies of one) has several
  /// modules of one name, each its own project's.
  static func objcKey(of module: ModuleSources) -> String {
    switch module.origin {
    case .xcodeTarget(let project, let target), .podTarget(let project, let target):
      return "\(module.name) (\(project.path), \(target))"
    case .podFolder(let url), .podspec(let url):
      return "\(module.name) (\(url.path))"
    case .packageTarget(let manifest, let target):
      return "\(module.name) (\(manifest.path), \(target))"
    }
  }

  /// The Objective-C of each module of the project that has some, then the files no target
  /// compiles (all of them, without a project) as the folder's module.
  func objcModules() -> [ObjCModule] {
    var out: [ObjCModule] = []
    var owned: Set<String> = []
    let folders = (context?.layout.projectFolders ?? []).map(Self.identity)
    for m in context?.allModules() ?? [] where !m.objectiveC.implementations.isEmpty {
      let key = Self.objcKey(of: m)
      guard !out.contains(where: { $0.key == key }) else { continue }
      out.append(
        ObjCModule(
          key: key, name: m.name, files: m.objectiveC,
          headerDirectories: Self.headerDirectories(of: m),
          isLinkedIntoNothing: m.productType.isApplication || m.productType.isExtension,
          home: home(of: m, among: folders), dependencies: m.dependencies))
      owned.formUnion((m.objectiveC.implementations + m.objectiveC.headers).map(Self.identity))
    }
    // The files no target compiles, a module for each project folder holding some (one for
    // the root, without a project): the headers of one app's folder are not another's.
    var loose: [String: [URL]] = [:]
    var homes: [String] = []
    for file in sourceFiles where ObjCFiles.isObjC(file) && !owned.contains(Self.identity(file)) {
      let home = home(of: file, among: folders)
      if loose[home] == nil { homes.append(home) }
      loose[home, default: []].append(file)
    }
    for home in homes {
      let files = loose[home] ?? []
      let implementations = files.filter {
        ObjCFiles.implementationExtensions.contains($0.pathExtension.lowercased())
      }
      guard !implementations.isEmpty else { continue }
      out.append(
        ObjCModule(
          key: home == root.path ? Self.folderModule : "\(Self.folderModule) (\(home))",
          name: podName ?? AgentPlan.sanitize(root.lastPathComponent),
          files: ObjCFiles(
            implementations: implementations,
            headers: files.filter { $0.pathExtension.lowercased() == "h" }),
          home: home))
    }
    return out
  }

  /// `modules` as far as a build of `roots` (for a document `near`, when a render) plans
  /// them. In a repository of several projects, only the modules of the project folders
  /// where a class of `roots` is declared, or holding the document: another app's targets,
  /// pods and categories are never its build's. And the files no target compiles only in
  /// the project folders where a class of `roots` is declared in such a file: Xcode builds a
  /// target's files, so only a class declared outside every target (a designable of a
  /// vendored folder) makes Easel plan them. Without a project, every file is the folder's
  /// and planned.
  func plannedModules(_ modules: [ObjCModule], for roots: Set<String>, near document: URL?)
    -> [ObjCModule]
  {
    guard let context else { return modules }
    let names = Set(roots.compactMap { $0.split(separator: ".").last.map(String.init) })
    let folders = context.layout.projectFolders.map(Self.identity)
    // A file a target compiles is at home where that target's project is, wherever the file
    // lies: a pod's sources at a repository's root, compiled by `Example/Pods/Pods.xcodeproj`
    // (which the root links in as `_Pods.xcodeproj`), are the Example's.
    var compiledHome: [String: String] = [:]
    for m in context.allModules() {
      let home = home(of: m, among: folders)
      for file in m.swiftFiles + m.objectiveC.implementations + m.objectiveC.headers {
        let id = Self.identity(file)
        if compiledHome[id] == nil { compiledHome[id] = home }
      }
    }
    let near = document.map { home(of: $0, among: folders) }
    // Where each class is declared, and whether only in files no target compiles there: a
    // class a target's file declares is that target's, and a copy beside it in no target
    // (`leftOutObjectiveCCopies`) is built no more than Xcode builds it.
    var declared: [String: [String: Bool]] = [:]
    for c in scan.classes where names.contains(c.name) {
      let file = URL(fileURLWithPath: c.location.file)
      let home = compiledHome[Self.identity(file)] ?? home(of: file, among: folders)
      let loose = compiledHome[Self.identity(file)] == nil
      declared[c.name, default: [:]][home] = (declared[c.name]?[home] ?? true) && loose
    }
    // A class the document's own project declares is that project's (a copy of the app
    // elsewhere is not its build's); else each project declaring it (a framework of another
    // project of the workspace).
    var homes: Set<String> = near.map { [$0] } ?? []
    var looseHomes: Set<String> = []
    for (_, places) in declared {
      let chosen = near.flatMap { places[$0] != nil ? [$0: places[$0] ?? false] : nil } ?? places
      for (home, loose) in chosen {
        homes.insert(home)
        if loose { looseHomes.insert(home) }
      }
    }
    PhaseTrace.note(
      "Objective-C planned in \(homes.count) of \(folders.count) project folders for "
        + "\(names.count) classes")
    return modules.filter { m in
      Self.isFolderKey(m.key)
        ? looseHomes.contains(m.home) : folders.count < 2 || homes.contains(m.home)
    }
  }

  /// The folders standing in for Xcode's header maps of `module` (`ObjCImports.headerMap`):
  /// its own headers first, then those of the other modules of its project folder, as a
  /// target's header map holds its own headers and its project's; never another project's,
  /// whose copy of a header of the same name would declare its types a second time. The
  /// modules it links are near too, wherever they are (a `:path` pod of its Podfile, in the
  /// repository's root): CocoaPods gives the app its pods' public headers by name
  /// (`Pods/Headers/Public/<Pod>`, or `-iquote` of a framework pod's `Headers`), so the
  /// Example app's `#import "MyPod.h"` finds the pod's header.
  static func headerMap(of module: ObjCModule, among all: [ObjCModule], in cache: URL) -> [URL] {
    let near =
      [module]
      + all.filter {
        $0.key != module.key && ($0.home == module.home || module.dependencies.contains($0.name))
      }
    return ObjCImports.headerMap(
      modules: near.flatMap { m in
        (m.headerDirectories.isEmpty ? [m.name] : m.headerDirectories).map { ($0, m.files.headers) }
      }, flat: module.files.projectHeaders, in: cache)
  }

  /// Whether the project has Objective-C that translating could give Swift classes.
  public var hasObjectiveC: Bool {
    scan.files.contains { $0.language == .objectiveC }
  }

  /// The errors a failed build of `className` reports: first those of the Objective-C
  /// categories that did not translate, whose members are what the class's own files then
  /// miss, then its own. Those are its own categories (`+getBorderCount` of a category whose
  /// `+load` calls what Easel lacks), and the categories of any class its errors say lacks a
  /// member (`value of type 'UIImage' has no member 'maskImage'`, of a pod's `UIImage (Mask)`
  /// that calls a function Easel lacks). Without them, only the knock-on "no member" errors
  /// would say why. When the file declaring the class imports a module the build cannot
  /// provide and uses it, that error leads: a class whose slice reaches a hundred files of
  /// another app is stopped, for the person reading, by what its own file lacks, not by
  /// whichever file the compiler happened to check first. (Its other errors keep their
  /// order: one in its own file is often the knock-on of a declaration left out elsewhere,
  /// whose error says why and leads.) Its first error leads (`leadingWithFirstError`).
  public func failureDiagnostics(of className: String, _ errors: [Diagnostic]) -> [Diagnostic] {
    let home = scan.classes.first { $0.qualifiedName == className }?.location.file
    let errors =
      home.map {
        errors.leadingWithFirstError(in: $0) { $0.contains(AgentBuilder.leftOutImportWords) }
      } ?? errors
    let missing = Set([className] + errors.compactMap { Self.typeLackingMember(in: $0.message) })
    var seen = Set(errors.map(\.description))
    var categories: [Diagnostic] = []
    for key in objectiveC.keys.sorted() {
      let failed = objectiveC[key]?.translation.failedClasses ?? [:]
      for name in failed.keys.sorted()
      where name.hasSuffix(")") && missing.contains(String(name.prefix { $0 != "(" })) {
        for d in failed[name] ?? [] where seen.insert(d.description).inserted {
          categories.append(d)
        }
      }
    }
    return (categories + errors).leadingWithFirstError
  }

  /// The type Swift says lacks a member (`UIImage` of "value of type 'UIImage' has no member
  /// 'maskImage'", or of "type 'UIImage' has no member 'masked'"), nil for another error.
  static func typeLackingMember(in message: String) -> String? {
    guard message.contains("has no member"), let type = message.range(of: "type '"),
      let end = message[type.upperBound...].firstIndex(of: "'")
    else { return nil }
    return String(message[type.upperBound..<end].trimmingCharacters(in: ["?", "!"]))
  }

  /// The keys Objective-C categories add (`IBInspectable` properties of categories).
  public var objectiveCCategoryKeys: Set<String> {
    Set(
      scan.extensions.filter { $0.language == .objectiveC }.flatMap {
        $0.inspectables.map(\.name)
      })
  }

  /// The designable classes the scan finds, Swift and Objective-C: what `easel designables`
  /// builds, and so what its Objective-C is translated for.
  public var designableNames: Set<String> {
    Set(scan.classes.filter(\.isDesignable).map(\.qualifiedName))
  }

  /// The designable classes declared in the project folder holding `document` (`home(of:
  /// among:)`): those its target's agent may build. Another app of a repository of several
  /// is never built for it, so its Objective-C is not reached.
  public func designableNames(near document: URL) -> Set<String> {
    let folders = (context?.layout.projectFolders ?? []).map(Self.identity)
    guard folders.count > 1 else { return designableNames }
    let home = home(of: document, among: folders)
    return Set(
      scan.classes.filter {
        $0.isDesignable
          && self.home(of: URL(fileURLWithPath: $0.location.file), among: folders) == home
      }.map(\.qualifiedName))
  }

  /// Whether the class a document names `name` is drawn live by Interface Builder, as the
  /// scan reads it before any Objective-C is translated: it, or a superclass the scan finds,
  /// is `@IBDesignable` (`IB_DESIGNABLE`).
  public func isDesignable(_ name: String) -> Bool {
    var pending = [name]
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      // An Objective-C class is scanned in its header and its implementation.
      for c in scan.classes where c.isNamed(name) {
        if c.isDesignable { return true }
        pending += c.superclassName.map { [$0] } ?? []
      }
    }
    return false
  }

  /// This project with the Objective-C a build of `roots` reaches (`ObjCReach`; nil: every
  /// designable class's) translated by the build `make` gives (asked only when some is
  /// reached), for documents setting `keys`: the Swift scanned with the rest, each module
  /// given its Swift, and what did not translate in `objectiveCFailures` and
  /// `objectiveCKeyFailures`. A file no build reaches is not translated, and so neither fails
  /// a class nor changes a translation's key.
  public func translatingObjectiveC(
    for roots: Set<String>? = nil, keys: Set<String> = [], near document: URL? = nil,
    _ make: () throws -> ObjCBuild
  ) throws -> DesignablesProject {
    let roots = roots ?? designableNames
    let all = plannedModules(objcModules(), for: roots, near: document)
    guard !all.isEmpty, objectiveC.isEmpty else { return self }
    let outlines = ObjCOutlines()
    let build = try make()
    let targets = context?.allModules() ?? []
    var reach = ObjCReach(
      project: self, roots: roots, keys: keys,
      availableModules: build.availableModules, near: document)
    reach.compiledSwift = Set(targets.flatMap(\.swiftFiles).map(\.path))
    // The Objective-C classes a Swift class subclasses, wherever it is: in the class's own
    // target or in a module depending on it.
    let objcClassNames = Set(scan.classes.filter { $0.language == .objectiveC }.map(\.name))
    let swiftSubclassed = Set(
      scan.classes.filter { $0.language == .swift }.compactMap(\.superclassName).map {
        String($0.split(separator: ".").last ?? Substring($0))
      }
    ).intersection(objcClassNames)
    let candidates = all.map { m in
      let generated = ObjCImports.generatedHeaders(
        m.files.generatedHeaders, module: m.name, in: build.cacheDirectory)
      return (
        objc: m.files, candidates: ObjCImports.translationFiles(of: m.files),
        set: ObjCSourceSet(
          files: [],
          headerSearchPaths: (generated.folder.map { [$0] } ?? []) + m.files.headerSearchPaths
            + Self.headerMap(of: m, among: all, in: build.cacheDirectory),
          prefixHeaders: m.files.prefixHeaders
            + ObjCImports.prefixHeader(
              m.files.generatedPrefixHeader, module: m.name, in: build.cacheDirectory)
            + generated.includedFirst,
          moduleName: m.name,
          swiftHeader: Self.isFolderKey(m.key)
            ? nil
            : swiftHeader(
              of: Set(
                targets.filter { Self.objcKey(of: $0) == m.key }.flatMap(\.swiftFiles).map(
                  \.path))),
          swiftHeaderName: m.files.swiftInterfaceHeaderName,
          frameworkSearchPaths: m.files.frameworkSearchPaths, swiftSubclassed: swiftSubclassed),
        swift: ObjCReach.SwiftSide(
          key: Self.isFolderKey(m.key) ? nil : m.key,
          moduleNames: [m.name] + m.headerDirectories,
          bridgingHeaders: Self.isFolderKey(m.key)
            ? all.filter { $0.home == m.home }.flatMap(\.files.headers).filter(
              ObjCReach.isBridgingHeader) : []),
        own: m.isLinkedIntoNothing, home: m.home
      )
    }
    var modules: [ObjCModule] = []
    var sets: [ObjCSourceSet] = []
    for (module, (files, candidate)) in zip(
      all, zip(reach.files(of: candidates, outlines: outlines), candidates))
    where !files.isEmpty {
      var m = module
      var set = candidate.set
      set.files = files
      // The module as far as the build reaches it: its classes and categories declared in
      // files it does not reach are not judged.
      let reachedFiles = Set(
        (ObjCImports.reachedHeaders(from: set.files, set: set) + set.files).map(Self.identity))
      m.files.implementations = m.files.implementations.filter {
        reachedFiles.contains(Self.identity($0))
      }
      m.files.headers = m.files.headers.filter { reachedFiles.contains(Self.identity($0)) }
      PhaseTrace.note(
        "Objective-C of \(m.key): \(files.count) of \(candidate.candidates.count) files reached")
      modules.append(m)
      sets.append(set)
    }
    sets = Self.withLibrariesImported(into: sets, of: modules)
    var copy = self
    copy.objectiveCPlannedFiles = Set(
      all.flatMap { $0.files.implementations + $0.files.headers }.map(Self.identity))
    var translatedScans: [FileScan] = []
    // Modules compiling the same Objective-C the same way (white-label apps of one project)
    // share one translation (`ObjCImports.translationIdentity`), whose files are scanned once.
    var byIdentity: [String: ObjCModuleTranslation] = [:]
    var scanned: Set<String> = []
    let headerMaps = build.cacheDirectory.appendingPathComponent("headermaps")
    for (m, set) in zip(modules, sets) {
      let identity = ObjCImports.translationIdentity(of: set, headerMaps: headerMaps)
      let translated: ObjCModuleTranslation
      if let kept = byIdentity[identity] {
        translated = kept
        PhaseTrace.note("Objective-C of \(m.key): translated as \(kept.set.moduleName)'s")
      } else {
        let started = Date()
        translated = try build.translation(of: set)
        byIdentity[identity] = translated
        PhaseTrace.note(
          "Objective-C of \(m.key): \(set.files.count) files translated in "
            + String(format: "%.1f s", Date().timeIntervalSince(started)))
      }
      copy.objectiveC[m.key] = translated
      for (url, source) in zip(translated.files, translated.translation.sources)
      where scanned.insert(url.path).inserted {
        var fileScan = SwiftScanner.scan(source: source.swift, path: url.path)
        // A stand-in declares a class that did not translate, for the others that name it:
        // compiled with the module, never a designable (the class stays Build failed).
        if source.classes.isEmpty, source.swift.hasPrefix(ObjCTranslator.standInMarker) {
          fileScan.classes = []
        }
        // What the scan says of the translation is said of the Objective-C: the Objective-C
        // scan checks the same declarations where the user wrote them (an unsupported or
        // read-only inspectable, at the header); what only the Swift shows (a `let`, a `lazy`
        // var, an unterminated string) is the translator's output, located in Easel's cache.
        fileScan.diagnostics = []
        translatedScans.append(fileScan)
      }
    }
    translatedScans = Self.adoptingAttributes(
      of: scan.files.filter { $0.language == .objectiveC }, in: translatedScans)
    copy.scan = ScanResult(files: scan.files + translatedScans)
    // A class declared in a header several targets see is judged by a module that compiles
    // its implementation; one no module compiles, by the first that declares it.
    var unclaimed: [(ScannedClass, () -> [Diagnostic])] = []
    for m in modules {
      guard let translated = copy.objectiveC[m.key] else { continue }
      copy.noteFailures(of: m, translated, scans: translatedScans, unclaimed: &unclaimed)
    }
    let given = Set(translatedScans.flatMap(\.classes).map(\.name))
    for (c, errors) in unclaimed
    where copy.objectiveCFailures[c.name] == nil && !given.contains(c.name) {
      let found = errors()
      copy.objectiveCFailures[c.name] = found.isEmpty ? copy.whyNotTranslated(c) : found
    }
    // A class whose superclass did not build does not build either, as its target would not
    // on Xcode: it is Build failed with the superclass's errors, never drawn through the
    // superclass's stand-in (which `easel render` would not register: "unknown class").
    // Likewise a class whose implementation uses a class or category that did not build
    // (JCCloudProgressView's `[WaveLayer layer]`, GRTextField's `-[NSString GRIsNullOrEmpty]`):
    // the stand-in it would run does nothing, and a category that did not translate is
    // declared nowhere. It is Build failed with that one's errors, the cause, first.
    let objcClasses = copy.scan.files.filter { $0.language == .objectiveC }.flatMap(\.classes)
    var uses: [String: Set<String>] = [:]
    var failedCategories: [String: [Diagnostic]] = [:]
    for translated in copy.objectiveC.values {
      uses.merge(translated.translation.uses) { $0.union($1) }
      for (unit, errors) in translated.translation.failedClasses
      where unit.contains("(") && !errors.isEmpty {
        failedCategories[unit, default: []] += errors
      }
    }
    var spread = true
    while spread {
      spread = false
      for c in objcClasses where copy.objectiveCFailures[c.name] == nil {
        let causes = ([c.superclassName].compactMap { $0 } + (uses[c.name] ?? []).sorted())
          .filter { $0 != c.name }
        guard
          let errors = causes.lazy.compactMap({
            copy.objectiveCFailures[$0] ?? failedCategories[$0]
          }).first
        else { continue }
        copy.objectiveCFailures[c.name] = errors
        spread = true
      }
    }
    copy.unlistedCopies = copy.unlistedTranslatedCopies()
    return copy
  }

  /// `sets` (one per module of `modules`, the files the build reaches) with, in each, the
  /// reached files of every library (a pod, a framework target: a module something links)
  /// whose headers its files import, through its search paths and header maps (`#import
  /// "Label.h"`, `#import <Pod/Label.h>`), transitively. On iOS
  /// an app's Objective-C calls a pod's classes by linking them; translated Swift declares
  /// nothing public, so a pod's class is seen only by what is translated with it, as a
  /// module's Swift sees its own classes. The library is still translated as its own module
  /// too, for its designables.
  static func withLibrariesImported(into sets: [ObjCSourceSet], of modules: [ObjCModule])
    -> [ObjCSourceSet]
  {
    let libraries = modules.indices.filter { !modules[$0].isLinkedIntoNothing }
    let headers = modules.map { Set($0.files.headers.map(identity)) }
    return sets.indices.map { i in
      var set = sets[i]
      var taken = Set(set.files.map(identity))
      var joined: Set<Int> = [i]
      var grew = true
      while grew {
        grew = false
        let imported = Set(ObjCImports.reachedHeaders(from: set.files, set: set).map(identity))
        for j in libraries where !joined.contains(j) && !headers[j].isDisjoint(with: imported) {
          joined.insert(j)
          set.files += sets[j].files.filter { taken.insert(identity($0)).inserted }
          grew = true
        }
      }
      return set
    }
  }

  /// Records the classes and category keys of `module` that its translation did not give.
  private mutating func noteFailures(
    of module: ObjCModule, _ translated: ObjCModuleTranslation, scans: [FileScan],
    unclaimed: inout [(ScannedClass, () -> [Diagnostic])]
  ) {
    let own = Set((module.files.implementations + module.files.headers).map(\.path))
    let mine = Set(translated.files.map(\.path))
    let swift = scans.filter { mine.contains($0.path) }
    let given = Set(swift.flatMap(\.classes).map(\.name))
    let objc = scan.files.filter { $0.language == .objectiveC && own.contains($0.path) }
    // What this module compiles: the classes its files implement (clang's reading), and the
    // declarations whose file, or whose `.m` of the same name, it compiles.
    let implemented = Set(translated.translation.sources.flatMap(\.classes))
      .union(translated.translation.failedClasses.keys)
    let stems = Set(
      module.files.implementations.map { $0.deletingPathExtension().lastPathComponent })
    for c in objc.flatMap(\.classes) where objectiveCFailures[c.name] == nil {
      let declaring = URL(fileURLWithPath: c.location.file)
      let compiled =
        implemented.contains(c.name) || declaring.pathExtension.lowercased() != "h"
        || stems.contains(declaring.deletingPathExtension().lastPathComponent)
      if !compiled {
        unclaimed.append((c, { Self.errors(of: c.location, module: module, translated) }))
        continue
      }
      if let errors = translated.translation.failedClasses[c.name], !errors.isEmpty {
        objectiveCFailures[c.name] = errors
      } else if !given.contains(c.name) {
        objectiveCFailures[c.name] = Self.reasons(
          for: c.name, declaredIn: c.location, module: module, translated,
          because: Self.translatorGaveNothing(c.name))
      } else {
        // Given, but with errors in its own files (what it stands for may be missing).
        let errors = Self.errors(
          of: c.location, module: module, translated, followingImports: false)
        if !errors.isEmpty { objectiveCFailures[c.name] = errors }
      }
    }
    for e in objc.flatMap(\.extensions) {
      // A class extension's properties (`@interface View ()`) are translated into the class
      // itself; a category's into a Swift extension.
      let added = Set(
        swift.flatMap(\.extensions).filter { $0.extendedType == e.extendedType }.flatMap {
          $0.properties.map(\.name)
        }
          + swift.flatMap(\.classes).filter { $0.name == e.extendedType }.flatMap {
            $0.properties.map(\.name)
          })
      // A category's property nothing implements is no accessor of the class on iOS either:
      // its runtime attributes reach the class's `setValue:forUndefinedKey:`.
      let keyValueOnly = translated.translation.keyValueOnlyProperties
      for p in e.inspectables
      where !added.contains(p.name) && !keyValueOnly.contains(e.extendedType + "." + p.name) {
        let name = "\(e.extendedType) (\(e.categoryName ?? "")).\(p.name)"
        objectiveCKeyFailures[p.name] = Self.reasons(
          for: name, declaredIn: p.location, module: module, translated,
          because: Self.translatorGaveNothing(name))
      }
    }
  }

  /// Why `name`, declared at `location`, is not in the translation: the errors located in
  /// its files (`errors(of:module:_:followingImports:)`), else one error at the declaration
  /// naming the `cause`.
  static func reasons(
    for name: String, declaredIn location: SourceLocation, module: ObjCModule,
    _ translated: ObjCModuleTranslation, because cause: String
  ) -> [Diagnostic] {
    let errors = errors(of: location, module: module, translated)
    return errors.isEmpty ? [notTranslated(name, at: location, because: cause)] : errors
  }

  /// The cause of `name` missing from a translation that reported no error for it.
  static func translatorGaveNothing(_ name: String) -> String {
    "the translator gave no Swift for \(name) and reported no error (Easel's translator "
      + "left it out)"
  }

  /// The translation's errors located in the files of what is declared at `location`: that
  /// file, the `.m` of the same name, else with `followingImports` the `.m` files importing
  /// its header.
  static func errors(
    of location: SourceLocation, module: ObjCModule, _ translated: ObjCModuleTranslation,
    followingImports: Bool = true
  ) -> [Diagnostic] {
    let declaring = URL(fileURLWithPath: location.file)
    let stem = declaring.deletingPathExtension().lastPathComponent
    var files = [declaring.path]
    let implementations = module.files.implementations.filter { $0.path != declaring.path }
    let sameName = implementations.filter { $0.deletingPathExtension().lastPathComponent == stem }
    if !sameName.isEmpty || declaring.pathExtension.lowercased() != "h" || !followingImports {
      files += sameName.map(\.path)
    } else {
      files += implementations.filter { file in
        ObjCImports.directives(of: file).contains {
          ($0.path as NSString).lastPathComponent == declaring.lastPathComponent
        }
      }.map(\.path)
    }
    return files.flatMap { translated.errors(in: $0) }
  }

  /// The error of Objective-C `name` (declared at `location`) that no translation gave, for
  /// the `cause` the build found.
  static func notTranslated(_ name: String, at location: SourceLocation, because cause: String)
    -> Diagnostic
  {
    Diagnostic(
      .error, "\(name) was not translated from Objective-C: \(cause)", id: "objc-untranslated",
      at: location)
  }

  /// Why the Objective-C class `c` (as the scan found it) has no Swift: the translator's
  /// errors (`objectiveCFailures`), else the step of the build that left it out, at its
  /// declaration: no file implements it, no target of the projects the build planned
  /// compiles its implementation, nothing the build is for reached it, or the translator
  /// gave neither Swift nor an error for it.
  public func whyNotTranslated(_ c: ScannedClass) -> [Diagnostic] {
    if let errors = objectiveCFailures[c.name], !errors.isEmpty { return errors }
    guard let file = implementation(of: c) else {
      if let why = notInTargetReason(c) {
        return [Self.notTranslated(c.name, at: c.location, because: why)]
      }
      return [
        Self.notTranslated(
          c.name, at: c.location,
          because: "no Objective-C file of the sources implements it (@implementation "
            + "\(c.name)), so no target compiles it")
      ]
    }
    let id = Self.identity(file)
    let translated = objectiveC.values.contains { t in
      t.translation.sources.contains { Self.identity($0.original) == id }
        || t.translation.parseErrors.keys.contains { Self.identity(URL(fileURLWithPath: $0)) == id }
    }
    let cause: String
    if translated {
      cause = Self.translatorGaveNothing(c.name)
    } else if objectiveCPlannedFiles.contains(id) {
      cause =
        "\(file.lastPathComponent), which implements it, was not reached: nothing this build "
        + "is for (its designables, its documents' classes and runtime attributes) names it"
    } else {
      cause =
        "\(file.lastPathComponent), which implements it, is compiled by no target of the "
        + "projects this build planned"
    }
    return [Self.notTranslated(c.name, at: c.location, because: cause)]
  }

  /// Why Objective-C class `c` is built by no target, when its implementation sits beside
  /// its header yet no target of the sources compiles it (a drop-in file of a repository
  /// whose projects list others): Xcode builds it no more than Easel does. Nil when a target
  /// compiles its implementation, or when there is none beside the header.
  public func notInTargetReason(_ c: ScannedClass) -> String? {
    guard c.language == .objectiveC, implementation(of: c) == nil else { return nil }
    let declaring = URL(fileURLWithPath: c.location.file).deletingPathExtension()
    guard
      let stray = ObjCFiles.implementationExtensions.sorted().map({
        declaring.appendingPathExtension($0)
      }).first(where: { FileManager.default.fileExists(atPath: $0.path) })
    else { return nil }
    return Self.notInTarget(file: shownPath(stray.path), project: projectsHolding(stray.path))
  }

  /// The file holding `c`'s `@implementation`: the one beside its declaration, of the same
  /// name, else the first Objective-C implementation file of the sources implementing it.
  /// The sources are the project folders' files and every file a module compiles from
  /// outside them (a development pod's `../Classes/View.m`, which the demo app's target
  /// gets through its Podfile).
  func implementation(of c: ScannedClass) -> URL? {
    let declaring = URL(fileURLWithPath: c.location.file)
    let stem = declaring.deletingPathExtension().lastPathComponent
    var seen: Set<String> = []
    let compiled = (context?.allModules() ?? []).flatMap(\.objectiveC.implementations)
    let candidates = (sourceFiles + compiled).filter {
      ObjCFiles.implementationExtensions.contains($0.pathExtension.lowercased())
        && seen.insert(Self.identity($0)).inserted
    }
    let sameName = candidates.filter { $0.deletingPathExtension().lastPathComponent == stem }
    let others = candidates.filter { $0.deletingPathExtension().lastPathComponent != stem }
    // Only the files whose bytes hold the name are read as text: most of a repository's
    // thousands of files do not (looking through each line of each took minutes).
    let name = Data(c.name.utf8)
    return (sameName + others).first { file in
      guard let data = try? Data(contentsOf: file), data.range(of: name) != nil,
        let text = String(data: data, encoding: .utf8)
      else { return false }
      return text.split(whereSeparator: \.isNewline).contains { line in
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
        return words.count >= 2 && words[0] == "@implementation" && words[1] == Substring(c.name)
      }
    }
  }

  /// `swift` (the scans of translated files) with the attributes the Objective-C declared:
  /// a class that is `IB_DESIGNABLE` there is designable, and an `IBInspectable` property
  /// inspectable, whatever attributes the translation wrote, so the registration plan sees
  /// them as Interface Builder does.
  static func adoptingAttributes(of objc: [FileScan], in swift: [FileScan]) -> [FileScan] {
    var designable: Set<String> = []
    var inspectable: [String: Set<String>] = [:]
    for c in objc.flatMap(\.classes) {
      if c.isDesignable { designable.insert(c.name) }
      inspectable[c.name, default: []].formUnion(c.inspectables.map(\.name))
    }
    for e in objc.flatMap(\.extensions) {
      inspectable[e.extendedType, default: []].formUnion(e.inspectables.map(\.name))
    }
    return swift.map { file in
      var file = file
      for i in file.classes.indices {
        let name = file.classes[i].name
        if designable.contains(name) { file.classes[i].isDesignable = true }
        let keys = inspectable[name] ?? []
        for j in file.classes[i].properties.indices
        where keys.contains(file.classes[i].properties[j].name) {
          file.classes[i].properties[j].isInspectable = true
        }
      }
      for i in file.extensions.indices {
        let keys = inspectable[file.extensions[i].extendedType] ?? []
        for j in file.extensions[i].properties.indices
        where keys.contains(file.extensions[i].properties[j].name) {
          file.extensions[i].properties[j].isInspectable = true
        }
      }
      return file
    }
  }

  /// `modules` with the Swift their Objective-C became among their Swift files.
  func withTranslations(_ modules: [ModuleSources]) -> [ModuleSources] {
    modules.map(withTranslations)
  }

  func withTranslations(_ module: ModuleSources) -> ModuleSources {
    var module = module
    // Files generated for it (R.swift's `R`) are its files too.
    if case .xcodeTarget = module.origin, let generated = generatedFiles[module.name] {
      module.swiftFiles += generated.filter { !module.swiftFiles.contains($0) }
    }
    guard let translated = objectiveC[Self.objcKey(of: module)], !translated.files.isEmpty else {
      return module
    }
    module.swiftFiles += translated.files.filter { !module.swiftFiles.contains($0) }
    return module
  }

  func withTranslations(_ lookup: ModuleLookup) -> ModuleLookup {
    if case .found(let m) = lookup { return .found(withTranslations(m)) }
    return lookup
  }

  /// The file the user wrote that `path`, a file of a build, stands for: the `.m` a
  /// translated file was made from, else `path` itself.
  public func userFile(_ path: String) -> String {
    for t in objectiveC.values {
      if let i = t.files.firstIndex(where: { $0.path == path }),
        i < t.translation.sources.count
      {
        return t.translation.sources[i].original.path
      }
    }
    return path
  }

  /// The translator's warnings (clang's kept ones, as `method 'x' in protocol 'P' not
  /// implemented`, and constructs that run otherwise than on iOS), once each, in file order:
  /// the build reports them as Xcode shows clang's warnings.
  public var objectiveCWarnings: [Diagnostic] {
    var seen: Set<String> = []
    var warnings: [Diagnostic] = []
    for key in objectiveC.keys.sorted() {
      for d in objectiveC[key]?.translation.diagnostics ?? []
      where d.severity == .warning && seen.insert(d.description).inserted {
        warnings.append(d)
      }
    }
    func place(_ d: Diagnostic) -> (String, Int, Int) {
      (d.location?.file ?? "", d.location?.line ?? 0, d.location?.column ?? 0)
    }
    return warnings.sorted { place($0) < place($1) }
  }

  /// Whether `c` was found in Swift translated from Objective-C.
  func isTranslated(_ c: ScannedClass) -> Bool {
    objectiveC.values.contains { $0.files.contains { $0.path == c.location.file } }
  }

  /// Where the user sees `c` declared: for a class translated from Objective-C, its
  /// `@interface` (or the line its Swift stands for); else its own location.
  public func displayLocation(of c: ScannedClass) -> SourceLocation {
    guard isTranslated(c) else { return c.location }
    // The declaration a target compiles, before a copy in a file none does.
    let declarations = scan.classes.filter { $0.language == .objectiveC && $0.name == c.name }
    let compiled = declarations.count > 1 ? compiledObjectiveCFiles() : []
    if let objc = declarations.first(where: {
      compiled.contains(Self.identity(URL(fileURLWithPath: $0.location.file)))
    }) ?? declarations.first {
      return objc.location
    }
    return SourceLineMap.original(of: c.location)
  }
}
