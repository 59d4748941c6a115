import EaselDiagnostics
import EaselInspect
import Foundation

/// Builds an agent for several designable classes so that one failing class never sinks the
/// rest (Interface Builder fails them all).
///
/// Each class comes with its *slice*: the files its build needs. When a compile fails, the
/// files its errors are in are left out. A class whose own file (the one declaring it) is
/// among them is marked Build failed with the errors of its slice's files. A class whose slice
/// took a failing file only by a name it refers to — slices match names as written, so a
/// view's `isLTRLanguage` property takes a view controller's global `isLTRLanguage` — is built
/// again without that file: if it did need it, the next compile says so in its own file, and
/// the class fails with both files' errors, the left-out file's first. This goes on until a
/// build succeeds or no class is left. Errors that name no file (the linker's, the driver's)
/// fail every class still in the build.
///
/// A class may come with a *narrow* slice too (`DesignablesProject.Build.narrowSlices`: the
/// project's own declarations it uses, without the files taken only because an extension of
/// a framework type declares a member of a name it uses). A class whose narrow slice leaves
/// out half its whole slice's files or more is built from it first: failures of files outside
/// it never blame it (a self-contained designable in an app whose other files and pods do not
/// compile here is built however they fare; its other failing files are left out, as for any
/// class), and when its own files fail, it takes its whole slice from the next round on,
/// without blame. When the rounds run out, the classes the last
/// failure does not touch are built once more without the others, which fail.
public struct IsolatingBuild: Sendable {
  public var builder: AgentBuilder
  /// Compiles to try before giving up on the classes still in.
  public var maximumRounds = 6

  public init(builder: AgentBuilder) { self.builder = builder }

  /// What came of it.
  public struct Result: Sendable {
    /// The agent, holding every class not in `failures`; `nil` when none could be built.
    public var executable: URL?
    /// Whether the agent came from the cache.
    public var cached = false
    /// Classes that did not build, with the errors that stopped them.
    public var failures: [String: [Diagnostic]] = [:]
    /// Files left out of the build because they did not compile.
    public var excludedFiles: Set<String> = []
    /// Compiles run (0 when the agent was cached).
    public var rounds = 0
    /// Class name → the files it was built from: its narrow slice when that built, else its
    /// whole slice less the files left out.
    public var builtSlices: [String: Set<String>] = [:]
    /// What preparing the sources found and left alone (rewrites it could not make).
    public var notes: [Diagnostic] = []
    /// Whether a compile was needed and the builder was told not to (`AgentBuilder.compiles`):
    /// nothing else here is then final.
    public var notBuilt = false
    /// Whether a compile was stopped for taking too long (`BuildFailure.timedOut`).
    public var compilerTimedOut = false
    /// When the agent was built from the top-level declarations its classes need
    /// (`DeclarationSlice`) rather than whole files: how many were compiled, of how many.
    public var declarations: (kept: Int, total: Int)?

    /// A build that was not compiled and is not in the cache (`notBuilt`).
    static var unbuilt: Result {
      var result = Result()
      result.notBuilt = true
      return result
    }
  }

