import EaselDiagnostics
import Foundation

/// Build plans: a target and everything it depends on, in build order.
extension ProjectContext {
  /// `target`'s module and its dependencies, transitively, dependencies first and `target`
  /// last, each module once. Dependencies are the target's `PBXTargetDependency` targets (in
  /// this or another project), the pods it links (`Pods_App.framework` → the `Pods-App`
  /// target → each pod; without a Pods project, the Podfile's `:path` pods for the target,
  /// read from their podspecs), and its Swift package products (every target of a local package's
  /// product, else the module found in checkouts). Test targets
  /// are never included; a module may have no Swift files (CocoaPods' umbrella targets).
  /// Dependencies that cannot be found are left out and reported to `diagnostics` as
  /// warnings with id `project-missing-dependency`, saying where Easel looked.
  public func modules(for target: XcodeTarget, diagnostics: DiagnosticLog? = nil)
    -> [ModuleSources]
  {
    var plan = BuildPlan(context: self)
    plan.visit(.xcode(target))
    for problem in plan.problems { diagnostics?.report(problem) }
    return plan.order
  }

  /// The package target `name` of the root's `Package.swift` and its dependencies, in build
  /// order; empty when there is no such target. Reports as ``modules(for:diagnostics:)`` does.
  public func modules(forPackageTarget name: String, diagnostics: DiagnosticLog? = nil)
    -> [ModuleSources]
  {
    guard let package, let target = package.target(named: name) else { return [] }
    var plan = BuildPlan(context: self)
    plan.visit(.package(package, target))
    for problem in plan.problems { diagnostics?.report(problem) }
    return plan.order
  }

  /// `module` (one of ``allModules()`` or found by ``lookUp(module:)``) and its dependencies,
  /// in build order: a target's plan as ``modules(for:diagnostics:)`` makes it, a package
  /// target's with its package's, else the module after the modules its dependencies name.
  /// Reports as ``modules(for:diagnostics:)`` does.
  public func modules(forModule module: ModuleSources, diagnostics: DiagnosticLog? = nil)
    -> [ModuleSources]
  {
    // The target the module was read from; several projects of a repository may each have
    // a target of one name (copies of an app), and each is its own plan.
    let all = targets + podsProjects.flatMap(\.targets)
    let origin: (project: URL, target: String)? =
      switch module.origin {
      case .xcodeTarget(let project, let target), .podTarget(let project, let target):
        (project, target)
      case .podFolder, .podspec, .packageTarget: nil
      }
    let own = origin.flatMap { o in
      all.first { $0.project == o.project && $0.name == o.target && !$0.productType.isTest }
    }
    // A pod read from its podspec is no target of the project, whatever its name: the
    // example app of `pod lib create` is named as the pod it takes.
    let named: XcodeTarget? =
      if case .podspec = module.origin {
        nil
      } else {
        all.first(where: { $0.moduleName == module.name && !$0.productType.isTest })
      }
    if let target = own ?? named {
      return modules(for: target, diagnostics: diagnostics)
    }
    var plan = BuildPlan(context: self)
    plan.visit(.module(module))
    for problem in plan.problems { diagnostics?.report(problem) }
    return plan.order
  }

  /// What `target` depends on that no loaded project holds: target dependencies in projects
  /// that could not be read, and CocoaPods' umbrella framework when `pod install` has not run.
  func unresolvedDependencies(of target: XcodeTarget) -> [String] {
    var out: [String] = []
    for ref in target.dependencies {
      let project = project(at: ref.project)
      // An aggregate target (a pod vendored as a binary framework) compiles nothing.
      if project?.nonNativeTargetIDs.contains(ref.targetID) == true { continue }
      if project?.target(id: ref.targetID) ?? ref.name.flatMap({ project?.target(named: $0) })
        == nil
      {
        out.append(
          "target '\(target.name)' depends on '\(ref.name ?? ref.targetID)' of "
            + "\(ref.project.path), which could not be read")
      }
    }
    let all = projects + (podsProject(for: target).map { [$0] } ?? podsProjects)
    for product in target.linkedProducts where product.hasPrefix("Pods_") {
      let found = all.contains { p in
        p.targets.contains { $0.productFileName.map { Self.sameProduct($0, product) } == true }
      }
      if !found && !podsAreAllRead(for: target) {
        out.append(
          "target '\(target.name)' links \(product), but there is no Pods/Pods.xcodeproj "
            + "with its target (has `pod install` run?)")
      }
    }
    return out
  }

  /// The targets `target` needs built first: its `PBXTargetDependency` targets (in this or
  /// another loaded project) and the targets whose products it links (`Pods_App.framework`).
  func dependencyTargets(of target: XcodeTarget, products: ProductIndex? = nil) -> [XcodeTarget] {
    var out: [XcodeTarget] = []
    for ref in target.dependencies {
      guard let project = project(at: ref.project) else { continue }
      if let t = project.target(id: ref.targetID) ?? ref.name.flatMap(project.target(named:)) {
        out.append(t)
      }
    }
    // A repository's apps each link their own `Pods_App.framework`: from their own Pods
    // project, never another app's of the same name.
    let all = projects + (podsProject(for: target).map { [$0] } ?? podsProjects)
    if let products {
      // The same targets in the same order, looked up by product instead of compared with
      // every target of every project (a repository of 374 projects made that quadratic).
      let allowed = Set(all.map(\.url))
      for product in target.linkedProducts {
        for t in products.targets(making: product)
        where allowed.contains(t.project) && t.id != target.id && !out.contains(t) {
          out.append(t)
        }
      }
      return out
    }
    for product in target.linkedProducts {
      for project in all {
        for t in project.targets
        where t.id != target.id
          && t.productFileName.map({ Self.sameProduct($0, product) }) == true
          && !out.contains(t)
        {
          out.append(t)
        }
      }
    }
    return out
  }

