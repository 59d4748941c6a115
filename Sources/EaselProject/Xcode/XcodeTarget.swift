import Foundation

/// One `PBXNativeTarget` of an Xcode project, with its files resolved to absolute paths.
public struct XcodeTarget: Hashable, Sendable, CustomStringConvertible {
  /// The object id in the project file.
  public var id: String
  /// The target's name (`TARGET_NAME`).
  public var name: String
  /// The `productName` attribute.
  public var productName: String
  /// What it builds.
  public var productType: ProductType
  /// The module its Swift compiles as: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (with
  /// `$(TARGET_NAME)` substituted), else the target's name; made an identifier.
  public var moduleName: String
  /// The product's file name (`App.app`, `Kit.framework`, `Pods_App.framework`), if any.
  public var productFileName: String?
  /// The project file this target was read from (the `.xcodeproj` folder).
  public var project: URL

  /// Every existing file of the Sources build phase (and of the target's synchronized
  /// folders), absolute, deduplicated, in phase order: Swift, Objective-C, C, Metal, …
  public var sourceFiles: [URL]
  /// Every file of the Resources build phase (and synchronized folders): storyboards, xibs,
  /// asset catalogs, strings; a variant group's children are listed one by one.
  public var resourceFiles: [URL]
  /// The bundles of the Resources phase that other targets of the project build, by their
  /// file name, each with the files of its target's Resources phase: a CocoaPods
  /// `resource_bundles` entry (`Kit.bundle`, built by the `Kit-Kit` bundle target), which
  /// the framework's code opens with `Bundle(for:).url(forResource: "Kit", withExtension:
  /// "bundle")`.
  public var resourceBundles: [String: [URL]] = [:]
  /// The file names of the Resources phase's products of other targets
  /// (`BUILT_PRODUCTS_DIR`), which ``resourceBundles`` resolves.
  var resourceProducts: [String] = []
  /// Targets this one depends on (`PBXTargetDependency`), in the project file's order.
  public var dependencies: [TargetReference]
  /// File names of the products the Frameworks phase links (`Pods_App.framework`).
  public var linkedProducts: [String]
  /// Swift package products the target uses (`XCSwiftPackageProductDependency`).
  public var packageProducts: [String]
  /// The build settings of the configuration read (Debug, else the default, else the first).
  public var buildSettings: BuildSettings
  /// The Swift-related settings derived from ``buildSettings``.
  public var swiftSettings: SwiftSettings
  /// Its Objective-C files (the `.m` files of ``sourceFiles``, its headers) and the search
  /// paths and prefix header they compile with.
  public var objectiveC = ObjCFiles()
  /// The shell scripts of its Run Script phases (`PBXShellScriptBuildPhase`), in phase order:
  /// what Xcode runs around compiling, such as a code generator writing a Swift file the
  /// Sources phase lists (R.swift's `rswift generate`).
  public var runScripts: [String] = []
  /// The Swift package plugins it runs as it builds (a target dependency on a package's
  /// `plugin:` product, as Xcode records a build tool plugin): their names, without `plugin:`
  /// (`RswiftGenerateInternalResources`).
  public var buildToolPlugins: [String] = []

  /// The Swift files of ``sourceFiles``.
  public var swiftFiles: [URL] { sourceFiles.filter { $0.pathExtension == "swift" } }

  /// The storyboards and xibs of ``resourceFiles``.
  public var interfaceFiles: [URL] {
    resourceFiles.filter { ["storyboard", "xib"].contains($0.pathExtension.lowercased()) }
  }

  /// `name (productType)`.
  public var description: String { "\(name) (\(productType))" }
}

/// A target named by another target's dependency, possibly in another project.
public struct TargetReference: Hashable, Sendable {
  /// The `.xcodeproj` holding the target.
  public var project: URL
  /// The target's object id there.
  public var targetID: String
  /// The target's name, as the dependency records it (`remoteInfo`), if known.
  public var name: String?

  /// Creates a reference.
  public init(project: URL, targetID: String, name: String?) {
    self.project = project
    self.targetID = targetID
    self.name = name
  }
}
