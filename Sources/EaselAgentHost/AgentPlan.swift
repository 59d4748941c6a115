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
  /// Classes the scenes use that the project declares in Objective-C and that did not
  /// translate into Swift: Build failed, with the translator's located errors.
  public var objectiveC: [String: [Diagnostic]] = [:]

  /// Works out which classes `scenes` of `document` (read from `url`) need built, and builds
  /// (or finds in the cache) their agent. `sources` is where the designable sources are (nil:
  /// the document's project); `designTime` builds only designables, as Interface Builder
  /// does, else every Swift class the scenes use (UINib's run time). Objective-C the scenes
  /// use (classes, or keys its categories add) is translated first, by `translateObjC` (nil:
  /// Easel's translator), and then built as Swift. Touches no main-actor state, so the
  /// designer runs it in the background after a source is saved and the render that follows
  /// finds the agent cached.
  public init(
    document: IBDocument, at url: URL, scenes: [Scene], sources: URL?, designTime: Bool,
    cacheDirectory: URL, planCache: AgentPlanCache?, translateObjC: ObjCBuild.Translate? = nil
  ) throws {
    let root = Self.projectRoot(of: url, sources: sources, planCache: planCache)
    var project = try planCache?.project(at: root) ?? DesignablesProject(root: root)
    let used = Self.customClasses(in: scenes)
    // Translated when the scenes use a class of the project (a Swift one may use the
    // Objective-C of its target) or a key an Objective-C category adds.
    if project.hasObjectiveC
      && (project.scan.classes.contains {
        used.contains($0.name) || used.contains($0.qualifiedName)
      }
        || Self.usesKeys(project.objectiveCCategoryKeys, scenes: scenes, document: document))
    {
      let make = {
        ObjCBuild(
          toolchain: try Toolchain.locate(), designablesCache: cacheDirectory,
          translate: translateObjC)
      }
      project = try planCache?.translated(project, make) ?? project.translatingObjectiveC(make)
    }
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
    let designables = used.filter { buildable.contains($0) }
    var nonDesignables = used.subtracting(designables).filter { project.definesSwiftClass($0) }
    for name in used.subtracting(designables).subtracting(nonDesignables).sorted() {
      guard let c = scan.classes.first(where: { $0.language == .objectiveC && $0.name == name })
      else { continue }
      if designTime && !c.isDesignable {
        nonDesignables.insert(name)  // Interface Builder draws it as its base class too
        continue
      }
      // Not translated: Build failed with the translator's errors, drawn as its base class.
      self.objectiveC[name] =
        project.objectiveCFailures[name]
        ?? [DesignablesProject.notTranslated(name, at: c.location)]
    }
    self.designables = designables
    self.nonDesignables = nonDesignables
    diagnostics = scan.diagnostics
    // Keys Objective-C categories add that did not translate: their errors, once each.
    let failedKeys = project.objectiveCKeyFailures.filter {
      Self.usesKeys([$0.key], scenes: scenes, document: document)
    }
    var seen = Set(diagnostics.map(\.description))
    for key in failedKeys.keys.sorted() {
      for d in failedKeys[key] ?? [] where seen.insert(d.description).inserted {
        diagnostics.append(d)
      }
    }
    let extensionKeys = Set(
      scan.extensions.filter { $0.language == .swift }.flatMap {
        $0.inspectables.map(\.name) + $0.objcMembers.compactMap(\.settableKey)
      })
    let usesExtensionKeys = Self.usesKeys(extensionKeys, scenes: scenes, document: document)
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
  /// with the compiler's diagnostics (or the translator's, for Objective-C that did not
  /// translate).
  public var buildStatuses: [String: DesignableStatus] {
    var statuses: [String: DesignableStatus] = [:]
    for name in designables { statuses[name] = .upToDate }
    for (name, errors) in build?.failures ?? [:] where name != Self.extensionsRoot {
      statuses[name] = .buildFailed(diagnostics: errors)
    }
    for (name, errors) in objectiveC { statuses[name] = .buildFailed(diagnostics: errors) }
    return statuses
  }

  /// Whether a view of `scenes` sets a runtime attribute whose key path is one of `keys`.
  static func usesKeys(_ keys: Set<String>, scenes: [Scene], document: IBDocument) -> Bool {
    guard !keys.isEmpty else { return false }
    return scenes.contains { scene in
      guard let v = scene.rootView else { return false }
      return ([v] + v.descendants()).contains { e in
        document.runtimeAttributes(of: e, diagnostics: DiagnosticLog()).contains {
          keys.contains($0.keyPath)
        }
      }
    }
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
