import EaselInspect
import EaselObjC
import EaselProject
import Foundation

/// Which of a module's Objective-C files a build reaches, decided from their tokens
/// (`ObjCOutline`) and `#import` lines before clang reads any: clang's syntax tree of every
/// file of a target is the expensive step (a Flutter app's Runner folder of 5,000 `.m`
/// files, none of which its one Swift designable names, ran past ten minutes).
///
/// A file is reached when it declares or implements a name the build needs: a class it is
/// built for (an Objective-C designable, a class a document uses), a name the Swift slices
/// of its Swift classes refer to (only those the bridging header shows Swift, when the
/// module has one: Objective-C is visible to Swift through it alone; a pod's or
/// framework's headers are all visible, through its umbrella), a key a document sets
/// that a category declares, or any inspectable a category adds to a framework class (a
/// Swift slice likewise always takes the extensions giving UIKit's classes inspectables). A
/// category's other members reach it only from a file that imports its header, and a
/// category of the module's own class only with the class. What a reached file names is
/// needed in turn, in every module. A `.m` declares what its header of the same name does.
struct ObjCReach {
  /// Names needed of every module's Objective-C, whatever shows them: the classes the build
  /// is for and the keys documents set.
  var names: Set<String>
  /// Names Swift refers to: needed only of what a bridging header shows Swift.
  var swiftNames: Set<String>
  /// Each Swift file of the slices (its path): the names it refers to, the modules it
  /// imports, and the modules (`DesignablesProject.objcKey(of:)`) the builds compile it in
  /// (none: as a file no target compiles). A module's Objective-C is seen by the Swift built
  /// in it and by Swift importing it; the Objective-C no target compiles, by Swift no target
  /// compiles. Empty: `swiftNames` are every module's.
  var swiftUses: [String: (names: Set<String>, imports: Set<String>, builtIn: Set<String>)] =
    [:]
  /// The Swift files some target compiles.
  var compiledSwift: Set<String> = []
  /// `SwiftSide.bridgingHeaders` of the module whose files are being found.
  var bridgingHeaders: [URL] = []
  /// The files declaring categories that add inspectables to framework classes.
  var inspectableFiles: Set<String>
  /// The keys documents set (User Defined Runtime Attributes): key-value coding reaches a
  /// category's property by its name, wherever its header is imported.
  var keys: Set<String> = []
}

extension ObjCReach {
  /// The reach of a build of `roots` (class names, qualified or not) in `project`, for
  /// documents setting `keys` (key paths of runtime attributes), for a render of `document`
  /// (nil: `easel designables`): the Swift it follows is what those builds compile, in the
  /// modules they compile it in (`DesignablesProject.swiftReached(by:availableModules:near:)`).
  init(
    project: DesignablesProject, roots: Set<String>, keys: Set<String> = [],
    availableModules: Set<String> = [], near document: URL? = nil
  ) {
    names = roots.union(roots.compactMap { $0.split(separator: ".").last.map(String.init) })
    self.keys = Set(keys.flatMap { $0.split(separator: ".").map(String.init) })
    names.formUnion(self.keys)
    // The Swift extensions adding keys the documents set are built for them, with what
    // they use (`AgentPlan.extensionsRoot(for:)`): their Objective-C is reached too.
    let swiftKeys = project.scan.extensions.filter { $0.language == .swift }.reduce(
      into: Set<String>()
    ) { $0.formUnion($1.runtimeKeys) }.intersection(self.keys)
    let taken = project.swiftReached(
      by: roots.union(swiftKeys.map(AgentPlan.extensionsRoot(for:))),
      availableModules: availableModules, near: document)
    PhaseTrace.note("Swift files the Objective-C reach follows: \(taken.count)")
    swiftNames = []
    for file in project.scan.files {
      guard let builtIn = taken[file.path] else { continue }
      let names = file.symbols.references.union(file.symbols.implicitMemberReferences)
      swiftNames.formUnion(names)
      swiftUses[file.path] = (names, Set(file.symbols.imports.map(\.module)), builtIn)
    }
    // A document may set an inspectable a category gives a framework class on any view; one
    // of a project's class (its class extension in the `.m`, `@interface Field ()`) is set
    // only on that class, and is reached with it.
    let projectClasses = Set(project.scan.classes.map(\.name))
    inspectableFiles = Set(
      project.scan.extensions.filter {
        $0.language == .objectiveC && !$0.inspectables.isEmpty
          && !projectClasses.contains($0.extendedType)
      }.map(\.location.file))
  }

