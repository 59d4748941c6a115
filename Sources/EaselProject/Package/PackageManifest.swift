import EaselDiagnostics
import Foundation

/// A Swift package's `Package.swift`, read as text — never compiled or run.
///
/// Reads the common forms: `.target`, `.executableTarget`, `.testTarget` (and `.macro`,
/// `.plugin`, `.binaryTarget`, `.systemLibrary`, which are listed but never sources) with
/// their `name`, `dependencies`, `path`, `exclude`, `sources`, `.define(…)` swift
/// settings, `publicHeadersPath` and literal `cSettings` (``CSettings``); dependencies written as `"Name"`, `.target(name:)`, `.product(name:package:)`
/// and `.byName(name:)`; `.library(name:targets:)` products; `Package(name:)`; local
/// package dependencies, `.package(path:)` (and `.package(url:)` with a relative path).
///
/// A manifest that declares no targets (the SwiftPM 3 form, `Package(name: "X")`) gets
/// the targets SwiftPM 3 inferred: one per folder of `Sources/`, or one named after the
/// package when `Sources/` holds the Swift files itself.
///
/// Limits, since the manifest is not executed: names or paths built by string
/// interpolation, variables, functions, loops or `#if` are not evaluated (an interpolated
/// string reads as unknown and is skipped); targets appended after the `Package(…)`
/// initializer (`package.targets += …`) are found, but conditions on dependencies
/// (`condition: .when(platforms:)`) are ignored; plug-ins are not read, and of resources
/// only whether a target lists them (it then has `Bundle.module`).
public struct PackageManifest: Hashable, Sendable {
  /// The `Package.swift` file.
  public var url: URL
  /// The package's name, if the manifest states it as a literal.
  public var name: String?
  /// The targets, in the manifest's order.
  public var targets: [PackageTarget]
  /// The library products: name → the targets they hold.
  public var products: [String: [String]]
  /// The local packages it depends on (`.package(path:)`, `.package(url:)` naming a folder).
  public var localDependencies: [LocalPackageDependency]
  /// The Swift version its targets build in, as SwiftPM chooses it: the newest of
  /// `swiftLanguageVersions:` / `swiftLanguageModes:` when the manifest lists them, else the
  /// tools version's own (`// swift-tools-version:4.0` builds Swift 4, `4.2` Swift 4.2, `5.x`
  /// Swift 5, `6.x` Swift 6); nil when the manifest states neither.
  public var swiftVersion: String?

  /// The package folder.
  public var root: URL { url.deletingLastPathComponent() }

  /// The target named `name`.
  public func target(named name: String) -> PackageTarget? { targets.first { $0.name == name } }

