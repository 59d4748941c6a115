import Foundation

/// Finding a module by the name an `import` uses.
extension ProjectContext {
  /// The module `name`, or nil; ``lookUp(module:)`` also says where it looked.
  public func moduleSources(named name: String) -> ModuleSources? {
    lookUp(module: name).module
  }

  /// Finds module `name` in, in order: the project's own targets, its local Swift packages
  /// (a target of that name, else the first target of the product of that name), the
  /// targets of `Pods/Pods.xcodeproj`, the folder `Pods/<name>/` (without a Pods project),
  /// the Podfile's `:path` pods (read from their podspecs, without a Pods project),
  /// `Carthage/Checkouts/<name>` (its Xcode project or `Package.swift`), the SwiftPM
  /// checkouts in `.build/checkouts` and `SourcePackages/checkouts`, and the root's
  /// `Package.swift`. Test targets never match.
  public func lookUp(module name: String) -> ModuleLookup {
    var searched: [String] = []

    for project in projects {
      searched.append("the targets of \(project.url.path)")
      if let t = project.targets.first(where: { $0.moduleName == name && !$0.productType.isTest }) {
        return .found(module(of: t))
      }
    }
    for manifest in localPackages {
      searched.append("the local package \(manifest.root.path)")
      if let found = Self.module(name, in: manifest) { return .found(found) }
    }
    if !podsProjects.isEmpty {
      for pods in podsProjects {
        searched.append("the pod targets of \(pods.url.path)")
        if let t = pods.targets.first(where: { $0.moduleName == name && !$0.productType.isTest }) {
          return .found(module(of: t))
        }
      }
    } else {
      for root in layout.projectFolders {
        let folder = root.appendingPathComponent("Pods").appendingPathComponent(name)
        searched.append(folder.path)
        if ProjectWalk.isFolder(folder) {
          let files = ProjectWalk().files(under: folder, extensions: ["swift"])
          // An Objective-C pod is a module too; `#import <Pod/Header.h>` finds its headers in
          // `Pods/Headers/Public` when `pod install` made it, else in the pod's own folder.
          let objc = ObjCFiles(
            folder: folder,
            searchPaths: Self.podHeaderFolders(
              pods: root.appendingPathComponent("Pods"), pod: name))
          var module = ModuleSources(
            name: name, origin: .podFolder(folder), productType: .framework, swiftFiles: files,
            objectiveC: objc)
          // The pod is built for its Podfile target's platform; no podspec is at hand.
          let declared = podfile?.pods.first { $0.rootName == name }
          module.podPlatform = podfile?.platform(inBlock: declared?.targets ?? [])
          module.objectiveC.headerPhase += Self.checkedInUmbrellaHeader(
            pods: root.appendingPathComponent("Pods"), module: name)
          return .found(module)
        }
      }
    }

    for pod in developmentPods {
      searched.append("the podspec \(pod.podspec.path)")
      if pod.module.name == name { return .found(pod.module) }
    }

    for root in layout.projectFolders {
      if let found = Self.module(name, inCheckoutsOf: root, searched: &searched) {
        return .found(found)
      }
    }

    if let package {
      searched.append("the targets of \(package.url.path)")
      if let found = Self.module(name, in: package) { return .found(found) }
    }
    return .notFound(searched: searched)
  }

  /// Module `name` in the checkouts of the project folder `root`: `Carthage/Checkouts/<name>`
  /// (its Xcode project or `Package.swift`), then the SwiftPM checkouts in `.build/checkouts`
  /// and `SourcePackages/checkouts`. Each place looked in is added to `searched`.
  static func module(_ name: String, inCheckoutsOf root: URL, searched: inout [String])
    -> ModuleSources?
  {
    let carthage = root.appendingPathComponent("Carthage/Checkouts").appendingPathComponent(name)
    searched.append(carthage.path)
    if ProjectWalk.isFolder(carthage), let found = module(name, inCheckout: carthage) {
      return found
    }

    for checkouts in [".build/checkouts", "SourcePackages/checkouts"] {
      let folder = root.appendingPathComponent(checkouts)
      searched.append(folder.path)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        continue
      }
      // The checkout named like the module first, then every other one.
      let sorted = names.sorted()
      let ordered =
        sorted.filter { $0.lowercased() == name.lowercased() }
        + sorted.filter { $0.lowercased() != name.lowercased() }
      for checkout in ordered where !checkout.hasPrefix(".") {
        let url = folder.appendingPathComponent(checkout)
        if let manifest = try? PackageManifest.load(url), let found = module(name, in: manifest) {
          return found
        }
      }
    }
    return nil
  }

  /// Module `name` in a package: the source target of that name, else the first target of
  /// the library product of that name.
  static func module(_ name: String, in manifest: PackageManifest) -> ModuleSources? {
    if let t = manifest.targets.first(where: {
      $0.isSourceTarget && ModuleName.identifier($0.name) == name
    }) {
      return ModuleSources(package: manifest, target: t)
    }
    if let first = manifest.products[name]?.first, let t = manifest.target(named: first),
      t.isSourceTarget
    {
      return ModuleSources(package: manifest, target: t)
    }
    return nil
  }

  /// Module `name` in a Carthage checkout: a non-test target of one of its Xcode projects,
  /// else its `Package.swift`.
  static func module(_ name: String, inCheckout folder: URL) -> ModuleSources? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for projectName in names where projectName.hasSuffix(".xcodeproj") {
      guard let project = try? XcodeProject.load(folder.appendingPathComponent(projectName))
      else { continue }
      if let t = project.targets.first(where: {
        $0.moduleName == name && !$0.productType.isTest && !$0.productType.isApplication
      }) {
        return ModuleSources(target: t)
      }
    }
    if let manifest = try? PackageManifest.load(folder) { return module(name, in: manifest) }
    return nil
  }
}