  /// Builds `plan` for `slices` (class name → paths of the files its build needs), trying
  /// `narrowSlices` first where they are worth it (`narrowed(slices:narrow:)`).
  public func build(
    _ plan: AgentBuildPlan, scan: ScanResult, slices: [String: Set<String>],
    narrowSlices: [String: Set<String>] = [:]
  ) throws -> Result {
    var result = Result()
    var active = slices
    var narrowed = Self.narrowed(slices: slices, narrow: narrowSlices)
    for name in narrowed { active[name] = narrowSlices[name] }
    var narrowRounds = 0
    var followedMembers: Set<String> = []
    var lastRound = false
    let everything = Set(plan.allFiles.map(\.path))
    let own = Self.declaringFiles(scan)
    // Per class, the errors of the files left out of its slice, shown first if it fails.
    var leftOut: [String: [Diagnostic]] = [:]
    while !active.isEmpty {
      let needed = active.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      let current = plan.keeping(needed.intersection(everything))
      let outcome = try builder.build(current, scan: scan)
      switch outcome {
      case .notBuilt:
        result.notBuilt = true
        return result
      case .built(let executable, let cached, let notes):
        result.executable = executable
        result.cached = cached
        result.notes = notes + Self.leftOutNotes(leftOut, active: active)
        result.builtSlices = active
        if !cached { result.rounds += 1 }
        return result
      case .failed(let failure):
        result.rounds += 1
        if failure.timedOut { result.compilerTimedOut = true }
        let failing = failure.failingFiles.intersection(needed)
        // Classes on their narrow slice whose own files fail (all of them, when the failure
        // names no file) take their whole slices, without blame: the next round says what
        // fails. Their slices' other failing files are left out, as for any class.
        let widened = narrowed.filter { name in
          (failure.failingFiles.isEmpty && !failure.unlocatedErrors.isEmpty)
            || !(own[name] ?? active[name] ?? []).isDisjoint(with: failing)
        }
        if !widened.isEmpty {
          narrowRounds += 1
          for name in widened { active[name] = slices[name] }
          narrowed.subtract(widened)
          continue
        }
        // A member call the compiler could not match that an extension in the project
        // declares (`list.append(otherList)` with an `extension Array { func append(_:
        // Array) }`, which a slice does not follow for a name the standard library has):
        // the declaring files join the slices whose files fail so, once per name.
        var grew = false
        for (member, files) in Self.unmatchedMembers(failure.diagnostics)
        where followedMembers.insert(member).inserted {
          let (declarers, unbuildable) = Self.declarers(
            of: member, scan: scan, among: everything,
            missingModules: plan.unprovidedModules.union(plan.missingModules.keys))
          if !unbuildable.isEmpty {
            let note = Self.unbuildableDeclarersNote(
              member, unbuildable, scan: scan,
              missing: plan.unprovidedModules.union(plan.missingModules.keys))
            for (name, slice) in active where !slice.isDisjoint(with: files) {
              leftOut[name, default: []].append(note)
            }
          }
          let needed = Self.withTheirNeeds(
            declarers, scan: scan, among: everything,
            missingModules: plan.unprovidedModules.union(plan.missingModules.keys))
          for (name, slice) in active
          where !slice.isDisjoint(with: files) && !declarers.isSubset(of: slice) {
            active[name] = slice.union(needed)
            grew = true
          }
        }
        if grew {
          narrowRounds += 1
          continue
        }
        var blamed = failing
        // A dependency module that does not compile is left out whole, as a module that is
        // not found is (its imports blanked): left out file by file, its other files only
        // fail in turn (a Carthage checkout's RxSwift), and the rounds run out. Not for the
        // classes it declares: they are built again without its failing files, as the main
        // module's are.
        var failingModules: [Set<String>] = []
        for m in current.dependencies where m.files.contains(where: { failing.contains($0.path) }) {
          let files = Set(m.files.map(\.path))
          failingModules.append(files)
          blamed.formUnion(files)
        }
        let unlocated = failure.unlocatedErrors
        if !blamed.isEmpty, unlocated.isEmpty, result.rounds - narrowRounds >= maximumRounds,
          !lastRound
        {
          // Out of rounds: the classes this failure touches fail; the others, once more alone.
          let touched = active.filter { !$0.value.isDisjoint(with: blamed) }
          if touched.count < active.count {
            for (name, slice) in touched {
              result.failures[name] = Self.failure(
                leftOut: leftOut[name], Self.ownErrors(failure, files: slice, or: unlocated))
              active[name] = nil
            }
            result.excludedFiles.formUnion(blamed)
            lastRound = true
            continue
          }
        }
        if blamed.isEmpty || result.rounds - narrowRounds >= maximumRounds {
          // Nothing to leave out: every class still in shares the failure.
          let errors = unlocated.isEmpty ? failure.diagnostics : unlocated
          for name in active.keys {
            result.failures[name] = Self.failure(
              leftOut: leftOut[name],
              Self.ownErrors(failure, files: active[name] ?? [], or: errors))
          }
          return result
        }
        result.excludedFiles.formUnion(blamed)
        for (name, slice) in active where !slice.isDisjoint(with: blamed) {
          let declaring = own[name] ?? []
          let blamed = Self.blamed(
            failing: failing, failingModules: failingModules, declaring: declaring)
          if slice.isDisjoint(with: blamed) { continue }
          if declaring.isEmpty || !declaring.isDisjoint(with: blamed) {
            result.failures[name] = Self.failure(
              leftOut: leftOut[name], Self.ownErrors(failure, files: slice, or: unlocated))
            active[name] = nil
          } else {
            let dropped = slice.intersection(blamed)
            leftOut[name, default: []] += failure.diagnostics.filter { d in
              !failure.buildFiles(of: d).isDisjoint(with: dropped)
            }
            active[name] = slice.subtracting(blamed)
          }
        }
      }
    }
    return result
  }

