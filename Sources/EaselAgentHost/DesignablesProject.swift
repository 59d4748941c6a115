import EaselDiagnostics
import EaselInspect
import EaselProject
import Foundation

/// A project's designable sources and how to build them: what Xcode would compile for the
/// classes a document uses, as modules, with a slice of files per class.
///
/// With an Xcode project (or a package manifest) the plan is the document's target and the
/// targets, pods and packages it depends on, each its own module (`ProjectContext`); without
/// one, the Swift files under the folder as one module. Either way each class's build needs
/// only the files its slice names (`DependencySlice`), entry points and files of other
/// targets are never compiled, and an `import` of a module that is nowhere to be found is
/// answered where Easel looked.
public struct DesignablesProject: Sendable {
  /// The project folder (or the folder `--sources` names).
  public var root: URL
  /// The Xcode projects, pods and package around the root; nil when `--sources` names a
  /// folder of sources.
  public var context: ProjectContext?
  /// Every source file under the root, Swift and Objective-C.
  public var sourceFiles: [URL]
  /// The scan of `sourceFiles` and of every module file of the project, and once
  /// Objective-C is translated (`translatingObjectiveC(_:)`), of the Swift it became.
  public var scan: ScanResult
  /// Each module's Objective-C translated, by module (`objcKey(of:)`; `folderModule` for the
  /// files no target compiles, or the folder's without a project, each project folder's).
  public var objectiveC: [String: ObjCModuleTranslation] = [:]
  /// Objective-C classes that did not translate, with the located errors that say why: they
  /// are Build failed, never drawn as an unknown class.
  public var objectiveCFailures: [String: [Diagnostic]] = [:]
  /// Keys Objective-C categories add (`IBInspectable` properties) that did not translate,
  /// with the errors that say why.
  public var objectiveCKeyFailures: [String: [Diagnostic]] = [:]
  /// The Objective-C files of the modules the last translation planned (their real paths):
  /// what tells a class whose implementation no planned target compiles from one nothing
  /// reached (`whyNotTranslated(_:)`).
  var objectiveCPlannedFiles: Set<String> = []
  /// `@IBDesignable` classes in folders of the root that no project of it lists (a Flutter
  /// app's `ios` folder without its `Runner.xcodeproj`, beside the repository's macOS
  /// project), each with that folder: no target compiles them, so Xcode would not build
  /// them, and Easel does not guess a module for them; they are named, never passed over.
  public var unlistedDesignables: [(scannedClass: ScannedClass, folder: URL)] = []
  /// The Swift files under a project's folder that no target compiles
  /// (`strayFiles(_:context:)`): Xcode never builds them, so their classes are no
  /// designables of the project (`strayDesignables`), and no build takes them.
  public var strayFiles: Set<String> = []
  /// Swift files Easel generated in place of a code generator's output that is not in the
  /// checkout (R.swift's `R.generated.swift`), by module name: compiled with the module.
  public var generatedFiles: [String: [URL]] = [:]
  /// The translated declarations (`file|qualifiedName`) that `designableClasses` leaves out:
  /// of a class several modules' translations declare, every copy but the one listed
  /// (`unlistedTranslatedCopies()`).
  var unlistedCopies: Set<String> = []
  /// The project files that could not be read (malformed, unreadable), or were read only in
  /// part (unresolved merge conflicts): without them the classes build from the folder, or
  /// in settings the file does not state, and the report must say why. With them, the note
  /// that a pod the Podfile names without `:path` was read from the repository's own
  /// podspec (`project-repository-pod`).
  public var projectFileProblems: [Diagnostic] = []

  /// Finds and scans the sources of `root`; `useProject` reads the project it stands for
  /// too (`ProjectLayout.locate(sources:)`): the root's own, or for a repository's root the
  /// projects below it, as if pointed at them. With a project, the sources are those under
  /// its folders and every file its modules compile from elsewhere; without one (or for a
  /// folder inside a bigger project, such as Easel's fixtures), every source under `root`.
  public init(root: URL, useProject: Bool = true) throws {
    // A project reached through a symbolic link is read by its real path: Xcode projects
    // name their files that way, and a class's file must match its target's.
    let root = URL(fileURLWithPath: Self.identity(root.standardizedFileURL), isDirectory: true)
    self.root = root
    var folders = [root]
    if useProject, let layout = ProjectLayout.locate(sources: root) {
      let context = ProjectContext(layout: layout)
      projectFileProblems = context.diagnostics.filter {
        $0.severity == .error
          || ["project-merge-conflict", "project-repository-pod", "project-package-setting-unread"].contains($0.id)
      }
      if !context.projects.isEmpty || context.package != nil || context.podsProject != nil
        || !context.developmentPods.isEmpty || !context.localPackages.isEmpty
      {
        self.context = context
        folders = layout.projectFolders
      }
    }
    sourceFiles = folders.flatMap { findSources(in: $0) }
    var files = sourceFiles
    if let context {
      // Every file a module compiles from outside the project's folders (`../../Stack.m`
      // in a sample app's target): its Swift, and its Objective-C with their headers, so that
      // a document's class is found whichever language defines it.
      let known = Set(files.map(Self.identity))
      for module in context.allModules() {
        let compiled =
          module.swiftFiles + module.objectiveC.implementations + module.objectiveC.headers
        files += compiled.filter { !known.contains(Self.identity($0)) }
      }
    }
    // One file reached by two paths (a project read through a symbolic link, its targets'
    // files named by their real path) is scanned once, under the first path.
    var seen: Set<String> = []
    scan = try ScanResult.scan(files: files.filter { seen.insert(Self.identity($0)).inserted })
    if let context {
      let generated = Self.generatedRswiftFiles(
        context: context, scan: scan, in: Self.generatedFolder)
      for (module, entry) in generated.sorted(by: { $0.key < $1.key }) {
        generatedFiles[module, default: []].append(entry.file)
      }
      if !generated.isEmpty {
        scan = ScanResult(files: scan.files + generated.values.map(\.scan))
      }
      scan = Self.inferringObjCAsSwift3(scan, modules: context.allModules())
    }
    if let context { strayFiles = Self.strayFiles(sourceFiles, context: context) }
    if context != nil, !folders.contains(root) {
      unlistedDesignables = try Self.unlistedDesignables(
        under: root, projectFolders: folders, known: seen)
    }
  }

