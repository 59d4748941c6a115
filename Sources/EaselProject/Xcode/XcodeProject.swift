import EaselDiagnostics
import Foundation

/// An Xcode project (`.xcodeproj`) read from its `project.pbxproj`: its native targets with
/// their files, dependencies and settings.
///
/// Differs from Xcode: aggregate and legacy targets are not listed (see ``BuildSettings``
/// for settings).
public struct XcodeProject: Hashable, Sendable {
  /// The `.xcodeproj` folder.
  public var url: URL
  /// `SRCROOT`: the folder holding the `.xcodeproj`, moved by `projectDirPath` if set.
  public var sourceRoot: URL
  /// The native targets, in the project's order.
  public var targets: [XcodeTarget]
  /// The local Swift packages the project refers to (`XCLocalSwiftPackageReference`s, and
  /// folder references to package folders), whose products its targets may use.
  public var localPackages: [LocalPackageReference]
  /// The ids of its aggregate and legacy targets (CocoaPods' vendored binary pods, script
  /// targets): read, but compiling no source, so a dependency on one needs nothing built.
  public var nonNativeTargetIDs: Set<String> = []

  /// Where the `.xcodeproj` at `url` really is: the folder a symbolic link in its place
  /// points to (relative links taken from the link's folder, chains followed), else `url`
  /// itself; standardized. The folders above it are left as named.
  public static func realLocation(of url: URL) -> URL {
    var url = url.standardizedFileURL
    for _ in 0..<16 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
      else { break }
      url =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination).standardizedFileURL
        : url.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL
    }
    return url
  }

  /// The project's name (`PROJECT_NAME`): the `.xcodeproj` folder's name without extension.
  public var name: String { url.deletingPathExtension().lastPathComponent }

  /// The target with object id `id`.
  public func target(id: String) -> XcodeTarget? { targets.first { $0.id == id } }

  /// The target named `name`.
  public func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }

  /// Reads the project at `url` (the `.xcodeproj` folder). Files a target lists that do not
  /// exist, and local packages that cannot be read, are reported to `diagnostics` as warnings
  /// and left out. A file with unresolved merge conflicts is read with both sides of each
  /// (``MergeConflicts``), with a warning.
  /// A project reached through a symbolic link (`_Pods.xcodeproj` → `Example/Pods/Pods.xcodeproj`,
  /// as CocoaPods' pod template links it at the repository's root) is read at the location
  /// it links to, whose folder its groups' paths are relative to.
  public static func load(_ url: URL, diagnostics: DiagnosticLog = DiagnosticLog()) throws
    -> XcodeProject
  {
    let url = realLocation(of: url)
    let file = url.appendingPathComponent("project.pbxproj")
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw ProjectFileError(
        .io, "cannot read the file (\(error.localizedDescription))",
        at: SourceLocation(file: file.path, line: 1, column: 1))
    }
    do {
      let root = try PropertyListParser.parse(data, file: file.path)
      return try XcodeProject(
        url: url, propertyList: root, file: file.path, text: data, diagnostics: diagnostics)
    } catch let error as ProjectFileError {
      // Unresolved merge conflicts: read with both sides of each, if that reads.
      guard let conflicts = MergeConflicts(data),
        let root = try? PropertyListParser.parse(conflicts.union, file: file.path)
      else { throw error }
      let project = try XcodeProject(
        url: url, propertyList: root, file: file.path, text: conflicts.union,
        diagnostics: diagnostics)
      let lines =
        (conflicts.lines.count == 1 ? "line " : "lines ")
        + conflicts.lines.map(String.init).joined(separator: ", ")
      diagnostics.report(
        Diagnostic(
          .warning,
          "the project file holds unresolved merge conflicts (at \(lines)), which Xcode "
            + "cannot open; Easel read both sides of each conflict",
          id: "project-merge-conflict",
          at: SourceLocation(file: file.path, line: conflicts.lines[0], column: 1)))
      return project
    }
  }

  /// Builds the model from a parsed `project.pbxproj`; with the file's `text`, warnings point
  /// at the line of the object they are about.
  public init(
    url: URL, propertyList root: PropertyListValue, file: String, text: Data? = nil,
    diagnostics: DiagnosticLog = DiagnosticLog()
  ) throws {
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let objectValues = root["objects"]?.dictionary else {
      throw ProjectFileError(.notAProject, "the file has no 'objects' dictionary", at: start)
    }
    guard let rootID = root["rootObject"]?.string else {
      throw ProjectFileError(.notAProject, "the file has no 'rootObject'", at: start)
    }
    guard let projectObject = objectValues[rootID]?.dictionary else {
      // Where the key is written, so that the message points at the line to fix.
      let at = ObjectLocator(file: file, text: text).location(of: "rootObject")
      throw ProjectFileError(
        .notAProject,
        "'rootObject' names \(rootID), which is not one of the file's \(objectValues.count) "
          + "objects", at: at)
    }
    // CocoaPods' `_Pods.xcodeproj` is a link to `Example/Pods/Pods.xcodeproj`: paths in
    // it are relative to where it really is.
    self.url = url.standardizedFileURL.resolvingSymlinksInPath()
    var objects: [String: [String: PropertyListValue]] = [:]
    objects.reserveCapacity(objectValues.count)
    for (id, value) in objectValues {
      if let d = value.dictionary { objects[id] = d }
    }
    let folder = self.url.deletingLastPathComponent()
    let dir = projectObject["projectDirPath"]?.string ?? ""
    sourceRoot =
      dir.isEmpty
      ? folder
      : (dir.hasPrefix("/")
        ? URL(fileURLWithPath: dir) : folder.appendingPathComponent(dir)).standardizedFileURL
    var graph = ObjectGraph(
      objects: objects, project: self.url, sourceRoot: sourceRoot, projectObject: projectObject)
    graph.locator = ObjectLocator(file: file, text: text)
    var targets: [XcodeTarget] = []
    for id in projectObject["targets"]?.strings ?? [] {
      guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else {
        nonNativeTargetIDs.insert(id)
        continue
      }
      targets.append(graph.target(id: id, object: object, diagnostics: diagnostics, file: file))
    }
    // A bundle of the Resources phase that another target builds holds that target's
    // resources (CocoaPods' `resource_bundles`).
    for index in targets.indices {
      for product in targets[index].resourceProducts {
        guard
          let builder = targets.first(where: {
            $0.productFileName == product && $0.id != targets[index].id
          })
        else { continue }
        targets[index].resourceBundles[product] = builder.resourceFiles
      }
    }
    self.targets = targets
    localPackages = graph.localPackages(diagnostics: diagnostics)
  }
}

