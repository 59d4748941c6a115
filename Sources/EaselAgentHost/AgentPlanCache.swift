import EaselDiagnostics
import EaselInterface
import EaselResources
import Foundation

/// What a long-running host (`easel serve`) keeps between renders while the project's sources
/// stay as they are: the scan of the sources and, for each set of classes a scene needs, the
/// agent built for them, and the project each document belongs to. Without it every render
/// scans the sources again, walks up from the document to find its project and hashes every
/// input of the agent to find it in the build cache. The host calls `invalidate()` when a
/// source is saved. A build stopped because the compiler took too long is not kept.
public final class AgentPlanCache: @unchecked Sendable {
  private let lock = NSLock()
  /// Held while a scan, a translation or a module's plan is made, so that two threads
  /// wanting the same one (the designer's background build and a frame) make it once: the
  /// one that waited finds it kept.
  private let making = NSLock()
  private var projects: [String: DesignablesProject] = [:]
  private var translatedProjects: [String: DesignablesProject] = [:]
  private var builds: [String: (notes: [Diagnostic], build: IsolatingBuild.Result)] = [:]
  private var plans: [String: DesignablesProject.Build] = [:]
  private var modules: [String: (roots: Set<String>, key: String)] = [:]
  private var roots: [String: URL] = [:]
  /// Builds found neither kept nor in the build cache by a plan that does not compile.
  private var unbuilt: Set<String> = []
  private var cuts: [String: AgentPlan.DeclarationCut?] = [:]
  private var firstAgents:
    [(scope: String, roots: Set<String>, notes: [Diagnostic], build: IsolatingBuild.Result)] = []

  public init() {}

  /// Forgets everything: a source changed.
  public func invalidate() {
    lock.lock()
    defer { lock.unlock() }
    projects = [:]
    translatedProjects = [:]
    builds = [:]
    plans = [:]
    modules = [:]
    roots = [:]
    unbuilt = []
    cuts = [:]
    firstAgents = []
  }

  /// The project `document` belongs to (`ProjectFiles.projectRoot(containing:)`), found once.
  public func projectRoot(containing document: URL) -> URL {
    lock.lock()
    if let root = roots[document.path] {
      lock.unlock()
      return root
    }
    lock.unlock()
    let root = ProjectFiles.projectRoot(containing: document)
    lock.lock()
    roots[document.path] = root
    lock.unlock()
    return root
  }

  /// The scan of the sources under `root`, made once.
  func project(at root: URL) throws -> DesignablesProject {
    lock.lock()
    if let project = projects[root.path] {
      lock.unlock()
      return project
    }
    lock.unlock()
    making.lock()
    defer { making.unlock() }
    lock.lock()
    if let project = projects[root.path] {
      lock.unlock()
      return project
    }
    lock.unlock()
    let project = try DesignablesProject(root: root)
    lock.lock()
    projects[root.path] = project
    lock.unlock()
    return project
  }

  /// `project` with the Objective-C `roots` and `keys` reach translated for a document
  /// `near` (`translatingObjectiveC(for:keys:near:_:)`), done once for each.
  func translated(
    _ project: DesignablesProject, for roots: Set<String>, keys: Set<String>,
    near document: URL? = nil, _ make: () throws -> ObjCBuild
  ) throws -> DesignablesProject {
    let key = [
      project.root.path, roots.sorted().joined(separator: ","),
      keys.sorted().joined(separator: ","), document?.path ?? "",
    ].joined(separator: "|")
    lock.lock()
    if let kept = translatedProjects[key] {
      lock.unlock()
      return kept
    }
    lock.unlock()
    making.lock()
    defer { making.unlock() }
    lock.lock()
    if let kept = translatedProjects[key] {
      lock.unlock()
      return kept
    }
    lock.unlock()
    let translated = try project.translatingObjectiveC(
      for: roots, keys: keys, near: document, make)
    lock.lock()
    translatedProjects[key] = translated
    lock.unlock()
    return translated
  }

  /// The build kept under `key`, if its agent is still there.
  func build(_ key: String) -> (notes: [Diagnostic], build: IsolatingBuild.Result)? {
    lock.lock()
    defer { lock.unlock() }
    guard let kept = builds[key], let executable = kept.build.executable,
      FileManager.default.isExecutableFile(atPath: executable.path)
    else { return nil }
    return kept
  }

