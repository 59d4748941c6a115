import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A package's C-family targets, found as SwiftPM compiles each as its own clang module: their
/// files, header search paths, `cSettings:`, and the headers SwiftPM generates for them.
struct PackageObjCTests {
  static let manifest = """
    // swift-tools-version:5.8
    import PackageDescription
    let package = Package(
      name: "Signs",
      targets: [
        .target(name: "Shapes"),
        .target(
          name: "Badges", dependencies: ["Shapes"], path: "Badges",
          exclude: ["Old"],
          resources: [.process("Media.xcassets")],
          publicHeadersPath: "Public",
          cSettings: [
            .headerSearchPath("Internal"),
            .define("BADGE_INSET", to: "4"),
            .define("BADGES"),
            .define("MAC_ONLY", .when(platforms: [.macOS])),
            .headerSearchPath(generatedFolder),
            .unsafeFlags(["-fno-objc-arc"]),
          ]),
        .target(name: "Plain", dependencies: ["Badges"]),
      ])
    """

  static func package() throws -> URL {
    try Fixtures.folder([
      "Package.swift": manifest,
      "Sources/Shapes/include/SHStripe.h": "",
      "Sources/Shapes/SHStripe.m": "",
      "Badges/Public/BadgeView.h": "", "Badges/Public/BadgeView.m": "",
      "Badges/Internal/BadgeArt.h": "", "Badges/Internal/BadgeArt.m": "",
      "Badges/Old/Legacy.m": "",
      "Badges/Media.xcassets/Contents.json": "{}",
      "Sources/Plain/Plain.swift": "",
    ])
  }

  @Test func cSettingsAsFarAsTheyAreLiteral() throws {
    let m = PackageManifest(url: URL(fileURLWithPath: "/p/Package.swift"), text: Self.manifest)
    let badges = try #require(m.target(named: "Badges"))
    #expect(badges.publicHeadersPath == "Public")
    #expect(badges.cSettings.headerSearchPaths == ["Internal"])
    // `.when(platforms: [.macOS])` is not an iOS build's.
    #expect(badges.cSettings.defines == ["BADGE_INSET=4", "BADGES"])
    #expect(badges.cSettings.unread == [".headerSearchPath(…)", ".unsafeFlags(…)"])
    #expect(m.target(named: "Shapes")?.cSettings == CSettings())
  }

