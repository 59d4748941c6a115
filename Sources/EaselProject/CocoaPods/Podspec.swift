import EaselDiagnostics
import Foundation

/// A CocoaPods podspec — `<Name>.podspec` (Ruby) or `<Name>.podspec.json` — read as text,
/// never run: what a pod is called, which module it compiles as and which files it takes.
///
/// Reads, for iOS: `name`, `module_name`, `version`, `swift_version(s)`, `source_files`,
/// `exclude_files`, `dependency`, `resource_bundles`, `default_subspec(s)`, `prefix_header_file`,
/// `prefix_header_contents`, the platforms it supports (`platform`,
/// `platforms`, `<platform>.deployment_target`), and the same inside `subspec` blocks
/// (nested too), whatever the block variables are called; `ios.`-prefixed attributes count,
/// other platforms' (`osx.`, `tvos.`, …) do not. Values may be string literals, several of
/// them, arrays of them and `%w[…]`, with `#{s.name}`-style interpolation of the spec's own
/// `name`, `module_name` and `version`. Any other form is reported at its place (id
/// `project-podspec-unreadable`) and left out — never guessed.
public struct Podspec: Hashable, Sendable {
  /// What the spec, or one subspec, says about files and dependencies.
  public struct Part: Hashable, Sendable {
    /// `source_files` patterns, relative to the podspec's folder.
    public var sourceFiles: [String] = []
    /// `exclude_files` patterns.
    public var excludeFiles: [String] = []
    /// `dependency` names, as written (`Alamofire`, `MyKit/Core`).
    public var dependencies: [String] = []
    /// `resource_bundles`: each bundle's name (without `.bundle`) and its file patterns.
    public var resourceBundles: [String: [String]] = [:]

    /// An empty part.
    public init() {}
  }

  /// A subspec: its full name below the spec (`Core`, `UI/Buttons`) and its attributes.
  public struct Subspec: Hashable, Sendable {
    public var name: String
    public var part: Part
  }

  /// The podspec file.
  public var url: URL
  /// `name`, if read.
  public var name: String?
  /// `module_name`, if stated.
  public var moduleName: String?
  /// `version`, if read.
  public var version: String?
  /// `swift_version` (the last of `swift_versions`), if stated.
  public var swiftVersion: String?
  /// The platforms the spec supports (`ios`, `osx`, `tvos`, `watchos`, `visionos`), as its
  /// `platform`, `platforms` or `<platform>.deployment_target` state them; nil when it states
  /// none, which CocoaPods reads as every platform.
  public var platforms: [String]?
  /// The spec's own attributes.
  public var root = Part()
  /// The subspecs by full name below the spec (`Core`, `UI/Buttons`), in the file's order.
  public var subspecs: [Subspec] = []
  /// `default_subspec(s)`: nil when unstated (every subspec), empty for `:none`.
  public var defaultSubspecs: [String]?
  /// Whether CocoaPods gives the pod's target a prefix header: false when the spec sets
  /// `prefix_header_file = false`.
  public var usesPrefixHeader = true
  /// `prefix_header_file`: a header, relative to the podspec's folder, whose text CocoaPods
  /// appends to the prefix header it generates.
  public var prefixHeaderFile: String?
  /// `prefix_header_contents`: lines CocoaPods appends to the prefix header it generates.
  public var prefixHeaderContents: [String] = []

  /// The folder the patterns are relative to.
  public var folder: URL { url.deletingLastPathComponent() }

  /// The module the pod compiles as: `module_name`, else its name, else the file's, made an
  /// identifier as CocoaPods does.
  public var module: String {
    let fileName = url.lastPathComponent.replacingOccurrences(of: ".json", with: "")
    return ModuleName.identifier(
      moduleName ?? name ?? String(fileName.dropLast(".podspec".count)))
  }

  /// Creates an empty spec for `url`.
  public init(url: URL) { self.url = url }

