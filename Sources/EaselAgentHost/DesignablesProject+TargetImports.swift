import EaselInspect
import EaselProject
import Foundation

/// A module that a slice's files see without importing it, through an `import` in another
/// file of their target, and that the plan did not hold: a Carthage or SwiftPM checkout, a pod
/// found by name, which Easel finds only for a module a compiled file imports.
struct TargetImportedModule {
  var module: ModuleSources
  /// The files of it each class's slice needs (its narrow slice's in `narrowSlices`): those
  /// declaring the extension members the slice's files use, with what they need of it.
  var slices: [String: Set<String>] = [:]
  var narrowSlices: [String: Set<String>] = [:]
  /// The scan of its files.
  var scan: ScanResult
}

extension DesignablesProject {
  /// The modules some file of a module of `plan` imports that the build does not provide
  /// (`provided`: the toolchain's, Easel's façades, the plan's, those found for the slices' own
  /// imports) and the project does (`ProjectContext.lookUp(module:)`), whose public extension
  /// members the files of that module that a slice takes use (`ExtensionMemberUses`): with
  /// the files of each slice that need them. Swift before SE-0444's `MemberImportVisibility`
  /// makes the extension members of a module any file of a module imports visible in all of
  /// its files, and Xcode compiles the whole target, so a file using SnapKit's `snp` that
  /// another file of its app imports builds there; a slice of the class's files alone would
  /// lose that import. A module enabling `MemberImportVisibility` sees only its files' own
  /// imports, and takes none. A module none of whose members a slice uses is not built: the
  /// app's other pods would cost their compile, and any of them failing here, the class.
  func modulesSeenThroughTarget(
    of plan: AgentBuildPlan, slices: [String: Set<String>], narrowSlices: [String: Set<String>],
    provided: Set<String>, missingModules: Set<String>,
    superclasses: @escaping (String) -> [String]
  ) -> [TargetImportedModule] {
    guard let context else { return [] }
    // Module name → the plan's modules whose targets import it.
    var importers: [String: [ModulePlan]] = [:]
    for p in plan.modules where !p.hasMemberImportVisibility {
      for name in p.targetImports where !provided.contains(name) && name != p.name {
        importers[name, default: []].append(p)
      }
    }
    guard !importers.isEmpty else { return [] }
    let byPath = Dictionary(scan.files.map { ($0.path, $0) }) { a, _ in a }
    func scanned(_ file: URL) -> FileScan? {
      if let known = byPath[file.path] { return known }
      guard let data = try? Data(contentsOf: file) else { return nil }
      return ScanResult.scanFile(source: String(decoding: data, as: UTF8.self), path: file.path)
    }
    let extensionMarker = Data("extension".utf8)
    let aliasMarker = Data("typealias".utf8)
    var out: [TargetImportedModule] = []
    // The names the files of the slices refer to, and the first argument labels.
    let taken = slices.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    let referenced = taken.reduce(into: Set<String>()) { names, path in
      if let symbols = byPath[path]?.symbols { names.formUnion(symbols.references) }
    }
    for name in importers.keys.sorted() {
      let ownFiles = Set((importers[name] ?? []).flatMap(\.files).map(\.path))
      let seeing = slices.mapValues { $0.intersection(ownFiles) }.filter { !$0.value.isEmpty }
      guard !seeing.isEmpty,
        case .found(let module) = withTranslations(context.lookUp(module: name)),
        !module.swiftFiles.isEmpty
      else { continue }
      // Only a file that declares a name the slices' files refer to can give them a member,
      // and one spelling `typealias` may name the type it extends (SnapKit's `ConstraintView`,
      // in a file of its own): those are scanned; the rest only when some member is used, for
      // what its files need. (RxSwift's 150 files, which the app imports: 127 spell
      // `extension`, scanned for nothing.)
      let extending = module.swiftFiles.filter { file in
        guard byPath[file.path] == nil else { return true }
        guard let data = try? Data(contentsOf: file) else { return false }
        if data.range(of: aliasMarker) != nil { return true }
        guard data.range(of: extensionMarker) != nil else { return false }
        return !Self.declaredNames(in: data).isDisjoint(with: referenced)
      }.compactMap(scanned)
      let members = ExtensionMemberUses(files: extending)
      guard !members.members.isEmpty else { continue }
      var memo: [String: Set<String>] = [:]
      func used(by files: Set<String>) -> Set<String> {
        files.reduce(into: Set<String>()) { used, path in
          if let known = memo[path] { return used.formUnion(known) }
          let found =
            byPath[path].map { members.files(usedBy: $0.symbols, superclasses: superclasses) }
            ?? []
          memo[path] = found
          used.formUnion(found)
        }
      }
      let usedBySlice = seeing.mapValues(used(by:)).filter { !$0.value.isEmpty }
      guard !usedBySlice.isEmpty else { continue }
      let moduleScan = ScanResult(files: module.swiftFiles.compactMap(scanned))
      let paths = Set(moduleScan.files.map(\.path))
      var needs: [Set<String>: Set<String>] = [:]
      func withNeeds(_ files: Set<String>) -> Set<String> {
        if let known = needs[files] { return known }
        let all = IsolatingBuild.withTheirNeeds(
          files, scan: moduleScan, among: paths, missingModules: missingModules)
        needs[files] = all
        return all
      }
      var entry = TargetImportedModule(module: module, scan: moduleScan)
      entry.slices = usedBySlice.mapValues(withNeeds)
      for (className, narrow) in narrowSlices {
        let taken = used(by: narrow.intersection(ownFiles))
        if !taken.isEmpty { entry.narrowSlices[className] = withNeeds(taken) }
      }
      out.append(entry)
    }
    return out
  }

  /// The names `source` (Swift) declares after `func`, `var`, `let`, `case` and `subscript`,
  /// and the first argument label of each `init(`: a quick look, without a scan, at which
  /// members a file may declare (comments and strings included: it may say yes for nothing).
  static func declaredNames(in source: Data) -> Set<String> {
    let introducers: Set<String> = ["func", "var", "let", "case", "init", "subscript"]
    var names: Set<String> = []
    var previous = ""
    var word: [UInt8] = []
    func isWordByte(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == 0x5F || b >= 0x80
    }
    func end() {
      guard !word.isEmpty else { return }
      let text = String(decoding: word, as: UTF8.self)
      if introducers.contains(previous) { names.insert(text) }
      previous = text
      word.removeAll(keepingCapacity: true)
    }
    for b in source {
      if isWordByte(b) {
        word.append(b)
      } else {
        end()
        // `init(hex:)`, `init?(hex:)`, `subscript(safe:)`: the label after the parenthesis.
        if b == 0x28 || b == 0x3F || b == 0x21, previous == "init" || previous == "subscript" {
          continue
        }
        if b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { previous = "" }
      }
    }
    end()
    return names
  }
}