  /// The `@IBDesignable` classes of the source files under `root` that are in none of
  /// `projectFolders` and not `known` (compiled from elsewhere), each with the outermost
  /// folder holding it that holds no project. Only files that spell the attribute are scanned.
  static func unlistedDesignables(under root: URL, projectFolders: [URL], known: Set<String>)
    throws -> [(scannedClass: ScannedClass, folder: URL)]
  {
    let inside = projectFolders.map { $0.standardizedFileURL.path + "/" }
    // The bytes are searched, not a decoded string: a repository's thousands of files are
    // read once each, and most spell neither.
    let markers = [Data("IBDesignable".utf8), Data("IB_DESIGNABLE".utf8)]
    func spellsAttribute(_ file: URL) -> Bool {
      guard let data = try? Data(contentsOf: file) else { return false }
      return markers.contains { (marker: Data) in data.range(of: marker) != nil }
    }
    let marked = findSources(in: root).filter { file in
      !inside.contains { file.path.hasPrefix($0) } && !known.contains(identity(file))
        && spellsAttribute(file)
    }
    guard !marked.isEmpty else { return [] }
    var listed: Set<String> = []
    return try ScanResult.scan(files: marked).classes.filter(\.isDesignable).compactMap { c in
      guard listed.insert(c.qualifiedName + "|" + c.location.file).inserted else { return nil }
      // Down from the root towards the file, the first folder that holds no project.
      var folder = root
      for part in c.location.file.dropFirst(root.path.count + 1).split(separator: "/").dropLast()
      where inside.contains(where: { $0.hasPrefix(folder.path + "/") }) {
        folder.appendPathComponent(String(part), isDirectory: true)
      }
      return (c, folder)
    }
  }

  /// The Swift classes marked `@IBDesignable` (or inheriting from one) that Interface
  /// Builder draws live — those translated from Objective-C too, once it is translated
  /// (`translatingObjectiveC(_:)`) — in file order: views; a designable controller or bar item is drawn
  /// as its UIKit class, as Interface Builder draws it (`designableNonViews`), and so is one
  /// whose chain ends at any other framework class that is not a view (a
  /// `UICollectionViewFlowLayout` or `CALayer` subclass, `designable-not-a-view`). AppKit
  /// views (macOS designables) are not among them: a note names each (`designable-appkit`).
  public var designableClasses: [ScannedClass] {
    let designable = scan.plan.classes.filter {
      $0.isDesignable && !strayFiles.contains($0.scannedClass.location.file)
        && !unlistedCopies.contains(
          $0.scannedClass.location.file + "|" + $0.scannedClass.qualifiedName)
    }
    let registered = designable.filter(\.isView).map(\.scannedClass)
    let leftOut = Set(
      (scan.plan.appKitDesignables + scan.plan.nonViewDesignables.map(\.scannedClass))
        .map(\.qualifiedName))
    let unregistered = scan.classes.filter { c in
      c.language == .swift && c.isDesignable && !leftOut.contains(c.qualifiedName)
        && !strayFiles.contains(c.location.file)
        && !unlistedCopies.contains(c.location.file + "|" + c.qualifiedName)
        && !designable.contains { $0.scannedClass.qualifiedName == c.qualifiedName }
    }
    // A class the translator failed is Build failed with its errors, whatever Swift it gave.
    let failed = (registered + unregistered).filter {
      objectiveCFailures[$0.name] != nil && isTranslated($0)
    }.map(\.qualifiedName)
    return (registered + unregistered).filter { !failed.contains($0.qualifiedName) }.sorted {
      ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
    }
  }

  /// What tells two paths of one file apart from two files: the path with symbolic links
  /// resolved.
  static func identity(_ file: URL) -> String { file.resolvingSymlinksInPath().path }

  /// `@IBDesignable` classes that are not views (controllers, bar items, collection view
  /// layouts, layers: any class whose superclass chain does not reach `UIView`), with their
  /// framework root class: Interface Builder does not draw them live.
  public var designableNonViews: [(scannedClass: ScannedClass, root: String)] {
    scan.plan.classes.filter { $0.isDesignable && !$0.isView }.map { ($0.scannedClass, $0.root) }
      + scan.plan.nonViewDesignables
  }