  /// The files of each of `modules` (its files, translation files and source set) the
  /// build reaches. A module's file may name another's (an app's `.m`, a pod's class), so
  /// the names found in one are needed of the others of its project folder (`home`), until
  /// none is found anew; but a module that is `own` (an app, an app extension, the files no
  /// target compiles) is linked into nothing, so only its own files' names reach it: in a
  /// repository of several apps (or copies of one), a name one app reaches is not another's
  /// class, nor one of the pods beside another app.
  func files(
    of modules: [(
      objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet, swift: SwiftSide, own: Bool,
      home: String
    )],
    outlines: ObjCOutlines
  ) -> [[URL]] {
    var chosen = modules.map { _ in [URL]() }
    var found = modules.map { _ in Set<String>() }
    var imported: Set<String> = []
    var grew = true
    while grew {
      grew = false
      var everywhere: [String: Set<String>] = [:]
      for (k, m) in modules.enumerated() { everywhere[m.home, default: []].formUnion(found[k]) }
      for (k, m) in modules.enumerated() {
        var seen = self
        seen.names.formUnion(m.own ? found[k] : everywhere[m.home] ?? [])
        if !swiftUses.isEmpty { seen.swiftNames = swiftNames(seenBy: m.swift) }
        seen.bridgingHeaders = m.swift.bridgingHeaders
        var named: Set<String> = []
        let files = seen.files(
          of: m.objc, candidates: m.candidates, set: m.set, outlines: outlines, named: &named,
          imported: &imported)
        found[k].formUnion(named)
        grew = grew || files.count != chosen[k].count
        chosen[k] = files
      }
    }
    return chosen
  }

  /// Which Swift sees a module's Objective-C: the Swift built in the module (`key`, its
  /// `DesignablesProject.objcKey(of:)`; nil: the files no target compiles, for the
  /// Objective-C none compiles), and the names Swift imports it by.
  struct SwiftSide {
    var key: String?
    var moduleNames: [String]
    /// The bridging headers that Swift sees the module through when no target says which:
    /// for the files no target compiles, every header named as Xcode names them.
    var bridgingHeaders: [URL] = []
  }

  /// The names the Swift that sees `side`'s module refers to.
  func swiftNames(seenBy side: SwiftSide) -> Set<String> {
    let modules = Set(side.moduleNames)
    var names: Set<String> = []
    for (path, use) in swiftUses {
      let sees = side.key.map { use.builtIn.contains($0) } ?? (!compiledSwift.contains(path))
      if sees || !use.imports.isDisjoint(with: modules) { names.formUnion(use.names) }
    }
    return names
  }

  /// The files of `candidates` (a module's translation files) that the build reaches, in
  /// their order; `set` gives the search paths the bridging header's imports are found by.
  /// `named` gains what the files reached name.
  func files(
    of objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet, outlines: ObjCOutlines
  ) -> [URL] {
    var named: Set<String> = []
    var imported: Set<String> = []
    return files(
      of: objc, candidates: candidates, set: set, outlines: outlines, named: &named,
      imported: &imported)
  }

