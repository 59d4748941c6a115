import EaselDiagnostics

/// The Swift files a set of designables needs, found from the scan alone: the files that
/// declare the classes, then every file declaring a name one of those refers to, to a fixed
/// point, plus the extensions of the types taken and the files adding `@IBInspectable`s to
/// UIKit's classes.
///
/// Design note: names are matched as written, without types, so the slice errs on the side
/// of taking a file too many (a reference to `title` takes a file whose `extension UIView`
/// declares `title`). Two files declaring the same name (a file copied into a library and
/// its demo app) are never both taken: the one nearest the designables' own files wins, and
/// a note names the other. Files with top-level code (`main.swift`) are never taken; an app
/// delegate marked `@main` / `@UIApplicationMain` is taken only if something needs it.
public struct DependencySlice: Sendable {
  /// Why a file is in the slice.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// It declares `className`, a designable the document uses.
    case root(className: String)
    /// It declares `name`, which `referencedFrom` (a path) refers to.
    case declares(name: String, referencedFrom: String)
    /// It extends `type`, a type the slice declares.
    case extends(type: String)
    /// Its extension adds `@IBInspectable`s to `type`, a UIKit class.
    case inspectables(type: String)

    /// A short explanation: `declares 'brand' (used by Views/Rainbow.swift)`.
    public var description: String {
      switch self {
      case .root(let name): "declares '\(name)', used by the document"
      case .declares(let name, let from): "declares '\(name)' (used by \(from))"
      case .extends(let type): "extends '\(type)'"
      case .inspectables(let type): "adds @IBInspectable properties to '\(type)'"
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

  /// The files' paths, in the order they were taken.
  public var paths: [String] { entries.map(\.path) }

  /// The slice for the designables `roots` (class names, qualified or not). `near` (the
  /// document's path, say) breaks ties between copies of a root class: the copy whose path
  /// shares most folders with it wins.
  public static func files(
    roots: Set<String>, scan: ScanResult, near: [String] = []
  ) -> DependencySlice {
    let candidates = scan.files.filter {
      $0.language == .swift && !$0.symbols.isTest && !$0.path.contains(".playground/")
    }
    var state = SliceState(files: candidates)
    var missing: [String] = []
    for root in roots.sorted() {
      let candidates = state.files.indices.filter { k in
        state.files[k].classes.contains { $0.name == root || $0.qualifiedName == root }
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
    state.addInspectableExtensions()
    state.close()
    let entries = state.order.map { Entry(path: state.files[$0].path, reason: state.reasons[$0]!) }
    return DependencySlice(entries: entries, notes: state.notes, missingRoots: missing)
  }
}

/// The slice under construction.
struct SliceState {
  let files: [FileScan]
  /// Name → files declaring it (references look here).
  var declarers: [String: [Int]] = [:]
  /// Name → files declaring it as a member of an extension of a type the project does not
  /// declare (`extension UIColor { static let brand }`), with that type.
  var externalMembers: [String: [(file: Int, type: String)]] = [:]
  /// The same for extensions of the project's own types: taken once the type is.
  var projectMembers: [String: [(file: Int, type: String)]] = [:]
  /// Type name → files extending it.
  var extenders: [String: [Int]] = [:]
  /// Per file: the names that two copies of one file would both declare.
  var definitionKeys: [[String]] = []
  /// Per file: the types it declares.
  var declaredTypes: [[String]] = []
  /// Per file: the names it refers to that some file declares, sorted.
  var lookups: [[String]] = []
  var owner: [String: Int] = [:]
  var order: [Int] = []
  var reasons: [Int: DependencySlice.Reason] = [:]
  var queue: [Int] = []
  var notes: [Diagnostic] = []
  var rootFolders: [[Substring]] = []
  var notedNames: Set<String> = []

  init(files: [FileScan]) {
    self.files = files
    var projectTypes: Set<String> = []
    for f in files {
      projectTypes.formUnion(f.symbols.topLevelNames)
      projectTypes.formUnion(f.symbols.nestedTypeNames)
    }
    for (k, f) in files.enumerated() {
      let s = f.symbols
      var keys = Array(s.topLevelNames) + s.nestedTypeNames.filter { $0.contains(".") }
      keys += s.extensionMembers.map { $0.extendedType + "." + $0.name }
      definitionKeys.append(keys)
      declaredTypes.append(
        Array(Set(f.classes.map(\.qualifiedName)).union(s.nestedTypeNames).union(s.topLevelNames)))
      for name in s.topLevelNames.union(s.nestedTypeNames) {
        declarers[name, default: []].append(k)
      }
      for m in s.extensionMembers {
        if projectTypes.contains(m.extendedType) {
          projectMembers[m.lookupName, default: []].append((k, m.extendedType))
        } else {
          externalMembers[m.lookupName, default: []].append((k, m.extendedType))
        }
      }
      for t in s.extendedTypes { extenders[t, default: []].append(k) }
    }
    lookups = files.map { f in
      f.symbols.references.filter {
        declarers[$0] != nil || externalMembers[$0] != nil || projectMembers[$0] != nil
      }.sorted()
    }
  }

  /// Whether file `k` declares something a file already taken declares.
  func conflicts(_ k: Int) -> Bool {
    definitionKeys[k].contains { key in owner[key].map { $0 != k } ?? false }
  }

  /// Whether file `k` can only be an app's main file.
  func hasTopLevelCode(_ k: Int) -> Bool {
    switch files[k].symbols.entryPoint {
    case .mainFile?, .topLevelStatement?: true
    default: false
    }
  }

  mutating func add(_ k: Int, _ reason: DependencySlice.Reason) {
    guard reasons[k] == nil else { return }
    reasons[k] = reason
    order.append(k)
    queue.append(k)
    for key in definitionKeys[k] where owner[key] == nil { owner[key] = k }
    for name in files[k].symbols.nestedTypeNames where owner[name] == nil { owner[name] = k }
  }

  /// Takes the files whose extensions give UIKit classes `@IBInspectable`s.
  mutating func addInspectableExtensions() {
    for (k, f) in files.enumerated() where !hasTopLevelCode(k) {
      for e in f.extensions where !e.inspectables.isEmpty && declarers[e.extendedType] == nil {
        if !conflicts(k) { add(k, .inspectables(type: e.extendedType)) }
      }
    }
  }

  /// Follows references and extensions until nothing new is taken.
  mutating func close() {
    var next = 0
    repeat {
      drain(from: &next)
      takeProjectMembers()
    } while next < queue.count
  }

  /// Members of extensions of the project's types that files taken use, once those types
  /// are taken.
  private mutating func takeProjectMembers() {
    for k in order {
      for name in lookups[k] where owner[name] == nil {
        guard let members = projectMembers[name] else { continue }
        let usable = members.filter { owner[$0.type] != nil && reasons[$0.file] == nil }
        guard !usable.isEmpty else { continue }
        take(name, usable.map(\.file), .declares(name: name, referencedFrom: files[k].path))
      }
    }
  }

  private mutating func drain(from next: inout Int) {
    while next < queue.count {
      let k = queue[next]
      next += 1
      let symbols = files[k].symbols
      for name in lookups[k] where owner[name] == nil {
        let reason = DependencySlice.Reason.declares(name: name, referencedFrom: files[k].path)
        if let candidates = declarers[name] {
          take(name, candidates, reason)
        } else if let members = externalMembers[name] {
          // `.brand` where a colour is expected, or `UIColor.brand`: not `list.firstIndex`
          // when some file happens to extend Array with a `firstIndex`.
          let implicit = symbols.implicitMemberReferences.contains(name)
          let usable = members.filter { m in
            let typeName = m.type.split(separator: ".").last.map(String.init) ?? m.type
            return
              (implicit
              && !files[m.file].symbols.extensionMembers.contains {
                $0.lookupName == name && $0.kind == "init"
              }) || symbols.references.contains(typeName)
          }
          if !usable.isEmpty { take(name, usable.map(\.file), reason) }
        }
      }
      for type in declaredTypes[k].sorted() {
        for e in extenders[type] ?? [] where reasons[e] == nil && !conflicts(e) {
          let addsConformance = files[e].symbols.conformingExtensions.contains(type)
          let addsInspectables = files[e].extensions.contains {
            $0.extendedType == type && !$0.inspectables.isEmpty
          }
          if hasTopLevelCode(e) || !(addsConformance || addsInspectables) { continue }
          add(e, .extends(type: type))
        }
      }
    }
  }

  private mutating func take(_ name: String, _ candidates: [Int], _ reason: DependencySlice.Reason)
  {
    let usable = candidates.filter { !conflicts($0) && !hasTopLevelCode($0) }
    if usable.isEmpty {
      if let main = candidates.first(where: hasTopLevelCode), notedNames.insert(name).inserted {
        notes.append(
          Diagnostic(
            .note,
            "'\(name)' is declared in \(files[main].path), an app's main file with top-level code; it is left out",
            id: "slice-entry-point"))
      }
      return
    }
    let pick = nearest(usable, to: [])
    noteClash(name, picked: pick, among: usable)
    add(pick, reason)
  }

  mutating func noteClash(_ name: String, picked: Int, among candidates: [Int]) {
    let others = candidates.filter { $0 != picked }.map { files[$0].path }.sorted()
    guard !others.isEmpty, notedNames.insert(name).inserted else { return }
    notes.append(
      Diagnostic(
        .note,
        "'\(name)' is declared in several files; using \(files[picked].path), not "
          + others.joined(separator: ", "),
        id: "slice-duplicate"))
  }

  /// The candidate whose folder is nearest `near` (or the roots' folders), then the
  /// shallowest, then the first by path.
  func nearest(_ candidates: [Int], to near: [String]) -> Int {
    let anchors = near.isEmpty ? rootFolders : near.map(Self.folder)
    func key(_ k: Int) -> (Int, Int, String) {
      let folder = Self.folder(of: files[k].path)
      let distance = anchors.map { Self.distance(folder, $0) }.min() ?? 0
      return (distance, folder.count, files[k].path)
    }
    return candidates.min { key($0) < key($1) } ?? candidates[0]
  }

  static func folder(of path: String) -> [Substring] {
    Array(path.split(separator: "/").dropLast())
  }

  /// Folders to climb and descend from `a` to `b`.
  static func distance(_ a: [Substring], _ b: [Substring]) -> Int {
    var common = 0
    while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
    return a.count + b.count - 2 * common
  }
}
