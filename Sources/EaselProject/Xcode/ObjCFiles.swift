import Foundation

/// The Objective-C side of a module, as Xcode builds it: the files it compiles and where
/// their `#import`s are looked for.
public struct ObjCFiles: Hashable, Sendable {
  /// The `.m` and `.mm` files the module compiles (and any `.h` its Sources phase lists), in
  /// the project's order.
  public var implementations: [URL]
  /// The headers the module owns: its Headers phase (frameworks, pods), else the headers
  /// beside its implementation files (an app target lists its headers in no phase).
  public var headers: [URL]
  /// `USER_HEADER_SEARCH_PATHS` then `HEADER_SEARCH_PATHS` (`path/**` as the folder and every
  /// folder under it), then the bridging header's folder; existing folders only.
  public var headerSearchPaths: [URL]
  /// `FRAMEWORK_SEARCH_PATHS` (`path/**` as for header search paths): folders holding
  /// `Name.framework` bundles, whose `Headers` a `#import <Name/Header.h>` or `@import Name;`
  /// finds (a vendored binary framework's); existing folders only.
  public var frameworkSearchPaths: [URL]
  /// `GCC_PREFIX_HEADER`, when it exists.
  public var prefixHeaders: [URL]
  /// Every header the target's project refers to, when the target compiles Objective-C and
  /// lists its own headers in a Headers phase: Xcode's project header map holds them too
  /// (`HEADERMAP_INCLUDES_PROJECT_HEADERS`), so `#import "Name.h"` finds a header no target
  /// lists (an old CocoaPods prefix header's `Pods-App-environment.h`) from any folder.
  public var projectHeaders: [URL] = []
  /// The text of a prefix header the module is compiled with that is on no disk here: the
  /// one CocoaPods generates for a development pod whose `Pods` folder is not checked in
  /// (`Podspec.generatedPrefixHeader(platform:)`). Included after `prefixHeaders`.
  public var generatedPrefixHeader: String?
  /// Headers the build generates for the module, on no disk here (a package target's
  /// `resource_bundle_accessor.h`): written to Easel's cache, whose folder is searched first.
  public var generatedHeaders: [GeneratedHeader] = []
  /// The C functions a generated header declares that return the module's resource bundle
  /// (SwiftPM's `<Target>_SWIFTPM_MODULE_BUNDLE`): the build defines them in Swift, returning
  /// `Bundle.module`.
  public var bundleAccessorFunctions: [String] = []
  /// `SWIFT_OBJC_BRIDGING_HEADER` of a mixed Swift and Objective-C target, when it exists.
  public var bridgingHeader: URL?
  /// The headers of its Headers phase, kept when it compiles no Objective-C: a Swift
  /// framework's umbrella header, whose imports its Swift files see.
  public var headerPhase: [URL] = []
  /// The name of the header Xcode generates from the module's Swift for its Objective-C
  /// (`SWIFT_OBJC_INTERFACE_HEADER_NAME`), when the target sets one: a project may name it
  /// apart from its module (`App-Swift.h` for every target of an app whose targets are
  /// `App-dev` and `App-alpha`). Nil: `<Module>-Swift.h`, Xcode's default.
  public var swiftInterfaceHeaderName: String?

  /// Creates a description.
  public init(
    implementations: [URL] = [], headers: [URL] = [], headerSearchPaths: [URL] = [],
    frameworkSearchPaths: [URL] = [], prefixHeaders: [URL] = [], bridgingHeader: URL? = nil
  ) {
    self.implementations = implementations
    self.headers = headers
    self.headerSearchPaths = headerSearchPaths
    self.frameworkSearchPaths = frameworkSearchPaths
    self.prefixHeaders = prefixHeaders
    self.bridgingHeader = bridgingHeader
  }

  /// Whether the module has no Objective-C file.
  public var isEmpty: Bool { implementations.isEmpty && headers.isEmpty }

  /// The extensions of the files compiled with a target's Objective-C: its `.m` and `.mm`
  /// files, and its C files, whose functions they call (Objective-C is a superset of C, and
  /// clang parses a `.c` file as Objective-C without a difference C code can see).
  public static let implementationExtensions: Set<String> = ["m", "mm", "c"]

  /// Whether `url` is an Objective-C implementation file or header.
  public static func isObjC(_ url: URL) -> Bool {
    let ext = url.pathExtension.lowercased()
    return ext == "h" || implementationExtensions.contains(ext)
  }