  /// `@IBDesignable` AppKit views (macOS designables), with their AppKit root class.
  public var appKitDesignables: [(scannedClass: ScannedClass, root: String)] {
    scan.plan.appKitDesignables.map { ($0, scan.plan.appKitRoots[$0.qualifiedName] ?? "NSView") }
  }

  /// Whether `name` (as a document's `customClass` spells it) is a Swift class of the project.
  public func definesSwiftClass(_ name: String) -> Bool {
    !filesDeclaring([name]).isEmpty
  }

  /// The Swift files declaring classes named `names` (plain, qualified or Objective-C names).
  func filesDeclaring(_ names: Set<String>) -> Set<String> {
    Set(
      scan.classes.filter {
        $0.language == .swift && $0.documentNames.contains(where: names.contains)
      }.map(\.location.file))
  }

  /// One build: a plan, each class's slice, and what is worth saying about it.
  public struct Build: Sendable {
    public var plan: AgentBuildPlan
    /// Class name → paths of the files its build needs.
    public var slices: [String: Set<String>]
    public var notes: [Diagnostic]
    /// Class name → the files of its narrow slice (`Slicing.slice(for:narrow:)`), for the
    /// classes whose narrow slice is smaller than `slices`' (`IsolatingBuild` tries it first).
    public var narrowSlices: [String: Set<String>] = [:]
  }

  /// The build for `classes`, which `document` uses: the document's target and what it
  /// depends on, else the folder as module `fallbackModule`.
  public func build(
    for classes: Set<String>, document: URL?, fallbackModule: String,
    availableModules: Set<String>
  ) -> Build {
    let log = DiagnosticLog()
    var modules: [ModuleSources] = []
    if let context, let document {
      if let target = context.targets(containing: document).first {
        modules = withTranslations(context.modules(for: target, diagnostics: log))
      } else if let target = context.packageTargets(containing: document).first {
        modules = withTranslations(context.modules(forPackageTarget: target.name, diagnostics: log))
      }
    }
    if modules.isEmpty, let context {
      // No target holds the document: the targets that declare the classes.
      modules = modulesDeclaring(
        classes, preferring: fallbackModule, context: context, diagnostics: log)
    } else if let context {
      // Classes the document's target does not reach (a framework of another project of the
      // workspace that the app does not link): the modules that declare them, ahead of the
      // document's own.
      let declared = Set(modules.flatMap(\.swiftFiles).map(\.path))
      let elsewhere = classes.filter {
        !AgentPlan.isExtensionsRoot($0) && filesDeclaring([$0]).isDisjoint(with: declared)
      }
      let added = modulesDeclaring(
        elsewhere, preferring: fallbackModule, context: context, diagnostics: log
      ).filter { m in !modules.contains { $0.name == m.name } }
      modules.insert(contentsOf: added, at: modules.count - 1)
    }
    if context != nil {
      // Classes no target declares (a library's own sources beside its demo app, whose pods
      // are not installed): their files, as the module the document names, ahead of the rest.
      let declared = Set(modules.flatMap(\.swiftFiles).map(\.path))
      let undeclared = classes.filter {
        !AgentPlan.isExtensionsRoot($0) && filesDeclaring([$0]).isDisjoint(with: declared)
      }
      if !undeclared.isEmpty, let orphans = orphanModule(named: fallbackModule),
        !modules.contains(where: { $0.name == orphans.name })
      {
        modules.insert(orphans, at: 0)
      }
    }
    return assemble(
      modules, classes: classes, fallbackModule: fallbackModule,
      availableModules: availableModules, log: log, near: document.map { [$0.path] } ?? [])
  }

  /// The Swift files under the root that no target of the project compiles (a pod's own
  /// sources when `pod install` has not run), as module `name`; nil when there are none.
  /// It builds in the `SWIFT_VERSION` the project's own targets agree on, if they do: files
  /// kept beside a Swift 4 app are Swift 4.
  func orphanModule(named name: String) -> ModuleSources? {
    let all = context?.allModules() ?? []
    let owned = Set(all.flatMap(\.swiftFiles).map(\.path))
    let files =
      sourceFiles.filter {
        $0.pathExtension == "swift" && !owned.contains($0.path) && !strayFiles.contains($0.path)
      }
      + folderTranslations
    guard !files.isEmpty else { return nil }
    var module = ModuleSources(
      name: name, origin: .podFolder(root), productType: .framework, swiftFiles: files)
    module.settings.swiftVersion = Self.agreedSwiftVersion(of: all)
    return module
  }

  /// The `SWIFT_VERSION` every Xcode target of `modules` with Swift files states, when they
  /// state one and the same (Pods' targets and packages not counted); nil otherwise.
  static func agreedSwiftVersion(of modules: [ModuleSources]) -> String? {
    var versions: Set<String> = []
    for m in modules where !m.swiftFiles.isEmpty {
      guard case .xcodeTarget = m.origin else { continue }
      guard let version = m.settings.swiftVersion else { return nil }
      versions.insert(version)
    }
    return versions.count == 1 ? versions.first : nil
  }

  /// The name of the pod the root's `.podspec` describes, if there is exactly one.
  var podName: String? {
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
      .filter { $0.hasSuffix(".podspec") }
    guard specs.count == 1, let spec = specs.first else { return nil }
    return AgentPlan.sanitize(String(spec.dropLast(".podspec".count)))
  }

