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
/// module has one: Objective-C is visible to Swift through it alone), a key a document sets
/// that a category declares, or any inspectable a category adds (a Swift slice likewise
/// always takes the extensions giving UIKit's classes inspectables). What a reached file
/// names is needed in turn. A `.m` declares what its header of the same name does.
struct ObjCReach {
  /// Names needed of every module's Objective-C, whatever shows them: the classes the build
  /// is for and the keys documents set.
  var names: Set<String>
  /// Names Swift refers to: needed only of what a bridging header shows Swift.
  var swiftNames: Set<String>
  /// The files declaring categories that add inspectables.
  var inspectableFiles: Set<String>
}

extension ObjCReach {
  /// The reach of a build of `roots` (class names, qualified or not) in `project`, for
  /// documents setting `keys` (key paths of runtime attributes).
  init(project: DesignablesProject, roots: Set<String>, keys: Set<String> = []) {
    names = roots.union(roots.compactMap { $0.split(separator: ".").last.map(String.init) })
    for key in keys { names.formUnion(key.split(separator: ".").map(String.init)) }
    let slice = DependencySlice.files(roots: roots, scan: project.scan)
    let taken = Set(slice.paths)
    swiftNames = project.scan.files.filter { taken.contains($0.path) }.reduce(into: []) {
      $0.formUnion($1.symbols.references)
      $0.formUnion($1.symbols.implicitMemberReferences)
    }
    inspectableFiles = Set(
      project.scan.extensions.filter { $0.language == .objectiveC && !$0.inspectables.isEmpty }
        .map(\.location.file))
  }

  /// The files of each of `modules` (its files, translation files and source set) the
  /// build reaches. A module's file may name another's (an app's `.m`, a pod's class), so
  /// the names found in one are needed of all, until none is found anew.
  func files(
    of modules: [(objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet)],
    outlines: ObjCOutlines
  ) -> [[URL]] {
    var reach = self
    var chosen = modules.map { _ in [URL]() }
    var grew = true
    while grew {
      grew = false
      var named = reach.names
      for (k, m) in modules.enumerated() {
        let files = reach.files(
          of: m.objc, candidates: m.candidates, set: m.set, outlines: outlines, named: &named)
        grew = grew || files.count != chosen[k].count
        chosen[k] = files
      }
      reach.names = named
    }
    return chosen
  }

  /// The files of `candidates` (a module's translation files) that the build reaches, in
  /// their order; `set` gives the search paths the bridging header's imports are found by.
  /// `named` gains what the files reached name.
  func files(
    of objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet, outlines: ObjCOutlines
  ) -> [URL] {
    var named: Set<String> = []
    return files(of: objc, candidates: candidates, set: set, outlines: outlines, named: &named)
  }

  private func files(
    of objc: ObjCFiles, candidates: [URL], set: ObjCSourceSet, outlines: ObjCOutlines,
    named: inout Set<String>
  ) -> [URL] {
    var needed = names
    if let bridging = objc.bridgingHeader {
      let shown = [bridging] + ObjCImports.reachedHeaders(from: [bridging], set: set)
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
          || parts.contains { part in
            !part.declaredTypes.isDisjoint(with: needed)
              || part.categories.contains { extended, members in
                !members.isDisjoint(with: needed)
                  || (own.contains(extended) && needed.contains(extended))
              }
          }
        guard wanted else { continue }
        reached[k] = true
        grew = true
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

  private static func stem(_ file: URL) -> String {
    file.deletingPathExtension().lastPathComponent
  }
}

/// Files' outlines, each read once.
final class ObjCOutlines {
  private var kept: [String: ObjCOutline] = [:]

  func outline(of file: URL) -> ObjCOutline {
    if let outline = kept[file.path] { return outline }
    let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    let outline = ObjCOutline(source: text)
    kept[file.path] = outline
    return outline
  }
}
