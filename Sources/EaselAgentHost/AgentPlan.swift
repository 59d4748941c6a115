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
  /// Of `nonDesignables`, the `@IBDesignable` classes whose file no target compiles, each
  /// with why (`DesignablesProject.notInTarget(file:project:)`): Xcode builds them no more.
  public var notBuiltReasons: [String: String] = [:]
  /// What scanning and planning found.
  public var diagnostics: [Diagnostic] = []
  public var build: IsolatingBuild.Result?
  /// Classes the scenes use that the project declares in Objective-C and that did not
  /// translate into Swift: Build failed, with the translator's located errors.
  public var objectiveC: [String: [Diagnostic]] = [:]
  /// Keys the scenes' runtime attributes set whose Objective-C categories did not translate,
  /// with the translator's errors (a warning in `diagnostics` names each).
  public var keyErrors: [String: [Diagnostic]] = [:]

  /// Works out which classes `scenes` of `document` (read from `url`) need built, and builds
  /// (or finds in the cache) their agent. `sources` is where the designable sources are (nil:
  /// the document's project); `designTime` builds only designables, as Interface Builder
  /// does, else every Swift class the scenes use (UINib's run time). Objective-C the scenes
  /// use (classes, or keys its categories add) is translated first, by `translateObjC` (nil:
  /// Easel's translator), and then built as Swift. Touches no main-actor state, so the
  /// designer runs it in the background after a source is saved and the render that follows
  /// finds the agent cached.
  ///
  /// The agent is the module's, not the scenes': it holds every class of the document's
  /// module (and of the modules it depends on) that the project can build, so that every
  /// scene and document of the module draws from one build (`moduleRoots`). With `compiling`
  /// false an agent the cache does not hold is not compiled: `notBuilt` says so, and the
  /// caller draws without it while it is built elsewhere. `progress` hears of each module
  /// compiled: its name, its files, and how many classes the agent is built for.
  public init(
    document: IBDocument, at url: URL, scenes: [Scene], sources: URL?, designTime: Bool,
    cacheDirectory: URL, planCache: AgentPlanCache?, translateObjC: ObjCBuild.Translate? = nil,
    compiling: Bool = true,
    progress: (@Sendable (_ module: String, _ files: Int, _ classes: Int) -> Void)? = nil
  ) throws {
    try self.init(
      uses: SceneUses(document: document, scenes: scenes), at: url, sources: sources,
      designTime: designTime, cacheDirectory: cacheDirectory, planCache: planCache,
      translateObjC: translateObjC, compiling: compiling, progress: progress)
  }

  /// The plan for scenes that use what `uses` lists (read from their document beforehand),
  /// the document's file being `url`: as `init(document:at:scenes:…)`, without the document,
  /// so that a host whose document is edited on one thread can plan (scan, build) on another.
  ///
  /// With `scenesOnly`, the agent is built for the scenes' own designables, from the files
  /// their slices need (`DesignablesProject.Build.slices`) instead of every file of their
  /// modules: a first agent, quick to compile, that a host builds ahead of the module's
  /// (IBAnimatable's DemoApp needs 50 of the pod's 171 files). Without it, a render that does
  /// not compile and finds the module's agent not built yet draws with that first agent when
  /// it is built and every class of the scenes built in it.
  ///
  /// `moduleNiceness` lowers the priority of the module's compile (`AgentBuilder.niceness`):
  /// a host compiling it while pages draw from first agents keeps the processor for those.
  public init(
    uses: SceneUses, at url: URL, sources: URL?, designTime: Bool,
    cacheDirectory: URL, planCache: AgentPlanCache?, translateObjC: ObjCBuild.Translate? = nil,
    compiling: Bool = true, scenesOnly: Bool = false, moduleNiceness: Int32 = 0,
    progress: (@Sendable (_ module: String, _ files: Int, _ classes: Int) -> Void)? = nil
  ) throws {
    let root = Self.projectRoot(of: url, sources: sources, planCache: planCache)
    var project = try planCache?.project(at: root) ?? DesignablesProject(root: root)
    let used = uses.customClasses
    // Translated when the scenes use a class of the project (a Swift one may use the
    // Objective-C of its target) or a key an Objective-C category adds.
    if project.hasObjectiveC
      && (project.scan.classes.contains { $0.documentNames.contains(where: used.contains) }
        || uses.setsAny(of: project.objectiveCCategoryKeys))
    {
      let make = {
        ObjCBuild(
          toolchain: try Toolchain.locate(), designablesCache: cacheDirectory,
          translate: translateObjC)
      }
      // The Objective-C the module's agent (every designable) and the scenes' classes and
      // keys reach: the rest of a target is never read by clang. At design time a class that
      // is not designable (a document's view controller) is drawn as its UIKit class, never
      // built, so what it names is not reached; nor are the designables of the other
      // projects of a repository of several.
      let built = designTime ? used.filter(project.isDesignable) : used
      let roots = project.designableNames(near: url).union(built)
      let keys = uses.runtimeKeyPaths
      project =
        try planCache?.translated(project, for: roots, keys: keys, near: url, make)
        ?? project.translatingObjectiveC(for: roots, keys: keys, near: url, make)
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
        .flatMap(\.documentNames))
    let designables = used.filter { buildable.contains($0) }
    // A class translated from Objective-C that failed is not a plain Swift class drawn as its
    // base class: it is Build failed below, with its errors.
    var nonDesignables = used.subtracting(designables).filter {
      project.definesSwiftClass($0) && project.objectiveCFailures[$0] == nil
    }
    for name in used.subtracting(designables).subtracting(nonDesignables).sorted() {
      guard let c = scan.classes.first(where: { $0.language == .objectiveC && $0.name == name })
      else { continue }
      if designTime && !c.isDesignable {
        nonDesignables.insert(name)  // Interface Builder draws it as its base class too
        continue
      }
      // Its implementation in no target: Xcode does not build it either.
      if designTime, let why = project.notInTargetReason(c) {
        nonDesignables.insert(name)
        notBuiltReasons[name] = why
        continue
      }
      // Not translated: Build failed with the translator's errors, or the step that left it
      // out, drawn as its base class.
      self.objectiveC[name] = project.whyNotTranslated(c)
    }
    self.designables = designables
    self.nonDesignables = nonDesignables
    for (c, holder) in project.strayDesignables {
      for name in c.documentNames where nonDesignables.contains(name) {
        notBuiltReasons[name] =
          DesignablesProject.notInTarget(
            file: project.shownPath(c.location.file), project: project.shownPath(holder.path))
      }
    }
    diagnostics = scan.diagnostics + project.objectiveCWarnings
    // The registration warnings of the classes the agent compiled are those of what it
    // compiled, as the agent's own registration is (`AgentBuilder.compiled(by:in:)`).
    defer {
      if let build { diagnostics = Self.registrationNotes(diagnostics, built: build, scan: scan) }
    }
    // Keys Objective-C categories add that did not translate: they cost their attributes,
    // as a Swift extension's keys do (`extensionFailure(key:errors:scan:)`).
    let failedKeys = project.objectiveCKeyFailures.filter {
      uses.setsAny(of: [$0.key])
    }
    var seen = Set(diagnostics.map(\.description))
    if let note = Self.rootNotFound(
      of: url, root: root, sources: sources, project: project,
      unknown: used.subtracting(designables).subtracting(nonDesignables))
    {
      diagnostics.append(note)
    }
    for key in failedKeys.keys.sorted() {
      let errors = failedKeys[key] ?? []
      // An error at the first of them, naming the key; the errors for the full text.
      if let failure = Self.extensionFailure(key: key, errors: errors, scan: scan) {
        diagnostics.append(failure)
        keyErrors[key] = errors
        continue
      }
      for d in errors where seen.insert(d.description).inserted {
        diagnostics.append(d)
      }
    }
    // The keys the scenes' runtime attributes set that Swift extensions add (seed 002's
    // `textAsKey`): each built as its own root, from the files adding it and what they use,
    // so that an extension that does not build loses its own keys, never a class.
    let extensionKeys = scan.extensions.filter { $0.language == .swift }.reduce(
      into: Set<String>()
    ) { $0.formUnion($1.runtimeKeys) }
    let extensionRoots = Set(uses.keysUsed(among: extensionKeys).map(Self.extensionsRoot(for:)))
    if designables.isEmpty && extensionRoots.isEmpty { return }
    // A build cache that holds no agent and no failure (a project opened for the first time)
    // has none to find: the plans that would name one are not made only to learn it.
    if !compiling && Self.holdsNoBuild(cacheDirectory) {
      notBuilt = true
      return
    }

    let fallbackModule = uses.module ?? Self.sanitize(root.lastPathComponent)
    let sceneRoots = designables.union(extensionRoots)
    let sliced = {
      try Self.slicedBuild(
        project: project, document: url, roots: sceneRoots, fallbackModule: fallbackModule,
        cacheDirectory: cacheDirectory, planCache: planCache, compiling: $0, progress: progress)
    }
    if scenesOnly && designTime {
      guard let (build, notes) = try sliced(compiling) else {
        notBuilt = true
        return
      }
      diagnostics += notes
      self.build = build
      return
    }
    let modular = try Self.moduleRoots(
      project: project, document: url, used: designables, buildable: buildable,
      extensionRoots: extensionRoots, fallbackModule: fallbackModule,
      designTime: designTime, planCache: planCache)
    let key = [cacheDirectory.path, modular.key].joined(separator: "|")
    if let kept = planCache?.build(key) {
      diagnostics += kept.notes
      build = kept.build
      return
    }
    let toolchain = try Toolchain.locate()
    var builder = AgentBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
    builder.compiles = compiling
    builder.niceness = moduleNiceness
    let classes = modular.roots.filter { !Self.isExtensionsRoot($0) }.count
    if let progress {
      builder.onCompile = { module, files in progress(module, files, classes) }
    }
    let plan = {
      project.build(
        for: modular.roots, document: url, fallbackModule: fallbackModule,
        availableModules: toolchain.availableModules())
    }
    let planned = planCache?.plan(modular.key, plan) ?? plan()
    diagnostics += planned.notes
    // Found not built already (and not to be compiled now): the cache is not asked again.
    let knownUnbuilt = !compiling && planCache?.isKnownUnbuilt(key) == true
    let build =
      knownUnbuilt
      ? IsolatingBuild.Result.unbuilt
      : try IsolatingBuild(builder: builder).buildNarrowingToDeclarations(
        planned, scan: scan, roots: modular.roots, project: project)
    if build.notBuilt {
      if !compiling { planCache?.noteUnbuilt(key) }
      // While the module's agent is built, the scenes' own agent may be (`scenesOnly`).
      if designTime, let (first, notes) = try sliced(false), first.failures.isEmpty,
        first.executable != nil
      {
        diagnostics += notes
        self.build = first
        return
      }
      notBuilt = true
      return
    }
    planCache?.keep(build, notes: planned.notes, as: key)
    self.build = build
  }

  /// Whether the build cache `folder` holds no agent and no remembered failure: a plan that
  /// does not compile finds nothing there, whatever it names. (IBAnimatable, an empty cache:
  /// the plans of the module's agent and of the first agent's slice and cut, 0.25 s of CPU
  /// before the first agent's compile, made only to learn that.)
  static func holdsNoBuild(_ folder: URL) -> Bool {
    let fm = FileManager.default
    for name in ["agents", "failures"] {
      let entries = (try? fm.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path))
      if entries?.isEmpty == false { return false }
    }
    return true
  }

  /// The agent of `roots` built from the files their slices need, from the cache, compiled
  /// when `compiling`; nil when it is not in the cache and not compiled.
  static func slicedBuild(
    project: DesignablesProject, document url: URL, roots: Set<String>, fallbackModule: String,
    cacheDirectory: URL, planCache: AgentPlanCache?, compiling: Bool,
    progress: (@Sendable (_ module: String, _ files: Int, _ classes: Int) -> Void)?,
    cut: @escaping DeclarationCutter = DeclarationSlice.cut
  ) throws -> (build: IsolatingBuild.Result, notes: [Diagnostic])? {
    let planKey = [
      project.root.path, url.path, fallbackModule, "slice", roots.sorted().joined(separator: ","),
    ].joined(separator: "|")
    let key = [cacheDirectory.path, planKey].joined(separator: "|")
    if let kept = planCache?.build(key) { return (kept.build, kept.notes) }
    // Another document's first agent that built these classes (Main.storyboard's one button
    // class, which DemoApp's scene built) draws them as its own would.
    let scope = [cacheDirectory.path, project.root.path, fallbackModule].joined(separator: "|")
    if let covering = planCache?.firstAgent(covering: roots, scope: scope) {
      return (covering.build, covering.notes)
    }
    let toolchain = try Toolchain.locate()
    var builder = AgentBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
    builder.compiles = compiling
    let classes = roots.filter { !isExtensionsRoot($0) }.count
    if let progress {
      builder.onCompile = { module, files in progress(module, files, classes) }
    }
    let plan = {
      var build = project.build(
        for: roots, document: url, fallbackModule: fallbackModule,
        availableModules: toolchain.availableModules())
      build.plan = build.plan.keeping(build.slices.values.reduce(into: []) { $0.formUnion($1) })
      return build
    }
    let planned = planCache?.plan(planKey, plan) ?? plan()
    // The declarations the classes need first; whole files when the cut does not build (or
    // none can be made), and those files' failures isolated as ever.
    let makeCut = { Self.declarationCut(planned, roots: roots, project: project, cut: cut) }
    if let cut = planCache?.cut(planKey, makeCut) ?? makeCut() {
      switch try builder.build(cut.plan, scan: cut.scan) {
      case .notBuilt:
        return nil
      case .built(let executable, let cached, let notes):
        var build = IsolatingBuild.Result()
        build.executable = executable
        build.cached = cached
        build.rounds = cached ? 0 : 1
        build.notes = notes
        build.declarations = (cut.slice.kept, cut.slice.total)
        planCache?.keep(build, notes: planned.notes, as: key)
        planCache?.keep(firstAgent: build, notes: planned.notes, roots: roots, scope: scope)
        return (build, planned.notes)
      case .failed:
        break
      }
    }
    let build = try IsolatingBuild(builder: builder).buildNarrowingToDeclarations(
      planned, scan: project.scan, roots: roots, project: project)
    if build.notBuilt { return nil }
    planCache?.keep(build, notes: planned.notes, as: key)
    planCache?.keep(firstAgent: build, notes: planned.notes, roots: roots, scope: scope)
    return (build, planned.notes)
  }

  /// A build of the top-level declarations `roots` need: the plan with the other
  /// declarations of its files blanked, and the scan of those texts (so that no registration
  /// or selector table names what is left out).
  public struct DeclarationCut: Sendable {
    public var plan: AgentBuildPlan
    public var scan: ScanResult
    public var slice: DeclarationSlice
  }

  /// The cut `cut` makes of `planned`'s files for `roots` (nil when none can be made, or it
  /// leaves out less than `worthwhile` of their text, by default `worthwhileCut`). The files declaring the roots are
  /// kept whole, so that an error in a class's own file fails the cut and the files' build
  /// says what it says.
  static func declarationCut(
    _ planned: DesignablesProject.Build, roots: Set<String>, project: DesignablesProject,
    cut: DeclarationCutter = DeclarationSlice.cut, worthwhile: Double = worthwhileCut
  ) -> DeclarationCut? {
    guard let input = CutInput(planned, project: project) else { return nil }
    let plannedTexts = input.plannedTexts
    guard let slice = cut(input.files, roots, project.scan, input.opaque(for: roots)),
      !slice.texts.isEmpty || worthwhile <= 0,
      Double(slice.bytesLeftOut) >= worthwhile * Double(slice.bytes)
    else { return nil }
    var plan = planned.plan
    plan.dependencies = plan.dependencies.map { m in
      var m = m
      m.texts.merge(slice.texts.filter { path, _ in m.files.contains { $0.path == path } }) {
        _, cut in cut
      }
      return m
    }
    plan.main.texts.merge(
      slice.texts.filter { path, _ in plan.main.files.contains { $0.path == path } }
    ) { _, cut in cut }
    let scan = ScanResult(
      files: project.scan.files.map { file in
        (slice.texts[file.path] ?? plannedTexts[file.path]).map {
          SwiftScanner.scan(source: $0, path: file.path)
        } ?? file
      })
    return DeclarationCut(plan: plan, scan: scan, slice: slice)
  }

  /// What a declaration cut of a plan's files is made from: their texts, and which of them
  /// are kept whole for a set of roots.
  struct CutInput {
    /// Each file of the plan: its path and text (the plan's own text of it when it has one:
    /// `MissingModuleCut`'s).
    var files: [(path: String, text: String)] = []
    /// The texts the plan gives files.
    var plannedTexts: [String: String]
    /// Swift translated from Objective-C (its lines map elsewhere).
    var translated: Set<String>
    /// Each class's declaring files.
    var own: [String: Set<String>]
    /// For the runtime attributes' extensions' roots (`extensionsRoot`, `extensionsRoot(for:)`),
    /// path → the lines of the top-level declarations adding their keys: a key is its
    /// extension, not the file it is in, whose other helpers a cut can leave out.
    var keyDeclarations: [String: [String: [ClosedRange<Int>]]] = [:]

    init?(_ planned: DesignablesProject.Build, project: DesignablesProject) {
      plannedTexts = planned.plan.modules.reduce(into: [String: String]()) {
        $0.merge($1.texts) { a, _ in a }
      }
      for url in planned.plan.allFiles {
        if let text = plannedTexts[url.path] {
          files.append((url.path, text))
          continue
        }
        guard let data = try? Data(contentsOf: url) else { return nil }
        files.append((url.path, String(decoding: data, as: UTF8.self)))
      }
      translated = planned.plan.modules.reduce(into: Set<String>()) { $0.formUnion($1.translated) }
      own = IsolatingBuild.declaringFiles(project.scan)
      // Per file, the lines its extensions adding keys start at and their roots; each file
      // split once.
      let paths = Set(files.map(\.path))
      var adding: [String: [(line: Int, roots: [String])]] = [:]
      for e in project.scan.extensions where e.language == .swift && paths.contains(e.location.file)
      {
        let roots =
          (e.properties.isEmpty ? [] : [AgentPlan.extensionsRoot])
          + e.runtimeKeys.map(AgentPlan.extensionsRoot(for:))
        if !roots.isEmpty { adding[e.location.file, default: []].append((e.location.line, roots)) }
      }
      for (path, extensions) in adding {
        guard
          let found = DeclarationSlice.declarationLines(
            containing: extensions.map(\.line), in: path, of: files)
        else { continue }
        for (e, lines) in zip(extensions, found) {
          guard let lines else { continue }
          for root in e.roots {
            keyDeclarations[root, default: [:]][path, default: []].append(lines)
          }
        }
      }
    }

    /// The files kept whole and followed for `roots`: the translated ones and the files
    /// declaring the roots' classes, so that an error in a class's own file fails the cut.
    /// An extensions' root keeps its declarations (`DeclarationSlice` keeps every extension a
    /// document can set keys through), not its files whole.
    func opaque(for roots: Set<String>) -> Set<String> {
      roots.reduce(into: translated) {
        if !AgentPlan.isExtensionsRoot($1) { $0.formUnion(own[$1] ?? []) }
      }
    }

    /// Whether an error at `location` is `root`'s own: in a file declaring the class, or, for
    /// an extensions' root, in a declaration adding its keys (in their files, when those
    /// declarations were not found).
    func owns(_ root: String, _ location: SourceLocation) -> Bool {
      guard AgentPlan.isExtensionsRoot(root) else {
        return own[root]?.contains(location.file) == true
      }
      if let declarations = keyDeclarations[root] {
        return declarations[location.file]?.contains { $0.contains(location.line) } == true
      }
      return own[root]?.contains(location.file) == true
    }
  }

  /// The least share of the files' text a declaration cut must leave out to be compiled
  /// instead of the whole files: below it the compile saves less than its run-to-run noise
  /// (a fifth of its CPU at one load), while the cut costs a scan of its texts, a build key
  /// of its own, and a second compile when it does not build. (IBAnimatable's DemoApp: the
  /// cut kept 153 of 171 declarations and compiled no faster, measured.)
  static let worthwhileCut = 0.1

  /// What makes a `DeclarationSlice`: its files (path, text), roots, scan and opaque files.
  typealias DeclarationCutter =
    @Sendable (
      _ files: [(path: String, text: String)], _ roots: Set<String>, _ scan: ScanResult,
      _ opaque: Set<String>
    ) -> DeclarationSlice?

  /// Whether the module's agent was needed, not in the cache, and not compiled (`compiling`
  /// false): `build` is nil, and the scenes' designables are still to be built.
  public var notBuilt = false

  /// The classes the agent of `document`'s module is built for, and a key that names that
  /// build: every class of `buildable` declared in a file the document's build plan compiles
  /// (its target and the modules that target depends on), with `used` (the scenes' own, which
  /// may be declared elsewhere) and `extensionRoots`, the roots of the keys extensions add
  /// that the scenes' runtime attributes set (`extensionsRoot(for:)`). Every document of one
  /// target setting no such key thus asks for the same build, and an edit of a document
  /// changes it only when it sets another of them. Found once per document by a host's
  /// `planCache`. At run time (`designTime` false) only the classes the scenes use: every
  /// Swift class of a module (its controllers, its app delegate) would be more chances for
  /// the build to fail.
  static func moduleRoots(
    project: DesignablesProject, document url: URL, used: Set<String>, buildable: Set<String>,
    extensionRoots: Set<String>, fallbackModule: String, designTime: Bool,
    planCache: AgentPlanCache?
  ) throws -> (roots: Set<String>, key: String) {
    let documentKey = [
      project.root.path, url.path, fallbackModule, designTime ? "design" : "run",
      used.union(extensionRoots).sorted().joined(separator: ","),
    ].joined(separator: "|")
    if let kept = planCache?.moduleRoots(documentKey) { return kept }
    var roots = used.union(extensionRoots)
    guard designTime else { return (roots, documentKey) }
    // The document's plan for the classes it uses: which modules, and so which files.
    let first = project.build(
      for: roots, document: url, fallbackModule: fallbackModule,
      availableModules: try Toolchain.locate().availableModules())
    let files = Set(first.plan.allFiles.map(\.path))
    for c in project.scan.classes where files.contains(c.location.file) {
      if buildable.contains(c.qualifiedName) { roots.insert(c.qualifiedName) }
    }
    let key = [
      project.root.path, fallbackModule, designTime ? "design" : "run",
      first.plan.modules.map(\.name).joined(separator: ","),
      roots.sorted().joined(separator: ","),
    ].joined(separator: "|")
    planCache?.keep(moduleRoots: (roots, key), as: documentKey)
    return (roots, key)
  }

  /// The folder a render of `document` takes as its project: `sources` when given, else the
  /// project above the document (found once per document by a host's `planCache`).
  public static func projectRoot(of document: URL, sources: URL?, planCache: AgentPlanCache?)
    -> URL
  {
    sources ?? planCache?.projectRoot(containing: document)
      ?? ProjectFiles.projectRoot(containing: document)
  }

  /// `diagnostics` with the registration warnings (`designable-not-registered`) of the files
  /// `built` compiled read again from those files alone: a file no target compiles (a
  /// mocking library's `UILabel` stand-in) says nothing of the classes the agent holds.
  static func registrationNotes(
    _ diagnostics: [Diagnostic], built: IsolatingBuild.Result, scan: ScanResult
  ) -> [Diagnostic] {
    let compiled = built.builtSlices.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    let id = "designable-not-registered"
    guard
      diagnostics.contains(where: {
        $0.id == id && $0.location.map { compiled.contains($0.file) } == true
      })
    else { return diagnostics }
    let own = ScanResult(
      files: scan.files.filter { $0.language != .swift || compiled.contains($0.path) })
    return diagnostics.filter { d in
      d.id != id || d.location.map { compiled.contains($0.file) } != true
    }
      + own.plan.diagnostics.filter {
        $0.id == id && $0.location.map { compiled.contains($0.file) } == true
      }
  }

  /// A warning when nothing marks the document's project (no Xcode project, package or `.git`
  /// above it), so its own folder stood for the project, and the custom classes it names are
  /// not in that folder's sources: a checkout without its project or history, whose classes
  /// are elsewhere. Where they are is the user's to say (`--sources`); nil otherwise.
  static func rootNotFound(
    of document: URL, root: URL, sources: URL?, project: DesignablesProject,
    unknown: Set<String>
  ) -> Diagnostic? {
    guard sources == nil, project.context == nil, !unknown.isEmpty,
      root.standardizedFileURL.path
        == document.standardizedFileURL.deletingLastPathComponent().path
    else { return nil }
    let names = unknown.sorted()
    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    return Diagnostic(
      .warning,
      "no Xcode project, package or .git is above this document, so its folder stands for "
        + "the project, and no source there declares \(shown); `--sources DIR` names the "
        + "folder of the project's sources",
      id: "project-root-not-found", at: SourceLocation(file: document.path, line: 1, column: 1))
  }

  /// The designable classes with their status so far: Up to date when built, Build failed
  /// with the compiler's diagnostics (or the translator's, for Objective-C that did not
  /// translate).
  public var buildStatuses: [String: DesignableStatus] {
    var statuses: [String: DesignableStatus] = [:]
    for name in designables { statuses[name] = .upToDate }
    for (name, errors) in build?.failures ?? [:] where designables.contains(name) {
      statuses[name] = .buildFailed(diagnostics: project.failureDiagnostics(of: name, errors))
    }
    for (name, errors) in objectiveC {
      statuses[name] = .buildFailed(diagnostics: errors.leadingWithFirstError)
    }
    return statuses
  }

  /// The slice name under which the files of extensions adding inspectables to UIKit classes
  /// are built (seed 002's `textAsKey`); not a class, so it gets no status.
  public static let extensionsRoot = "@extensions"

  /// The slice name under which the files of extensions adding `key` (an `@IBInspectable`, or
  /// a key key-value coding sets through a member Objective-C sees) are built, with what they
  /// use: the root of a key the scenes' runtime attributes set.
  public static func extensionsRoot(for key: String) -> String { extensionsRoot + ":" + key }

  /// Whether `name` is an extensions' root (`extensionsRoot`, `extensionsRoot(for:)`), not a
  /// class.
  public static func isExtensionsRoot(_ name: String) -> Bool { name.hasPrefix(extensionsRoot) }

  /// The key of an extensions' root made by `extensionsRoot(for:)`; nil for another name.
  public static func runtimeKey(ofRoot name: String) -> String? {
    guard name.hasPrefix(extensionsRoot + ":") else { return nil }
    return String(name.dropFirst(extensionsRoot.count + 1))
  }

  /// `name` as a Swift module name: letters, digits and `_`, not starting with a digit.
  public static func sanitize(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = cleaned.first, first.isNumber { return "_" + cleaned }
    return cleaned.isEmpty ? "Designables" : cleaned
  }
}
