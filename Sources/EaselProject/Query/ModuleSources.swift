import Foundation

/// One module to compile: its name, its Swift files and the settings it compiles with.
public struct ModuleSources: Hashable, Sendable, CustomStringConvertible {
  /// Where a module was found.
  public enum Origin: Hashable, Sendable {
    /// A target of an Xcode project (`project` is the `.xcodeproj`).
    case xcodeTarget(project: URL, target: String)
    /// A pod: a target of `Pods/Pods.xcodeproj`.
    case podTarget(project: URL, target: String)
    /// `Pods/<Name>/` read as a folder, without a Pods project.
    case podFolder(URL)
    /// A development pod (the Podfile's `:path`) read from its podspec, without a Pods
    /// project.
    case podspec(URL)
    /// A target of a Swift package (`manifest` is its `Package.swift`); checkouts of
    /// Carthage and SwiftPM are packages or projects too.
    case packageTarget(manifest: URL, target: String)
  }

  /// The module's name, as `import` spells it.
  public var name: String
  /// Where it was found.
  public var origin: Origin
  /// What it builds; packages' targets are `.framework`, executables `.tool`.
  public var productType: ProductType
  /// Its Swift files: absolute, existing, deduplicated, sorted within each folder as listed.
  public var swiftFiles: [URL]
  /// How it compiles.
  public var settings: SwiftSettings
  /// The names of the modules it depends on directly (targets, pods, package products), as
  /// the project states them; ``ProjectContext/modules(for:)`` resolves them.
  public var dependencies: [String]
  /// The files its product's bundle holds, as the project lists them (an Xcode target's
  /// Resources phase); empty when the project does not say.
  public var resourceFiles: [URL]
  /// The resource bundles its product's bundle holds (`Kit.bundle`), each with its files, as
  /// the project lists them (``XcodeTarget/resourceBundles``).
  public var resourceBundles: [String: [URL]] = [:]
  /// Its Objective-C files and how they find their headers; empty for a Swift-only module.
  public var objectiveC: ObjCFiles
  /// Whether the build gives it SwiftPM's resource bundle accessor, `Bundle.module`: a
  /// package target that lists `resources:`.
  public var hasBundleModule = false
  /// The shell scripts its target runs before compiling (an Xcode target's Run Script
  /// phases); empty for pods read without a Pods project and for packages.
  public var runScripts: [String] = []
  /// The Swift package plugins its target runs as it builds (``XcodeTarget/buildToolPlugins``).
  public var buildToolPlugins: [String] = []
  /// For a pod read without a Pods project, the platform CocoaPods would build it for
  /// (`ios`, `osx`, `tvos`, …: the Podfile's `platform`, else the podspec's one platform),
  /// when known. The umbrella header CocoaPods generates for a pod (`<Pod>-umbrella.h`, which
  /// its Swift files see) imports that platform's framework.
  public var podPlatform: String?

  /// Creates a module description.
  public init(
    name: String, origin: Origin, productType: ProductType, swiftFiles: [URL],
    settings: SwiftSettings = SwiftSettings(), dependencies: [String] = [],
    resourceFiles: [URL] = [], objectiveC: ObjCFiles = ObjCFiles()
  ) {
    self.name = name
    self.origin = origin
    self.productType = productType
    self.swiftFiles = swiftFiles
    self.settings = settings
    self.dependencies = dependencies
    self.resourceFiles = resourceFiles
    self.objectiveC = objectiveC
  }

  /// `name (productType, N Swift files)`, and `, M Objective-C files` when it has some.
  public var description: String {
    let kind = productType.rawValue.replacingOccurrences(of: "com.apple.product-type.", with: "")
    let objc =
      objectiveC.implementations.isEmpty
      ? "" : ", \(objectiveC.implementations.count) Objective-C files"
    return "\(name) (\(kind), \(swiftFiles.count) Swift files\(objc))"
  }
}

/// The answer to "where is module X?": the module, or every place looked in.
public enum ModuleLookup: Hashable, Sendable {
  /// Found.
  case found(ModuleSources)
  /// Not found in any of these places (project targets, pod targets, folders, checkouts).
  case notFound(searched: [String])

  /// The module, if found.
  public var module: ModuleSources? {
    if case .found(let m) = self { return m }
    return nil
  }
}

extension ModuleSources {
  /// The module of an Xcode target; `pod` marks a target of a Pods project.
  init(target: XcodeTarget, pod: Bool = false) {
    var deps = target.dependencies.compactMap(\.name)
    deps += target.packageProducts
    self.init(
      name: target.moduleName,
      origin: pod
        ? .podTarget(project: target.project, target: target.name)
        : .xcodeTarget(project: target.project, target: target.name),
      productType: target.productType, swiftFiles: target.swiftFiles,
      settings: target.swiftSettings, dependencies: deps, resourceFiles: target.resourceFiles,
      objectiveC: target.objectiveC)
    resourceBundles = target.resourceBundles
    runScripts = target.runScripts
    buildToolPlugins = target.buildToolPlugins
  }

  /// The module of a package target, its files found with SwiftPM's rules.
  init(package: PackageManifest, target: PackageTarget) {
    self.init(
      name: ModuleName.identifier(target.name),
      origin: .packageTarget(manifest: package.url, target: target.name),
      productType: target.kind == .executableTarget
        ? .tool : target.kind == .testTarget ? .unitTest : .framework,
      swiftFiles: package.swiftFiles(of: target),
      // SwiftPM (and Xcode building a package) defines SWIFT_PACKAGE for every target.
      settings: SwiftSettings(
        swiftVersion: package.swiftVersion,
        compilationConditions: ["SWIFT_PACKAGE"] + target.defines),
      dependencies: target.dependencies.map(\.name),
      objectiveC: package.objectiveC(of: target))
    hasBundleModule = target.declaresResources
    settings.upcomingFeatures = target.upcomingFeatures
  }
}