  /// The builds for every designable class: one per target that declares some (with what it
  /// depends on), or the folder as one module. Classes in files no target compiles are left
  /// out with a note, as Xcode would never build them.
  public func buildsForAllDesignables(fallbackModule: String, availableModules: Set<String>)
    -> [(classes: Set<String>, build: Build)]
  {
    let classes = designableClasses
    guard let context else {
      let names = Set(classes.map(\.qualifiedName))
      return [
        (
          names,
          assemble(
            [], classes: names, fallbackModule: fallbackModule,
            availableModules: availableModules, log: DiagnosticLog())
        )
      ]
    }
    // By where each module was read, not its name: a repository may hold several copies of
    // one app, each project with a target of the same name, and each copy is its own build.
    var byModule: [ModuleSources.Origin: (module: ModuleSources, classes: Set<String>)] = [:]
    var order: [ModuleSources.Origin] = []
    var orphans: [ScannedClass] = []
    let owners = withTranslations(context.allModules())
    for c in classes {
      guard
        let owner = owners.first(where: { $0.swiftFiles.contains { $0.path == c.location.file } })
      else {
        orphans.append(c)
        continue
      }
      if byModule[owner.origin] == nil {
        order.append(owner.origin)
        byModule[owner.origin] = (owner, [])
      }
      byModule[owner.origin]?.classes.insert(c.qualifiedName)
    }
    var builds: [(classes: Set<String>, build: Build)] = []
    for name in order {
      guard let entry = byModule[name] else { continue }
      let log = DiagnosticLog()
      let modules = withTranslations(context.modules(forModule: entry.module, diagnostics: log))
      builds.append(
        (
          entry.classes,
          assemble(
            modules, classes: entry.classes, fallbackModule: fallbackModule,
            availableModules: availableModules, log: log)
        ))
    }
    if !orphans.isEmpty {
      // Classes no target compiles: a library's sources whose demo app takes them through
      // pods that are not installed. Built as the pod (or folder) they are.
      let name = podName ?? fallbackModule
      let names = Set(orphans.map(\.qualifiedName))
      let module = orphanModule(named: name).map { [$0] } ?? []
      builds.append(
        (
          names,
          assemble(
            module, classes: names, fallbackModule: name, availableModules: availableModules,
            log: DiagnosticLog())
        ))
    }
    return builds
  }

  /// The modules that declare `classes`, each with what it depends on, dependencies first:
  /// for each class the module named `preferred` (the document's `customModule`) when it
  /// declares it, else every module that does.
  private func modulesDeclaring(
    _ classes: Set<String>, preferring preferred: String, context: ProjectContext,
    diagnostics: DiagnosticLog
  ) -> [ModuleSources] {
    let all = withTranslations(context.allModules())
    var owners: [ModuleSources] = []
    for name in classes.sorted() {
      let files = filesDeclaring([name])
      let declaring = all.filter { $0.swiftFiles.contains { files.contains($0.path) } }
      let chosen = declaring.first { $0.name == preferred }.map { [$0] } ?? declaring
      owners += chosen.filter { m in !owners.contains { $0.name == m.name } }
    }
    var out: [ModuleSources] = []
    for owner in all where owners.contains(where: { $0.name == owner.name }) {
      for m in withTranslations(context.modules(forModule: owner, diagnostics: diagnostics)) {
        guard let i = out.firstIndex(where: { $0.name == m.name }) else {
          out.append(m)
          continue
        }
        // A target of the module's name that compiles nothing gives way to the one that
        // compiles its files: CocoaPods' resource bundle target (`Lib-Lib`, product `Lib`),
        // which the pod's target depends on and so comes first, would otherwise stand for
        // the pod, and the agent would lack the pod's classes.
        if out[i].swiftFiles.isEmpty && !m.swiftFiles.isEmpty { out[i] = m }
      }
    }
    return out
  }

  /// Whether the Objective-C headers every Swift file of `m` sees import UIKit: a framework's
  /// umbrella header (its header named after the module, which Swift imports as the module's
  /// own Clang part), a pod's (`<Pod>-umbrella.h`, the umbrella header of the module map
  /// CocoaPods writes, which Xcode's `-import-underlying-module` imports into each Swift
  /// file) and a target's bridging header. Swift files of such a module see UIKit on iOS
  /// without importing it (royhsu/tiny-kit's `TinyKit.h`, spent). A pod read without a Pods
  /// project or its `Target Support Files` gets the umbrella header CocoaPods would write,
  /// which imports UIKit for a pod built for iOS or tvOS (Cocoa for OS X, Foundation
  /// otherwise).
  static func headersImportUIKit(of m: ModuleSources) -> Bool {
    var headers: [URL] = []
    var umbrellas = [m.name + ".h"]
    // A Swift pod always defines a module, a static library's too, and gets the umbrella.
    let pod: Bool
    switch m.origin {
    case .podTarget, .podFolder, .podspec: pod = true
    case .xcodeTarget, .packageTarget: pod = false
    }
    if pod { umbrellas.append(m.name + "-umbrella.h") }
    if pod || m.productType == .framework || m.productType == .staticFramework {
      headers += (m.objectiveC.headerPhase + m.objectiveC.headers).filter {
        umbrellas.contains($0.lastPathComponent)
      }
    }
    if pod, headers.isEmpty, let platform = m.podPlatform {
      return uikitPlatforms.contains(platform)
    }
    if let bridging = m.objectiveC.bridgingHeader ?? m.settings.bridgingHeader {
      headers.append(bridging)
    }
    return headers.contains { header in
      guard let text = try? String(contentsOf: header, encoding: .utf8) else { return false }
      return text.split(separator: "\n").contains { line in
        let code = line.trimmingCharacters(in: .whitespaces)
        return code.hasPrefix("#import <UIKit/") || code.hasPrefix("#include <UIKit/")
          || code.hasPrefix("@import UIKit")
      }
    }
  }