  @Test func aTargetsObjectiveCAndItsHeaderSearchPaths() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let m = try PackageManifest.load(root)
    let objc = m.objectiveC(of: try #require(m.target(named: "Badges")))
    func relative(_ urls: [URL]) -> [String] { urls.map { Fixtures.relative($0, to: root) } }
    // `exclude:` leaves `Old/` out.
    #expect(
      Set(relative(objc.implementations)) == [
        "Badges/Public/BadgeView.m", "Badges/Internal/BadgeArt.m",
      ])
    #expect(
      Set(relative(objc.headers)) == ["Badges/Public/BadgeView.h", "Badges/Internal/BadgeArt.h"])
    // Its public headers, its dependency's, its `.headerSearchPath`, its own folder.
    #expect(
      relative(objc.headerSearchPaths) == [
        "Badges/Public", "Sources/Shapes/include", "Badges/Internal", "Badges",
      ])
    #expect(
      objc.generatedPrefixHeader
        == "#define SWIFT_PACKAGE 1\n#define BADGE_INSET 4\n#define BADGES 1\n")
  }

  @Test func aTargetWithResourcesGetsSwiftPMsAccessorHeader() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let m = try PackageManifest.load(root)
    let objc = m.objectiveC(of: try #require(m.target(named: "Badges")))
    #expect(
      objc.bundleAccessorFunctions == [
        "Badges_SWIFTPM_MODULE_BUNDLE", "Signs_Badges_SWIFTPM_MODULE_BUNDLE",
      ])
    let accessor = try #require(objc.generatedHeaders.first)
    #expect(accessor.path == "resource_bundle_accessor.h" && accessor.isIncludedFirst)
    #expect(accessor.text.contains("NSBundle* Badges_SWIFTPM_MODULE_BUNDLE(void);"))
    #expect(accessor.text.contains("NSBundle* Signs_Badges_SWIFTPM_MODULE_BUNDLE(void);"))
    #expect(
      accessor.text.contains("#define SWIFTPM_MODULE_BUNDLE Badges_SWIFTPM_MODULE_BUNDLE()"))
    // Shapes lists no resources.
    let shapes = m.objectiveC(of: try #require(m.target(named: "Shapes")))
    #expect(shapes.bundleAccessorFunctions.isEmpty)
    #expect(!shapes.generatedHeaders.contains { $0.path == "resource_bundle_accessor.h" })
  }

  /// Shapes' `include` holds no `Shapes.h`, so SwiftPM makes the folder its module's umbrella:
  /// `@import Shapes;` of Badges reads every header in it.
  @Test func aDependencysUmbrellaFolderGetsAnUmbrellaHeader() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let m = try PackageManifest.load(root)
    let objc = m.objectiveC(of: try #require(m.target(named: "Badges")))
    let umbrella = try #require(
      objc.generatedHeaders.first { $0.path == "Shapes/Shapes-umbrella.h" })
    #expect(!umbrella.isIncludedFirst)
    #expect(umbrella.text == "#import \"SHStripe.h\"\n")
  }

  @Test func aPackageTargetsModuleHasItsObjectiveC() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    let badges = try #require(context.allModules().first { $0.name == "Badges" })
    #expect(badges.objectiveC.implementations.count == 2)
    #expect(badges.hasBundleModule)
    // A Swift target has none.
    let plain = try #require(context.allModules().first { $0.name == "Plain" })
    #expect(plain.objectiveC.isEmpty)
  }

  @Test func settingsThatCannotBeReadAreALocatedWarning() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    let warning = try #require(
      context.diagnostics.first { $0.id == "project-package-setting-unread" })
    #expect(warning.severity == .warning)
    #expect(warning.location?.file.hasSuffix("Package.swift") == true)
    #expect(warning.location?.line == 8)
    #expect(warning.location?.column == 13)
    #expect(warning.message.contains("'Badges'"))
    #expect(warning.message.contains(".headerSearchPath(…), .unsafeFlags(…)"))
  }

  /// A package named like its target: the warning is at the target's declaration.
  @Test func theWarningIsAtTheTargetsDeclaration() throws {
    let root = try Fixtures.folder([
      "Package.swift": """
      let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        targets: [
          .target(
            name: "Kit", cSettings: [.unsafeFlags(["-w"])])
        ])
      """,
      "Sources/Kit/Kit.m": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let warnings = try PackageManifest.load(root).unreadSettingWarnings()
    #expect(warnings.map(\.location?.line) == [6])
  }

  /// At the target's declaration, not at another target's `.target(name:)` dependency on it;
  /// only for targets whose Objective-C is translated: a test target's settings, and a Swift
  /// target's, go nowhere Easel reads.
  @Test func onlyTranslatedTargetsAreWarnedAboutAtTheirDeclaration() throws {
    let root = try Fixtures.folder([
      "Package.swift": """
      let package = Package(
        name: "Kit",
        targets: [
          .target(name: "App", dependencies: [.target(name: "Kit")]),
          .target(
            name: "Kit", cSettings: [.unsafeFlags(["-w"])]),
          .target(name: "Plain", cSettings: [.unsafeFlags(["-w"])]),
          .testTarget(
            name: "KitTests", dependencies: ["Kit"], cSettings: [.unsafeFlags(["-w"])]),
        ])
      """,
      "Sources/App/App.m": "", "Sources/Kit/Kit.m": "", "Sources/Plain/Plain.swift": "",
      "Tests/KitTests/KitTests.m": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let m = try PackageManifest.load(root)
    let warnings = m.unreadSettingWarnings()
    #expect(warnings.map(\.location?.line) == [6], "\(warnings)")
    #expect(warnings.first?.message.contains("'Kit'") == true)
    #expect(m.location(ofTarget: "KitTests").line == 9)
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    #expect(context.diagnostics.filter { $0.id == "project-package-setting-unread" }.count == 1)
  }
}