/// The objects of one project file and the lookups over them.
struct ObjectGraph {
  let objects: [String: [String: PropertyListValue]]
  let project: URL
  let sourceRoot: URL
  let projectObject: [String: PropertyListValue]
  /// Each group member's parent group.
  let parents: [String: String]
  /// Where objects are defined in the file, for warnings.
  var locator = ObjectLocator(file: "", text: nil)

  init(
    objects: [String: [String: PropertyListValue]], project: URL, sourceRoot: URL,
    projectObject: [String: PropertyListValue]
  ) {
    self.objects = objects
    self.project = project
    self.sourceRoot = sourceRoot
    self.projectObject = projectObject
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.strings ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// Reads target `id`.
  func target(
    id: String, object: [String: PropertyListValue], diagnostics: DiagnosticLog, file: String
  ) -> XcodeTarget {
    let name = object["name"]?.string ?? id
    let settings = buildSettings(target: object, name: name)
    let productName = object["productName"]?.string ?? name
    let moduleSetting = settings["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 }
    let productSetting = settings["PRODUCT_NAME"].flatMap { $0.isEmpty ? nil : $0 }
    let moduleName = ModuleName.identifier(moduleSetting ?? productSetting ?? name)

    var sources: [URL] = []
    var resources: [URL] = []
    var resourceProducts: [String] = []
    var headers: [URL] = []
    var linked: [String] = []
    var scripts: [String] = []
    for phaseID in object["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID], let isa = phase["isa"]?.string else { continue }
      let files = (phase["files"]?.strings ?? []).flatMap { buildFileTargets($0) }
      switch isa {
      case "PBXSourcesBuildPhase": sources += files
      case "PBXResourcesBuildPhase":
        resources += files
        resourceProducts += (phase["files"]?.strings ?? []).compactMap(builtProductName)
      case "PBXHeadersBuildPhase": headers += files
      case "PBXShellScriptBuildPhase": scripts.append(phase["shellScript"]?.string ?? "")
      case "PBXFrameworksBuildPhase":
        for buildFile in phase["files"]?.strings ?? [] {
          guard let ref = objects[buildFile]?["fileRef"]?.string,
            let path = objects[ref]?["path"]?.string
          else { continue }
          linked.append((path as NSString).lastPathComponent)
        }
      default: break
      }
    }
    let synced = synchronizedFiles(targetID: id, target: object)
    sources += synced.sources
    resources += synced.resources

    var existing: [URL] = []
    var seen: Set<String> = []
    for url in sources where seen.insert(url.path).inserted {
      // Spelled in another case than on disk, it is the file a Mac's case-insensitive
      // volume finds.
      if let found = CaseInsensitivePath.existing(url) {
        existing.append(found)
      } else {
        let ref = sourceReferences(of: object)[url.path]
        diagnostics.report(
          Diagnostic(
            .warning,
            "target '\(name)' compiles '\(url.path)', which does not exist; it is left out",
            id: "project-missing-file", at: locator.location(of: ref ?? id)))
      }
    }
    var resourceSeen: Set<String> = []
    resources = resources.filter { resourceSeen.insert($0.path).inserted }.map {
      CaseInsensitivePath.existing($0) ?? $0
    }

    let productFile = object["productReference"]?.string
      .flatMap { objects[$0]?["path"]?.string }
      .map { ($0 as NSString).lastPathComponent }
    let swiftSettings = SwiftSettings(settings, sourceRoot: sourceRoot)
    var target = XcodeTarget(
      id: id, name: name, productName: productName,
      productType: ProductType(rawValue: object["productType"]?.string ?? ""),
      moduleName: moduleName, productFileName: productFile, project: project,
      sourceFiles: existing, resourceFiles: resources, dependencies: dependencies(of: object),
      linkedProducts: linked,
      packageProducts: (object["packageProductDependencies"]?.strings ?? []).compactMap {
        objects[$0]?["productName"]?.string
      },
      buildSettings: settings, swiftSettings: swiftSettings)
    target.resourceProducts = resourceProducts
    target.runScripts = scripts
    target.buildToolPlugins = (object["dependencies"]?.strings ?? []).compactMap { id in
      guard let product = objects[id]?["productRef"]?.string,
        let name = objects[product]?["productName"]?.string, name.hasPrefix("plugin:")
      else { return nil }
      return String(name.dropFirst("plugin:".count))
    }
    target.objectiveC = ObjCFiles(
      sources: existing, headerPhase: headers, projectHeaders: projectHeaders(),
      settings: settings, sourceRoot: sourceRoot, bridgingHeader: swiftSettings.bridgingHeader,
      moduleName: moduleName)
    return target
  }

  /// Every header the project file refers to, existing ones: what Xcode's project header map
  /// holds, so that `#import "Name.h"` finds a header of the project from any folder, whether
  /// or not a target lists it (an app target's headers are in no phase).
  func projectHeaders() -> [URL] {
    objects.keys.sorted().compactMap { id -> URL? in
      guard let object = objects[id], object["isa"]?.string == "PBXFileReference",
        object["path"]?.string?.lowercased().hasSuffix(".h") == true,
        let url = path(of: id), ProjectWalk.isFile(url)
      else { return nil }
      return url
    }
  }

  /// The file references of a target's Sources phases by the path they resolve to.
  func sourceReferences(of target: [String: PropertyListValue]) -> [String: String] {
    var out: [String: String] = [:]
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
      for buildFile in objects[phaseID]?["files"]?.strings ?? [] {
        guard let ref = objects[buildFile]?["fileRef"]?.string, let url = path(of: ref) else {
          continue
        }
        out[url.path] = ref
      }
    }
    return out
  }

  /// The file name of the product a `PBXBuildFile` stands for when its file is built by a
  /// target (`BUILT_PRODUCTS_DIR`), not one of the project's files.
  func builtProductName(_ buildFileID: String) -> String? {
    guard let ref = objects[buildFileID]?["fileRef"]?.string, let object = objects[ref],
      object["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = object["path"]?.string
    else { return nil }
    return (path as NSString).lastPathComponent
  }

  /// The files a `PBXBuildFile` stands for: a file reference, or a variant group's children.
  func buildFileTargets(_ buildFileID: String) -> [URL] {
    guard let ref = objects[buildFileID]?["fileRef"]?.string, let object = objects[ref] else {
      return []
    }
    switch object["isa"]?.string {
    case "PBXVariantGroup", "XCVersionGroup":
      return (object["children"]?.strings ?? []).compactMap { path(of: $0) }
    default:
      return path(of: ref).map { [$0] } ?? []
    }
  }

  /// The dependencies of a target, in this project or another one.
  func dependencies(of target: [String: PropertyListValue]) -> [TargetReference] {
    var out: [TargetReference] = []
    for depID in target["dependencies"]?.strings ?? [] {
      guard let dep = objects[depID] else { continue }
      let proxy = dep["targetProxy"]?.string.flatMap { objects[$0] }
      if let targetID = dep["target"]?.string {
        out.append(
          TargetReference(
            project: project, targetID: targetID,
            name: objects[targetID]?["name"]?.string ?? proxy?["remoteInfo"]?.string))
      } else if let proxy, let remote = proxy["remoteGlobalIDString"]?.string {
        // Another project: the proxy's portal is a file reference to its `.xcodeproj`.
        let portal = proxy["containerPortal"]?.string
        let other = portal.flatMap {
          objects[$0]?["isa"]?.string == "PBXFileReference" ? path(of: $0) : nil
        }
        out.append(
          TargetReference(
            project: other ?? project, targetID: remote, name: proxy["remoteInfo"]?.string))
      }
    }
    return out + linkedSubprojectTargets(of: target, besides: out)
  }

  /// The targets of other projects whose products `target` links without naming them as
  /// dependencies: a framework dragged in from a project added as a file (a library's demo
  /// app and its `../Library.xcodeproj`), which Xcode builds first as an implicit dependency.
  /// The Frameworks phase names a `PBXReferenceProxy`, whose proxy's portal is the other
  /// project and whose `remoteInfo` the target's name.
  func linkedSubprojectTargets(
    of target: [String: PropertyListValue], besides known: [TargetReference]
  ) -> [TargetReference] {
    var out: [TargetReference] = []
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID], phase["isa"]?.string == "PBXFrameworksBuildPhase"
      else { continue }
      for buildFile in phase["files"]?.strings ?? [] {
        guard let ref = objects[buildFile]?["fileRef"]?.string.flatMap({ objects[$0] }),
          ref["isa"]?.string == "PBXReferenceProxy",
          let proxy = ref["remoteRef"]?.string.flatMap({ objects[$0] }),
          let portal = proxy["containerPortal"]?.string,
          objects[portal]?["isa"]?.string == "PBXFileReference", let other = path(of: portal),
          let name = proxy["remoteInfo"]?.string
        else { continue }
        let reference = TargetReference(
          project: other, targetID: proxy["remoteGlobalIDString"]?.string ?? "", name: name)
        let listed = (known + out).contains {
          $0.project.standardizedFileURL == other.standardizedFileURL && $0.name == name
        }
        if !listed { out.append(reference) }
      }
    }
    return out
  }

