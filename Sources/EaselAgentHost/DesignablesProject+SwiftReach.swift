import EaselDiagnostics
import EaselInspect
import EaselProject
import Foundation

extension DesignablesProject {
  /// The Swift files the builds of `roots` (class names, qualified or not) compile, sliced
  /// as those builds slice them: each class in the module that declares it, with what its
  /// files import of the modules that module depends on (`assemble`), so that the Swift
  /// `ObjCReach` follows is the Swift that is built. A class no Swift declares (an
  /// Objective-C one) is sliced in the module compiling its Objective-C, a class no target
  /// compiles in the files no target compiles, and without a project every root in the
  /// folder's one module.
  ///
  /// A key's root (`AgentPlan.extensionsRoot(for:)`) is sliced in the modules whose Swift
  /// adds the key.
  ///
  /// One slice over every file of a project is not that: an app's extension giving `UIView`
  /// an inspectable joins a pod's class's slice there, and brings the app with it (a pod's
  /// designable reached 900 of an app's 1,373 Swift files, which reached 490 Objective-C
  /// files the builds never compile).
  func swiftReached(by roots: Set<String>, availableModules: Set<String>) -> Set<String> {
    guard let context else {
      return Set(DependencySlice.files(roots: roots, scan: scan).paths)
    }
    let modules = context.allModules()
    var groups: [ModuleSources.Origin: (module: ModuleSources, roots: Set<String>)] = [:]
    var order: [ModuleSources.Origin] = []
    var orphans: Set<String> = []
    for name in roots.sorted() {
      // Every module declaring it: a repository may hold two copies of an app, each built.
      let owners = owners(of: name, among: modules)
      if owners.isEmpty { orphans.insert(name) }
      for owner in owners {
        if groups[owner.origin] == nil {
          order.append(owner.origin)
          groups[owner.origin] = (owner, [])
        }
        groups[owner.origin]?.roots.insert(name)
      }
    }
    var builds: [Build] = []
    for origin in order {
      // A module without Swift gives its Objective-C no Swift to follow.
      guard let group = groups[origin], !group.module.swiftFiles.isEmpty else { continue }
      let log = DiagnosticLog()
      builds.append(
        assemble(
          context.modules(forModule: group.module, diagnostics: log), classes: group.roots,
          fallbackModule: group.module.name, availableModules: availableModules, log: log,
          narrow: false))
    }
    let name = podName ?? AgentPlan.sanitize(root.lastPathComponent)
    if !orphans.isEmpty, let module = orphanModule(named: name) {
      builds.append(
        assemble(
          [module], classes: orphans, fallbackModule: name, availableModules: availableModules,
          log: DiagnosticLog(), narrow: false))
    }
    return builds.reduce(into: []) { paths, build in
      for slice in build.slices.values { paths.formUnion(slice) }
    }
  }

  /// The modules whose Swift declares class `name`, else those whose Objective-C does.
  private func owners(of name: String, among modules: [ModuleSources]) -> [ModuleSources] {
    let swift = AgentPlan.runtimeKey(ofRoot: name).map(filesAdding(key:)) ?? filesDeclaring([name])
    let declaring = modules.filter { $0.swiftFiles.contains { swift.contains($0.path) } }
    guard declaring.isEmpty else { return declaring }
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
