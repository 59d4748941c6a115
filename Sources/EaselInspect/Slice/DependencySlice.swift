import EaselDiagnostics

/// The Swift files a set of designables needs, found from the scan alone: the files that
/// declare the classes, then every file declaring a name one of those refers to, to a fixed
/// point, plus the extensions of the types taken and the files adding to UIKit's classes the
/// `@IBInspectable`s a document's runtime attributes set; and when a file taken looks members
/// up by selector (`perform(_:)`, `responds(to:)`), the files whose extensions give framework
/// or taken classes members Objective-C sees that the selectors it spells reach, or every one
/// when it makes a selector from a value (`NSSelectorFromString(name)`).
///
/// Design note: names are matched as written, without types, so the slice errs on the side
/// of taking a file too many (a reference to `title` takes a file whose `extension UIView`
/// declares `title`). Two files declaring the same name (a file copied into a library and
/// its demo app) are never both taken: the one nearest the designables' own files wins, and
/// a note names the other. Files with top-level code (`main.swift`) are never taken; an app
/// delegate marked `@main` / `@UIApplicationMain` is taken only if something needs it. Tests,
/// playgrounds and files wrapped in `#if os(macOS)` (or another `#if` false for the agent)
/// are never taken.
public struct DependencySlice: Sendable {
  /// Why a file is in the slice.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// It declares `className`, a designable the document uses.
    case root(className: String)
    /// It declares `name`, which `referencedFrom` (a path) refers to.
    case declares(name: String, referencedFrom: String)
    /// It declares `name`, the superclass of `subclass`, a class the slice declares.
    case superclass(name: String, of: String)
    /// It extends `type`, a type the slice declares.
    case extends(type: String)
    /// Its extension adds `@IBInspectable`s to `type`, a UIKit class.
    case inspectables(type: String)
    /// Its extension adds members Objective-C sees to `type`, and the slice looks members up
    /// by selector or key at run time.
    case runtimeMembers(type: String)