  /// Reads the podspec at `url`; forms it cannot read are reported to `diagnostics`.
  public static func load(_ url: URL, diagnostics: DiagnosticLog) throws -> Podspec {
    let start = SourceLocation(file: url.path, line: 1, column: 1)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ProjectFileError(.io, "cannot read the podspec", at: start)
    }
    if url.pathExtension == "json" {
      return try Podspec(url: url.standardizedFileURL, json: data)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ProjectFileError(.encoding, "the podspec is not UTF-8 text", at: start)
    }
    return Podspec(url: url.standardizedFileURL, ruby: text, diagnostics: diagnostics)
  }

  /// The parts a pod takes when the Podfile asks for `requested` subspecs (none: the
  /// default subspecs, else all): the spec's own, each chosen subspec with the subspecs
  /// above it, and the subspecs they depend on (`MyKit/Core`), transitively.
  public func parts(requested: [String]) -> [Part] {
    let podName = name ?? module
    var chosen = requested.isEmpty ? (defaultSubspecs ?? subspecs.map(\.name)) : requested
    var taken: [String] = []
    while let next = chosen.first {
      chosen.removeFirst()
      // A subspec takes its parents' attributes, and a parent stands for its children.
      let matching = subspecs.map(\.name).filter {
        $0 == next || $0.hasPrefix(next + "/") || next.hasPrefix($0 + "/")
      }
      for name in matching where !taken.contains(name) {
        taken.append(name)
        for dependency in subspecs.first(where: { $0.name == name })?.part.dependencies ?? []
        where dependency.hasPrefix(podName + "/") {
          chosen.append(String(dependency.dropFirst(podName.count + 1)))
        }
      }
    }
    return [root] + subspecs.filter { taken.contains($0.name) }.map(\.part)
  }

  /// The Swift files the pod compiles for `requested` subspecs, sorted.
  public func swiftFiles(requested: [String]) -> [URL] {
    files(requested: requested, extensions: ["swift"])
  }

  /// The source files with one of `extensions` (`swift`, `m`, `h`) the pod compiles for
  /// `requested` subspecs, sorted.
  public func files(requested: [String], extensions: Set<String>) -> [URL] {
    var files: [URL] = []
    var seen: Set<String> = []
    let parts = parts(requested: requested)
    let excluded = Set(
      PodGlob.files(matching: root.excludeFiles, in: folder).map(\.path))
    for part in parts {
      let partExcluded = Set(PodGlob.files(matching: part.excludeFiles, in: folder).map(\.path))
      for url in PodGlob.files(matching: part.sourceFiles, in: folder)
      where extensions.contains(url.pathExtension) && !excluded.contains(url.path)
        && !partExcluded.contains(url.path) && seen.insert(url.path).inserted
      {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The resource bundles CocoaPods builds for `requested` subspecs, by file name
  /// (`Kit.bundle`), each with the files its patterns match: a `resource_bundles` entry is a
  /// bundle target whose product the pod's framework (or, without `use_frameworks!`, the
  /// app) holds, where `Bundle(for:).url(forResource: "Kit", withExtension: "bundle")` finds
  /// it. One name in several parts is one bundle with all their files.
  public func resourceBundles(requested: [String]) -> [String: [URL]] {
    var bundles: [String: [URL]] = [:]
    for part in parts(requested: requested) {
      for (name, patterns) in part.resourceBundles {
        var files = bundles[name + ".bundle"] ?? []
        for file in PodGlob.files(matching: patterns, in: folder) where !files.contains(file) {
          files.append(file)
        }
        bundles[name + ".bundle"] = files
      }
    }
    return bundles
  }

  /// The modules the pod depends on for `requested` subspecs: other pods, by module name.
  public func dependencies(requested: [String]) -> [String] {
    let podName = name ?? module
    var out: [String] = []
    for part in parts(requested: requested) {
      for dependency in part.dependencies {
        let pod = String(dependency.split(separator: "/").first ?? Substring(dependency))
        let module = ModuleName.identifier(pod)
        if pod != podName && !out.contains(module) { out.append(module) }
      }
    }
    return out
  }
}

/// Reading a `.podspec.json`, the form the CocoaPods trunk stores.
extension Podspec {
  /// Reads the JSON form; throws a located error when it is not a JSON object.
  public init(url: URL, json data: Data) throws {
    self.init(url: url)
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw ProjectFileError(
        .malformed, "the podspec is not a JSON object",
        at: SourceLocation(file: url.path, line: 1, column: 1))
    }
    name = object["name"] as? String
    moduleName = object["module_name"] as? String
    version = object["version"] as? String
    swiftVersion =
      (object["swift_version"] as? String) ?? (object["swift_versions"] as? [String])?.last
      ?? (object["swift_versions"] as? String)
    if let platforms = object["platforms"] as? [String: Any] {
      self.platforms = platforms.keys.map(Self.platformName).sorted()
    }
    root = Self.part(object)
    if object["prefix_header_file"] as? Bool == false { usesPrefixHeader = false }
    prefixHeaderFile = object["prefix_header_file"] as? String
    prefixHeaderContents = Self.strings(object["prefix_header_contents"])
    if let defaults = object["default_subspecs"] ?? object["default_subspec"] {
      defaultSubspecs = Self.strings(defaults)
    }
    subspecs = Self.subspecs(object, prefix: "")
  }

  /// CocoaPods' name of a platform: `macos` is `osx`.
  static func platformName(_ name: String) -> String { name == "macos" ? "osx" : name }

  /// The platform CocoaPods builds this pod for in a Podfile target of `podfilePlatform`
  /// (nil when the Podfile states none): that platform, when the spec supports it; else the
  /// spec's one platform, when it states exactly one; else nil (not known without the user
  /// project, which CocoaPods would read).
  public func platform(inPodfilePlatform podfilePlatform: String?) -> String? {
    if let podfilePlatform {
      let name = Self.platformName(podfilePlatform)
      return platforms.map { $0.contains(name) } ?? true ? name : nil
    }
    return platforms.flatMap { $0.count == 1 ? $0[0] : nil }
  }

  private static func strings(_ value: Any?) -> [String] {
    if let s = value as? String { return s == "none" ? [] : [s] }
    return (value as? [Any])?.compactMap { $0 as? String } ?? []
  }

  private static func part(_ object: [String: Any]) -> Part {
    var part = Part()
    let ios = object["ios"] as? [String: Any] ?? [:]
    part.sourceFiles = strings(object["source_files"]) + strings(ios["source_files"])
    part.excludeFiles = strings(object["exclude_files"]) + strings(ios["exclude_files"])
    for source in [object, ios] {
      for (name, patterns) in source["resource_bundles"] as? [String: Any] ?? [:] {
        part.resourceBundles[name, default: []] += strings(patterns)
      }
    }
    for source in [object, ios] {
      if let dependencies = source["dependencies"] as? [String: Any] {
        part.dependencies += dependencies.keys.sorted()
      }
    }
    return part
  }

  private static func subspecs(_ object: [String: Any], prefix: String) -> [Subspec] {
    var out: [Subspec] = []
    for sub in object["subspecs"] as? [[String: Any]] ?? [] {
      guard let name = sub["name"] as? String else { continue }
      out.append(Subspec(name: prefix + name, part: part(sub)))
      out += subspecs(sub, prefix: prefix + name + "/")
    }
    return out
  }
}
