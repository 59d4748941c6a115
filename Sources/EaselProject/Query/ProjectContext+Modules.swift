import Foundation

/// Build plans: a target and everything it depends on, in build order.
extension ProjectContext {
  /// `target`'s module and its dependencies, transitively, dependencies first and `target`
  /// last, each module once. Dependencies are the target's `PBXTargetDependency` targets (in
  /// this or another project), the pods it links (`Pods_App.framework` → the `Pods-App`
  /// target → each pod), and its Swift package products (found in checkouts). Test targets
  /// are never included; a module may have no Swift files (CocoaPods' umbrella targets).
  public func modules(for target: XcodeTarget) -> [ModuleSources] {
    var plan = BuildPlan(context: self)
    plan.visit(.xcode(target))
    return plan.order
  }

  /// The package target `name` of the root's `Package.swift` and its dependencies, in build
  /// order; empty when there is no such target.
  public func modules(forPackageTarget name: String) -> [ModuleSources] {
    guard let package, let target = package.target(named: name) else { return [] }
    var plan = BuildPlan(context: self)
    plan.visit(.package(package, target))
    return plan.order
  }

  /// The targets `target` needs built first: its `PBXTargetDependency` targets (in this or
  /// another loaded project) and the targets whose products it links (`Pods_App.framework`).
  func dependencyTargets(of target: XcodeTarget) -> [XcodeTarget] {
    var out: [XcodeTarget] = []
    for ref in target.dependencies {
      guard let project = project(at: ref.project) else { continue }
      if let t = project.target(id: ref.targetID) ?? ref.name.flatMap(project.target(named:)) {
        out.append(t)
      }
    }
    let all = projects + (podsProject.map { [$0] } ?? [])
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
    func key(_ s: String) -> String { ModuleName.identifier((s as NSString).deletingPathExtension) }
    return a == b || key(a) == key(b)
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
  var done: Set<String> = []
  var visiting: Set<String> = []

  init(context: ProjectContext) { self.context = context }

  mutating func visit(_ node: Node) {
    let module: ModuleSources
    var next: [Node] = []
    switch node {
    case .xcode(let target):
      guard !target.productType.isTest else { return }
      module = context.module(of: target)
      next = context.dependencyTargets(of: target).map(Node.xcode)
      next += target.packageProducts.compactMap {
        context.lookUp(module: $0).module.map(Node.module)
      }
    case .package(let manifest, let target):
      guard target.kind != .testTarget else { return }
      module = ModuleSources(package: manifest, target: target)
      next = target.dependencies.compactMap { dependency(named: $0.name, in: manifest) }
    case .module(let m):
      if case .packageTarget(let url, let name) = m.origin,
        let manifest = try? PackageManifest.load(url), let target = manifest.target(named: name)
      {
        return visit(.package(manifest, target))
      }
      module = m
      next = m.dependencies.compactMap { context.lookUp(module: $0).module.map(Node.module) }
    }
    guard !done.contains(module.name), visiting.insert(module.name).inserted else { return }
    for n in next { visit(n) }
    visiting.remove(module.name)
    done.insert(module.name)
    order.append(module)
  }

  /// A package target's dependency: a target of the same package, a product of a package in
  /// the checkouts, or any module the project can find.
  func dependency(named name: String, in manifest: PackageManifest) -> Node? {
    if let t = manifest.target(named: name) { return .package(manifest, t) }
    if let product = manifest.products[name], let first = product.first,
      let t = manifest.target(named: first)
    {
      return .package(manifest, t)
    }
    return context.lookUp(module: name).module.map(Node.module)
  }
}