  /// The platforms whose pods' generated umbrella header imports `<UIKit/UIKit.h>`, as
  /// CocoaPods' header generator writes it.
  static let uikitPlatforms: Set<String> = ["ios", "tvos", "visionos"]

  /// The `SWIFT_VERSION` module `m` builds with: its own, else, for a pod read from its podspec
  /// or folder (no Pods project to say), its app's (`app`). None for a module whose Swift files
  /// are all `translated` from its Objective-C: Xcode ignores `SWIFT_VERSION` in a target
  /// without Swift sources (a Podfile setting it on every pod sets it on Objective-C pods too),
  /// and Easel's translations are Swift 5 whatever the target says.
  static func swiftVersion(
    of m: ModuleSources, app: String?, translated: Set<String> = []
  ) -> String? {
    guard m.swiftFiles.contains(where: { !translated.contains($0.path) }) else { return nil }
    if let own = m.settings.swiftVersion { return own }
    switch m.origin {
    case .podspec, .podFolder: return app
    case .xcodeTarget, .podTarget, .packageTarget: return nil
    }
  }

  /// A plan from `modules` (dependencies first, the main module last; empty for the folder
  /// as one module), with the modules its imports need and each class's slice.
  ///
  /// `narrow`: whether to make the narrow slices too (`Build.narrowSlices`).
  func assemble(
    _ projectModules: [ModuleSources], classes: Set<String>, fallbackModule: String,
    availableModules: Set<String>, log: DiagnosticLog, near: [String] = [], narrow: Bool = true
  ) -> Build {
    var modules = projectModules.filter { !$0.swiftFiles.isEmpty }
    if modules.isEmpty {
      let files =
        sourceFiles.filter { $0.pathExtension == "swift" }
        + folderTranslations
      modules = [
        ModuleSources(
          name: fallbackModule, origin: .podFolder(root), productType: .application,
          swiftFiles: files)
      ]
    }
    var notes = log.diagnostics
    for m in modules {
      guard let generated = generatedFiles[m.name],
        m.swiftFiles.contains(where: generated.contains)
      else { continue }
      notes.append(
        Diagnostic(
          .note,
          "module '\(m.name)' runs R.swift, whose generated R is not in the checkout: Easel "
            + "generated R from the target's resources ("
            + generated.map(\.path).joined(separator: ", ") + ")",
          id: "rswift-generated"))
    }
    var seen = Set(notes.map(\.description))
    // A pod whose podspec states no `swift_version` is built in its app's, as CocoaPods
    // gives it the Swift version of the targets using it.
    let appVersion = modules.last?.settings.swiftVersion
    func plans(_ modules: [ModuleSources]) -> [ModulePlan] {
      modules.map { m in
        let files = Set(m.swiftFiles.map(\.path))
        let translations = objectiveC.values.filter { t in
          t.files.contains { files.contains($0.path) }
        }.sorted { $0.inputsKey < $1.inputsKey }
        let translated = Set(translations.flatMap(\.files).map(\.path)).intersection(files)
        let version = Self.swiftVersion(of: m, app: appVersion, translated: translated)
        var module = ModulePlan(
          name: m.name, files: m.swiftFiles, conditions: m.settings.compilationConditions,
          origin: "\(m)", resources: AgentBundle.resources(of: m), translated: translated,
          objectiveCInputs: Set(translations.map(\.inputsKey)).sorted(),
          languageMode: SwiftLanguageMode(swiftVersion: version))
        module.hasBundleModule = m.hasBundleModule
        module.bundleAccessorFunctions = m.objectiveC.bundleAccessorFunctions
        module.resourceBundles = AgentBundle.bundles(of: m)
        module.headersImportUIKit = Self.headersImportUIKit(of: m)
        module.targetImports = MissingImports.modules(importedBy: m.swiftFiles, scan: scan)
        module.hasMemberImportVisibility = m.settings.hasMemberImportVisibility
        switch m.origin {
        case .xcodeTarget, .podTarget:
          module.definesDebug = m.settings.compilationConditions.contains("DEBUG")
        case .podFolder, .podspec, .packageTarget:
          break
        }
        return module
      }
    }
    var plan = AgentBuildPlan(
      dependencies: plans(modules.dropLast()), main: plans([modules[modules.count - 1]])[0])
    var slicing = Slicing(plan: plan, scan: scan, near: near)
    // A module the project can still provide (a pod or target found below) is not missing.
    slicing.missingModules = Self.missingModules(
      of: plan, scan: scan, availableModules: availableModules
    ).filter { name in
      if case .found? = context?.lookUp(module: name) { return false }
      return true
    }
    plan.unprovidedModules = slicing.missingModules
    var slices: [String: Set<String>] = [:]
    var narrowSlices: [String: Set<String>] = [:]
    for name in classes.sorted() {
      let slice = slicing.slice(for: name)
      slices[name] = slice.paths
      for note in slice.notes where seen.insert(note.description).inserted { notes.append(note) }
      guard narrow else { continue }
      let narrowSlice = slicing.slice(for: name, narrow: true).paths
      if narrowSlice.count < slice.paths.count { narrowSlices[name] = narrowSlice }
    }
    PhaseTrace.note(
      "\(plan.main.name): \(classes.count) classes sliced, "
        + "\(slicing.dependencySlices.count) dependency slices made")

    // Imports of the files the slices take that nothing in the plan provides: a pod, package
    // or target found elsewhere joins the plan ahead of the rest (and every slice, being a
    // dependency); the others are answered with where Easel looked.
    let needed = slices.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var pending = Array(
      MissingImports.modules(
        importedBy: plan.allFiles.filter { needed.contains($0.path) }, scan: scan))
    var found: [ModuleSources] = []
    var missing: [String: String] = [:]
    var seenThroughTarget: [TargetImportedModule] = []
    func resolvePending() {
      while let name = pending.popLast() {
        guard !availableModules.contains(name), MissingImports.substitutes[name] == nil,
          missing[name] == nil,
          !modules.contains(where: { $0.name == name }), !found.contains(where: { $0.name == name })
        else { continue }
        // A module seen through its target's import that a found one imports is built whole.
        seenThroughTarget.removeAll { $0.module.name == name }
        switch context.map({ withTranslations($0.lookUp(module: name)) }) {
        case .found(let module)? where !module.swiftFiles.isEmpty:
          found.insert(module, at: 0)
          pending += MissingImports.modules(importedBy: module.swiftFiles, scan: scan)
        case .notFound(let searched)?:
          // A development pod: the library is the repository itself (its `.podspec` names the
          // module), its sources in no target because `pod install` has not run.
          if name == podName, let library = orphanModule(named: name),
            !library.swiftFiles.contains(where: { needed.contains($0.path) })
          {
            found.insert(library, at: 0)
            pending += MissingImports.modules(importedBy: library.swiftFiles, scan: scan)
            continue
          }
          // A repository of many projects is searched in each: name a few places, not all.
          let shown = searched.count > 6 ? Array(searched.prefix(5)) : searched
          missing[name] =
            shown.joined(separator: ", ")
            + (shown.count < searched.count
              ? " and \(searched.count - shown.count) more places" : "")
        default:
          missing[name] = "the Swift toolchain and Easel's façade modules"
        }
      }
    }
    resolvePending()
    // Modules other files of a target import, whose extension members the slices' files use
    // without importing them (`modulesSeenThroughTarget`), with the imports of the files they
    // take of them.
    let seenTrace = PhaseTrace()
    seenThroughTarget = modulesSeenThroughTarget(
      of: plan, slices: slices, narrowSlices: narrowSlices,
      provided: availableModules.union(MissingImports.substitutes.keys)
        .union(modules.map(\.name)).union(found.map(\.name)).union(missing.keys),
      missingModules: slicing.missingModules, superclasses: slicing.superclasses)
    seenTrace.mark(
      "modules seen through \(plan.main.name)'s imports: "
        + (seenThroughTarget.map(\.module.name).joined(separator: ", ")))
    for seen in seenThroughTarget {
      let taken = seen.slices.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      pending += MissingImports.modules(
        importedBy: seen.module.swiftFiles.filter { taken.contains($0.path) }, scan: seen.scan)
    }
    resolvePending()
    plan.dependencies = plans(found) + plans(seenThroughTarget.map(\.module)) + plan.dependencies
    plan.missingModules = missing
    Self.cutFilesImportingMissingModules(&plan, needed: needed, roots: classes, scan: scan)
    let foundFiles = found.flatMap(\.swiftFiles).map(\.path)
    for name in slices.keys { slices[name]?.formUnion(foundFiles) }
    for seen in seenThroughTarget {
      for (name, files) in seen.slices { slices[name]?.formUnion(files) }
      for (name, files) in seen.narrowSlices { narrowSlices[name]?.formUnion(files) }
    }
    // A narrow slice takes a found module only when its own files import it.
    let byPath = found.isEmpty ? [:] : Dictionary(scan.files.map { ($0.path, $0) }) { a, _ in a }
    for (name, narrow) in narrowSlices where !found.isEmpty {
      let imported = Set(
        narrow.compactMap { byPath[$0] }.flatMap { $0.symbols.imports.map(\.module) })
      for module in found where imported.contains(module.name) {
        narrowSlices[name]?.formUnion(module.swiftFiles.map(\.path))
      }
    }
    for name in missing.keys.sorted() {
      notes.append(
        Diagnostic(
          .note,
          "no module '\(name)' was found (looked in \(missing[name] ?? "")); its imports are "
            + "left out of the designables build",
          id: "designable-missing-module"))
    }
    return Build(plan: plan, slices: slices, notes: notes, narrowSlices: narrowSlices)
  }
}

