import EaselDiagnostics
import EaselDocument
import EaselInspect
import EaselInterface
import EaselProject
import EaselResources
import Foundation

/// What a render of some scenes needs from the designables agent: the project, the classes
/// the agent runs and those it leaves to run-time behaviour, and the agent built for them
/// (nil when the scenes need none).
public struct AgentPlan {
  /// The project: where the sources are, and the root resources are searched from.
  public var root: URL
  public var project: DesignablesProject
  /// The designable classes the scenes use: built into the agent.
  public var designables: Set<String>
  /// Custom classes of the project the scenes use that are not designable.
  public var nonDesignables: Set<String>
  /// What scanning and planning found.
  public var diagnostics: [Diagnostic] = []
  public var build: IsolatingBuild.Result?
  /// Classes the scenes use that the project declares in Objective-C, which Easel does not
  /// compile yet: Build failed, with the diagnostic saying so.
  public var objectiveC: [String: Diagnostic] = [:]

  /// Works out which classes `scenes` of `document` (read from `url`) need built, and builds
  /// (or finds in the cache) their agent. `sources` is where the designable sources are (nil:
  /// the document's project); `designTime` builds only designables, as Interface Builder
  /// does, else every Swift class the scenes use (UINib's run time). Touches no main-actor
  /// state, so the designer runs it in the background after a source is saved and the
  /// render that follows finds the agent cached.
  public init(
    document: IBDocument, at url: URL, scenes: [Scene], sources: URL?, designTime: Bool,
    cacheDirectory: URL, planCache: AgentPlanCache?
  ) throws {
    let root = Self.projectRoot(of: url, sources: sources, planCache: planCache)
    let project = try planCache?.project(at: root) ?? DesignablesProject(root: root)
    self.root = root
    self.project = project
    let scan = project.scan
    // Only designables are built: Interface Builder draws any other custom class as its
    // UIKit base class. At run time (UINib's order) every custom class the sources define is
    // built.
    let buildable = Set(
      (designTime
        ? project.designableClasses : project.scan.classes.filter { $0.language == .swift })
        .flatMap { [$0.name, $0.qualifiedName] })
    let used = Self.customClasses(in: scenes)
    let designables = used.filter { buildable.contains($0) }
    var nonDesignables = used.subtracting(designables).filter { project.definesSwiftClass($0) }
    for name in used.subtracting(designables).subtracting(nonDesignables).sorted() {
      guard let c = scan.classes.first(where: { $0.language == .objectiveC && $0.name == name })
      else { continue }
      if designTime && !c.isDesignable {
        nonDesignables.insert(name)  // Interface Builder draws it as its base class too
        continue
      }
      self.objectiveC[name] = Diagnostic(
        .error,
        "\(name) is an Objective-C \(c.isDesignable ? "designable" : "class"), which Easel does not compile yet; drawn as its base class",
        id: "objc-not-compiled", at: c.location)
    }
    self.designables = designables
    self.nonDesignables = nonDesignables
    diagnostics = scan.diagnostics
    let extensionKeys = Set(
      scan.extensions.filter { $0.language == .swift }.flatMap {
        $0.inspectables.map(\.name) + $0.objcMembers.compactMap(\.settableKey)
      })
    let usesExtensionKeys = scenes.contains { scene in
      guard let v = scene.rootView else { return false }
      return ([v] + v.descendants()).contains { e in
        document.runtimeAttributes(of: e, diagnostics: DiagnosticLog()).contains {
          extensionKeys.contains($0.keyPath)
        }
      }
    }
    if designables.isEmpty && !usesExtensionKeys { return }

    var roots = designables
    if usesExtensionKeys { roots.insert(Self.extensionsRoot) }
    let fallbackModule = Self.moduleName(scenes: scenes, root: root)
    let key = [
      root.path, url.path, fallbackModule, cacheDirectory.path,
      roots.sorted().joined(separator: ","),
    ].joined(separator: "|")
    if let kept = planCache?.build(key) {
      diagnostics += kept.notes
      build = kept.build
      return
    }
    let toolchain = try Toolchain.locate()
    let builder = AgentBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
    let planned = project.build(
      for: roots, document: url, fallbackModule: fallbackModule,
      availableModules: toolchain.availableModules())
    diagnostics += planned.notes
    let build = try IsolatingBuild(builder: builder).build(
      planned.plan, scan: scan, slices: planned.slices)
    planCache?.keep(build, notes: planned.notes, as: key)
    self.build = build
  }

  /// The folder a render of `document` takes as its project: `sources` when given, else the
  /// project above the document (found once per document by a host's `planCache`).
  public static func projectRoot(of document: URL, sources: URL?, planCache: AgentPlanCache?)
    -> URL
  {
    sources ?? planCache?.projectRoot(containing: document)
      ?? ProjectFiles.projectRoot(containing: document)
  }

  /// The designable classes with their status so far: Up to date when built, Build failed
  /// with the compiler's diagnostics (or because Easel does not compile Objective-C).
  public var buildStatuses: [String: DesignableStatus] {
    var statuses: [String: DesignableStatus] = [:]
    for name in designables { statuses[name] = .upToDate }
    for (name, errors) in build?.failures ?? [:] where name != Self.extensionsRoot {
      statuses[name] = .buildFailed(diagnostics: errors)
    }
    for (name, d) in objectiveC { statuses[name] = .buildFailed(diagnostics: [d]) }
    return statuses
  }

  /// The slice name under which the files of extensions adding inspectables to UIKit classes
  /// are built (seed 002's `textAsKey`); not a class, so it gets no status.
  public static let extensionsRoot = "@extensions"

  /// The custom classes the scenes' views name.
  static func customClasses(in scenes: [Scene]) -> Set<String> {
    var names: Set<String> = []
    for scene in scenes {
      guard let root = scene.rootView else { continue }
      for e in [root] + root.descendants() {
        if let name = e.customClass, e.isViewElement || e === root { names.insert(name) }
      }
    }
    return names
  }

  /// The module the document's classes say they live in, else the project folder's name.
  static func moduleName(scenes: [Scene], root: URL) -> String {
    for scene in scenes {
      guard let v = scene.rootView else { continue }
      for e in [v] + v.descendants() {
        if let module = e.customModule, !module.isEmpty { return sanitize(module) }
      }
    }
    return sanitize(root.lastPathComponent)
  }

  /// `name` as a Swift module name: letters, digits and `_`, not starting with a digit.
  public static func sanitize(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = cleaned.first, first.isNumber { return "_" + cleaned }
    return cleaned.isEmpty ? "Designables" : cleaned
  }
}