  /// Keeps `build` under `key`, unless the compiler was stopped for taking too long (a busy
  /// machine may do better next time). Classes that failed stay failed until a source
  /// changes, as the build cache remembers them.
  func keep(_ build: IsolatingBuild.Result, notes: [Diagnostic], as key: String) {
    guard !build.notBuilt, !build.compilerTimedOut,
      build.executable != nil || !build.failures.isEmpty
    else { return }
    lock.lock()
    defer { lock.unlock() }
    builds[key] = (notes, build)
    unbuilt.remove(key)
  }

  /// Whether the build under `key` was found not built by a plan that does not compile
  /// (`noteUnbuilt`), and neither kept since nor the sources changed. Such a plan then skips
  /// hashing every input of the build again to learn the same: while a module's agent is
  /// compiled in the background, each render of its documents asked the build cache for it
  /// (IBAnimatable's 102 files hashed and their registration generated, about 0.5 s of a
  /// debug build on a loaded machine, on the way to the first agent's frame). A build made
  /// meanwhile by another program is found by the host's own background build, which
  /// compiles and so asks the cache, and keeps it.
  func isKnownUnbuilt(_ key: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return unbuilt.contains(key) && builds[key] == nil
  }

  /// Remembers that the build under `key` is not in the build cache.
  func noteUnbuilt(_ key: String) {
    lock.lock()
    defer { lock.unlock() }
    unbuilt.insert(key)
  }

  /// The build plan of a module's agent kept under `key` (`AgentPlan.moduleRoots`), made by
  /// `make` and kept if there is none.
  func plan(_ key: String, _ make: () throws -> DesignablesProject.Build) rethrows
    -> DesignablesProject.Build
  {
    making.lock()
    defer { making.unlock() }
    lock.lock()
    if let kept = plans[key] {
      lock.unlock()
      return kept
    }
    lock.unlock()
    let plan = try make()
    lock.lock()
    plans[key] = plan
    lock.unlock()
    return plan
  }

  /// The classes a document's module agent is built for, and its key, kept under `key`.
  func moduleRoots(_ key: String) -> (roots: Set<String>, key: String)? {
    lock.lock()
    defer { lock.unlock() }
    return modules[key]
  }

  /// Keeps the classes a document's module agent is built for, and its key.
  func keep(moduleRoots: (roots: Set<String>, key: String), as key: String) {
    lock.lock()
    defer { lock.unlock() }
    modules[key] = moduleRoots
  }

  /// The declaration cut planned under `key` (nil: none can be made), made once.
  func cut(_ key: String, _ make: () throws -> AgentPlan.DeclarationCut?) rethrows
    -> AgentPlan.DeclarationCut?
  {
    making.lock()
    defer { making.unlock() }
    lock.lock()
    if let kept = cuts[key] {
      lock.unlock()
      return kept
    }
    lock.unlock()
    let cut = try make()
    lock.lock()
    cuts[key] = .some(cut)
    lock.unlock()
    return cut
  }

  /// Keeps a first agent (`AgentPlan.slicedBuild`) built for `roots` in `scope` (the cache
  /// folder, the project and the module), so that scenes of other documents whose classes it
  /// built draw with it too.
  func keep(
    firstAgent build: IsolatingBuild.Result, notes: [Diagnostic], roots: Set<String>,
    scope: String
  ) {
    guard build.executable != nil, !build.notBuilt else { return }
    lock.lock()
    defer { lock.unlock() }
    firstAgents.append((scope, roots, notes, build))
  }

  /// A first agent of `scope` that built every one of `roots`, if one is kept and its
  /// executable is still there.
  func firstAgent(covering roots: Set<String>, scope: String)
    -> (notes: [Diagnostic], build: IsolatingBuild.Result)?
  {
    lock.lock()
    defer { lock.unlock() }
    let found = firstAgents.first { kept in
      kept.scope == scope && roots.isSubset(of: kept.roots)
        && roots.isDisjoint(with: kept.build.failures.keys)
        && kept.build.executable.map {
          FileManager.default.isExecutableFile(atPath: $0.path)
        } == true
    }
    return found.map { ($0.notes, $0.build) }
  }
}