  /// Reads the manifest at `url` (a `Package.swift`, or the folder holding one).
  public static func load(_ url: URL) throws -> PackageManifest {
    let file = url.pathExtension == "swift" ? url : url.appendingPathComponent("Package.swift")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ProjectFileError(
        .io, "cannot read the package manifest",
        at: SourceLocation(file: file.path, line: 1, column: 1))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ProjectFileError(
        .encoding, "the package manifest is not UTF-8 text",
        at: SourceLocation(file: file.path, line: 1, column: 1))
    }
    var manifest = PackageManifest(url: file.standardizedFileURL, text: text)
    if manifest.targets.isEmpty { manifest.targets = manifest.inferredTargets() }
    return manifest
  }

  /// Reads a manifest from its text.
  public init(url: URL, text: String) {
    self.url = url
    let tokens = manifestTokens(text)
    var targets: [PackageTarget] = []
    var products: [String: [String]] = [:]
    var localDependencies: [LocalPackageDependency] = []
    var name: String?
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      guard case .identifier(let callee) = tokens[index + 1],
        tokens[index + 2] == .punctuation("(")
      else { continue }
      let dotted = tokens[index] == .punctuation(".")
      if callee == "Package", name == nil, !dotted {
        var reader = ManifestExpressionReader(tokens: tokens, index: index + 1)
        if case .string(let n)? = reader.expression().argument("name") { name = n }
        continue
      }
      guard dotted, let kind = PackageTarget.Kind(rawValue: callee) else {
        if dotted && callee == "library" {
          var reader = ManifestExpressionReader(tokens: tokens, index: index)
          let call = reader.expression()
          if let product = call.argument("name")?.string {
            products[product] = call.argument("targets")?.strings ?? []
          }
        } else if dotted && callee == "package" {
          var reader = ManifestExpressionReader(tokens: tokens, index: index)
          let call = reader.expression()
          if let path = call.argument("path")?.string {
            localDependencies.append(LocalPackageDependency(path: path, isURL: false))
          } else if let path = call.argument("url")?.string.flatMap(Self.localPath) {
            localDependencies.append(LocalPackageDependency(path: path, isURL: true))
          }
        }
        continue
      }
      var reader = ManifestExpressionReader(tokens: tokens, index: index)
      let call = reader.expression()
      // A declaration is read whole, so the `.target(name:)` dependencies inside it are
      // never taken for declarations.
      guard let targetName = call.argument("name")?.string else { continue }
      targets.append(
        PackageTarget(
          name: targetName, kind: kind, path: call.argument("path")?.string,
          exclude: call.argument("exclude")?.strings ?? [],
          sources: call.argument("sources").map(\.strings),
          dependencies: Self.dependencies(call.argument("dependencies")),
          defines: Self.defines(call.argument("swiftSettings")),
          declaresResources: call.argument("resources") != nil,
          upcomingFeatures: Self.features(call.argument("swiftSettings")),
          publicHeadersPath: call.argument("publicHeadersPath")?.string,
          cSettings: CSettings(call.argument("cSettings"))))
      index = reader.index - 1
    }
    self.name = name
    self.targets = targets
    self.products = products
    self.localDependencies = localDependencies
    swiftVersion = Self.swiftVersion(text)
  }

  /// `swiftVersion` of a manifest's text.
  static func swiftVersion(_ text: String) -> String? {
    let listed = text.firstMatch(
      of: /swiftLanguage(?:Versions|Modes)\s*:\s*\[([^\]]*)\]/)
    if let listed {
      let versions = listed.1.matches(of: /\.v(\d+)(?:_(\d+))?|\.version\(\s*"(\d+)(?:\.(\d+))?/)
        .compactMap { m -> (Int, Int)? in
          guard let major = Int(m.1 ?? m.3 ?? "") else { return nil }
          return (major, Int(m.2 ?? m.4 ?? "") ?? 0)
        }
      if let newest = versions.max(by: { $0 < $1 }) { return "\(newest.0).\(newest.1)" }
    }
    guard let first = text.split(separator: "\n", maxSplits: 1).first,
      let tools = first.firstMatch(of: /^\/\/\s*swift-tools-version\s*:\s*(\d+)(?:\.(\d+))?/)
    else { return nil }
    let major = Int(tools.1) ?? 5
    let minor = tools.2.flatMap { Int($0) } ?? 0
    return major == 4 && minor < 2 ? "4.0" : "\(major).\(minor)"
  }

  /// The folder a `.package(url:)` names when it is a path rather than a remote address
  /// (`./Utility`, `../Kit`, `/abs/Kit`, `file:///abs/Kit`), else nil.
  static func localPath(_ url: String) -> String? {
    if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)) }
    return url.hasPrefix(".") || url.hasPrefix("/") ? url : nil
  }

  private static func dependencies(_ list: ManifestExpression?) -> [PackageTarget.Dependency] {
    guard case .array(let items)? = list else { return [] }
    return items.compactMap { item in
      switch item {
      case .string(let s): return .byName(s)
      case .call(let kind, _):
        guard let name = item.argument("name")?.string else { return nil }
        switch kind {
        case "product": return .product(name, package: item.argument("package")?.string)
        case "target": return .target(name)
        default: return .byName(name)
        }
      default: return nil
      }
    }
  }

  /// The features of `.enableUpcomingFeature("NAME")` and `.enableExperimentalFeature("NAME")`
  /// swift settings.
  private static func features(_ list: ManifestExpression?) -> Set<String> {
    guard case .array(let items)? = list else { return [] }
    return Set(
      items.compactMap { item in
        guard case .call(let name, let args) = item,
          name == "enableUpcomingFeature" || name == "enableExperimentalFeature"
        else { return nil }
        return args.first?.value.string
      })
  }

  private static func defines(_ list: ManifestExpression?) -> [String] {
    guard case .array(let items)? = list else { return [] }
    return items.compactMap { item in
      guard case .call("define", let args) = item else { return nil }
      return args.first?.value.string
    }
  }
}

/// A local package a ``PackageManifest`` depends on.
public struct LocalPackageDependency: Hashable, Sendable {
  /// The folder as written: relative to the package's folder, or absolute.
  public var path: String
  /// Whether it is written `.package(url:)`: a repository SwiftPM clones, which Xcode
  /// replaces by the project's local package of the same name, rather than `.package(path:)`.
  public var isURL: Bool

  /// Creates a dependency.
  public init(path: String, isURL: Bool) {
    self.path = path
    self.isURL = isURL
  }
}

/// One target of a ``PackageManifest``.
public struct PackageTarget: Hashable, Sendable {
  /// What the target is.
  public enum Kind: String, Hashable, Sendable {
    case target, executableTarget, testTarget, macro, plugin, binaryTarget, systemLibrary
  }

  /// A target's dependency as written.
  public enum Dependency: Hashable, Sendable {
    /// `"Name"` or `.byName(name:)`: a target of this package or a product of another.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(String, package: String?)

    /// The name it refers to.
    public var name: String {
      switch self {
      case .byName(let n), .target(let n), .product(let n, _): n
      }
    }
  }

  /// The target's name, which is its module's name.
  public var name: String
  /// What it is.
  public var kind: Kind
  /// `path:`, relative to the package, if given.
  public var path: String?
  /// `exclude:` paths, relative to the target's folder.
  public var exclude: [String]
  /// `sources:` paths, relative to the target's folder, if given.
  public var sources: [String]?
  /// `dependencies:`.
  public var dependencies: [Dependency]
  /// The conditions of `.define("NAME")` swift settings.
  public var defines: [String]
  /// Whether it lists `resources:`, for which SwiftPM generates the module's resource bundle
  /// accessor, `Bundle.module` (tools version 5.3 and later).
  public var declaresResources = false
  /// The features of `.enableUpcomingFeature("NAME")` and `.enableExperimentalFeature("NAME")`
  /// swift settings (`SwiftSettings.upcomingFeatures`).
  public var upcomingFeatures: Set<String> = []

  /// `publicHeadersPath:`, relative to the target's folder, if given (SwiftPM's default is
  /// `include`).
  public var publicHeadersPath: String?
  /// Its `cSettings:`, as far as they are literal.
  public var cSettings = CSettings()

  /// Whether the target's Swift may hold designables: regular and executable targets only.
  public var isSourceTarget: Bool { kind == .target || kind == .executableTarget }
}
