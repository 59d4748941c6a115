import EaselDiagnostics
import EaselInspect
import Foundation

/// Builds a designables agent from an `AgentBuildPlan`: each dependency module becomes a
/// static library with its `.swiftmodule`, then the storyboard's module, the generated
/// registration code and a small `main` become the agent executable. Everything is compiled
/// by `swiftc -swift-version N -D TARGET_INTERFACE_BUILDER` against the UIKit façade, each module
/// in its own language mode (`SwiftLanguageMode`, from its `SWIFT_VERSION`), and
/// cached by the hash of everything that goes into it: a dependency module by its own inputs
/// (so editing the app does not rebuild its pods), the agent by all of them.
public struct AgentBuilder: Sendable {
  public var toolchain: Toolchain
  public var cacheDirectory: URL
  /// Seconds the compiler may take, per module.
  public var timeout: Double = 300
  /// Whether a build the cache does not hold is compiled; false answers `notBuilt` instead,
  /// so that a host can draw at once and compile in the background.
  public var compiles = true
  /// Called with each module as its compile starts (its name, its files), for a host's
  /// progress; not called for modules found in the cache.
  public var onCompile: (@Sendable (_ module: String, _ files: Int) -> Void)?
  /// How much lower than the host's the compiler's priority is (`nice`; 0: the same): a host
  /// compiles what no page waits for below what one waits for.
  public var niceness: Int32 = 0

  public init(toolchain: Toolchain, cacheDirectory: URL) {
    self.toolchain = toolchain
    self.cacheDirectory = cacheDirectory
  }

  /// The cache folder: `EASEL_CACHE_DIR`, else `$XDG_CACHE_HOME/easel`, else `~/.cache/easel`.
  public static func defaultCacheDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let dir = environment["EASEL_CACHE_DIR"] { return URL(fileURLWithPath: dir) }
    if let xdg = environment["XDG_CACHE_HOME"] {
      return URL(fileURLWithPath: xdg).appendingPathComponent("easel")
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/easel")
  }

  /// The outcome of a build.
  public enum Outcome: Sendable {
    /// `notes`: what preparing the sources found and left alone, or could not rewrite.
    case built(executable: URL, cached: Bool, notes: [Diagnostic])
    case failed(BuildFailure)
    /// Not in the cache, and `compiles` is false.
    case notBuilt
  }

  /// A module that did not compile, and what the compiler said.
  public struct BuildFailure: Sendable, Codable {
    /// The module that failed.
    public var module: String
    /// Every diagnostic of every compile job, errors in generated code blamed on the source
    /// file whose declaration they came from.
    public var diagnostics: [Diagnostic]
    /// The files the located errors are in.
    public var failingFiles: Set<String>
    /// Everything the compiler printed.
    public var output: String
    /// Whether the compiler was stopped for taking too long (such a failure is not cached:
    /// a busy machine may do better next time).
    public var timedOut = false
    /// Files the diagnostics name that the build compiled as translated Swift: each `.m` (or
    /// `.h`) a translated file's `#sourceLocation` lines name → the translated files.
    public var translatedFrom: [String: Set<String>]?

    /// The files of the build `d` is about: the file it names, or the Swift translated from it.
    public func buildFiles(of d: Diagnostic) -> Set<String> {
      guard let file = d.location?.file else { return [] }
      return translatedFrom?[file] ?? [file]
    }

    /// Whether the compiler refused a precompiled module built in another module cache (a
    /// cache folder moved or copied): not the sources' fault, so not cached as theirs.
    public var isFromAnotherModuleCache: Bool {
      output.contains("was compiled with module cache path")
    }

    /// Errors that name no source file of the build (linker errors, driver errors).
    public var unlocatedErrors: [Diagnostic] {
      diagnostics.filter { $0.severity == .error && $0.location == nil }
    }
  }