  /// The configuration Easel reads from a configuration list: Debug, else the default,
  /// else the first.
  func chosenConfiguration(list listID: String?) -> [String: PropertyListValue]? {
    guard let listID, let list = objects[listID] else { return nil }
    let configs = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
    return configs.first { $0["name"]?.string == "Debug" }
      ?? configs.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
      ?? configs.first
  }

  /// The two levels a configuration list gives: its chosen configuration's settings, and
  /// the `.xcconfig` file that configuration is based on (empty when none or unreadable).
  func configurationLevels(list listID: String?) -> [[String: String]] {
    guard let config = chosenConfiguration(list: listID) else { return [[:], [:]] }
    var own: [String: String] = [:]
    for (key, value) in config["buildSettings"]?.dictionary ?? [:] {
      own[key] = value.string ?? value.strings.map(Self.quotedIfNeeded).joined(separator: " ")
    }
    var base: URL?
    if let ref = config["baseConfigurationReference"]?.string {
      base = path(of: ref)
    } else if let anchor = config["baseConfigurationReferenceAnchor"]?.string,
      let relative = config["baseConfigurationReferenceRelativePath"]?.string
    {
      // Xcode 16: a file inside a synchronized folder.
      base = path(of: anchor).map { Self.join($0, relative) }
    }
    return [own, base.flatMap(XCConfig.settings(at:)) ?? [:]]
  }

  static func quotedIfNeeded(_ word: String) -> String {
    word.contains(where: \.isWhitespace) ? "\"\(word)\"" : word
  }

  func buildSettings(target: [String: PropertyListValue], name: String) -> BuildSettings {
    let projectName = project.deletingPathExtension().lastPathComponent
    return BuildSettings(
      levels: configurationLevels(list: target["buildConfigurationList"]?.string)
        + configurationLevels(list: projectObject["buildConfigurationList"]?.string),
      builtIn: [
        "TARGET_NAME": name, "SRCROOT": sourceRoot.path, "PROJECT_DIR": sourceRoot.path,
        "SOURCE_ROOT": sourceRoot.path, "PROJECT_NAME": projectName,
        "PROJECT_FILE_PATH": project.path,
      ])
  }
}