    /// A short explanation: `declares 'brand' (used by Views/Rainbow.swift)`.
    public var description: String {
      switch self {
      case .root(let name): "declares '\(name)', used by the document"
      case .declares(let name, let from): "declares '\(name)' (used by \(from))"
      case .superclass(let name, let subclass):
        "declares '\(name)', the superclass of '\(subclass)'"
      case .extends(let type): "extends '\(type)'"
      case .inspectables(let type): "adds @IBInspectable properties to '\(type)'"
      case .runtimeMembers(let type):
        "adds members Objective-C sees to '\(type)', which the slice may look up by name"
      }
    }
  }

  /// One file of the slice.
  public struct Entry: Sendable, Hashable {
    /// The file's path, as the scan has it.
    public var path: String
    /// What pulled it in.
    public var reason: Reason
  }

  /// The files, in the order they were taken (the roots first).
  public var entries: [Entry]
  /// Duplicate declarations resolved, entry points left out.
  public var notes: [Diagnostic]
  /// Root classes no Swift file declares.
  public var missingRoots: [String]
  /// Module → the slice's files that import it (`UIKit`, `Alamofire`, …), sorted by path:
  /// what the build must provide, as a façade, a module built from the project, or not at all.
  public var importedModules: [String: [String]]

  /// The files' paths, in the order they were taken.
  public var paths: [String] { entries.map(\.path) }

  /// The slice for the designables `roots` (class names, qualified or not). `near` (the
  /// document's path, say) breaks ties between copies of a root class: the copy whose path
  /// shares most folders with it wins.
  ///
  /// Without `frameworkMembers`, the *narrow* slice: the files declaring the project's own
  /// types, functions and members the roots use, as before, but no file taken only because
  /// its extension of a framework type declares a member of a name they use (names match
  /// without types: `bounds.height` and an app's `extension UIView { var height }`), the
  /// slice's usual excess; and the files giving UIKit's classes inspectables or run-time
  /// members are taken without what they use. A class that builds from it needs nothing
  /// else; one that does not is built from the whole slice (`IsolatingBuild`).
  ///
  /// `missingModules`: modules the build cannot provide (SwiftUI). A file importing one is
  /// never taken for a member its extension gives a framework type, nor for the inspectables
  /// it gives UIKit's classes: it cannot compile here, and such a match by name alone (an
  /// app's SwiftUI `extension View { func backgroundColor(_:) }` for UIView's own
  /// `backgroundColor`) would fail a class that does not reach it.
  ///
  /// `runtimeKeys`: the keys of User Defined Runtime Attributes the slice serves, whose
  /// files adding them to UIKit's classes (`extension UILabel { @IBInspectable var
  /// localizedKey }`) it takes, with what those use (nil: every such file). A designable's
  /// own code needs none of them but those it names, which it takes as any name; an
  /// extension is needed only where a document's attribute sets a key it adds.
  public static func files(
    roots: Set<String>, scan: ScanResult, near: [String] = [], frameworkMembers: Bool = true,
    missingModules: Set<String> = [], runtimeKeys: Set<String>? = []
  ) -> DependencySlice {
    var state = SliceState(files: sliceable(scan))
    state.followsFrameworkMembers = frameworkMembers
    state.missingModules = missingModules
    var missing: [String] = []
    for root in roots.sorted() {
      let candidates = state.files.indices.filter { k in
        state.files[k].classes.contains { $0.isNamed(root) }
      }
      guard !candidates.isEmpty else {
        missing.append(root)
        continue
      }
      let eligible = candidates.filter { !state.conflicts($0) }
      if eligible.isEmpty { continue }  // another root's file already declares it
      let pick = state.nearest(eligible, to: near)
      state.noteClash(root, picked: pick, among: candidates)
      state.add(pick, .root(className: root))
    }
    state.rootFolders = state.order.map { SliceState.folder(of: state.files[$0].path) }
    if runtimeKeys?.isEmpty != true { state.addInspectableExtensions(adding: runtimeKeys) }
    state.close()
    return DependencySlice(state, taking: state.order, missingRoots: missing)
  }

  /// The files of a module `scan` covers that files of another module importing it need
  /// (`importers`, which are not part of the slice): every file declaring a name they refer
  /// to, then what those need, as `files(roots:scan:near:)` follows them. A module is thus
  /// built with only what its importers use, so that a file of it they do not need (one
  /// importing a dependency that does not build here) never fails them.
  public static func files(
    importedBy importers: [FileScan], scan: ScanResult, missingModules: Set<String> = []
  ) -> DependencySlice {
    let own = sliceable(scan)
    let paths = Set(own.map(\.path))
    let outside = importers.filter { $0.language == .swift && !paths.contains($0.path) }
    var state = SliceState(files: own + outside)
    state.missingModules = missingModules
    // The importers are followed but own nothing: a name both declare (a `UIColor(hex:)`
    // helper in the app and in a pod) is a name of two modules, and the module's copy is
    // still what its own files mean.
    for k in own.count..<(own.count + outside.count) { state.follow(k) }
    state.rootFolders = own.map { SliceState.folder(of: $0.path) }
    state.close()
    return DependencySlice(state, taking: state.order.filter { $0 < own.count }, missingRoots: [])
  }

  /// The files a slice may take: Swift, no tests or playgrounds, and compiled at design time.
  private static func sliceable(_ scan: ScanResult) -> [FileScan] {
    scan.files.filter {
      $0.language == .swift && !$0.symbols.isTest && !$0.path.contains(".playground/")
        && PlatformConditions.holdAtDesignTime($0.symbols.guardConditions) != false
    }
  }
}

extension DependencySlice {
  /// The slice of `state`'s files `taken` (indices, in order), with the modules they import.
  fileprivate init(_ state: SliceState, taking taken: [Int], missingRoots: [String]) {
    var entries: [Entry] = []
    var modules: [String: [String]] = [:]
    for k in taken {
      let file = state.files[k]
      if let reason = state.reasons[k] { entries.append(Entry(path: file.path, reason: reason)) }
      for module in Set(file.symbols.imports.map(\.module)) {
        modules[module, default: []].append(file.path)
      }
    }
    self.init(
      entries: entries, notes: state.notes, missingRoots: missingRoots,
      importedModules: modules.mapValues { $0.sorted() })
  }
}