  /// Whether two product file names name the same product: `Pods_App.framework` is what
  /// the app links, `Pods-App.framework` what older CocoaPods projects call it.
  static func sameProduct(_ a: String, _ b: String) -> Bool {
    a == b || productKey(a) == productKey(b)
  }

  /// What `sameProduct` compares: the name without extension, as a module identifier.
  static func productKey(_ name: String) -> String {
    ModuleName.identifier((name as NSString).deletingPathExtension)
  }

  /// The targets of the projects and Pods projects by `productKey` of the product they make,
  /// in the projects' order: what `dependencyTargets` finds a linked product's targets by.
  struct ProductIndex {
    private var byKey: [String: [XcodeTarget]] = [:]

    init(_ context: ProjectContext) {
      for project in context.projects + context.podsProjects {
        for t in project.targets {
          guard let name = t.productFileName else { continue }
          byKey[ProjectContext.productKey(name), default: []].append(t)
        }
      }
    }

    func targets(making product: String) -> [XcodeTarget] {
      byKey[ProjectContext.productKey(product)] ?? []
    }
  }
}

/// A depth-first walk over dependencies that lists each module after what it needs.
private struct BuildPlan {
  enum Node {
    case xcode(XcodeTarget)
    case package(PackageManifest, PackageTarget)
    case module(ModuleSources)
  }

  let context: ProjectContext
  var order: [ModuleSources] = []
  /// Dependencies that could not be found, as warnings.
  var problems: [Diagnostic] = []
  var done: Set<ModuleSources.Origin> = []
  var visiting: Set<ModuleSources.Origin> = []

  init(context: ProjectContext) { self.context = context }

  mutating func visit(_ node: Node) {
    let module: ModuleSources
    var next: [Node] = []
    switch node {
    case .xcode(let target):
      guard !target.productType.isTest else { return }
      module = context.module(of: target)
      next = context.dependencyTargets(of: target).map(Node.xcode)
      next += context.developmentPods(for: target).map { Node.module($0.module) }
      next += target.packageProducts.flatMap { product($0, neededBy: target.name) }
      for message in context.unresolvedDependencies(of: target) { warn(message) }
    case .package(let manifest, let target):
      guard target.kind != .testTarget else { return }
      module = ModuleSources(package: manifest, target: target)
      next = target.dependencies.flatMap {
        dependency(named: $0.name, in: manifest, neededBy: target.name)
      }
    case .module(let m):
      if case .packageTarget(let url, let name) = m.origin,
        let manifest = try? PackageManifest.load(url), let target = manifest.target(named: name)
      {
        return visit(.package(manifest, target))
      }
      module = m
      next = m.dependencies.compactMap { find($0, neededBy: m.name) }
    }
    // Each module once by where it was read, not its name: `pod lib create`'s example app is
    // named as the pod it takes, and both are in its plan.
    guard !done.contains(module.origin), visiting.insert(module.origin).inserted else { return }
    for n in next { visit(n) }
    visiting.remove(module.origin)
    done.insert(module.origin)
    order.append(module)
  }

  /// A package target's dependency: a target of the same package, a product of a local
  /// package or of a package in the checkouts, or any module the project can find.
  mutating func dependency(named name: String, in manifest: PackageManifest, neededBy: String)
    -> [Node]
  {
    if let t = manifest.target(named: name) { return [.package(manifest, t)] }
    if let product = manifest.products[name], let first = product.first,
      let t = manifest.target(named: first)
    {
      return [.package(manifest, t)]
    }
    return product(name, neededBy: neededBy)
  }

  /// The Swift package product `name`: every source target of the local package product of
  /// that name, else the module of that name wherever the project finds it.
  mutating func product(_ name: String, neededBy: String) -> [Node] {
    if let (manifest, targets) = context.localProduct(name) {
      return targets.map { .package(manifest, $0) }
    }
    return find(name, neededBy: neededBy).map { [$0] } ?? []
  }

  /// Module `name` anywhere the project can find it; a warning saying where Easel looked
  /// when it is nowhere.
  mutating func find(_ name: String, neededBy: String) -> Node? {
    switch context.lookUp(module: name) {
    case .found(let m): return .module(m)
    case .notFound(let searched):
      warn(
        "module '\(name)', which '\(neededBy)' depends on, was not found; looked in "
          + searched.joined(separator: ", "))
      return nil
    }
  }

  mutating func warn(_ message: String) {
    let d = Diagnostic(.warning, message, id: "project-missing-dependency")
    if !problems.contains(d) { problems.append(d) }
  }
}
