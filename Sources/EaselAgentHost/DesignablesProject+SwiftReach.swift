import EaselDiagnostics
import EaselInspect
import EaselProject
import Foundation

extension DesignablesProject {
  /// The Swift files the builds of `roots` (class names, qualified or not) compile, sliced
  /// as those builds slice them, each with the modules (their `objcKey(of:)`) that compile it
  /// in those builds: each class in the module that builds it (`builders(of:among:near:)`),
  /// with what its files import of the modules that module depends on (`assemble`), so that
  /// the Swift `ObjCReach` follows is the Swift that is built, and a module's Objective-C is
  /// followed from the Swift built in that module. A class no Swift declares (an Objective-C
  /// one) is sliced in the modules compiling its Objective-C, a class no target compiles in
  /// the files no target compiles (no module: an empty set), and without a project every
  /// root in the folder's one module.
  ///
  /// A key's root (`AgentPlan.extensionsRoot(for:)`) is sliced in the modules whose Swift
  /// adds the key.
  ///
  /// One slice over every file of a project is not that: an app's extension giving `UIView`
  /// an inspectable joins a pod's class's slice there, and brings the app with it (a pod's
  /// designable reached 900 of an app's 1,373 Swift files, which reached 490 Objective-C
  /// files the builds never compile). Nor is every target compiling a file: eleven
  /// white-label apps of one project compile one Swift designable, which `easel designables`
  /// builds in the first of them, yet each app's Objective-C was followed from it and
  /// translated (ioskinjal/ios-app-portfolio's OTT, spent).
  func swiftReached(by roots: Set<String>, availableModules: Set<String>, near document: URL? = nil)
    -> [String: Set<String>]
  {
    guard let context else {
      return DependencySlice.files(roots: roots, scan: scan).paths.reduce(into: [:]) {
        $0[$1] = []
      }
    }
    let modules = context.allModules()
    // The modules a render of `document` builds in: its target's and their dependencies.
    let documentModules = document.flatMap { context.targets(containing: $0).first }.map {
      context.modules(for: $0)
    }
    var groups: [ModuleSources.Origin: (module: ModuleSources, roots: Set<String>)] = [:]
    var order: [ModuleSources.Origin] = []
    var orphans: Set<String> = []
    for name in roots.sorted() {
      let owners = builders(of: name, among: modules, near: documentModules)
      if owners.isEmpty { orphans.insert(name) }
      for owner in owners {
        if groups[owner.origin] == nil {
          order.append(owner.origin)
          groups[owner.origin] = (owner, [])
        }
        groups[owner.origin]?.roots.insert(name)
      }
    }
    var reached: [String: Set<String>] = [:]
    for origin in order {
      // A module without Swift gives its Objective-C no Swift to follow.
      guard let group = groups[origin], !group.module.swiftFiles.isEmpty else { continue }
      let log = DiagnosticLog()
      let planned = context.modules(forModule: group.module, diagnostics: log)
      let build = assemble(
        planned, classes: group.roots, fallbackModule: group.module.name,
        availableModules: availableModules, log: log, narrow: false)
      let sliced = build.slices.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      for path in sliced where reached[path] == nil { reached[path] = [] }
      for m in planned {
        let key = Self.objcKey(of: m)
        for file in m.swiftFiles where sliced.contains(file.path) {
          reached[file.path]?.insert(key)
        }
      }
    }
    let name = podName ?? AgentPlan.sanitize(root.lastPathComponent)
    if !orphans.isEmpty, let module = orphanModule(named: name) {
      let build = assemble(
        [module], classes: orphans, fallbackModule: name, availableModules: availableModules,
        log: DiagnosticLog(), narrow: false)
      for slice in build.slices.values {
        for path in slice where reached[path] == nil { reached[path] = [] }
      }
    }
    return reached
  }

  /// The modules that build class `name`: of each Swift file declaring it, the module a
  /// render of the document builds (of `documentModules`) when one compiles the file, else
  /// the first module compiling it, as `buildsForAllDesignables` chooses (a repository's
  /// copies of an app each declare it, and each is built; one file compiled by several
  /// targets is built once); else the modules whose Objective-C declares it.
  private func builders(
    of name: String, among modules: [ModuleSources], near documentModules: [ModuleSources]?
  ) -> [ModuleSources] {
    let swift = AgentPlan.runtimeKey(ofRoot: name).map(filesAdding(key:)) ?? filesDeclaring([name])
    var chosen: [ModuleSources] = []
    for path in swift.sorted() {
      let compiling = { (m: ModuleSources) in m.swiftFiles.contains { $0.path == path } }
      guard
        let builder = documentModules?.first(where: compiling) ?? modules.first(where: compiling),
        !chosen.contains(where: { $0.origin == builder.origin })
      else { continue }
      chosen.append(builder)
    }
    guard chosen.isEmpty else { return chosen }
    return objcOwners(of: name, among: modules)
  }

  /// The modules whose Objective-C declares class `name`.
  private func objcOwners(of name: String, among modules: [ModuleSources]) -> [ModuleSources] {
    let objc = Set(
      scan.classes.filter { $0.language == .objectiveC && $0.name == name }.map {
        Self.identity(URL(fileURLWithPath: $0.location.file))
      })
    guard !objc.isEmpty else { return [] }
    return modules.filter { m in
      (m.objectiveC.implementations + m.objectiveC.headers).contains {
        objc.contains(Self.identity($0))
      }
    }
  }

  /// The Swift files whose extensions add `key`, a key runtime attributes set.
  func filesAdding(key: String) -> Set<String> {
    Set(
      scan.extensions.filter { $0.language == .swift && $0.runtimeKeys.contains(key) }.map(
        \.location.file))
  }
}