extension DesignablesProject {
  /// Gives the `needed` files of `plan` that import one of its missing modules the text
  /// `MissingModuleCut` makes of them: the declarations the other needed files reach, so that
  /// an extension of UIKit's beside one of SwiftUI's compiles without it, and the classes of
  /// `roots` (the build's) with what they reach.
  static func cutFilesImportingMissingModules(
    _ plan: inout AgentBuildPlan, needed: Set<String>, roots: Set<String> = [], scan: ScanResult
  ) {
    guard !plan.missingModules.isEmpty else { return }
    let byPath = Dictionary(scan.files.map { ($0.path, $0) }) { a, _ in a }
    let files = plan.allFiles.filter { needed.contains($0.path) }
    let cut = Set(
      files.map(\.path).filter { path in
        byPath[path]?.symbols.imports.contains { plan.missingModules[$0.module] != nil } ?? false
      })
    guard !cut.isEmpty else { return }
    var texts: [(path: String, text: String)] = []
    for url in files {
      guard let data = try? Data(contentsOf: url) else { continue }
      texts.append((url.path, String(decoding: data, as: UTF8.self)))
    }
    let cutTexts = MissingModuleCut.texts(of: cut, files: texts, scan: scan, roots: roots)
    guard !cutTexts.isEmpty else { return }
    plan.main.texts.merge(
      cutTexts.filter { path, _ in plan.main.files.contains { $0.path == path } }
    ) { _, new in new }
    for i in plan.dependencies.indices {
      let own = cutTexts.filter { path, _ in
        plan.dependencies[i].files.contains { $0.path == path }
      }
      plan.dependencies[i].texts.merge(own) { _, new in new }
    }
  }