  /// `imported` holds the headers (their real paths) the files reached so far import,
  /// transitively: a category's methods are called only where its header is imported (ARC
  /// refuses a message no visible `@interface` declares).
  private func files(
    of objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet, outlines: ObjCOutlines,
    named: inout Set<String>, imported: inout Set<String>
  ) -> [URL] {
    func importing(_ files: [URL]) {
      var pending = files
      while let file = pending.popLast() {
        for d in outlines.directives(of: file) {
          guard
            let header = ObjCImports.resolve(
              d, in: file, searchPaths: set.headerSearchPaths,
              frameworkPaths: set.frameworkSearchPaths),
            imported.insert(header.resolvingSymlinksInPath().path).inserted
          else { continue }
          pending.append(header)
        }
      }
    }
    importing(set.prefixHeaders)
    imported.formUnion(set.prefixHeaders.map { $0.resolvingSymlinksInPath().path })
    var needed = names
    // A folder no project describes shows Swift what its bridging headers import, found by
    // Xcode's name for them.
    let bridging =
      objc.bridgingHeader.map { [$0] }
      ?? (bridgingHeaders + objc.headers).filter(Self.isBridgingHeader)
    // Swift calls a category's methods when it sees the category: through the bridging
    // headers, else (a pod's or framework's umbrella) wherever it is.
    let swiftSeesAll = bridging.isEmpty
    if !bridging.isEmpty {
      let shown = bridging + ObjCImports.reachedHeaders(from: bridging, set: set)
      imported.formUnion(shown.map { $0.resolvingSymlinksInPath().path })
      let visible = shown.reduce(into: Set<String>()) {
        $0.formUnion(outlines.outline(of: $1).declaredNames)
      }
      needed.formUnion(swiftNames.intersection(visible))
    } else {
      needed.formUnion(swiftNames)
    }
    // Each candidate with the headers of its name, which declare what it implements.
    var byStem: [String: [URL]] = [:]
    for header in objc.headers {
      byStem[Self.stem(header), default: []].append(header)
    }
    let units = candidates.map { file -> [URL] in
      [file] + (byStem[Self.stem(file)] ?? []).filter { $0.path != file.path }
    }
    let identities = units.map { unit in unit.map { $0.resolvingSymlinksInPath().path } }
    let own = units.reduce(into: Set<String>()) { names, unit in
      for file in unit { names.formUnion(outlines.outline(of: file).declaredTypes) }
    }
    var reached = Array(repeating: false, count: units.count)
    // Once what is reached sends messages by selectors made at run time
    // (`[UIColor performSelector:NSSelectorFromString(name)]`), any category's member may
    // be called: every category is reached, as a Swift slice then takes every extension.
    var dynamic = !swiftNames.isDisjoint(with: Self.swiftRuntimeLookups)
    var grew = true
    while grew {
      grew = false
      for (k, unit) in units.enumerated() where !reached[k] {
        let parts = unit.map { outlines.outline(of: $0) }
        let wanted =
          unit.contains { inspectableFiles.contains($0.path) }
          || parts.contains { part in
            dynamic && part.categories.keys.contains { !own.contains($0) || needed.contains($0) }
          }
          || zip(parts, identities[k]).contains { part, identity in
            !part.declaredTypes.isDisjoint(with: needed)
              || part.categories.contains { extended, members in
                (own.contains(extended) && needed.contains(extended))
                  || !members.isDisjoint(with: keys)
                  // Swift calls a category's member on a framework class it names by
                  // the member alone; on the module's own class only once it names the
                  // class (the first case): a pod's private `name` property is not reached
                  // by every `name` the app writes.
                  || (swiftSeesAll && !own.contains(extended)
                    && !members.isDisjoint(with: swiftNames))
                  // Declared in a file the reached ones import: a category declared in
                  // a `.m` (`@interface Hud (Private)`) is that file's own.
                  || (imported.contains(identity) && !members.isDisjoint(with: needed))
              }
          }
        guard wanted else { continue }
        reached[k] = true
        grew = true
        importing(unit)
        for part in parts {
          dynamic = dynamic || !part.words.isDisjoint(with: Self.runtimeLookups)
          needed.formUnion(part.words)
          named.formUnion(part.words)
        }
      }
    }
    return candidates.indices.filter { reached[$0] }.map { candidates[$0] }
  }

  /// The names by which Objective-C makes a selector at run time. (`performSelector:` and
  /// `respondsToSelector:` with an `@selector(…)` name their method, which the words of the
  /// file reach.)
  static let runtimeLookups: Set<String> = [
    "NSSelectorFromString", "sel_registerName", "sel_getUid",
  ]

  /// The names by which Swift does (`SliceState.runtimeLookups`).
  static let swiftRuntimeLookups: Set<String> = [
    "NSSelectorFromString", "Selector", "sel_registerName", "perform", "responds",
    "instancesRespond",
  ]

  /// Whether `file` is named as Xcode names a bridging header (`App-Bridging-Header.h`).
  static func isBridgingHeader(_ file: URL) -> Bool {
    file.lastPathComponent.lowercased().hasSuffix("-bridging-header.h")
  }

  private static func stem(_ file: URL) -> String {
    file.deletingPathExtension().lastPathComponent
  }
}

/// Files' outlines and `#import`s, each read once.
final class ObjCOutlines {
  private var kept: [String: ObjCOutline] = [:]
  private var imports: [String: [ObjCImports.Directive]] = [:]

  func directives(of file: URL) -> [ObjCImports.Directive] {
    if let found = imports[file.path] { return found }
    let found = ObjCImports.directives(of: file)
    imports[file.path] = found
    return found
  }

  func outline(of file: URL) -> ObjCOutline {
    if let outline = kept[file.path] { return outline }
    let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    let outline = ObjCOutline(source: text)
    kept[file.path] = outline
    return outline
  }
}
