import Foundation

/// The settings of a module that change how its Swift compiles.
public struct SwiftSettings: Hashable, Sendable {
  /// `SWIFT_VERSION` (`5.0`, `4.2`, `6.0`), or nil when unset.
  public var swiftVersion: String?
  /// The compilation conditions: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` then the `-D` values
  /// of `OTHER_SWIFT_FLAGS`, without duplicates.
  public var compilationConditions: [String]
  /// `SWIFT_OBJC_BRIDGING_HEADER`, absolute, or nil.
  public var bridgingHeader: URL?
  /// `IPHONEOS_DEPLOYMENT_TARGET`, or nil.
  public var deploymentTarget: String?
  /// `SWIFT_SWIFT3_OBJC_INFERENCE` (Xcode's "Swift 3 @objc Inference"): true for `On`, false
  /// for `Off`, nil for `Default` or unset.
  public var swift3ObjCInference: Bool?
  /// The upcoming (and experimental) language features the module enables, as the compiler
  /// names them (`MemberImportVisibility`): `SWIFT_UPCOMING_FEATURE_<NAME>` set to `YES`,
  /// `-enable-upcoming-feature NAME` (or `-enable-experimental-feature NAME`) in
  /// `OTHER_SWIFT_FLAGS`, a package target's `.enableUpcomingFeature("NAME")`. Easel's build
  /// follows the one that changes which files it compiles: `hasMemberImportVisibility`.
  public var upcomingFeatures: Set<String> = []

  /// Whether the module enables SE-0444's `MemberImportVisibility`: a file then sees the
  /// extension members only of the modules it imports itself, not of every module some file of
  /// its target imports, in any language mode (Swift 6's included: the feature is still an
  /// upcoming one there).
  public var hasMemberImportVisibility: Bool {
    upcomingFeatures.contains("MemberImportVisibility")
  }

  /// Whether the module's Swift infers `@objc` as Swift 3 did (SE-0160): `On` says so; by
  /// default only Swift 3 mode does, as the compiler's `-enable-swift3-objc-inference`
  /// defaults to the language mode and Xcode passes a flag only for `On` or `Off`.
  public var infersObjCAsSwift3: Bool {
    swift3ObjCInference ?? (swiftVersion.map { $0 == "3" || $0.hasPrefix("3.") } ?? false)
  }

  /// Creates settings.
  public init(
    swiftVersion: String? = nil, compilationConditions: [String] = [], bridgingHeader: URL? = nil,
    deploymentTarget: String? = nil
  ) {
    self.swiftVersion = swiftVersion
    self.compilationConditions = compilationConditions
    self.bridgingHeader = bridgingHeader
    self.deploymentTarget = deploymentTarget
  }

  /// The Swift settings of resolved build settings; relative paths are taken from `sourceRoot`.
  public init(_ settings: BuildSettings, sourceRoot: URL) {
    swiftVersion = settings["SWIFT_VERSION"].flatMap { $0.isEmpty ? nil : $0 }
    var conditions: [String] = []
    for word in settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") where !word.isEmpty {
      if !conditions.contains(word) { conditions.append(word) }
    }
    let flags = settings.list("OTHER_SWIFT_FLAGS")
    var index = 0
    while index < flags.count {
      let flag = flags[index]
      var value: String?
      if flag == "-D", index + 1 < flags.count {
        value = flags[index + 1]
        index += 1
      } else if flag.hasPrefix("-D"), flag.count > 2 {
        value = String(flag.dropFirst(2))
      }
      if let value, !value.isEmpty, !conditions.contains(value) { conditions.append(value) }
      if ["-enable-upcoming-feature", "-enable-experimental-feature"].contains(flag),
        index + 1 < flags.count
      {
        // `NAME:migrate` asks for migration warnings, which do not enable the feature.
        let feature = flags[index + 1]
        if !feature.contains(":") { upcomingFeatures.insert(feature) }
        index += 1
      }
      index += 1
    }
    compilationConditions = conditions
    for name in Set(settings.levels.flatMap(\.keys))
    where name.hasPrefix(Self.upcomingFeaturePrefix) && settings[name] == "YES" {
      upcomingFeatures.insert(Self.featureName(setting: name))
    }
    if let header = settings["SWIFT_OBJC_BRIDGING_HEADER"], !header.isEmpty {
      bridgingHeader =
        header.hasPrefix("/")
        ? URL(fileURLWithPath: header) : sourceRoot.appendingPathComponent(header)
      bridgingHeader = bridgingHeader?.standardizedFileURL
    }
    deploymentTarget = settings["IPHONEOS_DEPLOYMENT_TARGET"].flatMap { $0.isEmpty ? nil : $0 }
    switch settings["SWIFT_SWIFT3_OBJC_INFERENCE"] {
    case "On": swift3ObjCInference = true
    case "Off": swift3ObjCInference = false
    default: swift3ObjCInference = nil
    }
  }
}

extension SwiftSettings {
  /// The prefix of Xcode's build settings enabling an upcoming feature
  /// (`SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY`).
  static let upcomingFeaturePrefix = "SWIFT_UPCOMING_FEATURE_"

  /// The compiler's name of the feature an upcoming-feature build setting enables: its words
  /// capitalised and joined (`MEMBER_IMPORT_VISIBILITY` → `MemberImportVisibility`).
  static func featureName(setting: String) -> String {
    setting.dropFirst(upcomingFeaturePrefix.count).split(separator: "_").map {
      $0.prefix(1) + $0.dropFirst().lowercased()
    }.joined()
  }
}

/// Module names as Xcode derives them from product names.
enum ModuleName {
  /// `name` with every character that cannot appear in a Swift identifier replaced by `_`,
  /// and a leading digit prefixed with `_` (Xcode's `c99extidentifier`).
  static func identifier(_ name: String) -> String {
    var out = String(
      name.map { c -> Character in
        c.isLetter || c.isNumber || c == "_" ? c : "_"
      })
    if let first = out.first, first.isNumber { out = "_" + out }
    return out.isEmpty ? "_" : out
  }
}
