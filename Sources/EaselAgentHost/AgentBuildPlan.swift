import Foundation

/// One Swift module of a designables agent: the files Xcode would compile for it and how.
public struct ModulePlan: Sendable, Equatable {
  /// The module's name, as `import` spells it.
  public var name: String
  /// Its Swift files, absolute.
  public var files: [URL]
  /// Active compilation conditions (`-D`), beyond the agent's own `TARGET_INTERFACE_BUILDER`
  /// and `DEBUG`.
  public var conditions: [String]
  /// Whether `DEBUG` is defined, as the build Interface Builder makes (the Debug
  /// configuration) defines it: for a target of an Xcode project, only when its settings say
  /// so (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`; projects made before
  /// Xcode 8 do not); for packages (SwiftPM defines it in debug builds), pods read without
  /// a Pods project (CocoaPods adds it to its Debug configuration) and folders, always.
  public var definesDebug = true
  /// Where the module comes from, for messages: "target ShowcaseKit of Showcase.xcodeproj",
  /// "pod Alamofire", "the folder Sources".
  public var origin: String
  /// The files its bundle holds (fonts, JSON, images, resource bundles), which the agent's
  /// bundle gets too (`AgentBundle`).
  public var resources: [URL]
  /// The resource bundles its bundle holds (`Kit.bundle`), each with its files.
  public var resourceBundles: [String: [URL]] = [:]
  /// Those of `files` that are Swift translated from the module's Objective-C.
  public var translated: Set<String>
  /// The hashes of the Objective-C the translated files come from (`.m` files and every
  /// header they reach): part of the module's cache key.
  public var objectiveCInputs: [String]
  /// The language mode it compiles in, from its `SWIFT_VERSION`.
  public var languageMode: SwiftLanguageMode
  /// Whether it gets SwiftPM's `Bundle.module` (a package target listing resources).
  public var hasBundleModule = false
  /// The C functions its Objective-C calls for its resource bundle
  /// (`ObjCFiles.bundleAccessorFunctions`), each defined returning `Bundle.module`.
  public var bundleAccessorFunctions: [String] = []
  /// Path → the text compiled instead of the file's contents: the file with the top-level
  /// declarations a `DeclarationSlice` leaves out blanked, lines and columns kept.
  public var texts: [String: String] = [:]
  /// Whether the Objective-C headers every Swift file of the module sees import UIKit (a
  /// framework's umbrella header, a bridging header): on iOS each of its Swift files then sees
  /// UIKit without an `import` of its own.
  public var headersImportUIKit = false
  /// The modules some file of the whole module imports, as the target compiles it (before a
  /// slice keeps some of its files). Swift (before Swift 6's `MemberImportVisibility`) makes
  /// the extension members of a module that any file of a module imports visible in all of
  /// its files, so a slice's files see those of the modules the agent builds with it
  /// (`AgentBuilder.visibleImports(of:building:)`) whether or not the file importing it is
  /// compiled.
  public var targetImports: Set<String> = []
  /// Whether the module enables SE-0444's `MemberImportVisibility`
  /// (`SwiftSettings.hasMemberImportVisibility`): a file then sees the extension members of the
  /// modules it imports itself only, so neither the slices nor the agent's generated file give
  /// it those of `targetImports`.
  public var hasMemberImportVisibility = false

  public init(
    name: String, files: [URL], conditions: [String] = [], origin: String, resources: [URL] = [],
    translated: Set<String> = [], objectiveCInputs: [String] = [],
    languageMode: SwiftLanguageMode = .swift5
  ) {
    self.name = name
    self.files = files
    self.conditions = conditions
    self.origin = origin
    self.resources = resources
    self.translated = translated
    self.objectiveCInputs = objectiveCInputs
    self.languageMode = languageMode
  }
}

/// What an agent build compiles: the dependency modules in build order, then the module
/// holding the designables the document uses (the storyboard's target), which becomes the
/// agent executable.
public struct AgentBuildPlan: Sendable, Equatable {
  /// Modules the main module imports (pods, packages, framework targets), dependencies first.
  public var dependencies: [ModulePlan]
  /// The storyboard's own module.
  public var main: ModulePlan
  /// Modules the sources import that are nowhere to be found, with where Easel looked: their
  /// `import` lines are left out of the build (a note says so), so that a file which does not
  /// really use the module still compiles.
  public var missingModules: [String: String]
  /// Modules any file of the plan imports that neither the toolchain, Easel's façades nor the
  /// project provide (SwiftUI): a file importing one cannot compile here.
  public var unprovidedModules: Set<String> = []

  public init(
    dependencies: [ModulePlan] = [], main: ModulePlan, missingModules: [String: String] = [:]
  ) {
    self.dependencies = dependencies
    self.main = main
    self.missingModules = missingModules
  }

  /// Every module, dependencies first.
  public var modules: [ModulePlan] { dependencies + [main] }

  /// Every file of every module.
  public var allFiles: [URL] { modules.flatMap(\.files) }

  /// The same plan with only the files in `kept` (by path); dependency modules left with no
  /// file are dropped.
  public func keeping(_ kept: Set<String>) -> AgentBuildPlan {
    var copy = self
    copy.dependencies = dependencies.compactMap { m in
      var m = m
      m.files = m.files.filter { kept.contains($0.path) }
      if m.files.isEmpty {
        // Left out whole (no class needs it, or it does not compile): its imports are
        // blanked as a missing module's are.
        if copy.missingModules[m.name] == nil { copy.missingModules[m.name] = "left out" }
        return nil
      }
      return m
    }
    copy.main.files = main.files.filter { kept.contains($0.path) }
    return copy
  }
}