  /// The modules `plan`'s files import that neither `availableModules` (the toolchain's and
  /// the façades'), a module of the plan, nor a module Easel substitutes provides.
  static func missingModules(
    of plan: AgentBuildPlan, scan: ScanResult, availableModules: Set<String>
  ) -> Set<String> {
    let paths = Set(plan.allFiles.map(\.path))
    let provided = availableModules.union(plan.modules.map(\.name))
      .union(MissingImports.substitutes.keys)
    return scan.files.reduce(into: []) { missing, f in
      guard paths.contains(f.path) else { return }
      for i in f.symbols.imports where !provided.contains(i.module) { missing.insert(i.module) }
    }
  }
}

/// Each class's slice within a plan: the files of its own module that its build needs
/// (`DependencySlice`), and every file of the modules before it.
struct Slicing {
  var plan: AgentBuildPlan
  /// Per module of the plan, the scan of its files alone.
  var scans: [ScanResult]
  /// The scan of every file, for the modules files import.
  var scan: ScanResult
  /// Files that break ties between copies of a class (the document).
  var near: [String]
  /// Modules the plan's files import that neither the toolchain, Easel's façades nor the
  /// plan provide (SwiftUI): a file importing one is not taken for a name alone.
  var missingModules: Set<String> = []

  /// Every file's scan, by path.
  var fileScans: [String: FileScan] = [:]
  /// Per module of the plan, the modules some file of it imports (`ModulePlan.targetImports`):
  /// none for a module enabling `MemberImportVisibility`.
  var moduleImports: [Set<String>] = []
  /// Per module of the plan, the public members its extensions give types it does not
  /// declare (`UIColor.init(hex:)`), with the file declaring each: what a file of a module
  /// importing it sees of it without importing it itself (an internal one no other module
  /// sees: Lottie's `extension CGRect`).
  var visibleMembers: [ExtensionMemberUses] = []
  /// The superclasses of a class the scan or the SDK declares, nearest first.
  var superclasses: (String) -> [String] = { _ in [] }
  /// The dependency slices made so far, by module and importing files: the classes of a
  /// module mostly take the same files of it, whose imports need the same of each
  /// dependency, so each is sliced once, not once a class.
  let dependencySlices = DependencySlices()

  /// Slices of dependency modules, by module index and the paths of the files importing it.
  final class DependencySlices {
    private var made: [Int: [Set<String>: DependencySlice]] = [:]
    /// How many were made (not found made): the work the memo saves is tested by it.
    private(set) var count = 0

    func slice(
      of module: Int, importedBy seeds: Set<String>, _ make: () -> DependencySlice
    ) -> DependencySlice {
      if let found = made[module]?[seeds] { return found }
      let slice = make()
      made[module, default: [:]][seeds] = slice
      count += 1
      return slice
    }
  }

  init(plan: AgentBuildPlan, scan: ScanResult, near: [String]) {
    self.plan = plan
    self.scan = scan
    self.near = near
    for f in scan.files { fileScans[f.path] = f }
    scans = plan.modules.map { m in
      let files = Set(m.files.map(\.path))
      return ScanResult(files: scan.files.filter { files.contains($0.path) })
    }
    moduleImports = zip(plan.modules, scans).map { m, s in
      m.hasMemberImportVisibility
        ? [] : m.targetImports.union(s.files.flatMap { $0.symbols.imports.map(\.module) })
    }
    visibleMembers = scans.map { ExtensionMemberUses(files: $0.files) }
    superclasses = ExtensionMemberUses.superclassChains(scan)
  }