  /// The files of `among` whose extensions declare `member`, and apart those of them that
  /// import a module the build cannot provide (`missingModules`: SwiftUI), which cannot compile
  /// here: taken in, they would only fail the module they are in (LoopKit/Loop's SwiftUI
  /// `extension Color { static let glucoseTintColor }` beside the UIColor one a view uses).
  static func declarers(
    of member: String, scan: ScanResult, among: Set<String>, missingModules: Set<String>
  ) -> (buildable: Set<String>, unbuildable: Set<String>) {
    var buildable: Set<String> = []
    var unbuildable: Set<String> = []
    for f in scan.files
    where among.contains(f.path) && f.symbols.extensionMembers.contains(where: {
      $0.lookupName == member
    }) {
      if f.symbols.imports.contains(where: { missingModules.contains($0.module) }) {
        unbuildable.insert(f.path)
      } else {
        buildable.insert(f.path)
      }
    }
    return (buildable, unbuildable)
  }

  /// `files` with what they need in turn among `among` (a colour defined from another
  /// extension's: LoopKit/Loop's `glucoseTintColor` from `HIGGreenColor()`), as a slice
  /// follows any file it takes.
  static func withTheirNeeds(
    _ files: Set<String>, scan: ScanResult, among: Set<String>, missingModules: Set<String>
  ) -> Set<String> {
    guard !files.isEmpty else { return files }
    let rest = ScanResult(
      files: scan.files.filter { among.contains($0.path) && !files.contains($0.path) })
    return files.union(
      DependencySlice.files(
        importedBy: scan.files.filter { files.contains($0.path) }, scan: rest,
        missingModules: missingModules
      ).paths)
  }

  /// Says that `member` is declared in files that import a module the build cannot provide,
  /// which are left out.
  static func unbuildableDeclarersNote(
    _ member: String, _ files: Set<String>, scan: ScanResult, missing: Set<String>
  ) -> Diagnostic {
    let modules = Set(
      scan.files.filter { files.contains($0.path) }
        .flatMap { $0.symbols.imports.map(\.module) }
    ).intersection(missing)
    return Diagnostic(
      .note,
      "'\(member)' is declared in \(files.sorted().joined(separator: ", ")) too, which imports \(modules.sorted().joined(separator: ", ")), a module the designables build cannot provide; that file is left out",
      id: "slice-unbuildable-declarer")
  }