  /// The Objective-C files of a target: `sources` (its Sources phase) and `headerPhase` (its
  /// Headers phase), with the search paths and prefix header its `settings` give, relative
  /// paths taken from `sourceRoot`. Without a Headers phase, its headers are those beside
  /// its implementation files and `projectHeaders`, every header the project refers to
  /// (evaluated only then).
  init(
    sources: [URL], headerPhase: [URL], projectHeaders: @autoclosure () -> [URL] = [],
    settings: BuildSettings, sourceRoot: URL, bridgingHeader: URL?, moduleName: String? = nil
  ) {
    implementations = sources.filter { Self.isObjC($0) && !Self.isGenerated($0) }
    var headers = headerPhase.filter { $0.pathExtension.lowercased() == "h" }
    // The project's headers are looked for only for a target that compiles Objective-C.
    if headers.isEmpty, !implementations.isEmpty {
      headers = Self.unique(Self.headers(beside: implementations) + projectHeaders())
    } else if !implementations.isEmpty {
      self.projectHeaders = projectHeaders().filter { !headers.contains($0) }
    }
    self.headers = headers.filter(ProjectWalk.isFile)
    var paths: [URL] = []
    for name in ["USER_HEADER_SEARCH_PATHS", "HEADER_SEARCH_PATHS"] {
      for word in settings.list(name) where !word.isEmpty && word != "$(inherited)" {
        paths += Self.searchFolders(word, sourceRoot: sourceRoot)
      }
    }
    let bridging = bridgingHeader.flatMap { ProjectWalk.isFile($0) ? $0 : nil }
    if let bridging { paths.append(bridging.deletingLastPathComponent()) }
    headerSearchPaths = Self.unique(paths)
    frameworkSearchPaths = Self.unique(
      settings.list("FRAMEWORK_SEARCH_PATHS").filter { !$0.isEmpty && $0 != "$(inherited)" }
        .flatMap { Self.searchFolders($0, sourceRoot: sourceRoot) })
    prefixHeaders =
      settings["GCC_PREFIX_HEADER"].flatMap { value in
        guard !value.isEmpty else { return nil }
        let url = ObjectGraph.join(sourceRoot, value)
        return ProjectWalk.isFile(url) ? [url] : nil
      } ?? []
    self.bridgingHeader = bridging
    swiftInterfaceHeaderName = Self.swiftInterfaceHeaderName(settings, moduleName: moduleName)
    self.headerPhase = headerPhase.filter {
      $0.pathExtension.lowercased() == "h" && ProjectWalk.isFile($0)
    }
    if implementations.isEmpty { self.headers = [] }
  }

  /// The Objective-C files of a folder read without a project (a pod's folder): every `.m`,
  /// `.mm`, `.c` and `.h` under it; `searchPaths` are looked in for `#import`s.
  public init(folder: URL, searchPaths: [URL] = []) {
    let files = ProjectWalk(skipsTestFolders: true).files(
      under: folder, extensions: Self.implementationExtensions.union(["h"]))
    implementations = files.filter {
      Self.implementationExtensions.contains($0.pathExtension.lowercased())
    }
    headers = implementations.isEmpty ? [] : files.filter { $0.pathExtension.lowercased() == "h" }
    headerSearchPaths = Self.unique(searchPaths.filter(ProjectWalk.isFolder))
    frameworkSearchPaths = []
    prefixHeaders = []
    bridgingHeader = nil
  }

  /// `SWIFT_OBJC_INTERFACE_HEADER_NAME`, with the module's name where it refers to it
  /// (`$(SWIFT_MODULE_NAME)-Swift.h`, as Xcode's default reads), when it names a header.
  static func swiftInterfaceHeaderName(_ settings: BuildSettings, moduleName: String?)
    -> String?
  {
    var settings = settings
    if let moduleName {
      // Consulted only where no level defines them, as Xcode derives them from the product.
      settings.builtIn["PRODUCT_MODULE_NAME"] = moduleName
      settings.builtIn["SWIFT_MODULE_NAME"] = moduleName
    }
    guard let name = settings["SWIFT_OBJC_INTERFACE_HEADER_NAME"], name.hasSuffix(".h"),
      !name.hasPrefix("-"), !name.contains("/")
    else { return nil }
    return name
  }

  /// Whether `url` is a file CocoaPods generates in `Target Support Files`
  /// (`Pods-App-dummy.m`, `Alamofire-dummy.m`): an empty class per target, nothing to build.
  static func isGenerated(_ url: URL) -> Bool {
    url.pathComponents.contains("Target Support Files")
  }

  /// The headers in the folders of `files`.
  static func headers(beside files: [URL]) -> [URL] {
    var folders: [URL] = []
    for file in files {
      let folder = file.deletingLastPathComponent()
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .filter { $0.lowercased().hasSuffix(".h") }.map { folder.appendingPathComponent($0) }
    }
  }

  /// The folders a header search path names: `path` itself, or for `path/**` the folder and
  /// every folder under it (as Xcode searches recursively), existing ones only.
  static func searchFolders(_ word: String, sourceRoot: URL) -> [URL] {
    var path = word
    var recursive = false
    if path.hasSuffix("/**") {
      path.removeLast(3)
      recursive = true
    }
    let folder = ObjectGraph.join(sourceRoot, path)
    guard ProjectWalk.isFolder(folder) else { return [] }
    guard recursive else { return [folder] }
    var found = [folder]
    var stack = [folder]
    let walk = ProjectWalk(skipsTestFolders: false)
    while let next = stack.popLast(), found.count < 512 {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: next.path)) ?? []).sorted()
      for name in names.reversed() where walk.enters(folderNamed: name) {
        let url = next.appendingPathComponent(name)
        guard ProjectWalk.isFolder(url) else { continue }
        found.append(url)
        stack.append(url)
      }
    }
    return found
  }

  static func unique(_ urls: [URL]) -> [URL] {
    var seen: Set<String> = []
    return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}

/// A header the build of a module generates: its path relative to the folder searched for it
/// (`resource_bundle_accessor.h`, `Kit/Kit-umbrella.h`) and its text.
public struct GeneratedHeader: Hashable, Sendable {
  /// The path `#import` finds it by.
  public var path: String
  /// Its text.
  public var text: String
  /// Whether every file of the module includes it first, as clang's `-include` does.
  public var isIncludedFirst: Bool

  /// Creates a generated header.
  public init(path: String, text: String, isIncludedFirst: Bool = false) {
    self.path = path
    self.text = text
    self.isIncludedFirst = isIncludedFirst
  }
}