  /// Builds (or finds in the cache) the agent for `plan`; `scan` covers all its files.
  /// Registration and preparation are planned from the files it compiles alone, as Swift
  /// resolves names within what a module compiles: a file no target compiles (a mocking
  /// library's `open class UILabel: UIView, NSCoding` stand-in) never becomes the superclass
  /// of the project's `UILabel` subclasses.
  public func build(_ plan: AgentBuildPlan, scan whole: ScanResult) throws -> Outcome {
    let scan = Self.compiled(by: plan, in: whole)
    let fm = FileManager.default
    let identity = toolchain.identity()
    // Asked of pkg-config only when something is compiled: a cached agent needs none.
    var found: [String]?
    func moduleMaps() throws -> [String] {
      if let found { return found }
      let arguments = try SystemModules.compilerArguments()
      found = arguments
      return arguments
    }
    let work = cacheDirectory.appendingPathComponent("work")
      .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try fm.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: work) }
    // The selector tables list what the agent's code or Easel's key-value coding can look
    // up by name, decided from every file the agent compiles (`ObjCTableScope`).
    let compiled = Set(plan.allFiles.map(\.path))
    let objcScope = ObjCTableScope(
      compiling: scan.files.filter { compiled.contains($0.path) }, plan: scan.plan)

    // Dependency modules, each cached under its own key. One that fails does not stop the
    // rest: every module that compiles is kept and every failure is returned together, so
    // that an app with a dozen pods Easel cannot build (a networking pod, a keychain pod, a
    // keyboard pod) learns them all in one compile round, not one a round.
    var libraries: [(name: String, folder: URL)] = []
    var dependencyKeys = ""
    var failures: [BuildFailure] = []
    // The last dependency, when the storyboard's module has no files of its own and its
    // library is not built, is compiled with `main` into the agent (`fusedCompile`).
    var fused: (module: ModulePlan, generated: String)?
    for (index, module) in plan.dependencies.enumerated() {
      if let refused = Self.refusal(of: module) {
        failures.append(refused)
        continue
      }
      let generated = registrationSource(
        for: module, scan: scan, isMain: false, objcScope: objcScope,
        building: plan.dependencies[..<index].map(\.name))
      let key = try moduleKey(module, generated: generated, extra: identity + dependencyKeys)
      let folder = cacheDirectory.appendingPathComponent("modules").appendingPathComponent(key)
      let library = folder.appendingPathComponent("lib\(module.name).a")
      if let failure = cachedFailure(key) {
        failures.append(failure)
        continue
      }
      if index == plan.dependencies.count - 1, failures.isEmpty, Self.fuses(module, into: plan),
        !fm.fileExists(atPath: library.path)
      {
        fused = (module, generated)
        dependencyKeys += "|" + key
        continue
      }
      // Builds of the same module take turns (the designer's background build and a render
      // that cannot wait, another Easel): the one that waited finds it made, or failed.
      var turn: FolderLock?
      defer { turn?.unlock() }
      if !fm.fileExists(atPath: library.path) {
        guard compiles else { return .notBuilt }
        let locks = cacheDirectory.appendingPathComponent("locks").appendingPathComponent(key)
        try fm.createDirectory(at: locks, withIntermediateDirectories: true)
        turn = try FolderLock(locks)
        if let failure = cachedFailure(key) {
          failures.append(failure)
          continue
        }
      }
      if !fm.fileExists(atPath: library.path) {
        onCompile?(module.name, module.files.count)
        let out = work.appendingPathComponent(module.name)
        try fm.createDirectory(at: out, withIntermediateDirectories: true)
        let sources = try prepare(
          module, generated: generated, plan: plan, scan: scan, objcScope: objcScope, in: out)
        // Whole-module: one compiler process reads the files and the façade once. File by
        // file, each of IBAnimatable's 172 files had its own process reading them all: 94 s
        // against 42 s for the module, with the machine loaded. A dependency is cached by its
        // contents and never compiled incrementally, so nothing is lost. The module is
        // written by the same compiler process (`-no-emit-module-separately-wmo`): the driver
        // would otherwise start a second one that type-checks every declaration again to
        // write it, about a sixth more compiler time on IBAnimatable's first agent.
        let arguments =
          try moduleMaps()
          + commonArguments(
            module, importsUIKit: sources.importsUIKit, searching: libraries.map(\.folder)) + [
            "-wmo", "-no-emit-module-separately-wmo", "-parse-as-library", "-emit-module",
            "-emit-module-path",
            out.appendingPathComponent("\(module.name).swiftmodule").path,
            "-emit-library", "-static", "-o",
            out.appendingPathComponent("lib\(module.name).a").path,
          ] + sources.paths
        if let failure = try compile(arguments, module: module.name, sources: sources) {
          remember(failure, key)
          failures.append(failure)
          continue
        }
        try publish(out, to: folder)
      }
      libraries.append((module.name, folder))
      dependencyKeys += "|" + key
    }
    if let failure = BuildFailure(merging: failures) { return .failed(failure) }

    // The storyboard's module, the registration and `main`, linked into the agent.
    if let refused = Self.refusal(of: plan.main) { return .failed(refused) }
    let generated = registrationSource(
      for: plan.main, scan: scan, isMain: true, objcScope: objcScope,
      building: plan.dependencies.map(\.name))
    let main = mainSource(dependencies: plan.dependencies.map(\.name))
    let key = try moduleKey(
      plan.main, generated: generated + main, extra: identity + dependencyKeys + "|agent")
    let folder = cacheDirectory.appendingPathComponent("agents").appendingPathComponent(key)
    let executable = folder.appendingPathComponent("agent")
    if fm.isExecutableFile(atPath: executable.path) {
      AgentBundle.link(plan.modules, into: folder)
      return .built(executable: executable, cached: true, notes: Self.readNotes(in: folder))
    }
    if let failure = cachedFailure(key) { return .failed(failure) }
    guard compiles else { return .notBuilt }
    if let fused {
      return try fusedCompile(
        fused.module, generated: fused.generated, plan: plan, scan: scan, objcScope: objcScope,
        main: mainSource(dependencies: plan.dependencies.map(\.name), fused: fused.module.name),
        libraries: libraries, key: key, folder: folder, work: work, moduleMaps: moduleMaps)
    }
    // The agent is compiled incrementally in a folder kept per project module, so that a
    // one-file change recompiles that file (and what depends on it), not the module.
    let out = cacheDirectory.appendingPathComponent("builds").appendingPathComponent(
      cacheKey(
        sources: [],
        extra: identity + dependencyKeys + "|" + plan.main.name + "|"
          + plan.main.conditions.joined(separator: ",") + (plan.main.definesDebug ? "" : ",-DEBUG")
          + "|"
          + (plan.main.languageMode.compilerArgument ?? "") + "|"
          + (plan.main.files.first?.deletingLastPathComponent().path ?? "")))
    try fm.createDirectory(at: out, withIntermediateDirectories: true)
    let lock = try FolderLock(out)
    defer { lock.unlock() }
    if let made = madeMeanwhile(executable, in: folder, plan: plan, key: key) { return made }
    onCompile?(plan.main.name, plan.main.files.count)
    let prepared = work.appendingPathComponent("agent-prepared")
    try fm.createDirectory(at: prepared, withIntermediateDirectories: true)
    var sources = try prepare(
      plan.main, generated: generated, plan: plan, scan: scan, objcScope: objcScope, in: prepared)
    sources = try Self.stabilize(
      sources, preparedIn: prepared, to: out.appendingPathComponent("sources"))
    let mainURL = out.appendingPathComponent("main.swift")
    try Self.writeIfChanged(Data(main.utf8), to: mainURL)
    let inputs = sources.paths + [mainURL.path]
    let map = out.appendingPathComponent("output-file-map.json")
    try Self.writeIfChanged(Self.outputFileMap(inputs, in: out), to: map)
    let product = out.appendingPathComponent("agent")
    var arguments =
      try moduleMaps()
      + commonArguments(
        plan.main, importsUIKit: sources.importsUIKit, searching: libraries.map(\.folder))
    // Static libraries are searched in order: a module's library before those it uses.
    for library in libraries.reversed() {
      arguments += ["-L", library.folder.path, "-l\(library.name)"]
    }
    // Batch mode: a build from scratch (an empty cache, a first agent) runs one frontend per
    // batch of files instead of one per file, each of which parsed every file and loaded the
    // façade again (41 files: 6.5 s of CPU against 11 s), and the batches of a large module
    // run on every core; a one-file change still compiles that file and its dependents.
    arguments += [
      "-incremental", "-enable-batch-mode", "-j", "\(Self.jobs)",
      "-output-file-map", map.path, "-emit-dependencies",
    ]
    arguments += toolchain.linkerArguments()
    arguments += [
      "-L", toolchain.libraryDirectory.path, "-lEaselRuntime",
      "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory.path,
      "-o", product.path,
    ]
    arguments += inputs
    if let failure = try compile(arguments, module: plan.main.name, sources: sources) {
      remember(failure, key)
      return .failed(failure)
    }
    try publishAgent(product, from: work, to: folder, plan: plan, notes: sources.notes)
    return .built(executable: executable, cached: false, notes: sources.notes)
  }

  /// Clang's module cache for the compiles of a cache folder: inside it, in a folder named
  /// by where it is. A precompiled module names the folder it was built in, and the compiler
  /// refuses it from any other ("was compiled with module cache path …"): a cache folder
  /// moved or copied elsewhere builds its modules again in a folder of its own, where the
  /// default (`$XDG_CACHE_HOME/clang/ModuleCache`, moved with it) failed every new build.
  static func moduleCache(in cacheDirectory: URL) -> URL {
    let location = cacheDirectory.standardizedFileURL.path
    return cacheDirectory.appendingPathComponent("module-cache")
      .appendingPathComponent(String(cacheKey(sources: [], extra: location).prefix(16)))
  }

  /// How many compile jobs the driver runs at once: the machine's processors.
  static var jobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Whether `module`, the plan's last dependency, is compiled with the agent's `main` into
  /// the agent itself instead of into a library the storyboard's module then links
  /// (`fusedCompile`): when that module has no files of its own (its designables are all its
  /// dependencies', as an app's whose designables come from a pod), it would compile only its
  /// empty registration and `main`. Not when a file of the module is named `main.swift`,
  /// which the compiler would take for the entry point.
  static func fuses(_ module: ModulePlan, into plan: AgentBuildPlan) -> Bool {
    plan.main.files.isEmpty && !module.files.contains { $0.lastPathComponent == "main.swift" }
  }

  /// Compiles `module` (the plan's last dependency) and the agent's `main` into the agent,
  /// whole-module, in one compiler run: what the library, then the storyboard's module and the
  /// link would have been (IBAnimatable's DemoApp: the app's module, only its registration
  /// and `main`, was two more frontends and a driver, 0.6 s of CPU and 1–2 s of wall clock
  /// after the library's compile). The agent is cached under the key the two compiles would
  /// have given it; no library of `module` is kept (a first agent's slice is not used by
  /// another build), so a later build whose other modules change compiles it again.
  private func fusedCompile(
    _ module: ModulePlan, generated: String, plan: AgentBuildPlan, scan: ScanResult,
    objcScope: ObjCTableScope, main: String, libraries: [(name: String, folder: URL)],
    key: String, folder: URL, work: URL, moduleMaps: () throws -> [String]
  ) throws -> Outcome {
    let fm = FileManager.default
    let executable = folder.appendingPathComponent("agent")
    let locks = cacheDirectory.appendingPathComponent("locks").appendingPathComponent(key)
    try fm.createDirectory(at: locks, withIntermediateDirectories: true)
    let turn = try FolderLock(locks)
    defer { turn.unlock() }
    if let made = madeMeanwhile(executable, in: folder, plan: plan, key: key) { return made }
    onCompile?(module.name, module.files.count)
    let out = work.appendingPathComponent(module.name)
    try fm.createDirectory(at: out, withIntermediateDirectories: true)
    let sources = try prepare(
      module, generated: generated, plan: plan, scan: scan, objcScope: objcScope, in: out)
    let entry = work.appendingPathComponent("entry")
    try fm.createDirectory(at: entry, withIntermediateDirectories: true)
    let mainURL = entry.appendingPathComponent("main.swift")
    try Data(main.utf8).write(to: mainURL)
    let product = out.appendingPathComponent("agent")
    var arguments =
      try moduleMaps()
      + commonArguments(
        module, importsUIKit: sources.importsUIKit, searching: libraries.map(\.folder))
    for library in libraries.reversed() {
      arguments += ["-L", library.folder.path, "-l\(library.name)"]
    }
    arguments += ["-wmo"] + toolchain.linkerArguments()
    arguments += [
      "-L", toolchain.libraryDirectory.path, "-lEaselRuntime",
      "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory.path,
      "-o", product.path,
    ]
    arguments += sources.paths + [mainURL.path]
    if let failure = try compile(arguments, module: module.name, sources: sources) {
      remember(failure, key)
      return .failed(failure)
    }
    // The storyboard's module has no files: preparing it notes nothing.
    try publishAgent(product, from: work, to: folder, plan: plan, notes: [])
    return .built(executable: executable, cached: false, notes: [])
  }

  /// Copies prepared sources (those that are not the user's own files) to stable paths in
  /// `folder`, rewriting only those whose contents changed, so that the compiler's incremental
  /// mode sees an unchanged file as unchanged.
  static func stabilize(_ sources: PreparedModule, preparedIn work: URL, to folder: URL) throws
    -> PreparedModule
  {
    let fm = FileManager.default
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    var stabilized = sources
    stabilized.paths = []
    for path in sources.paths {
      let url = URL(fileURLWithPath: path)
      guard path.hasPrefix(work.path + "/") else {
        stabilized.paths.append(path)
        continue
      }
      let name: String
      if path == sources.generated.path {
        name = url.lastPathComponent
      } else {
        // A prepared copy: named after the original, which its #sourceLocation names.
        let original = Self.sourceLocationFile(of: url) ?? path
        name =
          String(cacheKey(sources: [], extra: original).prefix(16)) + "-"
          + URL(fileURLWithPath: original).lastPathComponent
      }
      let stable = folder.appendingPathComponent(name)
      try writeIfChanged(try Data(contentsOf: url), to: stable)
      if path == sources.generated.path { stabilized.generated.path = stable.path }
      stabilized.paths.append(stable.path)
    }
    return stabilized
  }

  /// The file a prepared copy's leading `#sourceLocation(file: "…", line: 1)` names.
  static func sourceLocationFile(of url: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    var head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)[...]
    if head.hasPrefix("import UIKit\n") { head = head.dropFirst("import UIKit\n".count) }
    let prefix = "#sourceLocation(file: \""
    guard head.hasPrefix(prefix), let end = head.range(of: "\", line:") else { return nil }
    return String(head[head.index(head.startIndex, offsetBy: prefix.count)..<end.lowerBound])
      .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(
        of: "\\\\", with: "\\")
  }

  /// Writes `data` to `url` unless the file already holds exactly that.
  static func writeIfChanged(_ data: Data, to url: URL) throws {
    if let existing = try? Data(contentsOf: url), existing == data { return }
    try data.write(to: url, options: .atomic)
  }

  /// The driver's output file map: an object file and a dependencies file per input.
  static func outputFileMap(_ inputs: [String], in folder: URL) -> Data {
    let objects = folder.appendingPathComponent("objects").path
    var map: [String: [String: String]] = [
      "": ["swift-dependencies": objects + "/module.swiftdeps"]
    ]
    for input in inputs {
      let base =
        objects + "/" + String(cacheKey(sources: [], extra: input).prefix(16)) + "-"
        + URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
      map[input] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
    }
    try? FileManager.default.createDirectory(atPath: objects, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return (try? encoder.encode(map)) ?? Data()
  }

  /// The files declaring a subclass of a layer class (`CALayer`, `CAShapeLayer`,
  /// `AVPlayerLayer`, …: `UIKitClasses.isLayer`), directly or through the project's own
  /// classes.
  /// `scan`'s Swift narrowed to the files `plan` compiles (its Objective-C kept: headers
  /// are read, not compiled); `scan` itself when it holds no other Swift and tells of no
  /// declaration the plan's texts left out. A file the plan compiles from a cut text of its
  /// own (`MissingModuleCut`'s, which blanks declarations in place) that blanks a class or
  /// extension `scan` found is scanned again from that text: the generated code registers
  /// what is compiled, never a class whose declaration the cut removed.
  public static func compiled(by plan: AgentBuildPlan, in scan: ScanResult) -> ScanResult {
    let compiled = Set(plan.allFiles.map(\.path))
    let texts = plan.modules.reduce(into: [String: String]()) { $0.merge($1.texts) { a, _ in a } }
    let kept = { (f: FileScan) in f.language != .swift || compiled.contains(f.path) }
    let cutText = { (f: FileScan) -> String? in
      guard f.language == .swift, let text = texts[f.path], Self.blanksDeclarations(of: f, text)
      else { return nil }
      return text
    }
    guard !scan.files.allSatisfy({ kept($0) && cutText($0) == nil }) else { return scan }
    return ScanResult(
      files: scan.files.filter(kept).map { f in
        cutText(f).map { SwiftScanner.scan(source: $0, path: f.path) } ?? f
      })
  }

  /// Whether `text` leaves blank the line of a class or extension `file` was scanned with.
  static func blanksDeclarations(of file: FileScan, _ text: String) -> Bool {
    let lines = Set(file.classes.map(\.location.line) + file.extensions.map(\.location.line))
    guard !lines.isEmpty else { return false }
    var line = 1
    var blank = true
    for byte in text.utf8 {
      if byte == 0x0A {
        if blank && lines.contains(line) { return true }
        line += 1
        blank = true
      } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
        blank = false
      }
    }
    return blank && lines.contains(line)
  }

  static func filesDeclaringLayers(_ scan: ScanResult) -> Set<String> {
    let byName = Dictionary(
      scan.classes.filter { $0.language == .swift }.map { ($0.name, $0) },
      uniquingKeysWith: { a, _ in a })
    var files: Set<String> = []
    for c in scan.classes where c.language == .swift {
      var current = c.superclassName
      var steps = 0
      while let name = current, steps < 32 {
        if UIKitClasses.isLayer(name) {
          files.insert(c.location.file)
          break
        }
        current = byName[name]?.superclassName
        steps += 1
      }
    }
    return files
  }

  /// What a module compiles from: prepared copies (or the user's own files), the generated
  /// registration, and what preparing them found and left alone.
  struct PreparedModule {
    var paths: [String]
    var generated: (path: String, text: String)
    var notes: [Diagnostic]
    /// Whether a file of the module imports UIKit (every file of it then gets UIKit).
    var importsUIKit: Bool
    /// Files named by the `#sourceLocation` lines of the module's files (the `.m` its
    /// translated Objective-C stands for) → the module files naming them.
    var translatedFrom: [String: Set<String>] = [:]
    /// File → the missing modules whose imports were left out of it (`SwiftUI`).
    var leftOutImports: [String: [String]] = [:]
  }

  /// The notes a cached agent was built with.
  static func readNotes(in folder: URL) -> [Diagnostic] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("notes.json")) else {
      return []
    }
    return (try? JSONDecoder().decode([Diagnostic].self, from: data)) ?? []
  }

  /// A failed compile of the same inputs, remembered so that an unchanged project that does
  /// not build is not compiled again to say so.
  /// Publishes the compiled agent `product` into `folder` (staged in `work`, then moved in
  /// whole), with links to its modules' resources and the notes preparing it made.
  private func publishAgent(
    _ product: URL, from work: URL, to folder: URL, plan: AgentBuildPlan, notes: [Diagnostic]
  ) throws {
    let staging = work.appendingPathComponent("agent-published")
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: product, to: staging.appendingPathComponent("agent"))
    try publish(staging, to: folder)
    AgentBundle.link(plan.modules, into: folder)
    try? JSONEncoder().encode(notes).write(
      to: folder.appendingPathComponent("notes.json"), options: .atomic)
  }

  /// The agent another build (a background one, another Easel) made while this one waited
  /// for the lock, or the failure it cached; nil when there is neither.
  private func madeMeanwhile(_ executable: URL, in folder: URL, plan: AgentBuildPlan, key: String)
    -> Outcome?
  {
    if FileManager.default.isExecutableFile(atPath: executable.path) {
      AgentBundle.link(plan.modules, into: folder)
      return .built(executable: executable, cached: true, notes: Self.readNotes(in: folder))
    }
    if let failure = cachedFailure(key) { return .failed(failure) }
    return nil
  }

  private func cachedFailure(_ key: String) -> BuildFailure? {
    let url = cacheDirectory.appendingPathComponent("failures/\(key).json")
    guard let data = try? Data(contentsOf: url),
      let failure = try? JSONDecoder().decode(BuildFailure.self, from: data),
      !failure.isFromAnotherModuleCache
    else { return nil }
    return failure
  }

  private func remember(_ failure: BuildFailure, _ key: String) {
    guard !failure.timedOut, !failure.isFromAnotherModuleCache else { return }
    let folder = cacheDirectory.appendingPathComponent("failures")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let data = try? JSONEncoder().encode(failure) {
      try? data.write(to: folder.appendingPathComponent("\(key).json"), options: .atomic)
    }
  }

  /// The modules every file of a module imports without saying so, as a file that imports
  /// Foundation does on iOS: Linux's Foundation keeps `URLSession` in FoundationNetworking;
  /// Apple's brings the ObjectiveC module (`Selector`, associated objects: Easel's façade of
  /// it), Core Foundation, Darwin's `HUGE` and its Apple-only classes (`NetService`,
  /// `DateComponentsFormatter`), which the CoreGraphics façade re-exports, and Security
  /// (`NSURLCredential.h` imports it: `SecRandomCopyBytes`). A module of which some file
  /// imports UIKit does not need the last two (every file of it gets UIKit, which has them
  /// all: `MissingImports`), and is spared the imports, which cost compile time; a module
  /// that imports only Foundation (Alamofire's) gets them.
  public static func implicitImports(importsUIKit: Bool) -> [String] {
    var modules = ["ObjectiveC"]
    #if os(Linux)
      modules.insert("FoundationNetworking", at: 0)
    #endif
    if !importsUIKit { modules += ["CoreGraphics", "Security"] }
    return modules
  }

  /// The failure of a module whose `SWIFT_VERSION` no current compiler builds (Swift 3): one
  /// error in each of its files, so that every class whose build takes one of them is told
  /// why, rather than a compile's cascade of errors about Swift 3 spellings. Each is located
  /// in the user's file: a Swift file's own, and for Swift translated from the module's
  /// Objective-C, the `.m` (or `.h`) it stands for, never the translation in the cache.
  static func refusal(of module: ModulePlan) -> BuildFailure? {
    guard let message = module.languageMode.refusal(module: module.name, origin: module.origin)
    else { return nil }
    var translatedFrom: [String: Set<String>] = [:]
    var diagnostics: [Diagnostic] = []
    var located: Set<String> = []
    for file in module.files {
      var shown = file.path
      if module.translated.contains(file.path),
        let original = SourceLineMap(contentsOf: file).files.first(where: { $0 != file.path })
      {
        shown = original
        translatedFrom[original, default: []].insert(file.path)
      }
      guard located.insert(shown).inserted else { continue }
      diagnostics.append(
        Diagnostic(
          .error, message, id: "designable-swift-version",
          at: SourceLocation(file: shown, line: 1, column: 1)))
    }
    var failure = BuildFailure(
      module: module.name, diagnostics: diagnostics, failingFiles: Set(module.files.map(\.path)),
      output: diagnostics.map(\.description).joined(separator: "\n"))
    if !translatedFrom.isEmpty { failure.translatedFrom = translatedFrom }
    return failure
  }

  /// The compiler arguments every module shares.
  private func commonArguments(_ module: ModulePlan, importsUIKit: Bool, searching folders: [URL])
    -> [String]
  {
    var arguments = [
      "-swift-version", module.languageMode.compilerArgument ?? "5",
      "-D", "TARGET_INTERFACE_BUILDER", "-Onone",
      "-module-name", module.name, "-continue-building-after-errors",
      "-I", toolchain.modulesDirectory.path,
      "-module-cache-path", Self.moduleCache(in: cacheDirectory).path,
    ]
    if module.definesDebug { arguments += ["-D", "DEBUG"] }
    for module in Self.implicitImports(importsUIKit: importsUIKit) {
      arguments += ["-Xfrontend", "-import-module", "-Xfrontend", module]
    }
    for condition in module.conditions
    where !["TARGET_INTERFACE_BUILDER", "DEBUG"].contains(condition) {
      arguments += ["-D", condition]
    }
    for folder in folders { arguments += ["-I", folder.path] }
    return arguments
  }

  /// The registration code of a module: its own classes and inspectables, in a function the
  /// agent's `main` calls, then an import of each module the agent builds before it that its
  /// target imports (`visibleImports(of:building:)`).
  private func registrationSource(
    for module: ModulePlan, scan: ScanResult, isMain: Bool, objcScope: ObjCTableScope,
    building dependencies: [String]
  ) -> String {
    let imports = Self.visibleImports(of: module, building: dependencies).map {
      "import \($0)\n"
    }.joined()
    return generateRegistration(
      for: scan, functionName: Self.registrationFunction(module.name, isMain: isMain),
      files: Set(module.files.map(\.path)), isPublic: !isMain, objcScope: objcScope) + """

        // Foundation's NSLocalizedString cannot see a document's .strings; this one, declared
        // in the designables' own module, shadows it and asks the render's resources.
        func NSLocalizedString(
          _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
          comment: String
        ) -> String {
          EaselLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
        }

        """ + (module.hasBundleModule ? Self.bundleModuleAccessor : "")
      + Self.bundleAccessorFunctions(module.hasBundleModule ? module.bundleAccessorFunctions : [])
      + imports
  }

  /// SwiftPM's C accessors of a package target's resource bundle, which its generated
  /// `resource_bundle_accessor.h` declares for the target's Objective-C
  /// (`TMKit_SWIFTPM_MODULE_BUNDLE()`, behind `SWIFTPM_MODULE_BUNDLE`): the translated calls
  /// reach these, which return `Bundle.module`, as Swift imports the unannotated `NSBundle *`.
  static func bundleAccessorFunctions(_ names: [String]) -> String {
    names.map { "\nfunc \($0)() -> Bundle! { Bundle.module }\n" }.joined()
  }

  /// The modules of `dependencies` (built before `module`, by name) that some file of
  /// `module`'s target imports, sorted: the generated file imports them, so that every file
  /// the agent compiles of the module sees their extension members, as Swift 5 makes the
  /// extension members of a module any file of a module imports visible in all of its files
  /// and Xcode compiles the whole target. A slice keeping a file that uses such a member
  /// (`UIColor(hex:)` of a pod, in a file importing only UIKit) without the file importing
  /// the pod then builds as the target does, whatever other classes it is built with.
  /// Written after the registration, so that the generated lines keep their numbers. None
  /// for a module enabling `MemberImportVisibility`, whose files see only their own imports.
  static func visibleImports(of module: ModulePlan, building dependencies: [String]) -> [String]
  {
    if module.hasMemberImportVisibility { return [] }
    return module.targetImports.intersection(dependencies).subtracting([module.name]).sorted()
  }

  /// SwiftPM's resource bundle accessor, which it generates into a package target that lists
  /// resources: `Bundle.module`, internal to the module. The agent's bundle holds the
  /// module's resources (`AgentBundle`), and nibs are found in the project by name, so the
  /// module's bundle is the agent's.
  static let bundleModuleAccessor = """

    extension Foundation.Bundle {
      /// The module's resource bundle, as SwiftPM generates it for a target with resources.
      static let module: Bundle = Bundle.main
    }

    """

  static func registrationFunction(_ module: String, isMain: Bool) -> String {
    isMain ? "easelDesignables" : "easelDesignables_\(module)"
  }

  /// The agent's entry point: every module's registrations in one table. With `fused`, the
  /// entry point of an agent compiled as that module (`fusedCompile`): it is not imported, and
  /// the storyboard's module, which has no files, registers nothing.
  private func mainSource(dependencies: [String], fused: String? = nil) -> String {
    var text = """
      // Generated by Easel: the designables agent's entry point.
      import Foundation
      import UIKit
      import EaselAgentProcess

      """
    for name in dependencies where name != fused { text += "import \(name)\n" }
    text += """
      exit(
        MainActor.assumeIsolated {
          var table = \(fused == nil ? "easelDesignables()" : "KeyValueTable()")

      """
    for name in dependencies {
      text += "    table.merge(\(Self.registrationFunction(name, isMain: false))())\n"
    }
    text += """
          return AgentMain.run(table: table)
        })

      """
    return text
  }

  /// The cache key of a module: its files' paths and bytes, its generated code, its settings.
  private func moduleKey(_ module: ModulePlan, generated: String, extra: String) throws -> String {
    var inputs: [(path: String, contents: Data)] = []
    for file in module.files {
      if let text = module.texts[file.path] {
        inputs.append((file.path, Data(text.utf8)))
        continue
      }
      do {
        inputs.append((file.path, try Data(contentsOf: file)))
      } catch {
        throw InspectError.unreadable(path: file.path, reason: "\(error)")
      }
    }
    inputs.append(("generated", Data(generated.utf8)))
    // The Objective-C its translated files come from: every `.m` and header they reach.
    for key in module.objectiveCInputs { inputs.append(("objc", Data(key.utf8))) }
    return cacheKey(
      sources: inputs,
      extra: extra + "|" + module.name + "|" + module.conditions.joined(separator: ",")
        + (module.definesDebug ? "" : ",-DEBUG") + (module.headersImportUIKit ? ",UIKit" : "")
        + "|"
        + (module.languageMode.compilerArgument ?? ""))
  }

  /// Writes the generated code and prepared copies of the module's files into `folder`.
  private func prepare(
    _ module: ModulePlan, generated: String, plan: AgentBuildPlan, scan: ScanResult,
    objcScope: ObjCTableScope, in folder: URL
  ) throws -> PreparedModule {
    let generatedURL = folder.appendingPathComponent("\(module.name).registration.swift")
    try Data(generated.utf8).write(to: generatedURL)
    var paths: [String] = []
    let outcome = try SourcePreparation.prepare(
      module.files, in: folder, plan: scan.plan, objcScope: objcScope, texts: module.texts)
    let layerFiles = Self.filesDeclaringLayers(scan)
    let importsUIKit =
      module.headersImportUIKit
      || MissingImports.modules(importedBy: module.files, scan: scan).contains("UIKit")
    for (file, prepared) in zip(module.files, outcome.files) {
      let prepared = try MissingImports.blank(
        Set(plan.missingModules.keys), in: prepared, original: file, folder: folder,
        leakUIKit: importsUIKit, declaresLayers: layerFiles.contains(file.path))
      paths.append(prepared.path)
    }
    let missing = Set(plan.missingModules.keys)
    var leftOutImports: [String: [String]] = [:]
    for f in scan.files where module.files.contains(where: { $0.path == f.path }) {
      let modules = Set(f.symbols.imports.map(\.module)).intersection(missing)
      if !modules.isEmpty { leftOutImports[f.path] = modules.sorted() }
    }
    var translatedFrom: [String: Set<String>] = [:]
    for file in module.files where module.translated.contains(file.path) {
      for original in SourceLineMap(contentsOf: file).files where original != file.path {
        translatedFrom[original, default: []].insert(file.path)
      }
    }
    return PreparedModule(
      paths: paths + [generatedURL.path], generated: (generatedURL.path, generated),
      notes: outcome.diagnostics, importsUIKit: importsUIKit, translatedFrom: translatedFrom,
      leftOutImports: leftOutImports)
  }

  /// Runs the compiler; `nil` when it succeeded, else what failed.
  private func compile(_ arguments: [String], module: String, sources: PreparedModule) throws
    -> BuildFailure?
  {
    var sources = sources
    let generated = sources.generated
    let result = try Subprocess.run(
      toolchain.swiftc, arguments: arguments, timeout: timeout, environment: nil,
      niceness: niceness)
    guard result.exitStatus != 0 || result.timedOut else { return nil }
    var text = result.stderr + result.stdout
    if result.timedOut { text += "\nerror: the compiler took longer than \(Int(timeout)) s" }
    var diagnostics = CompilerOutput.diagnostics(in: text, failed: true)
    var failing: Set<String> = []
    var inGenerated: Set<Int> = []
    for i in diagnostics.indices {
      guard diagnostics[i].severity == .error, let location = diagnostics[i].location else {
        continue
      }
      if location.file == generated.path {
        // An error in the registration of a declaration: blame the declaration.
        if let source = RegistrationSource.declaration(forLine: location.line, in: generated.text) {
          failing.insert(source.file)
          // A declaration translated from Objective-C is shown where the user wrote it.
          let shown = SourceLineMap.original(of: source)
          diagnostics[i].location = shown
          if shown.file != source.file {
            sources.translatedFrom[shown.file, default: []].insert(source.file)
          }
          diagnostics[i].message += " (in the key-value coding Easel generated for it)"
          inGenerated.insert(i)
        }
      } else if let translated = sources.translatedFrom[location.file] {
        // An error in Swift translated from Objective-C names the `.m`: the location is
        // kept, and the translated file is the one left out.
        failing.formUnion(translated)
      } else {
        failing.insert(location.file)
        if let modules = sources.leftOutImports[location.file],
          Self.isUnknownName(diagnostics[i].message)
        {
          // A name the missing module declares: that module is the cause, not the user's code.
          diagnostics[i].message +=
            " (the file imports \(modules.joined(separator: ", ")), "
            + Self.leftOutImportWords + ")"
        }
      }
    }
    diagnostics = Self.userErrorsFirst(diagnostics, generated: inGenerated)
    return BuildFailure(
      module: module, diagnostics: diagnostics + sources.notes, failingFiles: failing, output: text,
      timedOut: result.timedOut,
      translatedFrom: sources.translatedFrom.isEmpty ? nil : sources.translatedFrom)
  }

  /// `diagnostics` with the errors in the user's code before those in the code Easel
  /// generated (`generated`: their indices), each error with the notes that follow it, each
  /// part's order kept. Generated code fails because of a user's declaration (an
  /// inspectable that redeclares a UIKit property without `override` makes the key-value
  /// coding's use of it ambiguous), and the error to act on is the user's: the compiler
  /// may report the generated file first.
  static func userErrorsFirst(_ diagnostics: [Diagnostic], generated: Set<Int>) -> [Diagnostic] {
    guard !generated.isEmpty else { return diagnostics }
    var own: [Diagnostic] = []
    var easel: [Diagnostic] = []
    var inEasel = false
    for (i, d) in diagnostics.enumerated() {
      if d.severity != .note { inEasel = generated.contains(i) }
      if inEasel { easel.append(d) } else { own.append(d) }
    }
    guard own.contains(where: { $0.severity == .error }) else { return diagnostics }
    return own + easel
  }

  /// The words that end an error in a file whose import of a module the build cannot
  /// provide was left out (after the modules' names): that module, not Easel, lacks the name.
  public static let leftOutImportWords =
    "which the designables build cannot provide; its import is left out"

  /// Whether a compiler error says a name is not declared where it is used (`cannot find
  /// type 'Color' in scope`, `value of type 'Text' has no member 'font'`).
  static func isUnknownName(_ message: String) -> Bool {
    (message.hasPrefix("cannot find ") && message.contains(" in scope"))
      || message.contains(" has no member ")
  }

  /// Moves a finished build into the cache; another Easel may have put the same one there
  /// meanwhile, and either copy is good.
  private func publish(_ built: URL, to folder: URL) throws {
    let fm = FileManager.default
    try fm.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      try fm.moveItem(at: built, to: folder)
    } catch  where fm.fileExists(atPath: folder.path) {}
  }
}

extension AgentBuilder.BuildFailure {
  /// The failures of several modules as one: their diagnostics and failing files
  /// together, timed out if one was; `nil` when there are none.
  init?(merging failures: [AgentBuilder.BuildFailure]) {
    guard var merged = failures.first else { return nil }
    for other in failures.dropFirst() {
      merged.module += ", " + other.module
      merged.diagnostics += other.diagnostics
      merged.failingFiles.formUnion(other.failingFiles)
      merged.output += (merged.output.isEmpty || other.output.isEmpty ? "" : "\n") + other.output
      merged.timedOut = merged.timedOut || other.timedOut
      if let more = other.translatedFrom {
        merged.translatedFrom = (merged.translatedFrom ?? [:]).merging(more) { $0.union($1) }
      }
    }
    self = merged
  }
}