  /// The module whose files declare `className`; an extensions' pseudo-class belongs to the
  /// module whose extensions add its keys, else to the main module.
  func moduleIndex(of className: String) -> Int? {
    if AgentPlan.isExtensionsRoot(className) {
      let key = AgentPlan.runtimeKey(ofRoot: className)
      return scans.lastIndex { s in
        s.extensions.contains { e in
          e.language == .swift && key.map(e.runtimeKeys.contains) ?? !e.runtimeKeys.isEmpty
        }
      }
    }
    return scans.lastIndex { s in
      s.classes.contains { $0.isNamed(className) }
    }
  }

  /// The paths `className`'s build needs, with the slice's notes: the files of its own
  /// module that its slice takes, and of each module before it that those files import
  /// (transitively), the files they need of it (`DependencySlice.files(importedBy:scan:)`).
  /// A dependency nothing in the slice imports is not needed, and a file of a dependency the
  /// slice does not need is not built: neither failing ever fails the class.
  ///
  /// `narrow`: the narrow slice of its own module (`DependencySlice.files(roots:scan:near:
  /// frameworkMembers:)`), with what its files import of the modules before it.
  func slice(for className: String, narrow: Bool = false) -> (
    paths: Set<String>, notes: [Diagnostic]
  ) {
    let modules = plan.modules
    let index = moduleIndex(of: className) ?? modules.count - 1
    // A class takes what it names; an extensions' root, the files adding its key (every
    // key, for `AgentPlan.extensionsRoot`) and what they name.
    let extensions = AgentPlan.isExtensionsRoot(className)
    let slice = DependencySlice.files(
      roots: extensions ? [] : [className], scan: scans[index], near: near,
      frameworkMembers: !narrow, missingModules: missingModules,
      runtimeKeys: extensions ? AgentPlan.runtimeKey(ofRoot: className).map { [$0] } : [])
    var paths = Set(slice.paths)
    var notes = slice.notes
    // Per module, the files taken of it; modules come dependencies first, so every module
    // importing module `j` has been sliced when `j` is.
    var taken: [Int: [String]] = [index: slice.paths]
    for j in stride(from: index - 1, through: 0, by: -1) {
      let name = modules[j].name
      let importers = taken.keys.sorted().filter { k in
        (taken[k] ?? []).contains { path in
          fileScans[path]?.symbols.imports.contains { $0.module == name } ?? false
        }
      }
      var files: Set<String> = []
      if !importers.isEmpty {
        // Every taken file of an importing module: an import in one file makes the module's
        // extension members visible in all of them (Swift 5's member lookup).
        let seeds = Set(importers.flatMap { taken[$0] ?? [] })
        let dependency = dependencySlices.slice(of: j, importedBy: seeds) {
          DependencySlice.files(
            importedBy: seeds.sorted().compactMap { fileScans[$0] }, scan: scans[j],
            missingModules: missingModules)
        }
        files.formUnion(dependency.paths)
        for note in dependency.notes where !notes.contains(where: { $0.message == note.message })
        {
          notes.append(note)
        }
      }
      // A module whose target imports `j` in files the slice does not take: their import
      // makes `j`'s extension members visible in the files it takes too, as in the target,
      // which the agent's build then imports `j` for (`AgentBuilder.visibleImports(of:
      // building:)`). The files declaring those they use are taken, with what those need.
      let seeing = taken.keys.sorted().filter { k in
        !importers.contains(k) && moduleImports[k].contains(name)
      }
      let used = membersUsed(of: j, by: Set(seeing.flatMap { taken[$0] ?? [] }))
        .subtracting(files)
      if !used.isEmpty {
        files.formUnion(
          IsolatingBuild.withTheirNeeds(
            used, scan: scans[j], among: Set(scans[j].files.map(\.path)),
            missingModules: missingModules))
      }
      guard !files.isEmpty else { continue }
      taken[j] = files.sorted()
      paths.formUnion(files)
    }
    return (paths, notes)
  }

  /// The files of module `j` whose extensions give a type `j` does not declare a member that
  /// files `seeds` use without importing `j` (`ExtensionMemberUses.files(usedBy:
  /// superclasses:)`): `UIColor(hex: "FFD86B")`, `button.snp` of SnapKit's `extension
  /// ConstraintView`.
  func membersUsed(of j: Int, by seeds: Set<String>) -> Set<String> {
    var files: Set<String> = []
    for path in seeds {
      guard let symbols = fileScans[path]?.symbols else { continue }
      files.formUnion(visibleMembers[j].files(usedBy: symbols, superclasses: superclasses))
    }
    return files
  }
}

extension Toolchain {
  /// The modules an agent can import: the toolchain's own (Swift, Foundation, Dispatch,
  /// Glibc…) and Easel's façades (UIKit, QuartzCore, CoreGraphics…).
  public func availableModules() -> Set<String> {
    var names: Set<String> = []
    let swiftLib = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift")
    var folders = [modulesDirectory]
    #if os(Linux)
      folders.append(swiftLib.appendingPathComponent("linux"))
    #else
      folders.append(swiftLib.appendingPathComponent("macosx"))
    #endif
    for folder in folders {
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        for suffix in [".swiftmodule", ".swiftinterface"] where entry.hasSuffix(suffix) {
          names.insert(String(entry.dropLast(suffix.count)))
        }
      }
    }
    return names
  }
}