  /// The member names of errors that say a call matched no declaration (`no exact matches in
  /// call to instance method 'append'`, `value of type 'T' has no member 'x'`), each with the
  /// files it was reported in.
  static func unmatchedMembers(_ diagnostics: [Diagnostic]) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    let shapes = [
      "no exact matches in call to instance method '",
      "no exact matches in call to static method '",
      "no exact matches in call to class method '", "has no member '",
    ]
    for d in diagnostics where d.severity == .error {
      guard let file = d.location?.file else { continue }
      for shape in shapes {
        guard let start = d.message.range(of: shape) else { continue }
        let name = d.message[start.upperBound...].prefix { $0 != "'" && $0 != "(" }
        if !name.isEmpty { found[String(name), default: []].insert(file) }
      }
    }
    return found
  }

  /// The classes to build from their narrow slices first: those whose narrow slice leaves out
  /// half their whole slice's files or more. Below that, the whole slice is built at once.
  static func narrowed(slices: [String: Set<String>], narrow: [String: Set<String>]) -> Set<String>
  {
    Set(
      narrow.compactMap { name, files in
        guard let whole = slices[name], files.count * 2 <= whole.count else { return nil }
        return name
      })
  }

  /// The files a class declared in `declaring` loses after a failed compile: the `failing`
  /// files, and every file of each dependency module with a failing file (`failingModules`)
  /// unless the class is declared in that module, which is then built again without only its
  /// failing files.
  static func blamed(
    failing: Set<String>, failingModules: [Set<String>], declaring: Set<String>
  ) -> Set<String> {
    failingModules.reduce(into: failing) { all, module in
      if module.isDisjoint(with: declaring) { all.formUnion(module) }
    }
  }

  /// Class name (simple and qualified) → the files declaring it; for the runtime
  /// attributes' extensions (`AgentPlan.extensionsRoot`), the files of the Swift extensions
  /// that declare key-value settable properties, and for each key's root
  /// (`AgentPlan.extensionsRoot(for:)`), the files of those adding that key: a key whose
  /// file fails is lost, the others' are not.
  static func declaringFiles(_ scan: ScanResult) -> [String: Set<String>] {
    var files: [String: Set<String>] = [:]
    for c in scan.classes {
      files[c.name, default: []].insert(c.location.file)
      files[c.qualifiedName, default: []].insert(c.location.file)
    }
    for e in scan.extensions where e.language == .swift {
      if !e.properties.isEmpty {
        files[AgentPlan.extensionsRoot, default: []].insert(e.location.file)
      }
      for key in e.runtimeKeys {
        files[AgentPlan.extensionsRoot(for: key), default: []].insert(e.location.file)
      }
    }
    return files
  }

  /// One note per class built without files its slice had taken by name and that did not
  /// compile: which files, and their first error.
  static func leftOutNotes(
    _ leftOut: [String: [Diagnostic]], active: [String: Set<String>]
  ) -> [Diagnostic] {
    leftOut.keys.sorted().filter { active[$0] != nil }.compactMap { name in
      let errors = leftOut[name] ?? []
      let files = Set(errors.compactMap { $0.location?.file }).map {
        ($0 as NSString).lastPathComponent
      }.sorted()
      guard let first = errors.first(where: { $0.severity == .error }) else { return nil }
      return Diagnostic(
        .note,
        "\(name) was built without \(files.joined(separator: ", ")), which it does not need "
          + "and which does not compile here (\(first.description))",
        id: "designable-file-left-out")
    }
  }

  /// What a class's failed build reports: the errors of the files left out of its slice
  /// (`leftOut`, which say why its own files fail) before its own, and the notes of what was
  /// left out, but its first error first (`leadingWithFirstError`): the status line, the
  /// summary and a report's `diagnostics[0]` show it as the first error.
  static func failure(leftOut: [Diagnostic]?, _ own: [Diagnostic]) -> [Diagnostic] {
    ((leftOut ?? []) + own).leadingWithFirstError
  }

  /// The errors of `failure` located in `files`, the unlocated ones after them; `fallback` when
  /// there are none.
  static func ownErrors(
    _ failure: AgentBuilder.BuildFailure, files: Set<String>, or fallback: [Diagnostic]
  ) -> [Diagnostic] {
    let located = failure.diagnostics.filter { d in
      !failure.buildFiles(of: d).isDisjoint(with: files)
    }
    let own = located + failure.unlocatedErrors
    return own.contains { $0.severity == .error } ? own : fallback + located
  }
}
